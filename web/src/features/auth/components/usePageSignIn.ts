// Signing in from a page of its own (the member login page, the example
// login page): the outcome is toasted and a member lands on the dashboard.
import { useLocation } from "wouter";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { loginName, loginPayload, useMemberLogin } from "../api/authActions";

export function usePageSignIn() {
  const t = useT();
  const [, navigate] = useLocation();
  const login = useMemberLogin();
  const signIn = (identifier: string, password: string) =>
    login.mutate(loginPayload(identifier, password), {
      onSuccess: (res) => {
        toast({ title: t("auth.loginOk"), description: t("auth.welcomeBack", { name: loginName(res) }) });
        navigate(paths.member);
      },
      onError: (err) => {
        toast({
          title: t("auth.loginFailed"),
          description: errorMessage(err, t("auth.invalidLogin")),
          variant: "destructive",
        });
      },
    });
  return { signIn, isPending: login.isPending };
}

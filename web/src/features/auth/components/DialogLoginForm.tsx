// Login tab of the Login / Register dialog. One field takes the email or
// the phone number (spec 1 §5 notes both readings); it is sent as `email`
// or `phone` accordingly, and the server accepts either in both fields.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { loginDialogSchema, type LoginDialogValues } from "@/shared/lib/validation";
import { loginName, loginPayload, useMemberLogin } from "@/features/auth/api/authActions";
import { identifierInputProps } from "./identifierField";
import { useT } from "@/shared/i18n/i18n";

export interface DialogLoginFormProps {
  defaultIdentifier?: string;
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

export function DialogLoginForm({ defaultIdentifier = "", onLoggedIn, onForgotPassword }: DialogLoginFormProps) {
  const t = useT();
  const login = useMemberLogin();
  const form = useForm<LoginDialogValues>({
    resolver: zodResolver(loginDialogSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { identifier: defaultIdentifier, password: "" },
  });
  const errors = form.formState.errors;

  // Coming back from the registration-success dialog with the email filled
  // in: the password is the next thing to type.
  const { setFocus } = form;
  useEffect(() => {
    if (!defaultIdentifier) return;
    const t = setTimeout(() => setFocus("password"), 0);
    return () => clearTimeout(t);
  }, [defaultIdentifier, setFocus]);

  const onSubmit = form.handleSubmit((v) => {
    login.mutate(loginPayload(v.identifier, v.password), {
      onSuccess: (res) => {
        toast({ title: t("auth.loginOk"), description: t("auth.welcomeBack", { name: loginName(res) }) });
        onLoggedIn();
      },
      onError: (err) => {
        toast({
          title: t("auth.loginFailed"),
          description: errorMessage(err, t("auth.invalidLogin")),
          variant: "destructive",
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("auth.memberLogin")}>
      <FormField label={t("auth.identifier")} hint={t("auth.identifierHint")} error={errors.identifier?.message}>
        <Input {...identifierInputProps} {...form.register("identifier")} />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
          {t("auth.forgot")}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t("auth.loggingIn") : t("auth.login")}
      </Button>
    </form>
  );
}

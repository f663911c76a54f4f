// /login-example, the alternative sign-in page (spec 1 §2): email or phone
// and password with a show/hide toggle, LOGIN, a Sign up link and a link to
// the main website. The one field takes what every sign-in form takes.
import { useState } from "react";
import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { EyeIcon, EyeOffIcon, FlagIcon, InfoIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { loginExampleSchema, type LoginExampleValues } from "@/shared/lib/validation";
import { usePageSignIn } from "@/features/auth/components/usePageSignIn";
import { identifierInputProps } from "@/features/auth/components/identifierField";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

/** Marks where the link goes in a translated sentence. */
const LINK_SLOT = "\u0001";

export default function LoginExamplePage() {
  const t = useT();
  const [showPassword, setShowPassword] = useState(false);
  const [forgotShown, setForgotShown] = useState(false);
  const { signIn, isPending } = usePageSignIn();
  const form = useForm<LoginExampleValues>({
    resolver: zodResolver(loginExampleSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { identifier: "", password: "" },
  });
  const errors = form.formState.errors;
  // One sentence around the link: the words on either side of its place.
  const [resetBefore, resetAfter = ""] = t("loginExample.reset", { link: LINK_SLOT }).split(LINK_SLOT);

  const onSubmit = form.handleSubmit((v) => {
    signIn(v.identifier, v.password);
  });

  return (
    <div className="flex min-h-[calc(100dvh-8rem)] items-center justify-center bg-[linear-gradient(160deg,var(--color-primary-dark),var(--color-primary)_55%,var(--color-fairway-soft))] px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl bg-card p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <div className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
            <FlagIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{t("loginExample.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("loginExample.welcome")}</p>
        </div>

        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("loginExample.title")}>
          <FormField label={t("auth.identifier")} hint={t("auth.identifierHint")} error={errors.identifier?.message}>
            <Input {...identifierInputProps} {...form.register("identifier")} />
          </FormField>
          <FormField label={t("auth.password")} error={errors.password?.message}>
            {(p) => (
              <div className="relative">
                <Input
                  {...p}
                  type={showPassword ? "text" : "password"}
                  autoComplete="current-password"
                  className="pr-12"
                  {...form.register("password")}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((s) => !s)}
                  aria-pressed={showPassword}
                  aria-label={showPassword ? t("loginExample.hidePassword") : t("loginExample.showPassword")}
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {showPassword ? <EyeOffIcon className="size-5" aria-hidden="true" /> : <EyeIcon className="size-5" aria-hidden="true" />}
                </button>
              </div>
            )}
          </FormField>

          <div className="flex justify-end">
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              aria-expanded={forgotShown}
              aria-controls="forgot-password-message"
              onClick={() => setForgotShown((s) => !s)}
            >
              {t("loginExample.forgot")}
            </Button>
          </div>
          {forgotShown && (
            <div
              id="forgot-password-message"
              role="status"
              className="flex items-start gap-2 rounded-xl bg-accent p-3 text-sm text-accent-foreground"
            >
              <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                {resetBefore}
                <Link href={paths.memberLoginReset} className="font-semibold underline underline-offset-2">
                  {t("loginExample.resetLink")}
                </Link>
                {resetAfter}
              </p>
            </div>
          )}

          <Button type="submit" size="lg" disabled={isPending} className="w-full tracking-wider">
            {isPending ? t("loginExample.loggingIn") : t("loginExample.login")}
          </Button>
        </form>

        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t("loginExample.noAccount")}{" "}
          <Link href={paths.memberRegister} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("loginExample.signUp")}
          </Link>
        </p>
        <p className="mt-2 text-center text-sm">
          <Link href={paths.home} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {t("loginExample.mainSite")}
          </Link>
        </p>
      </div>
    </div>
  );
}

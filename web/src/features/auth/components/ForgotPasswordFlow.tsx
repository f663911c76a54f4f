// The two-step password reset used by the login dialog and /member/login
// (spec 1 §2, §4, §5). Step 1 asks for the email and requests a token;
// step 2 takes the token (from the mail, or prefilled in --dev mode) and a
// new password. The two places use slightly different toast titles, as the
// spec's catalogue shows both spellings.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, KeyRoundIcon, MailIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import {
  resetPasswordSchema,
  resetRequestSchema,
  type ResetPasswordValues,
  type ResetRequestValues,
} from "@/shared/lib/validation";
import { useResetPassword, useResetRequest } from "@/features/auth/api/authActions";
import { useT, type MessageId } from "@/shared/i18n/i18n";

export type ResetVariant = "dialog" | "page";

const TITLES: Record<ResetVariant, Record<"sent" | "requestFailed" | "done" | "resetFailed", MessageId>> = {
  dialog: {
    sent: "forgot.dialog.sent",
    requestFailed: "forgot.dialog.requestFailed",
    done: "forgot.done",
    resetFailed: "forgot.dialog.resetFailed",
  },
  page: {
    sent: "forgot.page.sent",
    requestFailed: "forgot.page.requestFailed",
    done: "forgot.done",
    resetFailed: "forgot.page.resetFailed",
  },
};

export interface ForgotPasswordFlowProps {
  variant: ResetVariant;
  /** Back to the login view (both steps offer it). */
  onBack: () => void;
  /** The password was changed: back to login, fields cleared. */
  onDone: () => void;
  /** Start at step 2 (e.g. the mail's link carried a token). */
  initialToken?: string;
}

export function ForgotPasswordFlow({ variant, onBack, onDone, initialToken }: ForgotPasswordFlowProps) {
  const t = useT();
  const titles = TITLES[variant];
  const [step, setStep] = useState<1 | 2>(initialToken ? 2 : 1);
  const [token, setToken] = useState(initialToken ?? "");
  const request = useResetRequest();

  const requestForm = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });

  const onRequest = requestForm.handleSubmit((v) => {
    const email = v.email.trim();
    request.mutate(email, {
      onSuccess: (res) => {
        const devToken = res?.resetToken;
        toast({
          title: t(titles.sent),
          description: devToken ? (
            <>
              {t("forgot.devToken")} <span className="font-mono break-all">{devToken}</span>
            </>
          ) : (
            t("forgot.checkInbox")
          ),
        });
        setToken(devToken ?? "");
        setStep(2);
      },
      onError: (err) => {
        toast({
          title: t(titles.requestFailed),
          description: errorMessage(err, t("common.tryLater")),
          variant: "destructive",
        });
      },
    });
  });

  if (step === 2) {
    return (
      <ResetStep
        key={token}
        variant={variant}
        token={token}
        onBack={onBack}
        onDone={onDone}
        onRequestAgain={() => setStep(1)}
      />
    );
  }

  return (
    <form onSubmit={onRequest} noValidate className="grid gap-4" aria-label={t("forgot.requestLabel")}>
      <div className="flex items-start gap-3 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
        <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{t("forgot.requestText")}</p>
      </div>
      <FormField label={t("forgot.email")} error={requestForm.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...requestForm.register("email")} />
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? t("forgot.sending") : t("forgot.send")}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeftIcon aria-hidden="true" />
        {t("forgot.back")}
      </Button>
    </form>
  );
}

function ResetStep({
  variant,
  token,
  onBack,
  onDone,
  onRequestAgain,
}: {
  variant: ResetVariant;
  token: string;
  onBack: () => void;
  onDone: () => void;
  onRequestAgain: () => void;
}) {
  const t = useT();
  const titles = TITLES[variant];
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { resetToken: token, newPassword: "" },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((v) => {
    reset.mutate(
      { resetToken: v.resetToken.trim(), newPassword: v.newPassword.trim() },
      {
        onSuccess: () => {
          toast({ title: t(titles.done), description: t("forgot.doneText") });
          form.reset({ resetToken: "", newPassword: "" });
          onDone();
        },
        onError: (err) => {
          toast({
            title: t(titles.resetFailed),
            description: errorMessage(err, t("forgot.checkToken")),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("forgot.setLabel")}>
      <div className="flex items-start gap-3 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
        <KeyRoundIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{t("forgot.setText")}</p>
      </div>
      <FormField label={t("forgot.token")} error={errors.resetToken?.message}>
        <Input autoComplete="one-time-code" spellCheck={false} autoCapitalize="off" {...form.register("resetToken")} />
      </FormField>
      <FormField label={t("forgot.newPassword")} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? t("forgot.resetting") : t("forgot.reset")}
      </Button>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("forgot.back")}
        </Button>
        <Button variant="link" onClick={onRequestAgain}>
          {t("forgot.requestAgain")}
        </Button>
      </div>
    </form>
  );
}

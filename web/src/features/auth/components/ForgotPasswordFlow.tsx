// The two-step password reset used by the login dialog and /member/login
// (spec 1 §2, §4, §5). Step 1 asks for the email and requests a token;
// step 2 takes the token (from the mail, or prefilled in --dev mode) and a
// new password. The two places use slightly different toast titles, as the
// spec's catalogue shows both spellings.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, KeyRoundIcon, MailIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import {
  resetPasswordSchema,
  resetRequestSchema,
  type ResetPasswordValues,
  type ResetRequestValues,
} from "@/lib/validation";
import { useResetPassword, useResetRequest } from "@/features/auth/api/authActions";

export type ResetVariant = "dialog" | "page";

const TITLES = {
  dialog: {
    sent: "Reset token sent via Email",
    requestFailed: "Failed to generate reset token",
    done: "Password reset successful",
    resetFailed: "Password reset failed",
  },
  page: {
    sent: "Reset Token Sent via Email",
    requestFailed: "Reset Request Failed",
    done: "Password reset successful",
    resetFailed: "Password Reset Failed",
  },
} as const;

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
  const t = TITLES[variant];
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
          title: t.sent,
          description: devToken ? (
            <>
              Development mode: your reset token is <span className="font-mono break-all">{devToken}</span>
            </>
          ) : (
            "If this email is registered, a reset token is on its way. Please check your inbox."
          ),
        });
        setToken(devToken ?? "");
        setStep(2);
      },
      onError: (err) => {
        toast({
          title: t.requestFailed,
          description: errorMessage(err, "Please try again later."),
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
    <form onSubmit={onRequest} noValidate className="grid gap-4" aria-label="Request a password reset token">
      <div className="flex items-start gap-3 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
        <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>Enter the email address you registered with. We'll send a reset token to that email.</p>
      </div>
      <FormField label="Email Address" error={requestForm.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...requestForm.register("email")} />
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? "Sending Reset Token..." : "Send Reset Token"}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeftIcon aria-hidden="true" />
        Back to Login
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
  const t = TITLES[variant];
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
          toast({ title: t.done, description: "You can now login with your new password" });
          form.reset({ resetToken: "", newPassword: "" });
          onDone();
        },
        onError: (err) => {
          toast({
            title: t.resetFailed,
            description: errorMessage(err, "Please check the token and try again."),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a new password">
      <div className="flex items-start gap-3 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
        <KeyRoundIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>Enter the reset token from the email and choose a new password. The token is valid for one hour.</p>
      </div>
      <FormField label="Reset Token" error={errors.resetToken?.message}>
        <Input autoComplete="one-time-code" spellCheck={false} autoCapitalize="off" {...form.register("resetToken")} />
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? "Resetting Password..." : "Reset Password"}
      </Button>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Login
        </Button>
        <Button variant="link" onClick={onRequestAgain}>
          Request a new token
        </Button>
      </div>
    </form>
  );
}

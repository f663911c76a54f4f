// Shown over the Login / Register dialog after a successful registration
// (spec 1 §4). The sign-up signed the member in, so 'Continue' goes on as a
// login would; only when that failed does 'Login Now' return to the login
// tab. 'Close' just closes.
import { CheckCircle2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/shared/ui/dialog";
import { greetingName } from "@/features/auth/api/auth";
import { type RegisterResult } from "@/features/auth/api/authActions";
import { useT } from "@/shared/i18n/i18n";

export interface RegistrationSuccessDialogProps {
  member: RegisterResult | null;
  onLoginNow: () => void;
  /** The member is signed in: go on as after a login. */
  onContinue: () => void;
  onClose: () => void;
}

export function RegistrationSuccessDialog({ member, onLoginNow, onContinue, onClose }: RegistrationSuccessDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-sm text-center"
        hideClose
        // Focus goes to the login form's password field instead.
        onCloseAutoFocus={(e) => e.preventDefault()}
      >
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <CheckCircle2Icon className="size-8" aria-hidden="true" />
        </div>
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle className="text-xl">{t("auth.registered")}</DialogTitle>
          <DialogDescription>
            {t(member?.signedIn ? "auth.welcomeSignedIn" : "auth.welcomeReady", { name: member ? greetingName(member) : "" })}
          </DialogDescription>
        </DialogHeader>
        {member?.membershipNumber ? (
          <div className="rounded-xl bg-sand px-4 py-3 text-sand-foreground">
            <p className="text-xs font-medium tracking-wide uppercase">{t("auth.membershipNumber")}</p>
            <p className="font-mono text-lg font-semibold" data-testid="success-membership-number">
              {member.membershipNumber}
            </p>
          </div>
        ) : null}
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={onClose}>
            {t("common.close")}
          </Button>
          {member?.signedIn ? (
            <Button onClick={onContinue}>{t("auth.continue")}</Button>
          ) : (
            <Button onClick={onLoginNow}>{t("auth.loginNow")}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

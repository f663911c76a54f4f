// The buttons at the bottom of the registration dialog: Cancel, and Login to
// Register, Register, or, once registered, the next step (pay) first with
// De-register still there but secondary. A guest on a
// members-only event gets no Register button (the body says why).
import { Link } from "wouter";
import { CreditCardIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";

export interface PayAction {
  /** "Pay RM 120" (or "Pay Now" when the amount is not known). */
  label: string;
  href: string;
}

export interface RegistrationDialogActionsProps {
  signedIn: boolean;
  isRegistered: boolean;
  busy: boolean;
  registering: boolean;
  deregistering: boolean;
  /** Register stays disabled until this is true (a rate type chosen, places left). */
  canRegister: boolean;
  /** The event has member rates only and the member has no membership ID. */
  membersOnly?: boolean;
  /** Once registered and still to pay: where to pay and how much. */
  pay?: PayAction | null;
  onCancel: () => void;
  onLogin: () => void;
  onRegister: () => void;
  onDeregister: () => void;
}

export function RegistrationDialogActions({
  signedIn,
  isRegistered,
  busy,
  registering,
  deregistering,
  canRegister,
  membersOnly = false,
  pay = null,
  onCancel,
  onLogin,
  onRegister,
  onDeregister,
}: RegistrationDialogActionsProps) {
  const t = useT();
  const bar =
    "grid grid-cols-2 gap-2 border-t border-border bg-card px-5 py-3 sm:flex sm:px-6 max-sm:pb-[calc(env(safe-area-inset-bottom)+0.75rem)]";
  if (signedIn && isRegistered) {
    // DOM (and focus) order: the next step first. Phones: pay across the
    // top, Cancel and De-register below; wider screens: pay on the right,
    // De-register pushed to the left.
    return (
      <div className={`${bar} sm:flex-row-reverse`} data-testid="registration-actions">
        {pay && (
          <Button asChild className="col-span-2 sm:min-w-32">
            <Link href={pay.href}>
              <CreditCardIcon aria-hidden="true" />
              {pay.label}
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("reg.cancel")}
        </Button>
        <Button
          variant="ghost"
          onClick={onDeregister}
          disabled={busy}
          className="text-destructive hover:bg-destructive-soft hover:text-destructive sm:mr-auto"
        >
          {deregistering && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t("reg.deregister")}
        </Button>
      </div>
    );
  }
  return (
    <div className={`${bar} sm:justify-end`} data-testid="registration-actions">
      <Button variant="outline" onClick={onCancel} disabled={busy} className={signedIn && membersOnly ? "col-span-2" : undefined}>
        {t("reg.cancel")}
      </Button>
      {!signedIn ? (
        <Button onClick={onLogin}>{t("reg.loginToRegister")}</Button>
      ) : membersOnly ? null : (
        <Button onClick={onRegister} disabled={busy || !canRegister} className="sm:min-w-32">
          {registering && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {registering ? t("reg.registering") : t("reg.register")}
        </Button>
      )}
    </div>
  );
}

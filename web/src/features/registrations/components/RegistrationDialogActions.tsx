// The buttons at the bottom of the registration dialog: Cancel, and Login to
// Register, De-register or Register depending on who is looking.
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface RegistrationDialogActionsProps {
  signedIn: boolean;
  isRegistered: boolean;
  busy: boolean;
  registering: boolean;
  deregistering: boolean;
  /** Register stays disabled until this is true (a rate type chosen, places left). */
  canRegister: boolean;
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
  onCancel,
  onLogin,
  onRegister,
  onDeregister,
}: RegistrationDialogActionsProps) {
  return (
    <div className="grid grid-cols-2 gap-2 border-t border-border bg-card px-5 py-3 sm:flex sm:justify-end sm:px-6 max-sm:pb-[calc(env(safe-area-inset-bottom)+0.75rem)]">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {!signedIn ? (
        <Button onClick={onLogin}>Login to Register</Button>
      ) : isRegistered ? (
        <Button variant="destructive" onClick={onDeregister} disabled={busy}>
          {deregistering && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          De-register
        </Button>
      ) : (
        <Button onClick={onRegister} disabled={busy || !canRegister} className="sm:min-w-32">
          {registering && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {registering ? "Registering..." : "Register"}
        </Button>
      )}
    </div>
  );
}

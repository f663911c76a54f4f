// The registration flow of an event card, shared by the events list and
// an event's own page: Register opens the registration dialog (its own
// chunk, fetched when the browser is idle or on the first Register);
// signed out, the login dialog first, then the registration dialog.
import { Suspense, useState, type ReactNode } from "react";
import { useLoginDialog } from "@/features/auth";
import { lazyNamed, useIdlePreload } from "@/shared/lib/lazy";
import type { ClubEvent } from "@/shared/lib/types";

const loadRegistrationDialog = () => import("@/features/registrations/components/RegistrationDialog");
const RegistrationDialog = lazyNamed(loadRegistrationDialog, "RegistrationDialog");

export function useRegistrationFlow(): {
  onRegister: (event: ClubEvent) => void;
  onLoginToRegister: (event: ClubEvent) => void;
  dialog: ReactNode;
} {
  const { openLogin } = useLoginDialog();
  // The event whose registration dialog is open.
  const [registeringEvent, setRegisteringEvent] = useState<ClubEvent | null>(null);
  // Mounted from the first open on, so it can animate its own closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (registeringEvent && !dialogUsed) setDialogUsed(true);
  useIdlePreload(loadRegistrationDialog);
  return {
    onRegister: setRegisteringEvent,
    onLoginToRegister: (ev) => openLogin({ onSuccess: () => setRegisteringEvent(ev) }),
    dialog: dialogUsed && (
      <Suspense fallback={null}>
        <RegistrationDialog event={registeringEvent} onClose={() => setRegisteringEvent(null)} onReopen={setRegisteringEvent} />
      </Suspense>
    ),
  };
}

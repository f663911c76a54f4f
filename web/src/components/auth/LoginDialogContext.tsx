// Lets any screen open the Login / Register dialog (Home hero, 'Login to
// Register' on events, the signed-out dashboard). Two variants exist (spec 1
// §2): without onSuccess a successful login goes to /member; with it, the
// callback runs and the dialog closes.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { LoginRegisterDialog } from "./LoginRegisterDialog";

export interface OpenLoginOptions {
  onSuccess?: () => void;
  tab?: "login" | "register";
}

interface LoginDialogApi {
  openLogin: (opts?: OpenLoginOptions) => void;
}

const Ctx = createContext<LoginDialogApi | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; opts: OpenLoginOptions }>({ open: false, opts: {} });
  const openLogin = useCallback((opts: OpenLoginOptions = {}) => setState({ open: true, opts }), []);
  const value = useMemo(() => ({ openLogin }), [openLogin]);
  return (
    <Ctx.Provider value={value}>
      {children}
      <LoginRegisterDialog
        open={state.open}
        initialTab={state.opts.tab ?? "login"}
        onSuccess={state.opts.onSuccess}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
    </Ctx.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const v = useContext(Ctx);
  if (!v) throw new Error("useLoginDialog outside LoginDialogProvider");
  return v;
}

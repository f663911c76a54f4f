// Lets any screen open the Login / Register dialog (Home hero, 'Login to
// Register' on events, the signed-out dashboard). Two variants exist (spec 1
// §2): without onSuccess a successful login goes to /member; with it, the
// callback runs and the dialog closes.
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { lazyNamed, preload, useIdlePreload } from "@/shared/lib/lazy";
// The dialog (forms, validation) is its own chunk: fetched when the browser
// is idle, when a button that opens it is pointed at or focused
// (preloadLogin), or on first open; not with the home page.
const loadDialog = () => import("./LoginRegisterDialog");
const LoginRegisterDialog = lazyNamed(loadDialog, "LoginRegisterDialog");
const preloadLogin = () => preload(loadDialog);

export interface OpenLoginOptions {
  onSuccess?: () => void;
  tab?: "login" | "register";
}

interface LoginDialogApi {
  openLogin: (opts?: OpenLoginOptions) => void;
  /** Starts fetching the dialog's code (pointer over or focus on an opening button). */
  preloadLogin: () => void;
}

const Ctx = createContext<LoginDialogApi | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; opts: OpenLoginOptions }>({ open: false, opts: {} });
  const [everOpened, setEverOpened] = useState(false);
  const openLogin = useCallback((opts: OpenLoginOptions = {}) => {
    setEverOpened(true);
    setState({ open: true, opts });
  }, []);
  useIdlePreload(loadDialog);
  const value = useMemo(() => ({ openLogin, preloadLogin }), [openLogin]);
  return (
    <Ctx.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <LoginRegisterDialog
            open={state.open}
            initialTab={state.opts.tab ?? "login"}
            onSuccess={state.opts.onSuccess}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const v = useContext(Ctx);
  if (!v) throw new Error("useLoginDialog outside LoginDialogProvider");
  return v;
}

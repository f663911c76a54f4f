// wouter imports use-sync-external-store's shim for React 17 and older;
// React 19 has the hook built in, so the shim is only weight on the home
// page. vite.config.ts points the shim's import here.
export { useSyncExternalStore } from "react";

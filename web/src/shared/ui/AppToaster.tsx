// The app's toaster, loaded apart from the home page: Radix Toast and the
// placement code are fetched when the browser is first idle, or at once by
// the first toast (the store in use-toast.ts is always there, so a toast
// raised before the chunk arrives is shown when it does).
import { Suspense } from "react";
import { lazyNamed, useAfterIdle } from "@/shared/lib/lazy";
import { useToast } from "./use-toast";

const Toaster = lazyNamed(() => import("./toaster"), "Toaster");

export function AppToaster() {
  const { toasts } = useToast();
  const idle = useAfterIdle();
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

// Renders the toast store with Radix Toast: 5000 ms, swipe right past 50 px
// to dismiss, F8 focuses the region (spec 1 §9). A toast never covers a
// button: useToastPlacement moves it clear of every visible control.
import { useRef } from "react";
import { CheckCircle2Icon, AlertCircleIcon } from "lucide-react";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToastPlacement } from "./useToastPlacement";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, dismissToast, useToast } from "./use-toast";

export function Toaster() {
  const { toasts } = useToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  useToastPlacement(viewportRef, toasts.find((t) => t.open)?.id ?? null);
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(o) => {
            if (!o) dismissToast(id);
          }}
        >
          {variant === "destructive" ? (
            <AlertCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          )}
          <div className="grid flex-1 gap-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.label} onClick={action.onClick} className="mr-6 self-center">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewportRef} hotkey={["F8"]} />
    </ToastProvider>
  );
}

// The centred column the sign-in pages sit in, on a soft fairway backdrop.
import type { ReactNode } from "react";
import { cn } from "@/shared/lib/utils";

export function AuthPageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]">
      <div className={cn("mx-auto w-full px-4 py-8 sm:py-14", wide ? "max-w-5xl" : "max-w-md")}>{children}</div>
    </div>
  );
}

// The centred page container, apart from Page.tsx's header band and
// messages, which the home page does not use.
import type { ReactNode } from "react";
import { cn } from "@/shared/lib/utils";

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

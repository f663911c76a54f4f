import type { ReactNode } from "react";

// Placeholder shell; replaced by the real layout.
export function AppShell({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

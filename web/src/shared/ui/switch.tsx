import * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cn } from "@/shared/lib/utils";

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        // The 24 px track gets an invisible hit area 44 px tall (the ::after).
        "peer relative inline-flex h-6 w-11 after:absolute after:-inset-y-3 after:inset-x-0 after:content-[''] shrink-0 items-center rounded-full border-2 border-transparent shadow-xs outline-none transition-colors",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        // The off track keeps 3:1 against the card (WCAG 1.4.11), so an off switch is still visible.
        "data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground/80",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}

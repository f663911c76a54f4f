import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/shared/lib/utils";

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

/**
 * The tabs' grey pill. `className` sizes and places the pill; `listClassName`
 * goes to the scrolling list inside it.
 */
export function TabsList({ className, listClassName, ...props }: React.ComponentProps<typeof TabsPrimitive.List> & { listClassName?: string }) {
  // The rounded pill is a box of its own around the list: a scroll container
  // clips what it holds to its own rounded corners, which would cut the end
  // tabs' enlarged hit areas to 35 px at their outer edges. The list scrolls
  // with square corners, so each tab keeps 44 px across its whole width.
  return (
    <div data-slot="tabs-list-frame" className={cn("inline-flex h-11 w-fit max-w-full rounded-xl bg-muted text-muted-foreground", className)}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        className={cn("flex h-full min-w-0 flex-1 items-center gap-1 overflow-x-auto p-1", listClassName)}
        {...props}
      />
    </div>
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        // The trigger is 36 px inside the 44 px list; its ::after reaches
        // over the list's padding so the tap target is 44 px tall.
        "relative inline-flex h-full min-w-11 flex-1 items-center after:absolute after:-inset-y-1 after:-inset-x-0.5 after:content-[''] justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-all outline-none",
        "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("flex-1 outline-none", className)} {...props} />;
}

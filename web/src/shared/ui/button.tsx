import * as React from "react";
import { Slot } from "./slot";
import { cva, type VariantProps } from "@/shared/lib/variants";
import { cn } from "@/shared/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-[color,background-color,border-color,box-shadow,transform] duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-55 active:translate-y-px [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-dark",
        outline: "border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-sand text-sand-foreground hover:bg-sand-hover",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        // Every size keeps a tap target of at least 44×44 px (min-h-11 /
        // min-w-11 survive a caller's h-auto or h-8); small buttons shrink
        // to 36 px only from md up, where a mouse is the likely pointer.
        sm: "h-11 min-h-11 min-w-11 px-3 text-[13px] md:h-9 md:min-h-9",
        default: "h-11 min-h-11 min-w-11 px-4 py-2",
        lg: "h-12 min-h-11 min-w-11 px-6 text-base",
        icon: "size-11 min-h-11 min-w-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps
  extends React.ComponentProps<"button">,
    VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      // A plain <button> defaults to type=button so it never submits a form by accident.
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}

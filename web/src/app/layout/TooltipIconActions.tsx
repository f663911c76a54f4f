// The icon buttons wrapped in Radix tooltips (loaded by IconActions).
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/shared/ui/tooltip";
import { IconActionButton, type IconAction } from "./IconActionButton";

export function TooltipIconActions({ actions, focused }: { actions: IconAction[]; focused: RefObject<string | null> }) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useLayoutEffect(() => {
    // The plain button that had focus is gone: give focus to its replacement.
    const label = focused.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (label && lost) buttons.current.get(label)?.focus();
  }, [focused]);
  useEffect(() => {
    // The pointer that fetched this chunk may rest on a button that was just
    // swapped in; Radix opens a tooltip on pointer movement, so pass it on.
    for (const el of buttons.current.values()) {
      if (el.matches(":hover")) el.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    }
  }, []);
  return actions.map((a) => (
    <Tooltip key={a.label}>
      <TooltipTrigger asChild>
        <IconActionButton
          action={a}
          ref={(el) => {
            if (el) buttons.current.set(a.label, el);
            else buttons.current.delete(a.label);
          }}
        />
      </TooltipTrigger>
      <TooltipContent>{a.label}</TooltipContent>
    </Tooltip>
  ));
}

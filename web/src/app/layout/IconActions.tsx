// The desktop header's icon buttons (Share app, Refresh) with their
// tooltips. Radix Tooltip (with its positioning library) is a chunk of its
// own: the buttons render at once without it, and the tooltip version takes
// their place when the browser is idle or the pointer or focus reaches
// them; its open delay (700 ms) leaves the chunk time to arrive.
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazyNamed, whenIdle } from "@/shared/lib/lazy";
import { IconActionButton, type IconAction } from "./IconActionButton";

export type { IconAction };

const TooltipIconActions = lazyNamed(() => import("./TooltipIconActions"), "TooltipIconActions");

export function IconActions({ actions, className }: { actions: IconAction[]; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  // The label of the button that had focus when the buttons were swapped:
  // the new one takes it back, so a keyboard user never loses their place.
  const focused = useRef<string | null>(null);
  const [tips, setTips] = useState(false);
  // A transition keeps the plain buttons on screen until the chunk is in.
  const want = useCallback(() => startTransition(() => setTips(true)), []);
  useEffect(() => whenIdle(want), [want]);
  const plain = actions.map((a) => <IconActionButton key={a.label} action={a} />);
  return (
    <div
      ref={box}
      className={className}
      onPointerEnter={want}
      onFocus={(e) => {
        focused.current = e.target.getAttribute("aria-label");
        want();
      }}
      onBlur={(e) => {
        // Focus moving elsewhere on the page; not a button being swapped away.
        if (e.relatedTarget && !box.current?.contains(e.relatedTarget)) focused.current = null;
      }}
    >
      <Suspense fallback={plain}>{tips ? <TooltipIconActions actions={actions} focused={focused} /> : plain}</Suspense>
    </div>
  );
}

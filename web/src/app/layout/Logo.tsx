import { useId } from "react";
import { cn } from "@/shared/lib/utils";

/** The club mark (flag on a green with a ball); same art as /icons/icon.svg. */
export function Logo({ className, title }: { className?: string; title?: string }) {
  const id = useId();
  const bg = `${id}-bg`;
  const hill = `${id}-hill`;
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn("size-9 shrink-0", className)}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-primary)]" />
          <stop offset="1" className="[stop-color:var(--color-primary-dark)]" />
        </linearGradient>
        <linearGradient id={hill} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-fairway-light)]" />
          <stop offset="1" className="[stop-color:var(--color-fairway)]" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${bg})`} />
      <path d="M36 12.5v34" className="stroke-white" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M37.3 12.5 51 19l-13.7 6.5z" className="fill-highlight" />
      <path
        d="M0 58c8-9 20-13.5 32-13.5S56 49 64 58v-8 0 6a14 14 0 0 1-14 14H14A14 14 0 0 1 0 56z"
        fill={`url(#${hill})`}
      />
      <ellipse cx="36" cy="46.6" rx="3.4" ry="1.1" className="fill-primary-dark" opacity=".55" />
      <circle cx="22.5" cy="43" r="5.2" className="fill-white" />
    </svg>
  );
}

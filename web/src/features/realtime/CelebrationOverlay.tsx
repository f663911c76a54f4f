// The celebrations (spec 1 §2, §5, §9). A member joining: the member's name (or
// 'You' for one's own registration), 'just joined', the event title, the
// label 'Tournament Event' or 'Social Event' and 'Ready to compete!' or
// 'See you on the course!'. A shot on the course (a followed player's
// birdie or eagle, anyone's hole-in-one): the player, the shot and the
// hole, and the event. Each shows for 4.5 s, then the next queued one;
// the phone vibrates 50-50-100 ms when it can. It is a polite status
// message, not a dialog: it never takes focus, and the close button or
// Escape dismisses it early. Motion is off for prefers-reduced-motion.
import { useEffect } from "react";
import { FlagIcon, PartyPopperIcon, StarIcon, TrophyIcon, XIcon } from "lucide-react";
import { cn } from "@/shared/lib/utils";
import { useRealtimeContext } from "./RealtimeContext";
import type { Celebration } from "./useRealtime";
import { t, useT } from "@/shared/i18n/i18n";

/** How long one celebration stays on screen (spec 1 §9: auto-dismiss 4.5 s). */
export const CELEBRATION_MS = 4500;
/** Spec 1 §9: vibration pattern 50, 50, 100 ms. */
export const VIBRATION_PATTERN = [50, 50, 100];

/** Texts translated when shown. The server says "You" on the registrant's
 *  own stream (internal/live/message.go): a word of its own, not a name.
 *  A golf celebration names the player, the shot and the hole. */
export function celebrationTexts(c: Celebration) {
  if (c.kind) {
    const player = c.playerName?.trim() ?? "";
    // The server says "You" to the player who made the shot.
    const name = player === "You" ? t("live.you") : player || t("live.aMember");
    const shot = c.kind === "hole_in_one" ? t("live.holeInOne") : c.kind === "eagle" ? t("live.eagle") : t("live.birdie");
    return {
      name,
      action: c.hole ? t("live.onHole", { shot, hole: c.hole }) : shot,
      label: t("live.liveScoring"),
      message: c.kind === "hole_in_one" ? t("live.holeInOneCheer") : t("live.shotCheer"),
    };
  }
  const tournament = c.eventType === "tournament";
  const name = c.memberName.trim();
  return {
    name: name === "You" ? t("live.you") : name || t("live.aMember"),
    action: t("live.justJoined"),
    label: tournament ? t("live.tournament") : t("live.social"),
    message: tournament ? t("live.compete") : t("live.seeYou"),
  };
}

/** The overlay for the app shell: shows the head of the realtime queue. */
export function CelebrationHost() {
  const { celebrations, nextCelebration } = useRealtimeContext();
  return <CelebrationOverlay celebration={celebrations[0] ?? null} onDone={nextCelebration} waiting={Math.max(0, celebrations.length - 1)} />;
}

// Confetti across the screen: position (%), colour token, delay (s), sideways drift (px), shape.
const TONES = ["bg-highlight", "bg-on-dark-icon", "bg-gold", "bg-fairway-light", "bg-white", "bg-primary"];
const CONFETTI = Array.from({ length: 28 }, (_, i) => ({
  left: (i * 37) % 100,
  tone: TONES[i % TONES.length],
  delay: ((i * 7) % 12) / 10,
  drift: ((i * 53) % 80) - 40,
  round: i % 3 === 0,
}));

export function CelebrationOverlay({
  celebration,
  onDone,
  waiting = 0,
}: {
  celebration: Celebration | null;
  onDone: () => void;
  /** How many more are queued behind this one. */
  waiting?: number;
}) {
  // One timer per celebration shown: the object changes when the queue moves on.
  useEffect(() => {
    if (!celebration) return;
    if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate(VIBRATION_PATTERN);
      } catch {
        // vibration blocked (no user gesture yet): the celebration still shows
      }
    }
    const timer = setTimeout(onDone, CELEBRATION_MS);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onDone();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", onKey);
    };
  }, [celebration, onDone]);

  return (
    // The live region stays in the page so screen readers announce what enters it.
    <div role="status" aria-live="polite" aria-atomic="true" className={cn(celebration && "fixed inset-0 z-[70] flex items-center justify-center p-4")}>
      {celebration && (
        <>
          {/* A tap outside the card dismisses it too; the close button is the labelled way. */}
          <div aria-hidden="true" onClick={onDone} className="gc-fade-in absolute inset-0 bg-overlay/45 backdrop-blur-[2px]" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
            {CONFETTI.map((p, i) => (
              <span
                key={i}
                className={cn("gc-confetti absolute -top-4 block", p.round ? "size-2.5 rounded-full" : "h-3.5 w-2 rounded-[2px]", p.tone)}
                style={{ left: `${p.left}%`, ["--gc-delay" as string]: `${p.delay}s`, ["--gc-drift" as string]: `${p.drift}px` }}
              />
            ))}
          </div>
          <Card c={celebration} onDone={onDone} waiting={waiting} />
        </>
      )}
    </div>
  );
}

function Card({ c, onDone, waiting }: { c: Celebration; onDone: () => void; waiting: number }) {
  const t = useT();
  const { name, action, label, message } = celebrationTexts(c);
  const tournament = c.eventType === "tournament";
  const Icon = c.kind === "hole_in_one" ? FlagIcon : c.kind ? StarIcon : tournament ? TrophyIcon : PartyPopperIcon;
  return (
    <div
      data-testid="celebration"
      className="gc-celebrate-card relative w-full max-w-sm overflow-hidden rounded-3xl bg-gradient-to-br from-primary-dark via-primary to-fairway text-white shadow-2xl ring-1 ring-white/15"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-16 -right-16 size-48 rounded-full bg-white/10" />
        <div className="absolute -bottom-20 -left-10 size-44 rounded-full bg-highlight/15" />
      </div>

      <button
        type="button"
        onClick={onDone}
        aria-label={t("live.dismiss")}
        className="absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full text-on-dark transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
      >
        <XIcon className="size-5" aria-hidden="true" />
      </button>

      <div className="relative flex flex-col items-center px-6 pt-8 pb-7 text-center">
        <span className="gc-badge-pulse flex size-16 items-center justify-center rounded-full bg-highlight text-highlight-foreground shadow-lg ring-4 ring-white/20">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-5 text-2xl leading-tight font-bold tracking-tight [overflow-wrap:anywhere]" data-testid="celebration-name">
          {name}
        </p>
        <p className="mt-0.5 text-base font-medium text-on-dark-soft">{action}</p>
        <p className="mt-3 text-lg leading-snug font-semibold [overflow-wrap:anywhere]" data-testid="celebration-event">
          {c.eventTitle}
        </p>
        <span className="mt-3 inline-flex items-center rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
          {label}
        </span>
        <p className="mt-4 text-base font-semibold text-highlight">{message}</p>
        {waiting > 0 && <p className="mt-2 text-xs text-on-dark-muted">{t("live.more", { waiting })}</p>}
      </div>
      <div aria-hidden="true" className="h-1.5 bg-white/10">
        <div key={`${c.eventId}-${c.kind ?? ""}-${c.playerName ?? c.memberName}-${c.hole ?? ""}`} className="gc-countdown h-full bg-highlight" style={{ ["--gc-duration" as string]: `${CELEBRATION_MS}ms` }} />
      </div>
    </div>
  );
}

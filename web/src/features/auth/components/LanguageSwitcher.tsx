// EN | BM: switches the app's language in place (no reload), remembers it
// on the device and, for a signed-in member, on their account (PUT
// /api/member/locale), which a sign-in on another device adopts
// (useMemberLocale).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { cn } from "@/shared/lib/utils";
import { useAuth } from "@/features/auth/api/auth";
import { currentLocale, LOCALES, useLocale, useT, type Locale } from "@/shared/i18n/i18n";
import { rememberLocale } from "@/shared/i18n/locale";

const loadSwitch = () => import("../api/switchLocale");

const LABELS: Record<Locale, string> = { en: "EN", ms: "BM" };
const NAMES: Record<Locale, string> = { en: "English", ms: "Bahasa Melayu" };

/** The short name shown, the whole name read out after it (an accessible
 * name must contain the visible text: WCAG 2.5.3, axe's
 * label-content-name-mismatch). */
function LanguageName({ locale }: { locale: Locale }) {
  return (
    <>
      {LABELS[locale]}
      <span className="sr-only"> ({NAMES[locale]})</span>
    </>
  );
}

/** Switches to locale on this device and, for a signed-in member, on the server. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const qc = useQueryClient();
  const { isAuthenticated } = useAuth();
  return (locale) => {
    // Stored at the tap, before the switch's chunk has loaded: a page left
    // at once (or a chunk that fails to load offline) keeps the choice.
    rememberLocale(locale);
    return loadSwitch().then((m) => m.switchLocale(locale, qc, isAuthenticated));
  };
}

/** A signed-in member's stored language wins on sign-in and on page load. */
export function useMemberLocale(): void {
  const { member } = useAuth();
  const memberLocale = member?.locale;
  useEffect(() => {
    if (memberLocale && memberLocale !== currentLocale()) {
      void loadSwitch().then((m) => m.adoptLocale(memberLocale));
    }
  }, [member?.id, memberLocale]);
}

export function LanguageSwitcher({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const current = useLocale();
  const t = useT();
  const switchLocale = useSwitchLocale();
  return (
    <div role="group" aria-label={t("lang.label")} className={cn("flex items-center", className)}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={current === l}
          onClick={() => void switchLocale(l)}
          className={cn(
            "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-xs font-semibold transition-colors",
            current === l
              ? tone === "dark"
                ? "bg-white text-primary-dark"
                : "bg-accent text-primary"
              : tone === "dark"
                ? "text-on-dark-muted hover:text-white"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          <LanguageName locale={l} />
        </button>
      ))}
    </div>
  );
}

/** The phone header's one-tap switch: shows the other language's short name. */
export function LanguageToggle() {
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  const other: Locale = current === "ms" ? "en" : "ms";
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void switchLocale(other)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-sm font-semibold text-white hover:bg-white/10"
    >
      <LanguageName locale={other} />
    </button>
  );
}

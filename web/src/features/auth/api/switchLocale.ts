// What a language switch does beyond the screen (a chunk of its own, loaded
// on the first switch: the home page's script stays within its budget).
import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import { PROFILE_KEY } from "@/features/auth/api/auth";
import type { MemberProfile } from "@/shared/lib/types";
import { activateLocale, type Locale } from "@/shared/i18n/i18n";
import { rememberLocale } from "@/shared/i18n/locale";

export const MEMBER_LOCALE_URL = "/api/member/locale";

/**
 * Switches to locale on this device (localStorage, gc_lang cookie, screen)
 * and, for a signed-in member, on their account. The choice on the device
 * stands when the server does not take it (offline, an older server); the
 * next switch tries again.
 */
export async function switchLocale(locale: Locale, qc: QueryClient, signedIn: boolean): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  if (!signedIn) return;
  try {
    const saved = await api.put<{ locale: Locale }>(MEMBER_LOCALE_URL, { locale });
    qc.setQueryData<MemberProfile | null>(PROFILE_KEY, (p) => (p ? { ...p, locale: saved.locale } : p));
  } catch {
    // kept on the device only
  }
}

/** A member's stored language, adopted on sign-in (and on page load). */
export async function adoptLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}

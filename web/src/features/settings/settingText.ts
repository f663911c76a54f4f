// The club's free-text settings as shown. The server fills a setting no
// admin has saved with an English default (internal/store/settings.go); a
// club that never changed it gets the catalog's text in the language in
// use instead, while a text the admin typed is shown as typed.
import { t, type MessageId } from "@/shared/i18n/i18n";
import type { ClubSettings } from "./types";

/** The server's English default of each free-text setting and its catalog text. */
export const SETTING_DEFAULTS = {
  contactHours: { en: "Dawn to Dusk, 7 Days a Week", id: "footer.hours" },
  socialLabel: { en: "Follow us on Facebook", id: "footer.followFacebook" },
} as const satisfies Partial<Record<keyof ClubSettings, { en: string; id: MessageId }>>;

/** What an emptied setting shows: the general text, as before. */
const EMPTY: Record<keyof typeof SETTING_DEFAULTS, MessageId> = { contactHours: "footer.hours", socialLabel: "footer.follow" };

export function settingText(field: keyof typeof SETTING_DEFAULTS, value: string | null | undefined): string {
  const d = SETTING_DEFAULTS[field];
  const v = value?.trim() ?? "";
  return v === d.en ? t(d.id) : v === "" ? t(EMPTY[field]) : v;
}

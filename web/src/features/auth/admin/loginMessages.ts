// The toasts for blank fields on the admin login page (spec 2 §8), shown
// before any call is made (ids, translated when the toast is shown).
import type { MessageId } from "@/shared/i18n/i18n";

export const LOGIN_MSG = {
  blank: "admin.login.blank",
  resetUsername: "admin.login.resetUsername",
  resetBoth: "admin.login.resetBoth",
} as const satisfies Record<string, MessageId>;

// Lingui's core, loaded with the first catalog (i18n.ts activateLocale)
// rather than in the home page's script: the first render waits for the
// catalog anyway, so the runtime costs the home page no bytes and no time.
import { setupI18n, type I18n } from "@lingui/core";

export function makeI18n(): I18n {
  return setupI18n();
}

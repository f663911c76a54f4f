// The one place the app imports zod from. zod compiles object parsers with
// `new Function` when it can, and first probes whether it can; the site's
// CSP (script-src 'self', no 'unsafe-eval') refuses that probe, and Chrome
// reports every refusal as a Content Security Policy issue (Lighthouse's
// best-practices audit fails on it). jitless mode skips the probe and the
// compiled parsers; our forms are small, so the interpreted parser is fine.
// eslint-disable-next-line no-restricted-imports -- this module is the sanctioned import
import { z } from "zod";
import { t } from "@/shared/i18n/i18n";

// A length or size limit without a message of its own (`.max(200)`) gets
// the app's text in the language in use, not zod's English default.
const limitMessage: z.core.$ZodConfig["customError"] = (issue) => {
  if (issue.code !== "too_big") return undefined;
  const max = Number(issue.maximum);
  if (issue.origin === "string") return t("valid.atMost", { max });
  if (issue.origin === "number") return t("valid.numberAtMost", { max });
  return undefined;
};

z.config({ jitless: true, customError: limitMessage });

export { z };

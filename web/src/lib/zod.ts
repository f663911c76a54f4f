// The one place the app imports zod from. zod compiles object parsers with
// `new Function` when it can, and first probes whether it can; the site's
// CSP (script-src 'self', no 'unsafe-eval') refuses that probe, and Chrome
// reports every refusal as a Content Security Policy issue (Lighthouse's
// best-practices audit fails on it). jitless mode skips the probe and the
// compiled parsers; our forms are small, so the interpreted parser is fine.
// eslint-disable-next-line no-restricted-imports -- this module is the sanctioned import
import { z } from "zod";

z.config({ jitless: true });

export { z };

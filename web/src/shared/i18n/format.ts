// Formats a compiled catalog message (vite.config.ts compiles each ICU
// message with Lingui's compiler at build time) with its values. Lingui's
// own runtime did this in a 2.1 KB chunk the home page waited for; the
// catalogs use only arguments, plural, selectordinal and select, and this
// is the part of it they need (format.test.ts checks every message of
// every catalog against Lingui's output).

/** A compiled message: text, arguments and choices, in order. */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: Record<string, unknown>];
export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let r = pluralRules.get(key);
  if (!r) pluralRules.set(key, (r = new Intl.PluralRules(locale, { type })));
  return r;
}

function formatNumber(locale: string, n: number): string {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(n);
}

const own = (o: object | undefined, key: string): unknown => (o && Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined);

/** The message's text in locale with values put in (a missing value puts in nothing, as Lingui does). */
export function formatMessage(message: CompiledMessage, locale: string, values?: MessageValues): string {
  // `#` inside a plural's branch stands for the number (less its offset).
  const render = (tokens: unknown, count?: string): string => {
    if (!Array.isArray(tokens)) return typeof tokens === "string" ? tokens : "";
    let out = "";
    for (const token of tokens as Token[]) {
      if (typeof token === "string") {
        out += token === "#" && count !== undefined ? count : token;
        continue;
      }
      const [name, type, format = {}] = token;
      const value = own(values, name);
      if (type === "plural" || type === "selectordinal") {
        const n = Number(value);
        const offset = Number(own(format, "offset") ?? 0);
        const branch =
          own(format, String(value)) ??
          own(format, rules(locale, type === "plural" ? "cardinal" : "ordinal").select(n - offset)) ??
          format.other;
        out += render(branch, formatNumber(locale, n - offset));
      } else if (type === "select") {
        out += render(own(format, String(value)) ?? format.other, count);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  const text = render(message);
  // An escape the compiler kept (\u2019 in a message's source), as Lingui decodes it.
  return text.includes("\\") ? text.replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, u: string, x: string) => String.fromCharCode(parseInt(u ?? x, 16))) : text;
}

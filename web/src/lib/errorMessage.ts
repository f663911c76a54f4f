// The message to show a person for a failed call (its own module: the home
// page's script does not need it). In Malay the text comes from the error
// code's entry in the catalog (error.<code>, docs/api.md), falling
// back to the server's words for a code the catalog does not know; in
// English the server's words are shown as they are (they are the spec's
// texts, often naming the field, e.g. "Name must be at least 2 characters").
import { ApiError } from "./api";
import { currentLocale, t, type MessageId } from "@/i18n/i18n";

/** The translated text of an error code, or null when the catalog has none. */
export function codeMessage(code: string): string | null {
  if (!code) return null;
  const id = `error.${code}` as MessageId;
  const text = t(id);
  return text === id ? null : text;
}

/** The message to show a person: the server's words (translated by code), or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const translated = currentLocale() === "en" ? null : codeMessage(err.code);
    return translated ?? (err.serverMessage || fallback);
  }
  // fetch fails with a TypeError ("Failed to fetch", "Load failed"): the
  // browser's words in the browser's language tell a person nothing, so the
  // caller's own (translated) text is shown instead.
  if (err instanceof TypeError) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

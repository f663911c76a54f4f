// Server-side validation errors onto a form. The server answers
// {"fields": {"email": {"code", "message"}}} keyed by the request's field
// names; each form puts those messages under its own fields: a
// react-hook-form form through applyServerErrors, a form that keeps its
// values in state through serverFieldMessages.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { currentLocale } from "@/shared/i18n/i18n";
import { ApiError, type FieldError } from "./api";
import { codeMessage } from "./errorMessage";

/**
 * The text shown under a field: in Malay the code's catalog text, as
 * errorMessage does. In English the server's words, which are the spec's
 * and name the field by its label ("Name is required"); but a message that
 * starts in lower case comes from the server's generic checks, which name
 * the request's key ("name contains characters…"), so the code's text is
 * shown instead: under the field it needs no name.
 */
export function fieldErrorText(fe: FieldError): string {
  const translated = codeMessage(fe.code);
  if (translated && (currentLocale() !== "en" || !/^\p{Lu}/u.test(fe.message))) return translated;
  return fe.message;
}

/**
 * Sets the server's message (see fieldErrorText) on each form field it
 * names. A server name is used as the form field name when the form has
 * that field, or through rename when the two differ (e.g. passwordHash →
 * password). Unknown names are skipped: the caller's toast still shows the
 * overall message. Returns how many fields got a message, so a caller can
 * leave out a toast that would only repeat them.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  err: unknown,
  rename: Readonly<Record<string, Path<T>>> = {},
): number {
  if (!(err instanceof ApiError) || !err.fields) return 0;
  const values: object = form.getValues();
  let n = 0;
  for (const [server, fe] of Object.entries(err.fields)) {
    const name = rename[server] ?? (server in values ? (server as Path<T>) : undefined);
    if (name) {
      form.setError(name, { type: fe.code || "server", message: fieldErrorText(fe) });
      n++;
    }
  }
  return n;
}

/**
 * The server's message for each field of a form that keeps its values in
 * state, keyed by the form's field name. fieldOf gives the form's name for
 * a server name (e.g. "pointsTable.3" → "pointsTable"), or undefined for a
 * name the form does not show; by default the names are the same. The
 * first message for a field wins. Empty for an error without fields.
 */
export function serverFieldMessages(err: unknown, fieldOf: (server: string) => string | undefined = (s) => s): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError) || !err.fields) return out;
  for (const [server, fe] of Object.entries(err.fields)) {
    const name = fieldOf(server);
    if (name !== undefined && !(name in out)) out[name] = fe.message;
  }
  return out;
}

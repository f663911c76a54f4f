// Server-side validation errors onto a form. The server answers
// {"fields": {"email": {"code", "message"}}} keyed by the request's field
// names; each form puts those messages under its own fields: a
// react-hook-form form through applyServerErrors, a form that keeps its
// values in state through serverFieldMessages.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api";

/**
 * Sets the server's message on each form field it names. A server name is
 * used as the form field name when the form has that field, or through
 * rename when the two differ (e.g. passwordHash → password). Unknown names
 * are skipped: the caller's toast still shows the overall message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  err: unknown,
  rename: Readonly<Record<string, Path<T>>> = {},
): void {
  if (!(err instanceof ApiError) || !err.fields) return;
  const values: object = form.getValues();
  for (const [server, fe] of Object.entries(err.fields)) {
    const name = rename[server] ?? (server in values ? (server as Path<T>) : undefined);
    if (name) form.setError(name, { type: fe.code || "server", message: fe.message });
  }
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

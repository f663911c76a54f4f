// Server-side validation errors onto a react-hook-form form. The server
// answers {"fields": {"email": {"code", "message"}}} keyed by the request's
// field names; each form puts those messages under its own fields.
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

// The one typed client for the JSON API. Every call sends cookies; a non-ok
// answer throws ApiError whose message is "{status}: {server message}" as
// the spec describes, with the bare server message kept in serverMessage
// for toasts and the stable machine code (docs/api.md) in code.
// Screens decide on code (or status), never on the message text: the words
// may change or be translated, the codes do not.
import type { ApiErrorBody, FieldError } from "./types";

export type { FieldError };

export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  /** The server's machine code (e.g. "event_full"); "" when it sent none. */
  readonly code: string;
  /** Per-field problems, keyed by the request's field name. */
  readonly fields?: Record<string, FieldError>;

  constructor(status: number, serverMessage: string, code = "", fields?: Record<string, FieldError>) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.fields = fields;
  }
}

function isFieldError(v: unknown): v is FieldError {
  if (!v || typeof v !== "object") return false;
  const f = v as { code?: unknown; message?: unknown };
  return typeof f.code === "string" && typeof f.message === "string";
}

function fieldErrors(v: unknown): Record<string, FieldError> | undefined {
  if (!v || typeof v !== "object") return undefined;
  const out: Record<string, FieldError> = {};
  for (const [name, fe] of Object.entries(v)) if (isFieldError(fe)) out[name] = fe;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The ApiError for a failed answer, from its status and raw body text. A
 * JSON body gives the message, code and field errors; any other body is
 * kept as the message. Used by every path that talks to the API (fetch,
 * raw uploads, XMLHttpRequest) so they all fail the same way.
 */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> | null;
    if (body && typeof body.message === "string") {
      return new ApiError(status, body.message, typeof body.code === "string" ? body.code : "", fieldErrors(body.fields));
    }
  } catch {
    // not JSON: keep the raw text
  }
  return new ApiError(status, text || statusText);
}

/** Whether err is an API answer with this machine code. */
export function hasCode(err: unknown, code: string): boolean {
  return err instanceof ApiError && err.code === code;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  const res = await fetch(url, init);
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, await res.text().catch(() => ""));
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) return undefined as T;
  return (await res.json()) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>("GET", url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>("POST", url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>("PUT", url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>("PATCH", url, body),
  del: <T>(url: string, body?: unknown) => apiRequest<T>("DELETE", url, body),
};

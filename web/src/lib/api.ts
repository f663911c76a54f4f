// The one typed client for the JSON API. Every call sends cookies; a non-ok
// answer throws ApiError whose message is "{status}: {server message}" as
// the spec describes, with the bare server message kept in serverMessage
// for toasts.
import type { ApiErrorBody } from "./types";

export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  /** The server's stable code (docs/error-codes.md), "" when it sent none. */
  readonly code: string;
  /** Each field's message, for forms that show them under their inputs. */
  readonly fields?: Record<string, string>;
  /** Each field's code. */
  readonly fieldCodes?: Record<string, string>;

  constructor(status: number, serverMessage: string, fields?: Record<string, string>, code = "", fieldCodes?: Record<string, string>) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.fields = fields;
    this.fieldCodes = fieldCodes;
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let msg = text || res.statusText;
  let code = "";
  let fields: Record<string, string> | undefined;
  let fieldCodes: Record<string, string> | undefined;
  try {
    const body = JSON.parse(text) as ApiErrorBody;
    if (body && typeof body.message === "string") {
      msg = body.message;
      code = typeof body.code === "string" ? body.code : "";
      if (body.fields) {
        fields = {};
        fieldCodes = {};
        for (const [name, f] of Object.entries(body.fields)) {
          fields[name] = f.message;
          fieldCodes[name] = f.code;
        }
      }
    }
  } catch {
    // not JSON: keep the raw text
  }
  return new ApiError(res.status, msg, fields, code, fieldCodes);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  const res = await fetch(url, init);
  if (!res.ok) throw await errorFrom(res);
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

/** The message to show a person: the server's words, or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

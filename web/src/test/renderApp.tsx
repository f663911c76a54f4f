// Test helpers for the member-account screens: a fresh query client, an
// in-memory router, the toaster and the login dialog provider, plus a fetch
// mock that answers by "METHOD path".
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { vi } from "vitest";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { Toaster } from "@/shared/ui/toaster";
import { LoginDialogProvider } from "../features/auth/components/LoginDialogContext";

export function renderApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const qc = makeQueryClient();
  const loc = memoryLocation({ path, record: true });
  const utils = render(
    <QueryClientProvider client={qc}>
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <LoginDialogProvider>{ui}</LoginDialogProvider>
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, qc, loc };
}

export type Reply =
  | { status?: number; body?: unknown }
  | ((init: RequestInit | undefined, url: URL) => { status?: number; body?: unknown } | Response);

/** Stubs fetch; unknown routes answer 404. Returns the mock for call checks. */
export function mockFetch(routes: Record<string, Reply>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, "http://x");
    const key = `${init?.method ?? "GET"} ${parsed.pathname}`;
    const r = routes[key];
    if (!r) return json(404, { message: "not found" });
    const reply = typeof r === "function" ? r(init, parsed) : r;
    if (reply instanceof Response) return reply;
    const { status = 200, body } = reply;
    return json(status, body);
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** The parsed JSON body of the n-th call to `key` ("POST /api/x"). */
export function sentBody(fn: ReturnType<typeof mockFetch>, key: string, n = 0): unknown {
  const calls = fn.mock.calls.filter(([input, init]) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return `${init?.method ?? "GET"} ${new URL(url, "http://x").pathname}` === key;
  });
  const init = calls[n]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

// Helpers for the public-page tests: a fresh QueryClient with the app's
// defaults, and a fetch stub answering by path.
import type { ReactElement, ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { vi } from "vitest";
import { makeQueryClient } from "@/shared/lib/queryClient";

export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Stubs global fetch; unknown paths answer 404. The default signs the visitor out. */
export function mockFetch(routes: Record<string, Route>) {
  const all: Record<string, Route> = {
    "GET /api/member/session": () => json(null),
    "GET /api/settings": () => json(SETTINGS),
    ...routes,
  };
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return json({ message: "Not found" }, 404);
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const client = makeQueryClient();
  const { hook } = memoryLocation({ path });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={hook}>{children}</Router>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper: Wrapper }) };
}

export const SETTINGS = {
  clubName: "Seri Kembangan Golf Club",
  shortName: "SKGC",
  contactPhone: "+60 12-345 6789",
  contactEmail: "hello@golfclub.example",
  contactHours: "Dawn to Dusk, 7 Days a Week",
  address: "",
  socialUrl: "https://facebook.com/golfclub",
  socialLabel: "Facebook",
  bankName: "Maybank",
  bankAccountName: "Golf Club",
  bankAccountNumber: "5141 2345 6789",
  ewalletName: "Touch 'n Go",
  ewalletNumber: "012-345 6789",
  paymentQrUrl: "/demo/qr.png",
  vipPrice: 144,
  membershipPrefix: "GC",
  slipRetentionMonths: null,
};

/** jsdom lacks the pointer and scroll APIs Radix Select uses. */
export function polyfillRadix() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

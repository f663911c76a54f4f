// Switching the language: in place, and saved on the server for a signed-in member.
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale, currentLocale, t } from "@/shared/i18n/i18n";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { PROFILE_KEY } from "./auth";
import { switchLocale, MEMBER_LOCALE_URL } from "./switchLocale";

describe("switchLocale", () => {
  afterEach(async () => {
    document.cookie = "gc_lang=; path=/; max-age=0";
    await activateLocale("en");
  });

  it("switches in place, sets <html lang>, and saves a member's choice on the server", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ locale: "ms" }), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const qc = makeQueryClient();
    qc.setQueryData(PROFILE_KEY, { id: 7, name: "Aminah", phone: "0123456789", email: null, membershipNumber: null, isActive: true, subscriptionDate: null, subscriptionExpiryDate: null, locale: "en" });
    await switchLocale("ms", qc, true);
    expect(currentLocale()).toBe("ms");
    expect(document.documentElement.lang).toBe("ms");
    expect(t("nav.events")).toBe("Acara");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MEMBER_LOCALE_URL);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ locale: "ms" });
    expect(qc.getQueryData<{ locale: string }>(PROFILE_KEY)?.locale).toBe("ms");
  });

  it("does not call the server for a visitor, and keeps the choice when the server refuses", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: "invalid_locale", message: "bad" }), { status: 400, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    await switchLocale("ms", makeQueryClient(), false);
    expect(fetchMock).not.toHaveBeenCalled();
    await switchLocale("en", makeQueryClient(), true);
    expect(currentLocale()).toBe("en");
    expect(localStorage.getItem("gc_lang")).toBe("en");
  });
});

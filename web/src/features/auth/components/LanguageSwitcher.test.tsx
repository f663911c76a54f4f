import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { mockFetch, renderWithProviders } from "@/test/publicHarness";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LOCALE_KEY, storedLocale } from "@/shared/i18n/locale";

// The switch's own code is a chunk fetched on the first tap. Held here so
// that it never arrives: the choice must be stored at the tap all the same,
// so a page left at once (or a chunk that fails to load offline) keeps it.
vi.mock("../api/switchLocale", () => ({ switchLocale: () => new Promise<void>(() => {}) }));

describe("LanguageSwitcher", () => {
  afterEach(() => {
    localStorage.removeItem(LOCALE_KEY);
    document.cookie = `${LOCALE_KEY}=; path=/; max-age=0`;
  });

  it.each(["ms", "en"] as const)("stores %s at the tap, before the switch's chunk has loaded", (locale) => {
    mockFetch({});
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole("button", { name: locale === "ms" ? /Bahasa Melayu/ : /English/ }));
    expect(localStorage.getItem(LOCALE_KEY)).toBe(locale);
    expect(document.cookie).toContain(`${LOCALE_KEY}=${locale}`);
    expect(storedLocale()).toBe(locale);
  });
});

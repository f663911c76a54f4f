import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useIsMobile } from "./useIsMobile";


describe("useIsMobile", () => {
  it("takes a phone's user agent without asking for the layout (window.innerWidth forces one)", () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36" });
    const innerWidth = vi.spyOn(window, "innerWidth", "get");
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    expect(innerWidth).not.toHaveBeenCalled();
    innerWidth.mockRestore();
  });

  it("asks a media query for the width when there is one", () => {
    const matchMedia = vi.fn((q: string) => ({ matches: q === "(max-width: 767px)", addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal("matchMedia", matchMedia);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith("(max-width: 767px)");
  });
});

// vitest-isolate: usePageMeta reads the <title> the server wrote when it is
// imported, so it must be imported into a page no other file has retitled.
import { describe, expect, it } from "vitest";
import { PAGE_META } from "./pageMeta";
import { pageTitle } from "./usePageMeta";

describe("pageTitle", () => {
  it("names the club from its settings", () => {
    expect(pageTitle(PAGE_META.events.title, "Kelab Golf Bukit Hijau")).toBe("Upcoming Golf Events | Kelab Golf Bukit Hijau");
    expect(pageTitle(PAGE_META.home.title, "Kelab Golf Bukit Hijau")).toBe("Kelab Golf Bukit Hijau – Tournaments, Social Golf & Trips in Malaysia");
  });
  it("falls back to the name in the page's <title> until the settings load", () => {
    // jsdom's document has no title here, so the generic name stands in.
    expect(pageTitle(PAGE_META.member.title, undefined)).toBe("Member Dashboard | Golf Club Community");
    expect(pageTitle(PAGE_META.member.title, "  ")).toBe("Member Dashboard | Golf Club Community");
  });
  it("leaves no placeholder in any title", () => {
    for (const meta of Object.values(PAGE_META)) expect(pageTitle(meta.title, "X")).not.toContain("{club}");
  });
});

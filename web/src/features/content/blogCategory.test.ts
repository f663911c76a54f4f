// The blog's categories arrive as stored words; every one the demo uses has
// a chip label in both languages, and an unknown one shows as stored.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/shared/i18n/i18n";
import { BLOG_CATEGORIES, blogCategoryLabel } from "./blogCategory";

const repo = path.resolve(import.meta.dirname, "..", "..", "..", "..");

afterEach(() => activateLocale("en"));

describe("blogCategoryLabel", () => {
  it("labels every category of the demo's posts in both languages", async () => {
    const demo = readFileSync(path.join(repo, "internal/demo/content.go"), "utf8");
    const used = [...demo.matchAll(/Category:\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const c of used) expect(BLOG_CATEGORIES[c], c).toBeDefined();
    const en = used.map(blogCategoryLabel);
    await activateLocale("ms");
    const ms = used.map(blogCategoryLabel);
    expect(en).toContain("News");
    expect(en).toContain("Tournament");
    expect(ms).toContain("Berita");
    expect(ms).toContain("Kejohanan");
    ms.forEach((label, i) => expect(label, used[i]).not.toBe(en[i]));
  });

  it("shows an unknown category as stored", () => {
    expect(blogCategoryLabel("Members' Corner")).toBe("Members' Corner");
  });
});

import { describe, expect, it } from "vitest";
import { fileIdFromUrl, paymentFileHref } from "./paymentFile";

describe("fileIdFromUrl", () => {
  it.each([
    ["/objects/payment-references/abc123", "abc123"],
    ["/api/admin/payment-reference-file/payment-references/abc123", "abc123"],
    ["https://files.example/payment-references/abc123?sig=1#x", "abc123"],
    ["payment-references/abc123/", "abc123"],
    ["abc123", "abc123"],
    ["/objects/payment-references/a%20b", "a b"],
  ])("%s → %s", (url, id) => expect(fileIdFromUrl(url)).toBe(id));

  it.each([[null], [undefined], [""], ["/"], ["/objects/.."]])("%s has no file id", (url) => {
    expect(fileIdFromUrl(url)).toBeNull();
  });

  it("builds the admin file address", () => {
    expect(paymentFileHref("/objects/payment-references/abc123")).toBe(
      "/api/admin/payment-reference-file/payment-references/abc123",
    );
    expect(paymentFileHref("/x/a b")).toBe("/api/admin/payment-reference-file/payment-references/a%20b");
    expect(paymentFileHref(null)).toBeNull();
  });
});

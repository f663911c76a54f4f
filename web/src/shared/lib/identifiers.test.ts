import { describe, expect, it } from "vitest";
import { z } from "@/shared/lib/zod";
import { isEmail } from "./identifiers";

// isEmail keeps zod out of the entry chunk; it must still agree with zod.
describe("isEmail agrees with zod's z.email()", () => {
  it.each([
    "ali@example.com",
    "a.b+c@club.com.my",
    "ali@",
    "@example.com",
    "ali@example",
    "ali..b@example.com",
    ".ali@example.com",
    "ali@-example.com",
    "012-345 6789",
    "",
    "o'neil@example.ie",
  ])("%s", (v) => {
    expect(isEmail(v)).toBe(z.email().safeParse(v).success);
  });
});

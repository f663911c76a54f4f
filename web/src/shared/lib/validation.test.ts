import { describe, expect, it } from "vitest";
import {
  MSG,
  isPhone,
  loginDialogSchema,
  loginExampleSchema,
  memberLoginComplete,
  signUpSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from "./validation";
import type { z } from "@/shared/lib/zod";

/** The first message per field, as react-hook-form shows it. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const k = issue.path.join(".");
    if (!(k in out)) out[k] = issue.message;
  }
  return out;
}

describe("validation (spec 1 §5)", () => {
  it("login dialog: email or phone, password required", () => {
    expect(messages(loginDialogSchema, { identifier: "", password: "" })).toEqual({
      identifier: "Please enter your email or phone number",
      password: "Password is required",
    });
    expect(messages(loginDialogSchema, { identifier: "not-an-email", password: "x" })).toEqual({ identifier: MSG.identifier });
    expect(messages(loginDialogSchema, { identifier: "012-345 678", password: "x" })).toEqual({ identifier: MSG.identifier });
    expect(messages(loginDialogSchema, { identifier: " a@b.co ", password: "x" })).toEqual({});
    expect(messages(loginDialogSchema, { identifier: "012-345 6789", password: "x" })).toEqual({});
    expect(messages(loginDialogSchema, { identifier: "+60 12 345 6789", password: "x" })).toEqual({});
  });

  it("phone numbers count digits, not characters", () => {
    expect(isPhone("012-345 6789")).toBe(true);
    expect(isPhone("0123456789")).toBe(true);
    expect(isPhone("012 345 678")).toBe(false);
    expect(isPhone("abcdefghij0123456789")).toBe(false);
  });

  const blank = { name: "", preferredName: "", phone: "", email: "", password: "", membershipNumber: "", privacyConsent: true };

  it("sign-up needs the privacy consent ticked (PDPA)", () => {
    const filled = { ...blank, name: "Ali", phone: "0123456789", password: "secret" };
    const consent = "Please read the privacy notice and agree to it to sign up";
    expect(messages(signUpSchema, { ...filled, privacyConsent: false })).toEqual({ privacyConsent: consent });
    expect(messages(signUpSchema, { ...filled, privacyConsent: undefined })).toEqual({ privacyConsent: consent });
    expect(messages(signUpSchema, filled)).toEqual({});
  });

  it("sign-up (dialog and page alike): required first, then minimums; email and preferred name optional", () => {
    expect(messages(signUpSchema, { ...blank, name: " " })).toEqual({
      name: "Name is required",
      phone: "Phone is required",
      password: "Password is required",
    });
    expect(messages(signUpSchema, { ...blank, name: "A", phone: "01234", email: "bad", password: "abc" })).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Phone number must be at least 10 digits",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    expect(messages(signUpSchema, { ...blank, name: "Ali", phone: "0123456789", password: "secret", preferredName: "x".repeat(41) })).toEqual({
      preferredName: "Preferred name must be at most 40 characters",
    });
    expect(messages(signUpSchema, { ...blank, name: "Ali", phone: "0123456789", password: "secret" })).toEqual({});
  });

  it("alternative login page", () => {
    expect(messages(loginExampleSchema, { identifier: "ali@", password: "12345" })).toEqual({
      identifier: MSG.identifier,
      password: "Password must be at least 6 characters",
    });
    expect(messages(loginExampleSchema, { identifier: "012-345 6789", password: "secret" })).toEqual({});
  });

  it("reset request and reset", () => {
    expect(messages(resetRequestSchema, { email: "  " })).toEqual({ email: "Please enter your email address" });
    expect(messages(resetPasswordSchema, { resetToken: " ", newPassword: "" })).toEqual({
      resetToken: "Please enter both reset token and new password",
      newPassword: "Please enter both reset token and new password",
    });
    expect(messages(resetPasswordSchema, { resetToken: "tok", newPassword: "" })).toEqual({ newPassword: MSG.resetBoth });
    const ok = resetPasswordSchema.parse({ resetToken: " tok ", newPassword: " secret1 " });
    expect(ok).toEqual({ resetToken: "tok", newPassword: "secret1" });
  });

  it("member login page: both fields non-empty after trimming", () => {
    expect(memberLoginComplete(" ", "x")).toBe(false);
    expect(memberLoginComplete("a@b.co", "  ")).toBe(false);
    expect(memberLoginComplete("a@b.co", "x")).toBe(true);
  });
});

// Form schemas for the member-account screens, with the exact messages of
// spec 1 §5. Strings are trimmed by the schemas (except passwords, which
// are taken as typed) so the parsed values are what we send.
import { z } from "zod";

export const MSG = {
  email: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  nameMin: "Name must be at least 2 characters",
  nameRequired: "Name is required",
  phoneMin: "Phone number must be at least 10 digits",
  phoneRequired: "Phone is required",
  resetEmail: "Please enter your email address",
  resetBoth: "Please enter both reset token and new password",
  missingLogin: "Please enter both email address and password",
} as const;

export const MIN_NAME = 2;
export const MIN_PHONE_DIGITS = 10;
export const MIN_PASSWORD = 6;

const emailCheck = z.email();

export function isEmail(v: string): boolean {
  return emailCheck.safeParse(v).success;
}

// Phone numbers are typed in many shapes ("012-345 6789", "+60 12 345 6789");
// the digits are what count.
const PHONE_CHARS = /^[+\d\s().-]+$/;

export function phoneDigits(v: string): number {
  return v.replace(/\D/g, "").length;
}

export function isPhone(v: string): boolean {
  return PHONE_CHARS.test(v) && phoneDigits(v) >= MIN_PHONE_DIGITS;
}

/** Login dialog: the identifier may be an email or a phone number. */
export const loginDialogSchema = z.object({
  identifier: z
    .string()
    .trim()
    .refine((v) => isEmail(v) || isPhone(v), MSG.email),
  password: z.string().min(1, MSG.passwordRequired),
});
export type LoginDialogValues = z.input<typeof loginDialogSchema>;

const optionalText = z.string().trim().max(64);

/** Register tab of the dialog: email is required there. */
export const registerDialogSchema = z.object({
  name: z.string().trim().min(MIN_NAME, MSG.nameMin).max(100),
  phone: z.string().trim().refine(isPhone, MSG.phoneMin),
  email: z.string().trim().refine(isEmail, MSG.email),
  password: z.string().min(MIN_PASSWORD, MSG.passwordMin),
  membershipNumber: optionalText,
});
export type RegisterDialogValues = z.input<typeof registerDialogSchema>;

/** /member/register: required fields say so first, then the minimums. */
export const registerPageSchema = z.object({
  name: z.string().trim().min(1, MSG.nameRequired).min(MIN_NAME, MSG.nameMin).max(100),
  phone: z
    .string()
    .trim()
    .min(1, MSG.phoneRequired)
    .refine((v) => v === "" || isPhone(v), MSG.phoneMin),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || isEmail(v), MSG.email),
  password: z.string().min(1, MSG.passwordRequired).min(MIN_PASSWORD, MSG.passwordMin),
  membershipNumber: optionalText,
});
export type RegisterPageValues = z.input<typeof registerPageSchema>;

/** /login-example: a real email and a six-character password. */
export const loginExampleSchema = z.object({
  email: z.string().trim().refine(isEmail, MSG.email),
  password: z.string().min(MIN_PASSWORD, MSG.passwordMin),
});
export type LoginExampleValues = z.input<typeof loginExampleSchema>;

/** Forgot password, step 1. */
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MSG.resetEmail)
    .refine((v) => v === "" || isEmail(v), MSG.email),
});
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

/** Forgot password, step 2: both values trimmed before the call. */
export const resetPasswordSchema = z
  .object({
    resetToken: z.string().trim(),
    newPassword: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (!v.resetToken || !v.newPassword) {
      for (const path of ["resetToken", "newPassword"] as const) {
        if (!v[path]) ctx.addIssue({ code: "custom", path: [path], message: MSG.resetBoth });
      }
      return;
    }
    if (v.newPassword.length < MIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: MSG.passwordMin });
    }
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** /member/login: both fields non-empty after trimming. */
export function memberLoginComplete(email: string, password: string): boolean {
  return email.trim() !== "" && password.trim() !== "";
}

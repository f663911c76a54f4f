// Form schemas for the member-account screens, with the messages of spec 1
// §5 where they fit what we accept. Every sign-in form takes an email or a
// phone number, and every sign-up form has the same fields and rules (email
// optional), so the dialog and the pages agree (README, deviations).
// Strings are trimmed by the schemas (except passwords, which are taken as
// typed) so the parsed values are what we send.
import { z } from "@/lib/zod";
import { isEmail, isPhone } from "./identifiers";

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
  missingLogin: "Please enter your email or phone number and your password",
  identifierRequired: "Please enter your email or phone number",
  identifier: "Please enter a valid email address or phone number",
  preferredNameMax: "Preferred name must be at most 40 characters",
} as const;

export const MIN_NAME = 2;
export const MIN_PASSWORD = 6;
export const MAX_PREFERRED_NAME = 40;

export { isEmail, isPhone, phoneDigits, MIN_PHONE_DIGITS } from "./identifiers";

/** What a sign-in form's one field may hold: an email or a phone number. */
export const loginIdentifier = z
  .string()
  .trim()
  .min(1, MSG.identifierRequired)
  .refine((v) => v === "" || isEmail(v) || isPhone(v), MSG.identifier);

/** Login dialog (and every sign-in form): email or phone, and a password. */
export const loginDialogSchema = z.object({
  identifier: loginIdentifier,
  password: z.string().min(1, MSG.passwordRequired),
});
export type LoginDialogValues = z.input<typeof loginDialogSchema>;

const optionalText = z.string().trim().max(64);

/**
 * Sign-up, in the dialog's Register tab and on /member/register alike:
 * required fields say so first, then their minimums; email is optional
 * (members sign in with their phone; an email lets them reset a password).
 */
const PRIVACY_CONSENT_MESSAGE = "Please read the privacy notice and agree to it to sign up";

export const signUpSchema = z.object({
  name: z.string().trim().min(1, MSG.nameRequired).min(MIN_NAME, MSG.nameMin).max(100),
  preferredName: z.string().trim().max(MAX_PREFERRED_NAME, MSG.preferredNameMax),
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
  /** PDPA 2010: sign-up needs consent to the privacy notice. */
  privacyConsent: z.boolean({ error: PRIVACY_CONSENT_MESSAGE }).refine((v) => v, PRIVACY_CONSENT_MESSAGE),
});
export type SignUpValues = z.input<typeof signUpSchema>;

/** /login-example: email or phone, and a six-character password. */
export const loginExampleSchema = z.object({
  identifier: loginIdentifier,
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
export function memberLoginComplete(identifier: string, password: string): boolean {
  return identifier.trim() !== "" && password.trim() !== "";
}

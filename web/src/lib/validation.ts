// Form schemas for the member-account screens, with the messages of spec 1
// §5 where they fit what we accept. Every sign-in form takes an email or a
// phone number, and every sign-up form has the same fields and rules (email
// optional), so the dialog and the pages agree (docs/deviations.md).
// Strings are trimmed by the schemas (except passwords, which are taken as
// typed) so the parsed values are what we send.
import { z } from "@/lib/zod";
import { isEmail, isPhone } from "./identifiers";
import { t, type MessageId } from "@/i18n/i18n";
import { liveTexts, zodMessage } from "./messages";

/** Each message's catalog id (valid.*). The schemas translate them when
 *  they validate, so the messages follow the language in use. */
export const MSG_ID = {
  email: "valid.email",
  passwordRequired: "valid.passwordRequired",
  passwordMin: "valid.passwordMin",
  nameMin: "valid.nameMin",
  nameRequired: "valid.nameRequired",
  phoneMin: "valid.phoneMin",
  phoneRequired: "valid.phoneRequired",
  resetEmail: "valid.resetEmail",
  resetBoth: "valid.resetBoth",
  missingLogin: "valid.missingLogin",
  identifierRequired: "valid.identifierRequired",
  identifier: "valid.identifier",
  preferredNameMax: "valid.preferredNameMax",
  privacyConsent: "valid.privacyConsent",
} as const satisfies Record<string, MessageId>;

/** The messages in the language in use, read when shown (MSG.email…). */
export const MSG = liveTexts(MSG_ID);

const msg = (k: keyof typeof MSG_ID) => zodMessage(MSG_ID[k]);

export const MIN_NAME = 2;
export const MIN_PASSWORD = 6;
export const MAX_PREFERRED_NAME = 40;

export { isEmail, isPhone, phoneDigits, MIN_PHONE_DIGITS } from "./identifiers";

/** What a sign-in form's one field may hold: an email or a phone number. */
export const loginIdentifier = z
  .string()
  .trim()
  .min(1, msg("identifierRequired"))
  .refine((v) => v === "" || isEmail(v) || isPhone(v), msg("identifier"));

/** Login dialog (and every sign-in form): email or phone, and a password. */
export const loginDialogSchema = z.object({
  identifier: loginIdentifier,
  password: z.string().min(1, msg("passwordRequired")),
});
export type LoginDialogValues = z.input<typeof loginDialogSchema>;

const optionalText = z.string().trim().max(64);

/**
 * Sign-up, in the dialog's Register tab and on /member/register alike:
 * required fields say so first, then their minimums; email is optional
 * (members sign in with their phone; an email lets them reset a password).
 */
export const signUpSchema = z.object({
  name: z.string().trim().min(1, msg("nameRequired")).min(MIN_NAME, msg("nameMin")).max(100),
  preferredName: z.string().trim().max(MAX_PREFERRED_NAME, msg("preferredNameMax")),
  phone: z
    .string()
    .trim()
    .min(1, msg("phoneRequired"))
    .refine((v) => v === "" || isPhone(v), msg("phoneMin")),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || isEmail(v), msg("email")),
  password: z.string().min(1, msg("passwordRequired")).min(MIN_PASSWORD, msg("passwordMin")),
  membershipNumber: optionalText,
  /** PDPA 2010: sign-up needs consent to the privacy notice. */
  privacyConsent: z.boolean(msg("privacyConsent")).refine((v) => v, msg("privacyConsent")),
});
export type SignUpValues = z.input<typeof signUpSchema>;

/** /login-example: email or phone, and a six-character password. */
export const loginExampleSchema = z.object({
  identifier: loginIdentifier,
  password: z.string().min(MIN_PASSWORD, msg("passwordMin")),
});
export type LoginExampleValues = z.input<typeof loginExampleSchema>;

/** Forgot password, step 1. */
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, msg("resetEmail"))
    .refine((v) => v === "" || isEmail(v), msg("email")),
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
        if (!v[path]) ctx.addIssue({ code: "custom", path: [path], message: t(MSG_ID.resetBoth) });
      }
      return;
    }
    if (v.newPassword.length < MIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: t(MSG_ID.passwordMin) });
    }
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** /member/login: both fields non-empty after trimming. */
export function memberLoginComplete(identifier: string, password: string): boolean {
  return identifier.trim() !== "" && password.trim() !== "";
}

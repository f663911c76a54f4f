// What counts as an email address or a phone number when a member types
// one to sign in or sign up. Kept free of zod so the session code, which
// every page loads, does not pull the form library into the home page's
// JavaScript; the form schemas (validation.ts) use these same checks.

// zod's email pattern (zod/v4/core/regexes.ts `email`), so a value the
// forms accept is one these functions accept too.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const MIN_PHONE_DIGITS = 10;

export function isEmail(v: string): boolean {
  return EMAIL.test(v);
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

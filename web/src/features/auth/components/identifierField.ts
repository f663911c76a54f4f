// The one sign-in field every login form shows (the dialog, /member/login,
// /login-example): same label, hint and keyboard, so they read alike.
export const IDENTIFIER_LABEL = "Email or phone";
export const IDENTIFIER_HINT = "Use the email address or phone number you registered with.";

// type=text, not email: a phone number must be accepted; the email keyboard
// still offers "@" and digits on phones.
export const identifierInputProps = {
  type: "text",
  inputMode: "email",
  autoComplete: "username",
  autoCapitalize: "off",
  spellCheck: false,
} as const;

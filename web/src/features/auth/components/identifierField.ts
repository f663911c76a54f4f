// The one sign-in field every login form shows (the dialog, /member/login,
// /login-example): same label, hint and keyboard, so they read alike.
// Message ids (translated where shown): the same as DialogLoginForm's.
import type { MessageId } from "@/shared/i18n/i18n";

export const IDENTIFIER_LABEL: MessageId = "auth.identifier";
export const IDENTIFIER_HINT: MessageId = "auth.identifierHint";

// type=text, not email: a phone number must be accepted; the email keyboard
// still offers "@" and digits on phones.
export const identifierInputProps = {
  type: "text",
  inputMode: "email",
  autoComplete: "username",
  autoCapitalize: "off",
  spellCheck: false,
} as const;

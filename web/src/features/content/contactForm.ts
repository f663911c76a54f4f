// The contact form schema (spec 1 §5: every field required, a real email,
// one of the five subjects). Lengths match the server's caps.
import { z } from "@/shared/lib/zod";
import { CONTACT_SUBJECTS } from "@/features/content/types";
import type { MessageId } from "@/shared/i18n/i18n";
import { liveTexts, zodMessage } from "@/shared/lib/messages";

/** Each message's catalog id (valid.contact.*), translated when validating. */
export const CONTACT_MSG_ID = {
  firstName: "valid.contact.firstName",
  lastName: "valid.contact.lastName",
  email: "valid.email",
  emailRequired: "valid.contact.emailRequired",
  subject: "valid.contact.subject",
  message: "valid.contact.message",
  nameTooLong: "valid.contact.nameTooLong",
  messageTooLong: "valid.contact.messageTooLong",
} as const satisfies Record<string, MessageId>;

/** The messages in the language in use, read when shown. */
export const CONTACT_MSG = liveTexts(CONTACT_MSG_ID);

const msg = (k: keyof typeof CONTACT_MSG_ID) => zodMessage(CONTACT_MSG_ID[k]);

export const contactSchema = z.object({
  firstName: z.string().trim().min(1, msg("firstName")).max(100, msg("nameTooLong")),
  lastName: z.string().trim().min(1, msg("lastName")).max(100, msg("nameTooLong")),
  email: z.string().trim().min(1, msg("emailRequired")).max(254, msg("email")).pipe(z.email(msg("email"))),
  // "" is the untouched select; it is allowed in the type so the form can
  // start empty, and rejected here with the friendly message.
  subject: z
    .union([z.enum(CONTACT_SUBJECTS), z.literal("")], msg("subject"))
    .refine((v) => v !== "", msg("subject")),
  message: z.string().trim().min(1, msg("message")).max(5000, msg("messageTooLong")),
});

export type ContactForm = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

// The contact form schema (spec 1 §5: every field required, a real email,
// one of the five subjects). Lengths match the server's caps.
import { z } from "@/lib/zod";
import { CONTACT_SUBJECTS } from "./types";

export const CONTACT_MSG = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  emailRequired: "Email is required",
  subject: "Please choose a subject",
  message: "Message is required",
  nameTooLong: "Please keep names under 100 characters",
  messageTooLong: "Please keep your message under 5000 characters",
} as const;

export const contactSchema = z.object({
  firstName: z.string().trim().min(1, CONTACT_MSG.firstName).max(100, CONTACT_MSG.nameTooLong),
  lastName: z.string().trim().min(1, CONTACT_MSG.lastName).max(100, CONTACT_MSG.nameTooLong),
  email: z.string().trim().min(1, CONTACT_MSG.emailRequired).max(254, CONTACT_MSG.email).pipe(z.email(CONTACT_MSG.email)),
  // "" is the untouched select; it is allowed in the type so the form can
  // start empty, and rejected here with the friendly message.
  subject: z
    .union([z.enum(CONTACT_SUBJECTS), z.literal("")], { error: CONTACT_MSG.subject })
    .refine((v) => v !== "", CONTACT_MSG.subject),
  message: z.string().trim().min(1, CONTACT_MSG.message).max(5000, CONTACT_MSG.messageTooLong),
});

export type ContactForm = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

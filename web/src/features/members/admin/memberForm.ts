// The admin member form's schema (spec 2 §5), with the exact messages.
// The password rule differs: required on create, optional on edit (blank
// keeps the current password).
import { zodMessage } from "@/shared/lib/messages";
import { z } from "@/shared/lib/zod";
import { isEmail, phoneDigits } from "@/shared/lib/validation";
import type { AdminMember, MemberInput } from "@/features/members/types";

/** The messages, built when a field is checked (so in the language in use). */
export const MEMBER_MSG = {
  name: zodMessage("admin.members.errName"),
  phone: zodMessage("admin.members.errPhone"),
  email: zodMessage("admin.members.errEmail"),
  password: zodMessage("admin.members.errPassword"),
  date: zodMessage("admin.members.errDate"),
} as const;

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), MEMBER_MSG.date);

export function memberFormSchema(mode: "create" | "edit") {
  return z.object({
    name: z.string().trim().min(2, MEMBER_MSG.name).max(100),
    phone: z
      .string()
      .trim()
      .refine((v) => phoneDigits(v) >= 10 && /^[+\d\s().-]+$/.test(v), MEMBER_MSG.phone),
    email: z.string().trim().refine(isEmail, MEMBER_MSG.email),
    password:
      mode === "create"
        ? z.string().min(6, MEMBER_MSG.password)
        : z.string().refine((v) => v === "" || v.length >= 6, MEMBER_MSG.password),
    membershipNumber: z.string().trim().max(64),
    subscriptionDate: optionalDate,
    subscriptionExpiryDate: optionalDate,
    isActive: z.boolean(),
  });
}

export type MemberFormValues = z.input<ReturnType<typeof memberFormSchema>>;

export function memberFormDefaults(m?: AdminMember | null): MemberFormValues {
  return {
    name: m?.name ?? "",
    phone: m?.phone ?? "",
    email: m?.email ?? "",
    password: "",
    membershipNumber: m?.membershipNumber ?? "",
    subscriptionDate: m?.subscriptionDate?.slice(0, 10) ?? "",
    subscriptionExpiryDate: m?.subscriptionExpiryDate?.slice(0, 10) ?? "",
    isActive: m?.isActive ?? true,
  };
}

/** The request body; passwordHash carries the password as typed (spec quirk). */
export function memberInput(v: MemberFormValues): MemberInput {
  return {
    name: v.name.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    membershipNumber: v.membershipNumber.trim(),
    passwordHash: v.password,
    isActive: v.isActive,
    subscriptionDate: v.subscriptionDate.trim(),
    subscriptionExpiryDate: v.subscriptionExpiryDate.trim(),
  };
}

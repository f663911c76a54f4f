// The admin event form's schema (spec 2 §5) and its mapping to the API.
import { zodMessage } from "@/shared/lib/messages";
import { z } from "@/shared/lib/zod";
import type { ClubEvent } from "@/shared/lib/types";
import type { EventInput } from "@/features/events/types";

export const EVENT_TYPES = ["tournament", "social", "Golf Trips"] as const;
export const OTHER_TYPE = "__other";

/** The messages, built when a field is checked (so in the language in use). */
export const EVENT_MSG = {
  title: zodMessage("admin.events.errTitle"),
  description: zodMessage("admin.events.errDescription"),
  date: zodMessage("admin.events.errDate"),
  time: zodMessage("admin.events.errTime"),
  endTime: zodMessage("admin.events.errEndTime"),
  type: zodMessage("admin.events.errType"),
  capacity: zodMessage("admin.events.errCapacity"),
  image: zodMessage("admin.events.errImage"),
  promotionPayHours: zodMessage("admin.events.errPayHours"),
} as const;

// `type` is the value sent; `typeChoice` is only the select's state (a
// listed type, or "other" with `type` typed in). Validating `type` as a
// field (not in a refinement) shows its message together with the others.
export const eventFormSchema = z.object({
    title: z.string().trim().min(3, EVENT_MSG.title).max(200),
    description: z.string().trim().min(10, EVENT_MSG.description).max(10_000),
    date: z.string().trim().min(1, EVENT_MSG.date),
    time: z.string().trim().min(1, EVENT_MSG.time).max(50),
    // Both optional: the server checks the end date is not before the date.
    endDate: z.string().trim(),
    endTime: z.string().trim().refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), EVENT_MSG.endTime),
    typeChoice: z.string(),
    type: z.string().trim().min(1, EVENT_MSG.type).max(50),
    capacity: z.number(EVENT_MSG.capacity).int(EVENT_MSG.capacity).min(1, EVENT_MSG.capacity).max(10_000),
    image: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v), EVENT_MSG.image),
    // Empty: a member promoted from the waitlist has no payment deadline.
    promotionPayHours: z
      .string()
      .trim()
      .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 720), EVENT_MSG.promotionPayHours),
});

export type EventFormValues = z.input<typeof eventFormSchema>;

export function eventFormDefaults(e?: ClubEvent | null): EventFormValues {
  const known = e ? (EVENT_TYPES as readonly string[]).includes(e.type) : true;
  return {
    title: e?.title ?? "",
    description: e?.description ?? "",
    date: e?.date?.slice(0, 10) ?? "",
    time: e?.time ?? "",
    endDate: e?.endDate ?? "",
    endTime: e?.endTime ?? "",
    typeChoice: e ? (known ? e.type : OTHER_TYPE) : "",
    type: e?.type ?? "",
    capacity: e?.capacity ?? 20,
    image: e?.image ?? "",
    promotionPayHours: e?.promotionPayHours ? String(e.promotionPayHours) : "",
  };
}

export function eventInput(v: EventFormValues, rates: EventInput["rates"]): EventInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    date: v.date.trim(),
    time: v.time.trim(),
    endDate: v.endDate.trim() || null,
    endTime: v.endTime.trim() || null,
    type: v.type.trim(),
    capacity: v.capacity,
    image: v.image.trim(),
    rates,
    promotionPayHours: v.promotionPayHours.trim() === "" ? null : Number(v.promotionPayHours),
  };
}

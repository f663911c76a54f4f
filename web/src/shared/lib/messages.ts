// Message tables read in the language in use: a table of catalog ids whose
// texts are looked up each time they are read (getters), and zod message
// parameters translated when a schema validates, never when it is built.
import { t, type MessageId, type MessageValues } from "@/shared/i18n/i18n";

/** { key: text } for { key: id }: each read translates in the language in use. */
export function liveTexts<K extends string>(ids: Record<K, MessageId>): { readonly [P in K]: string } {
  return Object.defineProperties(
    {},
    Object.fromEntries(Object.entries<MessageId>(ids).map(([k, id]) => [k, { get: () => t(id), enumerable: true }])),
  ) as { readonly [P in K]: string };
}

/** A zod message parameter (`.min(1, zodMessage(id))`) translated at validation time. */
export function zodMessage(id: MessageId, values?: MessageValues): { error: () => string } {
  return { error: () => t(id, values) };
}

import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, type Locale } from "@/shared/i18n/i18n";
import { zodMessage } from "./messages";
import { z } from "./zod";

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("limits without a message of their own", () => {
  afterEach(() => activateLocale("en"));

  const rows: { name: string; locale: Locale; schema: z.ZodType; value: unknown; want: string | undefined }[] = [
    { name: "text too long", locale: "en", schema: z.string().max(5), value: "abcdef", want: "At most 5 characters" },
    { name: "text too long, Malay", locale: "ms", schema: z.string().max(5), value: "abcdef", want: "Maksimum 5 aksara" },
    { name: "number too big", locale: "en", schema: z.number().max(10), value: 11, want: "At most 10" },
    { name: "number too big, Malay", locale: "ms", schema: z.number().max(10), value: 11, want: "Maksimum 10" },
    { name: "within the limit", locale: "en", schema: z.string().max(5), value: "abcde", want: undefined },
    {
      name: "a field's own message wins",
      locale: "en",
      schema: z.string().max(5, zodMessage("valid.nameMin")),
      value: "abcdef",
      want: "Name must be at least 2 characters",
    },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      await activateLocale(row.locale);
      expect(firstMessage(row.schema, row.value)).toBe(row.want);
    });
  }

  it("follows a language switch made after the schema was built", async () => {
    const schema = z.string().max(3);
    expect(firstMessage(schema, "abcd")).toBe("At most 3 characters");
    await activateLocale("ms");
    expect(firstMessage(schema, "abcd")).toBe("Maksimum 3 aksara");
  });
});

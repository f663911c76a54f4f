import { describe, expect, it } from "vitest";
import { CONTACT_MSG, contactSchema } from "./contactForm";

const valid = { firstName: "Aisyah", lastName: "Rahman", email: "aisyah@example.my", subject: "Event Booking", message: "Hi" };

describe("contactSchema", () => {
  it("accepts a full message and trims it", () => {
    const r = contactSchema.parse({ ...valid, firstName: "  Aisyah " });
    expect(r.firstName).toBe("Aisyah");
  });
  it.each([
    ["firstName", "  ", CONTACT_MSG.firstName],
    ["lastName", "", CONTACT_MSG.lastName],
    ["email", "not-an-email", CONTACT_MSG.email],
    ["email", "", CONTACT_MSG.emailRequired],
    ["subject", "", CONTACT_MSG.subject],
    ["subject", "Something else", CONTACT_MSG.subject],
    ["message", " ", CONTACT_MSG.message],
  ])("%s=%j → %s", (field, value, msg) => {
    const r = contactSchema.safeParse({ ...valid, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(msg);
  });
});

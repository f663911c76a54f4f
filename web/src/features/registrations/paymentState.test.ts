import { describe, expect, it } from "vitest";
import { PAYMENT_STATE_LABEL, payActionLabel, paymentState, type PaymentFields } from "./paymentState";

const r = (extra: Partial<PaymentFields>): PaymentFields => ({
  isPaid: false,
  price: 120,
  paymentReferenceFileName: null,
  ...extra,
});

describe("paymentState", () => {
  it("is unpaid with no slip and no confirmation", () => {
    expect(paymentState(r({}))).toBe("unpaid");
    expect(paymentState(r({ price: null }))).toBe("unpaid");
    expect(paymentState(r({ paymentReferenceFileName: "  " }))).toBe("unpaid");
  });

  it("is awaiting review once a slip is on file, and paid only when the club confirmed", () => {
    expect(paymentState(r({ paymentReferenceFileName: "slip.png" }))).toBe("awaiting-review");
    expect(paymentState(r({ paymentReferenceFileName: "slip.png", isPaid: true }))).toBe("paid");
    expect(paymentState(r({ isPaid: true }))).toBe("paid");
  });

  it("is free when the rate costs nothing, whatever else is set", () => {
    expect(paymentState(r({ price: 0 }))).toBe("free");
    expect(paymentState(r({ price: 0, paymentReferenceFileName: "slip.png" }))).toBe("free");
    // A confirmed payment still reads as paid.
    expect(paymentState(r({ price: 0, isPaid: true }))).toBe("paid");
  });

  it("labels each state once; 'Paid' is the spec's text", () => {
    expect(PAYMENT_STATE_LABEL.paid).toBe("Paid");
    expect(PAYMENT_STATE_LABEL["awaiting-review"]).toBe("Slip sent · awaiting review");
  });
});

describe("payActionLabel", () => {
  it("names the amount through the money formatter, else the spec's 'Pay Now'", () => {
    expect(payActionLabel({ price: 120 })).toBe("Pay RM 120");
    expect(payActionLabel({ price: 1580.5 })).toBe("Pay RM 1,580.50");
    expect(payActionLabel({ price: null })).toBe("Pay Now");
  });
});

// The VIP Subscription payment dialog, in each language.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ClubSettings } from "@/features/settings";
import { SETTINGS, renderWithProviders } from "@/test/publicHarness";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { SubscriptionPaymentDialog, paymentReference } from "./SubscriptionPaymentDialog";

describe.each([
  {
    locale: "en",
    title: "Pay for VIP Subscription",
    price: /^RM 144 per year\. Pay by bank QR/,
    reference: "Payment reference",
    copy: "Copy payment reference",
    step1: "Scan the QR code, or transfer RM 144 to the bank account or e-wallet above.",
    noName: "VIP Subscription - your name",
  },
  {
    locale: "ms",
    title: "Bayar untuk Langganan VIP",
    price: /^RM 144 setahun\. Bayar melalui QR bank/,
    reference: "Rujukan pembayaran",
    copy: "Salin rujukan pembayaran",
    step1: "Imbas kod QR, atau pindahkan RM 144 ke akaun bank atau e-dompet di atas.",
    noName: "VIP Subscription - nama anda",
  },
] as const)("SubscriptionPaymentDialog ($locale)", (T) => {
  inLocale(T.locale);

  it("shows the price, the ways to pay, the reference and the steps", () => {
    const settings = { ...SETTINGS, vipPrice: 144 } as unknown as ClubSettings;
    renderWithProviders(<SubscriptionPaymentDialog open onOpenChange={() => undefined} settings={settings} memberName="Aisha" />);
    const dialog = screen.getByRole("dialog", { name: T.title });
    expect(within(dialog).getByText(T.price)).toBeInTheDocument();
    expect(within(dialog).getByText(T.reference)).toBeInTheDocument();
    expect(within(dialog).getByText("VIP Subscription - Aisha")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: T.copy })).toBeInTheDocument();
    expect(within(dialog).getByText(T.step1)).toBeInTheDocument();
    expectNoRawIds(["pay"]);
    // The reference keeps the plan's name; only the placeholder for a missing name is translated.
    expect(paymentReference(null)).toBe(T.noName);
  });
});

// The VIP Subscription payment dialog in Malay.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ClubSettings } from "@/shared/lib/types";
import { SETTINGS, renderWithProviders } from "@/test/publicHarness";
import { expectNoRawIds, inMalay } from "@/test/malay";
import { SubscriptionPaymentDialog, paymentReference } from "./SubscriptionPaymentDialog";

inMalay();

describe("SubscriptionPaymentDialog in Malay", () => {
  it("shows the price, the ways to pay, the reference and the steps", () => {
    const settings = { ...SETTINGS, vipPrice: 144 } as unknown as ClubSettings;
    renderWithProviders(<SubscriptionPaymentDialog open onOpenChange={() => undefined} settings={settings} memberName="Aisha" />);
    const dialog = screen.getByRole("dialog", { name: "Bayar untuk VIP Subscription" });
    expect(within(dialog).getByText(/^RM 144 setahun\. Bayar melalui QR bank/)).toBeInTheDocument();
    expect(within(dialog).getByText("Rujukan pembayaran")).toBeInTheDocument();
    expect(within(dialog).getByText("VIP Subscription - Aisha")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Salin rujukan pembayaran" })).toBeInTheDocument();
    expect(within(dialog).getByText("Imbas kod QR, atau pindahkan RM 144 ke akaun bank atau e-dompet di atas.")).toBeInTheDocument();
    expectNoRawIds(["pay"]);
    // The reference keeps the plan's name; only the placeholder for a missing name is in Malay.
    expect(paymentReference(null)).toBe("VIP Subscription - nama anda");
  });
});

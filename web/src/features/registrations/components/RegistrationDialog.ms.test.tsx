// The registration dialog, its toasts and the payment state labels in Malay.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { ApiError } from "@/shared/lib/api";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { expectNoRawIds, inMalay } from "@/test/malay";
import { deregisterErrorToast, registerErrorToast } from "@/features/registrations/api/register";
import { PAYMENT_STATE_LABEL, payActionLabel } from "@/features/registrations/paymentState";
import { RegistrationDialog } from "./RegistrationDialog";

const AREAS = ["reg", "pay", "flight"];

beforeAll(polyfillRadix);
inMalay();

const member: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

const medal: ClubEvent = {
  id: 5, title: "Monthly Medal", description: "", date: "2099-12-11", time: "", type: "tournament",
  capacity: 40, registered: 2, image: "", createdAt: "",
  rates: [
    { type: "Member Green Fee", price: 120, category: "member" },
    { type: "Non-Member Green Fee", price: 185, category: "non-member" },
  ],
};

const mine: MemberRegistration = {
  id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
  isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: null, paymentReferenceFileName: null,
  paymentReferenceUploadedAt: null, createdAt: "", eventTitle: "Monthly Medal", eventDate: "2099-12-11", eventTime: "",
  eventType: "tournament",
};

function setup(registrations: MemberRegistration[] = [], routes: Record<string, { status?: number; body?: unknown }> = {}) {
  mockFetch({
    "GET /api/member/session": { body: member },
    "GET /api/events": { body: [medal] },
    "GET /api/events/5/registrations": { body: [{ id: 1, memberName: "Wong Mei Ling", guestRateType: "Member Green Fee", isMine: false, createdAt: "" }] },
    "GET /api/member/registrations": { body: registrations },
    "GET /api/flights/5": { body: [] },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp(<RegistrationDialog event={medal} onClose={() => undefined} />, { path: "/events" });
  return { user };
}

describe("RegistrationDialog in Malay", () => {
  it("shows the summary, participants, flights note, who registers and the rates", async () => {
    const { user } = setup();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Pendaftaran acara")).toBeInTheDocument();
    expect(within(dialog).getByText("Semak butiran, pilih jenis kadar dan daftar.")).toBeInTheDocument();
    expect(within(dialog).getByText("Akan disahkan")).toBeInTheDocument();
    expect(within(dialog).getByTestId("dialog-registered")).toHaveTextContent("2/40 berdaftar");
    expect(await within(dialog).findByRole("heading", { name: "Peserta Semasa (1)" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Susunan Flight" })).toBeInTheDocument();
    expect(await within(dialog).findByText("Susunan flight akan ditetapkan menjelang tarikh acara.")).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "Mendaftar sebagai" })).toHaveTextContent("Aisha Rahman");
    expect(within(dialog).getByRole("button", { name: "Batal" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Daftar" })).toBeDisabled();

    await user.click(within(dialog).getByRole("combobox", { name: "Jenis Kadar" }));
    const options = await screen.findByRole("listbox");
    expect(within(options).getByText("KADAR AHLI")).toBeInTheDocument();
    expect(within(options).getByText("KADAR BUKAN AHLI")).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("once registered and unpaid: the pay action with the amount and the state", async () => {
    setup([mine]);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Pendaftaran anda")).toBeInTheDocument();
    expect(within(dialog).getByText("Anda telah berdaftar. Bayar sekarang, atau kemudian dari papan pemuka anda.")).toBeInTheDocument();
    expect(within(dialog).getByTestId("my-registration")).toHaveTextContent("Jenis kadar anda: Member Green Fee");
    expect(within(dialog).getByTestId("payment-status")).toHaveTextContent("Menunggu pembayaran");
    expect(within(dialog).getByRole("link", { name: "Bayar RM 120" })).toHaveAttribute("href", "/payment/5/9");
    expect(within(dialog).getByRole("button", { name: "Batal Daftar" })).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("toasts a registration in Malay", async () => {
    const { user } = setup([], { "POST /api/events/5/register": { body: mine } });
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("combobox", { name: "Jenis Kadar" }));
    await user.click(await screen.findByRole("option", { name: /Non-Member Green Fee/ }));
    await user.click(within(dialog).getByRole("button", { name: "Daftar" }));
    expect(await screen.findByText("Pendaftaran Berjaya")).toBeInTheDocument();
    expect(screen.getByText("Anda telah berdaftar untuk Monthly Medal. Jumpa di padang!")).toBeInTheDocument();
  });
});

describe("registration texts outside React, in Malay", () => {
  it("translate the toasts and labels when asked, not when loaded", () => {
    expect(registerErrorToast(new ApiError(409, "Event is full", "event_full"))).toEqual({
      title: "Acara Penuh",
      description: "Acara ini telah mencapai kapasiti. Tiada tempat lagi.",
    });
    expect(registerErrorToast(new ApiError(409, "x", "already_registered")).title).toBe("Sudah Berdaftar!");
    expect(registerErrorToast("weird")).toEqual({ title: "Pendaftaran Gagal", description: "Gagal mendaftar untuk acara" });
    expect(deregisterErrorToast("weird").title).toBe("Pembatalan Pendaftaran Gagal");
    expect(PAYMENT_STATE_LABEL.paid).toBe("Dibayar");
    expect(PAYMENT_STATE_LABEL["awaiting-review"]).toBe("Slip dihantar · menunggu semakan");
    expect(payActionLabel({ price: 1580.5 })).toBe("Bayar RM 1,580.50");
    expect(payActionLabel({ price: null })).toBe("Bayar Sekarang");
  });
});

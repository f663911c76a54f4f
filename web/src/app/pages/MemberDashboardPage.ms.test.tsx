// The member dashboard in Malay: header, tabs, the Dashboard tab's stats
// and registrations list, the Flights tab, and the Member Access card.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { clubToday } from "@/shared/lib/format";
import type { MemberFlight, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { expectNoRawIds, inMalay } from "@/test/malay";
import MemberDashboardPage from "./MemberDashboardPage";

const AREAS = ["dash", "reg", "pay", "flight"];

beforeAll(polyfillRadix);
inMalay();

const aisha: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

function addDays(n: number): string {
  const d = new Date(`${clubToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function reg(id: number, title: string, offset: number, extra: Partial<MemberRegistration> = {}): MemberRegistration {
  return {
    id, eventId: id + 10, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
    isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: null,
    paymentReferenceFileName: null, paymentReferenceUploadedAt: null, createdAt: "", eventTitle: title,
    eventDate: addDays(offset), eventTime: "7:30 AM", eventType: "tournament", ...extra,
  };
}

const regs = [
  reg(1, "Monthly Medal", 7),
  reg(2, "Social Scramble", 14, { eventType: "social", paymentReferenceFileName: "slip.png" }),
  reg(3, "Club Trip", 21, { eventType: "golf trips", price: null, priceLabel: "Contact for rate", guestRateType: "Standard" }),
  reg(4, "Old Medal", -10, { isPaid: true }),
];

const flight: MemberFlight = {
  id: 1, eventId: 11, flightNumber: 3, teeTime: "7:30 AM", startingHole: 10, notes: "", maxPlayers: 4, currentPlayers: 2,
  members: [
    { id: 10, position: 1, memberName: "Wong Mei Ling", isMine: false },
    { id: 11, position: 2, memberName: "Aisha Rahman", isMine: true },
  ],
  eventTitle: "Monthly Medal", eventDate: addDays(7), eventTime: "7:30 AM", eventType: "tournament", position: 2, registrationId: 1,
};

function setup(path = "/member") {
  mockFetch({
    "GET /api/member/session": { body: aisha },
    "GET /api/member/registrations": { body: regs },
    "GET /api/member/flights": { body: [flight] },
  });
  const user = userEvent.setup();
  renderApp(<MemberDashboardPage />, { path });
  return { user };
}

describe("/member in Malay", () => {
  it("greets, names the tabs and shows the stats and the registrations with their payment state", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Selamat kembali, Aisha Rahman" })).toBeInTheDocument();
    expect(screen.getByText("Papan Pemuka Ahli")).toBeInTheDocument();
    expect(screen.getByText("ID Keahlian BHG123456")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Log Keluar/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Papan Pemuka" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Flight" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Keahlian" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Selamat datang, Aisha Rahman!" })).toBeInTheDocument();
    expect(screen.getByText("Anda ada 3 acara akan datang. Jumpa di padang.")).toBeInTheDocument();
    expect(screen.getByTestId("stat-total").previousSibling).toHaveTextContent("Jumlah");
    expect(screen.getByText("Acara lepas")).toBeInTheDocument();
    expect(screen.getByText("kadar ahli terpakai")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Acara Akan Datang" })).toBeInTheDocument();

    const list = screen.getByRole("region", { name: "Pendaftaran Saya" });
    expect(within(list).getByRole("group", { name: "Tapis pendaftaran" })).toHaveTextContent("SemasaLepas");
    const table = within(screen.getByTestId("registrations-table"));
    expect(table.getByRole("columnheader", { name: "Tarikh & masa" })).toBeInTheDocument();
    expect(table.getByRole("link", { name: "Bayar Sekarang untuk Monthly Medal" })).toHaveTextContent("Bayar Sekarang");
    expect(table.getByText("Slip dihantar · menunggu semakan")).toBeInTheDocument();
    expect(table.getByRole("link", { name: "Ganti slip untuk Social Scramble" })).toBeInTheDocument();
    // The server's "Contact for rate" is the client's words in Malay.
    expect(table.getByText("Hubungi untuk kadar")).toBeInTheDocument();
    expect(table.getByRole("button", { name: "Batal daftar Club Trip" })).toBeInTheDocument();
    expect(within(list).getByText("Jumlah pendaftaran:")).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("asks before de-registering, in Malay", async () => {
    const { user } = setup();
    const table = within(await screen.findByTestId("registrations-table"));
    await user.click(table.getByRole("button", { name: "Batal daftar Monthly Medal" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Batal daftar Monthly Medal?" });
    expect(within(confirm).getByRole("button", { name: "Kekalkan tempat saya" })).toBeInTheDocument();
    expect(within(confirm).getByText(/Tindakan ini tidak boleh dibatalkan/)).toBeInTheDocument();
  });

  it("shows the Flights tab in Malay", async () => {
    setup("/member?tab=flights");
    expect(await screen.findByRole("heading", { name: "Susunan Flight Anda" })).toBeInTheDocument();
    const card = await screen.findByTestId("flight-card");
    expect(within(card).getByText("Lubang mula")).toBeInTheDocument();
    expect(within(card).getByText("Tee time")).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Pemain flight 3" })).toBeInTheDocument();
    expect(within(card).getAllByText("Kosong")).toHaveLength(2);
    expect(within(card).getByText("Anda")).toBeInTheDocument();
    expect(screen.getByText("Tapis mengikut Acara")).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("signed out: the Member Access card in Malay", async () => {
    mockFetch({ "GET /api/member/session": { body: null } });
    renderApp(<MemberDashboardPage />, { path: "/member" });
    expect(await screen.findByRole("heading", { name: "Akses Ahli" })).toBeInTheDocument();
    expect(screen.getByText("Pendaftaran acara dan pembayaran anda")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log Masuk / Daftar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cipta akaun" })).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });
});

// The member dashboard in each language: header, tabs, the Dashboard tab's
// stats and registrations list, the Membership and Flights tabs, logging
// out, and the Member Access card.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { MEMBER_AUTH_KEY } from "@/features/auth/api/auth";
import { clubToday } from "@/shared/lib/format";
import type { MemberFlight, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { expectNoRawIds, inLocale } from "@/test/locales";
import MemberDashboardPage from "./MemberDashboardPage";

const AREAS = ["dash", "reg", "pay", "flight"];

beforeAll(polyfillRadix);

const ali = { id: 7, name: "Ali", phone: "0123456789", email: null, membershipNumber: null, isActive: true };

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

describe.each([
  {
    locale: "en",
    memberAccess: "Member Access",
    loginRegister: "Login / Register",
    login: "Login",
    createAccount: "Create an account",
    perkRegistrations: "Your event registrations and payments",
    welcomeBack: (name: string) => `Welcome back, ${name}`,
    memberDashboard: "Member Dashboard",
    membershipId: "Membership ID BHG123456",
    logout: "Logout",
    tabDashboard: "Dashboard",
    tabFlights: "Flights",
    tabMembership: "Membership",
    guest: "Guest Access",
    contactForMembership: "Contact admin for membership",
    needId: "Need a Membership ID?",
    contactAdmin: "Contact Admin",
    noMembershipId: "No membership ID assigned",
    notSpecified: "Not specified",
    loggedOut: "Logged Out",
    loggedOutText: "You have been successfully logged out.",
    logoutFailed: "Logout Failed",
    activeMember: "Active Member",
    eligible: "Eligible for member rates",
    benefits: [
      "Member-only rates",
      "Priority event registration",
      "Flight arrangement preferences",
      "Tournament eligibility",
      "Member dashboard access",
      "Push notifications",
    ],
    welcome: "Welcome, Aisha Rahman!",
    upcomingCount: "You have 3 upcoming events. See you on the course.",
    statTotal: "Total",
    statPast: "Past events",
    memberRates: "member rates apply",
    upcoming: "Upcoming Events",
    myRegistrations: "My Registrations",
    filterRegistrations: "Filter registrations",
    filters: "OngoingPast",
    colWhen: "Date & time",
    payFor: "Pay Now for Monthly Medal",
    payNow: "Pay Now",
    awaitingReview: "Slip sent · awaiting review",
    replaceSlipFor: "Replace the slip for Social Scramble",
    contactForRate: "Contact for rate",
    deregisterFrom: (event: string) => `De-register from ${event}`,
    total: "Total registrations:",
    confirmTitle: "De-register from Monthly Medal?",
    keepPlace: "Keep my place",
    cannotUndo: /This action cannot be undone/,
    flightTitle: "Your Flight Arrangements",
    startingHole: "Starting hole",
    teeTime: "Tee time",
    players: "Flight 3 players",
    open: "Open",
    you: "You",
    filterByEvent: "Filter by Event",
  },
  {
    locale: "ms",
    memberAccess: "Akses Ahli",
    loginRegister: "Log Masuk / Daftar",
    login: "Log Masuk",
    createAccount: "Cipta akaun",
    perkRegistrations: "Pendaftaran acara dan pembayaran anda",
    welcomeBack: (name: string) => `Selamat kembali, ${name}`,
    memberDashboard: "Papan Pemuka Ahli",
    membershipId: "ID Keahlian BHG123456",
    logout: "Log Keluar",
    tabDashboard: "Papan Pemuka",
    tabFlights: "Flight",
    tabMembership: "Keahlian",
    guest: "Akses Tetamu",
    contactForMembership: "Hubungi admin untuk keahlian",
    needId: "Perlukan ID Keahlian?",
    contactAdmin: "Hubungi Admin",
    noMembershipId: "Tiada ID keahlian diberikan",
    notSpecified: "Tidak dinyatakan",
    loggedOut: "Telah Log Keluar",
    loggedOutText: "Anda telah berjaya log keluar.",
    logoutFailed: "Log Keluar Gagal",
    activeMember: "Ahli Aktif",
    eligible: "Layak untuk kadar ahli",
    benefits: [
      "Kadar khas ahli",
      "Keutamaan pendaftaran acara",
      "Pilihan susunan flight",
      "Kelayakan kejohanan",
      "Akses papan pemuka ahli",
      "Pemberitahuan push",
    ],
    welcome: "Selamat datang, Aisha Rahman!",
    upcomingCount: "Anda ada 3 acara akan datang. Jumpa di padang.",
    statTotal: "Jumlah",
    statPast: "Acara lepas",
    memberRates: "kadar ahli terpakai",
    upcoming: "Acara Akan Datang",
    myRegistrations: "Pendaftaran Saya",
    filterRegistrations: "Tapis pendaftaran",
    filters: "SemasaLepas",
    colWhen: "Tarikh & masa",
    payFor: "Bayar Sekarang untuk Monthly Medal",
    payNow: "Bayar Sekarang",
    awaitingReview: "Slip dihantar · menunggu semakan",
    replaceSlipFor: "Ganti slip untuk Social Scramble",
    // The server's "Contact for rate" is the client's words in Malay.
    contactForRate: "Hubungi untuk kadar",
    deregisterFrom: (event: string) => `Batal daftar ${event}`,
    total: "Jumlah pendaftaran:",
    confirmTitle: "Batal daftar Monthly Medal?",
    keepPlace: "Kekalkan tempat saya",
    cannotUndo: /Tindakan ini tidak boleh dibatalkan/,
    flightTitle: "Susunan Flight Anda",
    startingHole: "Lubang mula",
    teeTime: "Tee time",
    players: "Pemain flight 3",
    open: "Kosong",
    you: "Anda",
    filterByEvent: "Tapis mengikut Acara",
  },
] as const)("/member ($locale)", (T) => {
  inLocale(T.locale);

  it("signed out: the Member Access card opens the login dialog", async () => {
    mockFetch({ "GET /api/member/session": { body: null } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    expect(await screen.findByRole("heading", { name: T.memberAccess })).toBeInTheDocument();
    expect(screen.getByText(T.perkRegistrations)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.createAccount })).toBeInTheDocument();
    expectNoRawIds(AREAS);
    await user.click(screen.getByRole("button", { name: T.loginRegister }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("tab", { name: T.login })).toHaveAttribute("aria-selected", "true");
  });

  it("signed in: welcome, tabs, membership details; Logout clears the session", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { body: { message: "ok" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    expect(await screen.findByRole("heading", { name: T.welcomeBack("Ali") })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: T.tabDashboard })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: T.tabMembership }));
    expect(await screen.findByText(T.guest)).toBeInTheDocument();
    expect(screen.getByText(T.contactForMembership)).toBeInTheDocument();
    expect(screen.getByText(T.needId)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.contactAdmin })).toHaveAttribute("href", "/contact");
    expect(screen.getByText(T.noMembershipId)).toBeInTheDocument();
    expect(screen.getByText(T.notSpecified)).toBeInTheDocument();
    expect(localStorage.getItem(MEMBER_AUTH_KEY)).not.toBeNull();

    await user.click(screen.getByRole("button", { name: T.logout }));
    expect(await screen.findByText(T.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(T.loggedOutText)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: T.memberAccess })).toBeInTheDocument());
    expect(localStorage.getItem(MEMBER_AUTH_KEY)).toBeNull();
  });

  it("a failed logout says so", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { status: 500, body: { message: "Database unavailable" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    await user.click(await screen.findByRole("button", { name: T.logout }));
    expect(await screen.findByText(T.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: T.welcomeBack("Ali") })).toBeInTheDocument();
  });

  it("membership tab with a membership number: Active Member", async () => {
    mockFetch({ "GET /api/member/session": { body: { ...ali, email: "ali@example.com", membershipNumber: "BHG123456" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    await user.click(await screen.findByRole("tab", { name: T.tabMembership }));
    expect(await screen.findByText(T.activeMember)).toBeInTheDocument();
    expect(screen.getByText(T.eligible)).toBeInTheDocument();
    expect(screen.queryByText(T.needId)).not.toBeInTheDocument();
    for (const b of T.benefits) {
      expect(screen.getByText(b)).toBeInTheDocument();
    }
  });

  it("?tab=flights opens the Flights tab; choosing a tab updates the URL without a reload", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "GET /api/member/flights": { body: [] }, "GET /api/member/registrations": { body: [] } });
    const user = userEvent.setup();
    const { loc } = renderApp(<MemberDashboardPage />, { path: "/member?tab=flights" });
    expect(await screen.findByRole("tab", { name: T.tabFlights })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: T.tabMembership }));
    expect(screen.getByRole("tab", { name: T.tabMembership })).toHaveAttribute("aria-selected", "true");
    expect(loc.history?.at(-1)).toBe("/member?tab=membership");
    await user.click(screen.getByRole("tab", { name: T.tabDashboard }));
    expect(loc.history?.at(-1)).toBe("/member");
  });

  it("a click alone opens a tab: the tap boot.ts replays after hydration is one", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "GET /api/member/flights": { body: [] }, "GET /api/member/registrations": { body: [] } });
    const { loc } = renderApp(<MemberDashboardPage />, { path: "/member" });
    const flights = await screen.findByRole("tab", { name: T.tabFlights });
    await act(async () => flights.click()); // no pointerdown or mousedown, as HTMLElement.click() sends
    await waitFor(() => expect(flights).toHaveAttribute("aria-selected", "true"));
    expect(loc.history?.at(-1)).toBe("/member?tab=flights");
  });

  it("greets, names the tabs and shows the stats and the registrations with their payment state", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: T.welcomeBack("Aisha Rahman") })).toBeInTheDocument();
    expect(screen.getByText(T.memberDashboard)).toBeInTheDocument();
    expect(screen.getByText(T.membershipId)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: new RegExp(T.logout) })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: T.tabDashboard })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: T.tabFlights })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: T.tabMembership })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: T.welcome })).toBeInTheDocument();
    expect(screen.getByText(T.upcomingCount)).toBeInTheDocument();
    expect(screen.getByTestId("stat-total").previousSibling).toHaveTextContent(T.statTotal);
    expect(screen.getByText(T.statPast)).toBeInTheDocument();
    expect(screen.getByText(T.memberRates)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: T.upcoming })).toBeInTheDocument();

    const list = screen.getByRole("region", { name: T.myRegistrations });
    expect(within(list).getByRole("group", { name: T.filterRegistrations })).toHaveTextContent(T.filters);
    const table = within(screen.getByTestId("registrations-table"));
    expect(table.getByRole("columnheader", { name: T.colWhen })).toBeInTheDocument();
    expect(table.getByRole("link", { name: T.payFor })).toHaveTextContent(T.payNow);
    expect(table.getByText(T.awaitingReview)).toBeInTheDocument();
    expect(table.getByRole("link", { name: T.replaceSlipFor })).toBeInTheDocument();
    expect(table.getByText(T.contactForRate)).toBeInTheDocument();
    expect(table.getByRole("button", { name: T.deregisterFrom("Club Trip") })).toBeInTheDocument();
    expect(within(list).getByText(T.total)).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("asks before de-registering", async () => {
    const { user } = setup();
    const table = within(await screen.findByTestId("registrations-table"));
    await user.click(table.getByRole("button", { name: T.deregisterFrom("Monthly Medal") }));
    const confirm = await screen.findByRole("alertdialog", { name: T.confirmTitle });
    expect(within(confirm).getByRole("button", { name: T.keepPlace })).toBeInTheDocument();
    expect(within(confirm).getByText(T.cannotUndo)).toBeInTheDocument();
  });

  it("shows the Flights tab", async () => {
    setup("/member?tab=flights");
    expect(await screen.findByRole("heading", { name: T.flightTitle })).toBeInTheDocument();
    const card = await screen.findByTestId("flight-card");
    expect(within(card).getByText(T.startingHole)).toBeInTheDocument();
    expect(within(card).getByText(T.teeTime)).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: T.players })).toBeInTheDocument();
    expect(within(card).getAllByText(T.open)).toHaveLength(2);
    expect(within(card).getByText(T.you)).toBeInTheDocument();
    expect(screen.getByText(T.filterByEvent)).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });
});

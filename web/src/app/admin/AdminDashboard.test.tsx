import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { activateLocale } from "@/shared/i18n/i18n";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { json, mockFetch } from "@/test/publicHarness";
import { event, flight, flightMember, installDomShims, registration } from "@/test/adminData";
import { inLocale } from "@/test/locales";
import { toasts } from "@/test/toasts";
import AdminApp from "./AdminApp";
import type { AdminStats } from "@/features/overview/types";
import type { AdminMember } from "@/features/members/types";

beforeEach(() => installDomShims(1280));

const stats: AdminStats = {
  activeMembers: { value: 16, previous: 12, changePct: 33.3 },
  upcomingEvents: { value: 4, previous: 0, changePct: null },
  pendingPayments: { value: 3, previous: 4, changePct: -25 },
  unreadMessages: { value: 2, previous: 2, changePct: 0 },
  queue: {
    awaitingReview: 3,
    outstanding: { amount: 1234, registrations: 9, unpriced: 1 },
    week: {
      from: "2026-11-21",
      to: "2026-11-27",
      events: [
        { id: 7, title: "Saturday Medal", date: "2026-11-21", time: "7:30 AM", registered: 12, capacity: 40 },
        { id: 8, title: "Friday Social", date: "2026-11-27", time: "", registered: 8, capacity: 8 },
      ],
    },
    membershipRequests: 0,
    deletionRequests: { pending: 0, firstDue: null },
  },
};

const calm: AdminStats = {
  ...stats,
  queue: { awaitingReview: 0, outstanding: { amount: 0, registrations: 0, unpriced: 0 }, week: { from: "2026-11-21", to: "2026-11-27", events: [] }, membershipRequests: 0, deletionRequests: { pending: 0, firstDue: null } },
};

const ali: AdminMember = {
  id: 5,
  name: "Ali bin Abu",
  phone: "0123456789",
  email: "ali@example.com",
  membershipNumber: "BHG1",
  isActive: false,
  subscriptionDate: "2026-01-01",
  subscriptionExpiryDate: "2026-12-31",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  registrationCount: 2,
};

/** A member, an event with one member rate, its registration and a flight. */
const clubData = {
  "GET /api/admin/members": () => json([ali]),
  "GET /api/events": () => json([event(1, { title: "Monthly Medal", registered: 3, rates: [{ type: "Member Weekday", price: 120, category: "member" }] })]),
  "GET /api/registrations/all": () => json([registration(1, { eventTitle: "Monthly Medal", isPaid: false })]),
  "GET /api/flights/all": () => json([flight(1, { eventTitle: "Monthly Medal", members: [flightMember(1)], currentPlayers: 1 })]),
};

/** No message id on screen or in an accessible name, placeholder or tooltip. */
function expectNoRawIds() {
  const raw = /\badmin\.[a-z]+\./;
  expect(document.body.textContent ?? "").not.toMatch(raw);
  for (const el of document.body.querySelectorAll("*")) {
    for (const attr of ["aria-label", "title", "placeholder"]) {
      expect(el.getAttribute(attr) ?? "", `${el.tagName} ${attr}`).not.toMatch(raw);
    }
  }
}

const EN = {
  locale: "en",
  welcome: "Welcome, secretary",
  online: "Online",
  tabs: ["Overview", "Members", "Events", "Registrations", "Flights", "Payments", "Content", "Messages", "Insights", /^Settings/],
  sections: "Admin sections",
  overview: "Overview",
  language: /language/i,
  needsAttention: "Needs attention",
  slipsText: "3 payment slips to check against the bank statement",
  owed: /Owed by 9 unpaid registrations for upcoming events \(1 at no listed rate/,
  week: "Sat, 21 Nov – Fri, 27 Nov",
  placesTaken: (title: string, n: number, of: number) => `${title}: ${n} of ${of} places taken`,
  full: /Full/,
  reviewSlips: /Review slips/,
  noSlips: "No slips waiting",
  nothingOutstanding: "Nothing outstanding",
  noWeekEvents: "No events this week",
  activeMembers: "Active Members",
  changeNew: "New",
  noChange: "No change",
  systemSettings: "System Settings",
  settings: /Settings/,
  membersTab: /Members/,
  membersHeading: "Members",
  noMembers: "No members yet",
  logout: "Logout",
  logoutFailed: "Logout failed",
  signIn: "Sign In",
  inactive: "Inactive",
  until: /^Until /,
  membersSummary: "1 members · 0 active",
  columns: ["Name", "Phone", "Email", "Membership No.", "Handicap", "Status", "Subscription", "Actions"],
  edit: (name: string) => `Edit ${name}`,
  del: (name: string) => `Delete ${name}`,
  search: "Search members",
  searchPlaceholder: "Search name, phone, email, member no.",
  deleteTitle: "Delete member?",
  deleteText: /will be removed together with their 2 event registration/,
  cancel: "Cancel",
  addMember: "Add Member",
  addForm: "Add member",
  addTitle: "Add New Member",
  errName: "Name must be at least 2 characters",
  errPhone: "Phone number must be at least 10 digits",
  errPassword: "Password must be at least 6 characters",
  eventsHeading: "Events",
  oneRate: "1 rate",
  tournament: "tournament",
  showUpcoming: "Upcoming (1)",
  exportFor: "Export registrations for Monthly Medal",
  editEvent: "Edit Event",
  memberRates: "MEMBER RATES",
  memberRateType: "Member rate type 1",
  noNonMemberRates: "No non-member rates.",
  registrationsTab: "Registrations",
  markPaidFor: /^Mark as Paid for /,
  flightsTab: "Flights",
  manageFlight: "Manage flight 1 of Monthly Medal",
  available: "Available",
  createFlight: "Create Flight",
} as const;

const MS = {
  locale: "ms",
  welcome: "Selamat datang, secretary",
  online: "Dalam talian",
  tabs: ["Ringkasan", "Ahli", "Acara", "Pendaftaran", "Flight", "Pembayaran", "Kandungan", "Mesej", "Analisis", /^Tetapan/],
  sections: "Bahagian pentadbir",
  overview: "Ringkasan",
  language: /bahasa/i,
  needsAttention: "Perlu perhatian",
  slipsText: "3 slip pembayaran untuk disemak dengan penyata bank",
  owed: /Terhutang oleh 9 pendaftaran belum dibayar untuk acara akan datang \(1 tanpa kadar/,
  week: "Sab, 21 Nov – Jum, 27 Nov",
  placesTaken: (title: string, n: number, of: number) => `${title}: ${n} daripada ${of} tempat diisi`,
  full: /Penuh/,
  reviewSlips: /Semak slip/,
  noSlips: "Tiada slip menunggu",
  nothingOutstanding: "Tiada tunggakan",
  noWeekEvents: "Tiada acara minggu ini",
  activeMembers: "Ahli Aktif",
  changeNew: "Baharu",
  noChange: "Tiada perubahan",
  systemSettings: "Tetapan Sistem",
  settings: /Tetapan/,
  membersTab: /Ahli/,
  membersHeading: "Ahli",
  noMembers: "Belum ada ahli",
  logout: "Log keluar",
  logoutFailed: "Log keluar gagal",
  signIn: "Log Masuk",
  inactive: "Tidak aktif",
  until: /^Hingga /,
  membersSummary: "1 ahli · 0 aktif",
  columns: ["Nama", "Telefon", "E-mel", "No. Keahlian", "Handikap", "Status", "Langganan", "Tindakan"],
  edit: (name: string) => `Sunting ${name}`,
  del: (name: string) => `Padam ${name}`,
  search: "Cari ahli",
  searchPlaceholder: "Cari nama, telefon, e-mel, no. ahli",
  deleteTitle: "Padam ahli?",
  deleteText: /akan dibuang bersama 2 pendaftaran acara/,
  cancel: "Batal",
  addMember: "Tambah Ahli",
  addForm: "Tambah ahli",
  addTitle: "Tambah Ahli Baharu",
  errName: "Nama mesti sekurang-kurangnya 2 aksara",
  errPhone: "Nombor telefon mesti sekurang-kurangnya 10 digit",
  errPassword: "Kata laluan mesti sekurang-kurangnya 6 aksara",
  eventsHeading: "Acara",
  oneRate: "1 kadar",
  tournament: "kejohanan",
  showUpcoming: "Mendatang (1)",
  exportFor: "Eksport pendaftaran untuk Monthly Medal",
  editEvent: "Sunting Acara",
  memberRates: "KADAR AHLI",
  memberRateType: "Jenis kadar ahli 1",
  noNonMemberRates: "Tiada kadar bukan ahli.",
  registrationsTab: "Pendaftaran",
  markPaidFor: /^Tanda Dibayar untuk /,
  flightsTab: "Flight",
  manageFlight: "Urus flight 1 bagi Monthly Medal",
  available: "Ada tempat",
  createFlight: "Cipta Flight",
} as const;

function mount(path: string, search: string, routes = {}) {
  const fetch = mockFetch({
    "GET /api/admin/session": () => json({ id: 1, username: "secretary" }),
    "GET /api/admin/stats": () => json(stats),
    "GET /api/admin/members": () => json([]),
    ...routes,
  });
  const loc = memoryLocation({ path, searchPath: search, record: true });
  const client = makeQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <Route path="/admin" nest>
          {children}
        </Route>
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  render(<AdminApp />, { wrapper: Wrapper });
  return { fetch, loc, user: userEvent.setup() };
}

// Each language's run also switches to the other and checks the screen changes in place.
describe.each([
  { ...EN, other: MS },
  { ...MS, other: EN },
])("admin dashboard ($locale)", (T) => {
  inLocale(T.locale);

  it("redirects /admin to the dashboard", async () => {
    const { loc } = mount("/admin", "");
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard"));
  });

  it("sends a visitor without an admin session to the login page", async () => {
    const { loc } = mount("/admin/dashboard", "", { "GET /api/admin/session": () => json(null) });
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
    expect(await screen.findByRole("button", { name: T.signIn })).toBeInTheDocument();
  });

  it("greets the admin, shows the stats with their change, and keeps the tab in the URL", async () => {
    const { loc, user } = mount("/admin/dashboard", "");
    expect(await screen.findByText(T.welcome)).toBeInTheDocument();
    expect(screen.getByText(T.online)).toBeInTheDocument();
    expect(await screen.findByTestId("stat-activeMembers")).toHaveTextContent("16");
    expect(screen.getByText("▲ 33.3%")).toBeInTheDocument();
    expect(screen.getByText(T.changeNew)).toBeInTheDocument();
    // 4 → 3 is a count, not "▼ 25%": percentages of small numbers mislead.
    expect(screen.getByText("▼ 1")).toBeInTheDocument();
    expect(screen.getByText(T.noChange)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: T.membersTab }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard?tab=members"));
    expect(await screen.findByText(T.noMembers)).toBeInTheDocument();
  });

  it("puts the action queue first: slips to review, money outstanding, this week's events with their fill", async () => {
    const { loc, user } = mount("/admin/dashboard", "");
    const slips = await screen.findByTestId("queue-slips");
    expect(await within(slips).findByTestId("queue-slips-value")).toHaveTextContent("3");
    expect(within(slips).getByText(T.slipsText)).toBeInTheDocument();
    const owed = screen.getByTestId("queue-outstanding");
    expect(within(owed).getByTestId("queue-outstanding-value")).toHaveTextContent("RM 1,234");
    expect(within(owed).getByText(T.owed)).toBeInTheDocument();
    const week = screen.getByTestId("queue-week");
    expect(within(week).getByText(T.week)).toBeInTheDocument();
    const rows = within(week).getAllByTestId("queue-week-event");
    expect(rows.map((r) => within(r).getByTestId("queue-week-fill").textContent)).toEqual(["12 / 40", "8 / 8"]);
    expect(within(week).getByRole("progressbar", { name: T.placesTaken("Saturday Medal", 12, 40) })).toHaveAttribute("aria-valuenow", "12");
    expect(within(rows[1]).getByText(T.full)).toBeInTheDocument();
    // The queue comes before the stat cards.
    const stat = screen.getByTestId("stat-activeMembers");
    expect(slips.compareDocumentPosition(stat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(slips).getByRole("link", { name: T.reviewSlips }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/payment-references?filter=awaiting"));
  });

  it("an empty queue reads calmly", async () => {
    mount("/admin/dashboard", "", { "GET /api/admin/stats": () => json(calm) });
    const slips = await screen.findByTestId("queue-slips");
    await waitFor(() => expect(within(slips).getByTestId("queue-slips-text")).toHaveTextContent(T.noSlips));
    expect(within(slips).queryByRole("link")).toBeNull();
    expect(within(screen.getByTestId("queue-outstanding")).getByText(T.nothingOutstanding)).toBeInTheDocument();
    expect(within(screen.getByTestId("queue-week")).getByText(T.noWeekEvents)).toBeInTheDocument();
  });

  it("opens the tab named in the URL; System Settings opens Settings", async () => {
    const { loc, user } = mount("/admin/dashboard", "tab=overview");
    await user.click(await screen.findByRole("button", { name: T.systemSettings }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard?tab=settings"));
    expect(screen.getByRole("tab", { name: T.settings })).toHaveAttribute("aria-selected", "true");
  });

  it("logs out to the login page, or toasts 'Logout failed'", async () => {
    let status = 500;
    const { loc, user } = mount("/admin/dashboard", "", {
      "POST /api/admin/logout": () => json({ message: status === 200 ? "Logged out" : "Server error" }, status),
    });
    await user.click(await screen.findByRole("button", { name: T.logout }));
    expect(await toasts().findByText(T.logoutFailed)).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole("button", { name: T.logout }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
  });

  it("dashboard: header, tab names and the overview, switched to the other language in place", async () => {
    mount("/admin/dashboard", "", { "GET /api/admin/stats": () => json({ ...stats, queue: { ...stats.queue, week: { ...stats.queue.week, events: stats.queue.week.events.slice(1) } } }) });
    expect(await screen.findByText(T.welcome)).toBeInTheDocument();
    expect(screen.getByText(T.online)).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(T.tabs.map((name) => (typeof name === "string" ? name : expect.stringMatching(name))));
    expect(screen.getByRole("tablist", { name: T.sections })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.logout })).toBeInTheDocument();
    // The switcher sits in the admin header (the app's desktop header is hidden here).
    expect(screen.getByRole("group", { name: T.language })).toBeInTheDocument();
    // Overview.
    // The heading shows while the overview loads; the lines under it come
    // with its answer, so each is waited for.
    expect(await screen.findByText(T.needsAttention)).toBeInTheDocument();
    expect(await screen.findByText(T.slipsText)).toBeInTheDocument();
    expect(await screen.findByText(T.owed)).toBeInTheDocument();
    expect(await screen.findByRole("progressbar", { name: T.placesTaken("Friday Social", 8, 8) })).toBeInTheDocument();
    expect(screen.getByText(T.activeMembers)).toBeInTheDocument();
    expect(screen.getByText(T.changeNew)).toBeInTheDocument();
    expect(screen.getByText(T.noChange)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.systemSettings })).toBeInTheDocument();
    expectNoRawIds();

    await act(() => activateLocale(T.other.locale));
    expect(screen.getByText(T.other.welcome)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: T.other.overview })).toBeInTheDocument();
    expect(screen.getByText(T.other.needsAttention)).toBeInTheDocument();
  });

  it("members tab: list, badges, tools, the form and its validation messages", async () => {
    const { user } = mount("/admin/dashboard", "tab=members", clubData);
    expect(await screen.findByRole("heading", { name: T.membersHeading }, { timeout: 8000 })).toBeInTheDocument();
    const row = await screen.findByTestId("member-row");
    expect(within(row).getByText(T.inactive)).toBeInTheDocument();
    expect(within(row).getByText(T.until)).toBeInTheDocument();
    expect(screen.getByText(T.membersSummary)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: T.membersHeading });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(T.columns);
    expect(within(row).getByRole("button", { name: T.edit("Ali bin Abu") })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: T.search })).toHaveAttribute("placeholder", T.searchPlaceholder);
    expectNoRawIds();

    await user.click(within(row).getByRole("button", { name: T.del("Ali bin Abu") }));
    expect(await screen.findByText(T.deleteTitle)).toBeInTheDocument();
    expect(screen.getByText(T.deleteText)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.cancel }));

    await user.click(screen.getByRole("button", { name: T.addMember }));
    const form = await screen.findByRole("form", { name: T.addForm });
    expect(screen.getByText(T.addTitle)).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: T.addMember }));
    expect(await within(form).findByText(T.errName)).toBeInTheDocument();
    expect(within(form).getByText(T.errPhone)).toBeInTheDocument();
    expect(within(form).getByText(T.errPassword)).toBeInTheDocument();
    expectNoRawIds();
  });

  it("events, registrations and flights tabs", async () => {
    const { user } = mount("/admin/dashboard", "tab=events", clubData);
    expect(await screen.findByRole("heading", { name: T.eventsHeading }, { timeout: 8000 })).toBeInTheDocument();
    const eventRow = await screen.findByTestId("admin-event-row");
    expect(within(eventRow).getByText(T.oneRate)).toBeInTheDocument();
    expect(within(eventRow).getByText(T.tournament)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: T.showUpcoming })).toBeInTheDocument();
    expect(within(eventRow).getByRole("button", { name: T.exportFor })).toBeInTheDocument();
    expectNoRawIds();

    await user.click(within(eventRow).getByRole("button", { name: T.edit("Monthly Medal") }));
    expect(await screen.findByText(T.editEvent)).toBeInTheDocument();
    expect(screen.getByText(T.memberRates)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: T.memberRateType })).toHaveValue("Weekday");
    expect(screen.getByText(T.noNonMemberRates)).toBeInTheDocument();
    expectNoRawIds();
    await user.click(screen.getByRole("button", { name: T.cancel }));

    await user.click(screen.getByRole("tab", { name: T.registrationsTab }));
    const reg = await screen.findByTestId("registration-1", {}, { timeout: 8000 });
    expect(within(reg).getByRole("checkbox", { name: T.markPaidFor })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: T.registrationsTab })).toBeInTheDocument();
    expectNoRawIds();

    await user.click(screen.getByRole("tab", { name: T.flightsTab }));
    const fl = await screen.findByTestId("flight-row-1", {}, { timeout: 8000 });
    expect(within(fl).getByRole("button", { name: T.manageFlight })).toBeInTheDocument();
    expect(within(fl).getByText(T.available)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.createFlight })).toBeInTheDocument();
    await waitFor(() => expectNoRawIds());
  });
});

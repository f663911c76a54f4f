// The admin screens in Bahasa Melayu: the dashboard's header and tabs, the
// overview, and the members, events, registrations and flights tabs render
// their texts from the admin catalog (admin.ms.json), with no raw id
// (admin.xyz) left on screen or in an accessible name; a switch back to
// English changes them in place.
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import { activateLocale } from "@/shared/i18n/i18n";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { json, mockFetch } from "@/test/publicHarness";
import { event, flight, flightMember, installDomShims, registration } from "@/test/adminData";
import AdminApp from "./AdminApp";
import type { AdminStats } from "@/shared/lib/adminTypes";
import type { AdminMember } from "@/shared/lib/types";

if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

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
      events: [{ id: 8, title: "Friday Social", date: "2026-11-27", time: "", registered: 8, capacity: 8 }],
    },
  },
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

beforeEach(() => installDomShims(1280));

afterEach(async () => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  await activateLocale("en");
});

function mount(search: string) {
  mockFetch({
    "GET /api/admin/me": () => json({ id: 1, username: "secretary" }),
    "GET /api/admin/stats": () => json(stats),
    "GET /api/admin/members": () => json([ali]),
    "GET /api/events": () => json([event(1, { title: "Monthly Medal", registered: 3, rates: [{ type: "Member Weekday", price: 120, category: "member" }] })]),
    "GET /api/registrations/all": () => json([registration(1, { eventTitle: "Monthly Medal", isPaid: false })]),
    "GET /api/flights/all": () => json([flight(1, { eventTitle: "Monthly Medal", members: [flightMember(1)], currentPlayers: 1 })]),
  });
  const loc = memoryLocation({ path: "/admin/dashboard", searchPath: search, record: true });
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
  return { loc, user: userEvent.setup() };
}

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

describe("admin screens in Malay", () => {
  it("dashboard: header, tab names and the overview, switched back to English in place", async () => {
    await activateLocale("ms");
    mount("");
    expect(await screen.findByText("Selamat datang, secretary")).toBeInTheDocument();
    expect(screen.getByText("Dalam talian")).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Ringkasan", "Ahli", "Acara", "Pendaftaran", "Flight", "Pembayaran", "Kandungan", "Mesej", expect.stringMatching(/^Tetapan/)]);
    expect(screen.getByRole("tablist", { name: "Bahagian pentadbir" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log keluar" })).toBeInTheDocument();
    // The switcher sits in the admin header (the app's desktop header is hidden here).
    expect(screen.getByRole("group", { name: /bahasa/i })).toBeInTheDocument();
    // Overview.
    // The heading shows while the overview loads; the lines under it come
    // with its answer, so each is waited for.
    expect(await screen.findByText("Perlu perhatian")).toBeInTheDocument();
    expect(await screen.findByText("3 slip pembayaran untuk disemak dengan penyata bank")).toBeInTheDocument();
    expect(await screen.findByText(/Terhutang oleh 9 pendaftaran belum dibayar untuk acara akan datang \(1 tanpa kadar/)).toBeInTheDocument();
    expect(await screen.findByRole("progressbar", { name: "Friday Social: 8 daripada 8 tempat diisi" })).toBeInTheDocument();
    expect(screen.getByText("Ahli Aktif")).toBeInTheDocument();
    expect(screen.getByText("Baharu")).toBeInTheDocument();
    expect(screen.getByText("Tiada perubahan")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tetapan Sistem" })).toBeInTheDocument();
    expectNoRawIds();

    await act(() => activateLocale("en"));
    expect(screen.getByText("Welcome, secretary")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Overview" })).toBeInTheDocument();
    expect(screen.getByText("Needs attention")).toBeInTheDocument();
  });

  it("members tab: list, badges, tools, the form and its validation messages", async () => {
    await activateLocale("ms");
    const { user } = mount("tab=members");
    expect(await screen.findByRole("heading", { name: "Ahli" }, { timeout: 8000 })).toBeInTheDocument();
    const row = await screen.findByTestId("member-row");
    expect(within(row).getByText("Tidak aktif")).toBeInTheDocument();
    expect(within(row).getByText(/^Hingga /)).toBeInTheDocument();
    expect(screen.getByText("1 ahli · 0 aktif")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Ahli" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Nama",
      "Telefon",
      "E-mel",
      "No. Keahlian",
      "Status",
      "Langganan",
      "Tindakan",
    ]);
    expect(within(row).getByRole("button", { name: "Sunting Ali bin Abu" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Cari ahli" })).toHaveAttribute("placeholder", "Cari nama, telefon, e-mel, no. ahli");
    expectNoRawIds();

    await user.click(within(row).getByRole("button", { name: "Padam Ali bin Abu" }));
    expect(await screen.findByText("Padam ahli?")).toBeInTheDocument();
    expect(screen.getByText(/akan dibuang bersama 2 pendaftaran acara/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Batal" }));

    await user.click(screen.getByRole("button", { name: "Tambah Ahli" }));
    const form = await screen.findByRole("form", { name: "Tambah ahli" });
    expect(screen.getByText("Tambah Ahli Baharu")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Tambah Ahli" }));
    expect(await within(form).findByText("Nama mesti sekurang-kurangnya 2 aksara")).toBeInTheDocument();
    expect(within(form).getByText("Nombor telefon mesti sekurang-kurangnya 10 digit")).toBeInTheDocument();
    expect(within(form).getByText("Kata laluan mesti sekurang-kurangnya 6 aksara")).toBeInTheDocument();
    expectNoRawIds();
  });

  it("events, registrations and flights tabs", async () => {
    await activateLocale("ms");
    const { user } = mount("tab=events");
    expect(await screen.findByRole("heading", { name: "Acara" }, { timeout: 8000 })).toBeInTheDocument();
    const eventRow = await screen.findByTestId("admin-event-row");
    expect(within(eventRow).getByText("1 kadar")).toBeInTheDocument();
    expect(within(eventRow).getByText("kejohanan")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Mendatang (1)" })).toBeInTheDocument();
    expect(within(eventRow).getByRole("button", { name: "Eksport pendaftaran untuk Monthly Medal" })).toBeInTheDocument();
    expectNoRawIds();

    await user.click(within(eventRow).getByRole("button", { name: "Sunting Monthly Medal" }));
    expect(await screen.findByText("Sunting Acara")).toBeInTheDocument();
    expect(screen.getByText("KADAR AHLI")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Jenis kadar ahli 1" })).toHaveValue("Weekday");
    expect(screen.getByText("Tiada kadar bukan ahli.")).toBeInTheDocument();
    expectNoRawIds();
    await user.click(screen.getByRole("button", { name: "Batal" }));

    await user.click(screen.getByRole("tab", { name: "Pendaftaran" }));
    const reg = await screen.findByTestId("registration-1", {}, { timeout: 8000 });
    expect(within(reg).getByRole("checkbox", { name: /^Tanda Dibayar untuk / })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pendaftaran" })).toBeInTheDocument();
    expectNoRawIds();

    await user.click(screen.getByRole("tab", { name: "Flight" }));
    const fl = await screen.findByTestId("flight-row-1", {}, { timeout: 8000 });
    expect(within(fl).getByRole("button", { name: "Urus flight 1 bagi Monthly Medal" })).toBeInTheDocument();
    expect(within(fl).getByText("Ada tempat")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cipta Flight" })).toBeInTheDocument();
    await waitFor(() => expectNoRawIds());
  });
});

import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, type Reply } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import { clubToday } from "@/shared/lib/format";
import type { MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { DashboardTab } from "./DashboardTab";
import { filterRegistrations, sortByEventDate } from "./RegistrationsList";

afterEach(() => {
  act(() => resetToasts());
});

const member: MemberProfile = {
  id: 7,
  name: "Aisha Rahman",
  phone: "0123456789",
  email: null,
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const today = clubToday();

function reg(id: number, eventId: number, title: string, offset: number, extra: Partial<MemberRegistration> = {}): MemberRegistration {
  return {
    id, eventId, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
    isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: null,
    paymentReferenceFileName: null, paymentReferenceUploadedAt: null, createdAt: "", eventTitle: title,
    eventDate: addDays(today, offset), eventTime: "7:30 AM", eventType: "tournament", ...extra,
  };
}

const regs = [
  reg(1, 11, "Far Cup", 40),
  reg(2, 12, "Old Medal", -10, { isPaid: true }),
  reg(3, 13, "Today Social", 0, { eventType: "social", price: null, priceLabel: "Contact for rate", guestRateType: "Standard" }),
  reg(4, 14, "", 5, { isPaid: true }),
  reg(5, 15, "Next Week Medal", 7),
  reg(6, 16, "Ancient Scramble", -100),
];

function setup(routes: Record<string, Reply> = {}, who: MemberProfile = member) {
  const fetch = mockFetch({
    "GET /api/member/session": { body: member },
    "GET /api/member/registrations": { body: regs },
    ...routes,
  });
  const user = userEvent.setup();
  const app = renderApp(<DashboardTab member={who} />, { path: "/member" });
  return { user, fetch, ...app };
}

/** Event titles of the desktop table, top to bottom. */
const tableTitles = () =>
  within(screen.getByTestId("registrations-table"))
    .getAllByTestId("registration-row")
    .map((r) => r.querySelector("td")?.textContent);

describe("DashboardTab", () => {
  it("greets by the preferred name when the member gave one", async () => {
    setup({}, { ...member, preferredName: "Kak Aisha" });
    expect(await screen.findByRole("heading", { name: "Welcome, Kak Aisha!" })).toBeInTheDocument();
  });

  it("shows the stat cards: Total, Upcoming, Past events, Member ID", async () => {
    setup();
    expect(await screen.findByTestId("stat-total")).toHaveTextContent("6");
    expect(screen.getByTestId("stat-upcoming")).toHaveTextContent("4");
    expect(screen.getByTestId("stat-past-events")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-member-id")).toHaveTextContent("BHG123456");
    // No preferred name: the full name, not a guessed word of it.
    expect(screen.getByRole("heading", { name: "Welcome, Aisha Rahman!" })).toBeInTheDocument();
  });

  it("lists the first 3 upcoming events, soonest first, linking to /events", async () => {
    setup();
    const list = await screen.findByTestId("upcoming-events");
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining("Today Social"),
      expect.stringContaining("Unknown Event"),
      expect.stringContaining("Next Week Medal"),
    ]);
    expect(links.every((l) => l.getAttribute("href") === "/events")).toBe(true);
  });

  it("filters registrations Ongoing / Past, each sorted by event date, earliest first", async () => {
    const { user } = setup();
    await screen.findByTestId("registrations-table");
    expect(tableTitles()).toEqual(["Today Social", "Unknown Event", "Next Week Medal", "Far Cup"]);
    await user.click(within(screen.getByRole("group", { name: "Filter registrations" })).getByRole("button", { name: "Past" }));
    expect(tableTitles()).toEqual(["Ancient Scramble", "Old Medal"]);
    expect(screen.getByTestId("registrations-total")).toHaveTextContent("6");
    expect(screen.getAllByText("Aisha Rahman").length).toBeGreaterThan(0);
  });

  it("shows rate and price, a Paid badge or a Pay Now link to the payment page", async () => {
    setup();
    const table = await screen.findByTestId("registrations-table");
    const rows = within(table).getAllByTestId("registration-row");
    const [todaySocial, unknown, nextWeek] = rows;
    expect(todaySocial).toHaveTextContent("Standard");
    expect(todaySocial).toHaveTextContent("Contact for rate");
    expect(within(todaySocial!).getByRole("link", { name: /Pay Now/ })).toHaveAttribute("href", "/payment/13/3");
    expect(within(unknown!).getByText("Paid")).toBeInTheDocument();
    expect(within(unknown!).queryByRole("link", { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(nextWeek).toHaveTextContent("RM 120");
    // Phone cards carry the same rows.
    expect(within(screen.getByTestId("registrations-cards")).getAllByTestId("registration-card")).toHaveLength(4);
  });

  it("shows one payment state per registration: Pay Now, slip sent and awaiting review, or Paid", async () => {
    setup({
      "GET /api/member/registrations": {
        body: [
          reg(21, 31, "Unpaid Cup", 3),
          reg(22, 32, "Slip Cup", 4, { paymentReferenceFileName: "slip.png", paymentReferenceFileUrl: "/u/slip.png" }),
          reg(23, 33, "Paid Cup", 5, { isPaid: true, paymentReferenceFileName: "slip.png" }),
          reg(24, 34, "Free Social", 6, { price: 0, priceLabel: "RM 0" }),
        ],
      },
    });
    const table = await screen.findByTestId("registrations-table");
    const [unpaid, slip, paid, free] = within(table).getAllByTestId("registration-row");
    // Unpaid: Pay Now and nothing else.
    expect(within(unpaid!).getByRole("link", { name: "Pay Now for Unpaid Cup" })).toHaveAttribute("href", "/payment/31/21");
    expect(within(unpaid!).queryByTestId("payment-status")).not.toBeInTheDocument();
    // Slip sent: the review state, no Pay Now, and the slip can be replaced.
    expect(within(slip!).getByTestId("payment-status")).toHaveTextContent("Slip sent · awaiting review");
    expect(within(slip!).queryByRole("link", { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(within(slip!).getByRole("link", { name: "Replace the slip for Slip Cup" })).toHaveAttribute("href", "/payment/32/22");
    // Paid: only Paid.
    expect(within(paid!).getByTestId("payment-status")).toHaveTextContent(/^\s*Paid$/);
    expect(within(paid!).queryByRole("link", { name: /Pay Now|Replace/ })).not.toBeInTheDocument();
    // A free rate has nothing to pay.
    expect(within(free!).getByTestId("payment-status")).toHaveTextContent("No fee");
    expect(within(free!).queryByRole("link", { name: /Pay Now/ })).not.toBeInTheDocument();
    // The phone cards show the same states.
    const cards = within(screen.getByTestId("registrations-cards")).getAllByTestId("registration-card");
    expect(cards.map((c) => c.querySelector("[data-testid=payment-status]")?.getAttribute("data-state") ?? "pay-now")).toEqual([
      "pay-now",
      "awaiting-review",
      "paid",
      "free",
    ]);
  });

  it("de-registers after the 'This action cannot be undone' confirmation", async () => {
    const { user, fetch } = setup({ "DELETE /api/events/15/registrations/5": { body: { message: "ok" } } });
    const table = await screen.findByTestId("registrations-table");
    await user.click(within(table).getByRole("button", { name: "De-register from Next Week Medal" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("This action cannot be undone");
    await user.click(within(confirm).getByRole("button", { name: "De-register" }));
    expect(await screen.findByText("De-registration Successful")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => init?.method === "DELETE" && String(url) === "/api/events/15/registrations/5")).toBe(true);
  });

  it("reports a failed de-registration", async () => {
    const { user } = setup({ "DELETE /api/events/15/registrations/5": { status: 500, body: { message: "boom" } } });
    const table = await screen.findByTestId("registrations-table");
    await user.click(within(table).getByRole("button", { name: "De-register from Next Week Medal" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "De-register" }));
    expect(await screen.findByText("Deregistration failed")).toBeInTheDocument();
    expect(screen.getByText("Unable to remove registration. Please try again.")).toBeInTheDocument();
  });

  it("cancelling the confirmation changes nothing", async () => {
    const { user, fetch } = setup();
    const table = await screen.findByTestId("registrations-table");
    await user.click(within(table).getByRole("button", { name: "De-register from Far Cup" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep my place" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("invites to browse events when there are no ongoing registrations", async () => {
    setup({ "GET /api/member/registrations": { body: [] } });
    expect(await screen.findByText("No ongoing registrations")).toBeInTheDocument();
    expect(screen.getByTestId("stat-total")).toHaveTextContent("0");
    expect(screen.getByTestId("registrations-total")).toHaveTextContent("0");
  });
});

describe("sortByEventDate / filterRegistrations", () => {
  it("sorts by date then time; unreadable dates last", () => {
    const list = [
      reg(1, 1, "b", 3, { eventTime: "9:00 AM" }),
      reg(2, 2, "x", 0, { eventDate: "someday" }),
      reg(3, 3, "a", 3, { eventTime: "7:00 AM" }),
      reg(4, 4, "c", 1),
    ];
    expect(sortByEventDate(list).map((r) => r.id)).toEqual([4, 3, 1, 2]);
  });

  it("puts today's events in Ongoing", () => {
    const list = [reg(1, 1, "t", 0), reg(2, 2, "y", -1)];
    expect(filterRegistrations(list, "ongoing", today).map((r) => r.id)).toEqual([1]);
    expect(filterRegistrations(list, "past", today).map((r) => r.id)).toEqual([2]);
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderApp, type Reply } from "@/test/renderApp";
import { clubToday } from "@/shared/lib/format";
import type { MemberFlight, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { flightPositions } from "@/features/flights";
import { MemberFlightsTab, flightEventOptions, upcomingFlights } from "./MemberFlightsTab";

beforeAll(polyfillRadix);

const member: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const today = clubToday();

function flight(id: number, eventId: number, title: string, offset: number, type = "tournament", extra: Partial<MemberFlight> = {}): MemberFlight {
  return {
    id, eventId, flightNumber: id, teeTime: "7:30 AM", startingHole: 10, notes: "", maxPlayers: 4, currentPlayers: 2,
    members: [
      { id: id * 10, position: 1, memberName: "Wong Mei Ling", isMine: false },
      { id: id * 10 + 1, position: 3, memberName: "Aisha Rahman", isMine: true },
    ],
    eventTitle: title, eventDate: addDays(today, offset), eventTime: "7:30 AM Shotgun", eventType: type, position: 3,
    registrationId: id, ...extra,
  };
}

function reg(eventId: number, title: string, offset: number, type: string): Partial<MemberRegistration> {
  return { id: eventId * 100, eventId, eventTitle: title, eventDate: addDays(today, offset), eventType: type };
}

function setup(flights: MemberFlight[], registrations: Partial<MemberRegistration>[] = [], routes: Record<string, Reply> = {}) {
  mockFetch({
    "GET /api/member/session": { body: member },
    "GET /api/member/flights": { body: flights },
    "GET /api/member/registrations": { body: registrations },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp(<MemberFlightsTab member={member} />, { path: "/member" });
  return { user };
}

const cardTitles = () => screen.getAllByTestId("flight-card").map((c) => within(c).getByRole("heading").textContent);

describe("MemberFlightsTab", () => {
  it("shows 'No Flight Arrangements Yet' with Browse Events when the member has no flights", async () => {
    setup([]);
    expect(await screen.findByText("No Flight Arrangements Yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Flight Arrangements" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Events" })).toHaveAttribute("href", "/events");
  });

  it("lists only upcoming tournament and social flights, soonest first, the member as 'You'", async () => {
    setup([
      flight(1, 21, "Later Medal", 30),
      flight(2, 22, "Past Medal", -3),
      flight(3, 23, "Trip Flight", 5, "Golf Trips"),
      flight(4, 24, "Soon Social", 2, "social", { notes: "Buggies at the 10th" }),
    ]);
    await screen.findAllByTestId("flight-card");
    expect(cardTitles()).toEqual(["Soon Social", "Later Medal"]);
    const card = screen.getAllByTestId("flight-card")[0]!;
    expect(card).toHaveTextContent("#4");
    expect(card).toHaveTextContent("7:30 AM");
    expect(card).toHaveTextContent("Buggies at the 10th");
    const players = within(within(card).getByRole("list", { name: "Flight 4 players" })).getAllByRole("listitem");
    expect(players.map((p) => p.textContent)).toEqual(["1Wong Mei Ling", "2Open", "3Aisha RahmanYou", "4Open"]);
    expect(players[2]).toHaveAttribute("data-mine", "true");
  });

  it("filters by event ('title - date'), with 'No Upcoming Flight Events' when the event has no flight", async () => {
    const { user } = setup(
      [flight(1, 21, "Later Medal", 30), flight(4, 24, "Soon Social", 2, "social")],
      [reg(25, "Championship", 60, "tournament"), reg(26, "Island Trip", 10, "Golf Trips"), reg(27, "Old Cup", -5, "tournament")],
    );
    await screen.findAllByTestId("flight-card");
    await user.click(screen.getByRole("combobox", { name: "Filter by Event" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "All Events",
      expect.stringMatching(/^Soon Social - \d{1,2} \w{3} \d{4}$/),
      expect.stringMatching(/^Later Medal - /),
      expect.stringMatching(/^Championship - /),
    ]);
    await user.click(options[2]!);
    expect(cardTitles()).toEqual(["Later Medal"]);

    await user.click(screen.getByRole("combobox", { name: "Filter by Event" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: /Championship/ }));
    expect(screen.queryByTestId("flight-card")).not.toBeInTheDocument();
    expect(screen.getByText("No Upcoming Flight Events")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find Events" })).toHaveAttribute("href", "/events");
  });

  it("shows 'No Upcoming Flight Events' when every flight is in the past", async () => {
    setup([flight(2, 22, "Past Medal", -3)]);
    expect(await screen.findByText("No Upcoming Flight Events")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter by Event" })).toHaveTextContent("All Events");
  });
});

describe("flight helpers", () => {
  it("upcomingFlights keeps today's flights", () => {
    expect(upcomingFlights([flight(1, 1, "t", 0), flight(2, 2, "y", -1)], today).map((f) => f.id)).toEqual([1]);
  });
  it("flightEventOptions lists each event once", () => {
    const opts = flightEventOptions([flight(1, 21, "A", 3), flight(2, 21, "A", 3)], [reg(21, "A", 3, "tournament") as MemberRegistration], today);
    expect(opts).toHaveLength(1);
  });
  it("flightPositions shows four places unless the flight is smaller", () => {
    expect(flightPositions({ maxPlayers: 4, members: [] })).toEqual([1, 2, 3, 4]);
    expect(flightPositions({ maxPlayers: 3, members: [] })).toEqual([1, 2, 3]);
  });
});

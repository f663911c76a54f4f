import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { LOCALES, t } from "@/shared/i18n/i18n";
import { clubToday } from "@/shared/lib/format";
import type { MemberFlight } from "@/shared/lib/types";
import type { MyHandicap, MyRounds } from "../types";
import { HandicapCard } from "./HandicapCard";
import { MyRoundsCard } from "./MyRoundsCard";
import { ScorecardTodayCard, flightsToScore } from "./ScorecardTodayCard";

const AREAS = ["scorecard", "handicap", "rounds"];

const handicap: MyHandicap = {
  index: -2.1,
  history: [
    { index: -2.1, changedAt: "2026-11-01T02:00:00Z", by: "admin" },
    { index: 3.4, changedAt: "2026-06-01T02:00:00Z", by: "member" },
  ],
};

describe.each(LOCALES)("Handicap Index and My rounds (%s)", (locale) => {
  inLocale(locale);

  it("shows a plus handicap with '+', its history, and saves a new index after checking it", async () => {
    const fetch = mockFetch({
      "GET /api/me/handicap": { body: handicap },
      "PUT /api/me/handicap": { body: { index: 12.4, history: [] } },
    });
    const user = userEvent.setup();
    renderApp(<HandicapCard />);
    expect(await screen.findByTestId("handicap-index")).toHaveTextContent("+2.1");
    expect(screen.getByText(t("handicap.byAdmin"), { exact: false })).toBeVisible();
    expect(screen.getByText("3.4")).toBeVisible();

    await user.click(screen.getByRole("button", { name: t("handicap.changeLabel") }));
    const input = screen.getByLabelText(t("handicap.title"));
    expect(input).toHaveValue("+2.1");
    await user.clear(input);
    await user.type(input, "54.5");
    await user.click(screen.getByRole("button", { name: t("common.save") }));
    expect(await screen.findByText(t("handicap.invalid"))).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await user.clear(input);
    await user.type(input, "12,4");
    await user.click(screen.getByRole("button", { name: t("common.save") }));
    await waitFor(() => expect(sentBody(fetch, "PUT /api/me/handicap")).toEqual({ index: 12.4 }));
    expectNoRawIds(AREAS);
  });

  it("lists the member's rounds and draws the handicap trend", async () => {
    const rounds: MyRounds = {
      handicap: [
        { index: 14.2, changedAt: "2026-03-01T00:00:00Z" },
        { index: 12.8, changedAt: "2026-07-01T00:00:00Z" },
      ],
      rounds: [
        { eventId: 3, title: "March Medal", date: "2026-03-14", format: "stroke", gross: 88, net: 74, points: 0, label: "T3", finalised: true },
        { eventId: 4, title: "Stableford Cup", date: "2026-07-11", format: "stableford", gross: 90, net: 76, points: 36, label: "", finalised: false },
      ],
    };
    mockFetch({ "GET /api/me/rounds": { body: rounds } });
    renderApp(<MyRoundsCard />);
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Stableford Cup");
    expect(within(items[0]).getByText(t("rounds.points", { n: 36 }))).toBeVisible();
    expect(within(items[0]).getByText(t("rounds.provisional"), { exact: false })).toBeVisible();
    expect(within(items[1]).getByText(t("rounds.position", { label: "T3" }), { exact: false })).toBeVisible();
    expect(await screen.findByTestId("handicap-chart")).toBeInTheDocument();
    // The chart says in words what it draws: from 14.2 to 12.8.
    const chart = within(screen.getByTestId("handicap-chart")).getByRole("img");
    expect(chart.getAttribute("aria-label")).toMatch(/14\.2.*12\.8/);
    expectNoRawIds(AREAS);
  });
});

describe("the dashboard's way to the scorecard", () => {
  const today = clubToday();
  const flight = (eventId: number, eventDate: string): MemberFlight => ({
    id: eventId * 10, eventId, flightNumber: 2, teeTime: "07:30", startingHole: 1, notes: "", maxPlayers: 4, currentPlayers: 4, members: [],
    eventTitle: `Event ${eventId}`, eventDate, eventTime: "7:30 AM", eventType: "tournament", position: 1, registrationId: eventId * 100,
  });
  const golf = { courseId: 1, courseName: "Bukit Hijau", tee: "White", format: "stableford" as const, allowance: 95, leaderboardPublic: true, celebrateFollowed: true, orderOfMerit: true, finalisedAt: null };

  it("offers the scorecard only on the day of a scored event the member has a flight in", () => {
    const flights = [flight(1, today), flight(2, today), flight(3, "2020-01-01")];
    const events = [{ id: 1, golf }, { id: 2, golf: null }, { id: 3, golf }];
    expect(flightsToScore(flights, events, today).map((f) => f.eventId)).toEqual([1]);
  });

  it("links to /events/{id}/scorecard", async () => {
    mockFetch({ "GET /api/member/flights": { body: [flight(1, today)] }, "GET /api/events": { body: [{ id: 1, golf }] } });
    renderApp(<ScorecardTodayCard />);
    expect(await screen.findByRole("link", { name: t("scorecard.title") })).toHaveAttribute("href", "/events/1/scorecard");
  });
});

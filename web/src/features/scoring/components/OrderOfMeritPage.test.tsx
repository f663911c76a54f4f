// The Order of Merit in each language: counted events marked in words as
// well as colour, the season picker, and the divisions' tabs.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { polyfillRadix } from "@/test/publicHarness";
import type { MeritStanding, OrderOfMerit } from "../types";
import OrderOfMeritPage, { formatPoints } from "./OrderOfMeritPage";

const ev = (eventId: number, points: number, counted: boolean) => ({ eventId, title: `Medal ${eventId}`, date: "2026-03-01", position: 1, label: "1", points, counted });

const standings = (season: number): MeritStanding[] => [
  { position: 1, label: "1", memberId: 7, name: `Aisyah ${season}`, points: 180, events: [ev(1, 100, true), ev(2, 80, true), ev(3, 40, false)] },
  { position: 2, label: "T2", memberId: 8, name: "Ben", points: 62.5, events: [ev(1, 62.5, true)] },
];

const merit = (season: number, divisions: OrderOfMerit["divisions"] = []): OrderOfMerit => ({
  season,
  seasons: [2025, 2026],
  bestN: 2,
  standings: standings(season),
  divisions,
});

describe.each([
  { locale: "en" as const, counted: "counted", notCounted: "not counted", bestN: "A member's best 2 events count.", season: "Season", overall: "Overall" },
  { locale: "ms" as const, counted: "dikira", notCounted: "tidak dikira", bestN: "2 acara terbaik seseorang ahli dikira.", season: "Musim", overall: "Keseluruhan" },
])("OrderOfMeritPage ($locale)", ({ locale, counted, notCounted, bestN, season, overall }) => {
  inLocale(locale);

  it("marks each member's counted events, and says so for the dropped one", async () => {
    mockFetch({ "GET /api/member/session": { body: null }, "GET /api/order-of-merit": { body: merit(2026) } });
    renderApp(<OrderOfMeritPage />);
    const rows = await screen.findAllByTestId("merit-row");
    expect(rows).toHaveLength(2);
    expect(screen.getByText(bestN)).toBeInTheDocument();
    const events = within(rows[0]).getAllByTestId("merit-event");
    expect(events.map((e) => e.getAttribute("data-counted"))).toEqual(["true", "true", "false"]);
    expect(events[0]).toHaveTextContent(new RegExp(`${counted}$`));
    expect(events[2]).toHaveTextContent(new RegExp(`${notCounted}$`));
    expect(within(rows[1]).getByText("62.5")).toBeInTheDocument();
    expect(within(rows[1]).getByText("T2")).toBeInTheDocument();
    expect(within(events[0]).getByRole("link")).toHaveAttribute("href", "/events/1/results");
    expectNoRawIds(["merit"]);
  });

  it("another season is asked for with ?season=", async () => {
    const fetchMock = mockFetch({
      "GET /api/member/session": { body: null },
      "GET /api/order-of-merit": (_init, url) => ({ body: merit(Number(url.searchParams.get("season") ?? 2026)) }),
    });
    const user = userEvent.setup();
    renderApp(<OrderOfMeritPage />);
    await screen.findByText("Aisyah 2026");
    await user.selectOptions(screen.getByLabelText(season), "2025");
    expect(await screen.findByText("Aisyah 2025")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === "/api/order-of-merit?season=2025")).toBe(true);
  });

  it("divisions are tabs after the overall standings", async () => {
    polyfillRadix();
    mockFetch({
      "GET /api/member/session": { body: null },
      "GET /api/order-of-merit": { body: merit(2026, [{ name: "Division A", standings: [{ ...standings(2026)[1], name: "Only Ben" }] }]) },
    });
    const user = userEvent.setup();
    renderApp(<OrderOfMeritPage />);
    expect(await screen.findByRole("tab", { name: overall })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Division A" }));
    await waitFor(() => expect(screen.getByText("Only Ben")).toBeInTheDocument());
  });
});

describe("formatPoints", () => {
  it("whole points plainly, a shared place's to one decimal", () => {
    expect([formatPoints(100), formatPoints(62.5), formatPoints(33.333)]).toEqual(["100", "62.5", "33.3"]);
  });
});

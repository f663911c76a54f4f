// The admin's Scoring screen in each language: cards by flight with who
// has confirmed, a correction with the next revision, DQ/NR, and
// finalising, which names the players who have not confirmed first.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { ADMIN, installDomShims } from "@/test/adminData";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { AdminScores, AdminScoringPlayer, GolfSettings } from "../types";
import ScoringPage from "./ScoringPage";

beforeEach(() => installDomShims());

const GOLF: GolfSettings = {
  courseId: 3,
  courseName: "Seri Kembangan",
  tee: "White",
  format: "stableford",
  allowance: 95,
  leaderboardPublic: true,
  celebrateFollowed: true,
  orderOfMerit: true,
  finalisedAt: null,
};
const COURSE = {
  id: 3,
  name: "Seri Kembangan",
  tees: [{ name: "White", courseRating: 71.2, slope: 125, holes: Array.from({ length: 18 }, (_, i) => ({ par: i === 2 ? 3 : 4, strokeIndex: i + 1 })) }],
};
const player = (registrationId: number, flightId: number, over: Partial<AdminScoringPlayer> = {}): AdminScoringPlayer => ({
  registrationId,
  memberId: registrationId + 100,
  name: `Player ${registrationId}`,
  handicapIndex: 12.4,
  playingHandicap: 13,
  received: Array(18).fill(1),
  status: "",
  confirmedAt: null,
  scores: Array.from({ length: 18 }, (_, i) => ({ hole: i + 1, strokes: 5, pickedUp: false, revision: i === 6 ? 3 : 1, enteredBy: "Ali", enteredAt: "2026-11-28T01:00:00Z" })),
  flightId,
  flightName: `Flight ${flightId}`,
  ...over,
});
const SCORES: AdminScores = {
  eventId: 5,
  title: "Monthly Medal",
  date: "2026-11-28",
  format: "stableford",
  allowance: 95,
  locked: false,
  finalised: false,
  course: { name: "Seri Kembangan", tee: "White", holes: COURSE.tees[0].holes.map((h, i) => ({ number: i + 1, ...h })) },
  players: [
    player(1, 1, { name: "Aisyah", confirmedAt: "2026-11-28T05:00:00Z" }),
    player(2, 1, { name: "Ben" }),
    player(3, 2, { name: "Chong", confirmedAt: "2026-11-28T05:10:00Z" }),
    player(4, 2, { name: "Devi", status: "NR" }),
  ],
};

function setup() {
  const fetchMock = mockFetch({
    "GET /api/admin/session": { body: ADMIN },
    "GET /api/events/5": { body: { id: 5, title: "Monthly Medal", date: "2026-11-28", golf: GOLF } },
    "GET /api/admin/courses": { body: [COURSE] },
    "GET /api/admin/events/5/scores": { body: SCORES },
    "GET /api/admin/events/5/score-log": { body: [{ registrationId: 2, playerName: "Ben", hole: 7, strokes: 5, pickedUp: false, revision: 3, enteredBy: "Ali", enteredAt: "2026-11-28T02:00:00Z" }] },
    "GET /api/admin/events/5/side-prizes": { body: [] },
    "POST /api/admin/events/5/finalise": { body: { eventId: 5 } },
    "POST /api/admin/events/5/scores": (init) => ({ body: { entries: (JSON.parse(String(init?.body)) as { entries: object[] }).entries.map((e) => ({ ...e, conflict: false })) } }),
    "PUT /api/admin/events/5/cards/3/status": { status: 204 },
  });
  const user = userEvent.setup();
  renderApp(<Route path="/admin/events/:id/scoring" component={ScoringPage} />, { path: "/admin/events/5/scoring" });
  return { fetchMock, user };
}

describe.each([
  { locale: "en" as const, finalise: "Finalise results", confirm: "Finalise", cancel: "Cancel", waiting: "1 player has not confirmed their card:", confirmed: "Confirmed", notConfirmed: "Not confirmed", correctBen: "Correct the card of Ben", hole: "Hole", strokes: "Strokes", saveCorrection: "Save correction", range: "Strokes are 1 to 20.", statusChong: "Status of Chong's card", done: "Results finalised" },
  { locale: "ms" as const, finalise: "Muktamadkan keputusan", confirm: "Muktamadkan", cancel: "Cancel", waiting: "1 pemain belum mengesahkan kad mereka:", confirmed: "Disahkan", notConfirmed: "Belum disahkan", correctBen: "Betulkan kad Ben", hole: "Lubang", strokes: "Pukulan", saveCorrection: "Simpan pembetulan", range: "Pukulan ialah 1 hingga 20.", statusChong: "Status kad Chong", done: "Keputusan dimuktamadkan" },
])("ScoringPage ($locale)", (l) => {
  inLocale(l.locale);

  it("shows the cards by flight with who has confirmed; finalising warns who has not, then finalises", async () => {
    const { fetchMock, user } = setup();
    const cards = await screen.findByTestId("cards");
    expect(within(cards).getByRole("heading", { name: "Flight 1" })).toBeInTheDocument();
    expect(within(cards).getByRole("heading", { name: "Flight 2" })).toBeInTheDocument();
    const rows = within(cards).getAllByTestId("admin-card-row");
    expect(rows.map((r) => within(r).getByTestId("confirmation").textContent)).toEqual([l.confirmed, l.notConfirmed, l.confirmed, l.notConfirmed]);
    expect(await screen.findByTestId("score-log-row")).toHaveTextContent("Ben");
    expectNoRawIds(["admin"]);

    await user.click(within(cards).getByRole("button", { name: l.finalise }));
    let dialog = await screen.findByRole("alertdialog");
    // Devi's card is NR: she need not confirm. Ben has not.
    expect(within(dialog).getByTestId("finalise-unconfirmed")).toHaveTextContent(l.waiting);
    expect(within(dialog).getByTestId("finalise-unconfirmed")).toHaveTextContent(/Ben$/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith("/finalise"))).toBe(false);

    await user.click(within(cards).getByRole("button", { name: l.finalise }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: l.confirm }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith("/api/admin/events/5/finalise") && i?.method === "POST")).toBe(true));
    expect(await screen.findByText(l.done)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("a correction checks the strokes and sends the hole's next revision; DQ is set per card", async () => {
    const { fetchMock, user } = setup();
    const cards = await screen.findByTestId("cards");
    await user.click(within(cards).getByRole("button", { name: l.correctBen }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText(l.hole), "7");
    const strokes = within(dialog).getByLabelText(l.strokes);
    expect(strokes).toHaveValue("5");
    await user.clear(strokes);
    await user.type(strokes, "21");
    await user.click(within(dialog).getByRole("button", { name: l.saveCorrection }));
    expect(within(dialog).getByText(l.range)).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST /api/admin/events/5/scores")).toBeUndefined();
    await user.clear(strokes);
    await user.type(strokes, "4");
    await user.click(within(dialog).getByRole("button", { name: l.saveCorrection }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST /api/admin/events/5/scores")).toEqual({ entries: [{ registrationId: 2, hole: 7, strokes: 4, pickedUp: false, revision: 4 }] }),
    );

    await user.selectOptions(within(cards).getByLabelText(l.statusChong), "DQ");
    await waitFor(() => expect(sentBody(fetchMock, "PUT /api/admin/events/5/cards/3/status")).toEqual({ status: "DQ" }));
  });
});

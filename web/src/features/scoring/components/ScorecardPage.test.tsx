import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody, type Reply } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { toasts } from "@/test/toasts";
import { LOCALES, t } from "@/shared/i18n/i18n";
import type { Scorecard, ScoreEntryInput, ScoreEntryResult } from "../types";
import { closeScoringDB } from "../offline/db";
import { pendingScores } from "../offline/queue";
import { PARS, played, testCard, testPlayer } from "../offline/testData";
import { ScorecardScreen } from "./ScorecardPage";

const AREAS = ["scorecard", "handicap", "rounds"];
const SCORES = "POST /api/events/5/scores";

beforeEach(async () => {
  await closeScoringDB();
  globalThis.indexedDB = new IDBFactory();
});

/** The server accepts every entry at the revision the phone sent. */
const accept: Reply = (init) => {
  const { entries } = JSON.parse(String(init?.body)) as { entries: ScoreEntryInput[] };
  return { body: { entries: entries.map((e): ScoreEntryResult => ({ ...e, conflict: false })) } };
};

function setup(card: Scorecard, routes: Record<string, Reply> = {}) {
  const fetch = mockFetch({ "GET /api/events/5/scorecard": { body: card }, [SCORES]: accept, ...routes });
  const user = userEvent.setup();
  const app = renderApp(<ScorecardScreen eventId={5} />, { path: "/events/5/scorecard" });
  return { fetch, user, ...app };
}

/** Everyone has played holes 1 and 2: the card opens on hole 3 (par 3, SI 15). */
const twoHolesIn = () => testCard({ players: testCard().players.map((p) => ({ ...p, scores: played(2) })) });

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe.each(LOCALES)("My scorecard (%s)", (locale) => {
  inLocale(locale);

  it("opens on the flight's next hole with par, stroke index and strokes received, and sends an entry with its revision", async () => {
    const { fetch, user } = setup(twoHolesIn());
    expect(await screen.findByRole("heading", { name: t("scorecard.hole", { n: 3 }) })).toBeVisible();
    expect(screen.getByText(t("scorecard.par", { n: 3 }))).toBeVisible();
    expect(screen.getByText(t("scorecard.si", { n: 15 }))).toBeVisible();
    const aisyah = screen.getByTestId("player-11");
    expect(within(aisyah).getByText(t("scorecard.received", { n: 1 }))).toBeVisible();
    expect(within(screen.getByTestId("player-14")).getByText(t("scorecard.noStrokes"))).toBeVisible();
    // par−2 … par+4, never below one stroke.
    const quick = within(aisyah).getByRole("group", { name: t("scorecard.quickFor", { name: "Aisyah Rahman" }) });
    expect(within(quick).getAllByRole("button").map((b) => b.textContent)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);

    await user.click(within(aisyah).getByRole("button", { name: t("scorecard.strokesFor", { strokes: 2, name: "Aisyah Rahman" }) }));
    await waitFor(() => expect(sentBody(fetch, SCORES)).toEqual({ entries: [{ registrationId: 11, hole: 3, strokes: 2, pickedUp: false, revision: 1 }] }));
    // A birdie on a par 3 with a stroke received: 4 points on top of 2 holes at net birdie.
    await waitFor(() => expect(within(aisyah).getByTestId("running-total")).toHaveAccessibleName(t("scorecard.pointsTotal", { n: 3 + 3 + 4, thru: 3 })));
    await waitFor(async () => expect(await pendingScores(5)).toEqual([]));
    expectNoRawIds(AREAS);
  });

  it("moves between holes with the buttons, the arrow keys and a swipe", async () => {
    setup(twoHolesIn());
    const view = await screen.findByTestId("hole-view");
    fireEvent.click(screen.getByRole("button", { name: t("scorecard.nextHole") }));
    expect(screen.getByRole("heading", { name: t("scorecard.hole", { n: 4 }) })).toBeVisible();
    fireEvent.keyDown(view, { key: "ArrowLeft" });
    expect(screen.getByRole("heading", { name: t("scorecard.hole", { n: 3 }) })).toBeVisible();
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 300, clientY: 400 });
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 120, clientY: 410 });
    expect(screen.getByRole("heading", { name: t("scorecard.hole", { n: 4 }) })).toBeVisible();
    // A mostly vertical movement is a scroll, not a swipe.
    fireEvent.pointerDown(view, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(view, { pointerId: 2, clientX: 220, clientY: 500 });
    expect(screen.getByRole("heading", { name: t("scorecard.hole", { n: 4 }) })).toBeVisible();
  });

  it("offline: saves entries on the phone, says how many wait and where, and sends them once when the signal returns", async () => {
    const { fetch, user } = setup(twoHolesIn());
    const aisyah = await screen.findByTestId("player-11");
    setOnline(false);
    expect(screen.getByTestId("scorecard-offline")).toHaveTextContent(t("scorecard.offline"));

    await user.click(within(aisyah).getByRole("button", { name: t("scorecard.strokesFor", { strokes: 3, name: "Aisyah Rahman" }) }));
    await user.click(within(screen.getByTestId("player-12")).getByRole("button", { name: t("scorecard.pickedUpFor", { name: "Rashid Ali" }) }));
    expect(await screen.findByText(t("scorecard.pending", { n: 2 }))).toBeVisible();
    expect(within(aisyah).getByTestId("waiting")).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: t("scorecard.view.card") }));
    expect(screen.getByRole("button", { name: t("scorecard.cellWaiting", { hole: 3, name: "Aisyah Rahman", score: t("scorecard.scoreWithClass", { strokes: 3, kind: t("scorecard.class.par") }) }) })).toBeVisible();
    expect(screen.getAllByTestId("cell-waiting")).toHaveLength(2);

    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId("pending-count")).toBeNull());
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(1);
    expect(sentBody(fetch, SCORES)).toEqual({
      entries: [
        { registrationId: 11, hole: 3, strokes: 3, pickedUp: false, revision: 1 },
        { registrationId: 12, hole: 3, strokes: null, pickedUp: true, revision: 1 },
      ],
    });
    expect(screen.queryAllByTestId("cell-waiting")).toHaveLength(0);
    expectNoRawIds(AREAS);
  });

  it("opens with no signal from the copy saved on the phone", async () => {
    const first = setup(twoHolesIn());
    await screen.findByTestId("hole-view");
    first.unmount();
    mockFetch({}).mockRejectedValue(new TypeError("Failed to fetch"));
    renderApp(<ScorecardScreen eventId={5} />);
    expect(await screen.findByRole("heading", { name: "Monthly Medal" })).toBeVisible();
    expect(screen.getByTestId("player-13")).toHaveTextContent("Mei Ling Tan");
  });

  it("marks every score on the card with a shape and colour, and says its class in words", async () => {
    const scores = played(6, (h, par) => [par - 2, par - 1, par, par + 1, par + 2, par + 3][h - 1]);
    setup(testCard({ players: [testPlayer(11, "Aisyah Rahman", { isMe: true, scores })] }));
    await userEvent.setup().click(await screen.findByRole("button", { name: t("scorecard.view.card") }));
    const grid = screen.getByTestId("card-grid");
    const classes = ["eagle", "birdie", "par", "bogey", "double", "double"];
    classes.forEach((kind, i) => {
      const cell = within(grid).getByRole("button", {
        name: t("scorecard.cell", { hole: i + 1, name: "Aisyah Rahman", score: t("scorecard.scoreWithClass", { strokes: scores[i].strokes!, kind: t(`scorecard.class.${kind}` as "scorecard.class.par") }) }),
      });
      expect(cell.querySelector("[data-class]")).toHaveAttribute("data-class", kind);
    });
    // The shape is the cue besides colour: circles round birdies and better, squares round bogeys and worse, a second line for two.
    const mark = (kind: string) => grid.querySelector(`[data-class="${kind}"]`)!.className;
    expect(mark("birdie")).toMatch(/rounded-full/);
    expect(mark("eagle")).toMatch(/rounded-full.*outline-2|outline-2.*rounded-full/);
    expect(mark("bogey")).toMatch(/rounded-sm/);
    expect(mark("bogey")).not.toMatch(/outline-2/);
    expect(mark("double")).toMatch(/rounded-sm.*outline-2|outline-2.*rounded-sm/);
    expect(within(grid).getByRole("list", { name: t("scorecard.legend") })).toBeVisible();
    expectNoRawIds(AREAS);
  });

  it("shows who had changed a score the phone overwrote", async () => {
    const { user } = setup(twoHolesIn(), {
      [SCORES]: (init) => {
        const { entries } = JSON.parse(String(init?.body)) as { entries: ScoreEntryInput[] };
        return { body: { entries: entries.map((e) => ({ ...e, revision: 2, conflict: true, overwrote: { strokes: 5, pickedUp: false, enteredBy: "Rashid Ali" } })) } };
      },
    });
    const aisyah = await screen.findByTestId("player-11");
    await user.click(within(aisyah).getByRole("button", { name: t("scorecard.strokesFor", { strokes: 4, name: "Aisyah Rahman" }) }));
    expect(await within(aisyah).findByText(t("scorecard.changedBy", { name: "Rashid Ali" }))).toBeVisible();
    expect(await toasts().findByText(t("scorecard.changedBy", { name: "Rashid Ali" }))).toBeVisible();
    expectNoRawIds(AREAS);
  });

  it("'I agree with my card' waits for all 18 holes, then confirms", async () => {
    const seventeen = testCard({ players: [testPlayer(11, "Aisyah Rahman", { isMe: true, scores: played(17) }), testPlayer(12, "Rashid Ali", { scores: played(18) })] });
    const { fetch, user } = setup(seventeen, { "POST /api/events/5/scorecard/confirm": { body: { confirmedAt: "2026-11-26T06:30:00Z" } } });
    const confirm = await screen.findByRole("button", { name: t("scorecard.confirm") });
    expect(confirm).toBeDisabled();
    expect(screen.getByText(t("scorecard.confirmHint"))).toBeVisible();

    // The card opens on the hole still open, the 18th; its score makes the card complete.
    expect(screen.getByRole("heading", { name: t("scorecard.hole", { n: 18 }) })).toBeVisible();
    await user.click(within(screen.getByTestId("player-11")).getByRole("button", { name: t("scorecard.strokesFor", { strokes: PARS[17], name: "Aisyah Rahman" }) }));
    await waitFor(() => expect(screen.getByRole("button", { name: t("scorecard.confirm") })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: t("scorecard.confirm") }));
    expect(await screen.findByTestId("card-confirmed")).toBeVisible();
    expect(sentBody(fetch, "POST /api/events/5/scorecard/confirm")).toEqual({ registrationId: 11 });
    expectNoRawIds(AREAS);
  });

  it("a card with NR may be confirmed before 18 holes", async () => {
    setup(testCard({ players: [testPlayer(11, "Aisyah Rahman", { isMe: true, status: "NR", scores: played(9) })] }));
    expect(await screen.findByRole("button", { name: t("scorecard.confirm") })).toBeEnabled();
  });

  it("a locked card is read-only, with a note", async () => {
    setup(testCard({ locked: true, finalised: true, players: [testPlayer(11, "Aisyah Rahman", { isMe: true, scores: played(18) })] }));
    expect(await screen.findByText(t("scorecard.locked"))).toBeVisible();
    expect(screen.queryByRole("group", { name: t("scorecard.quickFor", { name: "Aisyah Rahman" }) })).toBeNull();
    expect(screen.queryByRole("button", { name: t("scorecard.confirm") })).toBeNull();
    expectNoRawIds(AREAS);
  });

  it("before the event's day the card is read-only, with a note", async () => {
    setup(testCard({ date: "2999-01-01" }));
    expect(await screen.findByText(t("scorecard.notYet"))).toBeVisible();
    expect(screen.queryByRole("group", { name: t("scorecard.quickFor", { name: "Aisyah Rahman" }) })).toBeNull();
  });

  it("says so when the member is not in a flight of the event", async () => {
    mockFetch({ "GET /api/events/5/scorecard": { status: 403, body: { message: "not in flight", code: "not_in_flight" } } });
    renderApp(<ScorecardScreen eventId={5} />);
    expect(await screen.findByText(t("scorecard.notInFlight"))).toBeVisible();
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { useCallback, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CELEBRATION_MS, CelebrationOverlay, VIBRATION_PATTERN, celebrationTexts } from "./CelebrationOverlay";
import { parseCelebration, type Celebration } from "./useRealtime";
import { expectNoRawIds, inLocale } from "@/test/locales";

const ben: Celebration = { memberName: "Ben Lee", eventTitle: "Monthly Medal", eventType: "tournament", eventId: 3 };
const you: Celebration = { memberName: "You", eventTitle: "Friday Social", eventType: "social", eventId: 4 };

/** The provider's queue, in small: shows the head, drops it when done. */
function Queue({ initial }: { initial: Celebration[] }) {
  const [q, setQ] = useState(initial);
  const next = useCallback(() => setQ((x) => x.slice(1)), []);
  return <CelebrationOverlay celebration={q[0] ?? null} onDone={next} waiting={Math.max(0, q.length - 1)} />;
}

let vibrate: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true, writable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "vibrate");
});

describe("CelebrationOverlay", () => {
  it("shows the spec's words for a tournament, in a polite status region, and vibrates 50-50-100", () => {
    render(<Queue initial={[ben]} />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("celebration-name")).toHaveTextContent(/^Ben Lee$/);
    expect(screen.getByText("just joined")).toBeInTheDocument();
    expect(screen.getByTestId("celebration-event")).toHaveTextContent(/^Monthly Medal$/);
    expect(screen.getByText("Tournament Event")).toBeInTheDocument();
    expect(screen.getByText("Ready to compete!")).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledWith(VIBRATION_PATTERN);
    expect(VIBRATION_PATTERN).toEqual([50, 50, 100]);
  });

  it("'You' for one's own registration; a social event says 'See you on the course!'", () => {
    render(<Queue initial={[you]} />);
    expect(screen.getByTestId("celebration-name")).toHaveTextContent(/^You$/);
    expect(screen.getByText("Social Event")).toBeInTheDocument();
    expect(screen.getByText("See you on the course!")).toBeInTheDocument();
    expect(celebrationTexts({ ...you, eventType: "league" }).label).toBe("Social Event");
  });

  it("stays 4.5 s, then the next queued one shows for its own 4.5 s, then nothing", () => {
    render(<Queue initial={[ben, you]} />);
    expect(screen.getByText("1 more to come")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS - 1);
    });
    expect(screen.getByTestId("celebration-name")).toHaveTextContent("Ben Lee");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId("celebration-name")).toHaveTextContent("You");
    expect(vibrate).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS);
    });
    expect(screen.queryByTestId("celebration")).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(CELEBRATION_MS).toBe(4500);
  });

  it("the close button and Escape dismiss early and show the next", () => {
    render(<Queue initial={[ben, you, { ...ben, memberName: "Chong" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss celebration" }));
    expect(screen.getByTestId("celebration-name")).toHaveTextContent("You");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByTestId("celebration-name")).toHaveTextContent("Chong");
    // The timer restarted for the new one: it is still there just before 4.5 s.
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS - 100);
    });
    expect(screen.getByTestId("celebration-name")).toHaveTextContent("Chong");
  });

  it("works where vibration is missing", () => {
    Reflect.deleteProperty(navigator, "vibrate");
    render(<Queue initial={[ben]} />);
    expect(screen.getByText("Ready to compete!")).toBeInTheDocument();
  });
});

describe.each([
  { locale: "en" as const, birdie: "Birdie on hole 7", eagle: "Eagle on hole 12", ace: "Hole in one on hole 3", cheer: "Great shot!", aceCheer: "Drinks at the clubhouse!" },
  { locale: "ms" as const, birdie: "Birdie di lubang 7", eagle: "Eagle di lubang 12", ace: "Hole in one di lubang 3", cheer: "Pukulan hebat!", aceCheer: "Minuman di rumah kelab!" },
])("golf celebrations ($locale)", ({ locale, birdie, eagle, ace, cheer, aceCheer }) => {
  inLocale(locale);

  it("name the player, the shot and the hole, with the event", () => {
    const shot: Celebration = { memberName: "", eventTitle: "Monthly Medal", eventType: "tournament", eventId: 3, kind: "birdie", playerName: "Aisyah", hole: 7 };
    render(<Queue initial={[shot, { ...shot, kind: "eagle", hole: 12 }, { ...shot, kind: "hole_in_one", playerName: "Ben", hole: 3 }]} />);
    expect(screen.getByTestId("celebration-name")).toHaveTextContent(/^Aisyah$/);
    expect(screen.getByText(birdie)).toBeInTheDocument();
    expect(screen.getByText(cheer)).toBeInTheDocument();
    expect(screen.getByTestId("celebration-event")).toHaveTextContent("Monthly Medal");
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS);
    });
    expect(screen.getByText(eagle)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(CELEBRATION_MS);
    });
    expect(screen.getByTestId("celebration-name")).toHaveTextContent(/^Ben$/);
    expect(screen.getByText(ace)).toBeInTheDocument();
    expect(screen.getByText(aceCheer)).toBeInTheDocument();
    expectNoRawIds(["live"]);
  });
});

describe("parseCelebration", () => {
  it("reads a golf celebration, and a registration one without a kind as before", () => {
    expect(parseCelebration(JSON.stringify({ kind: "eagle", playerName: "Aisyah", hole: 12, eventTitle: "Medal", eventId: 3 }))).toEqual({
      memberName: "",
      eventTitle: "Medal",
      eventType: "tournament",
      eventId: 3,
      kind: "eagle",
      playerName: "Aisyah",
      hole: 12,
    });
    expect(parseCelebration(JSON.stringify({ memberName: "Ben", eventTitle: "Social", eventType: "social", eventId: 4 }))).toEqual({
      memberName: "Ben",
      eventTitle: "Social",
      eventType: "social",
      eventId: 4,
    });
  });
  it("drops a golf celebration without a player and an unknown kind's missing names", () => {
    expect(parseCelebration(JSON.stringify({ kind: "birdie", hole: 3 }))).toBeNull();
    expect(parseCelebration(JSON.stringify({ kind: "albatross", playerName: "X" }))).toBeNull();
  });
});

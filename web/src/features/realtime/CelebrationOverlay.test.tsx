import { act, fireEvent, render, screen } from "@testing-library/react";
import { useCallback, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CELEBRATION_MS, CelebrationOverlay, VIBRATION_PATTERN, celebrationTexts } from "./CelebrationOverlay";
import type { Celebration } from "./useRealtime";

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

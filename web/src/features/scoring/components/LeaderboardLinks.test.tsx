import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";
import { inLocale } from "@/test/locales";
import type { GolfSettings } from "../types";
import { EventScoringLinks } from "./LeaderboardLinks";

const golf: GolfSettings = {
  courseId: 1,
  courseName: "Bukit Hijau",
  tee: "White",
  format: "stableford",
  allowance: 95,
  leaderboardPublic: true,
  celebrateFollowed: true,
  orderOfMerit: true,
  finalisedAt: null,
};

describe.each([
  { locale: "en" as const, leaderboard: "Leaderboard", results: "Results" },
  { locale: "ms" as const, leaderboard: "Papan Pendahulu", results: "Keputusan" },
])("EventScoringLinks ($locale)", ({ locale, leaderboard, results }) => {
  inLocale(locale);

  it("an unscored event has no links; a scored one its leaderboard; a finalised one its results too", () => {
    const unscored = renderApp(<EventScoringLinks event={{ id: 4, golf: null }} />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    unscored.unmount();
    const live = renderApp(<EventScoringLinks event={{ id: 4, golf }} />);
    expect(screen.getByRole("link", { name: leaderboard })).toHaveAttribute("href", "/events/4/leaderboard");
    expect(screen.queryByRole("link", { name: results })).toBeNull();
    live.unmount();
    renderApp(<EventScoringLinks event={{ id: 4, golf: { ...golf, finalisedAt: "2026-11-28T10:00:00Z" } }} />);
    expect(screen.getByRole("link", { name: results })).toHaveAttribute("href", "/events/4/results");
  });
});

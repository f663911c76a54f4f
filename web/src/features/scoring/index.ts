export type * from "./types";
export { ScorecardTodayCard, flightsToScore } from "./components/ScorecardTodayCard";
export { HandicapCard } from "./components/HandicapCard";
export { MyRoundsCard } from "./components/MyRoundsCard";
export { EventScoringLinks } from "./components/LeaderboardLinks";

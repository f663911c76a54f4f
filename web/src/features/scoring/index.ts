export type * from "./types";
export { ScorecardTodayCard, flightsToScore } from "./components/ScorecardTodayCard";
export { HandicapCard } from "./components/HandicapCard";
export { MyRoundsCard } from "./components/MyRoundsCard";
export { formatIndex, parseIndex } from "./api/handicap";
export { EventScoringLinks } from "./components/LeaderboardLinks";

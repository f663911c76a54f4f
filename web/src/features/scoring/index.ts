export { EventScoringLinks } from "./components/LeaderboardLinks";

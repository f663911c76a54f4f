// The shapes of the round of golf as the API sends them: courses, an
// event's scoring settings, scorecards, the leaderboard, results, the
// Order of Merit and a member's own rounds. A Handicap Index is a number
// with one decimal; a plus handicap is negative (-2.1 is shown "+2.1").

export type GolfFormat = "stroke" | "stableford";
export type CardStatus = "" | "DQ" | "NR";

export interface CourseHole {
  par: number;
  strokeIndex: number;
}

export interface CourseTee {
  name: string;
  courseRating: number;
  slope: number;
  holes: CourseHole[];
}

export interface Course {
  id: number;
  name: string;
  tees: CourseTee[];
}

export type CourseInput = Omit<Course, "id">;

export interface GolfSettings {
  courseId: number;
  courseName: string;
  tee: string;
  format: GolfFormat;
  /** Per cent of the Course Handicap that is played. */
  allowance: number;
  leaderboardPublic: boolean;
  celebrateFollowed: boolean;
  orderOfMerit: boolean;
  finalisedAt: string | null;
}

export type GolfSettingsInput = Omit<GolfSettings, "courseName" | "finalisedAt">;

/** An event as GET /api/events/{id} sends it, with its scoring settings
 *  (null or absent: the event is not scored). */
export interface GolfEvent {
  id: number;
  title: string;
  date: string;
  golf?: GolfSettings | null;
}

export interface HandicapChange {
  index: number;
  changedAt: string;
  by: "member" | "admin";
}

export interface MyHandicap {
  index: number | null;
  history: HandicapChange[];
}

export interface HoleScoreEntry {
  hole: number;
  strokes: number | null;
  pickedUp: boolean;
  revision: number;
  enteredBy: string;
  enteredAt: string;
}

export interface ScorecardHole {
  number: number;
  par: number;
  strokeIndex: number;
}

export interface ScorecardPlayer {
  registrationId: number;
  memberId: number;
  name: string;
  isMe: boolean;
  handicapIndex: number | null;
  playingHandicap: number;
  /** Strokes received on each hole, hole 1 first; negative for plus handicaps. */
  received: number[];
  status: CardStatus;
  confirmedAt: string | null;
  scores: HoleScoreEntry[];
}

export interface Scorecard {
  eventId: number;
  title: string;
  date: string;
  format: GolfFormat;
  allowance: number;
  locked: boolean;
  finalised: boolean;
  course: { name: string; tee: string; holes: ScorecardHole[] };
  players: ScorecardPlayer[];
}

export interface ScoreEntryInput {
  registrationId: number;
  hole: number;
  strokes: number | null;
  pickedUp: boolean;
  /** The revision the phone last saw for this hole, plus one. */
  revision: number;
}

export interface ScoreEntryResult extends ScoreEntryInput {
  conflict: boolean;
  overwrote?: { strokes: number | null; pickedUp: boolean; enteredBy: string };
}

export interface LeaderboardRow {
  /** null for DQ, NR and no-return cards, which rank after the field. */
  position: number | null;
  /** "1", "T3", "DQ", "NR". */
  label: string;
  registrationId: number;
  memberId: number;
  name: string;
  thru: number;
  /** Gross strokes to par over the holes played. */
  today: number;
  gross: number;
  net: number;
  netToPar: number;
  points: number;
  status: CardStatus;
  holeInOne: boolean;
}

export interface Leaderboard {
  eventId: number;
  title: string;
  date: string;
  format: GolfFormat;
  finalised: boolean;
  holes: { number: number; par: number }[];
  rows: LeaderboardRow[];
}

export type SidePrizeKind = "nearest_pin" | "longest_drive";

export interface SidePrize {
  id: number;
  kind: SidePrizeKind;
  hole: number;
  /** The winner's member id (the admin form's choice); null until known. */
  memberId?: number | null;
  winnerName: string | null;
  distance: string;
}

export interface SidePrizeInput {
  kind: SidePrizeKind;
  hole: number;
  memberId: number | null;
  distance: string;
}

export interface ResultRow extends LeaderboardRow {
  /** How countback placed the player ahead of the next with the same score:
   *  "last9", "last6", "last3" or "last1" (the app words it: "Better last 9",
   *  "Lebih baik 9 lubang terakhir"); empty when it did not. */
  countback: string;
}

export interface Results {
  eventId: number;
  title: string;
  date: string;
  format: GolfFormat;
  finalisedAt: string;
  rows: ResultRow[];
  sidePrizes: SidePrize[];
}

export interface MeritEvent {
  eventId: number;
  title: string;
  date: string;
  position: number;
  label: string;
  points: number;
  counted: boolean;
}

export interface MeritStanding {
  position: number;
  label: string;
  memberId: number;
  name: string;
  points: number;
  events: MeritEvent[];
}

export interface OrderOfMerit {
  season: number;
  seasons: number[];
  bestN: number;
  standings: MeritStanding[];
  divisions: { name: string; standings: MeritStanding[] }[];
}

export interface MeritSettings {
  seasonStartMonth: number;
  pointsTable: number[];
  bestN: number;
  visibility: "public" | "members";
  divisions: { name: string; minIndex: number; maxIndex: number }[];
}

export interface MyRounds {
  handicap: { index: number; changedAt: string }[];
  rounds: {
    eventId: number;
    title: string;
    date: string;
    format: GolfFormat;
    gross: number;
    net: number;
    points: number;
    label: string;
    finalised: boolean;
  }[];
}

export interface AdminScoringPlayer extends Omit<ScorecardPlayer, "isMe"> {
  flightId: number;
  flightName: string;
}

export interface AdminScores extends Omit<Scorecard, "players"> {
  players: AdminScoringPlayer[];
}

export interface ScoreLogRow {
  registrationId: number;
  playerName: string;
  hole: number;
  strokes: number | null;
  pickedUp: boolean;
  revision: number;
  enteredBy: string;
  enteredAt: string;
}

/** An event as GET /api/events sends it, with its scoring settings (null: not scored). */
export interface ScoredEvent {
  id: number;
  golf?: GolfSettings | null;
}

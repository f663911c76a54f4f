// Package golf holds the rules of a club round of golf, with no I/O, no
// clock and no store, so that each rule can be table-tested against the
// published examples and fuzzed:
//
//   - courses and tees (par, stroke index, Course Rating, Slope Rating) and
//     their validation (course.go);
//   - the World Handicap System: the Handicap Index in tenths, Course
//     Handicap, Playing Handicap and the strokes received on each hole,
//     plus handicaps included (handicap.go);
//   - a card's totals: gross, net, to par, Stableford points, holes played,
//     picked-up holes (score.go);
//   - the order of a field, live (ties shown "T3") or final (ties broken by
//     the R&A's matching of scorecards on the last 9, 6, 3 and 1 holes)
//     (rank.go);
//   - the season's Order of Merit: points by finishing position, ties
//     sharing the places they hold, a member's best N events (merit.go).
//
// Scores arrive as whole strokes and handicaps as whole tenths, and every
// rule works in integers (fractions of a handicap are compared in 18ths,
// rounding is done once on an exact quotient), so that two machines never
// disagree about a position because of floating-point drift.
//
// The service layer turns stored scores into Cards, calls these functions
// and stores or sends what they return; nothing here knows about members,
// events or time.
package golf

// HoleCount is the number of holes of a round; every tee has this many.
const HoleCount = 18

package scoring

import "golfclub/internal/bus"

// correctedEvent is the event whose cards the bus event changed: a score
// written or a card's status set, which after finalising is an admin's
// correction (members' cards are locked by then).
func correctedEvent(e bus.Event) (int64, bool) {
	if e, ok := e.(bus.ScorecardChanged); ok {
		return e.EventID, true
	}
	return 0, false
}

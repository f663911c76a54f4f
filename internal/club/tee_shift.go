package club

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/eventdate"
	"golfclub/internal/store"
)

// MaxTeeShift bounds a shift of tee times, in minutes either way: less
// than a day, since a tee time belongs to its event's date.
const MaxTeeShift = 24*60 - 1

// ShiftedFlight is one flight whose tee time a shift moved.
type ShiftedFlight struct {
	ID           int64
	FlightNumber int
	TeeTime      string
	OldTeeTime   string
}

// TeeShift is what ShiftTeeTimes did: the flights it moved, and the flight
// numbers whose tee time holds no time of day ("Shotgun"), left as they
// were.
type TeeShift struct {
	Moved   []ShiftedFlight
	Skipped []int
}

// ShiftTeeTimes moves the tee time of every flight of event eventID by
// minutes, in one transaction: after the admin moves the event's start,
// the flights keep their place in the day. Nothing changes when any moved
// tee time would leave the event's day (400 tee_time_out_of_day). Each
// moved flight publishes FlightUpdated, which tells its players.
func (s *Service) ShiftTeeTimes(ctx context.Context, eventID int64, minutes int) (*TeeShift, error) {
	if minutes == 0 || minutes < -MaxTeeShift || minutes > MaxTeeShift {
		return nil, apperr.Field("minutes", "out_of_range", fmt.Sprintf("Minutes must be between %d and %d, and not 0", -MaxTeeShift, MaxTeeShift))
	}
	out := &TeeShift{Moved: []ShiftedFlight{}, Skipped: []int{}}
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := store.LockEvent(ctx, tx, eventID); err != nil {
			return err
		}
		flights, err := store.EventFlightsTx(ctx, tx, eventID)
		if err != nil {
			return err
		}
		var outside []string
		changed := flights[:0:0]
		for _, f := range flights {
			if _, ok := eventdate.Clock(f.TeeTime); !ok {
				out.Skipped = append(out.Skipped, f.FlightNumber)
				continue
			}
			moved, ok := eventdate.ShiftClock(f.TeeTime, minutes)
			if !ok {
				outside = append(outside, fmt.Sprint(f.FlightNumber))
				continue
			}
			out.Moved = append(out.Moved, ShiftedFlight{ID: f.ID, FlightNumber: f.FlightNumber, TeeTime: moved, OldTeeTime: f.TeeTime})
			f.TeeTime = moved
			changed = append(changed, f)
		}
		if len(outside) > 0 {
			return apperr.Field("minutes", "tee_time_out_of_day",
				fmt.Sprintf("This would move flight %s out of the event's day; change those tee times by hand", strings.Join(outside, ", ")))
		}
		if len(changed) == 0 {
			return nil
		}
		return store.SetTeeTimes(ctx, tx, eventID, changed, s.now())
	})
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrEventNotFound
	}
	if err != nil {
		return nil, err
	}
	for _, f := range out.Moved {
		// FlightUpdated carries the starting hole, which a shift leaves.
		row, err := s.store.GetFlight(ctx, f.ID)
		if err != nil {
			return nil, fmt.Errorf("read shifted flight %d: %w", f.ID, err)
		}
		s.bus.Publish(ctx, bus.FlightUpdated{FlightID: f.ID, EventID: eventID, FlightNumber: f.FlightNumber,
			TeeTime: f.TeeTime, StartingHole: row.StartingHole, OldTeeTime: f.OldTeeTime, OldStartingHole: row.StartingHole})
	}
	s.log.InfoContext(ctx, "audit: tee times shifted", "event", eventID, "minutes", minutes, "moved", len(out.Moved), "skipped", len(out.Skipped))
	return out, nil
}

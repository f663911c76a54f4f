package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"
)

// Errors of the atomic seat claim. The rules that come before it (rate
// type, membership, closing date) live in internal/club.
var (
	ErrEventFull = errors.New("event is full")
	// ErrAlreadyRegistered wraps ErrConflict so generic conflict handling
	// still applies.
	ErrAlreadyRegistered = fmt.Errorf("%w: already registered for this event", ErrConflict)
)

// Register claims a seat and records the registration in one transaction:
// the seat is taken by a conditional update of the event's count, so two
// registrations can never both take the last seat, and the unique key on
// (event_id, member_id) stops a member registering twice; either failure
// undoes the whole registration, count included (concurrent registrations
// share a transaction: see registerTogether and registerTogetherPostgres).
//
// reg must carry EventID, MemberID, MemberName, MemberPhone, GuestRateType
// and CreatedAt; ID is set. Errors: ErrNotFound (no such event),
// ErrAlreadyRegistered, ErrEventFull.
func (s *Store) Register(ctx context.Context, reg *Registration) error {
	if err := createdAtSet("Register", reg.CreatedAt); err != nil {
		return err
	}
	reg.ID = 0
	together := s.registerTogether
	if s.postgres {
		together = s.registerTogetherPostgres
	}
	p := &pendingRegistration{reg: reg}
	err := s.registrations.Do(ctx, p, together)
	if err == nil {
		err = p.err
	}
	if err != nil {
		reg.ID = 0
	}
	return err
}

// pendingRegistration is one Register call on SQLite and, once its batch
// has committed, its outcome.
type pendingRegistration struct {
	reg *Registration
	err error
}

// registerTogether writes a batch of registrations in one SQLite
// transaction, each inside a savepoint, so a full event or a double
// registration undoes only its own. SQLite has one writer and makes every
// commit durable with an fsync; registrations that arrive while one is
// committing share the next commit instead of each waiting for their own
// (a group commit), and each caller still returns only once its
// registration is committed. The batch must not die with the client that
// happened to start it, so it ignores that client's cancellation.
func (s *Store) registerTogether(ctx context.Context, batch []*pendingRegistration) error {
	ctx = context.WithoutCancel(ctx)
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		for _, p := range batch {
			if _, err := tx.ExecContext(ctx, "SAVEPOINT registration"); err != nil {
				return fmt.Errorf("savepoint: %w", err)
			}
			p.err = registerInTx(ctx, tx, p.reg)
			if p.err != nil {
				p.reg.ID = 0
				if _, err := tx.ExecContext(ctx, "ROLLBACK TO registration"); err != nil {
					return fmt.Errorf("roll back to savepoint: %w", err)
				}
			}
			if _, err := tx.ExecContext(ctx, "RELEASE registration"); err != nil {
				return fmt.Errorf("release savepoint: %w", err)
			}
		}
		return nil
	})
}

// registerInTx is one SQLite registration inside tx: the check, the seat
// claim and the insert.
func registerInTx(ctx context.Context, tx bun.Tx, reg *Registration) error {
	// Checked first so that a member already in a full event hears
	// "already registered", not "full". The unique key below is what
	// makes it safe under concurrency; this is only for the message.
	n, err := tx.NewSelect().Model((*Registration)(nil)).
		Where("event_id = ? AND member_id = ?", reg.EventID, reg.MemberID).Count(ctx)
	if err != nil {
		return fmt.Errorf("check registration: %w", err)
	}
	if n > 0 {
		return ErrAlreadyRegistered
	}
	res, err := tx.NewUpdate().Model((*Event)(nil)).
		Set("registered = registered + 1").
		Where("id = ? AND registered < capacity", reg.EventID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("claim seat: %w", err)
	}
	if err := requireAffected(res); err != nil {
		exists, err := tx.NewSelect().Model((*Event)(nil)).Where("id = ?", reg.EventID).Exists(ctx)
		if err != nil {
			return fmt.Errorf("find event: %w", err)
		}
		if !exists {
			return ErrNotFound
		}
		return ErrEventFull
	}
	if _, err := tx.NewInsert().Model(reg).Returning("id").Exec(ctx); err != nil {
		if err = mapErr(err); errors.Is(err, ErrConflict) {
			return ErrAlreadyRegistered
		}
		return fmt.Errorf("insert registration: %w", err)
	}
	return nil
}

// registerTogetherPostgres writes a batch of registrations in one
// PostgreSQL transaction. The seat claim locks the event's row until
// commit, so registrations for one event were written strictly one after
// another, each holding the lock through its own WAL flush, while the
// others queued on it (and woke up, re-checked and queued again); in a
// batch the lock is taken once and one flush commits them all. Full,
// already-registered and missing-event outcomes are answers, not errors,
// and leave the transaction usable; anything else aborts it, and then each
// registration is tried again alone, so one failure (a double
// registration racing on another instance, a deadlock with another
// instance's batch) never costs the others theirs. Events are claimed in
// id order, the order every instance's batches lock them in.
func (s *Store) registerTogetherPostgres(ctx context.Context, batch []*pendingRegistration) error {
	ctx = context.WithoutCancel(ctx)
	if len(batch) > 1 {
		ordered := slices.Clone(batch)
		slices.SortStableFunc(ordered, func(a, b *pendingRegistration) int { return cmp.Compare(a.reg.EventID, b.reg.EventID) })
		err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			for _, p := range ordered {
				p.err = registerOneStatement(ctx, tx, p.reg)
				if p.err != nil && !isRegistrationOutcome(p.err) {
					return p.err
				}
			}
			return nil
		})
		if err == nil {
			return nil
		}
		for _, p := range batch {
			p.reg.ID = 0
		}
	}
	for _, p := range batch {
		p.err = registerOneStatement(ctx, s.w, p.reg)
	}
	return nil
}

// isRegistrationOutcome tells a refused registration (an answer for the
// member) from a failure of the database.
func isRegistrationOutcome(err error) bool {
	return errors.Is(err, ErrEventFull) || errors.Is(err, ErrAlreadyRegistered) || errors.Is(err, ErrNotFound)
}

// registerOneStatement is one PostgreSQL registration in one round trip
// instead of four (check, claim, insert and a commit): the seat claim is
// a data-modifying CTE feeding the insert, and one statement is atomic on
// its own. The claim skips a member already registered; a concurrent
// double registration that slips past that check fails on the unique key,
// which undoes the claim with the rest of the statement. Only when
// nothing was inserted does a second query find out why.
func registerOneStatement(ctx context.Context, db bun.IDB, reg *Registration) error {
	err := scanPrepared(ctx, db, []any{&reg.ID}, `WITH seat AS (
			UPDATE events SET registered = registered + 1
			WHERE id = $1 AND registered < capacity
			  AND NOT EXISTS (SELECT 1 FROM event_registrations WHERE event_id = $1 AND member_id = $2)
			RETURNING id)
		INSERT INTO event_registrations (event_id, member_id, member_name, member_phone, guest_rate_type, is_paid, created_at)
		SELECT seat.id, $2, $3, $4, $5, FALSE, $6 FROM seat
		RETURNING id`,
		reg.EventID, reg.MemberID, reg.MemberName, reg.MemberPhone, reg.GuestRateType, reg.CreatedAt)
	if err == nil {
		return nil
	}
	reg.ID = 0
	if err = mapErr(err); errors.Is(err, ErrConflict) {
		return ErrAlreadyRegistered
	}
	if !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("register: %w", err)
	}
	var registered, exists bool
	if err := scanPrepared(ctx, db, []any{&registered, &exists}, `SELECT
			EXISTS (SELECT 1 FROM event_registrations WHERE event_id = $1 AND member_id = $2),
			EXISTS (SELECT 1 FROM events WHERE id = $1)`,
		reg.EventID, reg.MemberID); err != nil {
		return fmt.Errorf("why registration failed: %w", err)
	}
	switch {
	case registered:
		return ErrAlreadyRegistered
	case !exists:
		return ErrNotFound
	}
	return ErrEventFull
}

// MemberRegistration reads, inside a change, member memberID's
// registration for event eventID (regID 0) or registration regID, which
// must belong to both eventID and the member. Someone else's registration
// is ErrNotFound, so its existence is not revealed.
func MemberRegistration(ctx context.Context, db bun.IDB, eventID, memberID, regID int64) (*Registration, error) {
	reg := new(Registration)
	q := db.NewSelect().Model(reg).Where("event_id = ? AND member_id = ?", eventID, memberID)
	if regID != 0 {
		q = q.Where("id = ?", regID)
	}
	if err := q.Limit(1).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return reg, nil
}

// RegistrationByPhone reads, inside a change, the registration at event
// eventID of the member with phone (stored normalised): the member's
// current phone counts as well as the copy on the registration, which
// could predate a phone change. ErrNotFound when there is none.
func RegistrationByPhone(ctx context.Context, db bun.IDB, eventID int64, phone string) (*Registration, error) {
	reg := new(Registration)
	err := db.NewSelect().Model(reg).
		Where("event_id = ?", eventID).
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.WhereOr("member_phone = ?", phone).
				WhereOr("member_id IN (?)", db.NewSelect().Model((*Member)(nil)).Column("id").Where("phone = ?", phone))
		}).
		OrderExpr("id").Limit(1).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return reg, nil
}

// RemoveRegistration deletes reg, its flight place and its seat inside
// tx: the steps every de-registration, member's, admin's or a lapsed
// promotion's, takes. The seat is freed first, so the event's row is
// locked (PostgreSQL) before the caller reads the waitlist to fill it, and
// a member joining the waitlist at the same moment is either seen then or
// sees the free seat. now dates the change. ErrNotFound when reg is gone
// already.
func RemoveRegistration(ctx context.Context, tx bun.Tx, reg *Registration, now time.Time) error {
	if _, err := tx.NewUpdate().Model((*Event)(nil)).
		Set("registered = registered - 1").
		Where("id = ? AND registered > 0", reg.EventID).Exec(ctx); err != nil {
		return fmt.Errorf("free seat: %w", err)
	}
	placed, err := tx.NewDelete().Model((*FlightMember)(nil)).Where("registration_id = ?", reg.ID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("remove from flight: %w", err)
	}
	if n, _ := placed.RowsAffected(); n > 0 {
		// The flight mates' calendars list one player fewer.
		if err := touchEvent(ctx, tx, reg.EventID, now); err != nil {
			return err
		}
	}
	res, err := tx.NewDelete().Model((*Registration)(nil)).Where("id = ?", reg.ID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete registration %d: %w", reg.ID, err)
	}
	return requireAffected(res)
}

// GetRegistration returns one registration or ErrNotFound.
func (s *Store) GetRegistration(ctx context.Context, id int64) (*Registration, error) {
	reg := new(Registration)
	if err := s.r.NewSelect().Model(reg).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return reg, nil
}

// CountRegistrations counts the registrations of an event (all events when
// eventID is 0); tests and checks compare it with events.registered.
func (s *Store) CountRegistrations(ctx context.Context, eventID int64) (int, error) {
	q := s.r.NewSelect().Model((*Registration)(nil))
	if eventID != 0 {
		q = q.Where("event_id = ?", eventID)
	}
	n, err := q.Count(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("count registrations: %w", err)
	}
	return int(n), nil
}

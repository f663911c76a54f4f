package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"
)

// Notification types. The first two are the spec's (spec 1 §3); the app
// shows any other type as a plain notice from its title and message.
const (
	NotificationFellowJoined  = "FELLOW_MEMBER_JOINED"
	NotificationEventUpdate   = "EVENT_UPDATE"
	NotificationPaymentUpdate = "PAYMENT_UPDATE"
	NotificationFlightUpdate  = "FLIGHT_UPDATE"
	NotificationEventReminder = "EVENT_REMINDER"
	// NotificationResultsPublished: an event the member played in has its
	// results (params: eventId, eventTitle); sent on the first finalise
	// only.
	NotificationResultsPublished = "RESULTS_PUBLISHED"
	// NotificationWaitlistPromoted: a seat freed and the member was moved
	// from the waitlist into a registration (params: payBy, ISO time or
	// absent). NotificationWaitlistLapsed: that registration was removed,
	// unpaid by its deadline.
	NotificationWaitlistPromoted = "WAITLIST_PROMOTED"
	NotificationWaitlistLapsed   = "WAITLIST_LAPSED"
	// NotificationDeletionUpdate answers a member's data deletion request
	// (PDPA); not in NotificationTypes: a member cannot mute it.
	NotificationDeletionUpdate = "DATA_DELETION_UPDATE"
	// NotificationMembershipApproved tells a waiting sign-up the secretary
	// approved it (params: membershipNumber); not in NotificationTypes: it
	// comes once and changes what the member pays.
	NotificationMembershipApproved = "MEMBERSHIP_APPROVED"
)

// NotificationTypes are the types a member can opt out of, in the order the
// Membership tab lists them.
func NotificationTypes() []string {
	return []string{NotificationFellowJoined, NotificationEventUpdate, NotificationPaymentUpdate,
		NotificationFlightUpdate, NotificationEventReminder, NotificationResultsPublished}
}

// Recipient is a member a notification goes to.
type Recipient struct {
	MemberID int64  `bun:"member_id"`
	Phone    string `bun:"phone"`
	// Locale is the member's language (members.locale), read in the same
	// query as the recipient so writing a batch costs no query per member.
	Locale string `bun:"locale"`
}

// recipientLocale is the member's language for a query that joins members
// as m by LEFT JOIN (a row without its member is written in English).
const recipientLocale = "COALESCE(m.locale, 'en') AS locale"

// EventRecipients are the members registered for event eventID, except
// member except (0: nobody), in registration order.
func (s *Store) EventRecipients(ctx context.Context, eventID, except int64) ([]Recipient, error) {
	var out []Recipient
	err := s.r.NewSelect().TableExpr("event_registrations AS r").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		ColumnExpr("r.member_id, r.member_phone AS phone").ColumnExpr(recipientLocale).
		Where("r.event_id = ? AND r.member_id <> ?", eventID, except).OrderExpr("r.id").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("registrants of event %d: %w", eventID, err)
	}
	return out, nil
}

// Registrant is one registration of an event as a notification recipient.
type Registrant struct {
	RegistrationID int64 `bun:"registration_id"`
	EventID        int64 `bun:"event_id"`
	Recipient
}

// EventRegistrants are the registrations of the events eventIDs, in
// registration order.
func (s *Store) EventRegistrants(ctx context.Context, eventIDs ...int64) ([]Registrant, error) {
	var out []Registrant
	if len(eventIDs) == 0 {
		return out, nil
	}
	// Read for every batch of registrations: a prepared statement on
	// PostgreSQL.
	p := s.hotParams(eventIDs)
	err := p.ScanAll(ctx, s.r.NewSelect().TableExpr("event_registrations AS r").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		ColumnExpr("r.id AS registration_id, r.event_id, r.member_id, r.member_phone AS phone").ColumnExpr(recipientLocale).
		Where("r.event_id IN (?)", p.IDs(0)).OrderExpr("r.id"), &out)
	if err != nil {
		return nil, fmt.Errorf("registrants of events %v: %w", eventIDs, err)
	}
	return out, nil
}

// MemberRecipients are the members of ids that still exist, in id order.
func (s *Store) MemberRecipients(ctx context.Context, ids ...int64) ([]Recipient, error) {
	var out []Recipient
	if len(ids) == 0 {
		return out, nil
	}
	err := s.r.NewSelect().Model((*Member)(nil)).ColumnExpr("id AS member_id, phone, locale").
		Where("id IN (?)", bun.List(ids)).OrderExpr("id").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("members %v: %w", ids, err)
	}
	return out, nil
}

// FlightRecipients are the members placed in flight flightID.
func (s *Store) FlightRecipients(ctx context.Context, flightID int64) ([]Recipient, error) {
	var out []Recipient
	err := s.r.NewSelect().TableExpr("flight_members AS fm").
		Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		ColumnExpr("r.member_id, r.member_phone AS phone").ColumnExpr(recipientLocale).
		Where("fm.flight_id = ?", flightID).OrderExpr("fm.position").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("players of flight %d: %w", flightID, err)
	}
	return out, nil
}

// MutedNotificationTypes are, for each of memberIDs that opted out of
// anything, the types it opted out of. db is the caller's transaction or
// the store's reader.
func (s *Store) MutedNotificationTypes(ctx context.Context, db bun.IDB, memberIDs ...int64) (map[int64][]string, error) {
	out := map[int64][]string{}
	if len(memberIDs) == 0 {
		return out, nil
	}
	// A batch of notifications names a member once per notice: the list
	// goes without repeats, on PostgreSQL as a prepared statement.
	p := s.hotParams(uniqueIDs(memberIDs)).On(db)
	var rows []struct {
		MemberID int64  `bun:"member_id"`
		Muted    string `bun:"muted_notification_types"`
	}
	if err := p.ScanAll(ctx, s.r.NewSelect().Model((*MemberPreference)(nil)).Column("member_id", "muted_notification_types").
		Where("member_id IN (?)", p.IDs(0)), &rows); err != nil {
		return nil, fmt.Errorf("muted notification types: %w", err)
	}
	for _, r := range rows {
		var types []string
		if err := json.Unmarshal([]byte(r.Muted), &types); err != nil {
			return nil, fmt.Errorf("muted notification types of member %d: %w", r.MemberID, err)
		}
		if len(types) > 0 {
			out[r.MemberID] = types
		}
	}
	return out, nil
}

// SetMutedNotificationTypes stores the types member m opted out of,
// creating the member's preferences row when there is none.
func (s *Store) SetMutedNotificationTypes(ctx context.Context, m *Member, muted []string, at time.Time) error {
	if muted == nil {
		muted = []string{}
	}
	raw, err := json.Marshal(muted)
	if err != nil {
		return fmt.Errorf("encode muted types: %w", err)
	}
	p := &MemberPreference{MemberID: m.ID, MemberPhone: m.Phone, PreferredEventTypes: []string{},
		PreferredTimeSlots: []string{}, FrequencyPreference: "moderate", SkillLevel: "intermediate",
		SocialPreference: true, MutedNotificationTypes: string(raw), CreatedAt: at.UTC(), UpdatedAt: at.UTC()}
	_, err = s.w.NewInsert().Model(p).
		On("CONFLICT (member_phone) DO UPDATE").
		Set("muted_notification_types = EXCLUDED.muted_notification_types").
		Set("updated_at = EXCLUDED.updated_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save muted types of member %d: %w", m.ID, err)
	}
	return nil
}

// InsertNotifications writes rows inside the caller's transaction tx.
func (s *Store) InsertNotifications(ctx context.Context, tx bun.IDB, rows []Notification) error {
	if len(rows) == 0 {
		return nil
	}
	for i := range rows {
		if err := createdAtSet("InsertNotifications", rows[i].CreatedAt); err != nil {
			return err
		}
		if rows[i].Params == "" {
			rows[i].Params = "{}"
		}
	}
	if s.postgres {
		return insertNotificationsPostgres(ctx, tx, rows)
	}
	if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
		return fmt.Errorf("insert notifications: %w", err)
	}
	return nil
}

// insertNotificationsPostgres is InsertNotifications as one prepared
// statement with a column of values per parameter: a registration's
// fellow-joined notices are a few hundred rows a batch, and written out as
// text they cost PostgreSQL more to parse and plan than to store. The ids
// come back in the order of rows (unnest yields them in order, and
// RETURNING follows the insert).
func insertNotificationsPostgres(ctx context.Context, tx bun.IDB, rows []Notification) error {
	n := len(rows)
	var (
		members                                     = make([]int64, n)
		phones, types, titles, messages, params     = make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
		events                                      = make([]*int64, n)
		eventTitles, newMemberNames, newMemberPhone = make([]*string, n), make([]*string, n), make([]*string, n)
		read                                        = make([]bool, n)
		created                                     = make([]time.Time, n)
	)
	for i, r := range rows {
		members[i], phones[i], types[i], titles[i], messages[i], params[i] = r.MemberID, r.MemberPhone, r.Type, r.Title, r.Message, r.Params
		events[i], eventTitles[i], newMemberNames[i], newMemberPhone[i] = r.EventID, r.EventTitle, r.NewMemberName, r.NewMemberPhone
		read[i], created[i] = r.IsRead, r.CreatedAt
	}
	res, err := queryPrepared(ctx, tx, `INSERT INTO notifications
		(member_id, member_phone, type, title, message, event_id, event_title, new_member_name, new_member_phone, params, is_read, created_at)
		SELECT * FROM unnest($1::bigint[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::bigint[],
			$7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[], $11::boolean[], $12::timestamptz[])
		RETURNING id`,
		members, phones, types, titles, messages, events, eventTitles, newMemberNames, newMemberPhone, params, read, created)
	if err != nil {
		return fmt.Errorf("insert %d notifications: %w", n, err)
	}
	ids, err := scanIDs(res)
	if err != nil {
		return fmt.Errorf("insert %d notifications: %w", n, err)
	}
	if len(ids) != n {
		return fmt.Errorf("insert %d notifications: %d ids came back", n, len(ids))
	}
	for i, id := range ids {
		rows[i].ID = id
	}
	return nil
}

// scanIDs reads the one bigint column of rows and closes them.
func scanIDs(rows *sql.Rows) ([]int64, error) {
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("read id: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// UnreadEventNotifications are the unread notifications of type typ about
// any of eventIDs held by any of memberIDs, oldest first, read inside the
// caller's transaction tx: the rows a new notice of the same kind may be
// folded into.
func (s *Store) UnreadEventNotifications(ctx context.Context, tx bun.IDB, typ string, memberIDs, eventIDs []int64) ([]Notification, error) {
	var out []Notification
	if len(memberIDs) == 0 || len(eventIDs) == 0 {
		return out, nil
	}
	// Read for every batch of registrations: prepared on PostgreSQL.
	p := s.hotParams(typ, uniqueIDs(memberIDs), uniqueIDs(eventIDs)).On(tx)
	err := p.ScanAll(ctx, s.r.NewSelect().Model(&out).
		Where("member_id IN (?)", p.IDs(1)).Where("is_read = ?", false).
		Where("type = ?", p.Arg(0)).Where("event_id IN (?)", p.IDs(2)).OrderExpr("id"), &out)
	if err != nil {
		return nil, fmt.Errorf("unread %s notifications: %w", typ, err)
	}
	return out, nil
}

// FoldIntoNotifications rewrites unread notifications in place, inside the
// caller's transaction tx: each of rows (by ID) gets its title, message,
// params, event title, new member and time, if it is still unread and its
// params are still was[i] (what the caller read and built on). It returns
// whether each was rewritten; one that was read meanwhile, or changed by
// another instance, is left alone, and the caller writes a new row
// instead, so no notice is lost.
func (s *Store) FoldIntoNotifications(ctx context.Context, tx bun.IDB, rows []Notification, was []string) ([]bool, error) {
	done := make([]bool, len(rows))
	if len(rows) == 0 {
		return done, nil
	}
	if !s.postgres {
		for i, r := range rows {
			res, err := tx.NewUpdate().Model((*Notification)(nil)).
				Set("title = ?, message = ?, params = ?, event_title = ?", r.Title, r.Message, r.Params, r.EventTitle).
				Set("new_member_name = ?, new_member_phone = ?, created_at = ?", r.NewMemberName, r.NewMemberPhone, r.CreatedAt).
				Where("id = ? AND is_read = ? AND params = ?", r.ID, false, was[i]).Exec(ctx)
			if err != nil {
				return nil, fmt.Errorf("fold notification %d: %w", r.ID, err)
			}
			n, err := res.RowsAffected()
			if err != nil {
				return nil, fmt.Errorf("fold notification %d: %w", r.ID, err)
			}
			done[i] = n == 1
		}
		return done, nil
	}
	n := len(rows)
	ids := make([]int64, n)
	titles, messages, params, eventTitles := make([]string, n), make([]string, n), make([]string, n), make([]*string, n)
	names, phones, at := make([]*string, n), make([]*string, n), make([]time.Time, n)
	for i, r := range rows {
		ids[i], titles[i], messages[i], params[i], eventTitles[i] = r.ID, r.Title, r.Message, r.Params, r.EventTitle
		names[i], phones[i], at[i] = r.NewMemberName, r.NewMemberPhone, r.CreatedAt
	}
	res, err := queryPrepared(ctx, tx, `UPDATE notifications AS n SET title = v.title, message = v.message,
			params = v.params, event_title = v.event_title, new_member_name = v.new_member_name,
			new_member_phone = v.new_member_phone, created_at = v.created_at
		FROM unnest($1::bigint[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[],
			$7::varchar[], $8::timestamptz[], $9::varchar[])
			AS v(id, title, message, params, event_title, new_member_name, new_member_phone, created_at, was)
		WHERE n.id = v.id AND NOT n.is_read AND n.params = v.was
		RETURNING n.id`, ids, titles, messages, params, eventTitles, names, phones, at, was)
	if err != nil {
		return nil, fmt.Errorf("fold %d notifications: %w", n, err)
	}
	folded, err := scanIDs(res)
	if err != nil {
		return nil, fmt.Errorf("fold %d notifications: %w", n, err)
	}
	// A batch rewrites a few hundred rows: looked up by map.
	rewritten := make(map[int64]bool, len(folded))
	for _, id := range folded {
		rewritten[id] = true
	}
	for i, id := range ids {
		done[i] = rewritten[id]
	}
	return done, nil
}

// uniqueIDs is ids sorted, without repeats, for a list in a query.
func uniqueIDs(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// ReminderDue is a registration whose event is on the day being reminded
// of, with the member's flight place if there is one.
type ReminderDue struct {
	RegistrationID int64   `bun:"registration_id"`
	MemberID       int64   `bun:"member_id"`
	MemberPhone    string  `bun:"member_phone"`
	MemberLocale   string  `bun:"member_locale"`
	EventID        int64   `bun:"event_id"`
	EventTitle     string  `bun:"event_title"`
	EventDate      string  `bun:"event_date"`
	EventTime      string  `bun:"event_time"`
	FlightNumber   *int    `bun:"flight_number"`
	TeeTime        *string `bun:"tee_time"`
	StartingHole   *int    `bun:"starting_hole"`
	// Scored: the event keeps scores (it has golf settings), so a member
	// with a flight will enter them on the phone that day.
	Scored bool `bun:"scored"`
}

// RemindersDue are the registrations for events on date (YYYY-MM-DD) whose
// reminder has not gone out, at most limit of them.
func (s *Store) RemindersDue(ctx context.Context, date string, limit int) ([]ReminderDue, error) {
	var out []ReminderDue
	err := s.r.NewSelect().TableExpr("event_registrations AS r").
		Join("JOIN events AS e ON e.id = r.event_id").
		Join("LEFT JOIN flight_members AS fm ON fm.registration_id = r.id").
		Join("LEFT JOIN flights AS f ON f.id = fm.flight_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		Join("LEFT JOIN event_golf AS g ON g.event_id = e.id").
		ColumnExpr("r.id AS registration_id, r.member_id, r.member_phone, r.event_id").
		ColumnExpr("g.event_id IS NOT NULL AS scored").
		ColumnExpr("COALESCE(m.locale, 'en') AS member_locale").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time").
		ColumnExpr("f.flight_number, f.tee_time, f.starting_hole").
		Where("e.date = ? AND r.reminded_at IS NULL", date).
		OrderExpr("r.id").Limit(int64(limit)).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("reminders due on %s: %w", date, err)
	}
	return out, nil
}

// ClaimReminder marks registration id reminded at at, inside tx, and tells
// whether this call did it: of two instances racing, one gets true.
func (s *Store) ClaimReminder(ctx context.Context, tx bun.IDB, id int64, at time.Time) (bool, error) {
	res, err := tx.NewUpdate().Model((*Registration)(nil)).Set("reminded_at = ?", at.UTC()).
		Where("id = ? AND reminded_at IS NULL", id).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("claim reminder of registration %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// MemberNotifications are member memberID's notifications, newest first, at
// most limit of them.
func (s *Store) MemberNotifications(ctx context.Context, memberID int64, limit int) ([]Notification, error) {
	out := []Notification{}
	err := s.r.NewSelect().Model(&out).Where("member_id = ?", memberID).
		OrderExpr("created_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	return out, nil
}

// CountUnreadNotifications is the number behind the member's bell badge.
func (s *Store) CountUnreadNotifications(ctx context.Context, memberID int64) (int, error) {
	n, err := s.r.NewSelect().Model((*Notification)(nil)).
		Where("member_id = ? AND is_read = ?", memberID, false).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count notifications: %w", err)
	}
	return int(n), nil
}

// MarkNotificationRead marks notification id read and returns it. A
// notification of another member is ErrNotFound, so its existence is not
// revealed.
func (s *Store) MarkNotificationRead(ctx context.Context, id, memberID int64) (*Notification, error) {
	var n Notification
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*Notification)(nil)).Set("is_read = ?", true).
			Where("id = ? AND member_id = ?", id, memberID).Exec(ctx)
		if err != nil {
			return fmt.Errorf("mark notification read: %w", err)
		}
		if err := requireAffected(res); err != nil {
			return err
		}
		if err := tx.NewSelect().Model(&n).Where("id = ?", id).Scan(ctx); err != nil {
			return mapErr(err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// MarkAllNotificationsRead marks the member's unread notifications read and
// returns how many there were.
func (s *Store) MarkAllNotificationsRead(ctx context.Context, memberID int64) (int, error) {
	res, err := s.w.NewUpdate().Model((*Notification)(nil)).Set("is_read = ?", true).
		Where("member_id = ? AND is_read = ?", memberID, false).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("mark notifications read: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// ClearNotifications deletes all of the member's notifications and returns
// how many there were.
func (s *Store) ClearNotifications(ctx context.Context, memberID int64) (int, error) {
	res, err := s.w.NewDelete().Model((*Notification)(nil)).Where("member_id = ?", memberID).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("clear notifications: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// LatestUnreadNotification is the member's newest unread notification
// created at or after since, or ErrNotFound.
func (s *Store) LatestUnreadNotification(ctx context.Context, memberID int64, since time.Time) (*Notification, error) {
	var n Notification
	err := s.r.NewSelect().Model(&n).
		Where("member_id = ? AND is_read = ? AND created_at >= ?", memberID, false, since.UTC()).
		OrderExpr("created_at DESC, id DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return &n, nil
}

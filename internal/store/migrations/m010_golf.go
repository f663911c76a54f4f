package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m010Golf adds the round of golf:
//   - courses: a course and its tees (JSON text, validated by package golf);
//   - members.handicap_index and handicap_changes: the WHS Handicap Index in
//     tenths (plus handicaps negative) and its history, by member or admin;
//   - event_golf: an event's scoring settings (no row: not scored), with
//     finalised_at once the results are frozen; a course in use cannot go;
//   - scores: one row per (registration, hole), the current value and its
//     revision; score_history: every accepted write, unique per
//     (registration, hole, revision) so that a retried write is found again;
//   - scorecards: DQ/NR and the player's confirmation per registration;
//   - results: the frozen finishing places of a finalised event;
//   - side_prizes: Nearest the Pin and Longest Drive;
//   - follows: members following other members' rounds.
func m010Golf(ctx context.Context, tx bun.Tx) error {
	num := "INTEGER"
	if tx.Dialect().Name() == dialect.PG {
		num = "BIGINT"
	}
	tables := []struct {
		model any
		fks   []string
	}{
		{(*m010Course)(nil), nil},
		{(*m010HandicapChange)(nil), []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
			`("by_admin_id") REFERENCES "admins" ("id") ON DELETE SET NULL`,
		}},
		{(*m010EventGolf)(nil), []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
			`("course_id") REFERENCES "courses" ("id")`,
		}},
		{(*m010Score)(nil), []string{
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{(*m010ScoreHistory)(nil), []string{
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{(*m010Scorecard)(nil), []string{
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{(*m010Result)(nil), []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
		}},
		{(*m010SidePrize)(nil), []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
			`("member_id") REFERENCES "members" ("id") ON DELETE SET NULL`,
		}},
		{(*m010Follow)(nil), []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
			`("followed_member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
	}
	for _, t := range tables {
		q := tx.NewCreateTable().Model(t.model)
		for _, fk := range t.fks {
			q = q.ForeignKey(fk)
		}
		if _, err := q.Exec(ctx); err != nil {
			return fmt.Errorf("create %T: %w", t.model, err)
		}
	}
	stmts := []string{
		`ALTER TABLE members ADD COLUMN handicap_index ` + num,
		`CREATE INDEX handicap_changes_member ON handicap_changes (member_id, created_at)`,
		`CREATE INDEX event_golf_course ON event_golf (course_id)`,
		`CREATE INDEX scores_event ON scores (event_id)`,
		`CREATE INDEX score_history_event ON score_history (event_id, id)`,
		`CREATE INDEX scorecards_event ON scorecards (event_id)`,
		`CREATE INDEX results_member ON results (member_id)`,
		`CREATE INDEX side_prizes_event ON side_prizes (event_id)`,
		`CREATE INDEX follows_followed ON follows (followed_member_id)`,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

// m010Course is the frozen copy of store.Course.
type m010Course struct {
	bun.BaseModel `bun:"table:courses"`
	ID            int64     `bun:"id,pk,autoincrement"`
	Name          string    `bun:"name,notnull"`
	Tees          string    `bun:"tees,type:text,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
	UpdatedAt     time.Time `bun:"updated_at,notnull,default:current_timestamp"`
}

// m010HandicapChange is the frozen copy of store.HandicapChange.
type m010HandicapChange struct {
	bun.BaseModel `bun:"table:handicap_changes"`
	ID            int64     `bun:"id,pk,autoincrement"`
	MemberID      int64     `bun:"member_id,notnull"`
	Index         *int      `bun:"handicap_index"`
	ByAdminID     *int64    `bun:"by_admin_id"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

// m010EventGolf is the frozen copy of store.EventGolf.
type m010EventGolf struct {
	bun.BaseModel     `bun:"table:event_golf"`
	EventID           int64      `bun:"event_id,pk"`
	CourseID          int64      `bun:"course_id,notnull"`
	Tee               string     `bun:"tee,notnull"`
	Format            string     `bun:"format,notnull"`
	Allowance         int        `bun:"allowance,notnull"`
	LeaderboardPublic bool       `bun:"leaderboard_public,notnull"`
	CelebrateFollowed bool       `bun:"celebrate_followed,notnull"`
	OrderOfMerit      bool       `bun:"order_of_merit,notnull"`
	FinalisedAt       *time.Time `bun:"finalised_at"`
	UpdatedAt         time.Time  `bun:"updated_at,notnull,default:current_timestamp"`
}

// m010Score is the frozen copy of store.Score.
type m010Score struct {
	bun.BaseModel     `bun:"table:scores"`
	RegistrationID    int64     `bun:"registration_id,pk"`
	Hole              int       `bun:"hole,pk"`
	EventID           int64     `bun:"event_id,notnull"`
	Strokes           *int      `bun:"strokes"`
	PickedUp          bool      `bun:"picked_up,notnull"`
	Revision          int       `bun:"revision,notnull"`
	EnteredByMemberID *int64    `bun:"entered_by_member_id"`
	EnteredByAdminID  *int64    `bun:"entered_by_admin_id"`
	EnteredByName     string    `bun:"entered_by_name,notnull"`
	EnteredAt         time.Time `bun:"entered_at,notnull"`
}

// m010ScoreHistory is the frozen copy of store.ScoreHistory.
type m010ScoreHistory struct {
	bun.BaseModel     `bun:"table:score_history"`
	ID                int64     `bun:"id,pk,autoincrement"`
	EventID           int64     `bun:"event_id,notnull"`
	RegistrationID    int64     `bun:"registration_id,notnull,unique:score_history_revision"`
	Hole              int       `bun:"hole,notnull,unique:score_history_revision"`
	Revision          int       `bun:"revision,notnull,unique:score_history_revision"`
	Strokes           *int      `bun:"strokes"`
	PickedUp          bool      `bun:"picked_up,notnull"`
	EnteredByMemberID *int64    `bun:"entered_by_member_id"`
	EnteredByAdminID  *int64    `bun:"entered_by_admin_id"`
	EnteredByName     string    `bun:"entered_by_name,notnull"`
	EnteredAt         time.Time `bun:"entered_at,notnull"`
}

// m010Scorecard is the frozen copy of store.Scorecard.
type m010Scorecard struct {
	bun.BaseModel  `bun:"table:scorecards"`
	RegistrationID int64      `bun:"registration_id,pk"`
	EventID        int64      `bun:"event_id,notnull"`
	Status         string     `bun:"status,notnull,default:''"`
	ConfirmedAt    *time.Time `bun:"confirmed_at"`
	UpdatedAt      time.Time  `bun:"updated_at,notnull,default:current_timestamp"`
}

// m010Result is the frozen copy of store.Result.
type m010Result struct {
	bun.BaseModel  `bun:"table:results"`
	ID             int64     `bun:"id,pk,autoincrement"`
	EventID        int64     `bun:"event_id,notnull,unique:results_registration"`
	RegistrationID int64     `bun:"registration_id,notnull,unique:results_registration"`
	MemberID       int64     `bun:"member_id,notnull"`
	PlayerName     string    `bun:"player_name,notnull"`
	SortOrder      int       `bun:"sort_order,notnull"`
	Position       *int      `bun:"position"`
	Tied           bool      `bun:"tied,notnull"`
	Label          string    `bun:"label,notnull"`
	Thru           int       `bun:"thru,notnull"`
	Gross          int       `bun:"gross,notnull"`
	GrossToPar     int       `bun:"gross_to_par,notnull"`
	Net            int       `bun:"net,notnull"`
	NetToPar       int       `bun:"net_to_par,notnull"`
	Points         int       `bun:"points,notnull"`
	Status         string    `bun:"status,notnull"`
	HoleInOne      bool      `bun:"hole_in_one,notnull"`
	Countback      string    `bun:"countback,notnull,default:''"`
	FinalisedAt    time.Time `bun:"finalised_at,notnull"`
}

// m010SidePrize is the frozen copy of store.SidePrize.
type m010SidePrize struct {
	bun.BaseModel `bun:"table:side_prizes"`
	ID            int64     `bun:"id,pk,autoincrement"`
	EventID       int64     `bun:"event_id,notnull"`
	Kind          string    `bun:"kind,notnull"`
	Hole          int       `bun:"hole,notnull"`
	MemberID      *int64    `bun:"member_id"`
	Distance      string    `bun:"distance,notnull,default:''"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

// m010Follow is the frozen copy of store.Follow.
type m010Follow struct {
	bun.BaseModel    `bun:"table:follows"`
	MemberID         int64     `bun:"member_id,pk"`
	FollowedMemberID int64     `bun:"followed_member_id,pk"`
	CreatedAt        time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

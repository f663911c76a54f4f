package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// Migration 1 is the first schema, as databases in the field ran it. It
// creates the tables from the frozen copies below of the models as they
// were when it shipped; bun turns them
// into the same CREATE TABLE statements on SQLite and PostgreSQL
// (testdata/m001_*.golden, captured before the freeze, proves it). Never
// edit these types: change the live models and add a migration instead.
// Go field types only matter where no `type:` tag is given.

func m001Initial(ctx context.Context, tx bun.Tx) error {
	// Order matters: a table comes after the tables its foreign keys name.
	tables := []struct {
		model   any
		foreign []string
	}{
		{model: (*m001Event)(nil)},
		{model: (*m001Member)(nil)},
		{model: (*m001Registration)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001Photo)(nil)},
		{model: (*m001BlogPost)(nil)},
		{model: (*m001ContactMessage)(nil)},
		{model: (*m001Admin)(nil)},
		{model: (*m001Notification)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001PushSubscription)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001FCMToken)(nil)},
		{model: (*m001MemberPreference)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001EventRecommendation)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001Flight)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001FlightMember)(nil), foreign: []string{
			`("flight_id") REFERENCES "flights" ("id") ON DELETE CASCADE`,
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001Session)(nil)},
		{model: (*m001Setting)(nil)},
		{model: (*m001RateLimit)(nil)},
		{model: (*m001Upload)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*m001PushOutbox)(nil), foreign: []string{
			`("subscription_id") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE`,
		}},
	}
	for _, t := range tables {
		q := tx.NewCreateTable().Model(t.model)
		for _, fk := range t.foreign {
			q = q.ForeignKey(fk)
		}
		if _, err := q.Exec(ctx); err != nil {
			return fmt.Errorf("create %T: %w", t.model, err)
		}
	}
	indexes := []string{
		`CREATE UNIQUE INDEX registrations_event_member ON event_registrations (event_id, member_id)`,
		`CREATE INDEX registrations_member ON event_registrations (member_id)`,
		`CREATE INDEX events_date ON events (date)`,
		`CREATE UNIQUE INDEX flights_event_number ON flights (event_id, flight_number)`,
		`CREATE UNIQUE INDEX flight_members_position ON flight_members (flight_id, position)`,
		`CREATE INDEX notifications_member ON notifications (member_id, is_read)`,
		`CREATE INDEX photos_category ON photos (category, id)`,
		`CREATE INDEX sessions_subject ON sessions (kind, subject_id)`,
		`CREATE INDEX push_outbox_due ON push_outbox (sent_at, next_attempt_at)`,
	}
	for _, ddl := range indexes {
		if _, err := tx.ExecContext(ctx, ddl); err != nil {
			return fmt.Errorf("%s: %w", ddl, err)
		}
	}
	return nil
}

// The frozen tables of migration 1.

type m001Event struct {
	bun.BaseModel `bun:"table:events"`
	ID            int64     `bun:"id,pk,autoincrement"`
	Title         string    `bun:"title,notnull"`
	Description   string    `bun:"description,notnull,default:''"`
	Date          string    `bun:"date,type:varchar(10),notnull"`
	Time          string    `bun:"time,notnull,default:''"`
	Type          string    `bun:"type,notnull"`
	Capacity      int       `bun:"capacity,notnull,default:20"`
	Registered    int       `bun:"registered,notnull,default:0"`
	Image         string    `bun:"image,notnull,default:''"`
	Rates         []string  `bun:"rates,type:text,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Member struct {
	bun.BaseModel          `bun:"table:members"`
	ID                     int64      `bun:"id,pk,autoincrement"`
	Name                   string     `bun:"name,notnull"`
	Phone                  string     `bun:"phone,notnull,unique"`
	Email                  *string    `bun:"email,unique"`
	PasswordHash           string     `bun:"password_hash,notnull"`
	ResetToken             *string    `bun:"reset_token"`
	ResetTokenExpiry       *time.Time `bun:"reset_token_expiry"`
	IsActive               bool       `bun:"is_active,notnull"`
	MembershipNumber       *string    `bun:"membership_number,unique"`
	SubscriptionDate       *string    `bun:"subscription_date,type:varchar(10)"`
	SubscriptionExpiryDate *string    `bun:"subscription_expiry_date,type:varchar(10)"`
	CreatedAt              time.Time  `bun:"created_at,notnull,default:current_timestamp"`
	UpdatedAt              time.Time  `bun:"updated_at,notnull,default:current_timestamp"`
}

type m001Registration struct {
	bun.BaseModel              `bun:"table:event_registrations"`
	ID                         int64      `bun:"id,pk,autoincrement"`
	EventID                    int64      `bun:"event_id,notnull"`
	MemberID                   int64      `bun:"member_id,notnull"`
	MemberName                 string     `bun:"member_name,notnull"`
	MemberPhone                string     `bun:"member_phone,notnull"`
	GuestRateType              string     `bun:"guest_rate_type,notnull,default:''"`
	PaymentReferenceFileURL    *string    `bun:"payment_reference_file_url"`
	PaymentReferenceFileName   *string    `bun:"payment_reference_file_name"`
	PaymentReferenceUploadedAt *time.Time `bun:"payment_reference_uploaded_at"`
	IsPaid                     bool       `bun:"is_paid,notnull,default:false"`
	CreatedAt                  time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Photo struct {
	bun.BaseModel `bun:"table:photos"`
	ID            int64     `bun:"id,pk,autoincrement"`
	Title         string    `bun:"title,notnull"`
	Caption       string    `bun:"caption,notnull,default:''"`
	URL           string    `bun:"url,notnull"`
	Category      string    `bun:"category,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001BlogPost struct {
	bun.BaseModel `bun:"table:blog_posts"`
	ID            int64     `bun:"id,pk,autoincrement"`
	Title         string    `bun:"title,notnull"`
	Content       string    `bun:"content,notnull"`
	Image         string    `bun:"image,notnull,default:''"`
	Category      string    `bun:"category,notnull,default:'general'"`
	IsPublished   bool      `bun:"is_published,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
	UpdatedAt     time.Time `bun:"updated_at,notnull,default:current_timestamp"`
}

type m001ContactMessage struct {
	bun.BaseModel `bun:"table:contact_messages"`
	ID            int64     `bun:"id,pk,autoincrement"`
	FirstName     string    `bun:"first_name,notnull"`
	LastName      string    `bun:"last_name,notnull"`
	Email         string    `bun:"email,notnull"`
	Subject       string    `bun:"subject,notnull"`
	Message       string    `bun:"message,notnull"`
	IsRead        bool      `bun:"is_read,notnull,default:false"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Admin struct {
	bun.BaseModel    `bun:"table:admins"`
	ID               int64      `bun:"id,pk,autoincrement"`
	Username         string     `bun:"username,notnull,unique"`
	PasswordHash     string     `bun:"password_hash,notnull"`
	ResetToken       *string    `bun:"reset_token"`
	ResetTokenExpiry *time.Time `bun:"reset_token_expiry"`
	CreatedAt        time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Notification struct {
	bun.BaseModel  `bun:"table:notifications"`
	ID             int64     `bun:"id,pk,autoincrement"`
	MemberID       int64     `bun:"member_id,notnull"`
	MemberPhone    string    `bun:"member_phone,notnull"`
	Type           string    `bun:"type,notnull"`
	Title          string    `bun:"title,notnull"`
	Message        string    `bun:"message,notnull"`
	EventID        *int64    `bun:"event_id"`
	EventTitle     *string   `bun:"event_title"`
	NewMemberName  *string   `bun:"new_member_name"`
	NewMemberPhone *string   `bun:"new_member_phone"`
	IsRead         bool      `bun:"is_read,notnull,default:false"`
	CreatedAt      time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001PushSubscription struct {
	bun.BaseModel  `bun:"table:push_subscriptions"`
	ID             int64     `bun:"id,pk,autoincrement"`
	MemberID       int64     `bun:"member_id,notnull"`
	MemberPhone    string    `bun:"member_phone,notnull"`
	Endpoint       string    `bun:"endpoint,notnull,unique"`
	P256dhKey      string    `bun:"p256dh_key,notnull"`
	AuthKey        string    `bun:"auth_key,notnull"`
	DeviceType     string    `bun:"device_type,notnull,default:''"`
	UserAgent      string    `bun:"user_agent,notnull,default:''"`
	IsPWAInstalled bool      `bun:"is_pwa_installed,notnull,default:false"`
	IsActive       bool      `bun:"is_active,notnull"`
	CreatedAt      time.Time `bun:"created_at,notnull,default:current_timestamp"`
	LastUsed       time.Time `bun:"last_used,notnull,default:current_timestamp"`
}

type m001FCMToken struct {
	bun.BaseModel `bun:"table:fcm_tokens"`
	ID            int64     `bun:"id,pk,autoincrement"`
	MemberPhone   string    `bun:"member_phone,notnull"`
	FCMToken      string    `bun:"fcm_token,notnull,unique"`
	DeviceType    string    `bun:"device_type,notnull,default:''"`
	DeviceID      string    `bun:"device_id,notnull,default:''"`
	AppVersion    string    `bun:"app_version,notnull,default:''"`
	IsActive      bool      `bun:"is_active,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
	UpdatedAt     time.Time `bun:"updated_at,notnull,default:current_timestamp"`
}

type m001MemberPreference struct {
	bun.BaseModel       `bun:"table:member_preferences"`
	ID                  int64     `bun:"id,pk,autoincrement"`
	MemberID            int64     `bun:"member_id,notnull"`
	MemberPhone         string    `bun:"member_phone,notnull,unique"`
	PreferredEventTypes []string  `bun:"preferred_event_types,type:text,notnull"`
	PreferredTimeSlots  []string  `bun:"preferred_time_slots,type:text,notnull"`
	MaxBudget           *int      `bun:"max_budget"`
	FrequencyPreference string    `bun:"frequency_preference,notnull,default:'moderate'"`
	SkillLevel          string    `bun:"skill_level,notnull,default:'intermediate'"`
	SocialPreference    bool      `bun:"social_preference,notnull"`
	CreatedAt           time.Time `bun:"created_at,notnull,default:current_timestamp"`
	UpdatedAt           time.Time `bun:"updated_at,notnull,default:current_timestamp"`
}

type m001EventRecommendation struct {
	bun.BaseModel `bun:"table:event_recommendations"`
	ID            int64     `bun:"id,pk,autoincrement"`
	MemberPhone   string    `bun:"member_phone,notnull"`
	EventID       int64     `bun:"event_id,notnull"`
	Score         int       `bun:"score,notnull,default:0"`
	Reasons       []string  `bun:"reasons,type:text,notnull"`
	IsViewed      bool      `bun:"is_viewed,notnull,default:false"`
	IsClicked     bool      `bun:"is_clicked,notnull,default:false"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Flight struct {
	bun.BaseModel `bun:"table:flights"`
	ID            int64     `bun:"id,pk,autoincrement"`
	EventID       int64     `bun:"event_id,notnull"`
	FlightNumber  int       `bun:"flight_number,notnull"`
	TeeTime       string    `bun:"tee_time,notnull"`
	MaxPlayers    int       `bun:"max_players,notnull,default:4"`
	StartingHole  int       `bun:"starting_hole,notnull,default:1"`
	Notes         string    `bun:"notes,notnull,default:''"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001FlightMember struct {
	bun.BaseModel  `bun:"table:flight_members"`
	ID             int64     `bun:"id,pk,autoincrement"`
	FlightID       int64     `bun:"flight_id,notnull"`
	RegistrationID int64     `bun:"registration_id,notnull,unique"`
	MemberName     string    `bun:"member_name,notnull"`
	MemberPhone    string    `bun:"member_phone,notnull"`
	Position       int       `bun:"position,notnull"`
	Handicap       *int      `bun:"handicap"`
	CreatedAt      time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Session struct {
	bun.BaseModel `bun:"table:sessions"`
	TokenHash     string    `bun:"token_hash,pk"`
	Kind          string    `bun:"kind,notnull"`
	SubjectID     int64     `bun:"subject_id,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type m001Setting struct {
	bun.BaseModel `bun:"table:settings"`
	Key           string `bun:"key,pk"`
	Value         string `bun:"value,notnull"`
}

type m001RateLimit struct {
	bun.BaseModel `bun:"table:rate_limits"`
	Key           string    `bun:"key,pk"`
	WindowStart   time.Time `bun:"window_start,notnull"`
	Count         int       `bun:"count,notnull"`
}

type m001Upload struct {
	bun.BaseModel `bun:"table:uploads"`
	ID            int64      `bun:"id,pk,autoincrement"`
	FileID        string     `bun:"file_id,notnull,unique"`
	TokenHash     string     `bun:"token_hash,notnull,unique"`
	MemberID      int64      `bun:"member_id,notnull"`
	Purpose       string     `bun:"purpose,notnull,default:'payment-reference'"`
	ContentType   string     `bun:"content_type,notnull,default:''"`
	Size          int64      `bun:"size,notnull,default:0"`
	ExpiresAt     time.Time  `bun:"expires_at,notnull"`
	StoredAt      *time.Time `bun:"stored_at"`
	CreatedAt     time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

type m001PushOutbox struct {
	bun.BaseModel  `bun:"table:push_outbox"`
	ID             int64      `bun:"id,pk,autoincrement"`
	SubscriptionID int64      `bun:"subscription_id,notnull"`
	Payload        string     `bun:"payload,notnull"`
	Attempts       int        `bun:"attempts,notnull,default:0"`
	NextAttemptAt  time.Time  `bun:"next_attempt_at,notnull"`
	SentAt         *time.Time `bun:"sent_at"`
	CreatedAt      time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

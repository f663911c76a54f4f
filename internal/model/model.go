// Package model holds the club's entities: the rows the store reads and
// writes and the services and HTTP layer hand around. It has no behaviour
// beyond filling in derived fields when a row is read.
package model

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/rates"
)

// Rate is one canonical event rate. Every input shape the spec allows is
// turned into a list of these before it is stored (see internal/rates).
type Rate struct {
	Type     string  `json:"type"`
	Price    float64 `json:"price"`
	Category string  `json:"category"` // "member" or "non-member"
	AddOn    bool    `json:"addOn,omitempty"`
}

type Event struct {
	bun.BaseModel `bun:"table:events"`

	ID          int64  `bun:"id,pk,autoincrement" json:"id"`
	Title       string `bun:"title,notnull" json:"title"`
	Description string `bun:"description,notnull,default:''" json:"description"`
	// Date is the ISO calendar date YYYY-MM-DD; text in that form sorts and
	// compares as a date on both databases.
	Date string `bun:"date,type:varchar(10),notnull" json:"date"`
	Time string `bun:"time,notnull,default:''" json:"time"`
	// EndDate is the ISO date of the last day of an event that runs over
	// several days (a 2D1N trip), after Date; nil for a one-day event.
	EndDate *string `bun:"end_date,type:varchar(10)" json:"endDate"`
	// EndTime is when the event ends ("HH:MM", 24-hour) on its last day;
	// nil when only its start is known.
	EndTime    *string   `bun:"end_time" json:"endTime"`
	Type       string    `bun:"type,notnull" json:"type"`
	Capacity   int       `bun:"capacity,notnull,default:20" json:"capacity"`
	Registered int       `bun:"registered,notnull,default:0" json:"registered"`
	Image      string    `bun:"image,notnull,default:''" json:"image"`
	Rates      []Rate    `bun:"rates,type:text,notnull" json:"rates"`
	CreatedAt  time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	// Revision and UpdatedAt move whenever the event or one of its flights
	// changes (store.touchEvent): the calendar feeds' SEQUENCE and
	// LAST-MODIFIED. UpdatedAt nil means unchanged since CreatedAt.
	Revision  int        `bun:"revision,notnull,default:0" json:"-"`
	UpdatedAt *time.Time `bun:"updated_at" json:"-"`
	// PromotionPayHours is how long a member promoted from the waitlist
	// has to pay (upload a slip) before the seat passes on; nil: no limit.
	PromotionPayHours *int `bun:"promotion_pay_hours" json:"promotionPayHours"`
	// Golf is the event's scoring settings, nil when it is not scored;
	// kept in event_golf and filled in by the reads that answer events.
	Golf *GolfSettings `bun:"-" json:"golf"`
}

// Booleans carry no `default:` tag: bun leaves a zero value with a default
// tag out of an INSERT, so the database would turn an explicit false (an
// inactive member, a draft post) into true. The code always sets them.
type Member struct {
	bun.BaseModel `bun:"table:members"`

	ID   int64  `bun:"id,pk,autoincrement" json:"id"`
	Name string `bun:"name,notnull" json:"name"`
	// PreferredName is what the member is greeted by; nil means the name.
	PreferredName *string `bun:"preferred_name" json:"preferredName"`
	// Phone is stored normalised (digits, Malaysian national form) so that
	// 012-345 6789, +6012… and 6012… are the same member.
	Phone                  string     `bun:"phone,notnull,unique" json:"phone"`
	Email                  *string    `bun:"email,unique" json:"email"`
	PasswordHash           string     `bun:"password_hash,notnull" json:"-"`
	ResetToken             *string    `bun:"reset_token" json:"-"`
	ResetTokenExpiry       *time.Time `bun:"reset_token_expiry" json:"-"`
	IsActive               bool       `bun:"is_active,notnull" json:"isActive"`
	MembershipNumber       *string    `bun:"membership_number,unique" json:"membershipNumber"`
	SubscriptionDate       *string    `bun:"subscription_date,type:varchar(10)" json:"subscriptionDate"`
	SubscriptionExpiryDate *string    `bun:"subscription_expiry_date,type:varchar(10)" json:"subscriptionExpiryDate"`
	// CalendarToken is the secret of the member's private calendar feed
	// URL (nil until first asked for). Kept readable, not hashed: see
	// docs/decisions/028-calendar-token-readable.md.
	CalendarToken *string `bun:"calendar_token,unique" json:"-"`
	// Locale is the language the club writes to the member in: en or ms
	// (i18n.Langs); their notifications, pushes and mails follow it.
	Locale string `bun:"locale,notnull,default:'en'" json:"locale"`
	// PrivacyConsentAt is when the member agreed to the privacy notice of
	// version PrivacyNoticeVersion at sign-up; nil for members who joined
	// before the notice existed (they are not blocked; docs/features.md "Privacy (PDPA)").
	PrivacyConsentAt     *time.Time `bun:"privacy_consent_at" json:"-"`
	PrivacyNoticeVersion *string    `bun:"privacy_notice_version" json:"-"`
	// HandicapIndex is the WHS Handicap Index in tenths (golf.Index: a
	// plus handicap is negative); nil until the member or an admin sets it.
	HandicapIndex *int `bun:"handicap_index" json:"-"`
	// MembershipPendingSince is when a self sign-up began waiting for the
	// secretary to give it a membership number (the club setting
	// NewMemberApproval); nil when it is not waiting. A waiting member has
	// no number, so pays non-member rates.
	MembershipPendingSince *time.Time `bun:"membership_pending_since" json:"-"`
	// RequestedMembershipNumber is the number a waiting sign-up typed,
	// which approval assigns; nil: approval draws one.
	RequestedMembershipNumber *string   `bun:"requested_membership_number" json:"-"`
	CreatedAt                 time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	UpdatedAt                 time.Time `bun:"updated_at,notnull,default:current_timestamp" json:"updatedAt"`
}

type Registration struct {
	bun.BaseModel `bun:"table:event_registrations"`

	ID                         int64      `bun:"id,pk,autoincrement" json:"id"`
	EventID                    int64      `bun:"event_id,notnull" json:"eventId"`
	MemberID                   int64      `bun:"member_id,notnull" json:"memberId"`
	MemberName                 string     `bun:"member_name,notnull" json:"memberName"`
	MemberPhone                string     `bun:"member_phone,notnull" json:"memberPhone"`
	GuestRateType              string     `bun:"guest_rate_type,notnull,default:''" json:"guestRateType"`
	PaymentReferenceFileURL    *string    `bun:"payment_reference_file_url" json:"paymentReferenceFileUrl"`
	PaymentReferenceFileName   *string    `bun:"payment_reference_file_name" json:"paymentReferenceFileName"`
	PaymentReferenceUploadedAt *time.Time `bun:"payment_reference_uploaded_at" json:"paymentReferenceUploadedAt"`
	IsPaid                     bool       `bun:"is_paid,notnull,default:false" json:"isPaid"`
	// RemindedAt is when the day-before reminder was written (nil: not yet).
	RemindedAt *time.Time `bun:"reminded_at" json:"-"`
	// PaymentSlipDeletedAt is when the slip retention job deleted this
	// registration's slip file (the file name and upload time stay, so the
	// app can say so instead of showing a broken link).
	PaymentSlipDeletedAt *time.Time `bun:"payment_slip_deleted_at" json:"paymentSlipDeletedAt"`
	CreatedAt            time.Time  `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	// PayBy is the deadline of a registration promoted from the waitlist:
	// unpaid and without a slip by then, it is removed and the seat passes
	// on. Nil for ordinary registrations, and cleared once a slip arrives
	// or an admin marks it paid.
	PayBy *time.Time `bun:"pay_by" json:"payBy"`
}

// WaitlistEntry is a member waiting for a seat at a full event. Entries
// are served in SortKey order; a member's position is their rank.
type WaitlistEntry struct {
	bun.BaseModel `bun:"table:event_waitlist"`

	ID            int64     `bun:"id,pk,autoincrement" json:"id"`
	EventID       int64     `bun:"event_id,notnull" json:"eventId"`
	MemberID      int64     `bun:"member_id,notnull" json:"memberId"`
	MemberName    string    `bun:"member_name,notnull" json:"memberName"`
	MemberPhone   string    `bun:"member_phone,notnull" json:"memberPhone"`
	GuestRateType string    `bun:"guest_rate_type,notnull,default:''" json:"guestRateType"`
	SortKey       int64     `bun:"sort_key,notnull" json:"-"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

type Photo struct {
	bun.BaseModel `bun:"table:photos"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	Title     string    `bun:"title,notnull" json:"title"`
	Caption   string    `bun:"caption,notnull,default:''" json:"caption"`
	URL       string    `bun:"url,notnull" json:"url"`
	Category  string    `bun:"category,notnull" json:"category"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

type BlogPost struct {
	bun.BaseModel `bun:"table:blog_posts"`

	ID          int64     `bun:"id,pk,autoincrement" json:"id"`
	Title       string    `bun:"title,notnull" json:"title"`
	Content     string    `bun:"content,notnull" json:"content"`
	Image       string    `bun:"image,notnull,default:''" json:"image"`
	Category    string    `bun:"category,notnull,default:'general'" json:"category"`
	IsPublished bool      `bun:"is_published,notnull" json:"isPublished"`
	CreatedAt   time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	UpdatedAt   time.Time `bun:"updated_at,notnull,default:current_timestamp" json:"updatedAt"`
}

type ContactMessage struct {
	bun.BaseModel `bun:"table:contact_messages"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	FirstName string    `bun:"first_name,notnull" json:"firstName"`
	LastName  string    `bun:"last_name,notnull" json:"lastName"`
	Email     string    `bun:"email,notnull" json:"email"`
	Subject   string    `bun:"subject,notnull" json:"subject"`
	Message   string    `bun:"message,notnull" json:"message"`
	IsRead    bool      `bun:"is_read,notnull,default:false" json:"isRead"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

type Admin struct {
	bun.BaseModel `bun:"table:admins"`

	ID               int64      `bun:"id,pk,autoincrement" json:"id"`
	Username         string     `bun:"username,notnull,unique" json:"username"`
	PasswordHash     string     `bun:"password_hash,notnull" json:"-"`
	ResetToken       *string    `bun:"reset_token" json:"-"`
	ResetTokenExpiry *time.Time `bun:"reset_token_expiry" json:"-"`
	CreatedAt        time.Time  `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	// TOTPSecret is the confirmed two-factor secret (base32); nil means
	// two-factor sign-in is off. TOTPPendingSecret is one shown at
	// enrolment and not yet confirmed. TOTPLastStep is the last time step
	// a code was accepted for: no code of that step or before works again.
	TOTPSecret        *string `bun:"totp_secret" json:"-"`
	TOTPPendingSecret *string `bun:"totp_pending_secret" json:"-"`
	TOTPLastStep      int64   `bun:"totp_last_step,notnull,default:0" json:"-"`
}

// AdminRecoveryCode is one unused one-time recovery code of an admin, as
// its SHA-256 (auth.HashRecoveryCode); using it deletes the row.
type AdminRecoveryCode struct {
	bun.BaseModel `bun:"table:admin_recovery_codes"`

	ID        int64     `bun:"id,pk,autoincrement"`
	AdminID   int64     `bun:"admin_id,notnull"`
	CodeHash  string    `bun:"code_hash,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type Notification struct {
	bun.BaseModel `bun:"table:notifications"`

	ID             int64   `bun:"id,pk,autoincrement" json:"id"`
	MemberID       int64   `bun:"member_id,notnull" json:"memberId"`
	MemberPhone    string  `bun:"member_phone,notnull" json:"memberPhone"`
	Type           string  `bun:"type,notnull" json:"type"`
	Title          string  `bun:"title,notnull" json:"title"`
	Message        string  `bun:"message,notnull" json:"message"`
	EventID        *int64  `bun:"event_id" json:"eventId"`
	EventTitle     *string `bun:"event_title" json:"eventTitle"`
	NewMemberName  *string `bun:"new_member_name" json:"newMemberName"`
	NewMemberPhone *string `bun:"new_member_phone" json:"-"`
	// Params are the values the text is made of (JSON object), so the app
	// can render the notification in the member's language.
	Params    string    `bun:"params,notnull,default:'{}'" json:"-"`
	IsRead    bool      `bun:"is_read,notnull,default:false" json:"isRead"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

type PushSubscription struct {
	bun.BaseModel `bun:"table:push_subscriptions"`

	ID             int64     `bun:"id,pk,autoincrement" json:"id"`
	MemberID       int64     `bun:"member_id,notnull" json:"memberId"`
	MemberPhone    string    `bun:"member_phone,notnull" json:"memberPhone"`
	Endpoint       string    `bun:"endpoint,notnull,unique" json:"endpoint"`
	P256dhKey      string    `bun:"p256dh_key,notnull" json:"-"`
	AuthKey        string    `bun:"auth_key,notnull" json:"-"`
	DeviceType     string    `bun:"device_type,notnull,default:''" json:"deviceType"`
	UserAgent      string    `bun:"user_agent,notnull,default:''" json:"userAgent"`
	IsPWAInstalled bool      `bun:"is_pwa_installed,notnull,default:false" json:"isPWAInstalled"`
	IsActive       bool      `bun:"is_active,notnull" json:"isActive"`
	CreatedAt      time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	LastUsed       time.Time `bun:"last_used,notnull,default:current_timestamp" json:"lastUsed"`
	// SessionHash is the member session that subscribed; logging out of it
	// deletes the subscription, so a shared phone stops getting pushes.
	SessionHash string `bun:"session_hash,notnull,default:''" json:"-"`
}

type MemberPreference struct {
	bun.BaseModel `bun:"table:member_preferences"`

	ID                  int64    `bun:"id,pk,autoincrement" json:"id"`
	MemberID            int64    `bun:"member_id,notnull" json:"memberId"`
	MemberPhone         string   `bun:"member_phone,notnull,unique" json:"memberPhone"`
	PreferredEventTypes []string `bun:"preferred_event_types,type:text,notnull" json:"preferredEventTypes"`
	PreferredTimeSlots  []string `bun:"preferred_time_slots,type:text,notnull" json:"preferredTimeSlots"`
	MaxBudget           *int     `bun:"max_budget" json:"maxBudget"`
	FrequencyPreference string   `bun:"frequency_preference,notnull,default:'moderate'" json:"frequencyPreference"`
	SkillLevel          string   `bun:"skill_level,notnull,default:'intermediate'" json:"skillLevel"`
	SocialPreference    bool     `bun:"social_preference,notnull" json:"socialPreference"`
	// MutedNotificationTypes are the notification types the member opted
	// out of (JSON list of type names).
	MutedNotificationTypes string    `bun:"muted_notification_types,notnull,default:'[]'" json:"-"`
	CreatedAt              time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	UpdatedAt              time.Time `bun:"updated_at,notnull,default:current_timestamp" json:"updatedAt"`
}

type Flight struct {
	bun.BaseModel `bun:"table:flights"`

	ID           int64     `bun:"id,pk,autoincrement" json:"id"`
	EventID      int64     `bun:"event_id,notnull" json:"eventId"`
	FlightNumber int       `bun:"flight_number,notnull" json:"flightNumber"`
	TeeTime      string    `bun:"tee_time,notnull" json:"teeTime"`
	MaxPlayers   int       `bun:"max_players,notnull,default:4" json:"maxPlayers"`
	StartingHole int       `bun:"starting_hole,notnull,default:1" json:"startingHole"`
	Notes        string    `bun:"notes,notnull,default:''" json:"notes"`
	CreatedAt    time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

type FlightMember struct {
	bun.BaseModel `bun:"table:flight_members"`

	ID             int64     `bun:"id,pk,autoincrement" json:"id"`
	FlightID       int64     `bun:"flight_id,notnull" json:"flightId"`
	RegistrationID int64     `bun:"registration_id,notnull,unique" json:"registrationId"`
	MemberName     string    `bun:"member_name,notnull" json:"memberName"`
	MemberPhone    string    `bun:"member_phone,notnull" json:"memberPhone"`
	Position       int       `bun:"position,notnull" json:"position"`
	Handicap       *int      `bun:"handicap" json:"handicap"`
	CreatedAt      time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

// Session is a signed-in member or admin. Only the SHA-256 of the cookie
// token is stored, so a leaked database does not leak live sessions.
type Session struct {
	bun.BaseModel `bun:"table:sessions"`

	TokenHash string    `bun:"token_hash,pk" json:"-"`
	Kind      string    `bun:"kind,notnull" json:"kind"` // member | admin
	SubjectID int64     `bun:"subject_id,notnull" json:"subjectId"`
	ExpiresAt time.Time `bun:"expires_at,notnull" json:"expiresAt"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

// Setting is one club setting; values are JSON-free strings keyed by name.
type Setting struct {
	bun.BaseModel `bun:"table:settings"`

	Key   string `bun:"key,pk"`
	Value string `bun:"value,notnull"`
}

// RateLimit counts attempts per key in a fixed window. It lives in the
// database so several instances on PostgreSQL share one budget.
type RateLimit struct {
	bun.BaseModel `bun:"table:rate_limits"`

	Key         string    `bun:"key,pk"`
	WindowStart time.Time `bun:"window_start,notnull"`
	Count       int       `bun:"count,notnull"`
}

// Upload is a signed, single-use upload slot issued to one member and,
// once the file arrives, the record of that file.
type Upload struct {
	bun.BaseModel `bun:"table:uploads"`

	ID          int64      `bun:"id,pk,autoincrement"`
	FileID      string     `bun:"file_id,notnull,unique"`
	TokenHash   string     `bun:"token_hash,notnull,unique"`
	MemberID    int64      `bun:"member_id,notnull"`
	Purpose     string     `bun:"purpose,notnull,default:'payment-reference'"`
	ContentType string     `bun:"content_type,notnull,default:''"`
	Size        int64      `bun:"size,notnull,default:0"`
	ExpiresAt   time.Time  `bun:"expires_at,notnull"`
	StoredAt    *time.Time `bun:"stored_at"`
	CreatedAt   time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

// PushOutbox holds pushes not yet delivered, so a restart loses none.
type PushOutbox struct {
	bun.BaseModel `bun:"table:push_outbox"`

	ID             int64      `bun:"id,pk,autoincrement"`
	SubscriptionID int64      `bun:"subscription_id,notnull"`
	Payload        string     `bun:"payload,notnull"`
	Attempts       int        `bun:"attempts,notnull,default:0"`
	NextAttemptAt  time.Time  `bun:"next_attempt_at,notnull"`
	SentAt         *time.Time `bun:"sent_at"`
	// ClaimedUntil is a worker's lease: until then no other worker (on this
	// or another instance) takes the row.
	ClaimedUntil *time.Time `bun:"claimed_until"`
	LastError    string     `bun:"last_error,notnull,default:''"`
	CreatedAt    time.Time  `bun:"created_at,notnull,default:current_timestamp"`
}

// Deletion request states.
const (
	DeletionPending   = "pending"
	DeletionConfirmed = "confirmed"
	DeletionRejected  = "rejected"
	DeletionCancelled = "cancelled"
)

// DeletionRequest is a member's PDPA request to delete their personal
// data. It stays pending until an admin confirms or rejects it, or the
// member cancels it; at most one per member is pending.
type DeletionRequest struct {
	bun.BaseModel `bun:"table:deletion_requests"`

	ID          int64      `bun:"id,pk,autoincrement" json:"id"`
	MemberID    int64      `bun:"member_id,notnull" json:"memberId"`
	Status      string     `bun:"status,notnull" json:"status"`
	Reason      *string    `bun:"reason" json:"reason"`
	RequestedAt time.Time  `bun:"requested_at,notnull" json:"requestedAt"`
	DecidedAt   *time.Time `bun:"decided_at" json:"decidedAt"`
	DecidedBy   *string    `bun:"decided_by" json:"-"`
}

// AfterScanRow gives an event stored without rates the rates the Rates:
// block of its description lists (spec 1 §3), so that the list members
// choose from and the price they are charged come from one parser
// (internal/rates) wherever the event is read.
func (e *Event) AfterScanRow(context.Context) error {
	e.Rates = EffectiveRates(e.Rates, e.Description)
	return nil
}

// EffectiveRates is list, or when it is empty the description's rates.
func EffectiveRates(list []Rate, description string) []Rate {
	if len(list) > 0 {
		return list
	}
	parsed := rates.FromDescription(description)
	out := make([]Rate, len(parsed))
	for i, r := range parsed {
		out[i] = Rate(r)
	}
	return out
}

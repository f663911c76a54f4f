package model

import "strings"

// Viewer is who reads a row: a signed-in member (MemberID), an admin, or
// both. The zero Viewer is nobody in particular and sees the least.
type Viewer struct {
	MemberID int64
	Admin    bool
}

// Sees tells whether v may see the private details (phone, email,
// membership number, payment) of member memberID: admins see everybody's,
// members only their own.
func (v Viewer) Sees(memberID int64) bool {
	return v.Admin || (v.MemberID != 0 && v.MemberID == memberID)
}

// RegistrationRow is a registration with its event and the registrant's
// current email and membership number: the one row every registration list
// reads, whoever looks at it. Pricing reads EventRates, EventDescription and
// MembershipNumber; RedactFor takes out what a viewer may not see.
type RegistrationRow struct {
	Registration
	MemberEmail      *string `bun:"member_email"`
	MembershipNumber *string `bun:"membership_number"`
	// MemberLocale is the member's language ("" when the member is gone).
	MemberLocale     string `bun:"member_locale" json:"-"`
	EventTitle       string `bun:"event_title"`
	EventDate        string `bun:"event_date"`
	EventTime        string `bun:"event_time"`
	EventType        string `bun:"event_type"`
	EventDescription string `bun:"event_description"`
	EventRates       []Rate `bun:"event_rates,type:text"`
}

// NewRegistrationRow is the joined row of reg, just stored by Register,
// made from the member and event the caller already holds: what
// RegistrationWithEvent would read back, without the round trip.
func NewRegistrationRow(reg *Registration, m *Member, ev *Event) *RegistrationRow {
	rates := ev.Rates
	if rates == nil {
		rates = []Rate{}
	}
	locale := m.Locale
	if locale == "" {
		locale = "en" // a member inserted without one has the column's default
	}
	return &RegistrationRow{Registration: *reg, MemberEmail: m.Email, MembershipNumber: m.MembershipNumber, MemberLocale: locale,
		EventTitle: ev.Title, EventDate: ev.Date, EventTime: ev.Time, EventType: ev.Type,
		EventDescription: ev.Description, EventRates: rates}
}

// IsMember tells whether the registrant may use member rates.
func (r *RegistrationRow) IsMember() bool {
	return HasMembership(&Member{MembershipNumber: r.MembershipNumber})
}

// Event gives the parts of the joined event that pricing reads.
func (r *RegistrationRow) Event() *Event {
	return &Event{ID: r.EventID, Title: r.EventTitle, Date: r.EventDate, Time: r.EventTime,
		Type: r.EventType, Description: r.EventDescription, Rates: EffectiveRates(r.EventRates, r.EventDescription)}
}

// RedactFor blanks what v may not see of another member's registration:
// phone, email, membership number and everything about payment (DESIGN.md:
// other members' phone numbers and emails never reach non-admins). It
// reports whether it took anything out, so a caller can pick the smaller
// view for such rows.
func (r *RegistrationRow) RedactFor(v Viewer) bool {
	if v.Sees(r.MemberID) {
		return false
	}
	r.MemberPhone, r.MemberEmail, r.MembershipNumber = "", nil, nil
	r.IsPaid = false
	r.PaymentReferenceFileURL, r.PaymentReferenceFileName, r.PaymentReferenceUploadedAt = nil, nil, nil
	return true
}

// HasMembership tells whether m may use member rates: a non-empty
// membership number is what the spec makes the difference.
func HasMembership(m *Member) bool {
	return m != nil && m.MembershipNumber != nil && strings.TrimSpace(*m.MembershipNumber) != ""
}

// PaymentFilter picks the registrations of a payment references page.
type PaymentFilter string

const (
	PaymentAll      PaymentFilter = "all"
	PaymentAwaiting PaymentFilter = "awaiting" // a slip, not marked paid
	PaymentUnpaid   PaymentFilter = "unpaid"
	PaymentPaid     PaymentFilter = "paid"
)

// PaymentFilters are the filters in the order the page shows them.
var PaymentFilters = []PaymentFilter{PaymentAll, PaymentAwaiting, PaymentUnpaid, PaymentPaid}

// PaymentCounts are the registrations in each filter (no search applied).
type PaymentCounts struct {
	All      int `json:"all"`
	Awaiting int `json:"awaiting"`
	Unpaid   int `json:"unpaid"`
	Paid     int `json:"paid"`
}

// PaymentReferencePage is one page of the payment references list.
type PaymentReferencePage struct {
	Rows   []RegistrationRow
	Total  int // rows matching filter and search, over all pages
	Counts PaymentCounts
}

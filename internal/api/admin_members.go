package api

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
	"unicode/utf8"

	"golfclub/internal/auth"
	"golfclub/internal/eventdate"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
)

func (s *Server) routesAdminMembers(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/members", s.adminListMembers)
	s.admin(mux, "POST /api/admin/members", s.adminCreateMember)
	s.admin(mux, "PUT /api/admin/members/{id}", s.adminUpdateMember)
	s.admin(mux, "DELETE /api/admin/members/{id}", s.adminDeleteMember)
}

// adminMember is AdminMember of docs/api.md.
type adminMember struct {
	ID                     int64     `json:"id"`
	Name                   string    `json:"name"`
	Phone                  string    `json:"phone"`
	Email                  *string   `json:"email"`
	MembershipNumber       *string   `json:"membershipNumber"`
	IsActive               bool      `json:"isActive"`
	SubscriptionDate       *string   `json:"subscriptionDate"`
	SubscriptionExpiryDate *string   `json:"subscriptionExpiryDate"`
	Locale                 string    `json:"locale"`
	CreatedAt              time.Time `json:"createdAt"`
	UpdatedAt              time.Time `json:"updatedAt"`
	RegistrationCount      int       `json:"registrationCount"`
	// HandicapIndex is the member's Handicap Index, a plus handicap
	// negative (-2.1 is +2.1); null when none is set.
	HandicapIndex *float64 `json:"handicapIndex"`
}

func viewAdminMember(m *model.MemberRow) adminMember {
	return adminMember{
		ID: m.ID, Name: m.Name, Phone: m.Phone, Email: m.Email, MembershipNumber: m.MembershipNumber,
		IsActive: m.IsActive, SubscriptionDate: m.SubscriptionDate, SubscriptionExpiryDate: m.SubscriptionExpiryDate,
		Locale: i18n.Or(m.Locale), CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt, RegistrationCount: m.RegistrationCount,
		HandicapIndex: scoring.IndexValue(m.HandicapIndex),
	}
}

func (s *Server) adminListMembers(w http.ResponseWriter, r *http.Request) error {
	rows, err := s.club.Members(r.Context())
	if err != nil {
		return err
	}
	out := make([]adminMember, len(rows))
	for i := range rows {
		out[i] = viewAdminMember(&rows[i])
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// memberInput is the admin member form. passwordHash carries the password
// as typed (spec 2 §3); it is hashed here and never stored as sent.
type memberInput struct {
	Name                   optString       `json:"name"`
	Phone                  optString       `json:"phone"`
	Email                  optString       `json:"email"`
	MembershipNumber       optString       `json:"membershipNumber"`
	PasswordHash           optString       `json:"passwordHash"`
	IsActive               json.RawMessage `json:"isActive"`
	SubscriptionDate       optString       `json:"subscriptionDate"`
	SubscriptionExpiryDate optString       `json:"subscriptionExpiryDate"`
}

// Member field limits beyond the spec's minimums.
const (
	memberNameMax       = 100
	membershipNumberMax = 50
	passwordMin         = 6
	passwordMax         = 256
)

// validate checks the form by spec 2 §5 and fills m (all but the password
// hash). It returns the password typed, "" when none.
func (in *memberInput) validate(m *model.Member, creating bool) (string, error) {
	var v validator
	name := in.Name.trim()
	if utf8.RuneCountInString(name) < 2 {
		v.Add("name", "too_short", "Name must be at least 2 characters")
	}
	v.text("name", "Name", name, memberNameMax, false)

	phone := in.Phone.trim()
	if auth.CountDigits(phone) < 10 {
		v.Add("phone", "invalid_phone", "Phone number must be at least 10 digits")
	} else if p, err := auth.NormalizePhone(phone); err != nil {
		v.Add("phone", "invalid_phone", err.Error())
	} else {
		phone = p
	}

	email := auth.NormalizeEmail(string(in.Email))
	if !auth.ValidEmail(email) {
		v.Add("email", "invalid_email", "Invalid email address")
	}

	password := string(in.PasswordHash)
	switch {
	case password == "" && !creating:
		// Blank on edit keeps the current password.
	case utf8.RuneCountInString(password) < passwordMin:
		v.Add("passwordHash", "too_short", "Password must be at least 6 characters")
	case len(password) > passwordMax:
		v.Add("passwordHash", "too_long", "Password must be at most 256 characters")
	}

	number := in.MembershipNumber.trim()
	v.text("membershipNumber", "Membership number", number, membershipNumberMax, false)

	active := true
	if len(in.IsActive) > 0 && string(in.IsActive) != "null" {
		b, ok := boolInput(in.IsActive)
		if !ok {
			v.Add("isActive", "not_boolean", "isActive must be true or false")
		}
		active = b
	}

	dates := [2]string{}
	for i, d := range []struct {
		field, label string
		val          optString
	}{
		{"subscriptionDate", "Subscription start date", in.SubscriptionDate},
		{"subscriptionExpiryDate", "Subscription end date", in.SubscriptionExpiryDate},
	} {
		raw := d.val.trim()
		if raw == "" {
			continue
		}
		iso, err := eventdate.Normalize(raw)
		if err != nil {
			v.Add(d.field, "invalid_date", d.label+" must be a date (YYYY-MM-DD)")
			continue
		}
		dates[i] = iso
	}
	if dates[0] != "" && dates[1] != "" && dates[1] < dates[0] {
		v.Add("subscriptionExpiryDate", "end_before_start", "Subscription end date cannot be before the start date")
	}
	if err := v.Err(); err != nil {
		return "", err
	}
	m.Name, m.Phone, m.Email = name, phone, &email
	m.MembershipNumber = nilIfEmpty(number)
	m.IsActive = active
	m.SubscriptionDate, m.SubscriptionExpiryDate = nilIfEmpty(dates[0]), nilIfEmpty(dates[1])
	return password, nil
}

func (s *Server) adminCreateMember(w http.ResponseWriter, r *http.Request) error {
	var in memberInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	m := new(model.Member)
	password, err := in.validate(m, true)
	if err != nil {
		return err
	}
	if m.PasswordHash, err = s.account.Passwords().Hash(password); err != nil {
		return err
	}
	if err := s.club.CreateMember(r.Context(), m); err != nil {
		return err
	}
	return s.writeAdminMember(w, r.Context(), http.StatusCreated, m.ID)
}

func (s *Server) writeAdminMember(w http.ResponseWriter, ctx context.Context, status int, id int64) error {
	row, err := s.club.MemberRow(ctx, id)
	if err != nil {
		return err
	}
	writeJSON(w, status, viewAdminMember(row))
	return nil
}

func (s *Server) adminUpdateMember(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Member")
	if err != nil {
		return err
	}
	var in memberInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	m, err := s.club.Member(r.Context(), id)
	if err != nil {
		return err
	}
	password, err := in.validate(m, false)
	if err != nil {
		return err
	}
	if password != "" {
		if m.PasswordHash, err = s.account.Passwords().Hash(password); err != nil {
			return err
		}
	}
	if err := s.club.UpdateMember(r.Context(), m, password != ""); err != nil {
		return err
	}
	return s.writeAdminMember(w, r.Context(), http.StatusOK, id)
}

func (s *Server) adminDeleteMember(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Member")
	if err != nil {
		return err
	}
	if err := s.club.DeleteMember(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Member deleted"})
	return nil
}

package content

import (
	"context"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// ContactSubjects are the subjects the contact form offers (spec 1 §2).
var ContactSubjects = []string{"General Inquiry", "Subscription Information", "Event Booking", "Golf Lessons", "Other"}

// Contact form length caps.
const (
	ContactNameMax    = 100
	ContactEmailMax   = 254 // RFC 5321 path limit
	ContactMessageMax = 5000
)

// ContactInput is a message a visitor sends from the contact page.
type ContactInput struct {
	FirstName, LastName, Email, Subject, Message string
}

// CheckContact trims in and checks every field, reporting all problems at
// once so the form can mark each field; the message names every problem,
// joined, and each field holds its own.
func CheckContact(in ContactInput) (*model.ContactMessage, error) {
	m := &model.ContactMessage{
		FirstName: trim(in.FirstName), LastName: trim(in.LastName), Email: trim(in.Email),
		Subject: trim(in.Subject), Message: trim(in.Message),
	}
	var v apperr.Validation
	var order []string
	add := func(field, code, msg string) {
		order = append(order, msg)
		v.Add(field, code, msg)
	}
	text := func(field, label, s string, max int) {
		switch {
		case s == "":
			add(field, "required", label+" is required")
		case utf8.RuneCountInString(s) > max:
			add(field, "too_long", fmt.Sprintf("%s must be at most %d characters", label, max))
		}
	}
	text("firstName", "First name", m.FirstName, ContactNameMax)
	text("lastName", "Last name", m.LastName, ContactNameMax)
	text("email", "Email", m.Email, ContactEmailMax)
	if !v.Has("email") && !ValidContactEmail(m.Email) {
		add("email", "invalid_email", "Please enter a valid email address")
	}
	switch {
	case m.Subject == "":
		add("subject", "required", "Subject is required")
	case !slices.Contains(ContactSubjects, m.Subject):
		add("subject", "invalid_choice", "Subject must be one of: "+strings.Join(ContactSubjects, ", "))
	}
	text("message", "Message", m.Message, ContactMessageMax)
	if e, ok := apperr.As(v.Err()); ok {
		e.Message = strings.Join(order, ". ")
		return nil, e
	}
	return m, nil
}

// ValidContactEmail accepts a bare address (no display name or angle
// brackets) whose domain has a dot, which rules out "a@localhost" typos.
func ValidContactEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") &&
		!strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".") && !strings.Contains(domain, "..")
}

// SendContact checks and stores a visitor's message for the inbox.
func (s *Service) SendContact(ctx context.Context, in ContactInput) error {
	m, err := CheckContact(in)
	if err != nil {
		return err
	}
	m.CreatedAt = s.now().UTC()
	if err := s.store.CreateContactMessage(ctx, m); err != nil {
		return fmt.Errorf("store contact message: %w", err)
	}
	return nil
}

// ContactMessages is the inbox, newest first.
func (s *Service) ContactMessages(ctx context.Context) ([]model.ContactMessage, error) {
	return s.store.ListContactMessages(ctx)
}

// MarkContact marks message id read or unread and answers it.
func (s *Service) MarkContact(ctx context.Context, id int64, read bool) (*model.ContactMessage, error) {
	if err := s.store.SetContactRead(ctx, id, read); err != nil {
		return nil, notFound(err, "Message not found")
	}
	m, err := s.store.GetContactMessage(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("read contact message %d: %w", id, err)
	}
	return m, nil
}

// DeleteContact removes message id from the inbox.
func (s *Service) DeleteContact(ctx context.Context, id int64) error {
	return notFound(s.store.DeleteContactMessage(ctx, id), "Message not found")
}

func trim(s string) string { return strings.TrimSpace(s) }

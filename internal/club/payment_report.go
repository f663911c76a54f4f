package club

import (
	"context"
	"fmt"
	"strings"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
	"golfclub/internal/payreport"
)

// MaxReportMonths is the most calendar months one payment report spans:
// three years, beyond which a monthly chart stops being readable.
const MaxReportMonths = 36

// ReportRange is the default range of the payment analytics on the club's
// date today: the five months before this one, this one and the six after,
// so last season's money and next season's outstanding fees show together.
func ReportRange(today string) (from, to string) {
	d, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return "", ""
	}
	first := time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, time.UTC)
	return first.AddDate(0, -5, 0).Format(time.DateOnly), first.AddDate(0, 7, -1).Format(time.DateOnly)
}

// checkReportRange fills in a missing end from the default range and
// checks both: real ISO dates, to not before from, at most
// MaxReportMonths months.
func checkReportRange(from, to, today string) (string, string, error) {
	defFrom, defTo := ReportRange(today)
	from, to = strings.TrimSpace(from), strings.TrimSpace(to)
	if from == "" {
		from = defFrom
	}
	if to == "" {
		to = defTo
	}
	var v apperr.Validation
	a, errA := time.Parse(time.DateOnly, from)
	if errA != nil {
		v.Add("from", "invalid_date", "From must be a date written YYYY-MM-DD")
	}
	b, errB := time.Parse(time.DateOnly, to)
	if errB != nil {
		v.Add("to", "invalid_date", "To must be a date written YYYY-MM-DD")
	}
	if errA == nil && errB == nil {
		months := (b.Year()-a.Year())*12 + int(b.Month()-a.Month()) + 1
		switch {
		case b.Before(a):
			v.Add("to", "end_before_start", "To must not be before From")
		case months > MaxReportMonths:
			v.Add("to", "out_of_range", fmt.Sprintf("The range may span at most %d months", MaxReportMonths))
		}
	}
	return from, to, v.Err()
}

// PaymentReport is the payment analytics of the events dated from to to
// (ISO dates, inclusive; either empty takes the end of ReportRange):
// collected against outstanding in total, per month and per event, the
// slips awaiting review, and the days members take to pay. Every amount
// is the registration's price by the one price rule.
func (s *Service) PaymentReport(ctx context.Context, from, to string) (*payreport.Report, error) {
	from, to, err := checkReportRange(from, to, s.today())
	if err != nil {
		return nil, err
	}
	events, err := s.store.ListEventsFrom(ctx, from)
	if err != nil {
		return nil, err
	}
	regs, err := s.store.RegistrationsFrom(ctx, from)
	if err != nil {
		return nil, err
	}
	rep := payreport.Build(from, to, ReportEvents(events), PricedRegistrations(regs))
	return &rep, nil
}

// ReportEvents are events as the payment report lists them.
func ReportEvents(events []model.Event) []payreport.Event {
	out := make([]payreport.Event, len(events))
	for i, e := range events {
		out[i] = payreport.Event{ID: e.ID, Title: e.Title, Date: e.Date}
	}
	return out
}

// PricedRegistrations prices each row by RegistrationPrice, the rule the
// member, the lists and the exports use, for the payment report.
func PricedRegistrations(rows []model.RegistrationRow) []payreport.Registration {
	out := make([]payreport.Registration, len(rows))
	for i := range rows {
		row := &rows[i]
		r := payreport.Registration{EventID: row.EventID, EventDate: row.EventDate, Paid: row.IsPaid,
			HasSlip:      row.PaymentReferenceFileURL != nil && *row.PaymentReferenceFileURL != "",
			RegisteredAt: row.CreatedAt, SlipAt: row.PaymentReferenceUploadedAt}
		if p, _ := RegistrationPrice(row); p != nil {
			r.Amount, r.Priced = *p, true
		}
		out[i] = r
	}
	return out
}

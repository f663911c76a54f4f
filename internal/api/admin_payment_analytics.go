package api

import (
	"net/http"
	"strconv"
	"time"

	"golfclub/internal/export"
	"golfclub/internal/i18n"
	"golfclub/internal/payreport"
)

// The admin's payment analytics (docs/api.md "Payment analytics"): the
// report of club.PaymentReport as JSON and as a spreadsheet.

type paySum struct {
	Count  int     `json:"count"`
	Amount float64 `json:"amount"`
}

type payFigures struct {
	Collected   paySum `json:"collected"`
	Outstanding paySum `json:"outstanding"`
	Awaiting    paySum `json:"awaiting"`
	Unpriced    int    `json:"unpriced"`
}

func figuresView(f payreport.Figures) payFigures {
	return payFigures{Collected: paySum(f.Collected), Outstanding: paySum(f.Outstanding), Awaiting: paySum(f.Awaiting), Unpriced: f.Unpriced}
}

type payMonth struct {
	Month string `json:"month"`
	payFigures
}

type payEvent struct {
	EventID    int64  `json:"eventId"`
	EventTitle string `json:"eventTitle"`
	EventDate  string `json:"eventDate"`
	payFigures
}

type daysToPay struct {
	Measured   int      `json:"measured"`
	Average    *float64 `json:"average"`
	Median     *float64 `json:"median"`
	NoSlipTime int      `json:"noSlipTime"`
}

type paymentAnalytics struct {
	From      string     `json:"from"`
	To        string     `json:"to"`
	Totals    payFigures `json:"totals"`
	Months    []payMonth `json:"months"`
	Events    []payEvent `json:"events"`
	DaysToPay daysToPay  `json:"daysToPay"`
}

// paymentReport reads ?from= and ?to= and asks the service for the report.
func (s *Server) paymentReport(r *http.Request) (*payreport.Report, error) {
	q := r.URL.Query()
	return s.club.PaymentReport(r.Context(), q.Get("from"), q.Get("to"))
}

func (s *Server) adminPaymentAnalytics(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.paymentReport(r)
	if err != nil {
		return err
	}
	out := paymentAnalytics{From: rep.From, To: rep.To, Totals: figuresView(rep.Totals),
		Months: make([]payMonth, len(rep.Months)), Events: make([]payEvent, len(rep.Events)),
		DaysToPay: daysToPay(rep.DaysToPay)}
	for i, m := range rep.Months {
		out.Months[i] = payMonth{Month: m.Month, payFigures: figuresView(m.Figures)}
	}
	for i, e := range rep.Events {
		out.Events[i] = payEvent{EventID: e.ID, EventTitle: e.Title, EventDate: e.Date, payFigures: figuresView(e.Figures)}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// exportPaymentAnalytics is the same report as a workbook headed in the
// reader's language: a summary, then a sheet per month and per event.
func (s *Server) exportPaymentAnalytics(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.paymentReport(r)
	if err != nil {
		return err
	}
	lang := i18n.FromRequest(r)
	tr := func(key string, args ...any) string { return i18n.T(lang, key, args...) }
	x, err := s.newSheet(tr("payments.sheet.summary"), []export.Column{
		{Header: tr("payments.col.figure"), Width: 44},
		{Header: tr("payments.col.registrations"), Kind: export.Integer, Width: 14},
		{Header: tr("payments.col.amount"), Kind: export.Money, Width: 16},
		{Header: tr("payments.col.days"), Kind: export.Decimal, Width: 8},
	})
	if err != nil {
		return err
	}
	defer x.Close()
	t, d := rep.Totals, rep.DaysToPay
	rows := [][]any{
		{tr("payments.period", dayMonthYear(lang, rep.From), dayMonthYear(lang, rep.To))},
		{tr("payments.col.collected"), t.Collected.Count, t.Collected.Amount},
		{tr("payments.col.outstanding"), t.Outstanding.Count, t.Outstanding.Amount},
		{tr("payments.col.awaiting"), t.Awaiting.Count, t.Awaiting.Amount},
		{tr("payments.unpriced"), t.Unpriced},
		{tr("payments.avgDays"), d.Measured, nil, d.Average},
		{tr("payments.medianDays"), d.Measured, nil, d.Median},
		{tr("payments.noSlipTime"), d.NoSlipTime},
	}
	for _, row := range rows {
		if err := x.Row(row...); err != nil {
			return err
		}
	}
	figureColumns := []export.Column{
		{Header: tr("payments.col.collected"), Kind: export.Integer, Width: 12},
		{Header: tr("payments.col.collectedRm"), Kind: export.Money, Width: 16},
		{Header: tr("payments.col.outstanding"), Kind: export.Integer, Width: 13},
		{Header: tr("payments.col.outstandingRm"), Kind: export.Money, Width: 18},
		{Header: tr("payments.col.awaiting"), Kind: export.Integer, Width: 22},
		{Header: tr("payments.col.awaitingRm"), Kind: export.Money, Width: 22},
		{Header: tr("payments.col.unpriced"), Kind: export.Integer, Width: 20},
	}
	figures := func(f payreport.Figures) []any {
		return []any{f.Collected.Count, f.Collected.Amount, f.Outstanding.Count, f.Outstanding.Amount, f.Awaiting.Count, f.Awaiting.Amount, f.Unpriced}
	}
	err = x.AddSheet(export.Sheet{Name: tr("payments.sheet.months"), Location: s.cfg.Location,
		Columns: append([]export.Column{{Header: tr("payments.col.month"), Width: 18}}, figureColumns...)})
	if err != nil {
		return err
	}
	for _, m := range rep.Months {
		if err := x.Row(append([]any{monthYear(lang, m.Month)}, figures(m.Figures)...)...); err != nil {
			return err
		}
	}
	err = x.AddSheet(export.Sheet{Name: tr("payments.sheet.events"), Location: s.cfg.Location,
		Columns: append([]export.Column{{Header: tr("payments.col.event"), Width: 36}, {Header: tr("payments.col.date"), Kind: export.Date, Width: 12}}, figureColumns...)})
	if err != nil {
		return err
	}
	for _, e := range rep.Events {
		if err := x.Row(append([]any{e.Title, e.Date}, figures(e.Figures)...)...); err != nil {
			return err
		}
	}
	return s.sendXLSX(w, r, x, "payment-analytics")
}

// dayMonthYear writes an ISO date as "1 June 2026", the month named in
// lang.
func dayMonthYear(lang, iso string) string {
	d, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return iso
	}
	return strconv.Itoa(d.Day()) + " " + i18n.MonthName(lang, d.Month()) + " " + strconv.Itoa(d.Year())
}

// monthYear writes "2026-08" as "August 2026" ("Ogos 2026" in Malay).
func monthYear(lang, month string) string {
	d, err := time.Parse("2006-01", month)
	if err != nil {
		return month
	}
	return i18n.MonthName(lang, d.Month()) + " " + strconv.Itoa(d.Year())
}

package api

import (
	"net/http"
	"strconv"
	"strings"

	"golfclub/internal/analytics"
	"golfclub/internal/apperr"
)

func (s *Server) routesAnalytics(mux *http.ServeMux) {
	mux.Handle("POST /api/analytics", s.handle(s.analyticsBeacon))
	s.admin(mux, "GET /api/admin/insights", s.adminInsights)
}

// maxBeaconBody is far above any beacon the app sends.
const maxBeaconBody = 2 << 10

type beaconInput struct {
	Type     string `json:"type"`
	Path     string `json:"path"`
	Category string `json:"category"`
	Label    string `json:"label"`
	Value    int64  `json:"value"`
}

// analyticsBeacon counts one page view or custom event (docs/api.md). It
// answers 204 whether or not the beacon was counted (bots, opted-out
// browsers), so a client cannot tell the two apart.
func (s *Server) analyticsBeacon(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxBeaconBody)
	var in beaconInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	c := analytics.Client{IP: clientIP(r), UserAgent: r.UserAgent(),
		OptedOut: r.Header.Get("Sec-GPC") == "1" || r.Header.Get("DNT") == "1"}
	b := analytics.Beacon{Type: in.Type, Path: in.Path, Category: in.Category, Label: in.Label, Value: in.Value}
	if _, err := s.analytics.Record(r.Context(), b, c); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

type insightsView struct {
	Days          int              `json:"days"`
	From          string           `json:"from"`
	To            string           `json:"to"`
	Visitors      int              `json:"visitors"`
	Views         int              `json:"views"`
	Visits        []dayVisitsView  `json:"visits"`
	TopPages      []pageViewsView  `json:"topPages"`
	Events        []eventTotalView `json:"events"`
	Funnels       []funnelView     `json:"funnels"`
	MembersJoined []monthCountView `json:"membersJoined"`
	Install       rateView         `json:"install"`
	Push          pushRateView     `json:"push"`
}

type dayVisitsView struct {
	Date     string `json:"date"`
	Visitors int    `json:"visitors"`
	Views    int    `json:"views"`
}

type pageViewsView struct {
	Path  string `json:"path"`
	Views int    `json:"views"`
}

type eventTotalView struct {
	Category string `json:"category"`
	Count    int    `json:"count"`
	ValueSum int64  `json:"valueSum"`
}

type funnelView struct {
	EventID        int64  `json:"eventId"`
	Title          string `json:"title"`
	Date           string `json:"date"`
	Views          int    `json:"views"`
	RegisterOpened int    `json:"registerOpened"`
	Registered     int    `json:"registered"`
	Paid           int    `json:"paid"`
}

type monthCountView struct {
	Month string `json:"month"`
	Count int    `json:"count"`
}

type rateView struct {
	Shown    int      `json:"shown"`
	Accepted int      `json:"accepted"`
	Rate     *float64 `json:"rate"`
}

type pushRateView struct {
	Members    int      `json:"members"`
	Subscribed int      `json:"subscribed"`
	Enabled    int      `json:"enabled"`
	Rate       *float64 `json:"rate"`
}

// adminInsights answers the Insights of the last ?days= club days (7, 30,
// 90 or 365; 30 when absent).
func (s *Server) adminInsights(w http.ResponseWriter, r *http.Request) error {
	days := 30
	if raw := strings.TrimSpace(r.URL.Query().Get("days")); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil {
			return apperr.Field("days", "invalid_number", "Days must be one of 7, 30, 90 or 365")
		}
		days = n
	}
	in, err := s.analytics.Insights(r.Context(), days)
	if err != nil {
		return err
	}
	out := insightsView{Days: in.Days, From: in.From, To: in.To, Visitors: in.Visitors, Views: in.Views,
		Visits:        make([]dayVisitsView, len(in.Visits)),
		TopPages:      make([]pageViewsView, len(in.TopPages)),
		Events:        make([]eventTotalView, len(in.Events)),
		Funnels:       make([]funnelView, len(in.Funnels)),
		MembersJoined: make([]monthCountView, len(in.MembersJoined)),
		Install:       rateView{Shown: in.InstallShown, Accepted: in.InstallAccepts, Rate: in.InstallRate},
		Push:          pushRateView{Members: in.PushMembers, Subscribed: in.PushOptedIn, Enabled: in.PushEnabled, Rate: in.PushRate},
	}
	for i, v := range in.Visits {
		out.Visits[i] = dayVisitsView(v)
	}
	for i, p := range in.TopPages {
		out.TopPages[i] = pageViewsView(p)
	}
	for i, e := range in.Events {
		out.Events[i] = eventTotalView(e)
	}
	for i, f := range in.Funnels {
		out.Funnels[i] = funnelView(f)
	}
	for i, m := range in.MembersJoined {
		out.MembersJoined[i] = monthCountView(m)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

package api

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/golf"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
	"golfclub/internal/privacy"
)

// PrivacyNoticeVersion is the version of the privacy notice the sign-up
// page shows (privacy.NoticeVersion).
const PrivacyNoticeVersion = privacy.NoticeVersion

// routesPDPA registers the PDPA 2010 self-service: the member's data
// export and deletion request, and the admin's review of requests.
func (s *Server) routesPDPA(mux *http.ServeMux) {
	mux.Handle("GET /api/member/data-export", s.handle(s.memberOnly(s.memberDataExport)))
	mux.Handle("GET /api/member/deletion-request", s.handle(s.memberOnly(s.getDeletionRequest)))
	mux.Handle("POST /api/member/deletion-request", s.handle(s.memberOnly(s.requestDeletion)))
	mux.Handle("DELETE /api/member/deletion-request", s.handle(s.memberOnly(s.cancelDeletion)))
	s.admin(mux, "GET /api/admin/deletion-requests", s.adminDeletionRequests)
	s.admin(mux, "POST /api/admin/deletion-requests/{id}/confirm", s.adminConfirmDeletion)
	s.admin(mux, "POST /api/admin/deletion-requests/{id}/reject", s.adminRejectDeletion)
}

// deletionRequestView is a request as the member and the admin see it.
type deletionRequestView = privacy.Request

// adminDeletionRow is one request in the admin list.
type adminDeletionRow = privacy.AdminRow

// dataExport is everything the club holds about one member.
type dataExport = privacy.Export

// getDeletionRequest answers {"request": …} with the member's newest
// request, or null when they never made one.
func (s *Server) getDeletionRequest(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	req, err := s.privacy.LatestRequest(r.Context(), m.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"request": req})
	return nil
}

func (s *Server) requestDeletion(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	req, err := s.privacy.RequestDeletion(r.Context(), m)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"request": req})
	return nil
}

func (s *Server) cancelDeletion(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if err := s.privacy.CancelDeletion(r.Context(), m); err != nil {
		return err
	}
	return s.getDeletionRequest(w, r, m)
}

// adminDeletionRequests lists requests: ?status=pending (the default),
// confirmed, rejected, cancelled or all; pendingCount is the badge.
func (s *Server) adminDeletionRequests(w http.ResponseWriter, r *http.Request) error {
	rows, pending, err := s.privacy.Requests(r.Context(), r.URL.Query().Get("status"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"requests": rows, "pendingCount": pending})
	return nil
}

func (s *Server) adminConfirmDeletion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Deletion request")
	if err != nil {
		return err
	}
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	gone, err := s.privacy.ConfirmDeletion(r.Context(), id, a.Username)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"request": gone.Request, "filesDeleted": gone.FilesDeleted,
		"registrationsRemoved": gone.RegistrationsRemoved, "paidRegistrationsKept": gone.PaidRegistrationsKept,
	})
	return nil
}

func (s *Server) adminRejectDeletion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Deletion request")
	if err != nil {
		return err
	}
	var body struct {
		Reason string `json:"reason"`
	}
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	req, err := s.privacy.RejectDeletion(r.Context(), id, body.Reason, a.Username)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"request": req})
	return nil
}

// memberDataExport answers the member's data as a JSON download, or with
// ?format=html as a printable page.
func (s *Server) memberDataExport(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	format := r.URL.Query().Get("format")
	if format != "" && format != "json" && format != "html" {
		return apperr.Field("format", "invalid_format", "Format must be json or html")
	}
	data, err := s.privacy.Export(r.Context(), m, format)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	day := s.now().In(s.cfg.Location).Format(time.DateOnly)
	if format == "html" {
		var buf bytes.Buffer
		if err := exportPage.Execute(&buf, exportPageData{D: data, Loc: s.cfg.Location, Lang: i18n.Or(m.Locale)}); err != nil {
			return fmt.Errorf("render data export: %w", err)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		// A self-contained page: its one inline style sheet is allowed,
		// and nothing else (no scripts at all).
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		_, err := w.Write(buf.Bytes())
		return err
	}
	w.Header().Set("Content-Disposition", `attachment; filename="my-data-`+day+`.json"`)
	writeJSON(w, http.StatusOK, data)
	return nil
}

type exportPageData struct {
	D    *dataExport
	Loc  *time.Location
	Lang string
}

// exportFuncs format values the way the app does, in the member's
// language: "Sat, 5 Dec 2026" / "Sabtu, 5 Disember 2026", "7:30 am" /
// "7:30 pagi", "RM 144".
var exportFuncs = template.FuncMap{
	"tr": func(lang, key string, args ...any) string { return i18n.T(lang, "export."+key, args...) },
	"date": func(lang, iso string) string {
		d, err := time.Parse(time.DateOnly, iso)
		if err != nil {
			return iso
		}
		return i18n.LongDate(lang, d)
	},
	"when": func(lang string, loc *time.Location, t any) string {
		var v time.Time
		switch x := t.(type) {
		case time.Time:
			v = x
		case *time.Time:
			if x == nil {
				return "—"
			}
			v = *x
		}
		v = v.In(loc)
		return i18n.T(lang, "export.when", i18n.LongDate(lang, v), i18n.ClockTime(lang, v))
	},
	"money": func(p *float64) string {
		if p == nil {
			return "—"
		}
		if *p == float64(int64(*p)) {
			return "RM " + strconv.FormatInt(int64(*p), 10)
		}
		return "RM " + strconv.FormatFloat(*p, 'f', 2, 64)
	},
	"str": func(p *string) string {
		if p == nil || *p == "" {
			return "—"
		}
		return *p
	},
	// index1 is a Handicap Index as a card shows it ("12.4", "+2.1"), or
	// a dash.
	"index1": func(f *float64) string {
		if f == nil {
			return "—"
		}
		i, err := golf.IndexFromFloat(*f)
		if err != nil {
			return "—"
		}
		return i.String()
	},
	"yes": func(lang string, b bool) string {
		if b {
			return i18n.T(lang, "export.yes")
		}
		return i18n.T(lang, "export.no")
	},
}

// exportPage is the printable copy of the data export, in the member's
// language (its labels are the export.* texts of internal/i18n).
var exportPage = template.Must(template.New("export").Funcs(exportFuncs).Parse(`<!doctype html>
<html lang="{{if eq .Lang "ms"}}ms-MY{{else}}en-MY{{end}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{tr .Lang "title" .D.Club}}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem;border-bottom:2px solid #14532d;color:#14532d}
table{border-collapse:collapse;width:100%;margin:.25rem 0}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d4d4d4;vertical-align:top}
th{background:#f0fdf4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
dd{margin:0;min-width:0;overflow-wrap:anywhere}td{overflow-wrap:anywhere}
@media (max-width:40rem){dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.6rem}table{display:block;overflow-x:auto}}
.muted{color:#525252}@media print{body{padding:0}h2{break-after:avoid}}
</style></head><body>
{{$l := .Lang}}<h1>{{tr $l "heading" .D.Club}}</h1>
<p class="muted">{{tr $l "exported" (when $l .Loc .D.ExportedAt)}}</p>
<h2>{{tr $l "profile"}}</h2>
<dl>
<dt>{{tr $l "name"}}</dt><dd>{{.D.Profile.Name}}</dd>
<dt>{{tr $l "preferredName"}}</dt><dd>{{str .D.Profile.PreferredName}}</dd>
<dt>{{tr $l "phone"}}</dt><dd>{{.D.Profile.Phone}}</dd>
<dt>{{tr $l "email"}}</dt><dd>{{str .D.Profile.Email}}</dd>
<dt>{{tr $l "membershipNumber"}}</dt><dd>{{str .D.Profile.MembershipNumber}}</dd>
<dt>{{tr $l "subscription"}}</dt><dd>{{if or .D.Profile.SubscriptionDate .D.Profile.SubscriptionExpiryDate}}{{tr $l "subscriptionSpan" (str .D.Profile.SubscriptionDate) (str .D.Profile.SubscriptionExpiryDate)}}{{else}}—{{end}}</dd>
<dt>{{tr $l "accountActive"}}</dt><dd>{{yes $l .D.Profile.IsActive}}</dd>
<dt>{{tr $l "language"}}</dt><dd>{{tr $l (print "language." .D.Profile.Locale)}}</dd>
<dt>{{tr $l "joined"}}</dt><dd>{{when $l .Loc .D.Profile.CreatedAt}}</dd>
<dt>{{tr $l "consent"}}</dt><dd>{{if .D.Consent.ConsentedAt}}{{tr $l "consentGiven" (when $l .Loc .D.Consent.ConsentedAt) (str .D.Consent.NoticeVersion)}}{{else}}{{tr $l "consentNone"}}{{end}}</dd>
<dt>{{tr $l "calendar"}}</dt><dd>{{if .D.Calendar.Enabled}}{{tr $l "on"}}{{else}}{{tr $l "off"}}{{end}}</dd>
<dt>{{tr $l "muted"}}</dt><dd>{{range $i, $t := .D.Preferences.MutedTypes}}{{if $i}}, {{end}}{{$t}}{{else}}{{tr $l "noneMuted"}}{{end}}</dd>
</dl>
<h2>{{tr $l "registrations"}}</h2>
{{if .D.Registrations}}<table><thead><tr><th>{{tr $l "event"}}</th><th>{{tr $l "date"}}</th><th>{{tr $l "rate"}}</th><th>{{tr $l "price"}}</th><th>{{tr $l "paid"}}</th><th>{{tr $l "slip"}}</th></tr></thead><tbody>
{{range .D.Registrations}}<tr><td>{{.EventTitle}}</td><td>{{date $l .EventDate}}</td><td>{{.RateType}}</td><td>{{money .Price}}</td><td>{{yes $l .IsPaid}}</td>
<td>{{with .PaymentSlip}}{{if .DownloadURL}}<a href="{{.DownloadURL}}">{{str .FileName}}</a>{{else if .DeletedAt}}{{tr $l "slipDeleted" (when $l $.Loc .DeletedAt)}}{{else}}{{str .FileName}}{{end}}{{else}}—{{end}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "none"}}</p>{{end}}
<h2>{{tr $l "flights"}}</h2>
{{if .D.Flights}}<table><thead><tr><th>{{tr $l "event"}}</th><th>{{tr $l "date"}}</th><th>{{tr $l "flight"}}</th><th>{{tr $l "teeTime"}}</th><th>{{tr $l "mates"}}</th></tr></thead><tbody>
{{range .D.Flights}}<tr><td>{{.EventTitle}}</td><td>{{date $l .EventDate}}</td><td>{{tr $l "flightHole" .FlightNumber .StartingHole}}</td><td>{{.TeeTime}}</td><td>{{range $i, $n := .FlightMates}}{{if $i}}, {{end}}{{$n}}{{end}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "none"}}</p>{{end}}
<h2>{{tr $l "notifications"}}</h2>
{{if .D.Notifications}}<table><thead><tr><th>{{tr $l "whenHeader"}}</th><th>{{tr $l "noteTitle"}}</th><th>{{tr $l "message"}}</th><th>{{tr $l "read"}}</th></tr></thead><tbody>
{{range .D.Notifications}}<tr><td>{{when $l $.Loc .CreatedAt}}</td><td>{{.Title}}</td><td>{{.Message}}</td><td>{{yes $l .IsRead}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "none"}}</p>{{end}}
<h2>{{tr $l "devices"}}</h2>
{{if .D.Push}}<table><thead><tr><th>{{tr $l "pushService"}}</th><th>{{tr $l "device"}}</th><th>{{tr $l "since"}}</th><th>{{tr $l "lastUsed"}}</th><th>{{tr $l "active"}}</th></tr></thead><tbody>
{{range .D.Push}}<tr><td>{{.EndpointHost}}</td><td>{{.DeviceType}} {{.UserAgent}}</td><td>{{when $l $.Loc .CreatedAt}}</td><td>{{when $l $.Loc .LastUsed}}</td><td>{{yes $l .IsActive}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "none"}}</p>{{end}}
<h2>{{tr $l "golf"}}</h2>
<dl>
<dt>{{tr $l "handicapIndex"}}</dt><dd>{{index1 .D.Golf.HandicapIndex}}</dd>
<dt>{{tr $l "following"}}</dt><dd>{{range $i, $n := .D.Golf.Following}}{{if $i}}, {{end}}{{$n}}{{else}}{{tr $l "noneMuted"}}{{end}}</dd>
</dl>
{{if .D.Golf.Handicaps}}<table><thead><tr><th>{{tr $l "whenHeader"}}</th><th>{{tr $l "handicapIndex"}}</th><th>{{tr $l "setBy"}}</th></tr></thead><tbody>
{{range .D.Golf.Handicaps}}<tr><td>{{when $l $.Loc .ChangedAt}}</td><td>{{index1 .Index}}</td><td>{{if .ByAdmin}}{{tr $l "setByClub"}}{{else}}{{tr $l "setByYou"}}{{end}}</td></tr>
{{end}}</tbody></table>{{end}}
{{if .D.Golf.Rounds}}<table><thead><tr><th>{{tr $l "event"}}</th><th>{{tr $l "date"}}</th><th>{{tr $l "card"}}</th></tr></thead><tbody>
{{range .D.Golf.Rounds}}<tr><td>{{.EventTitle}}</td><td>{{date $l .EventDate}}</td><td>{{.Card}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "noRounds"}}</p>{{end}}
<h2>{{tr $l "deletion"}}</h2>
{{if .D.Deletion}}<table><thead><tr><th>{{tr $l "requested"}}</th><th>{{tr $l "status"}}</th><th>{{tr $l "decided"}}</th><th>{{tr $l "reason"}}</th></tr></thead><tbody>
{{range .D.Deletion}}<tr><td>{{when $l $.Loc .RequestedAt}}</td><td>{{tr $l (print "status." .Status)}}</td><td>{{when $l $.Loc .DecidedAt}}</td><td>{{str .Reason}}</td></tr>
{{end}}</tbody></table>{{else}}<p>{{tr $l "none"}}</p>{{end}}
</body></html>
`))

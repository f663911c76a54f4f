package privacy

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"golfclub/internal/club"
	"golfclub/internal/golf"
	"golfclub/internal/model"
)

// Export is everything the club holds about one member (docs/features.md "Privacy (PDPA)
// self-service"). Other members appear only as the names of flight mates
// and of the members they follow.
type Export struct {
	ExportedAt    time.Time      `json:"exportedAt"`
	Club          string         `json:"club"`
	Profile       ExportProfile  `json:"profile"`
	Consent       ExportConsent  `json:"privacyConsent"`
	Registrations []ExportReg    `json:"registrations"`
	Flights       []ExportFlight `json:"flights"`
	Notifications []ExportNote   `json:"notifications"`
	Push          []ExportPush   `json:"pushSubscriptions"`
	Preferences   ExportPrefs    `json:"notificationPreferences"`
	Calendar      ExportCalendar `json:"calendarFeed"`
	Deletion      []Request      `json:"deletionRequests"`
	Golf          ExportGolf     `json:"golf"`
}

// ExportGolf is the member's round of golf: their Handicap Index and its
// changes, whom they follow, and the scores of their cards.
type ExportGolf struct {
	HandicapIndex *float64         `json:"handicapIndex"`
	Handicaps     []ExportHandicap `json:"handicapHistory"`
	Following     []string         `json:"following"`
	Rounds        []ExportRound    `json:"rounds"`
}

// ExportHandicap is one change of the Index; Index nil: cleared.
type ExportHandicap struct {
	Index     *float64  `json:"index"`
	ByAdmin   bool      `json:"byAdmin"`
	ChangedAt time.Time `json:"changedAt"`
}

// ExportRound is one event's card: the strokes of each hole, hole 1
// first (null: no score), and the holes picked up.
type ExportRound struct {
	EventTitle string `json:"eventTitle"`
	EventDate  string `json:"eventDate"`
	Strokes    []*int `json:"strokes"`
	PickedUp   []int  `json:"pickedUp"`
}

// Card is the round as one line: strokes hole by hole, "–" for none and
// "P" for a hole picked up.
func (r ExportRound) Card() string {
	parts := make([]string, len(r.Strokes))
	for i, s := range r.Strokes {
		switch {
		case slices.Contains(r.PickedUp, i+1):
			parts[i] = "P"
		case s == nil:
			parts[i] = "–"
		default:
			parts[i] = strconv.Itoa(*s)
		}
	}
	return strings.Join(parts, " ")
}

// ExportProfile is the profile the member sees in the app, plus when the
// record was made and last changed.
type ExportProfile struct {
	model.MemberProfile
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

type ExportConsent struct {
	ConsentedAt   *time.Time `json:"consentedAt"`
	NoticeVersion *string    `json:"noticeVersion"`
}

type ExportSlip struct {
	FileName    *string    `json:"fileName"`
	UploadedAt  *time.Time `json:"uploadedAt"`
	DownloadURL *string    `json:"downloadUrl"`
	DeletedAt   *time.Time `json:"deletedAt"`
}

type ExportReg struct {
	ID          int64       `json:"id"`
	EventID     int64       `json:"eventId"`
	EventTitle  string      `json:"eventTitle"`
	EventDate   string      `json:"eventDate"`
	EventTime   string      `json:"eventTime"`
	RateType    string      `json:"rateType"`
	Price       *float64    `json:"price"`
	IsPaid      bool        `json:"isPaid"`
	CreatedAt   time.Time   `json:"createdAt"`
	PaymentSlip *ExportSlip `json:"paymentSlip"`
}

type ExportFlight struct {
	EventTitle   string   `json:"eventTitle"`
	EventDate    string   `json:"eventDate"`
	FlightNumber int      `json:"flightNumber"`
	TeeTime      string   `json:"teeTime"`
	StartingHole int      `json:"startingHole"`
	Position     int      `json:"position"`
	FlightMates  []string `json:"flightMates"`
}

type ExportNote struct {
	Type      string    `json:"type"`
	Title     string    `json:"title"`
	Message   string    `json:"message"`
	IsRead    bool      `json:"isRead"`
	CreatedAt time.Time `json:"createdAt"`
}

type ExportPush struct {
	EndpointHost   string    `json:"endpointHost"`
	DeviceType     string    `json:"deviceType"`
	UserAgent      string    `json:"userAgent"`
	IsPWAInstalled bool      `json:"isPWAInstalled"`
	IsActive       bool      `json:"isActive"`
	CreatedAt      time.Time `json:"createdAt"`
	LastUsed       time.Time `json:"lastUsed"`
}

type ExportPrefs struct {
	MutedTypes []string `json:"mutedTypes"`
}

type ExportCalendar struct {
	// Enabled says a private feed URL exists; the URL itself is a secret
	// and stays out of a file that may be forwarded.
	Enabled bool `json:"enabled"`
}

// exportNotificationsMax caps the notifications listed (the bell keeps
// far fewer in practice).
const exportNotificationsMax = 10_000

// Export reads member m's data. It is logged as an audit event, with the
// format the member asked for.
func (s *Service) Export(ctx context.Context, m *model.Member, format string) (*Export, error) {
	out, err := s.collect(ctx, m)
	if err != nil {
		return nil, fmt.Errorf("data export of member %d: %w", m.ID, err)
	}
	s.log.InfoContext(ctx, "audit: member data exported", "member", m.ID, "format", format)
	return out, nil
}

func (s *Service) collect(ctx context.Context, m *model.Member) (*Export, error) {
	settings, err := s.store.GetSettings(ctx)
	if err != nil {
		return nil, err
	}
	out := &Export{
		ExportedAt: s.now().UTC(), Club: settings.ClubName,
		Profile:       ExportProfile{MemberProfile: model.ProfileOf(m), CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt},
		Consent:       ExportConsent{ConsentedAt: m.PrivacyConsentAt, NoticeVersion: m.PrivacyNoticeVersion},
		Registrations: []ExportReg{}, Flights: []ExportFlight{}, Notifications: []ExportNote{}, Push: []ExportPush{},
		Preferences: ExportPrefs{MutedTypes: []string{}}, Calendar: ExportCalendar{Enabled: m.CalendarToken != nil},
		Deletion: []Request{},
		Golf:     ExportGolf{Handicaps: []ExportHandicap{}, Rounds: []ExportRound{}},
	}
	regs, err := s.store.MemberRegistrations(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	for i := range regs {
		row := &regs[i]
		price, _ := club.RegistrationPrice(row)
		e := ExportReg{ID: row.ID, EventID: row.EventID, EventTitle: row.EventTitle, EventDate: row.EventDate, EventTime: row.EventTime,
			RateType: row.GuestRateType, Price: price, IsPaid: row.IsPaid, CreatedAt: row.CreatedAt}
		if row.PaymentReferenceFileName != nil || row.PaymentSlipDeletedAt != nil {
			slip := &ExportSlip{FileName: row.PaymentReferenceFileName, UploadedAt: row.PaymentReferenceUploadedAt, DeletedAt: row.PaymentSlipDeletedAt}
			if u := row.PaymentReferenceFileURL; u != nil {
				abs := s.baseURL + *u
				slip.DownloadURL = &abs
			}
			e.PaymentSlip = slip
		}
		out.Registrations = append(out.Registrations, e)
	}
	flights, err := s.store.MemberFlights(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	for _, f := range flights {
		mates := []string{}
		for _, p := range f.Players {
			if p.RegistrationID != f.RegistrationID {
				mates = append(mates, p.MemberName)
			}
		}
		out.Flights = append(out.Flights, ExportFlight{EventTitle: f.EventTitle, EventDate: f.EventDate, FlightNumber: f.FlightNumber,
			TeeTime: f.TeeTime, StartingHole: f.StartingHole, Position: f.Position, FlightMates: mates})
	}
	notes, err := s.store.MemberNotifications(ctx, m.ID, exportNotificationsMax)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		out.Notifications = append(out.Notifications, ExportNote{Type: n.Type, Title: n.Title, Message: n.Message, IsRead: n.IsRead, CreatedAt: n.CreatedAt})
	}
	subs, err := s.store.MemberPushSubscriptions(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	for _, p := range subs {
		out.Push = append(out.Push, ExportPush{EndpointHost: endpointHost(p.Endpoint), DeviceType: p.DeviceType, UserAgent: p.UserAgent,
			IsPWAInstalled: p.IsPWAInstalled, IsActive: p.IsActive, CreatedAt: p.CreatedAt, LastUsed: p.LastUsed})
	}
	muted, err := s.store.MutedNotificationTypes(ctx, nil, m.ID)
	if err != nil {
		return nil, err
	}
	if t := muted[m.ID]; t != nil {
		out.Preferences.MutedTypes = t
	}
	reqs, err := s.store.MemberDeletionRequests(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	for i := range reqs {
		out.Deletion = append(out.Deletion, *viewRequest(&reqs[i]))
	}
	if err := s.collectGolf(ctx, m, &out.Golf); err != nil {
		return nil, err
	}
	return out, nil
}

// collectGolf reads the member's handicap, follows and scores.
func (s *Service) collectGolf(ctx context.Context, m *model.Member, out *ExportGolf) error {
	out.HandicapIndex = indexValue(m.HandicapIndex)
	changes, err := s.store.HandicapHistory(ctx, m.ID)
	if err != nil {
		return err
	}
	for _, c := range changes {
		out.Handicaps = append(out.Handicaps, ExportHandicap{Index: indexValue(c.Index), ByAdmin: c.ByAdminID != nil, ChangedAt: c.CreatedAt})
	}
	if out.Following, err = s.store.MemberFollowing(ctx, m.ID); err != nil {
		return err
	}
	scores, err := s.store.MemberScores(ctx, m.ID)
	if err != nil {
		return err
	}
	var last int64
	for _, sc := range scores {
		if len(out.Rounds) == 0 || sc.EventID != last {
			out.Rounds = append(out.Rounds, ExportRound{EventTitle: sc.EventTitle, EventDate: sc.EventDate,
				Strokes: make([]*int, golf.HoleCount), PickedUp: []int{}})
			last = sc.EventID
		}
		r := &out.Rounds[len(out.Rounds)-1]
		if sc.Hole < 1 || sc.Hole > golf.HoleCount {
			continue
		}
		if sc.PickedUp {
			r.PickedUp = append(r.PickedUp, sc.Hole)
		} else {
			r.Strokes[sc.Hole-1] = sc.Strokes
		}
	}
	return nil
}

// indexValue is a stored Index in tenths as a number (-2.1 is +2.1).
func indexValue(tenths *int) *float64 {
	if tenths == nil {
		return nil
	}
	f := golf.Index(*tenths).Float()
	return &f
}

// endpointHost is the push service's host name: the full endpoint URL is
// a capability to push to the device, so the export names only whose
// service holds it.
func endpointHost(endpoint string) string {
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Hostname()
}

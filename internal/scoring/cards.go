package scoring

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// CardHole is one hole of the card's tee.
type CardHole struct {
	Number      int `json:"number"`
	Par         int `json:"par"`
	StrokeIndex int `json:"strokeIndex"`
}

// CardCourse is the course and tee a card is played on.
type CardCourse struct {
	Name  string     `json:"name"`
	Tee   string     `json:"tee"`
	Holes []CardHole `json:"holes"`
}

// HoleScore is a hole's current score and who entered it.
type HoleScore struct {
	Hole      int       `json:"hole"`
	Strokes   *int      `json:"strokes"`
	PickedUp  bool      `json:"pickedUp"`
	Revision  int       `json:"revision"`
	EnteredBy string    `json:"enteredBy"`
	EnteredAt time.Time `json:"enteredAt"`
}

// PlayerCard is one player's card: handicap, strokes received per hole,
// status, confirmation and the scores so far (holes with none left out).
type PlayerCard struct {
	RegistrationID  int64       `json:"registrationId"`
	MemberID        int64       `json:"memberId"`
	Name            string      `json:"name"`
	HandicapIndex   *float64    `json:"handicapIndex"`
	PlayingHandicap int         `json:"playingHandicap"`
	Received        []int       `json:"received"`
	Status          string      `json:"status"`
	ConfirmedAt     *time.Time  `json:"confirmedAt"`
	Scores          []HoleScore `json:"scores"`
}

// MemberPlayer is a card as a player of the flight sees it.
type MemberPlayer struct {
	PlayerCard
	IsMe bool `json:"isMe"`
}

// AdminPlayer is a card as the admin sees it, with its flight.
type AdminPlayer struct {
	PlayerCard
	FlightID   int64  `json:"flightId"`
	FlightName string `json:"flightName"`
}

// CardHeader is what a scorecard says about its event.
type CardHeader struct {
	EventID   int64      `json:"eventId"`
	Title     string     `json:"title"`
	Date      string     `json:"date"`
	Format    string     `json:"format"`
	Allowance int        `json:"allowance"`
	Locked    bool       `json:"locked"`
	Finalised bool       `json:"finalised"`
	Course    CardCourse `json:"course"`
}

// Scorecard is the cards of the caller's flight.
type Scorecard struct {
	CardHeader
	Players []MemberPlayer `json:"players"`
}

// AdminScores is every card of the event.
type AdminScores struct {
	CardHeader
	Players []AdminPlayer `json:"players"`
}

func (sc *scored) header(locked bool) CardHeader {
	holes := make([]CardHole, len(sc.tee.Holes))
	for i, h := range sc.tee.Holes {
		holes[i] = CardHole{Number: i + 1, Par: h.Par, StrokeIndex: h.StrokeIndex}
	}
	return CardHeader{EventID: sc.event.ID, Title: sc.event.Title, Date: sc.event.Date, Format: sc.golf.Format,
		Allowance: sc.golf.Allowance, Locked: locked, Finalised: sc.finalised(),
		Course: CardCourse{Name: sc.course, Tee: sc.tee.Name, Holes: holes}}
}

// cardsOf builds the cards of players from their scores and states.
func (sc *scored) cardsOf(players []model.GolfPlayer, scores []model.Score, states []model.Scorecard) []PlayerCard {
	byReg := map[int64][]HoleScore{}
	for _, s := range scores {
		byReg[s.RegistrationID] = append(byReg[s.RegistrationID], HoleScore{Hole: s.Hole, Strokes: s.Strokes,
			PickedUp: s.PickedUp, Revision: s.Revision, EnteredBy: s.EnteredByName, EnteredAt: s.EnteredAt})
	}
	stateOf := map[int64]model.Scorecard{}
	for _, st := range states {
		stateOf[st.RegistrationID] = st
	}
	out := make([]PlayerCard, len(players))
	for i, p := range players {
		ph := sc.playingHandicap(p)
		st := stateOf[p.RegistrationID]
		holeScores := byReg[p.RegistrationID]
		if holeScores == nil {
			holeScores = []HoleScore{}
		}
		out[i] = PlayerCard{RegistrationID: p.RegistrationID, MemberID: p.MemberID, Name: p.Name,
			HandicapIndex: indexFloat(playingIndex(p)), PlayingHandicap: ph, Received: golf.Received(ph, sc.tee),
			Status: st.Status, ConfirmedAt: st.ConfirmedAt, Scores: holeScores}
	}
	return out
}

func indexFloat(i *golf.Index) *float64 {
	if i == nil {
		return nil
	}
	f := i.Float()
	return &f
}

// flightOf is the players of member memberID's flight in the event, or
// ErrNotInFlight.
func flightOf(players []model.GolfPlayer, memberID int64) ([]model.GolfPlayer, error) {
	flight := int64(0)
	for _, p := range players {
		if p.MemberID == memberID {
			flight = p.FlightID
			break
		}
	}
	if flight == 0 {
		return nil, ErrNotInFlight
	}
	var out []model.GolfPlayer
	for _, p := range players {
		if p.FlightID == flight {
			out = append(out, p)
		}
	}
	return out, nil
}

func regIDs(players []model.GolfPlayer) []int64 {
	ids := make([]int64, len(players))
	for i, p := range players {
		ids[i] = p.RegistrationID
	}
	return ids
}

// memberLocked tells whether members may not write the event's
// cards: the results are final, or the event day has not come.
func (s *Service) memberLocked(sc *scored) bool {
	return sc.finalised() || s.today() < sc.event.Date
}

// MemberScorecard is the cards of member m's flight in event eventID.
func (s *Service) MemberScorecard(ctx context.Context, m *model.Member, eventID int64) (*Scorecard, error) {
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return nil, err
	}
	all, err := sc.players(ctx, s.store.Reader())
	if err != nil {
		return nil, err
	}
	players, err := flightOf(all, m.ID)
	if err != nil {
		return nil, err
	}
	scores, err := store.RegistrationScores(ctx, s.store.Reader(), regIDs(players))
	if err != nil {
		return nil, err
	}
	states, err := store.EventScorecards(ctx, s.store.Reader(), eventID)
	if err != nil {
		return nil, err
	}
	cards := sc.cardsOf(players, scores, states)
	out := &Scorecard{CardHeader: sc.header(s.memberLocked(sc)), Players: make([]MemberPlayer, len(cards))}
	for i, c := range cards {
		out.Players[i] = MemberPlayer{PlayerCard: c, IsMe: c.MemberID == m.ID}
	}
	return out, nil
}

// AdminScores is every card of event eventID, flight by flight.
func (s *Service) AdminScores(ctx context.Context, eventID int64) (*AdminScores, error) {
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return nil, err
	}
	players, err := sc.players(ctx, s.store.Reader())
	if err != nil {
		return nil, err
	}
	scores, err := store.EventScores(ctx, s.store.Reader(), eventID)
	if err != nil {
		return nil, err
	}
	states, err := store.EventScorecards(ctx, s.store.Reader(), eventID)
	if err != nil {
		return nil, err
	}
	cards := sc.cardsOf(players, scores, states)
	out := &AdminScores{CardHeader: sc.header(false), Players: make([]AdminPlayer, len(cards))}
	for i, c := range cards {
		out.Players[i] = AdminPlayer{PlayerCard: c, FlightID: players[i].FlightID,
			FlightName: "Flight " + strconv.Itoa(players[i].FlightNumber)}
	}
	return out, nil
}

// ConfirmCard records that member m agrees with their own card
// (registration regID) in event eventID, and returns when.
func (s *Service) ConfirmCard(ctx context.Context, m *model.Member, eventID, regID int64) (time.Time, error) {
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return time.Time{}, err
	}
	players, err := sc.players(ctx, s.store.Reader())
	if err != nil {
		return time.Time{}, err
	}
	if _, err := flightOf(players, m.ID); err != nil {
		return time.Time{}, err
	}
	own := false
	for _, p := range players {
		if p.RegistrationID == regID && p.MemberID == m.ID {
			own = true
		}
	}
	if !own {
		return time.Time{}, ErrNotYourCard
	}
	if sc.finalised() {
		return time.Time{}, ErrCardLocked
	}
	at := s.stamp()
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		g, err := store.GetEventGolf(ctx, tx, eventID, true)
		if err != nil {
			return err
		}
		if g.FinalisedAt != nil {
			return ErrCardLocked
		}
		scores, err := store.RegistrationScores(ctx, tx, []int64{regID})
		if err != nil {
			return err
		}
		states, err := store.EventScorecards(ctx, tx, eventID)
		if err != nil {
			return err
		}
		status := ""
		for _, st := range states {
			if st.RegistrationID == regID {
				status = st.Status
			}
		}
		if played(scores) < golf.HoleCount && status == "" {
			return ErrCardIncomplete
		}
		return store.ConfirmCard(ctx, tx, eventID, regID, at)
	})
	if ae, ok := apperr.As(err); ok {
		return time.Time{}, ae
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("confirm card %d of event %d: %w", regID, eventID, err)
	}
	s.publish(ctx, bus.ScorecardChanged{EventID: eventID, LeaderboardPublic: sc.golf.LeaderboardPublic})
	return at, nil
}

// played counts the holes with a score or picked up.
func played(scores []model.Score) int {
	n := 0
	for _, s := range scores {
		if s.Strokes != nil || s.PickedUp {
			n++
		}
	}
	return n
}

// SetCardStatus sets the admin's DQ or NR ("" to reinstate) on
// registration regID's card in event eventID.
func (s *Service) SetCardStatus(ctx context.Context, eventID, regID int64, status string) error {
	if !golf.Status(status).Valid() {
		return apperr.Field("status", "invalid_status", `Status must be "", "DQ" or "NR"`)
	}
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return err
	}
	players, err := sc.players(ctx, s.store.Reader())
	if err != nil {
		return err
	}
	found := false
	for _, p := range players {
		found = found || p.RegistrationID == regID
	}
	if !found {
		return ErrPlayerNotFound
	}
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return store.SetCardStatus(ctx, tx, eventID, regID, status, s.stamp())
	})
	if err != nil {
		return fmt.Errorf("set status of card %d: %w", regID, err)
	}
	s.publish(ctx, bus.ScorecardChanged{EventID: eventID, LeaderboardPublic: sc.golf.LeaderboardPublic})
	return nil
}

// LogRow is one score write of the admin's log.
type LogRow struct {
	RegistrationID int64     `json:"registrationId"`
	PlayerName     string    `json:"playerName"`
	Hole           int       `json:"hole"`
	Strokes        *int      `json:"strokes"`
	PickedUp       bool      `json:"pickedUp"`
	Revision       int       `json:"revision"`
	EnteredBy      string    `json:"enteredBy"`
	EnteredAt      time.Time `json:"enteredAt"`
}

// ScoreLog is every score write of event eventID, newest first: who
// changed which hole to what, corrections after the results included.
func (s *Service) ScoreLog(ctx context.Context, eventID int64) ([]LogRow, error) {
	if _, err := s.loadScored(ctx, eventID); err != nil {
		return nil, err
	}
	rows, err := s.store.ScoreLog(ctx, eventID)
	if err != nil {
		return nil, err
	}
	out := make([]LogRow, len(rows))
	for i, r := range rows {
		out[i] = LogRow{RegistrationID: r.RegistrationID, PlayerName: r.PlayerName, Hole: r.Hole, Strokes: r.Strokes,
			PickedUp: r.PickedUp, Revision: r.Revision, EnteredBy: r.EnteredByName, EnteredAt: r.EnteredAt}
	}
	return out, nil
}

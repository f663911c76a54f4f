package api

import (
	"net/http"
	"strconv"

	"golfclub/internal/export"
	"golfclub/internal/i18n"
	"golfclub/internal/scoring"
)

// routesResults registers an event's results, its side prizes and
// finalising.
func (s *Server) routesResults(mux *http.ServeMux) {
	mux.Handle("GET /api/events/{id}/results", s.handle(s.eventResults))
	mux.Handle("GET /api/events/{id}/results.xlsx", s.handle(s.eventResultsXLSX))
	s.admin(mux, "POST /api/admin/events/{id}/finalise", s.finaliseEvent)
	s.admin(mux, "GET /api/admin/events/{id}/side-prizes", s.listSidePrizes)
	s.admin(mux, "POST /api/admin/events/{id}/side-prizes", s.createSidePrize)
	s.admin(mux, "PUT /api/admin/events/{id}/side-prizes/{prizeId}", s.updateSidePrize)
	s.admin(mux, "DELETE /api/admin/events/{id}/side-prizes/{prizeId}", s.deleteSidePrize)
}

func (s *Server) eventResults(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	res, err := s.results.EventResults(r.Context(), id, s.scoringViewer(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// eventResultsXLSX is the results as a spreadsheet, headed in the reader's
// language, with the side prizes on a second sheet; names go through the
// formula-injection guard of every export.
func (s *Server) eventResultsXLSX(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	res, err := s.results.EventResults(r.Context(), id, s.scoringViewer(r))
	if err != nil {
		return err
	}
	lang := i18n.FromRequest(r)
	tr := func(key string) string { return i18n.T(lang, key) }
	x, err := s.newSheet(tr("results.sheet"), []export.Column{
		{Header: tr("results.col.position"), Width: 10},
		{Header: tr("results.col.player"), Width: 32},
		{Header: tr("results.col.thru"), Kind: export.Integer, Width: 8},
		{Header: tr("results.col.gross"), Kind: export.Integer, Width: 8},
		{Header: tr("results.col.net"), Kind: export.Integer, Width: 8},
		{Header: tr("results.col.netToPar"), Kind: export.Integer, Width: 12},
		{Header: tr("results.col.points"), Kind: export.Integer, Width: 8},
		{Header: tr("results.col.status"), Width: 8},
		{Header: tr("results.col.countback"), Width: 30},
	})
	if err != nil {
		return err
	}
	defer x.Close()
	for _, row := range res.Rows {
		countback := ""
		if row.Countback != "" {
			countback = tr("countback." + row.Countback)
		}
		if err := x.Row(row.Label, row.Name, row.Thru, row.Gross, row.Net, row.NetToPar, row.Points, row.Status, countback); err != nil {
			return err
		}
	}
	err = x.AddSheet(export.Sheet{Name: tr("prizes.sheet"), Location: s.cfg.Location, Columns: []export.Column{
		{Header: tr("prizes.col.prize"), Width: 22},
		{Header: tr("prizes.col.hole"), Kind: export.Integer, Width: 8},
		{Header: tr("prizes.col.winner"), Width: 32},
		{Header: tr("prizes.col.distance"), Width: 14},
	}})
	if err != nil {
		return err
	}
	for _, p := range res.SidePrizes {
		if err := x.Row(tr("prize."+p.Kind), p.Hole, p.WinnerName, p.Distance); err != nil {
			return err
		}
	}
	return s.sendXLSX(w, r, x, "results-"+strconv.FormatInt(id, 10))
}

func (s *Server) finaliseEvent(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	res, err := s.results.Finalise(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

func (s *Server) listSidePrizes(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	list, err := s.results.AdminSidePrizes(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

func (s *Server) createSidePrize(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in scoring.SidePrizeInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	p, err := s.results.CreateSidePrize(r.Context(), id, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, p)
	return nil
}

func (s *Server) updateSidePrize(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	prizeID, err := pathID(r, "prizeId", "Side prize")
	if err != nil {
		return err
	}
	var in scoring.SidePrizeInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	p, err := s.results.UpdateSidePrize(r.Context(), id, prizeID, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

func (s *Server) deleteSidePrize(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	prizeID, err := pathID(r, "prizeId", "Side prize")
	if err != nil {
		return err
	}
	if err := s.results.DeleteSidePrize(r.Context(), id, prizeID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{Message: "Side prize deleted"})
	return nil
}

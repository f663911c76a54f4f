package api

import (
	"net/http"
	"strconv"
)

// Cache keys are built from validated parameters, never the raw query, so
// junk parameters share one entry instead of filling the cache.

func (s *Server) eventsKey(r *http.Request) (string, bool) {
	switch r.URL.Query().Get("upcoming") {
	case "", "0", "false":
		return "all", true
	case "1", "true":
		// "Upcoming" moves at the club's midnight.
		return "from " + s.today(), true
	}
	return "", false
}

func eventKey(r *http.Request) (string, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return "", false
	}
	return strconv.FormatInt(id, 10), true
}

func photosKey(r *http.Request) (string, bool) {
	q, err := parsePhotoQuery(r)
	if err != nil {
		return "", false
	}
	return q.category + " " + strconv.Itoa(q.offset) + " " + strconv.Itoa(q.limit), true
}

// oneKey is the key of a read that takes no parameters.
func oneKey(*http.Request) (string, bool) { return "", true }

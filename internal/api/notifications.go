package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
)

// routesNotifications registers the member's own notifications (spec 2 §7
// "Contact and notifications", DESIGN.md read-all).
func (s *Server) routesNotifications(mux *http.ServeMux) {
	mux.Handle("GET /api/notifications/check", s.handle(s.memberOnly(s.checkNotifications)))
	mux.Handle("GET /api/notifications/{phone}", s.handle(s.memberOnly(s.listNotifications)))
	mux.Handle("GET /api/notifications/{phone}/count", s.handle(s.memberOnly(s.countNotifications)))
	mux.Handle("PATCH /api/notifications/{id}/read", s.handle(s.memberOnly(s.readNotification)))
	mux.Handle("PATCH /api/notifications/{phone}/read-all", s.handle(s.memberOnly(s.readAllNotifications)))
	mux.Handle("DELETE /api/notifications/{phone}/clear-all", s.handle(s.memberOnly(s.clearNotifications)))
	mux.Handle("GET /api/member/notification-preferences", s.handle(s.memberOnly(s.writeNotificationPrefs)))
	mux.Handle("PUT /api/member/notification-preferences", s.handle(s.memberOnly(s.setNotificationPreferences)))
}

// notificationView is a notification as members see it: the new member's
// phone, and the recipient's own ids, stay on the server.
type notificationView struct {
	ID         int64     `json:"id"`
	Type       string    `json:"type"`
	Title      string    `json:"title"`
	Message    string    `json:"message"`
	IsRead     bool      `json:"isRead"`
	CreatedAt  time.Time `json:"createdAt"`
	EventID    *int64    `json:"eventId"`
	EventTitle *string   `json:"eventTitle"`
	// Params are what the text is made of, so the app can render it in the
	// member's language (see internal/notify/texts.go).
	Params json.RawMessage `json:"params"`
}

func viewNotification(n *model.Notification) notificationView {
	params := json.RawMessage(n.Params)
	if !json.Valid(params) {
		params = json.RawMessage("{}")
	}
	return notificationView{ID: n.ID, Type: n.Type, Title: n.Title, Message: n.Message, IsRead: n.IsRead,
		CreatedAt: n.CreatedAt.UTC(), EventID: n.EventID, EventTitle: n.EventTitle, Params: params}
}

func (s *Server) writeNotificationPrefs(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	prefs, err := s.feed.Preferences(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, prefs)
	return nil
}

func (s *Server) setNotificationPreferences(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var in struct {
		Muted *[]string `json:"muted"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if in.Muted == nil {
		return apperr.Field("muted", "muted_required", "muted must be a list of notification types")
	}
	prefs, err := s.feed.SetMuted(r.Context(), m, *in.Muted)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, prefs)
	return nil
}

// notificationCount is "1 notification" or "3 notifications".
func notificationCount(n int) string {
	if n == 1 {
		return "1 notification"
	}
	return fmt.Sprintf("%d notifications", n)
}

type countMessage struct {
	Count   int    `json:"count"`
	Message string `json:"message"`
}

// ownPhone checks that the {phone} of the path is the caller's: a number
// that is no phone at all is a 400, anybody else's a 403.
func ownPhone(r *http.Request, m *model.Member) error {
	p, err := auth.NormalizePhone(r.PathValue("phone"))
	if err != nil {
		return apperr.New(apperr.Invalid, "invalid_phone", err.Error())
	}
	if p != m.Phone {
		return apperr.New(apperr.Forbidden, "forbidden", "You can only see your own notifications")
	}
	return nil
}

func (s *Server) listNotifications(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if err := ownPhone(r, m); err != nil {
		return err
	}
	list, err := s.feed.List(r.Context(), m.ID)
	if err != nil {
		return err
	}
	out := make([]notificationView, len(list))
	for i := range list {
		out[i] = viewNotification(&list[i])
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) countNotifications(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if err := ownPhone(r, m); err != nil {
		return err
	}
	n, err := s.feed.CountUnread(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"count": n})
	return nil
}

func (s *Server) readNotification(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	id, err := pathID(r, "id", "Notification")
	if err != nil {
		return err
	}
	n, err := s.feed.MarkRead(r.Context(), m.ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewNotification(n))
	return nil
}

func (s *Server) readAllNotifications(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if err := ownPhone(r, m); err != nil {
		return err
	}
	n, err := s.feed.MarkAllRead(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, countMessage{n, notificationCount(n) + " marked as read"})
	return nil
}

func (s *Server) clearNotifications(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if err := ownPhone(r, m); err != nil {
		return err
	}
	n, err := s.feed.Clear(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, countMessage{n, notificationCount(n) + " cleared"})
	return nil
}

// checkNotifications answers the iOS/Safari poll (no web push there): the
// newest unread notification of the last few minutes, if any.
func (s *Server) checkNotifications(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	type check struct {
		HasNew  bool   `json:"hasNew"`
		Title   string `json:"title"`
		Message string `json:"message"`
	}
	n, err := s.feed.Fresh(r.Context(), m.ID)
	if err != nil {
		return err
	}
	if n == nil {
		writeJSON(w, http.StatusOK, check{})
		return nil
	}
	writeJSON(w, http.StatusOK, check{HasNew: true, Title: n.Title, Message: n.Message})
	return nil
}

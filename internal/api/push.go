package api

import (
	"golfclub/internal/model"
	"net/http"

	"golfclub/internal/auth"
	"golfclub/internal/push"
)

// pushParts are the Web Push dependencies of the Server: the VAPID keys
// and the subscriptions service.
type pushParts struct {
	keys *push.Keys
	// subs stores and removes members' subscriptions.
	subs *push.Subscriptions
}

func (s *Server) routesPush(mux *http.ServeMux) {
	mux.Handle("GET /api/push/vapid-key", s.handle(s.pushVAPIDKey))
	mux.Handle("POST /api/push/subscribe", s.handle(s.memberOnly(s.pushSubscribe)))
	mux.Handle("DELETE /api/push/subscribe", s.handle(s.memberOnly(s.pushUnsubscribe)))
}

func (s *Server) pushVAPIDKey(w http.ResponseWriter, r *http.Request) error {
	keys, err := s.push.keys.Get(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"publicKey": keys.Public})
	return nil
}

// pushSubscriptionJSON is a browser's PushSubscription.toJSON().
type pushSubscriptionJSON struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// pushSubscribeRequest takes the subscription nested under "subscription"
// (what the app sends) or at the top level (the spec's shape).
type pushSubscribeRequest struct {
	Subscription *pushSubscriptionJSON `json:"subscription"`
	pushSubscriptionJSON
	DeviceType          string `json:"deviceType"`
	UserAgent           string `json:"userAgent"`
	IsPWAInstalled      bool   `json:"isPWAInstalled"`
	AutoEnabled         bool   `json:"autoEnabled"`
	BackgroundActivated bool   `json:"backgroundActivated"`
}

type okAnswer struct {
	OK bool `json:"ok"`
}

func (s *Server) pushSubscribe(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var req pushSubscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	sub := req.pushSubscriptionJSON
	if req.Subscription != nil {
		sub = *req.Subscription
	}
	// memberOnly found a live member session, so the cookie is there.
	hash := auth.HashToken(sessionToken(r, memberSessions))
	err := s.push.subs.Subscribe(r.Context(), m, hash,
		push.SubscriptionInput{Endpoint: sub.Endpoint, P256dh: sub.Keys.P256dh, Auth: sub.Keys.Auth},
		push.Device{Type: req.DeviceType, UserAgent: req.UserAgent, IsPWAInstalled: req.IsPWAInstalled})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, okAnswer{true})
	return nil
}

type pushUnsubscribeRequest struct {
	Endpoint string `json:"endpoint"`
}

// pushUnsubscribe deletes the caller's subscription with that endpoint. It
// answers ok whether or not there was one (the end state is what the
// client asked for); another member's subscription is never touched.
func (s *Server) pushUnsubscribe(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var req pushUnsubscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if err := s.push.subs.Unsubscribe(r.Context(), m.ID, req.Endpoint); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, okAnswer{true})
	return nil
}

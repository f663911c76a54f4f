package api

import (
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/push"
	"golfclub/internal/store"
)

// pushParts are the Web Push dependencies of the Server: the VAPID keys.
type pushParts struct {
	keys *push.Keys
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

func (s *Server) pushSubscribe(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	var req pushSubscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	sub := req.pushSubscriptionJSON
	if req.Subscription != nil {
		sub = *req.Subscription
	}
	in := push.SubscriptionInput{Endpoint: sub.Endpoint, P256dh: sub.Keys.P256dh, Auth: sub.Keys.Auth}
	if err := in.Validate(s.cfg.Dev); err != nil {
		return err
	}
	var v apperr.Validation
	checkPushText(&v, "deviceType", req.DeviceType, push.MaxDeviceTypeLen)
	checkPushText(&v, "userAgent", req.UserAgent, push.MaxUserAgentLen)
	if err := v.Err(); err != nil {
		return err
	}
	// memberOnly found a live member session, so the cookie is there.
	hash := auth.HashToken(sessionToken(r, memberSessions))
	err := push.Subscribe(r.Context(), s.store.DB(), push.Subscription{
		MemberID: m.ID, MemberPhone: m.Phone, SessionHash: hash,
		Endpoint: in.Endpoint, P256dh: in.P256dh, Auth: in.Auth,
		DeviceType: strings.TrimSpace(req.DeviceType), UserAgent: strings.TrimSpace(req.UserAgent), IsPWAInstalled: req.IsPWAInstalled,
	}, s.now())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, okAnswer{true})
	return nil
}

func checkPushText(v *apperr.Validation, field, val string, limit int) {
	if utf8.RuneCountInString(val) > limit {
		v.Add(field, "too_long", fmt.Sprintf("%s must be at most %d characters", field, limit))
	}
}

type pushUnsubscribeRequest struct {
	Endpoint string `json:"endpoint"`
}

// pushUnsubscribe deletes the caller's subscription with that endpoint. It
// answers ok whether or not there was one (the end state is what the
// client asked for); another member's subscription is never touched.
func (s *Server) pushUnsubscribe(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	var req pushUnsubscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	switch {
	case strings.TrimSpace(req.Endpoint) == "":
		return apperr.Field("endpoint", "required", "The subscription endpoint is required")
	case len(req.Endpoint) > push.MaxEndpointLen:
		return apperr.Field("endpoint", "too_long", fmt.Sprintf("The subscription endpoint must be at most %d characters", push.MaxEndpointLen))
	}
	if _, err := push.Unsubscribe(r.Context(), s.store.DB(), m.ID, req.Endpoint); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, okAnswer{true})
	return nil
}

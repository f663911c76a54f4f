package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"rsc.io/qr"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// Admin two-factor sign-in: TOTP codes from any authenticator
// app, ten one-time recovery codes, and a club switch that makes it
// compulsory for every admin.
//
// Sign-in with two-factor on is two calls. POST /api/admin/login checks the
// password and, instead of an admin session, starts a pending one (cookie
// gc_admin_2fa, five minutes) that can do nothing but answer the code step,
// POST /api/admin/login/two-factor. Only a right code there makes the admin
// session.
func (s *Server) routesAdminTwoFactor(mux *http.ServeMux) {
	mux.Handle("POST /api/admin/login/two-factor", s.handle(s.adminLoginSecondStep))
	// These work for an admin the club requires to enrol who has not yet:
	// they are how the admin gets out of that state.
	s.adminEnrolling(mux, "GET /api/admin/two-factor", s.adminTwoFactorStatus)
	s.adminEnrolling(mux, "POST /api/admin/two-factor/setup", s.adminTwoFactorSetup)
	s.adminEnrolling(mux, "GET /api/admin/two-factor/setup/qr.svg", s.adminTwoFactorQR)
	s.adminEnrolling(mux, "POST /api/admin/two-factor/enable", s.adminTwoFactorEnable)
	s.admin(mux, "POST /api/admin/two-factor/disable", s.adminTwoFactorDisable)
	s.admin(mux, "POST /api/admin/two-factor/recovery-codes", s.adminTwoFactorNewCodes)
	s.admin(mux, "PUT /api/admin/settings/two-factor", s.adminTwoFactorRequirement)
}

var adminPendingSessions = sessionKind{kind: store.SessionAdminPending, cookie: "gc_admin_2fa", ttl: pendingSignInTTL}

const (
	// pendingSignInTTL is how long the code step waits after the password:
	// enough to unlock a phone and open the app, short enough that a
	// half-finished sign-in on a shared computer soon ends.
	pendingSignInTTL   = 5 * time.Minute
	tooManyCodes       = "Too many wrong codes."
	maxSecondFactorLen = 64
)

// adminEnrolling registers a route for any signed-in admin, also one the
// club requires to enrol who has not (adminOnly would refuse them).
func (s *Server) adminEnrolling(mux *http.ServeMux, pattern string, fn func(w http.ResponseWriter, r *http.Request, a *store.Admin) error) {
	mux.Handle(pattern, s.handle(func(w http.ResponseWriter, r *http.Request) error {
		a, err := s.signedInAdmin(w, r)
		if err != nil {
			return err
		}
		return fn(w, r, a)
	}))
}

// requireEnrolled is the club's two-factor switch applied to a, an admin
// with a full session: while the club requires two-factor sign-in and a has
// not set it up, every admin call but enrolment answers 403.
func (s *Server) requireEnrolled(ctx context.Context, a *store.Admin) error {
	if a.TOTPSecret != nil {
		return nil
	}
	required, err := s.store.AdminTwoFactorRequired(ctx)
	if err != nil {
		return err
	}
	if required {
		return apperr.New(apperr.Forbidden, "two_factor_setup_required",
			"The club requires two-factor sign-in for admins. Set it up to continue.")
	}
	return nil
}

// twoFactorLimits are the budgets of wrong codes: per admin (any code
// check of that admin: sign-in, enrolment, disabling, new recovery codes)
// and per address, with the limits and the limiter of the password step.
func twoFactorLimits(r *http.Request, a *store.Admin) []limitKey {
	return []limitKey{
		newLimitKey("admin-2fa", auth.LoginPerAccount, fmt.Sprintf("admin:%d", a.ID)),
		newLimitKey("admin-2fa", auth.LoginPerIP, clientIP(r)),
	}
}

type codeInput struct {
	Code string `json:"code"`
}

// readCode decodes {"code"} and refuses a blank one.
func readCode(r *http.Request) (string, error) {
	var in codeInput
	if err := decodeJSON(r, &in); err != nil {
		return "", err
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return "", apperr.Field("code", "required", "Please enter the code from your authenticator app")
	}
	return code, nil
}

func wrongCode() error {
	return apperr.Field("code", "invalid_two_factor_code", "That code is not right. Check your authenticator app and try again.")
}

func usedCode() error {
	return apperr.Field("code", "two_factor_code_used", "That code has been used already. Wait for the next code in your app.")
}

// checkCode checks code for a: a TOTP code of a's secret (each time step
// once), or, when recoveryOK, one of a's unused recovery codes (used up
// here). Wrong codes count against the budgets; 429 once they are spent,
// before any check.
func (s *Server) checkCode(ctx context.Context, r *http.Request, a *store.Admin, code string, recoveryOK bool) error {
	limits := twoFactorLimits(r, a)
	if err := s.checkFailureLimits(ctx, tooManyCodes, limits...); err != nil {
		return err
	}
	ok, fail, err := s.verifyCode(ctx, a, code, recoveryOK)
	if err != nil {
		return err
	}
	if !ok {
		if err := s.countFailure(ctx, limits...); err != nil {
			return err
		}
		return fail
	}
	return s.auth.limiter.Reset(ctx, limits[0].key)
}

// verifyCode is checkCode without the budgets: ok, or the error to answer.
func (s *Server) verifyCode(ctx context.Context, a *store.Admin, code string, recoveryOK bool) (bool, error, error) {
	if a.TOTPSecret == nil || len(code) > maxSecondFactorLen {
		return false, wrongCode(), nil
	}
	if auth.IsTOTPCode(code) {
		step, ok := auth.ValidateTOTP(*a.TOTPSecret, code, s.now(), a.TOTPLastStep)
		if !ok {
			if _, seen := auth.ValidateTOTP(*a.TOTPSecret, code, s.now(), -1); seen {
				return false, usedCode(), nil
			}
			return false, wrongCode(), nil
		}
		// The update only succeeds for a step after the last used one, so
		// two requests racing with one code cannot both pass.
		fresh, err := s.store.UseAdminTOTPStep(ctx, a.ID, step)
		if err != nil || !fresh {
			return false, usedCode(), err
		}
		return true, nil, nil
	}
	if !recoveryOK {
		return false, wrongCode(), nil
	}
	used, err := s.store.UseAdminRecoveryCode(ctx, a.ID, auth.HashRecoveryCode(code))
	if err != nil || !used {
		return false, apperr.Field("code", "invalid_two_factor_code", "That code is not right. A recovery code works only once."), err
	}
	return true, nil, nil
}

// startTwoFactorStep answers a right password of an admin with two-factor
// on: a pending session instead of an admin session.
func (s *Server) startTwoFactorStep(w http.ResponseWriter, r *http.Request, a *store.Admin) error {
	if err := s.dropSession(r, adminPendingSessions); err != nil {
		return err
	}
	if err := s.startSession(r.Context(), w, adminPendingSessions, a.ID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		TwoFactorRequired bool `json:"twoFactorRequired"`
	}{true})
	return nil
}

func (s *Server) adminLoginSecondStep(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	expired := apperr.New(apperr.Unauthorized, "two_factor_expired", "Your sign-in has timed out. Please enter your username and password again.")
	sess, err := s.session(nil, r, adminPendingSessions)
	if err != nil {
		return err
	}
	if sess == nil {
		return expired
	}
	a, err := s.store.AdminByID(ctx, sess.SubjectID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && a.TOTPSecret == nil) {
		// Deleted, or two-factor reset meanwhile: start over.
		return errors.Join(s.endSession(w, r, adminPendingSessions), expired)
	}
	if err != nil {
		return err
	}
	code, err := readCode(r)
	if err != nil {
		return err
	}
	if err := s.checkCode(ctx, r, a, code, true); err != nil {
		return err
	}
	if err := s.endSession(w, r, adminPendingSessions); err != nil {
		return err
	}
	if err := s.dropSession(r, adminSessions); err != nil {
		return err
	}
	if err := s.startSession(ctx, w, adminSessions, a.ID); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin signed in", "username", a.Username, "ip", clientIP(r), "secondFactor", true)
	view, err := s.adminViewOf(ctx, a)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

type twoFactorStatus struct {
	Enabled           bool `json:"enabled"`
	RecoveryCodesLeft int  `json:"recoveryCodesLeft"`
	// Required is the club switch.
	Required bool `json:"required"`
}

func (s *Server) adminTwoFactorStatus(w http.ResponseWriter, r *http.Request, a *store.Admin) error {
	ctx := r.Context()
	required, err := s.store.AdminTwoFactorRequired(ctx)
	if err != nil {
		return err
	}
	left, err := s.store.AdminRecoveryCodesLeft(ctx, a.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, twoFactorStatus{Enabled: a.TOTPSecret != nil, RecoveryCodesLeft: left, Required: required})
	return nil
}

func alreadyOn() error {
	return apperr.New(apperr.Conflict, "two_factor_already_on", "Two-factor sign-in is already on for your account")
}

// adminTwoFactorSetup starts enrolment: a new secret, shown as text and as
// a QR code (the .svg beside it), not used until confirmed with a code.
func (s *Server) adminTwoFactorSetup(w http.ResponseWriter, r *http.Request, a *store.Admin) error {
	if a.TOTPSecret != nil {
		return alreadyOn()
	}
	ctx := r.Context()
	secret, err := auth.NewTOTPSecret()
	if err != nil {
		return err
	}
	if err := s.store.SetAdminPendingTOTP(ctx, a.ID, secret); err != nil {
		return err
	}
	uri, err := s.totpURI(ctx, a, secret)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, struct {
		Secret string `json:"secret"`
		URI    string `json:"otpauthUri"`
		QR     string `json:"qrUrl"`
	}{secret, uri, "/api/admin/two-factor/setup/qr.svg"})
	return nil
}

// totpURI names the club (the issuer) and the admin in the app's list.
func (s *Server) totpURI(ctx context.Context, a *store.Admin, secret string) (string, error) {
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return "", err
	}
	// A colon would split the app's "issuer:account" label in the wrong place.
	issuer := strings.ReplaceAll(c.ClubName, ":", " ")
	return auth.TOTPURI(issuer, a.Username, secret), nil
}

func noSetup() error {
	return apperr.New(apperr.Conflict, "two_factor_setup_missing", "Start setting up two-factor sign-in first")
}

// adminTwoFactorQR draws the pending secret's otpauth URI as a QR code,
// here on the server, so the secret never goes to a third-party service.
func (s *Server) adminTwoFactorQR(w http.ResponseWriter, r *http.Request, a *store.Admin) error {
	if a.TOTPSecret != nil {
		return alreadyOn()
	}
	if a.TOTPPendingSecret == nil {
		return noSetup()
	}
	uri, err := s.totpURI(r.Context(), a, *a.TOTPPendingSecret)
	if err != nil {
		return err
	}
	svg, err := qrSVG(uri)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", typeSVG)
	// The picture is the secret: never kept by a cache.
	w.Header().Set("Cache-Control", "no-store")
	_, err = w.Write(svg)
	return err
}

// qrSVG draws text as a QR code (medium error correction) in SVG: one
// path of dark modules inside a four-module quiet zone, crisp at any size.
func qrSVG(text string) ([]byte, error) {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, fmt.Errorf("qr: %w", err)
	}
	const quiet = 4
	n := code.Size + 2*quiet
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, n, n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n)
	for y := 0; y < code.Size; y++ {
		for x := 0; x < code.Size; x++ {
			if !code.Black(x, y) {
				continue
			}
			// One rectangle per run of dark modules in a row.
			run := 1
			for x+run < code.Size && code.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+quiet, y+quiet, run, run)
			x += run - 1
		}
	}
	b.WriteString(`"/></svg>`)
	return []byte(b.String()), nil
}

// newRecoveryCodes makes a fresh set and their hashes.
func newRecoveryCodes() (codes, hashes []string, err error) {
	codes, err = auth.NewRecoveryCodes()
	if err != nil {
		return nil, nil, err
	}
	hashes = make([]string, len(codes))
	for i, c := range codes {
		hashes[i] = auth.HashRecoveryCode(c)
	}
	return codes, hashes, nil
}

type recoveryCodesAnswer struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// adminTwoFactorEnable confirms enrolment with a code of the pending
// secret, switches two-factor sign-in on and shows the recovery codes,
// this once.
func (s *Server) adminTwoFactorEnable(w http.ResponseWriter, r *http.Request, a *store.Admin) error {
	if a.TOTPSecret != nil {
		return alreadyOn()
	}
	if a.TOTPPendingSecret == nil {
		return noSetup()
	}
	code, err := readCode(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	limits := twoFactorLimits(r, a)
	if err := s.checkFailureLimits(ctx, tooManyCodes, limits...); err != nil {
		return err
	}
	step, ok := auth.ValidateTOTP(*a.TOTPPendingSecret, code, s.now(), 0)
	if !ok {
		if err := s.countFailure(ctx, limits...); err != nil {
			return err
		}
		return wrongCode()
	}
	codes, hashes, err := newRecoveryCodes()
	if err != nil {
		return err
	}
	err = s.store.EnableAdminTOTP(ctx, a.ID, *a.TOTPPendingSecret, step, hashes, s.now())
	if errors.Is(err, store.ErrConflict) {
		return apperr.New(apperr.Conflict, "two_factor_setup_changed", "Setup was restarted elsewhere. Scan the new QR code and try again.")
	}
	if err != nil {
		return err
	}
	if err := s.auth.limiter.Reset(ctx, limits[0].key); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin two-factor sign-in on", "username", a.Username)
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, recoveryCodesAnswer{codes})
	return nil
}

func notOn() error {
	return apperr.New(apperr.Conflict, "two_factor_off", "Two-factor sign-in is not on for your account")
}

// confirmWithCode is the signed-in admin, once the code in the request body
// has passed: an app code, or also a recovery code when recovery is true.
// The changes to an admin's own two-factor sign-in all start with it.
func (s *Server) confirmWithCode(r *http.Request, recovery bool) (*store.Admin, error) {
	a, err := s.currentAdmin(r)
	if err != nil {
		return nil, err
	}
	if a.TOTPSecret == nil {
		return nil, notOn()
	}
	code, err := readCode(r)
	if err != nil {
		return nil, err
	}
	if err := s.checkCode(r.Context(), r, a, code, recovery); err != nil {
		return nil, err
	}
	return a, nil
}

// adminTwoFactorDisable switches two-factor sign-in off after a code (an
// app code or a recovery code): a session left open on a shared computer
// is not enough.
func (s *Server) adminTwoFactorDisable(w http.ResponseWriter, r *http.Request) error {
	a, err := s.confirmWithCode(r, true)
	if err != nil {
		return err
	}
	ctx := r.Context()
	if err := s.store.DisableAdminTOTP(ctx, a.ID); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin two-factor sign-in off", "username", a.Username)
	writeJSON(w, http.StatusOK, message{"Two-factor sign-in is off"})
	return nil
}

// adminTwoFactorNewCodes replaces the recovery codes after a current app
// code (not a recovery code: whoever holds only the paper must not be able
// to mint more).
func (s *Server) adminTwoFactorNewCodes(w http.ResponseWriter, r *http.Request) error {
	a, err := s.confirmWithCode(r, false)
	if err != nil {
		return err
	}
	ctx := r.Context()
	codes, hashes, err := newRecoveryCodes()
	if err != nil {
		return err
	}
	if err := s.store.ReplaceAdminRecoveryCodes(ctx, a.ID, hashes, s.now()); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, recoveryCodesAnswer{codes})
	return nil
}

// adminTwoFactorRequirement sets the club switch. Turning it on needs the
// caller to use two-factor sign-in already, so no admin switches it on and
// finds themself shut out of everything but enrolment.
func (s *Server) adminTwoFactorRequirement(w http.ResponseWriter, r *http.Request) error {
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	var in struct {
		Required *bool `json:"required"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if in.Required == nil {
		return apperr.Field("required", "not_boolean", "required must be true or false")
	}
	if *in.Required && a.TOTPSecret == nil {
		return apperr.New(apperr.Conflict, "two_factor_enrol_first",
			"Set up two-factor sign-in for your own account before requiring it for all admins")
	}
	if err := s.store.SetAdminTwoFactorRequired(r.Context(), *in.Required); err != nil {
		return err
	}
	s.log.InfoContext(r.Context(), "admin two-factor requirement changed", "username", a.Username, "required", *in.Required)
	writeJSON(w, http.StatusOK, struct {
		Required bool `json:"required"`
	}{*in.Required})
	return nil
}

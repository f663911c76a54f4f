package account

import (
	"context"
	"errors"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Admin two-factor sign-in: TOTP codes from any authenticator app, ten
// one-time recovery codes, and a club switch that makes it compulsory for
// every admin.
//
// Sign-in with two-factor on is two steps. LoginAdmin checks the password
// and, instead of an admin session, starts a pending sign-in (five
// minutes) that can do nothing but answer the code step; only a right code
// there (SignInWithCode) makes the admin session.

// maxSecondFactorLen bounds a typed code before any work is done on it.
const maxSecondFactorLen = 64

// twoFactorLimits are the budgets of wrong codes: per admin (any code
// check of that admin: sign-in, enrolment, disabling, new recovery codes)
// and per address, with the limits and the limiter of the password step.
func twoFactorLimits(ip string, a *model.Admin) []limitKey {
	return []limitKey{
		newLimitKey("admin-2fa", auth.LoginPerAccount, adminSubject(a.ID)),
		newLimitKey("admin-2fa", auth.LoginPerIP, ip),
	}
}

// requireCode trims a typed code and refuses a blank one.
func requireCode(entered string) (string, error) {
	code := strings.TrimSpace(entered)
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

// checkSecondFactor checks entered for a: a TOTP code of a's secret (each
// time step once), or, when recoveryOK, one of a's unused recovery codes
// (used up here). Wrong codes count against the budgets; 429 once they are
// spent, before any check. (The parameter is not named code: that name
// marks the error-code helpers apperr's doc check follows.)
func (s *Service) checkSecondFactor(ctx context.Context, ip string, a *model.Admin, entered string, recoveryOK bool) error {
	code, err := requireCode(entered)
	if err != nil {
		return err
	}
	limits := twoFactorLimits(ip, a)
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
	return s.limiter.Reset(ctx, limits[0].key)
}

// verifyCode is checkSecondFactor without the budgets: ok, or the error to answer.
func (s *Service) verifyCode(ctx context.Context, a *model.Admin, code string, recoveryOK bool) (bool, error, error) {
	if a.TOTPSecret == nil || len(code) > maxSecondFactorLen {
		return false, wrongCode(), nil
	}
	if auth.IsTOTPCode(code) {
		now := s.now()
		step, ok := auth.ValidateTOTP(*a.TOTPSecret, code, now, a.TOTPLastStep)
		if !ok {
			if _, seen := auth.ValidateTOTP(*a.TOTPSecret, code, now, -1); seen {
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

// ErrSignInExpired is the code step's 401 without a live pending sign-in.
var ErrSignInExpired = apperr.New(apperr.Unauthorized, "two_factor_expired", "Your sign-in has timed out. Please enter your username and password again.")

// PendingAdmin is the admin of the pending sign-in with token, or
// ErrSignInExpired. ended tells that the pending sign-in was there but is
// over (the admin is gone, or their two-factor sign-in was reset
// meanwhile) and has been deleted: its cookie goes too.
func (s *Service) PendingAdmin(ctx context.Context, token string) (a *model.Admin, ended bool, err error) {
	sess, _, err := s.Session(ctx, PendingSignIn, token, false)
	if err != nil {
		return nil, false, err
	}
	if sess == nil {
		return nil, false, ErrSignInExpired
	}
	a, err = s.store.AdminByID(ctx, sess.SubjectID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && a.TOTPSecret == nil) {
		// Deleted, or two-factor reset meanwhile: start over.
		if err := s.EndSession(ctx, PendingSignIn, token); err != nil {
			return nil, false, errors.Join(err, ErrSignInExpired)
		}
		return nil, true, ErrSignInExpired
	}
	if err != nil {
		return nil, false, err
	}
	return a, false, nil
}

// CodeSignIn is the code step of admin a's sign-in: the code (an app code
// or a recovery code), the address it came from, the pending sign-in's
// token and the browser's current admin session token ("" for none).
type CodeSignIn struct {
	Code         string
	IP           string
	PendingToken string
	OldToken     string
}

// SignInWithCode checks the code of a pending sign-in of a and, when it is
// right, ends the pending sign-in and starts the admin session.
func (s *Service) SignInWithCode(ctx context.Context, a *model.Admin, in CodeSignIn) (Started, error) {
	if err := s.checkSecondFactor(ctx, in.IP, a, in.Code, true); err != nil {
		return Started{}, err
	}
	if err := s.EndSession(ctx, PendingSignIn, in.PendingToken); err != nil {
		return Started{}, err
	}
	if err := s.EndSession(ctx, AdminSession, in.OldToken); err != nil {
		return Started{}, err
	}
	started, err := s.startSession(ctx, AdminSession, a.ID)
	if err != nil {
		return Started{}, err
	}
	s.log.InfoContext(ctx, "admin signed in", "username", a.Username, "ip", in.IP, "secondFactor", true)
	return started, nil
}

// TwoFactorStatus is an admin's two-factor sign-in as their settings show
// it.
type TwoFactorStatus struct {
	Enabled           bool
	RecoveryCodesLeft int
	// Required is the club switch.
	Required bool
}

// TwoFactor is a's two-factor status.
func (s *Service) TwoFactor(ctx context.Context, a *model.Admin) (TwoFactorStatus, error) {
	required, err := s.store.AdminTwoFactorRequired(ctx)
	if err != nil {
		return TwoFactorStatus{}, err
	}
	left, err := s.store.AdminRecoveryCodesLeft(ctx, a.ID)
	if err != nil {
		return TwoFactorStatus{}, err
	}
	return TwoFactorStatus{Enabled: a.TOTPSecret != nil, RecoveryCodesLeft: left, Required: required}, nil
}

func alreadyOn() error {
	return apperr.New(apperr.Conflict, "two_factor_already_on", "Two-factor sign-in is already on for your account")
}

func noSetup() error {
	return apperr.New(apperr.Conflict, "two_factor_setup_missing", "Start setting up two-factor sign-in first")
}

func notOn() error {
	return apperr.New(apperr.Conflict, "two_factor_off", "Two-factor sign-in is not on for your account")
}

// CanConfirmEnrolment is nil when a has started enrolment and not finished
// it, the state in which a code confirms it.
func CanConfirmEnrolment(a *model.Admin) error {
	if a.TOTPSecret != nil {
		return alreadyOn()
	}
	if a.TOTPPendingSecret == nil {
		return noSetup()
	}
	return nil
}

// TwoFactorOn is nil when a signs in with a code, the state in which a
// code may switch it off or mint recovery codes.
func TwoFactorOn(a *model.Admin) error {
	if a.TOTPSecret == nil {
		return notOn()
	}
	return nil
}

// Enrolment is a new secret on its way to a's authenticator app.
type Enrolment struct {
	Secret string
	// URI is the otpauth:// URI the QR code carries.
	URI string
}

// StartEnrolment makes a new secret for a, not used until confirmed with
// a code (ConfirmEnrolment); a new start replaces an unconfirmed one.
func (s *Service) StartEnrolment(ctx context.Context, a *model.Admin) (Enrolment, error) {
	if a.TOTPSecret != nil {
		return Enrolment{}, alreadyOn()
	}
	secret, err := auth.NewTOTPSecret()
	if err != nil {
		return Enrolment{}, err
	}
	if err := s.store.SetAdminPendingTOTP(ctx, a.ID, secret); err != nil {
		return Enrolment{}, err
	}
	uri, err := s.totpURI(ctx, a, secret)
	if err != nil {
		return Enrolment{}, err
	}
	return Enrolment{Secret: secret, URI: uri}, nil
}

// totpURI names the club (the issuer) and the admin in the app's list.
func (s *Service) totpURI(ctx context.Context, a *model.Admin, secret string) (string, error) {
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return "", err
	}
	// A colon would split the app's "issuer:account" label in the wrong place.
	issuer := strings.ReplaceAll(c.ClubName, ":", " ")
	return auth.TOTPURI(issuer, a.Username, secret), nil
}

// EnrolmentQR draws the pending secret's otpauth URI as a QR code in SVG,
// here on the server, so the secret never goes to a third-party service.
func (s *Service) EnrolmentQR(ctx context.Context, a *model.Admin) ([]byte, error) {
	if err := CanConfirmEnrolment(a); err != nil {
		return nil, err
	}
	uri, err := s.totpURI(ctx, a, *a.TOTPPendingSecret)
	if err != nil {
		return nil, err
	}
	return QRSVG(uri)
}

// NewRecoveryCodes makes a fresh set of recovery codes and their hashes.
func NewRecoveryCodes() (codes, hashes []string, err error) {
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

// ConfirmEnrolment checks a code of a's pending secret, switches two-factor
// sign-in on and returns the recovery codes, shown this once.
func (s *Service) ConfirmEnrolment(ctx context.Context, a *model.Admin, code, ip string) ([]string, error) {
	if err := CanConfirmEnrolment(a); err != nil {
		return nil, err
	}
	code, err := requireCode(code)
	if err != nil {
		return nil, err
	}
	limits := twoFactorLimits(ip, a)
	if err := s.checkFailureLimits(ctx, tooManyCodes, limits...); err != nil {
		return nil, err
	}
	step, ok := auth.ValidateTOTP(*a.TOTPPendingSecret, code, s.now(), 0)
	if !ok {
		if err := s.countFailure(ctx, limits...); err != nil {
			return nil, err
		}
		return nil, wrongCode()
	}
	codes, hashes, err := NewRecoveryCodes()
	if err != nil {
		return nil, err
	}
	err = s.store.EnableAdminTOTP(ctx, a.ID, *a.TOTPPendingSecret, step, hashes, s.now())
	if errors.Is(err, store.ErrConflict) {
		return nil, apperr.New(apperr.Conflict, "two_factor_setup_changed", "Setup was restarted elsewhere. Scan the new QR code and try again.")
	}
	if err != nil {
		return nil, err
	}
	if err := s.limiter.Reset(ctx, limits[0].key); err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "admin two-factor sign-in on", "username", a.Username)
	return codes, nil
}

// DisableTwoFactor switches a's two-factor sign-in off after a code (an
// app code or a recovery code): a session left open on a shared computer
// is not enough.
func (s *Service) DisableTwoFactor(ctx context.Context, a *model.Admin, code, ip string) error {
	if err := TwoFactorOn(a); err != nil {
		return err
	}
	if err := s.checkSecondFactor(ctx, ip, a, code, true); err != nil {
		return err
	}
	if err := s.store.DisableAdminTOTP(ctx, a.ID); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin two-factor sign-in off", "username", a.Username)
	return nil
}

// ReplaceRecoveryCodes gives a a new set of recovery codes after a current
// app code (not a recovery code: whoever holds only the paper must not be
// able to mint more).
func (s *Service) ReplaceRecoveryCodes(ctx context.Context, a *model.Admin, code, ip string) ([]string, error) {
	if err := TwoFactorOn(a); err != nil {
		return nil, err
	}
	if err := s.checkSecondFactor(ctx, ip, a, code, false); err != nil {
		return nil, err
	}
	codes, hashes, err := NewRecoveryCodes()
	if err != nil {
		return nil, err
	}
	if err := s.store.ReplaceAdminRecoveryCodes(ctx, a.ID, hashes, s.now()); err != nil {
		return nil, err
	}
	return codes, nil
}

// SetTwoFactorRequired sets the club switch, on behalf of admin a.
// Turning it on needs a to use two-factor sign-in already, so no admin
// switches it on and finds themself shut out of everything but enrolment.
func (s *Service) SetTwoFactorRequired(ctx context.Context, a *model.Admin, required bool) error {
	if required && a.TOTPSecret == nil {
		return apperr.New(apperr.Conflict, "two_factor_enrol_first",
			"Set up two-factor sign-in for your own account before requiring it for all admins")
	}
	if err := s.store.SetAdminTwoFactorRequired(ctx, required); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin two-factor requirement changed", "username", a.Username, "required", required)
	return nil
}

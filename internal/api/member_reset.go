package api

import (
	"net/http"

	"golfclub/internal/account"
	"golfclub/internal/i18n"
)

type resetRequestAnswer struct {
	Message string `json:"message"`
	// ResetToken is only ever set in --dev mode.
	ResetToken string `json:"resetToken,omitempty"`
}

func (s *Server) memberResetRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	answer, err := s.account.RequestMemberReset(r.Context(), account.MemberResetRequest{
		Email: req.Email, IP: clientIP(r), Locale: i18n.FromRequest(r),
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, resetRequestAnswer{Message: answer.Message, ResetToken: answer.Token})
	return nil
}

type authResetRequest struct {
	ResetToken  string `json:"resetToken"`
	NewPassword string `json:"newPassword"`
}

// readPasswordReset decodes {resetToken, newPassword}; the member and the
// admin reset both send it.
func readPasswordReset(r *http.Request) (account.PasswordReset, error) {
	var req authResetRequest
	if err := decodeJSON(r, &req); err != nil {
		return account.PasswordReset{}, err
	}
	return account.PasswordReset{Token: req.ResetToken, NewPassword: req.NewPassword, IP: clientIP(r)}, nil
}

func (s *Server) memberResetPassword(w http.ResponseWriter, r *http.Request) error {
	in, err := readPasswordReset(r)
	if err != nil {
		return err
	}
	if err := s.account.ResetMemberPassword(r.Context(), in); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Password reset successful"})
	return nil
}

package model

// MemberRow is a member with how many events they are registered for:
// the one row the member lists and exports read.
type MemberRow struct {
	Member
	RegistrationCount int `bun:"registration_count"`
}

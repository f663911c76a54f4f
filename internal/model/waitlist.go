package model

// WaitlistPlace is an entry with its position (1 is next in line).
type WaitlistPlace struct {
	WaitlistEntry
	Position int `bun:"-" json:"position"`
}

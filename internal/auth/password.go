// Package auth holds the building blocks of sign-in that do not depend on
// HTTP: password hashing, random tokens, identifier normalisation and rate
// limiting.
package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// MinAdminPasswordLen is the shortest admin password (CLI and reset);
// members may use 6 characters, as the spec says.
const MinAdminPasswordLen = 8

// Params are argon2id cost parameters.
type Params struct {
	Memory  uint32 // KiB
	Time    uint32
	Threads uint8
	SaltLen uint32
	KeyLen  uint32
}

// DefaultParams follow the OWASP minimum for argon2id (19 MiB, 2 passes,
// 1 lane): a few tens of milliseconds per sign-in on a small server.
var DefaultParams = Params{Memory: 19456, Time: 2, Threads: 1, SaltLen: 16, KeyLen: 32}

// TestParams are deliberately weak so that test suites which register many
// members stay fast. Never use them in a running server.
var TestParams = Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

// Hasher hashes passwords with one parameter set and verifies hashes made
// with any parameter set (the parameters travel inside the PHC string).
type Hasher struct {
	params Params
	// dummy is verified against when an account does not exist, so that
	// "unknown account" costs as much time as "wrong password". It is
	// made on first use: a hash at start-up would cost every start its
	// time and its 19 MB of argon2 memory.
	dummyOnce sync.Once
	dummy     string
}

// NewHasher returns a Hasher using p for new hashes.
func NewHasher(p Params) *Hasher {
	return &Hasher{params: p}
}

func (h *Hasher) dummyHash() string {
	h.dummyOnce.Do(func() {
		dummy, err := h.Hash("not a real password")
		if err != nil {
			panic(err) // only fails if the system has no randomness
		}
		h.dummy = dummy
	})
	return h.dummy
}

// ErrInvalidHash means a stored hash is not a PHC argon2id string we made.
var ErrInvalidHash = errors.New("auth: invalid password hash")

// Hash returns the PHC string $argon2id$v=19$m=…,t=…,p=…$salt$hash.
func (h *Hasher) Hash(password string) (string, error) {
	p := h.params
	salt := make([]byte, p.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("password salt: %w", err)
	}
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, p.KeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, p.Memory, p.Time, p.Threads, enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// Verify reports whether password matches the PHC string encoded. A
// malformed hash is an error, not a mismatch, so it gets noticed.
func (h *Hasher) Verify(password, encoded string) (bool, error) {
	p, salt, key, err := decodeHash(encoded)
	if err != nil {
		return false, err
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

// VerifyDummy spends the time of one verification and always fails; call it
// when the account is unknown so that response timing does not tell.
func (h *Hasher) VerifyDummy(password string) {
	_, _ = h.Verify(password, h.dummyHash())
}

// NeedsRehash tells whether encoded was made with other parameters than the
// Hasher's, so a successful sign-in can upgrade it.
func (h *Hasher) NeedsRehash(encoded string) bool {
	p, salt, key, err := decodeHash(encoded)
	if err != nil {
		return true
	}
	return p.Memory != h.params.Memory || p.Time != h.params.Time || p.Threads != h.params.Threads ||
		uint32(len(salt)) != h.params.SaltLen || uint32(len(key)) != h.params.KeyLen
}

func decodeHash(encoded string) (p Params, salt, key []byte, err error) {
	parts := strings.Split(encoded, "$")
	// "", "argon2id", "v=19", "m=…,t=…,p=…", salt, hash
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return p, nil, nil, ErrInvalidHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return p, nil, nil, ErrInvalidHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return p, nil, nil, ErrInvalidHash
	}
	// Bounds keep a tampered row from making one sign-in eat the server.
	if p.Memory < 8*uint32(p.Threads) || p.Memory > 1<<21 || p.Time < 1 || p.Time > 20 || p.Threads < 1 {
		return p, nil, nil, ErrInvalidHash
	}
	enc := base64.RawStdEncoding
	if salt, err = enc.DecodeString(parts[4]); err != nil || len(salt) < 8 {
		return p, nil, nil, ErrInvalidHash
	}
	if key, err = enc.DecodeString(parts[5]); err != nil || len(key) < 16 || len(key) > 64 {
		return p, nil, nil, ErrInvalidHash
	}
	p.SaltLen, p.KeyLen = uint32(len(salt)), uint32(len(key))
	return p, salt, key, nil
}

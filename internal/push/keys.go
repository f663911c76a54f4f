package push

import (
	"bytes"
	"context"
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
)

// vapidSetting is the settings row holding the key pair, as
// "<public>.<private>" (both base64url without padding). One row, so the
// pair is written and read as a whole.
const vapidSetting = "vapidKeys"

// VAPIDKeys is the club's application server key pair (RFC 8292): Public
// is the uncompressed P-256 point, Private the 32-byte scalar, both
// base64url without padding as browsers and webpush-go take them.
type VAPIDKeys struct {
	Public  string
	Private string
}

// Keys loads the VAPID key pair from the settings table, creating it on
// first use, and keeps it once read.
type Keys struct {
	DB bun.IDB

	mu   sync.Mutex
	keys *VAPIDKeys
}

// Get returns the key pair. A failure is not remembered: the next call
// tries again.
func (k *Keys) Get(ctx context.Context) (VAPIDKeys, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.keys != nil {
		return *k.keys, nil
	}
	keys, err := LoadOrCreateKeys(ctx, k.DB)
	if err != nil {
		return VAPIDKeys{}, err
	}
	k.keys = &keys
	return keys, nil
}

// LoadOrCreateKeys returns the stored key pair, generating and storing one
// when there is none. Every instance ends up with the same pair: each
// inserts its own candidate only if the row is absent (the loser of a race
// inserts nothing) and then reads back whatever the table holds.
func LoadOrCreateKeys(ctx context.Context, db bun.IDB) (VAPIDKeys, error) {
	candidate, err := generateKeys()
	if err != nil {
		return VAPIDKeys{}, err
	}
	row := &store.Setting{Key: vapidSetting, Value: candidate.Public + "." + candidate.Private}
	if _, err := db.NewInsert().Model(row).On("CONFLICT (key) DO NOTHING").Exec(ctx); err != nil {
		return VAPIDKeys{}, fmt.Errorf("store vapid keys: %w", err)
	}
	var value string
	if err := db.NewSelect().Model((*store.Setting)(nil)).Column("value").Where(`"key" = ?`, vapidSetting).Scan(ctx, &value); err != nil {
		return VAPIDKeys{}, fmt.Errorf("read vapid keys: %w", err)
	}
	return parseKeys(value)
}

func generateKeys() (VAPIDKeys, error) {
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return VAPIDKeys{}, fmt.Errorf("generate vapid keys: %w", err)
	}
	enc := base64.RawURLEncoding
	return VAPIDKeys{Public: enc.EncodeToString(priv.PublicKey().Bytes()), Private: enc.EncodeToString(priv.Bytes())}, nil
}

// parseKeys reads a stored pair and checks that the public key belongs to
// the private one. A damaged row is an error rather than a reason to make
// new keys: every browser subscription is tied to the stored public key.
func parseKeys(value string) (VAPIDKeys, error) {
	pub, priv, ok := strings.Cut(value, ".")
	if !ok {
		return VAPIDKeys{}, errors.New("stored vapid keys are damaged: no separator")
	}
	enc := base64.RawURLEncoding
	privBytes, err := enc.DecodeString(priv)
	if err != nil {
		return VAPIDKeys{}, fmt.Errorf("stored vapid private key: %w", err)
	}
	key, err := ecdh.P256().NewPrivateKey(privBytes)
	if err != nil {
		return VAPIDKeys{}, fmt.Errorf("stored vapid private key: %w", err)
	}
	pubBytes, err := enc.DecodeString(pub)
	if err != nil || !bytes.Equal(pubBytes, key.PublicKey().Bytes()) {
		return VAPIDKeys{}, errors.New("stored vapid public key does not match the private key")
	}
	return VAPIDKeys{Public: pub, Private: priv}, nil
}

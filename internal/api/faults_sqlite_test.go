package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"golfclub/internal/store"
)

// smallDisk mounts a tmpfs of size bytes for the test and returns its
// directory; it skips the test where mounting is not allowed (it needs
// root or CAP_SYS_ADMIN).
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small disk here (needs root): %v %s", err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", dir, err, out)
		}
	})
	return dir
}

// fill writes a file on dir's disk until the disk is full and returns
// the file's name.
func fill(t *testing.T, dir string) string {
	t.Helper()
	name := filepath.Join(dir, "filler")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 4096)
	for {
		if _, err := f.Write(chunk); err != nil {
			if errors.Is(err, syscall.ENOSPC) {
				return name
			}
			t.Fatal(err)
		}
	}
}

// TestSQLiteDiskFull runs the server on a SQLite database on a 16 MB
// tmpfs, fills the disk and registers members until writes fail. A write
// that cannot be stored is answered 503 storage_full (never a 500), reads
// go on answering, every registration answered 201 is kept, and once
// space returns the database passes PRAGMA integrity_check and takes
// registrations again.
func TestSQLiteDiskFull(t *testing.T) {
	dir := smallDisk(t, "16m")
	ctx := context.Background()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	env := newEnv(t, st)
	const members = 150
	ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", members+10)
	cookies := make([]*http.Cookie, members+1)
	for i := range cookies {
		m := env.createMember(t, fmt.Sprintf("Player %03d", i), fmt.Sprintf("01234%05d", i), "", "")
		cookies[i] = env.memberSession(t, m.ID)
	}
	filler := fill(t, dir)

	register := func(i int) (int, string) {
		rec := env.do(req{method: "POST", url: fmt.Sprintf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{cookies[i]},
			body: map[string]string{"guestRateType": "Non-Member Weekday"}})
		code := ""
		if rec.Code >= 400 {
			code = decode[struct{ Code string }](t, rec).Code
			if rec.Header().Get("Retry-After") == "" {
				t.Errorf("%d %s without Retry-After", rec.Code, code)
			}
		}
		return rec.Code, code
	}
	var acknowledged []int
	full := 0
	for i := range members {
		status, code := register(i)
		switch {
		case status == http.StatusCreated:
			acknowledged = append(acknowledged, i)
		case status == http.StatusServiceUnavailable && code == "storage_full":
			full++
		default:
			t.Fatalf("member %d: %d %q, want 201 or 503 storage_full", i, status, code)
		}
		if full >= 3 {
			break
		}
	}
	t.Logf("registered %d before the disk was full", len(acknowledged))
	if full == 0 {
		t.Fatalf("%d registrations fitted on the full disk: the test proved nothing", len(acknowledged))
	}

	// Reads go on: the public list, the event, a member's own list.
	for _, url := range []string{"/api/events", fmt.Sprintf("/api/events/%d", ev.ID), "/api/member/registrations"} {
		rec := env.do(req{method: "GET", url: url, cookies: []*http.Cookie{cookies[0]}})
		if rec.Code != http.StatusOK {
			t.Errorf("GET %s on the full disk: %d %s", url, rec.Code, rec.Body)
		}
	}

	// Space returns: nothing was corrupted, nothing acknowledged was lost,
	// and writes work again.
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	var check string
	if err := st.DB().NewRaw("PRAGMA integrity_check").Scan(ctx, &check); err != nil || check != "ok" {
		t.Fatalf("integrity_check: %q %v", check, err)
	}
	for _, i := range acknowledged {
		var n int
		if err := st.DB().NewRaw(`SELECT count(*) FROM event_registrations r JOIN members m ON m.id = r.member_id
			WHERE r.event_id = ? AND m.name = ?`, ev.ID, fmt.Sprintf("Player %03d", i)).Scan(ctx, &n); err != nil || n != 1 {
			t.Errorf("member %d was answered 201 and has %d registrations (%v)", i, n, err)
		}
	}
	got, err := st.GetEvent(ctx, ev.ID)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := st.DB().NewRaw(`SELECT count(*) FROM event_registrations WHERE event_id = ?`, ev.ID).Scan(ctx, &n); err != nil {
		t.Fatal(err)
	}
	if got.Registered != n || n != len(acknowledged) {
		t.Errorf("event counts %d registered, holds %d, %d were acknowledged", got.Registered, n, len(acknowledged))
	}
	if status, code := register(members); status != http.StatusCreated {
		t.Errorf("after space returned: %d %s", status, code)
	}
}

package api

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"testing"
	"time"

	"golfclub/internal/backup"
)

// TestAdminBackupStatus: the admin reads the backups' status: none yet,
// then a success, then a failure with its error and the success before
// it. Members and visitors cannot.
func TestAdminBackupStatus(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		member := env.registerMember(t, "Backup Reader", "012-770 0001", "reader@example.my", "secret1", "")
		type status struct {
			LastAttempt *struct {
				Started time.Time `json:"started"`
				OK      bool      `json:"ok"`
				Error   string    `json:"error"`
				Size    int64     `json:"size"`
				Name    string    `json:"name"`
			} `json:"lastAttempt"`
			LastSuccess *struct {
				Name string `json:"name"`
			} `json:"lastSuccess"`
			Schedule string `json:"schedule"`
			Database string `json:"database"`
		}
		get := func() status {
			var st status
			if err := json.Unmarshal(env.adminDo(t, admin, "GET", "/api/admin/backup", nil, 200), &st); err != nil {
				t.Fatal(err)
			}
			return st
		}
		if st := get(); st.LastAttempt != nil || st.LastSuccess != nil || st.Schedule != "off" {
			t.Fatalf("before any backup: %+v", st)
		}
		wantDB := "sqlite"
		if env.store.IsPostgres() {
			wantDB = "postgres"
		}
		dir := t.TempDir()
		r := backup.New(backup.Options{Store: env.store, Uploads: env.services.Blob, DataDir: env.cfg.DataDir,
			Targets: []backup.Target{backup.Dir{Path: dir}}, Now: env.server.now})
		ok := r.Run(context.Background(), backup.ReasonManual)
		if !ok.OK {
			t.Fatal(ok.Error)
		}
		st := get()
		if st.LastAttempt == nil || !st.LastAttempt.OK || st.LastAttempt.Size != ok.Size || st.LastAttempt.Name != ok.Name ||
			!st.LastAttempt.Started.Equal(testNow.UTC()) || st.LastSuccess == nil || st.Database != wantDB {
			t.Fatalf("after a backup: %+v", st)
		}
		os.RemoveAll(dir)
		os.WriteFile(dir, nil, 0o600)
		env.setClock(time.Hour)
		failed := r.Run(context.Background(), backup.ReasonManual)
		st = get()
		if failed.OK || st.LastAttempt.OK || st.LastAttempt.Error != failed.Error || st.LastSuccess.Name != ok.Name {
			t.Fatalf("after a failure: %+v", st)
		}

		env.adminDo(t, nil, "GET", "/api/admin/backup", nil, 401)
		rec := env.do(req{method: "GET", url: "/api/admin/backup", cookies: []*http.Cookie{member}})
		if rec.Code != http.StatusForbidden {
			t.Fatalf("member: %d %s", rec.Code, rec.Body.String())
		}
	})
}

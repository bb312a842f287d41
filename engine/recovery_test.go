package engine_test

import (
	"bytes"
	"crypto/rand"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/store"
)

// seeded starts an engine on dir, creates a collection named name, takes
// a backup when backup is set, and stops the engine. It returns the
// collection id and the backup path ("" without one).
func seeded(t *testing.T, dir, name string, backup bool) (string, string) {
	t.Helper()
	e := mgmttest.StartIn(t, dir)
	c := e.Collection(map[string]any{"name": name})
	for i := range 50 {
		e.Request(c["id"].(string), map[string]any{"name": "r" + strings.Repeat("x", i)})
	}
	var path string
	if backup {
		path, _ = e.Must(201, "POST", "/backup", nil)["path"].(string)
	}
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	return c["id"].(string), path
}

// health returns GET /health's recovery member, nil when absent.
func health(t *testing.T, e *mgmttest.Engine) map[string]any {
	t.Helper()
	h := e.Must(200, "GET", "/health", nil)
	if r, ok := h["recovery"]; ok {
		m, ok := r.(map[string]any)
		if !ok {
			t.Fatalf("recovery is %T, want an object: %v", r, h)
		}
		return m
	}
	return nil
}

func TestRecoveryAtStart(t *testing.T) {
	randomBytes := func(t *testing.T, path string) {
		b := make([]byte, 64<<10)
		_, _ = rand.Read(b)
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	truncate := func(t *testing.T, path string) {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Truncate(path, fi.Size()/3); err != nil {
			t.Fatal(err)
		}
	}
	// corruptPage overwrites the first page after the 100-byte header
	// (the schema's root): the header stays valid.
	corruptPage := func(t *testing.T, path string) {
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = f.Close() }()
		junk := bytes.Repeat([]byte{0xA5}, 4096-100)
		if _, err := f.WriteAt(junk, 100); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name        string
		backup      bool
		damage      func(*testing.T, string)
		damageBacks bool // also damage every backup
		collide     bool // an entry already holds every quarantine name of the next minutes
		want        string
	}{
		{"a file of random bytes without backups starts fresh and keeps the file", false, randomBytes, false, false, store.OutcomeFreshQuarantined},
		{"a truncated file is replaced by its backup", true, truncate, false, false, store.OutcomeRestored},
		{"a corrupt page in a valid file is replaced by its backup", true, corruptPage, false, false, store.OutcomeRestored},
		{"a corrupt page with a corrupt backup starts fresh and keeps both", true, corruptPage, true, false, store.OutcomeBackupAlsoCorrupt},
		{"a file that cannot be moved aside is removed and the backup restored", true, randomBytes, false, true, store.OutcomeDeletedCorrupt},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			db := filepath.Join(dir, engine.DatabaseFile)
			cid, backup := seeded(t, dir, "precious", tc.backup)
			tc.damage(t, db)
			damaged, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			if tc.damageBacks {
				corruptPage(t, backup)
			}
			if tc.collide {
				now := time.Now().UTC()
				for s := -2; s < 300; s++ {
					q := db + ".corrupt-" + now.Add(time.Duration(s)*time.Second).Format("20060102T150405Z")
					if err := os.MkdirAll(filepath.Join(q, "occupied"), 0o700); err != nil {
						t.Fatal(err)
					}
				}
			}
			before := time.Now().UnixMilli()
			e := mgmttest.StartIn(t, dir)
			rec := health(t, e)
			if rec == nil {
				t.Fatalf("GET /health has no recovery after a start on a damaged file")
			}
			if rec["outcome"] != tc.want || rec["databasePath"] != db {
				t.Fatalf("recovery %v, want outcome %s for %s", rec, tc.want, db)
			}
			if at, _ := rec["at"].(float64); int64(at) < before || int64(at) > time.Now().UnixMilli() {
				t.Errorf("recovery at %v, want between %d and now", rec["at"], before)
			}
			q, hasQ := rec["quarantinedPath"].(string)
			if tc.want == store.OutcomeDeletedCorrupt {
				if hasQ {
					t.Errorf("deleted_corrupt names a quarantined path %q", q)
				}
			} else {
				kept, err := os.ReadFile(q)
				if err != nil || !bytes.Equal(kept, damaged) {
					t.Errorf("the quarantined file %s does not hold the damaged bytes: %v", q, err)
				}
			}
			// A backup is checked as the copy it restores: a rejected copy
			// leaves nothing behind.
			if left, _ := filepath.Glob(db + ".restore-tmp*"); len(left) > 0 {
				t.Errorf("the restore left %v", left)
			}
			restored := tc.backup && !tc.damageBacks
			got := e.Do("GET", "/collections/"+cid, nil)
			if restored && got.Status != 200 {
				t.Errorf("the collection of the restored backup: status %d %s", got.Status, got.Body)
			}
			if !restored && got.Status != 404 {
				t.Errorf("a fresh database answers the old collection with %d", got.Status)
			}
			if tc.damageBacks {
				if _, err := os.Stat(backup); err != nil {
					t.Errorf("the corrupt backup was not kept: %v", err)
				}
			}
			// The engine writes again, and the next clean start shows no recovery.
			e.Collection(map[string]any{"name": "after"})
			e.Stop()
			if err := e.Wait(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(store.MarkerPath(db)); err != nil {
				t.Errorf("no recovery marker after the recovering start: %v", err)
			}
			e = mgmttest.StartIn(t, dir)
			if rec := health(t, e); rec != nil {
				t.Errorf("a clean start after the recovery still shows %v", rec)
			}
			if _, err := os.Stat(store.MarkerPath(db)); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the marker outlived a clean start: %v", err)
			}
		})
	}
}

func TestACleanStartHasNoRecovery(t *testing.T) {
	dir := t.TempDir()
	seeded(t, dir, "c", true)
	e := mgmttest.StartIn(t, dir)
	h := e.Do("GET", "/health", nil)
	if bytes.Contains(h.Body, []byte("recovery")) {
		t.Fatalf("a clean start answers %s", h.Body)
	}
}

func TestANewerSchemaIsNeverRecovered(t *testing.T) {
	dir := t.TempDir()
	seeded(t, dir, "c", true)
	db := filepath.Join(dir, engine.DatabaseFile)
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	b[60], b[61], b[62], b[63] = 0, 0, 0x03, 0xE7 // user_version 999
	if err := os.WriteFile(db, b, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = engine.Start(t.Context(), engine.Options{DataDir: dir})
	var tooNew *store.SchemaTooNewError
	if !errors.As(err, &tooNew) || tooNew.File != 999 || !strings.Contains(err.Error(), "999") {
		t.Fatalf("start on a newer schema: %v, want *store.SchemaTooNewError naming 999", err)
	}
	after, err := os.ReadFile(db)
	if err != nil || !bytes.Equal(after, b) {
		t.Fatalf("the file changed: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), "corrupt") || strings.HasSuffix(e.Name(), ".recovery.json") {
			t.Errorf("a newer schema left %s", e.Name())
		}
	}
}

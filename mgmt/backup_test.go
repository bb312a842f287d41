package mgmt_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// backupTour takes a backup and lists it (TestOpenAPITour...).
func (tr *oaTour) backupTour(t *testing.T) {
	b := tr.step(t, oaExchange{name: "a backup answers its path, size, time and duration", method: "POST", path: "/backup", status: 201})
	l := tr.step(t, oaExchange{name: "the backups are listed newest first", method: "GET", path: "/backups", status: 200})
	list, _ := l.object()["backups"].([]any)
	if len(list) == 0 || list[0].(map[string]any)["path"] != b.object()["path"] {
		t.Errorf("GET /backups %s does not start with the backup just taken %s", oaClip(string(l.body)), oaClip(string(b.body)))
	}
}

func TestBackupAPI(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "kept"})
	// Enough rows that a backup takes a while, so concurrent ones meet.
	for i := range 300 {
		e.Request(c["id"].(string), map[string]any{"name": "r", "description": strings.Repeat("d", 2000+i)})
	}

	t.Run("a backup is a checked copy of the database in backups/ beside it", func(t *testing.T) {
		got := e.Must(201, "POST", "/backup", nil)
		path, _ := got["path"].(string)
		if filepath.Dir(path) != filepath.Join(e.DataDir(), "backups") || !strings.HasPrefix(filepath.Base(path), "svc-engine-") || !strings.HasSuffix(path, ".db") {
			t.Fatalf("backup path %q, want <data dir>/backups/svc-engine-<stamp>.db", path)
		}
		fi, err := os.Stat(path)
		if err != nil || float64(fi.Size()) != got["bytes"] {
			t.Fatalf("backup file %v %v, answer %v", fi, err, got)
		}
		if _, ok := got["durationMs"].(float64); !ok || got["createdAt"] == nil {
			t.Fatalf("answer %v lacks durationMs or createdAt", got)
		}
	})

	t.Run("a second backup while one runs is a 409 and every other answer a 201", func(t *testing.T) {
		for round := 0; round < 20; round++ {
			var wg sync.WaitGroup
			statuses := make([]int, 6)
			msgs := make([]string, 6)
			for i := range statuses {
				wg.Go(func() {
					r := e.Do("POST", "/backup", nil)
					statuses[i] = r.Status
					if r.Status != 201 {
						msgs[i] = r.ErrorCode(t) + ": " + r.ErrorMessage(t)
					}
				})
			}
			wg.Wait()
			conflicts := 0
			for i, s := range statuses {
				switch s {
				case 201:
				case 409:
					conflicts++
					if !strings.HasPrefix(msgs[i], "conflict: another backup is running") {
						t.Fatalf("409 body %q", msgs[i])
					}
				default:
					t.Fatalf("concurrent backup answered %d %s", s, msgs[i])
				}
			}
			if conflicts > 0 && conflicts < len(statuses) {
				return
			}
		}
		t.Fatal("20 rounds of 6 concurrent backups never met a running one")
	})

	t.Run("only the newest maxBackupsRetained backups are kept", func(t *testing.T) {
		e.Must(200, "POST", "/config", map[string]any{"maxBackupsRetained": 2})
		var last []string
		for range 3 {
			last = append(last, e.Must(201, "POST", "/backup", nil)["path"].(string))
		}
		list, _ := e.Must(200, "GET", "/backups", nil)["backups"].([]any)
		if len(list) != 2 || list[0].(map[string]any)["path"] != last[2] || list[1].(map[string]any)["path"] != last[1] {
			t.Fatalf("GET /backups %v, want the two newest of %v", list, last)
		}
		entries, _ := os.ReadDir(filepath.Join(e.DataDir(), "backups"))
		if len(entries) != 2 {
			t.Fatalf("backups/ holds %d entries, want 2", len(entries))
		}
	})
}

package store_test

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
)

// putConfig writes n config rows, a cheap stand-in for user data.
func putConfig(t *testing.T, s *store.Store, n int, prefix string) {
	t.Helper()
	vals := map[string]string{}
	for i := range n {
		vals[prefix+strings.Repeat("k", i%7)+string(rune('a'+i%26))+time.Duration(i).String()] = strings.Repeat("v", 100)
	}
	if err := s.Update(t.Context(), func(tx *store.Tx) error { return tx.PutConfig(vals, 1) }); err != nil {
		t.Fatal(err)
	}
}

func countConfig(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	var n int
	if err := db.QueryRowContext(t.Context(), "SELECT count(*) FROM config").Scan(&n); err != nil {
		t.Fatalf("count config rows of %s: %v", path, err)
	}
	return n
}

func TestBackupWritesACheckedSnapshotAndKeepsTheNewest(t *testing.T) {
	s := storetest.Open(t)
	putConfig(t, s, 500, "a")
	var paths []string
	for range 4 {
		info, err := s.Backup(t.Context(), 3)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Dir(info.Path) != store.BackupDir(s.Path()) || !strings.HasPrefix(filepath.Base(info.Path), "svc-engine-") || !strings.HasSuffix(info.Path, ".db") {
			t.Fatalf("backup path %s is not backups/svc-engine-<stamp>.db beside %s", info.Path, s.Path())
		}
		fi, err := os.Stat(info.Path)
		if err != nil || fi.Size() != info.Bytes || info.CreatedAt == 0 {
			t.Fatalf("backup %+v: file %v %v", info, fi, err)
		}
		if err := store.CheckFile(t.Context(), info.Path, true); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, info.Path)
	}
	if got := countConfig(t, paths[3]); got != 500 {
		t.Fatalf("the snapshot holds %d config rows, want 500", got)
	}
	list, err := store.Backups(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0].Path != paths[3] || list[2].Path != paths[1] {
		t.Fatalf("kept backups %+v, want the newest three of %v", list, paths)
	}
	if _, err := os.Stat(paths[0]); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the oldest backup %s is still there: %v", paths[0], err)
	}
}

func TestBackupLeavesNoTemporaryFileOfAKilledBackup(t *testing.T) {
	s := storetest.Open(t)
	dir := store.BackupDir(s.Path())
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	left := filepath.Join(dir, ".tmp-20200101T000000.000Z")
	if err := os.WriteFile(left, []byte("half a snapshot"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Backup(t.Context(), 10); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the leftover %s of a killed backup is still there: %v", left, err)
	}
}

// A backup reads through a connection of its own, inside one WAL read
// transaction: reads and writes that start while it runs finish while it
// runs, none waits for it.
func TestReadsAndWritesGoOnWhileABackupRuns(t *testing.T) {
	s := storetest.Open(t)
	rows := 60000
	if raceEnabled {
		rows = 4000 // the race detector slows the backup tenfold
	}
	insertRun(t, s, "run_big", "Completed", false, time.Now(), rows)
	putConfig(t, s, 500, "c")
	type op struct {
		write      bool
		start, end time.Time
	}
	var ops []op
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			o := op{write: i%2 == 1, start: time.Now()}
			var err error
			if o.write {
				err = s.Update(t.Context(), func(tx *store.Tx) error { return tx.PutConfig(map[string]string{"k": "v"}, 1) })
			} else {
				err = s.View(t.Context(), func(tx *store.Tx) error { _, err := tx.Config(); return err })
			}
			if err != nil {
				t.Error(err)
				return
			}
			o.end = time.Now()
			ops = append(ops, o)
		}
	})
	start := time.Now()
	info, err := s.Backup(t.Context(), 0)
	end := time.Now()
	close(done)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	var reads, writes int
	var slowest time.Duration
	for _, o := range ops {
		if o.start.Before(start) || o.end.After(end) {
			continue
		}
		slowest = max(slowest, o.end.Sub(o.start))
		if o.write {
			writes++
		} else {
			reads++
		}
	}
	t.Logf("a backup of %d bytes took %v; %d reads and %d writes ran inside it, the slowest %v", info.Bytes, end.Sub(start).Round(time.Millisecond), reads, writes, slowest.Round(time.Microsecond))
	if reads < 3 || writes < 3 {
		t.Fatalf("%d reads and %d writes began and ended while the %v backup ran, want them going on", reads, writes, end.Sub(start))
	}
}

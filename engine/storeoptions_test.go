package engine

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/store"
)

func TestRestartOnlySettingsAreReadFromTheDatabaseAtStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), DatabaseFile)
	fresh, err := storeOptions(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Synchronous != "normal" || fresh.BusyTimeout != 5*time.Second || fresh.CacheSize != 64<<20 {
		t.Fatalf("defaults on a new data dir: %+v", fresh)
	}
	s, err := store.Open(t.Context(), fresh)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Update(t.Context(), func(tx *store.Tx) error {
		return tx.PutConfig(map[string]string{"dbSynchronous": "full", "dbBusyTimeout": "1500", "dbCacheSize": "2097152"}, 1)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := storeOptions(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Synchronous != "full" || got.BusyTimeout != 1500*time.Millisecond || got.CacheSize != 2097152 {
		t.Fatalf("stored settings not applied at the next start: %+v", got)
	}
}

package store

import (
	"path/filepath"
	"testing"
	"time"
)

func TestOpenAppliesTheConnectionSettings(t *testing.T) {
	s, err := Open(t.Context(), Options{Path: filepath.Join(t.TempDir(), "x.db"), Synchronous: "full", BusyTimeout: 1500 * time.Millisecond, CacheSize: 2 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	for _, db := range []struct {
		name string
		run  func(func(*Tx) error) error
	}{{"writer", func(f func(*Tx) error) error { return s.Update(t.Context(), f) }}, {"reader", func(f func(*Tx) error) error { return s.View(t.Context(), f) }}} {
		var sync, busy, cache int64
		var journal string
		err := db.run(func(tx *Tx) error {
			for _, q := range []struct {
				pragma string
				dst    any
			}{{"synchronous", &sync}, {"busy_timeout", &busy}, {"cache_size", &cache}, {"journal_mode", &journal}} {
				if err := tx.tx.QueryRowContext(t.Context(), "PRAGMA "+q.pragma).Scan(q.dst); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		// synchronous FULL is 2; cache_size is negative KiB.
		if sync != 2 || busy != 1500 || cache != -2048 || journal != "wal" {
			t.Fatalf("%s connection: synchronous %d busy_timeout %d cache_size %d journal %s", db.name, sync, busy, cache, journal)
		}
	}
}

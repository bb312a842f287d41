// Package storetest opens real SQLite stores in temporary directories for
// tests, and writes rows the way older engines or other tools could have.
package storetest

import (
	"path/filepath"
	"testing"

	"github.com/svc-engine/svc-engine/store"
)

// Open opens a fresh store in t.TempDir() and closes it at cleanup.
func Open(t testing.TB) *store.Store {
	t.Helper()
	s, err := store.Open(t.Context(), store.Options{Path: filepath.Join(t.TempDir(), "svc-engine.db")})
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

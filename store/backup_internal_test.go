package store

import (
	"database/sql"
	"path/filepath"
	"strconv"
	"testing"
)

func TestOpenBacksUpBeforeAMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "svc-engine.db")
	ms, err := migrations()
	if err != nil {
		t.Fatal(err)
	}
	// A database one schema version behind, holding a row.
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range append(ms[:len(ms)-1], "INSERT INTO config (key, value, updated_at) VALUES ('k', 'v', 1)", "PRAGMA user_version = "+strconv.Itoa(len(ms)-1)) {
		if _, err := db.ExecContext(t.Context(), q); err != nil {
			t.Fatalf("%.60s: %v", q, err)
		}
	}
	_ = db.Close()
	if list, _ := Backups(path); len(list) != 0 {
		t.Fatalf("backups before the migration: %+v", list)
	}
	s, err := Open(t.Context(), Options{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	_ = s.Close()
	list, err := Backups(path)
	if err != nil || len(list) != 1 {
		t.Fatalf("backups after the migration: %+v %v, want one", list, err)
	}
	b, err := sql.Open("sqlite", "file:"+list[0].Path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = b.Close() }()
	var v, n int
	if err := b.QueryRowContext(t.Context(), "SELECT (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM config)").Scan(&v, &n); err != nil {
		t.Fatal(err)
	}
	if v != len(ms)-1 || n != 1 {
		t.Fatalf("the pre-migration backup has schema %d and %d config rows, want %d and 1", v, n, len(ms)-1)
	}
	// An open with nothing to migrate takes no backup.
	if s, err = Open(t.Context(), Options{Path: path}); err != nil {
		t.Fatal(err)
	}
	_ = s.Close()
	if list, _ := Backups(path); len(list) != 1 {
		t.Fatalf("an open without a migration took a backup: %+v", list)
	}
}

package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// ConfigValue is one stored config entry.
type ConfigValue struct {
	Value     string
	UpdatedAt int64
}

// Config returns every stored config value by key.
func (t *Tx) Config() (map[string]ConfigValue, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT key, value, updated_at FROM config`)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	defer rows.Close()
	out := map[string]ConfigValue{}
	for rows.Next() {
		var k string
		var v ConfigValue
		if err := rows.Scan(&k, &v.Value, &v.UpdatedAt); err != nil {
			return nil, fmt.Errorf("read config: %w", err)
		}
		out[k] = v
	}
	return out, rows.Err()
}

// PutConfig writes config values stamped with now.
func (t *Tx) PutConfig(values map[string]string, now int64) error {
	for k, v := range values {
		_, err := t.tx.ExecContext(t.ctx, `INSERT INTO config (key, value, updated_at) VALUES (?, ?, ?)
ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, k, v, now)
		if err != nil {
			return fmt.Errorf("write config %s: %w", k, err)
		}
	}
	return nil
}

// SpecHash implements workspace.Lookup.
func (t *Tx) SpecHash(specID string) (string, bool, error) {
	var h string
	err := t.tx.QueryRowContext(t.ctx, `SELECT hash FROM specs WHERE id = ?`, specID).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("spec hash %s: %w", specID, err)
	}
	return h, true, nil
}

// isConstraint reports a uniqueness or constraint violation.
func isConstraint(err error) bool {
	return err != nil && strings.Contains(err.Error(), "constraint failed")
}

// ReadConfig reads the stored config of the database at path without
// creating or migrating it: a missing file or table reads as empty, and a
// file written by a newer schema is refused before SQLite opens it.
func ReadConfig(ctx context.Context, path string) (map[string]ConfigValue, error) {
	v, exists, err := fileVersion(path)
	if err != nil || !exists {
		return map[string]ConfigValue{}, err
	}
	if supported := SchemaVersion(); v > supported {
		return nil, &SchemaTooNewError{Path: path, File: v, Supported: supported}
	}
	if v == 0 {
		return map[string]ConfigValue{}, nil
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	defer func() { _ = db.Close() }() // read-only: nothing to lose on close
	var out map[string]ConfigValue
	err = run(ctx, db, func(tx *Tx) error {
		out, err = tx.Config()
		return err
	})
	return out, err
}

package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

const envCols = `id, name, variables, is_active, created_at, updated_at`

func scanEnvironment(sc interface{ Scan(...any) error }) (workspace.Environment, error) {
	var e workspace.Environment
	var vars string
	if err := sc.Scan(&e.ID, &e.Name, &vars, &e.IsActive, &e.CreatedAt, &e.UpdatedAt); err != nil {
		return e, err
	}
	e.Variables = codec.RawMessage(vars)
	return e, nil
}

// Environment returns the live environment id.
func (t *Tx) Environment(id string) (workspace.Environment, error) {
	e, err := scanEnvironment(t.tx.QueryRowContext(t.ctx, `SELECT `+envCols+` FROM environments WHERE id = ? AND deleted_at IS NULL`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return e, workspace.NotFound("environment", id)
	}
	if err != nil {
		return e, fmt.Errorf("get environment %s: %w", id, err)
	}
	return e, nil
}

// Environments lists live environments by creation.
func (t *Tx) Environments() ([]workspace.Environment, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+envCols+` FROM environments WHERE deleted_at IS NULL ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("list environments: %w", err)
	}
	defer rows.Close()
	out := []workspace.Environment{}
	for rows.Next() {
		e, err := scanEnvironment(rows)
		if err != nil {
			return nil, fmt.Errorf("list environments: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// ActiveEnvironment returns the active environment, if any.
func (t *Tx) ActiveEnvironment() (workspace.Environment, bool, error) {
	e, err := scanEnvironment(t.tx.QueryRowContext(t.ctx, `SELECT `+envCols+` FROM environments WHERE is_active = 1 AND deleted_at IS NULL`))
	if errors.Is(err, sql.ErrNoRows) {
		return e, false, nil
	}
	if err != nil {
		return e, false, fmt.Errorf("active environment: %w", err)
	}
	return e, true, nil
}

// PutEnvironment inserts or rewrites e. When e is active, every other
// environment is deactivated in the same transaction: one active at a time.
func (t *Tx) PutEnvironment(e workspace.Environment, create bool) error {
	if e.IsActive {
		if _, err := t.tx.ExecContext(t.ctx, `UPDATE environments SET is_active = 0, updated_at = ? WHERE is_active = 1 AND id <> ?`, e.UpdatedAt, e.ID); err != nil {
			return fmt.Errorf("deactivate environments: %w", err)
		}
	}
	if create {
		_, err := t.tx.ExecContext(t.ctx, `INSERT INTO environments (`+envCols+`) VALUES (?,?,?,?,?,?)`, e.ID, e.Name, string(e.Variables), b2i(e.IsActive), e.CreatedAt, e.UpdatedAt)
		if isConstraint(err) {
			return &workspace.ConflictError{Message: fmt.Sprintf("environment %s already exists", e.ID)}
		}
		if err != nil {
			return fmt.Errorf("insert environment %s: %w", e.ID, err)
		}
		return nil
	}
	res, err := t.tx.ExecContext(t.ctx, `UPDATE environments SET name=?, variables=?, is_active=?, updated_at=? WHERE id=? AND deleted_at IS NULL`, e.Name, string(e.Variables), b2i(e.IsActive), e.UpdatedAt, e.ID)
	if err != nil {
		return fmt.Errorf("update environment %s: %w", e.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("environment", e.ID)
	}
	return nil
}

// DeleteEnvironment soft-deletes a live environment (and deactivates it).
func (t *Tx) DeleteEnvironment(id string, now int64) (workspace.Environment, error) {
	e, err := t.Environment(id)
	if err != nil {
		return e, err
	}
	if _, err := t.tx.ExecContext(t.ctx, `UPDATE environments SET deleted_at = ?, is_active = 0 WHERE id = ?`, now, id); err != nil {
		return e, fmt.Errorf("delete environment %s: %w", id, err)
	}
	return e, nil
}

// Globals returns the globals blob ({} and 0 before the first write).
func (t *Tx) Globals() (workspace.Globals, error) {
	var g workspace.Globals
	var vars string
	err := t.tx.QueryRowContext(t.ctx, `SELECT variables, updated_at FROM globals WHERE id = 1`).Scan(&vars, &g.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return workspace.Globals{Variables: codec.RawMessage("{}")}, nil
	}
	if err != nil {
		return g, fmt.Errorf("get globals: %w", err)
	}
	g.Variables = codec.RawMessage(vars)
	return g, nil
}

// PutGlobals replaces the whole globals blob.
func (t *Tx) PutGlobals(g workspace.Globals) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO globals (id, variables, updated_at) VALUES (1, ?, ?)
ON CONFLICT (id) DO UPDATE SET variables = excluded.variables, updated_at = excluded.updated_at`, string(g.Variables), g.UpdatedAt)
	if err != nil {
		return fmt.Errorf("put globals: %w", err)
	}
	return nil
}

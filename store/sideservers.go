package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// SideServer is the stored definition of a side server of package mocks:
// a mock server, a webhook inbox or a mock issuer. Definition is the
// kind's own JSON; Port is the port the server was last bound on.
type SideServer struct {
	ID         string
	Kind       string
	Name       string
	Port       int
	Definition codec.RawMessage
	CreatedAt  int64
	UpdatedAt  int64
}

const sideServerCols = `id, kind, name, port, definition, created_at, updated_at`

func scanSideServer(sc interface{ Scan(...any) error }) (SideServer, error) {
	var s SideServer
	var def string
	err := sc.Scan(&s.ID, &s.Kind, &s.Name, &s.Port, &def, &s.CreatedAt, &s.UpdatedAt)
	s.Definition = codec.RawMessage(def)
	return s, err
}

// SideServer returns the definition id of kind; another kind's id is not found.
func (t *Tx) SideServer(kind, id string) (SideServer, error) {
	s, err := scanSideServer(t.tx.QueryRowContext(t.ctx, `SELECT `+sideServerCols+` FROM side_servers WHERE id = ? AND kind = ?`, id, kind))
	if errors.Is(err, sql.ErrNoRows) {
		return s, workspace.NotFound(kind, id)
	}
	if err != nil {
		return s, fmt.Errorf("get %s %s: %w", kind, id, err)
	}
	return s, nil
}

// SideServers lists the definitions of kind, oldest first.
func (t *Tx) SideServers(kind string) ([]SideServer, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+sideServerCols+` FROM side_servers WHERE kind = ? ORDER BY created_at, id`, kind)
	if err != nil {
		return nil, fmt.Errorf("list %s servers: %w", kind, err)
	}
	defer rows.Close()
	out := []SideServer{}
	for rows.Next() {
		s, err := scanSideServer(rows)
		if err != nil {
			return nil, fmt.Errorf("list %s servers: %w", kind, err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// PutSideServer writes a definition, creating or replacing its row.
func (t *Tx) PutSideServer(s SideServer) error {
	def := string(s.Definition)
	if def == "" {
		def = "{}"
	}
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO side_servers (`+sideServerCols+`) VALUES (?,?,?,?,?,?,?)
ON CONFLICT (id) DO UPDATE SET name = excluded.name, port = excluded.port, definition = excluded.definition, updated_at = excluded.updated_at`,
		s.ID, s.Kind, s.Name, s.Port, def, s.CreatedAt, s.UpdatedAt)
	if err != nil {
		return fmt.Errorf("store %s %s: %w", s.Kind, s.ID, err)
	}
	return nil
}

// DeleteSideServer removes the definition id of kind (and, for an inbox,
// its captures); an unknown id is not found.
func (t *Tx) DeleteSideServer(kind, id string) error {
	res, err := t.tx.ExecContext(t.ctx, `DELETE FROM side_servers WHERE id = ? AND kind = ?`, id, kind)
	if err != nil {
		return fmt.Errorf("delete %s %s: %w", kind, id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound(kind, id)
	}
	return nil
}

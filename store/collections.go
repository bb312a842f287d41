package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

const collectionCols = `id, name, description, parent_id, ord, variables, auth, data_schema, openapi, elements, created_at, updated_at`

func scanCollection(sc interface{ Scan(...any) error }) (workspace.Collection, error) {
	var c workspace.Collection
	var parent sql.NullString
	var vars, auth, ds, oa, els string
	err := sc.Scan(&c.ID, &c.Name, &c.Description, &parent, &c.Order, &vars, &auth, &ds, &oa, &els, &c.CreatedAt, &c.UpdatedAt)
	if err != nil {
		return c, err
	}
	if parent.Valid {
		c.ParentID = &parent.String
	}
	c.Variables, c.Auth, c.DataSchema, c.OpenAPI, c.Elements = codec.RawMessage(vars), codec.RawMessage(auth), codec.RawMessage(ds), codec.RawMessage(oa), codec.RawMessage(els)
	return c, nil
}

// Collection returns the live collection id, or an error wrapping workspace.ErrNotFound.
func (t *Tx) Collection(id string) (workspace.Collection, error) {
	row := t.tx.QueryRowContext(t.ctx, `SELECT `+collectionCols+` FROM collections WHERE id = ? AND deleted_at IS NULL`, id)
	c, err := scanCollection(row)
	if errors.Is(err, sql.ErrNoRows) {
		return c, workspace.NotFound("collection", id)
	}
	if err != nil {
		return c, fmt.Errorf("get collection %s: %w", id, err)
	}
	return c, nil
}

// Collections lists every live collection in the ordering rule.
func (t *Tx) Collections() ([]workspace.Collection, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+collectionCols+` FROM collections WHERE deleted_at IS NULL ORDER BY ord, created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("list collections: %w", err)
	}
	defer rows.Close()
	out := []workspace.Collection{}
	for rows.Next() {
		c, err := scanCollection(rows)
		if err != nil {
			return nil, fmt.Errorf("list collections: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// InsertCollection writes a new collection; an id collision is a conflict.
func (t *Tx) InsertCollection(c workspace.Collection) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO collections (`+collectionCols+`) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
		c.ID, c.Name, c.Description, c.ParentID, c.Order, string(c.Variables), string(c.Auth), string(c.DataSchema), string(c.OpenAPI), string(c.Elements), c.CreatedAt, c.UpdatedAt)
	if isConstraint(err) {
		return &workspace.ConflictError{Message: fmt.Sprintf("collection %s already exists", c.ID)}
	}
	if err != nil {
		return fmt.Errorf("insert collection %s: %w", c.ID, err)
	}
	return nil
}

// UpdateCollection rewrites a live collection.
func (t *Tx) UpdateCollection(c workspace.Collection) error {
	res, err := t.tx.ExecContext(t.ctx, `UPDATE collections SET name=?, description=?, parent_id=?, ord=?, variables=?, auth=?, data_schema=?, openapi=?, elements=?, updated_at=? WHERE id=? AND deleted_at IS NULL`,
		c.Name, c.Description, c.ParentID, c.Order, string(c.Variables), string(c.Auth), string(c.DataSchema), string(c.OpenAPI), string(c.Elements), c.UpdatedAt, c.ID)
	if err != nil {
		return fmt.Errorf("update collection %s: %w", c.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("collection", c.ID)
	}
	return nil
}

// NextCollectionOrder implements workspace.Lookup.
func (t *Tx) NextCollectionOrder(parentID *string) (int64, error) {
	var n sql.NullInt64
	var err error
	if parentID == nil {
		err = t.tx.QueryRowContext(t.ctx, `SELECT MAX(ord) FROM collections WHERE parent_id IS NULL AND deleted_at IS NULL`).Scan(&n)
	} else {
		err = t.tx.QueryRowContext(t.ctx, `SELECT MAX(ord) FROM collections WHERE parent_id = ? AND deleted_at IS NULL`, *parentID).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("collection append point: %w", err)
	}
	return nextOrder(n), nil
}

// CollectionExists implements workspace.Lookup.
func (t *Tx) CollectionExists(id string) (bool, error) {
	var one int
	err := t.tx.QueryRowContext(t.ctx, `SELECT 1 FROM collections WHERE id = ? AND deleted_at IS NULL`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("collection exists %s: %w", id, err)
	}
	return true, nil
}

// IsDescendant implements workspace.Lookup: it walks up from id through
// parent links (all stored rows, trashed included) and reports whether it
// reaches ancestorID. UNION (not UNION ALL) makes the walk end on a cycle.
func (t *Tx) IsDescendant(ancestorID, id string) (bool, error) {
	var one int
	err := t.tx.QueryRowContext(t.ctx, `
WITH RECURSIVE up(id) AS (
    SELECT parent_id FROM collections WHERE id = ?
    UNION
    SELECT c.parent_id FROM collections c JOIN up ON c.id = up.id
)
SELECT 1 FROM up WHERE id = ? LIMIT 1`, id, ancestorID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("collection ancestry %s: %w", id, err)
	}
	return true, nil
}

// TrashEntry describes a delete's cohort root.
type TrashEntry struct {
	ID          string  `json:"id"`
	Kind        string  `json:"kind"`
	Name        string  `json:"name"`
	DeletedAt   int64   `json:"deletedAt"`
	ParentID    *string `json:"parentId"`
	Collections int     `json:"collections"`
	Requests    int     `json:"requests"`
}

// subtreeCTE selects the ids of a collection and every collection beneath
// it. UNION ends the walk even if the stored tree has a cycle.
const subtreeCTE = `
WITH RECURSIVE sub(id) AS (
    SELECT ?
    UNION
    SELECT c.id FROM collections c JOIN sub ON c.parent_id = sub.id
)`

// TrashCollection stamps the live subtree of id (collections and their live
// requests) with one shared deletedAt.
func (t *Tx) TrashCollection(id string, now int64) (TrashEntry, error) {
	c, err := t.Collection(id)
	if err != nil {
		return TrashEntry{}, err
	}
	if now, err = t.cohortStamp(now); err != nil {
		return TrashEntry{}, err
	}
	resC, err := t.tx.ExecContext(t.ctx, subtreeCTE+` UPDATE collections SET deleted_at = ? WHERE id IN (SELECT id FROM sub) AND deleted_at IS NULL`, id, now)
	if err != nil {
		return TrashEntry{}, fmt.Errorf("trash collection %s: %w", id, err)
	}
	resR, err := t.tx.ExecContext(t.ctx, subtreeCTE+` UPDATE requests SET deleted_at = ? WHERE collection_id IN (SELECT id FROM sub) AND deleted_at IS NULL`, id, now)
	if err != nil {
		return TrashEntry{}, fmt.Errorf("trash requests of %s: %w", id, err)
	}
	nc, _ := resC.RowsAffected()
	nr, _ := resR.RowsAffected()
	return TrashEntry{ID: id, Kind: "collection", Name: c.Name, DeletedAt: now, ParentID: c.ParentID, Collections: int(nc), Requests: int(nr)}, nil
}

package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/workspace"
)

// A delete stamps every row it trashes with one shared deleted_at: that
// stamp is the cohort. A trash entry is the root of a cohort: a trashed
// collection whose parent is not trashed with the same stamp, or a trashed
// request whose collection is not. A request deleted on its own before its
// collection keeps its own stamp, so it stays a root of its own.

// trashRootsSQL selects (kind, id, name, deleted_at, parent) of every root.
const trashRootsSQL = `
SELECT 'collection', c.id, c.name, c.deleted_at, c.parent_id FROM collections c
    LEFT JOIN collections p ON p.id = c.parent_id
    WHERE c.deleted_at IS NOT NULL AND (p.id IS NULL OR p.deleted_at IS NULL OR p.deleted_at <> c.deleted_at)
UNION ALL
SELECT 'request', r.id, r.name, r.deleted_at, r.collection_id FROM requests r
    LEFT JOIN collections c ON c.id = r.collection_id
    WHERE r.deleted_at IS NOT NULL AND (c.id IS NULL OR c.deleted_at IS NULL OR c.deleted_at <> r.deleted_at)`

// cohortCTE walks the collections of id's cohort: id and the collections
// beneath it that carry the same stamp. UNION ends the walk on a cycle.
const cohortCTE = `
WITH RECURSIVE cohort(id) AS (
    SELECT ?
    UNION
    SELECT c.id FROM collections c JOIN cohort ON c.parent_id = cohort.id WHERE c.deleted_at = ?
)`

// cohortStamp returns the deletedAt of a new delete: now, or one past the
// newest stamp in the trash when that is not older. Stamps identify
// cohorts, so two deletes in the same millisecond must never share one.
func (t *Tx) cohortStamp(now int64) (int64, error) {
	var last sql.NullInt64
	err := t.tx.QueryRowContext(t.ctx, `SELECT max(m) FROM (SELECT max(deleted_at) AS m FROM collections UNION ALL SELECT max(deleted_at) FROM requests)`).Scan(&last)
	if err != nil {
		return 0, fmt.Errorf("trash stamp: %w", err)
	}
	if last.Valid && last.Int64 >= now {
		return last.Int64 + 1, nil
	}
	return now, nil
}

// TrashEntries lists the trash roots newest first, with their cohort counts.
// limit <= 0 means all.
func (t *Tx) TrashEntries(limit, offset int) ([]TrashEntry, int, error) {
	var total int
	if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM (`+trashRootsSQL+`)`).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count trash: %w", err)
	}
	if limit <= 0 {
		limit = -1
	}
	rows, err := t.tx.QueryContext(t.ctx, `SELECT * FROM (`+trashRootsSQL+`) ORDER BY 4 DESC, 2 LIMIT ? OFFSET ?`, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("list trash: %w", err)
	}
	defer rows.Close()
	out := []TrashEntry{}
	for rows.Next() {
		var e TrashEntry
		var parent sql.NullString
		if err := rows.Scan(&e.Kind, &e.ID, &e.Name, &e.DeletedAt, &parent); err != nil {
			return nil, 0, fmt.Errorf("list trash: %w", err)
		}
		if parent.Valid {
			e.ParentID = &parent.String
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	rows.Close()
	for i := range out {
		if err := t.countCohort(&out[i]); err != nil {
			return nil, 0, err
		}
	}
	return out, total, nil
}

// countCohort fills the collection and request counts of e's cohort.
func (t *Tx) countCohort(e *TrashEntry) error {
	if e.Kind == "request" {
		e.Collections, e.Requests = 0, 1
		return nil
	}
	err := t.tx.QueryRowContext(t.ctx, cohortCTE+`
SELECT (SELECT count(*) FROM cohort), (SELECT count(*) FROM requests WHERE collection_id IN (SELECT id FROM cohort) AND deleted_at = ?)`,
		e.ID, e.DeletedAt, e.DeletedAt).Scan(&e.Collections, &e.Requests)
	if err != nil {
		return fmt.Errorf("count cohort of %s: %w", e.ID, err)
	}
	return nil
}

// trashed finds a trashed collection or request by id.
func (t *Tx) trashed(id string) (TrashEntry, error) {
	var e TrashEntry
	var parent sql.NullString
	err := t.tx.QueryRowContext(t.ctx, `
SELECT 'collection', id, name, deleted_at, parent_id FROM collections WHERE id = ? AND deleted_at IS NOT NULL
UNION ALL
SELECT 'request', id, name, deleted_at, collection_id FROM requests WHERE id = ? AND deleted_at IS NOT NULL`, id, id).
		Scan(&e.Kind, &e.ID, &e.Name, &e.DeletedAt, &parent)
	if errors.Is(err, sql.ErrNoRows) {
		return e, workspace.NotFound("trash entry", id)
	}
	if err != nil {
		return e, fmt.Errorf("get trash entry %s: %w", id, err)
	}
	if parent.Valid {
		e.ParentID = &parent.String
	}
	return e, t.countCohort(&e)
}

// Restored is the outcome of a restore.
type Restored struct {
	TrashEntry
	Restored         bool `json:"restored"`
	ReparentedToRoot bool `json:"reparentedToRoot"`
}

// RestoreTrash brings back exactly the rows of id's cohort. A collection
// whose parent is gone or trashed comes back at the root; a request whose
// collection is trashed or gone is a conflict naming that collection.
func (t *Tx) RestoreTrash(id string) (Restored, error) {
	e, err := t.trashed(id)
	if err != nil {
		return Restored{}, err
	}
	out := Restored{TrashEntry: e, Restored: true}
	if e.Kind == "request" {
		live, err := t.CollectionExists(*e.ParentID)
		if err != nil {
			return out, err
		}
		if !live {
			return out, &workspace.ConflictError{Message: fmt.Sprintf("request %s belongs to collection %s, which is in the trash or gone: restore collection %s first", id, *e.ParentID, *e.ParentID)}
		}
		if _, err := t.tx.ExecContext(t.ctx, `UPDATE requests SET deleted_at = NULL WHERE id = ?`, id); err != nil {
			return out, fmt.Errorf("restore request %s: %w", id, err)
		}
		return out, nil
	}
	if e.ParentID != nil {
		live, err := t.CollectionExists(*e.ParentID)
		if err != nil {
			return out, err
		}
		if !live {
			if _, err := t.tx.ExecContext(t.ctx, `UPDATE collections SET parent_id = NULL WHERE id = ?`, id); err != nil {
				return out, fmt.Errorf("reparent %s to root: %w", id, err)
			}
			out.ReparentedToRoot = true
			out.ParentID = nil
		}
	}
	if _, err := t.tx.ExecContext(t.ctx, cohortCTE+`
UPDATE requests SET deleted_at = NULL WHERE collection_id IN (SELECT id FROM cohort) AND deleted_at = ?`, id, e.DeletedAt, e.DeletedAt); err != nil {
		return out, fmt.Errorf("restore requests of %s: %w", id, err)
	}
	if _, err := t.tx.ExecContext(t.ctx, cohortCTE+`
UPDATE collections SET deleted_at = NULL WHERE id IN (SELECT id FROM cohort)`, id, e.DeletedAt); err != nil {
		return out, fmt.Errorf("restore collections of %s: %w", id, err)
	}
	return out, nil
}

// Purged is the outcome of a purge.
type Purged struct {
	TrashEntry
	Purged bool `json:"purged"`
}

// trashedSubtreeCTE walks a trashed collection and every trashed
// collection beneath it, whatever their stamps. A live row under a trashed
// parent (parent existence is not checked on write) is never walked into:
// a purge destroys only what is in the trash.
const trashedSubtreeCTE = `
WITH RECURSIVE sub(id) AS (
    SELECT ?
    UNION
    SELECT c.id FROM collections c JOIN sub ON c.parent_id = sub.id WHERE c.deleted_at IS NOT NULL
)`

// PurgeTrash permanently removes a trash entry: for a collection its whole
// trashed subtree (not only its cohort) with the trashed requests and the
// examples in it.
func (t *Tx) PurgeTrash(id string) (Purged, error) {
	e, err := t.trashed(id)
	if err != nil {
		return Purged{}, err
	}
	if e.Kind == "request" {
		for _, q := range []string{`DELETE FROM examples WHERE request_id = ?`, `DELETE FROM requests WHERE id = ?`} {
			if _, err := t.tx.ExecContext(t.ctx, q, id); err != nil {
				return Purged{}, fmt.Errorf("purge request %s: %w", id, err)
			}
		}
		return Purged{TrashEntry: e, Purged: true}, nil
	}
	for _, q := range []string{
		trashedSubtreeCTE + ` DELETE FROM examples WHERE request_id IN (SELECT r.id FROM requests r WHERE r.deleted_at IS NOT NULL AND r.collection_id IN (SELECT id FROM sub))`,
		trashedSubtreeCTE + ` DELETE FROM requests WHERE deleted_at IS NOT NULL AND collection_id IN (SELECT id FROM sub)`,
		trashedSubtreeCTE + ` DELETE FROM collections WHERE id IN (SELECT id FROM sub)`,
	} {
		if _, err := t.tx.ExecContext(t.ctx, q, id); err != nil {
			return Purged{}, fmt.Errorf("purge collection %s: %w", id, err)
		}
	}
	return Purged{TrashEntry: e, Purged: true}, nil
}

// SweepTrash purges every trash entry deleted before cutoff (epoch ms) and
// returns how many entries it purged.
func (t *Tx) SweepTrash(cutoff int64) (int, error) {
	ids, err := t.trashRootsBefore(cutoff)
	if err != nil {
		return 0, fmt.Errorf("sweep trash: %w", err)
	}
	n := 0
	for _, id := range ids {
		_, err := t.PurgeTrash(id)
		if errors.Is(err, workspace.ErrNotFound) { // gone with an older root's subtree
			continue
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// trashRootsBefore lists the trash roots deleted before cutoff. The rows
// are closed when it returns, before the sweep writes (one connection).
func (t *Tx) trashRootsBefore(cutoff int64) ([]string, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id FROM (`+trashRootsSQL+`) WHERE deleted_at < ? ORDER BY id`, cutoff)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

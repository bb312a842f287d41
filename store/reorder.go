package store

import (
	"database/sql"
	"fmt"
	"math"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ReorderResult holds the rows of a reorder batch as written.
type ReorderResult struct {
	Collections []workspace.Collection `json:"collections"`
	Requests    []workspace.Request    `json:"requests"`
}

type placement struct {
	order int64
	owner *string // parent (collections) or collection (requests)
}

// Reorder applies a validated batch inside the caller's write transaction.
// Every check (existence of rows and owners, acyclicity of the collection
// tree after the moves) completes before the first write; any error leaves
// the transaction to be rolled back with nothing written. Normalize
// renumbers each scope 0..n-1 in display order first; a row that is also
// moved takes its move.
func (t *Tx) Reorder(r workspace.Reorder, now int64) (ReorderResult, error) {
	out := ReorderResult{Collections: []workspace.Collection{}, Requests: []workspace.Request{}}
	cols := map[string]placement{}
	reqs := map[string]placement{}
	var colOrder, reqOrder []string // first-seen order of touched rows

	// Current state of every live collection: (parent, order).
	tree, err := t.collectionTree()
	if err != nil {
		return out, err
	}
	reqNow, err := t.requestPlacements(r.Moves)
	if err != nil {
		return out, err
	}

	for i, sc := range r.Normalize {
		at := fmt.Sprintf("normalize[%d]", i)
		var ids []scopeRow
		switch sc.Type {
		case "request":
			if _, ok := tree[*sc.ID]; !ok {
				return out, workspace.Fieldf(at+".collectionId", "%s.collectionId %q does not name a live collection", at, *sc.ID)
			}
			ids, err = t.orderedIDs(`SELECT id, ord FROM requests WHERE collection_id = ? AND deleted_at IS NULL ORDER BY ord, created_at, id`, *sc.ID)
		case "collection":
			if sc.ID == nil {
				ids, err = t.orderedIDs(`SELECT id, ord FROM collections WHERE parent_id IS NULL AND deleted_at IS NULL ORDER BY ord, created_at, id`)
			} else {
				if _, ok := tree[*sc.ID]; !ok {
					return out, workspace.Fieldf(at+".parentId", "%s.parentId %q does not name a live collection", at, *sc.ID)
				}
				ids, err = t.orderedIDs(`SELECT id, ord FROM collections WHERE parent_id = ? AND deleted_at IS NULL ORDER BY ord, created_at, id`, *sc.ID)
			}
		}
		if err != nil {
			return out, err
		}
		for n, row := range ids {
			id := row.id
			if sc.Type == "request" {
				if _, known := reqNow[id]; !known {
					reqNow[id] = placement{order: row.order, owner: sc.ID}
				}
				if _, seen := reqs[id]; !seen {
					reqOrder = append(reqOrder, id)
				}
				reqs[id] = placement{order: int64(n), owner: sc.ID}
			} else {
				if _, seen := cols[id]; !seen {
					colOrder = append(colOrder, id)
				}
				cols[id] = placement{order: int64(n), owner: sc.ID}
			}
		}
	}

	for i, mv := range r.Moves {
		at := fmt.Sprintf("moves[%d]", i)
		if mv.Type == "collection" {
			cur, ok := tree[mv.ID]
			if !ok {
				return out, workspace.Fieldf(at+".id", "%s.id %q does not name a live collection", at, mv.ID)
			}
			p := placement{order: mv.Order, owner: cur.parent}
			if mv.OwnerSet {
				if mv.Owner != nil {
					if _, ok := tree[*mv.Owner]; !ok {
						return out, workspace.Fieldf(at+".parentId", "%s.parentId %q does not name a live collection", at, *mv.Owner)
					}
				}
				p.owner = mv.Owner
			}
			if _, seen := cols[mv.ID]; !seen {
				colOrder = append(colOrder, mv.ID)
			}
			cols[mv.ID] = p
			continue
		}
		cur, ok := reqNow[mv.ID]
		if !ok {
			return out, workspace.Fieldf(at+".id", "%s.id %q does not name a live request", at, mv.ID)
		}
		p := placement{order: mv.Order, owner: cur.owner}
		if mv.OwnerSet {
			if _, ok := tree[*mv.Owner]; !ok {
				return out, workspace.Fieldf(at+".collectionId", "%s.collectionId %q does not name a live collection", at, *mv.Owner)
			}
			p.owner = mv.Owner
		}
		if _, seen := reqs[mv.ID]; !seen {
			reqOrder = append(reqOrder, mv.ID)
		}
		reqs[mv.ID] = p
	}

	if err := checkAcyclic(tree, cols); err != nil {
		return out, err
	}

	// Every check passed: write only what changes, then read back.
	colStmt, err := t.tx.PrepareContext(t.ctx, `UPDATE collections SET ord = ?, parent_id = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL`)
	if err != nil {
		return out, fmt.Errorf("reorder: %w", err)
	}
	defer colStmt.Close()
	for _, id := range colOrder {
		p, cur := cols[id], tree[id]
		if p.order == cur.order && samePtr(p.owner, cur.parent) {
			continue
		}
		res, err := colStmt.ExecContext(t.ctx, p.order, p.owner, now, id)
		if err != nil {
			return out, fmt.Errorf("reorder collection %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return out, &workspace.ConflictError{Message: fmt.Sprintf("collection %s was removed before the reorder could be written", id)}
		}
	}
	reqStmt, err := t.tx.PrepareContext(t.ctx, `UPDATE requests SET ord = ?, collection_id = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL`)
	if err != nil {
		return out, fmt.Errorf("reorder: %w", err)
	}
	defer reqStmt.Close()
	for _, id := range reqOrder {
		p := reqs[id]
		if cur, known := reqNow[id]; known && p.order == cur.order && samePtr(p.owner, cur.owner) {
			continue
		}
		res, err := reqStmt.ExecContext(t.ctx, p.order, *p.owner, now, id)
		if err != nil {
			return out, fmt.Errorf("reorder request %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return out, &workspace.ConflictError{Message: fmt.Sprintf("request %s was removed before the reorder could be written", id)}
		}
	}
	if out.Collections, err = t.collectionsByID(colOrder); err != nil {
		return out, err
	}
	if out.Requests, err = t.requestsByID(reqOrder); err != nil {
		return out, err
	}
	return out, nil
}

type treeNode struct {
	parent *string
	order  int64
}

// collectionTree loads (parent, order) of every live collection.
func (t *Tx) collectionTree() (map[string]treeNode, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id, parent_id, ord FROM collections WHERE deleted_at IS NULL`)
	if err != nil {
		return nil, fmt.Errorf("load collection tree: %w", err)
	}
	defer rows.Close()
	out := map[string]treeNode{}
	for rows.Next() {
		var id string
		var n treeNode
		if err := rows.Scan(&id, &n.parent, &n.order); err != nil {
			return nil, fmt.Errorf("load collection tree: %w", err)
		}
		out[id] = n
	}
	return out, rows.Err()
}

// requestPlacements loads (collection, order) of the live requests named by
// request moves, in one query.
func (t *Tx) requestPlacements(moves []workspace.Move) (map[string]placement, error) {
	var ids []string
	for _, mv := range moves {
		if mv.Type == "request" {
			ids = append(ids, mv.ID)
		}
	}
	out := map[string]placement{}
	if len(ids) == 0 {
		return out, nil
	}
	arg, _ := codec.MarshalHTMLSafe(ids)
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id, collection_id, ord FROM requests WHERE deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))`, string(arg))
	if err != nil {
		return nil, fmt.Errorf("load moved requests: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, cid string
		var p placement
		if err := rows.Scan(&id, &cid, &p.order); err != nil {
			return nil, fmt.Errorf("load moved requests: %w", err)
		}
		p.owner = &cid
		out[id] = p
	}
	return out, rows.Err()
}

type scopeRow struct {
	id    string
	order int64
}

// orderedIDs reads (id, ord) rows of a normalize scope in display order.
func (t *Tx) orderedIDs(q string, args ...any) ([]scopeRow, error) {
	rows, err := t.tx.QueryContext(t.ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("load scope: %w", err)
	}
	defer rows.Close()
	var out []scopeRow
	for rows.Next() {
		var r scopeRow
		if err := rows.Scan(&r.id, &r.order); err != nil {
			return nil, fmt.Errorf("load scope: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// checkAcyclic refuses moves after which a collection would be its own
// ancestor. It walks up from every moved collection in the post-move tree;
// a walk longer than the tree has nodes has met a cycle.
func checkAcyclic(tree map[string]treeNode, moved map[string]placement) error {
	parent := func(id string) *string {
		if p, ok := moved[id]; ok {
			return p.owner
		}
		return tree[id].parent
	}
	done := make(map[string]bool, len(moved))
	for id := range moved {
		steps := 0
		for cur := parent(id); cur != nil; cur = parent(*cur) {
			if *cur == id {
				return workspace.Fieldf("moves", "moving collection %s there would make it its own ancestor (a cycle)", id)
			}
			if done[*cur] {
				break
			}
			if _, live := tree[*cur]; !live {
				break
			}
			steps++
			if steps > len(tree) {
				return workspace.Fieldf("moves", "the moves leave a cycle in the collection tree above %s", id)
			}
		}
		done[id] = true
	}
	return nil
}

func samePtr(a, b *string) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

func (t *Tx) collectionsByID(ids []string) ([]workspace.Collection, error) {
	out := make([]workspace.Collection, 0, len(ids))
	for _, id := range ids {
		c, err := t.Collection(id)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (t *Tx) requestsByID(ids []string) ([]workspace.Request, error) {
	out := make([]workspace.Request, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	arg, _ := codec.MarshalHTMLSafe(ids)
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+requestCols+` FROM requests WHERE deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))`, string(arg))
	if err != nil {
		return nil, fmt.Errorf("read reordered requests: %w", err)
	}
	defer rows.Close()
	byID := make(map[string]workspace.Request, len(ids))
	for rows.Next() {
		r, err := scanRequest(rows)
		if err != nil {
			return nil, fmt.Errorf("read reordered requests: %w", err)
		}
		byID[r.ID] = r
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, id := range ids {
		r, ok := byID[id]
		if !ok {
			return nil, &workspace.ConflictError{Message: fmt.Sprintf("request %s was removed before the reorder could be written", id)}
		}
		out = append(out, r)
	}
	return out, nil
}

// nextOrder is one past the highest order max (0 for no siblings). It
// saturates instead of wrapping: a sibling at the int64 ceiling (written
// before orders were bounded) yields an append point the workspace refuses,
// never a negative order that would sort first.
func nextOrder(highest sql.NullInt64) int64 {
	if !highest.Valid {
		return 0
	}
	if highest.Int64 == math.MaxInt64 {
		return math.MaxInt64
	}
	return highest.Int64 + 1
}

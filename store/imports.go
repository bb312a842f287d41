package store

import (
	"context"
	"fmt"

	"github.com/svc-engine/svc-engine/workspace"
)

// Import plans an import tree against the stored rows and writes the
// plan, in one transaction: the parent collection, the append point
// among its children, the spec hashes and the globals are read,
// workspace.PlanImport validates every item and mints every id, and each
// planned row is inserted in order. Nothing is written when any item is
// refused. d is the merges' dependencies (its Lookup is the plan's own).
func (s *Store) Import(ctx context.Context, tree workspace.Patch, d workspace.Deps) (workspace.ImportPlan, error) {
	var plan workspace.ImportPlan
	err := s.Update(ctx, func(tx *Tx) error {
		base, err := tx.importBase(workspace.ImportParent(tree))
		if err != nil {
			return err
		}
		if plan, err = workspace.PlanImport(tree, base, d); err != nil {
			return err
		}
		return tx.applyImport(plan)
	})
	return plan, err
}

// importBase reads the stored facts an import is planned against.
func (t *Tx) importBase(parentID *string) (workspace.ImportBase, error) {
	base := workspace.ImportBase{ParentID: parentID}
	var err error
	if parentID != nil {
		if base.ParentExists, err = t.CollectionExists(*parentID); err != nil {
			return base, err
		}
	}
	if base.NextOrder, err = t.NextCollectionOrder(parentID); err != nil {
		return base, err
	}
	if base.SpecHashes, err = t.specHashes(); err != nil {
		return base, err
	}
	g, err := t.Globals()
	if err != nil {
		return base, err
	}
	base.Globals = g.Variables
	return base, nil
}

// specHashes are the stored spec documents' hashes by id.
func (t *Tx) specHashes() (map[string]string, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id, hash FROM specs`)
	if err != nil {
		return nil, fmt.Errorf("spec hashes: %w", err)
	}
	defer func() { _ = rows.Close() }()
	out := map[string]string{}
	for rows.Next() {
		var id, h string
		if err := rows.Scan(&id, &h); err != nil {
			return nil, fmt.Errorf("spec hashes: %w", err)
		}
		out[id] = h
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("spec hashes: %w", err)
	}
	return out, nil
}

// applyImport writes the rows of an import plan in its order; a failed
// write is a *workspace.ItemError naming the item.
func (t *Tx) applyImport(plan workspace.ImportPlan) error {
	for _, c := range plan.Collections {
		if err := t.InsertCollection(c.Row); err != nil {
			return &workspace.ItemError{Item: c.Item, Err: err}
		}
	}
	for _, r := range plan.Requests {
		if err := t.InsertRequest(r.Row); err != nil {
			return &workspace.ItemError{Item: r.Item, Err: err}
		}
		for _, x := range r.Examples {
			if err := t.InsertExample(x.Row); err != nil {
				return &workspace.ItemError{Item: x.Item, Err: err}
			}
		}
	}
	for _, e := range plan.Environments {
		if err := t.PutEnvironment(e.Row, true); err != nil {
			return &workspace.ItemError{Item: e.Item, Err: err}
		}
	}
	if plan.Globals != nil {
		if err := t.PutGlobals(*plan.Globals); err != nil {
			return err
		}
	}
	return nil
}

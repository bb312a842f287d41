package specs

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// explicit applies the four sections of a sync body: collections, create,
// update and delete, in that order. Every item is checked as it is
// written; an error names the item and rolls everything back.
func (w *syncWriter) explicit(sections map[string][]codec.RawMessage) error {
	temps := map[string]string{} // tempId → minted id (collections)
	for i, raw := range sections["collections"] {
		item := itemName("collections", i)
		if err := w.syncCollection(raw, temps); err != nil {
			return &workspace.ItemError{Item: item, Err: err}
		}
	}
	for i, raw := range sections["create"] {
		item := itemName("create", i)
		if err := w.syncCreate(raw, temps); err != nil {
			return &workspace.ItemError{Item: item, Err: err}
		}
	}
	for i, raw := range sections["update"] {
		item := itemName("update", i)
		if err := w.syncUpdate(raw); err != nil {
			return &workspace.ItemError{Item: item, Err: err}
		}
	}
	for i, raw := range sections["delete"] {
		item := itemName("delete", i)
		if err := w.syncDelete(raw); err != nil {
			return &workspace.ItemError{Item: item, Err: err}
		}
	}
	return nil
}

// itemFields decodes an item and takes out its tempId (required, unique).
func (w *syncWriter) itemFields(raw codec.RawMessage) (workspace.Patch, string, error) {
	p, err := workspace.DecodePatch(raw)
	if err != nil {
		return nil, "", workspace.Fieldf("", "each item must be a JSON object")
	}
	if err := p.CheckCreate(); err != nil {
		return nil, "", err
	}
	t, ok := workspace.String(p["tempId"])
	if !ok || t == "" {
		return nil, "", workspace.Fieldf("tempId", "tempId is required: a non-empty string naming the item in idMap")
	}
	if _, dup := w.out.IDMap[t]; dup {
		return nil, "", workspace.Fieldf("tempId", "tempId %q is used by an earlier item", t)
	}
	delete(p, "tempId")
	return p, t, nil
}

// inScope checks that collection id is the synced collection or beneath
// it (rule 2).
func (w *syncWriter) inScope(id, what string) error {
	root := w.c.coll.ID
	if id == root {
		return nil
	}
	ok, err := w.tx.IsDescendant(root, id)
	if err != nil {
		return err
	}
	if !ok {
		return workspace.Fieldf(what, "%s %s is not the synced collection %s or beneath it", what, id, root)
	}
	return nil
}

// owner resolves a collection reference of an item: a tempId of the
// collections section, an existing collection in scope, or (absent or
// null) the synced collection.
func (w *syncWriter) owner(p workspace.Patch, key string, temps map[string]string) (string, error) {
	if p.State(key) != workspace.Value {
		return w.c.coll.ID, nil
	}
	ref, ok := workspace.String(p[key])
	if !ok || ref == "" {
		return "", workspace.Fieldf(key, "%s must be a tempId of the collections section or the id of a collection", key)
	}
	if id, ok := temps[ref]; ok {
		return id, nil
	}
	exists, err := w.tx.CollectionExists(ref)
	if err != nil {
		return "", err
	}
	if !exists {
		return "", workspace.Fieldf(key, "%s %q names no collection of the sync and no stored collection", key, ref)
	}
	return ref, w.inScope(ref, key)
}

func (w *syncWriter) syncCollection(raw codec.RawMessage, temps map[string]string) error {
	p, temp, err := w.itemFields(raw)
	if err != nil {
		return err
	}
	parent, err := w.owner(p, "parentId", temps)
	if err != nil {
		return err
	}
	p["parentId"] = workspace.Quote(parent)
	c, err := workspace.MergeCollection(nil, p, w.deps)
	if err != nil {
		return err
	}
	if err := w.tx.InsertCollection(c); err != nil {
		return err
	}
	temps[temp], w.out.IDMap[temp] = c.ID, c.ID
	return nil
}

func (w *syncWriter) syncCreate(raw codec.RawMessage, temps map[string]string) error {
	p, temp, err := w.itemFields(raw)
	if err != nil {
		return err
	}
	if _, ok := p["examples"]; ok {
		return workspace.Fieldf("examples", "examples is refused on a create item: a created request gets the examples of its operation only through a later update with examples: true")
	}
	if _, ok := p["collectionId"]; ok {
		return workspace.Fieldf("collectionId", "collectionId is refused on a create item: name the owner with collectionTempId")
	}
	cid, err := w.owner(p, "collectionTempId", temps)
	if err != nil {
		return err
	}
	delete(p, "collectionTempId")
	p["collectionId"] = workspace.Quote(cid)
	r, err := workspace.MergeRequest(nil, p, w.deps)
	if err != nil {
		return err
	}
	if err := w.tx.InsertRequest(r); err != nil {
		return err
	}
	w.out.IDMap[temp] = r.ID
	w.out.Created++
	return w.tx.PutSpecBaseline(r.ID, valuesOf(r).encode())
}

func (w *syncWriter) syncUpdate(raw codec.RawMessage) error {
	p, err := workspace.DecodePatch(raw)
	if err != nil {
		return workspace.Fieldf("", "each item must be a JSON object")
	}
	id, ok := workspace.String(p["id"])
	if !ok || id == "" {
		return workspace.Fieldf("id", "id is required: the id of the request to update")
	}
	delete(p, "id")
	if _, ok := p["collectionId"]; ok {
		return workspace.Fieldf("collectionId", "collectionId is refused on an update item: move a request with PUT /requests/:id")
	}
	refresh := false
	if v, ok := p["examples"]; ok {
		b, isBool := workspace.Bool(v)
		if !isBool {
			return workspace.Fieldf("examples", "examples must be a boolean: true refreshes the request's imported examples from the document")
		}
		refresh = b
		delete(p, "examples")
	}
	cur, err := w.tx.Request(id)
	if err != nil {
		if isNotFound(err) {
			return &workspace.ConflictError{Message: fmt.Sprintf("request %s no longer exists", id)}
		}
		return err
	}
	if err := w.inScope(cur.CollectionID, "request "+id+" in collection"); err != nil {
		return err
	}
	base, err := w.baselineOf(cur)
	if err != nil {
		return err
	}
	next, err := workspace.MergeRequest(&cur, p, w.deps)
	if err != nil {
		return err
	}
	if err := w.tx.UpdateRequest(next); err != nil {
		return err
	}
	nv := valuesOf(next)
	for _, f := range Fields {
		if _, stated := p[f]; stated {
			base[f] = nv[f]
		}
	}
	if err := w.tx.PutSpecBaseline(next.ID, base.encode()); err != nil {
		return err
	}
	w.out.Updated++
	if !refresh {
		return nil
	}
	op, ok := operationOf(next.SpecOperation)
	i := -1
	if ok {
		i = w.c.dv.index(op.key())
	}
	if i < 0 {
		return workspace.Fieldf("examples", "request %s has no operation in the document, so its examples cannot be refreshed", id)
	}
	return w.refreshExamples(next.ID, i)
}

// baselineOf is what the last bind or sync wrote into r: its recorded
// baseline, else the bound document's derivation (empty when neither is
// known).
func (w *syncWriter) baselineOf(r workspace.Request) (fieldValues, error) {
	raw, has, err := w.tx.SpecBaseline(r.ID)
	if err != nil {
		return nil, err
	}
	if has {
		return decodeValues(raw), nil
	}
	for _, cr := range append(append([]changedReq{}, w.c.changed...), w.c.unchanged...) {
		if cr.req.ID == r.ID && cr.baseline != nil {
			return cr.baseline, nil
		}
	}
	return fieldValues{}, nil
}

// refreshExamples rewrites a request's imported examples from operation
// i: user examples survive in their positions, tombstoned statuses are not
// written back.
func (w *syncWriter) refreshExamples(rid string, i int) error {
	all, err := w.tx.Examples(rid)
	if err != nil {
		return err
	}
	var keep []workspace.Example
	for _, x := range all {
		if x.Origin == workspace.OriginUser {
			keep = append(keep, x)
		}
	}
	if err := w.tx.DeleteImportedExamples(rid); err != nil {
		return err
	}
	return w.writeExamples(rid, i, keep)
}

func (w *syncWriter) syncDelete(raw codec.RawMessage) error {
	id, ok := workspace.String(raw)
	if !ok || id == "" {
		return workspace.Fieldf("", "each delete entry must be a request id")
	}
	cur, err := w.tx.Request(id)
	if isNotFound(err) {
		return nil // a delete of a missing request is not an error
	}
	if err != nil {
		return err
	}
	if err := w.inScope(cur.CollectionID, "request "+id+" in collection"); err != nil {
		return err
	}
	if err := w.tx.DeleteRequestForever(id); err != nil {
		return err
	}
	w.out.Deleted++
	return nil
}

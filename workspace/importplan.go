package workspace

import (
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// ImportBase are the stored facts an import is planned against, read in
// the transaction that writes it.
type ImportBase struct {
	// ParentID is the collection the tree's parentId names (nil: none),
	// ParentExists whether it is live, and NextOrder the append point
	// among the children of ParentID (the root when nil).
	ParentID     *string
	ParentExists bool
	NextOrder    int64
	// SpecHashes are the stored spec documents' hashes by id.
	SpecHashes map[string]string
	// Globals is the stored globals variables object.
	Globals codec.RawMessage
}

// ImportPlan is every write of an import, validated, with ids minted and
// orders assigned, in the order they are made: collections parents first,
// then requests with their examples, environments, globals.
type ImportPlan struct {
	Collections  []Planned[Collection]
	Requests     []PlannedRequest
	Environments []Planned[Environment]
	Globals      *Globals // nil: unchanged
	// IDMap maps each tempId of the tree to the id minted for it.
	IDMap map[string]string
	// Counts are the rows created by kind: collections, requests,
	// examples, environments.
	Counts map[string]int
}

// Planned is one row of an import plan and the item of the tree it comes
// from (e.g. "collections[2] (tempId c3)"), which names it in an error.
type Planned[T any] struct {
	Item string
	Row  T
}

// PlannedRequest is a request of an import plan with its examples.
type PlannedRequest struct {
	Planned[Request]
	Examples []Planned[Example]
}

// ImportParent is the parentId of an import tree when it is a string (a
// wrong type is reported by PlanImport).
func ImportParent(tree Patch) *string {
	if tree.State("parentId") != Value {
		return nil
	}
	id, ok := String(tree["parentId"])
	if !ok {
		return nil
	}
	return &id
}

// PlanImport plans the writes of an import tree through the same merges
// as the API's creates (every validation rule and the field cap apply).
// The tree carries collections (tempId, parentTempId, fields), requests
// (tempId, collectionTempId, fields, examples), environments (tempId,
// fields), globals (an object merged into the stored globals: imported
// names win) and parentId (an existing collection the root collections
// go under; absent or null: the root). Orders omitted take consecutive
// append slots after base.NextOrder among the root collections and from
// 0 below a new collection. It does no IO: d.Lookup is replaced by one
// that answers from base and the plan. An error of an item is a
// *ItemError naming it.
func PlanImport(tree Patch, base ImportBase, d Deps) (ImportPlan, error) {
	pl := ImportPlan{IDMap: map[string]string{}, Counts: map[string]int{}}
	section := func(key string) ([]codec.RawMessage, error) {
		if tree.State(key) != Value {
			return nil, nil
		}
		items, err := Elements(tree[key])
		if err != nil {
			return nil, Fieldf(key, "%s must be an array", key)
		}
		return items, nil
	}
	cols, err := section("collections")
	if err != nil {
		return pl, err
	}
	reqs, err := section("requests")
	if err != nil {
		return pl, err
	}
	envs, err := section("environments")
	if err != nil {
		return pl, err
	}
	lk := &planLookup{base: base, next: map[string]int64{}, cols: map[string]bool{}}
	d.Lookup = lk
	rootParent := codec.RawMessage("null")
	if tree.State("parentId") == Value {
		id, ok := String(tree["parentId"])
		if !ok {
			return pl, Fieldf("parentId", "parentId must be a collection id or null")
		}
		if base.ParentID == nil || *base.ParentID != id || !base.ParentExists {
			return pl, Fieldf("parentId", "parentId %q does not name a live collection", id)
		}
		rootParent = Quote(id)
	}

	// Collections, parents first: read each item's tempId and parent.
	type colItem struct {
		at, tempID, parent string
		patch              Patch
	}
	items := make([]colItem, 0, len(cols))
	seen := map[string]bool{}
	for i, raw := range cols {
		at := fmt.Sprintf("collections[%d]", i)
		cp, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return pl, err
		}
		parent := ""
		if v, ok := cp["parentTempId"]; ok && !IsNull(v) {
			if parent, ok = String(v); !ok || parent == "" {
				return pl, &ItemError{Item: at, Err: Fieldf("parentTempId", "parentTempId must be a tempId string or null")}
			}
		}
		delete(cp, "parentTempId")
		items = append(items, colItem{at: at, tempID: tempID, parent: parent, patch: cp})
	}
	byTemp := map[string]int{}
	for i, it := range items {
		byTemp[it.tempID] = i
	}
	colIDs := map[string]string{} // collection tempIds only
	var create func(i int, depth int) error
	create = func(i int, depth int) error {
		it := items[i]
		if _, done := colIDs[it.tempID]; done {
			return nil
		}
		if depth > len(items) {
			return &ItemError{Item: it.at, Err: Fieldf("parentTempId", "the parentTempId links form a cycle")}
		}
		it.patch["parentId"] = rootParent
		if it.parent != "" {
			j, ok := byTemp[it.parent]
			if !ok {
				return &ItemError{Item: it.at, Err: Fieldf("parentTempId", "parentTempId %q names no collection of the tree", it.parent)}
			}
			if err := create(j, depth+1); err != nil {
				return err
			}
			it.patch["parentId"] = Quote(colIDs[it.parent])
		}
		item := it.at + " (tempId " + it.tempID + ")"
		c, err := MergeCollection(nil, it.patch, d)
		if err != nil {
			return &ItemError{Item: item, Err: err}
		}
		lk.cols[c.ID] = true
		lk.placeCollection(c.ParentID, c.Order)
		pl.Collections = append(pl.Collections, Planned[Collection]{Item: item, Row: c})
		pl.IDMap[it.tempID], colIDs[it.tempID] = c.ID, c.ID
		pl.Counts["collections"]++
		return nil
	}
	for i := range items {
		if err := create(i, 0); err != nil {
			return pl, err
		}
	}

	for i, raw := range reqs {
		at := fmt.Sprintf("requests[%d]", i)
		rp, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return pl, err
		}
		item := at + " (tempId " + tempID + ")"
		pr, err := planRequest(rp, item, colIDs, lk, d)
		if err != nil {
			return pl, err
		}
		pl.Requests = append(pl.Requests, pr)
		pl.IDMap[tempID] = pr.Row.ID
		pl.Counts["requests"]++
		if len(pr.Examples) > 0 {
			pl.Counts["examples"] += len(pr.Examples)
		}
	}

	for i, raw := range envs {
		at := fmt.Sprintf("environments[%d]", i)
		ep, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return pl, err
		}
		item := at + " (tempId " + tempID + ")"
		e, err := MergeEnvironment(nil, ep, d)
		if err != nil {
			return pl, &ItemError{Item: item, Err: err}
		}
		pl.Environments = append(pl.Environments, Planned[Environment]{Item: item, Row: e})
		pl.IDMap[tempID] = e.ID
		pl.Counts["environments"]++
	}

	if tree.State("globals") == Value {
		g, err := planGlobals(tree["globals"], base.Globals, d)
		if err != nil {
			return pl, err
		}
		pl.Globals = &g
	}
	return pl, nil
}

// planRequest plans one request of the tree and its examples (at most
// MaxExamplesPerRequest).
func planRequest(rp Patch, item string, colIDs map[string]string, lk *planLookup, d Deps) (PlannedRequest, error) {
	var pr PlannedRequest
	owner, _ := String(rp["collectionTempId"])
	cid, ok := colIDs[owner]
	if !ok {
		return pr, &ItemError{Item: item, Err: Fieldf("collectionTempId", "collectionTempId %q names no collection of the tree", owner)}
	}
	delete(rp, "collectionTempId")
	rp["collectionId"] = Quote(cid)
	examples := rp["examples"]
	delete(rp, "examples")
	r, err := MergeRequest(nil, rp, d)
	if err != nil {
		return pr, &ItemError{Item: item, Err: err}
	}
	lk.placed("request:"+cid, r.Order)
	pr.Item, pr.Row = item, r
	if examples == nil || IsNull(examples) {
		return pr, nil
	}
	exs, err := Elements(examples)
	if err != nil {
		return pr, &ItemError{Item: item, Err: Fieldf("examples", "examples must be an array")}
	}
	if len(exs) > MaxExamplesPerRequest {
		return pr, &ItemError{Item: item, Err: Fieldf("examples", "a request holds at most %d examples, not %d", MaxExamplesPerRequest, len(exs))}
	}
	for j, ex := range exs {
		at := fmt.Sprintf("%s.examples[%d]", item, j)
		xp, err := DecodePatch(ex)
		if err != nil {
			return pr, &ItemError{Item: at, Err: err}
		}
		x, err := MergeExample(nil, r.ID, xp, lk, d.Now)
		if err != nil {
			return pr, &ItemError{Item: at, Err: err}
		}
		lk.placed("example:"+r.ID, x.Order)
		pr.Examples = append(pr.Examples, Planned[Example]{Item: at, Row: x})
	}
	return pr, nil
}

// planGlobals adds an imported globals object to the stored globals:
// imported names win, other stored names are kept.
func planGlobals(raw, stored codec.RawMessage, d Deps) (Globals, error) {
	add, err := Members(raw)
	if err != nil {
		return Globals{}, Fieldf("globals", "globals must be an object of variables")
	}
	if len(stored) == 0 {
		stored = codec.RawMessage("{}")
	}
	ms, err := Members(stored)
	if err != nil {
		return Globals{}, errors.New("plan import: stored globals are not an object")
	}
	for _, m := range add {
		ms = Set(ms, m.Key, m.Value)
	}
	return MergeGlobals(Patch{"variables": Object(ms)}, d)
}

// itemPatch decodes one tree item and takes out its tempId (required,
// unique across the tree). An id of the caller's is refused.
func itemPatch(raw codec.RawMessage, at string, seen map[string]bool) (Patch, string, error) {
	p, err := DecodePatch(raw)
	if err != nil {
		return nil, "", &ItemError{Item: at, Err: Fieldf("body", "%s must be an object", at)}
	}
	tempID, ok := String(p["tempId"])
	if !ok || tempID == "" {
		return nil, "", &ItemError{Item: at, Err: Fieldf("tempId", "tempId is required: a non-empty string unique in the tree")}
	}
	if seen[tempID] {
		return nil, "", &ItemError{Item: at, Err: Fieldf("tempId", "tempId %q is used twice", tempID)}
	}
	seen[tempID] = true
	delete(p, "tempId")
	return p, tempID, nil
}

// planLookup answers the merges of an import plan from the stored facts
// and the rows planned so far.
type planLookup struct {
	base ImportBase
	cols map[string]bool  // collections planned
	next map[string]int64 // append points by parentKey, request:<cid>, example:<rid>
}

// parentKey is the append-point key of a collection's children.
func parentKey(parentID *string) string {
	if parentID == nil {
		return "collection:"
	}
	return "collection:" + *parentID
}

// placed moves the append point of key (0 until set) past order.
func (l *planLookup) placed(key string, order int64) {
	l.next[key] = max(l.next[key], order+1)
}

// placeCollection moves the append point among the children of
// parentID past order.
func (l *planLookup) placeCollection(parentID *string, order int64) {
	n, _ := l.NextCollectionOrder(parentID)
	l.next[parentKey(parentID)] = max(n, order+1)
}

func (l *planLookup) NextCollectionOrder(parentID *string) (int64, error) {
	if n, ok := l.next[parentKey(parentID)]; ok {
		return n, nil
	}
	if (parentID == nil) == (l.base.ParentID == nil) && (parentID == nil || *parentID == *l.base.ParentID) {
		return l.base.NextOrder, nil
	}
	return 0, nil
}

func (l *planLookup) NextRequestOrder(collectionID string) (int64, error) {
	return l.next["request:"+collectionID], nil
}

func (l *planLookup) NextExampleOrder(requestID string) (int64, error) {
	return l.next["example:"+requestID], nil
}

func (l *planLookup) CollectionExists(id string) (bool, error) {
	if l.cols[id] {
		return true, nil
	}
	return l.base.ParentExists && l.base.ParentID != nil && *l.base.ParentID == id, nil
}

func (l *planLookup) IsDescendant(string, string) (bool, error) { return false, nil }

func (l *planLookup) SpecHash(specID string) (string, bool, error) {
	h, ok := l.base.SpecHashes[specID]
	return h, ok, nil
}

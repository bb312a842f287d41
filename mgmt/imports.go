package mgmt

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// parseOptions reads the options of /import/parse and /import.
func parseOptions(p workspace.Patch) (importers.Options, []byte, error) {
	o := importers.Options{ImportEnvironments: true, ImportScripts: true}
	raw, ok := p["content"]
	content, isStr := workspace.String(raw)
	if !ok || !isStr || content == "" {
		return o, nil, workspace.Fieldf("content", "content is required: the document text as a non-empty string")
	}
	for _, f := range []struct {
		key string
		dst *bool
	}{{"importEnvironments", &o.ImportEnvironments}, {"importScripts", &o.ImportScripts}} {
		if p.State(f.key) == workspace.Value {
			v, ok := workspace.Bool(p[f.key])
			if !ok {
				return o, nil, workspace.Fieldf(f.key, "%s must be a boolean", f.key)
			}
			*f.dst = v
		}
	}
	// unresolvedRefs is how many external $refs the caller could not
	// resolve before sending the text; it is checked, and counted in meta.
	if p.State("unresolvedRefs") == workspace.Value {
		n, ok := workspace.Int(p["unresolvedRefs"])
		if !ok || n < 0 {
			return o, nil, workspace.Fieldf("unresolvedRefs", "unresolvedRefs must be a non-negative integer")
		}
		o.UnresolvedRefs = int(n)
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"fileName", &o.FileName}, {"sourceUrl", &o.SourceURL}} {
		if p.State(f.key) == workspace.Value {
			v, ok := workspace.String(p[f.key])
			if !ok {
				return o, nil, workspace.Fieldf(f.key, "%s must be a string", f.key)
			}
			*f.dst = v
		}
	}
	return o, []byte(content), nil
}

// parseDocument maps a document; a document no format claims is a 400.
func parseDocument(content []byte, o importers.Options) (importers.Tree, error) {
	t, err := importers.Parse(content, o)
	if err != nil {
		return t, workspace.Fieldf("content", "%v", err)
	}
	return t, nil
}

// importParse answers the engine's tree of a document; nothing is stored.
func (s *Server) importParse(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	o, content, err := parseOptions(p)
	if err != nil {
		return err
	}
	t, err := parseDocument(content, o)
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, t)
}

type applyResult struct {
	IDMap  map[string]string `json:"idMap"`
	Counts map[string]int    `json:"counts"`
}

// importApply writes a tempId-linked tree in one transaction.
func (s *Server) importApply(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	var out applyResult
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		var err error
		out, err = s.apply(tx, p)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

type importBody struct {
	applyResult
	Meta importers.Meta `json:"meta"`
}

// importOneCall parses, flattens and applies a document in one call.
func (s *Server) importOneCall(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	o, content, err := parseOptions(p)
	if err != nil {
		return err
	}
	t, err := parseDocument(content, o)
	if err != nil {
		return err
	}
	tree, err := json.Marshal(t)
	if err != nil {
		return err
	}
	tp, err := workspace.DecodePatch(tree)
	if err != nil {
		return err
	}
	if v, ok := p["parentId"]; ok {
		tp["parentId"] = v
	}
	var out importBody
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		var err error
		out.applyResult, err = s.apply(tx, tp)
		return err
	})
	if err != nil {
		return err
	}
	out.Meta = t.Meta
	return writeJSON(ctx, 200, out)
}

// apply creates the items of a tree through the same merges as the API's
// creates (every validation rule and the 10 MiB field cap apply), parents
// before children; orders omitted take consecutive append slots. The body
// carries collections (tempId, parentTempId, fields), requests (tempId,
// collectionTempId, fields, examples), environments (tempId, fields),
// globals (an object merged into the stored globals) and parentId (an
// existing collection the root collections go under; absent: the root).
func (s *Server) apply(tx *store.Tx, p workspace.Patch) (applyResult, error) {
	res := applyResult{IDMap: map[string]string{}, Counts: map[string]int{}}
	d := s.deps(tx)
	section := func(key string) ([]json.RawMessage, error) {
		if p.State(key) != workspace.Value {
			return nil, nil
		}
		items, err := workspace.Elements(p[key])
		if err != nil {
			return nil, workspace.Fieldf(key, "%s must be an array", key)
		}
		return items, nil
	}
	cols, err := section("collections")
	if err != nil {
		return res, err
	}
	reqs, err := section("requests")
	if err != nil {
		return res, err
	}
	envs, err := section("environments")
	if err != nil {
		return res, err
	}
	var rootParent json.RawMessage = json.RawMessage("null")
	if p.State("parentId") == workspace.Value {
		id, ok := workspace.String(p["parentId"])
		if !ok {
			return res, workspace.Fieldf("parentId", "parentId must be a collection id or null")
		}
		if ok, err := tx.CollectionExists(id); err != nil || !ok {
			if err != nil {
				return res, err
			}
			return res, workspace.Fieldf("parentId", "parentId %q does not name a live collection", id)
		}
		rootParent = workspace.Quote(id)
	}

	// Collections, parents first: read each item's tempId and parent.
	type colItem struct {
		at, tempID, parent string
		patch              workspace.Patch
	}
	items := make([]colItem, 0, len(cols))
	seen := map[string]bool{}
	for i, raw := range cols {
		at := fmt.Sprintf("collections[%d]", i)
		cp, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return res, err
		}
		parent := ""
		if v, ok := cp["parentTempId"]; ok && !workspace.IsNull(v) {
			if parent, ok = workspace.String(v); !ok || parent == "" {
				return res, &workspace.ItemError{Item: at, Err: workspace.Fieldf("parentTempId", "parentTempId must be a tempId string or null")}
			}
		}
		delete(cp, "parentTempId")
		items = append(items, colItem{at: at, tempID: tempID, parent: parent, patch: cp})
	}
	byTemp := map[string]int{}
	for i, it := range items {
		byTemp[it.tempID] = i
	}
	done := map[string]bool{}
	colIDs := map[string]string{} // collection tempIds only
	var create func(i int, depth int) error
	create = func(i int, depth int) error {
		it := items[i]
		if done[it.tempID] {
			return nil
		}
		if depth > len(items) {
			return &workspace.ItemError{Item: it.at, Err: workspace.Fieldf("parentTempId", "the parentTempId links form a cycle")}
		}
		it.patch["parentId"] = rootParent
		if it.parent != "" {
			j, ok := byTemp[it.parent]
			if !ok {
				return &workspace.ItemError{Item: it.at, Err: workspace.Fieldf("parentTempId", "parentTempId %q names no collection of the tree", it.parent)}
			}
			if err := create(j, depth+1); err != nil {
				return err
			}
			it.patch["parentId"] = workspace.Quote(res.IDMap[it.parent])
		}
		c, err := workspace.MergeCollection(nil, it.patch, d)
		if err == nil {
			err = tx.InsertCollection(c)
		}
		if err != nil {
			return &workspace.ItemError{Item: it.at + " (tempId " + it.tempID + ")", Err: err}
		}
		res.IDMap[it.tempID] = c.ID
		colIDs[it.tempID] = c.ID
		res.Counts["collections"]++
		done[it.tempID] = true
		return nil
	}
	for i := range items {
		if err := create(i, 0); err != nil {
			return res, err
		}
	}

	for i, raw := range reqs {
		at := fmt.Sprintf("requests[%d]", i)
		rp, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return res, err
		}
		item := at + " (tempId " + tempID + ")"
		owner, _ := workspace.String(rp["collectionTempId"])
		cid, ok := colIDs[owner]
		if !ok {
			return res, &workspace.ItemError{Item: item, Err: workspace.Fieldf("collectionTempId", "collectionTempId %q names no collection of the tree", owner)}
		}
		delete(rp, "collectionTempId")
		rp["collectionId"] = workspace.Quote(cid)
		examples := rp["examples"]
		delete(rp, "examples")
		r, err := workspace.MergeRequest(nil, rp, d)
		if err == nil {
			err = tx.InsertRequest(r)
		}
		if err != nil {
			return res, &workspace.ItemError{Item: item, Err: err}
		}
		res.IDMap[tempID] = r.ID
		res.Counts["requests"]++
		if examples == nil || workspace.IsNull(examples) {
			continue
		}
		exs, err := workspace.Elements(examples)
		if err != nil {
			return res, &workspace.ItemError{Item: item, Err: workspace.Fieldf("examples", "examples must be an array")}
		}
		if len(exs) > workspace.MaxExamplesPerRequest {
			return res, &workspace.ItemError{Item: item, Err: workspace.Fieldf("examples", "a request holds at most %d examples, not %d", workspace.MaxExamplesPerRequest, len(exs))}
		}
		for j, ex := range exs {
			xp, err := workspace.DecodePatch(ex)
			if err != nil {
				return res, &workspace.ItemError{Item: fmt.Sprintf("%s.examples[%d]", item, j), Err: err}
			}
			x, err := workspace.MergeExample(nil, r.ID, xp, tx, d.Now)
			if err == nil {
				err = tx.InsertExample(x)
			}
			if err != nil {
				return res, &workspace.ItemError{Item: fmt.Sprintf("%s.examples[%d]", item, j), Err: err}
			}
			res.Counts["examples"]++
		}
	}

	for i, raw := range envs {
		at := fmt.Sprintf("environments[%d]", i)
		ep, tempID, err := itemPatch(raw, at, seen)
		if err != nil {
			return res, err
		}
		e, err := workspace.MergeEnvironment(nil, ep, d)
		if err == nil {
			err = tx.PutEnvironment(e, true)
		}
		if err != nil {
			return res, &workspace.ItemError{Item: at + " (tempId " + tempID + ")", Err: err}
		}
		res.IDMap[tempID] = e.ID
		res.Counts["environments"]++
	}

	if p.State("globals") == workspace.Value {
		if err := s.mergeGlobals(tx, p["globals"], d); err != nil {
			return res, err
		}
	}
	return res, nil
}

// itemPatch decodes one tree item and takes out its tempId (required,
// unique across the tree). An id of the caller's is refused.
func itemPatch(raw json.RawMessage, at string, seen map[string]bool) (workspace.Patch, string, error) {
	p, err := workspace.DecodePatch(raw)
	if err != nil {
		return nil, "", &workspace.ItemError{Item: at, Err: workspace.Fieldf("body", "%s must be an object", at)}
	}
	tempID, ok := workspace.String(p["tempId"])
	if !ok || tempID == "" {
		return nil, "", &workspace.ItemError{Item: at, Err: workspace.Fieldf("tempId", "tempId is required: a non-empty string unique in the tree")}
	}
	if seen[tempID] {
		return nil, "", &workspace.ItemError{Item: at, Err: workspace.Fieldf("tempId", "tempId %q is used twice", tempID)}
	}
	seen[tempID] = true
	delete(p, "tempId")
	return p, tempID, nil
}

// mergeGlobals adds an imported globals object to the stored globals:
// imported names win, other stored names are kept.
func (s *Server) mergeGlobals(tx *store.Tx, raw json.RawMessage, d workspace.Deps) error {
	add, err := workspace.Members(raw)
	if err != nil {
		return workspace.Fieldf("globals", "globals must be an object of variables")
	}
	cur, err := tx.Globals()
	if err != nil {
		return err
	}
	ms, err := workspace.Members(cur.Variables)
	if err != nil {
		return errors.New("stored globals are not an object")
	}
	for _, m := range add {
		ms = workspace.Set(ms, m.Key, m.Value)
	}
	g, err := workspace.MergeGlobals(workspace.Patch{"variables": workspace.Object(ms)}, d)
	if err != nil {
		return err
	}
	return tx.PutGlobals(g)
}

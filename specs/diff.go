package specs

import (
	"context"
	"errors"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// DiffResult answers POST /specs/diff.
type DiffResult struct {
	Summary DiffSummary `json:"summary"`
	Added   []Added     `json:"added"`
	Removed []Removed   `json:"removed"`
	Changed []Changed   `json:"changed"`
}

// DiffSummary counts the buckets.
type DiffSummary struct {
	Added     int `json:"added"`
	Removed   int `json:"removed"`
	Changed   int `json:"changed"`
	Unchanged int `json:"unchanged"`
}

// Added is an operation no request claims; Draft is the request a sync
// create writes for it, Folder the folder it goes in ("" for the synced
// collection itself).
type Added struct {
	Operation Operation `json:"operation"`
	Folder    string    `json:"folder"`
	Draft     Draft     `json:"draft"`
}

// Draft is a request as the import derives it.
type Draft struct {
	Name          string           `json:"name"`
	Description   string           `json:"description,omitempty"`
	Method        string           `json:"method"`
	URL           string           `json:"url"`
	Params        codec.RawMessage `json:"params,omitempty"`
	Headers       codec.RawMessage `json:"headers,omitempty"`
	Body          codec.RawMessage `json:"body,omitempty"`
	Auth          codec.RawMessage `json:"auth,omitempty"`
	SpecOperation codec.RawMessage `json:"specOperation"`
}

// Removed is a request whose operation the document no longer declares.
type Removed struct {
	RequestID string    `json:"requestId"`
	Name      string    `json:"name"`
	Operation Operation `json:"operation"`
}

// Changed is a request whose operation's derived fields moved. Safe is
// true when none of Fields was edited by hand since the last sync;
// SafeFields are the moved fields that were not.
type Changed struct {
	RequestID  string    `json:"requestId"`
	Name       string    `json:"name"`
	Operation  Operation `json:"operation"`
	Fields     []string  `json:"fields"`
	Safe       bool      `json:"safe"`
	SafeFields []string  `json:"safeFields"`
}

// comparison is a collection compared with a candidate document.
type comparison struct {
	coll      workspace.Collection
	cand      *importers.Spec
	dv        *deriver // the candidate's derivations
	added     []int    // operations of cand no request claims
	removed   []Removed
	changed   []changedReq
	unchanged []changedReq // claimed, nothing moved
	folders   []workspace.Collection
}

// changedReq is a claimed request and what the candidate derives for it.
type changedReq struct {
	req      workspace.Request
	op       int         // in cand
	next     fieldValues // the candidate's derivation
	baseline fieldValues // what the last bind or sync wrote (nil: unknown)
	fields   []string    // moved
	safe     []string    // moved and not edited by hand
	readable bool        // the bound document read (or a baseline was kept)
}

// compare compares the subtree of coll with cand inside tx.
func (s *Service) compare(tx *store.Tx, coll workspace.Collection, cand *importers.Spec) (*comparison, error) {
	c := &comparison{coll: coll, cand: cand}
	boundID := boundSpecID(coll)
	reqs, folders, err := tx.SubtreeRequests(coll.ID, boundID)
	if err != nil {
		return nil, err
	}
	c.folders = folders
	deps := s.Deps(tx)
	c.dv = newDeriver(cand, tx, deps, coll.ID)
	var bound *deriver
	boundOK := false
	if boundID != "" {
		_, bsp, err := s.load(tx, boundID)
		switch {
		case err == nil && bsp == cand:
			bound, boundOK = c.dv, true // the same bytes: derived once
		case err == nil:
			bound, boundOK = newDeriver(bsp, tx, deps, coll.ID), true
		case errors.Is(err, ErrUnreadable), errors.Is(err, workspace.ErrNotFound):
		default:
			return nil, err
		}
	}
	claimed := make([]bool, len(cand.Operations))
	for _, r := range reqs {
		op, ok := operationOf(r.SpecOperation)
		if !ok {
			continue
		}
		i := c.dv.index(op.key())
		if i < 0 {
			c.removed = append(c.removed, Removed{RequestID: r.ID, Name: r.Name, Operation: op})
			continue
		}
		claimed[i] = true
		next, err := c.dv.values(i)
		if err != nil {
			return nil, err
		}
		cr := changedReq{req: r, op: i, next: next}
		raw, has, err := tx.SpecBaseline(r.ID)
		if err != nil {
			return nil, err
		}
		switch {
		case has:
			cr.baseline, cr.readable = decodeValues(raw), boundOK
		case boundOK:
			if j := bound.index(op.key()); j >= 0 {
				if cr.baseline, err = bound.values(j); err != nil {
					return nil, err
				}
			}
			cr.readable = true
		}
		cur := valuesOf(r)
		for _, f := range Fields {
			if cur.equal(next, f) {
				continue
			}
			cr.fields = append(cr.fields, f)
			if cr.readable && cr.baseline != nil && cur.equal(cr.baseline, f) {
				cr.safe = append(cr.safe, f)
			}
		}
		if len(cr.fields) == 0 {
			c.unchanged = append(c.unchanged, cr)
		} else {
			c.changed = append(c.changed, cr)
		}
	}
	for i, ok := range claimed {
		if !ok {
			c.added = append(c.added, i)
		}
	}
	return c, nil
}

// draft is the request a sync create writes for operation i.
func draft(sp *importers.Spec, i int) Draft {
	r := sp.Tree.Requests[sp.Operations[i].Request]
	return Draft{Name: r.Name, Description: r.Description, Method: r.Method, URL: r.URL, Params: r.Params, Headers: r.Headers, Body: r.Body, Auth: r.Auth, SpecOperation: r.SpecOperation}
}

// result is the comparison as a diff answer.
func (c *comparison) result() DiffResult {
	out := DiffResult{Added: []Added{}, Removed: []Removed{}, Changed: []Changed{}}
	for _, i := range c.added {
		out.Added = append(out.Added, Added{Operation: declared(c.cand, i), Folder: c.cand.Operations[i].Folder, Draft: draft(c.cand, i)})
	}
	out.Removed = append(out.Removed, c.removed...)
	for _, cr := range c.changed {
		op, _ := operationOf(cr.req.SpecOperation)
		ch := Changed{RequestID: cr.req.ID, Name: cr.req.Name, Operation: op, Fields: cr.fields, SafeFields: cr.safe}
		if ch.SafeFields == nil {
			ch.SafeFields = []string{}
		}
		ch.Safe = len(cr.safe) == len(cr.fields)
		out.Changed = append(out.Changed, ch)
	}
	out.Summary = DiffSummary{Added: len(out.Added), Removed: len(out.Removed), Changed: len(out.Changed), Unchanged: len(c.unchanged)}
	return out
}

// Diff compares a collection with a candidate document (POST
// /specs/diff); nothing is stored.
func (s *Service) Diff(ctx context.Context, body workspace.Patch) (DiffResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cid, err := collectionID(body)
	if err != nil {
		return DiffResult{}, err
	}
	content, src, err := DocumentFields(body, "content", "sourceUrl")
	if err != nil {
		return DiffResult{}, err
	}
	p, err := s.read("content", content, src)
	if err != nil {
		return DiffResult{}, err
	}
	var out DiffResult
	err = s.Store.View(ctx, func(tx *store.Tx) error {
		coll, err := tx.Collection(cid)
		if err != nil {
			return err
		}
		c, err := s.compare(tx, coll, p.spec)
		if err != nil {
			return err
		}
		out = c.result()
		return nil
	})
	return out, err
}

package specs

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// SyncResult answers POST /specs/sync.
type SyncResult struct {
	IDMap    map[string]string `json:"idMap"`
	SpecID   string            `json:"specId"`
	SpecHash string            `json:"specHash"`
	SyncedAt int64             `json:"syncedAt"`
	Created  int               `json:"created"`
	Updated  int               `json:"updated"`
	Deleted  int               `json:"deleted"`
	// Skipped is present only for a policy call.
	Skipped *Skipped `json:"skipped,omitempty"`
}

// Skipped counts what a policy sync left alone: requests with a field it
// did not write, those fields, and the deletions it did not make.
type Skipped struct {
	Requests  int `json:"requests"`
	Fields    int `json:"fields"`
	Deletions int `json:"deletions"`
}

// PolicySafe is the one sync policy.
const PolicySafe = "safe"

// syncSections are the explicit sections of a sync body.
var syncSections = []string{"collections", "create", "update", "delete"}

// syncBody is a validated sync body.
type syncBody struct {
	collectionID string
	doc          parsed
	policy       string
	sections     map[string][]codec.RawMessage
}

// readSync validates a sync body's shape.
func (s *Service) readSync(body workspace.Patch) (syncBody, error) {
	var b syncBody
	var err error
	if b.collectionID, err = collectionID(body); err != nil {
		return b, err
	}
	specMs, err := workspace.Members(body["spec"])
	if err != nil || workspace.KindOf(body["spec"]) != workspace.KindObject {
		return b, workspace.Fieldf("spec", "spec is required: an object {content, sourceUrl}")
	}
	sp := workspace.Patch{}
	for _, m := range specMs {
		sp[m.Key] = m.Value
	}
	content, src, err := DocumentFields(sp, "content", "sourceUrl")
	if err != nil {
		var fe *workspace.FieldError
		if errors.As(err, &fe) {
			fe.Field, fe.Message = "spec."+fe.Field, "spec."+fe.Message
		}
		return b, err
	}
	if b.doc, err = s.read("spec.content", content, src); err != nil {
		// The sync section of the spec lists an oversized document among
		// its 400s.
		var big *TooLargeError
		if errors.As(err, &big) {
			return b, workspace.Fieldf(big.Field, "%s", big.Error())
		}
		return b, err
	}
	b.sections = map[string][]codec.RawMessage{}
	stated := []string{}
	for _, k := range syncSections {
		if body.State(k) != workspace.Value {
			continue
		}
		items, err := workspace.Elements(body[k])
		if err != nil || workspace.KindOf(body[k]) != workspace.KindArray {
			return b, workspace.Fieldf(k, "%s must be an array", k)
		}
		b.sections[k] = items
		stated = append(stated, k)
	}
	if body.State("policy") != workspace.Absent {
		p, ok := workspace.String(body["policy"])
		if !ok || p != PolicySafe {
			return b, workspace.Fieldf("policy", "policy must be %q", PolicySafe)
		}
		if len(stated) > 0 {
			return b, workspace.Fieldf("policy", "policy cannot be sent with %v: a policy sync decides every write itself", stated)
		}
		b.policy = p
	}
	return b, nil
}

// Sync applies a document to a bound collection in one transaction
// (POST /specs/sync): the document is stored, the binding moves and the
// rows change together, or nothing is written.
func (s *Service) Sync(ctx context.Context, body workspace.Patch) (SyncResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, err := s.readSync(body)
	if err != nil {
		return SyncResult{}, err
	}
	out := SyncResult{IDMap: map[string]string{}}
	err = s.Store.Update(ctx, func(tx *store.Tx) error {
		coll, err := tx.Collection(b.collectionID)
		if err != nil {
			return err
		}
		if boundSpecID(coll) == "" {
			return workspace.Fieldf("collectionId", "collection %s is not bound to a spec document: bind it first (POST /specs/bind)", coll.ID)
		}
		c, err := s.compare(tx, coll, b.doc.spec)
		if err != nil {
			return err
		}
		row, now, err := s.bindTo(tx, coll, b.doc)
		if err != nil {
			return err
		}
		out.SpecID, out.SpecHash, out.SyncedAt = row.ID, row.Hash, now
		w := &syncWriter{s: s, tx: tx, c: c, deps: s.Deps(tx), out: &out}
		if b.policy == PolicySafe {
			return w.safe()
		}
		return w.explicit(b.sections)
	})
	if err != nil {
		return SyncResult{}, err
	}
	if _, err := s.Sweep(ctx); err != nil {
		return out, err
	}
	return out, nil
}

// syncWriter makes the writes of one sync.
type syncWriter struct {
	s    *Service
	tx   *store.Tx
	c    *comparison
	deps workspace.Deps
	out  *SyncResult
}

// safe applies every added operation, every moved field that was not
// edited by hand, and no deletion; a request whose bound document could
// not be read is left whole.
func (w *syncWriter) safe() error {
	sk := &Skipped{Deletions: len(w.c.removed)}
	w.out.Skipped = sk
	for _, i := range w.c.added {
		folder, err := w.folder(w.c.cand.Operations[i].Folder)
		if err != nil {
			return err
		}
		if _, err := w.createOperation(i, folder); err != nil {
			return err
		}
	}
	for _, cr := range w.c.changed {
		if !cr.readable {
			sk.Requests++
			sk.Fields += len(cr.fields)
			continue
		}
		if n := len(cr.fields) - len(cr.safe); n > 0 {
			sk.Requests++
			sk.Fields += n
		}
		if len(cr.safe) > 0 {
			p := workspace.Patch{}
			for _, f := range cr.safe {
				p[f] = cr.next[f]
			}
			if _, err := w.update(cr.req, p, "update "+cr.req.ID); err != nil {
				return err
			}
			w.out.Updated++
		}
		if err := w.rebase(cr, cr.safe); err != nil {
			return err
		}
	}
	for _, cr := range w.c.unchanged {
		if cr.readable {
			if err := w.rebase(cr, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// rebase records a request's new baseline: the candidate's value for every
// field now equal to it (written, or already equal), the old baseline for
// the others.
func (w *syncWriter) rebase(cr changedReq, written []string) error {
	base := fieldValues{}
	for _, f := range Fields {
		if !slices.Contains(cr.fields, f) || slices.Contains(written, f) {
			base[f] = cr.next[f]
		} else if v, ok := cr.baseline[f]; ok {
			base[f] = v
		}
	}
	return w.tx.PutSpecBaseline(cr.req.ID, base.encode())
}

// folder is the direct child of the synced collection named name (made
// when missing); "" is the synced collection itself.
func (w *syncWriter) folder(name string) (string, error) {
	root := w.c.coll.ID
	if name == "" {
		return root, nil
	}
	for _, f := range w.c.folders {
		if f.ParentID != nil && *f.ParentID == root && f.Name == name {
			return f.ID, nil
		}
	}
	f, err := workspace.MergeCollection(nil, workspace.Patch{"name": workspace.Quote(name), "parentId": workspace.Quote(root)}, w.deps)
	if err != nil {
		return "", fmt.Errorf("create folder %q: %w", name, err)
	}
	if err := w.tx.InsertCollection(f); err != nil {
		return "", err
	}
	w.c.folders = append(w.c.folders, f)
	return f.ID, nil
}

// createOperation writes the request the import derives for operation i
// into collection cid, with its examples, and records its baseline.
func (w *syncWriter) createOperation(i int, cid string) (workspace.Request, error) {
	p, err := itemPatch(w.c.cand, i)
	if err != nil {
		return workspace.Request{}, err
	}
	p["collectionId"] = workspace.Quote(cid)
	r, err := workspace.MergeRequest(nil, p, w.deps)
	if err != nil {
		return r, fmt.Errorf("create %s: %w", w.c.cand.Operations[i].Key(), err)
	}
	if err := w.tx.InsertRequest(r); err != nil {
		return r, err
	}
	if err := w.writeExamples(r.ID, i, nil); err != nil {
		return r, err
	}
	w.out.Created++
	return r, w.tx.PutSpecBaseline(r.ID, valuesOf(r).encode())
}

// update merges p onto r as a PUT does and writes it.
func (w *syncWriter) update(r workspace.Request, p workspace.Patch, item string) (workspace.Request, error) {
	next, err := workspace.MergeRequest(&r, p, w.deps)
	if err != nil {
		return next, &workspace.ItemError{Item: item, Err: err}
	}
	return next, w.tx.UpdateRequest(next)
}

// writeExamples writes the examples the import derives for operation i
// into request rid: the statuses in skip (tombstones) are not written
// back, and the order values user examples hold are kept for them.
func (w *syncWriter) writeExamples(rid string, i int, keep []workspace.Example) error {
	tomb, err := w.tx.TombstonedStatuses(rid)
	if err != nil {
		return err
	}
	taken := map[int64]bool{}
	for _, x := range keep {
		taken[x.Order] = true
	}
	slot := int64(0)
	n := len(keep)
	for _, ex := range w.c.cand.Tree.Requests[w.c.cand.Operations[i].Request].Examples {
		if slices.Contains(tomb, int64(ex.Status)) || n >= workspace.MaxExamplesPerRequest {
			continue
		}
		for taken[slot] {
			slot++
		}
		b, err := codec.Marshal(ex)
		if err != nil {
			return err
		}
		xp, err := workspace.DecodePatch(b)
		if err != nil {
			return err
		}
		xp["order"] = codec.RawMessage(strconv.FormatInt(slot, 10))
		xp["origin"] = workspace.Quote(workspace.OriginImport)
		x, err := workspace.MergeExample(nil, rid, xp, w.tx, w.deps.Now)
		if err != nil {
			return fmt.Errorf("example %q of %s: %w", ex.Name, rid, err)
		}
		if err := w.tx.InsertExample(x); err != nil {
			return err
		}
		taken[slot] = true
		n++
	}
	return nil
}

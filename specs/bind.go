package specs

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// BindResult answers POST /specs/bind.
type BindResult struct {
	SpecID   string `json:"specId"`
	SpecHash string `json:"specHash"`
	SyncedAt int64  `json:"syncedAt"`
	// Stamped counts the requests that carry an operation of the document
	// after the bind; Cleared the ones whose stamp the document does not
	// account for and was removed.
	Stamped int `json:"stamped"`
	Cleared int `json:"cleared"`
	// Unmatched are the requests left without an operation.
	Unmatched []RequestRef `json:"unmatched"`
}

// RequestRef names a request.
type RequestRef struct {
	RequestID string `json:"requestId"`
	Name      string `json:"name"`
	Method    string `json:"method"`
	URL       string `json:"url"`
}

func refOf(r workspace.Request) RequestRef {
	return RequestRef{RequestID: r.ID, Name: r.Name, Method: r.Method, URL: r.URL}
}

// MatchResult answers POST /specs/match.
type MatchResult struct {
	Matches             []Match      `json:"matches"`
	UnmatchedRequests   []RequestRef `json:"unmatchedRequests"`
	UnclaimedOperations []Operation  `json:"unclaimedOperations"`
}

// Match is a request and the declared operation it sends.
type Match struct {
	RequestID string    `json:"requestId"`
	Operation Operation `json:"operation"`
}

// collectionID reads the required collectionId member of a body.
func collectionID(p workspace.Patch) (string, error) {
	id, ok := workspace.String(p["collectionId"])
	if !ok || id == "" {
		return "", workspace.Fieldf("collectionId", "collectionId is required: the id of a collection as a non-empty string")
	}
	return id, nil
}

// storeDocument stores a document unless the collection is already bound
// to one with the same bytes, which is kept; it returns the document's
// row.
func storeDocument(tx *store.Tx, coll workspace.Collection, p parsed) (store.SpecRow, error) {
	if id := boundSpecID(coll); id != "" {
		if cur, _, err := tx.Spec(id, false); err == nil && cur.Hash == p.row.Hash {
			return cur, nil
		}
	}
	return p.row, tx.InsertSpec(p.row)
}

// boundSpecID is the specId of a collection's binding, or "".
func boundSpecID(c workspace.Collection) string {
	ms, err := workspace.Members(c.OpenAPI)
	if err != nil {
		return ""
	}
	v, _ := workspace.Get(ms, "specId")
	s, _ := workspace.String(v)
	return s
}

// bindTo stores a document (storeDocument) and moves the collection's
// binding to it, at the service's clock.
func (s *Service) bindTo(tx *store.Tx, coll workspace.Collection, p parsed) (store.SpecRow, int64, error) {
	row, err := storeDocument(tx, coll, p)
	if err != nil {
		return row, 0, err
	}
	now := s.Now()
	return row, now, moveBinding(tx, coll, row, now)
}

// moveBinding points a collection's binding at a stored document.
func moveBinding(tx *store.Tx, c workspace.Collection, row store.SpecRow, now int64) error {
	b, err := codec.Marshal(struct {
		SpecID   string `json:"specId"`
		SpecHash string `json:"specHash"`
		SyncedAt int64  `json:"syncedAt"`
	}{row.ID, row.Hash, now})
	if err != nil {
		return err
	}
	c.OpenAPI, c.UpdatedAt = b, now
	return tx.UpdateCollection(c)
}

// Bind stores a document, moves a collection's binding to it, stamps the
// operation each request of the subtree sends and clears the stamps the
// document does not account for (POST /specs/bind). What the bind wrote
// is each stamped request's baseline: a field that differs from the
// document's derivation counts as edited by hand from now on.
func (s *Service) Bind(ctx context.Context, body workspace.Patch) (BindResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cid, err := collectionID(body)
	if err != nil {
		return BindResult{}, err
	}
	content, src, err := DocumentFields(body, "content", "sourceUrl")
	if err != nil {
		return BindResult{}, err
	}
	p, err := s.read("content", content, src)
	if err != nil {
		return BindResult{}, err
	}
	out := BindResult{Unmatched: []RequestRef{}}
	err = s.Store.Update(ctx, func(tx *store.Tx) error {
		coll, err := tx.Collection(cid)
		if err != nil {
			return err
		}
		row, now, err := s.bindTo(tx, coll, p)
		if err != nil {
			return err
		}
		out.SpecID, out.SpecHash, out.SyncedAt = row.ID, row.Hash, now
		reqs, _, err := tx.SubtreeRequests(cid, row.ID)
		if err != nil {
			return err
		}
		deps := s.Deps(tx)
		dv := newDeriver(p.spec, tx, deps, cid)
		m := newMatcher(p.spec)
		for _, r := range reqs {
			i := m.match(r.Method, r.URL)
			if i < 0 {
				out.Unmatched = append(out.Unmatched, refOf(r))
				if !workspace.IsNull(r.SpecOperation) {
					out.Cleared++
					if err := s.setOperation(tx, r, codec.RawMessage("null"), deps); err != nil {
						return err
					}
				}
				continue
			}
			out.Stamped++
			op, err := dv.operation(i)
			if err != nil {
				return err
			}
			if !(fieldValues{"o": workspace.Compact(r.SpecOperation)}).equal(fieldValues{"o": op}, "o") {
				if err := s.setOperation(tx, r, op, deps); err != nil {
					return err
				}
			}
			v, err := dv.values(i)
			if err != nil {
				return err
			}
			if err := tx.PutSpecBaseline(r.ID, v.encode()); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// setOperation writes a request's specOperation through the merge of a
// PUT.
func (s *Service) setOperation(tx *store.Tx, r workspace.Request, op codec.RawMessage, d workspace.Deps) error {
	next, err := workspace.MergeRequest(&r, workspace.Patch{"specOperation": op}, d)
	if err != nil {
		return fmt.Errorf("stamp request %s: %w", r.ID, err)
	}
	return tx.UpdateRequest(next)
}

// documentOrStored reads the document a body names: content (with
// sourceUrl) or specId of a stored one.
func (s *Service) documentOrStored(tx *store.Tx, body workspace.Patch) (*importers.Spec, error) {
	if body.State("content") != workspace.Absent {
		content, src, err := DocumentFields(body, "content", "sourceUrl")
		if err != nil {
			return nil, err
		}
		p, err := s.read("content", content, src)
		if err != nil {
			return nil, err
		}
		return p.spec, nil
	}
	id, ok := workspace.String(body["specId"])
	if !ok || id == "" {
		return nil, workspace.Fieldf("specId", "specId or content is required: a stored document's id, or the document text")
	}
	_, sp, err := s.load(tx, id)
	return sp, err
}

// MatchOnly matches a collection's requests against a document without
// writing anything (POST /specs/match).
func (s *Service) MatchOnly(ctx context.Context, body workspace.Patch) (MatchResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cid, err := collectionID(body)
	if err != nil {
		return MatchResult{}, err
	}
	out := MatchResult{Matches: []Match{}, UnmatchedRequests: []RequestRef{}, UnclaimedOperations: []Operation{}}
	err = s.Store.View(ctx, func(tx *store.Tx) error {
		coll, err := tx.Collection(cid)
		if err != nil {
			return err
		}
		sp, err := s.documentOrStored(tx, body)
		if err != nil {
			return err
		}
		reqs, _, err := tx.SubtreeRequests(coll.ID, boundSpecID(coll))
		if err != nil {
			return err
		}
		m := newMatcher(sp)
		claimed := make([]bool, len(sp.Operations))
		for _, r := range reqs {
			i := m.match(r.Method, r.URL)
			if i < 0 {
				out.UnmatchedRequests = append(out.UnmatchedRequests, refOf(r))
				continue
			}
			claimed[i] = true
			out.Matches = append(out.Matches, Match{RequestID: r.ID, Operation: declared(sp, i)})
		}
		for i, c := range claimed {
			if !c {
				out.UnclaimedOperations = append(out.UnclaimedOperations, declared(sp, i))
			}
		}
		return nil
	})
	return out, err
}

// declared is operation i as an Operation.
func declared(sp *importers.Spec, i int) Operation {
	op := sp.Operations[i]
	return Operation{Method: op.Method, Path: op.Path, OperationID: op.OperationID}
}

// itemName names entry i of a body section in an error.
func itemName(section string, i int) string { return section + "[" + strconv.Itoa(i) + "]" }

// Describe resolves one declared operation of a document (POST
// /specs/describe): the operation declared at method and path, or else
// the one a request with that method and URL path would match.
func (s *Service) Describe(ctx context.Context, body workspace.Patch) (codec.RawMessage, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	method, ok := workspace.String(body["method"])
	if !ok || method == "" {
		return nil, workspace.Fieldf("method", "method is required: the operation's HTTP method")
	}
	path, ok := workspace.String(body["path"])
	if !ok || !strings.HasPrefix(path, "/") {
		return nil, workspace.Fieldf("path", "path is required: the operation's path, starting with /")
	}
	var out codec.RawMessage
	err := s.Store.View(ctx, func(tx *store.Tx) error {
		sp, err := s.documentOrStored(tx, body)
		if err != nil {
			return err
		}
		method = strings.ToUpper(method)
		i := -1
		for j, op := range sp.Operations {
			if op.Method == method && op.Path == path {
				i = j
				break
			}
		}
		if i < 0 {
			i = newMatcher(sp).match(method, path)
		}
		if i < 0 {
			return workspace.NotFound("operation", method+" "+path)
		}
		out = sp.Describe(i)
		return nil
	})
	return out, err
}

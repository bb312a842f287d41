package scenario

import (
	"bytes"
	"strings"
	"unicode"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// composeCache keeps one session's composed requests per item of the run
// order, so a step whose template and variables did not change since the
// last send of that item reuses its composition instead of composing
// again (parsing headers, body and auth, resolving every layer). An entry
// holds while every scope is the same object with the same
// scripting.Variables.Writes (scripts change scopes only through the
// sandbox, which counts its writes; a data row is a new object). A request
// whose template, collection chain or variables use a dynamic variable
// ({{$guid}}, ...) or a JSON escape (which could spell one) is never
// cached: it must be composed per send.
type composeCache struct {
	entries []composeEntry // by item index
}

type composeEntry struct {
	ok       bool
	scopes   [5]*scripting.Variables
	writes   [5]uint64
	composed sender.Composed
	// lean is the composition rendered for the lean path (lean.go), once
	// per composition (leanDone); nil when Send must send it.
	lean      *sender.Lean
	leanDone  bool
	leanTrace *sender.Sent // the trace of lean's request, shared by its steps
}

// key returns the identity and write counts of sc's scopes.
func scopeKey(sc *scopes) (ptrs [5]*scripting.Variables, writes [5]uint64) {
	ptrs = [5]*scripting.Variables{sc.globals, sc.env, sc.coll, sc.data, sc.locals}
	for i, v := range ptrs {
		writes[i] = v.Writes
	}
	return ptrs, writes
}

// compose returns the composition of item idx's stored template under sc,
// from the cache when it still holds, and the cache's entry when the
// composition stays cached (nil: composed for this send only).
func (c *composeCache) compose(idx int, it *Item, sc *scopes) (sender.Composed, *composeEntry, error) {
	if c.entries == nil {
		composed, err := sender.Compose(sc.composeInput(it.Request, it.Chain))
		return composed, nil, err
	}
	e := &c.entries[idx]
	ptrs, writes := scopeKey(sc)
	if e.ok && e.scopes == ptrs && e.writes == writes {
		return e.composed, e, nil
	}
	composed, err := sender.Compose(sc.composeInput(it.Request, it.Chain))
	if err != nil {
		e.ok = false
		return composed, nil, err
	}
	e.ok = cacheable(it, sc)
	e.scopes, e.writes, e.composed = ptrs, writes, composed
	e.lean, e.leanDone, e.leanTrace = nil, false, nil
	if !e.ok {
		return composed, nil, nil
	}
	return composed, e, nil
}

// leanEntry is item idx's entry when it holds a lean rendering (Lean)
// composed under the scopes sc has now; nil otherwise.
func (c *composeCache) leanEntry(idx int, sc *scopes) *composeEntry {
	if c.entries == nil {
		return nil
	}
	e := &c.entries[idx]
	if !e.ok || !e.leanDone || e.lean == nil {
		return nil
	}
	if ptrs, writes := scopeKey(sc); e.scopes != ptrs || e.writes != writes {
		return nil
	}
	return e
}

// cacheable reports whether item it composes the same way every time
// under unchanged scopes: nothing it reads names a dynamic variable.
func cacheable(it *Item, sc *scopes) bool {
	r := it.Request
	raws := []codec.RawMessage{r.Headers, r.Body, r.Auth}
	for _, c := range it.Chain {
		raws = append(raws, c.Variables, c.Auth)
	}
	for _, raw := range raws {
		if bytes.Contains(raw, []byte(`\u`)) || dynamicToken(string(raw)) {
			return false
		}
	}
	if dynamicToken(r.URL) {
		return false
	}
	ptrs, _ := scopeKey(sc)
	for _, v := range ptrs {
		for _, s := range v.Values {
			if dynamicToken(s) {
				return false
			}
		}
	}
	for _, s := range sc.overrides {
		if dynamicToken(s) {
			return false
		}
	}
	return true
}

// dynamicToken reports whether s holds a {{$name}} token (spaces allowed
// after the braces, as sender.Scope.Resolve trims them).
func dynamicToken(s string) bool {
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			return false
		}
		s = strings.TrimLeftFunc(s[i+2:], unicode.IsSpace)
		if strings.HasPrefix(s, "$") {
			return true
		}
	}
}

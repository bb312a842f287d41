package store

import (
	"errors"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// InlineCollection stands in for the collection of an inline request that
// names none: it has no chain.
const InlineCollection = "inline"

// ComposeLayers are the stored rows a compose reads: the request, its
// collection chain, the environment and the globals.
type ComposeLayers struct {
	Request workspace.Request
	// Chain runs from the root collection to the request's own; nil for
	// an inline request that names no collection.
	Chain       []workspace.Collection
	Environment *workspace.Environment // nil: none
	Globals     codec.RawMessage       // the stored globals variables
}

// ComposeLayers reads what spec composes from: its stored request, or its
// inline request merged as a create with d (every validation rule; a
// stated collectionId must name a live collection, fields at fault are
// named request.<field>), then the collection chain, the environment
// spec chooses and the globals. It is the one store read behind POST
// /compose, POST /execute and the target of a load run.
func (t *Tx) ComposeLayers(spec workspace.ComposeSpec, d workspace.Deps) (ComposeLayers, error) {
	var l ComposeLayers
	if spec.Inline == nil {
		r, err := t.Request(spec.RequestID)
		if err != nil {
			return l, err
		}
		l.Request = r
	} else {
		r, err := t.inlineRequest(spec.Inline, d)
		if err != nil {
			return l, err
		}
		l.Request = r
	}
	if l.Request.CollectionID != InlineCollection {
		chain, err := t.CollectionChain(l.Request.CollectionID)
		if err != nil {
			return l, err
		}
		l.Chain = chain
	}
	g, err := t.Globals()
	if err != nil {
		return l, err
	}
	l.Globals = g.Variables
	l.Environment, err = t.ChosenEnvironment(spec.Env, "environmentId")
	return l, err
}

// inlineRequest merges an inline request template as a create; its id is
// minted, never the caller's.
func (t *Tx) inlineRequest(p workspace.Patch, d workspace.Deps) (workspace.Request, error) {
	inline := workspace.Patch{}
	for k, v := range p {
		inline[k] = v
	}
	delete(inline, "id")
	if inline.State("collectionId") == workspace.Absent {
		inline["collectionId"] = workspace.Quote(InlineCollection)
	}
	if inline.State("name") == workspace.Absent {
		inline["name"] = workspace.Quote("inline request")
	}
	d.Lookup = inlineLookup{t}
	r, err := workspace.MergeRequest(nil, inline, d)
	if err != nil {
		var fe *workspace.FieldError
		var tl *workspace.TooLargeError
		switch {
		case errors.As(err, &fe):
			return r, workspace.Fieldf("request."+fe.Field, "request.%s", fe.Message)
		case errors.As(err, &tl):
			return r, &workspace.TooLargeError{Field: "request." + tl.Field, Size: tl.Size, Cap: tl.Cap}
		}
	}
	return r, err
}

// inlineLookup validates an inline request: its collectionId, when stated,
// must name a live collection; the placeholder always resolves.
type inlineLookup struct{ *Tx }

func (l inlineLookup) CollectionExists(id string) (bool, error) {
	if id == InlineCollection {
		return true, nil
	}
	return l.Tx.CollectionExists(id)
}

func (l inlineLookup) NextRequestOrder(string) (int64, error) { return 0, nil }

// ChosenEnvironment reads the environment c chooses: the active one when
// c is not set, none for "", else the live environment c.ID (one that is
// not is a *workspace.FieldError naming field).
func (t *Tx) ChosenEnvironment(c workspace.EnvChoice, field string) (*workspace.Environment, error) {
	switch {
	case !c.Set:
		env, ok, err := t.ActiveEnvironment()
		if err != nil || !ok {
			return nil, err
		}
		return &env, nil
	case c.ID == "":
		return nil, nil
	}
	env, err := t.Environment(c.ID)
	if errors.Is(err, workspace.ErrNotFound) {
		return nil, workspace.Fieldf(field, "%s %q does not name a live environment", field, c.ID)
	}
	if err != nil {
		return nil, err
	}
	return &env, nil
}

package workspace

import "github.com/svc-engine/svc-engine/codec"

// Environment is a named set of variables; at most one is active.
type Environment struct {
	ID        string           `json:"id"`
	Name      string           `json:"name"`
	Variables codec.RawMessage `json:"variables"`
	IsActive  bool             `json:"isActive"`
	CreatedAt int64            `json:"createdAt"`
	UpdatedAt int64            `json:"updatedAt"`
}

// MergeEnvironment applies patch p to cur (nil for a create).
func MergeEnvironment(cur *Environment, p Patch, d Deps) (Environment, error) {
	create := cur == nil
	var next Environment
	if err := p.capMembers(d.fieldCap()); err != nil {
		return next, err
	}
	if create {
		if err := p.CheckCreate(); err != nil {
			return next, err
		}
		next = Environment{ID: NewID(PrefixEnvironment), CreatedAt: d.Now}
	} else {
		next = *cur
	}
	next.UpdatedAt = d.Now
	var err error
	if next.Name, err = p.reqString("name", create, next.Name, false); err != nil {
		return next, err
	}
	if next.Variables, err = p.object("variables", create, next.Variables, "{}"); err != nil {
		return next, err
	}
	switch p.State("isActive") {
	case Null:
		next.IsActive = false
	case Value:
		v, ok := Bool(p["isActive"])
		if !ok {
			return next, Fieldf("isActive", "isActive must be a boolean")
		}
		next.IsActive = v
	}
	if err := p.capStated("variables", next.Variables, d.fieldCap()); err != nil {
		return next, err
	}
	return next, nil
}

// Globals is the singleton set of global variables.
type Globals struct {
	Variables codec.RawMessage `json:"variables"`
	UpdatedAt int64            `json:"updatedAt"`
}

// MergeGlobals builds the globals blob from a POST body: every write is a
// create, so an absent or null variables is {}.
func MergeGlobals(p Patch, d Deps) (Globals, error) {
	if err := p.CheckCreate(); err != nil {
		return Globals{}, err
	}
	v, err := p.object("variables", true, nil, "{}")
	if err != nil {
		return Globals{}, err
	}
	if err := capField("variables", v, d.fieldCap()); err != nil {
		return Globals{}, err
	}
	return Globals{Variables: v, UpdatedAt: d.Now}, nil
}

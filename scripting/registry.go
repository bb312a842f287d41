package scripting

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Kind is one GET /elements/kinds entry.
type Kind struct {
	Kind           string           `json:"kind"`
	Version        int              `json:"version"`
	Phases         []string         `json:"phases"`
	Label          string           `json:"label"`
	Description    string           `json:"description"`
	Category       string           `json:"category"`
	HotPathClass   string           `json:"hotPathClass"`
	CollectionOnly bool             `json:"collectionOnly"`
	ConfigSchema   codec.RawMessage `json:"configSchema"`
}

// clone returns a copy of k that shares no memory with it.
func (k Kind) clone() Kind {
	k.Phases = slices.Clone(k.Phases)
	k.ConfigSchema = slices.Clone(k.ConfigSchema)
	return k
}

// Registry holds the registered element kinds. It is immutable after
// NewRegistry and safe for concurrent use.
type Registry struct {
	kinds  []Kind // sorted by name
	byName map[string]entry
	names  string // registered kind names, comma separated, for messages
}

type entry struct {
	kind   Kind
	config *schema
}

var _ workspace.ElementChecker = (*Registry)(nil)

// NewRegistry returns a registry of the built-in kinds, plus test.echo in
// builds tagged svctest. It panics if a built-in config schema is malformed,
// which is a programming error the package tests catch.
func NewRegistry() *Registry {
	all := append(builtinKinds(), testKinds()...)
	r := &Registry{byName: make(map[string]entry, len(all))}
	for _, k := range all {
		k = k.clone()
		k.ConfigSchema = workspace.Compact(k.ConfigSchema)
		if _, dup := r.byName[k.Kind]; dup {
			panic(fmt.Sprintf("scripting: element kind %s is registered twice", k.Kind))
		}
		s, err := compileSchema(k.ConfigSchema, k.Kind+".configSchema", false)
		if err != nil {
			panic(fmt.Sprintf("scripting: element kind %s: %v", k.Kind, err))
		}
		if s.typ != "object" || !s.closed {
			panic(fmt.Sprintf("scripting: element kind %s: configSchema must be a closed object schema", k.Kind))
		}
		r.byName[k.Kind] = entry{kind: k, config: s}
		r.kinds = append(r.kinds, k)
	}
	slices.SortFunc(r.kinds, func(a, b Kind) int { return strings.Compare(a.Kind, b.Kind) })
	names := make([]string, len(r.kinds))
	for i, k := range r.kinds {
		names[i] = k.Kind
	}
	r.names = strings.Join(names, ", ")
	return r
}

// Kinds returns every registered kind, sorted by kind name. The result is
// the caller's to modify.
func (r *Registry) Kinds() []Kind {
	out := make([]Kind, len(r.kinds))
	for i, k := range r.kinds {
		out[i] = k.clone()
	}
	return out
}

// Lookup returns the registered kind named kind.
func (r *Registry) Lookup(kind string) (Kind, bool) {
	e, ok := r.byName[kind]
	if !ok {
		return Kind{}, false
	}
	return e.kind.clone(), true
}

// elementMembers are the members an element may carry, in canonical order.
var elementMembers = []string{"id", "kind", "version", "enabled", "config"}

// CheckElements validates an elements array and returns it normalized:
// compact JSON, each element's member order kept, a minted id first when
// the element had none, and version, enabled and config appended with their
// defaults when absent. onCollection is true for a collection's list; a
// collection-only kind on a request is refused. Every error is a
// *workspace.FieldError naming the index, the kind and the field. The caller
// handles an absent or null elements field.
func (r *Registry) CheckElements(raw codec.RawMessage, onCollection bool) (codec.RawMessage, error) {
	if k := workspace.KindOf(raw); k != workspace.KindArray {
		return nil, workspace.Fieldf("elements", "elements must be an array, not %s", workspace.KindName(k))
	}
	items, err := workspace.Elements(raw)
	if err != nil {
		return nil, workspace.Fieldf("elements", "elements must be a valid JSON array: %v", err)
	}
	out := make([]codec.RawMessage, len(items))
	seen := make(map[string]int, len(items))
	for i, item := range items {
		el, id, kind, err := r.checkElement(i, item, onCollection)
		if err != nil {
			return nil, err
		}
		if j, dup := seen[id]; dup {
			return nil, r.errorf(i, kind, "id", "id %q is already used by elements[%d]", id, j)
		}
		seen[id] = i
		out[i] = el
	}
	return workspace.Array(out), nil
}

// checkElement validates and normalizes elements[i], returning it, its id
// and its kind.
func (r *Registry) checkElement(i int, raw codec.RawMessage, onCollection bool) (el codec.RawMessage, id, kind string, err error) {
	at := "elements[" + strconv.Itoa(i) + "]"
	if k := workspace.KindOf(raw); k != workspace.KindObject {
		return nil, "", "", workspace.Fieldf(at, "%s must be an object {kind, config}, not %s", at, workspace.KindName(k))
	}
	ms, err := workspace.Members(raw)
	if err != nil {
		return nil, "", "", workspace.Fieldf(at, "%s must be a valid JSON object: %v", at, err)
	}

	kraw, ok := workspace.Get(ms, "kind")
	if !ok {
		return nil, "", "", workspace.Fieldf(at+".kind", "%s: kind is required; registered kinds are %s", at, r.names)
	}
	name, ok := workspace.String(kraw)
	if !ok {
		return nil, "", "", workspace.Fieldf(at+".kind", "%s: kind must be a string, not %s; registered kinds are %s",
			at, workspace.KindName(workspace.KindOf(kraw)), r.names)
	}
	e, ok := r.byName[name]
	if !ok {
		return nil, "", "", r.errorf(i, name, "kind", "kind %q is not registered; registered kinds are %s", name, r.names)
	}
	if e.kind.CollectionOnly && !onCollection {
		return nil, "", "", r.errorf(i, name, "kind", "this kind is collection-only and cannot be used on a request")
	}

	for _, m := range ms {
		if !slices.Contains(elementMembers, m.Key) {
			return nil, "", "", r.errorf(i, name, m.Key, "%s is not an element member (allowed: %s)", m.Key, strings.Join(elementMembers, ", "))
		}
	}

	if v, ok := workspace.Get(ms, "id"); ok {
		if id, ok = workspace.String(v); !ok || id == "" {
			return nil, "", "", r.errorf(i, name, "id", "id must be a non-empty string")
		}
	} else {
		id = workspace.NewID(workspace.PrefixElement)
		ms = append([]workspace.Member{{Key: "id", Value: workspace.Quote(id)}}, ms...)
	}

	version := e.kind.Version
	if v, ok := workspace.Get(ms, "version"); ok {
		n, ok := workspace.Int(v)
		if !ok || n < 1 {
			return nil, "", "", r.errorf(i, name, "version", "version must be a positive integer")
		}
		if n > int64(e.kind.Version) {
			return nil, "", "", r.errorf(i, name, "version", "version %d is newer than the registered version %d of this kind", n, e.kind.Version)
		}
		version = int(n)
	}
	ms = workspace.Set(ms, "version", codec.RawMessage(strconv.Itoa(version)))

	if v, ok := workspace.Get(ms, "enabled"); ok {
		if _, ok := workspace.Bool(v); !ok {
			return nil, "", "", r.errorf(i, name, "enabled", "enabled must be a boolean")
		}
	} else {
		ms = workspace.Set(ms, "enabled", codec.RawMessage("true"))
	}

	cfg, ok := workspace.Get(ms, "config")
	if !ok {
		if len(e.config.required) > 0 {
			return nil, "", "", r.errorf(i, name, "config", "config is required (with %s)", strings.Join(e.config.required, ", "))
		}
		cfg = codec.RawMessage("{}")
	}
	if bad := e.config.validate(cfg, "config"); bad != nil {
		return nil, "", "", r.errorf(i, name, bad.path, "%s", bad.msg)
	}
	cms, err := workspace.Members(cfg)
	if err != nil {
		return nil, "", "", r.errorf(i, name, "config", "config must be an object")
	}
	ms = workspace.Set(ms, "config", workspace.Object(cms))

	return workspace.Object(ms), id, name, nil
}

// errorf returns the FieldError for field of elements[i] of kind kind; the
// message is prefixed with the index and the kind.
func (r *Registry) errorf(i int, kind, field, format string, args ...any) *workspace.FieldError {
	at := "elements[" + strconv.Itoa(i) + "]"
	return workspace.Fieldf(at+"."+field, "%s (kind %s): %s", at, kind, fmt.Sprintf(format, args...))
}

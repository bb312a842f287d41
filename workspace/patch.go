package workspace

import (
	"slices"

	"github.com/svc-engine/svc-engine/codec"
)

// Patch is a decoded JSON object body. A key that is absent is not in the
// map; an explicit null is present with the raw value "null". This type is
// the one place where absent and null are told apart.
type Patch map[string]codec.RawMessage

// DecodePatch decodes a request body that must be one JSON object.
func DecodePatch(body []byte) (Patch, error) {
	if KindOf(body) != KindObject {
		return nil, Fieldf("body", "the request body must be a JSON object")
	}
	ms, err := Members(body)
	if err != nil {
		return nil, Fieldf("body", "the request body is not valid JSON: %v", err)
	}
	p := make(Patch, len(ms))
	for _, m := range ms {
		p[m.Key] = m.Value
	}
	return p, nil
}

// Field is the state of one member of a patch.
type Field int

// Field states: absent, explicitly null, or a value.
const (
	Absent Field = iota
	Null
	Value
)

// State reports whether key is absent, null or holds a value.
func (p Patch) State(key string) Field {
	v, ok := p[key]
	switch {
	case !ok:
		return Absent
	case IsNull(v):
		return Null
	default:
		return Value
	}
}

// CheckCreate enforces that a create body carries no id (null included).
func (p Patch) CheckCreate() error {
	if _, ok := p["id"]; ok {
		return Fieldf("id", "id must be omitted on create: the engine assigns every id")
	}
	return nil
}

// CheckPathID enforces that a body id on update equals the path id.
// It runs before the record is looked up.
func (p Patch) CheckPathID(pathID string) error {
	raw, ok := p["id"]
	if !ok {
		return nil
	}
	if s, isStr := String(raw); isStr && s == pathID {
		return nil
	}
	return Fieldf("id", "id in the body must match the path id %q or be omitted", pathID)
}

// reqString reads a required string field: null is refused on both verbs,
// absence is refused on create and keeps cur on update.
func (p Patch) reqString(key string, create bool, cur string, allowEmpty bool) (string, error) {
	switch p.State(key) {
	case Absent:
		if create {
			return "", Fieldf(key, "%s is required", key)
		}
		return cur, nil
	case Null:
		return "", Fieldf(key, "%s cannot be null: it has no default", key)
	}
	s, ok := String(p[key])
	if !ok {
		return "", Fieldf(key, "%s must be a string, not %s", key, KindName(KindOf(p[key])))
	}
	if !allowEmpty && s == "" {
		return "", Fieldf(key, "%s must not be empty", key)
	}
	return s, nil
}

// optString reads an optional string field with a default.
func (p Patch) optString(key string, create bool, cur, def string) (string, error) {
	switch p.State(key) {
	case Absent:
		if create {
			return def, nil
		}
		return cur, nil
	case Null:
		return def, nil
	}
	s, ok := String(p[key])
	if !ok {
		return "", Fieldf(key, "%s must be a string, not %s", key, KindName(KindOf(p[key])))
	}
	return s, nil
}

// lenientBool reads a boolean whose non-boolean values are ignored.
func (p Patch) lenientBool(key string, create bool, cur, def bool) bool {
	switch p.State(key) {
	case Absent:
		if create {
			return def
		}
		return cur
	case Null:
		return def
	}
	if v, ok := Bool(p[key]); ok {
		return v
	}
	if create {
		return def
	}
	return cur
}

// object reads a field that must be a JSON object, with a default.
func (p Patch) object(key string, create bool, cur codec.RawMessage, def string) (codec.RawMessage, error) {
	switch p.State(key) {
	case Absent:
		if create {
			return codec.RawMessage(def), nil
		}
		return cur, nil
	case Null:
		return codec.RawMessage(def), nil
	}
	if KindOf(p[key]) != KindObject {
		return nil, Fieldf(key, "%s must be an object, not %s", key, KindName(KindOf(p[key])))
	}
	// Re-encode from the members so a repeated key is stored once, with the
	// value validation saw (the last), at its first position.
	ms, err := Members(p[key])
	if err != nil {
		return nil, Fieldf(key, "%s is not a valid JSON object: %v", key, err)
	}
	return Object(ms), nil
}

// capField refuses a serialized value over the stored-field cap.
func capField(field string, v codec.RawMessage, limit int) error {
	if len(v) > limit {
		return &TooLargeError{Field: field, Size: len(v), Cap: limit}
	}
	return nil
}

// capStated applies capField to a field the patch states with a value. An
// omitted or null field is not checked: it keeps its stored value (a row
// written before the cap may be oversized and stays editable) or takes its
// small default.
func (p Patch) capStated(field string, v codec.RawMessage, limit int) error {
	if p.State(field) != Value {
		return nil
	}
	return capField(field, v, limit)
}

// capMembers refuses a write stating any member over the stored-field cap,
// before any member is decoded: a 50 MB name or URL is as much a stored
// field as a 50 MB variables object. The member named is the first in
// sorted order, so the answer does not depend on map order.
func (p Patch) capMembers(limit int) error {
	var over []string
	for k, v := range p {
		if len(v) > limit {
			over = append(over, k)
		}
	}
	if len(over) == 0 {
		return nil
	}
	slices.Sort(over)
	return &TooLargeError{Field: over[0], Size: len(p[over[0]]), Cap: limit}
}

// MaxFieldBytes is the cap on a stored JSON field (10 MiB).
const MaxFieldBytes = 10 << 20

func describe(raw codec.RawMessage) string {
	return KindName(KindOf(raw))
}

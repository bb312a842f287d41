package workspace

import (
	"github.com/svc-engine/svc-engine/codec"
)

// Collection is a folder of requests and sub-collections.
type Collection struct {
	ID          string           `json:"id"`
	Name        string           `json:"name"`
	Description string           `json:"description"`
	ParentID    *string          `json:"parentId"`
	Order       int64            `json:"order"`
	Variables   codec.RawMessage `json:"variables"`
	Auth        codec.RawMessage `json:"auth"`
	DataSchema  codec.RawMessage `json:"dataSchema"`
	OpenAPI     codec.RawMessage `json:"openapi"`
	Elements    codec.RawMessage `json:"elements"`
	CreatedAt   int64            `json:"createdAt"`
	UpdatedAt   int64            `json:"updatedAt"`
}

// MergeCollection applies patch p to cur (nil for a create) and returns the
// row to write. It validates every field and never touches cur.
func MergeCollection(cur *Collection, p Patch, d Deps) (Collection, error) {
	create := cur == nil
	var next Collection
	if err := p.capMembers(d.fieldCap()); err != nil {
		return next, err
	}
	if create {
		if err := p.CheckCreate(); err != nil {
			return next, err
		}
		next = Collection{ID: NewID(PrefixCollection), CreatedAt: d.Now}
	} else {
		next = *cur
	}
	next.UpdatedAt = d.Now
	if err := checkLegacyScripts(p); err != nil {
		return next, err
	}
	var err error
	if next.Name, err = p.reqString("name", create, next.Name, false); err != nil {
		return next, err
	}
	if next.Description, err = p.optString("description", create, next.Description, ""); err != nil {
		return next, err
	}

	moved := false
	switch p.State("parentId") {
	case Null:
		moved = !create && next.ParentID != nil
		next.ParentID = nil
	case Value:
		s, ok := String(p["parentId"])
		if !ok || s == "" {
			return next, Fieldf("parentId", "parentId must be a non-empty string or null")
		}
		if !create {
			if s == next.ID {
				return next, Fieldf("parentId", "a collection cannot be its own parent")
			}
			desc, err := d.Lookup.IsDescendant(next.ID, s)
			if err != nil {
				return next, err
			}
			if desc {
				return next, Fieldf("parentId", "a collection cannot move into its own descendant %s", s)
			}
		}
		moved = !create && (next.ParentID == nil || *next.ParentID != s)
		next.ParentID = &s
	}
	if next.Order, err = p.order(create, moved, next.Order, func() (int64, error) {
		return d.Lookup.NextCollectionOrder(next.ParentID)
	}); err != nil {
		return next, err
	}

	if next.Variables, err = p.object("variables", create, next.Variables, "{}"); err != nil {
		return next, err
	}
	if next.Auth, err = p.auth(create, next.Auth, `{"mode":"none"}`, false); err != nil {
		return next, err
	}
	if next.DataSchema, err = p.dataSchema(create, next.DataSchema); err != nil {
		return next, err
	}
	if next.OpenAPI, err = p.binding(create, next.OpenAPI, d); err != nil {
		return next, err
	}
	if next.Elements, err = p.elements(d, create, next.Elements, true); err != nil {
		return next, err
	}
	for _, f := range []struct {
		name string
		v    codec.RawMessage
	}{{"variables", next.Variables}, {"auth", next.Auth}, {"dataSchema", next.DataSchema}, {"openapi", next.OpenAPI}} {
		if err := p.capStated(f.name, f.v, d.fieldCap()); err != nil {
			return next, err
		}
	}
	return next, nil
}

// dataSchema validates a collection's data contract.
func (p Patch) dataSchema(create bool, cur codec.RawMessage) (codec.RawMessage, error) {
	v, err := p.object("dataSchema", create, cur, "{}")
	if err != nil || p.State("dataSchema") != Value {
		return v, err
	}
	ms, err := Members(v)
	if err != nil {
		return nil, Fieldf("dataSchema", "dataSchema must be an object")
	}
	for _, m := range ms {
		switch m.Key {
		case "columns":
			cols, err := Elements(m.Value)
			if err != nil {
				return nil, Fieldf("dataSchema.columns", "dataSchema.columns must be an array of strings")
			}
			if len(cols) > 1024 {
				return nil, Fieldf("dataSchema.columns", "dataSchema.columns has %d entries; at most 1024 are allowed", len(cols))
			}
			seen := make(map[string]bool, len(cols))
			for i, c := range cols {
				s, ok := String(c)
				switch {
				case !ok || s == "":
					return nil, Fieldf("dataSchema.columns", "dataSchema.columns[%d] must be a non-empty string", i)
				case len([]rune(s)) > 256:
					return nil, Fieldf("dataSchema.columns", "dataSchema.columns[%d] is longer than 256 characters", i)
				case seen[s]:
					return nil, Fieldf("dataSchema.columns", "dataSchema.columns repeats the column %q", s)
				}
				seen[s] = true
			}
		case "declaredAt":
			if _, ok := Number(m.Value); !ok {
				return nil, Fieldf("dataSchema.declaredAt", "dataSchema.declaredAt must be a number")
			}
		case "fileName":
			if _, ok := String(m.Value); !ok {
				return nil, Fieldf("dataSchema.fileName", "dataSchema.fileName must be a string")
			}
		}
	}
	return v, nil
}

// binding validates and completes an OpenAPI binding.
func (p Patch) binding(create bool, cur codec.RawMessage, d Deps) (codec.RawMessage, error) {
	v, err := p.object("openapi", create, cur, "{}")
	if err != nil || p.State("openapi") != Value {
		return v, err
	}
	ms, err := Members(v)
	if err != nil {
		return nil, Fieldf("openapi", "openapi must be an object")
	}
	if len(ms) == 0 {
		return codec.RawMessage("{}"), nil
	}
	rawID, _ := Get(ms, "specId")
	specID, ok := String(rawID)
	if !ok || specID == "" {
		return nil, Fieldf("openapi.specId", "openapi.specId must be a non-empty string naming a stored spec document")
	}
	hash, found, err := d.Lookup.SpecHash(specID)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, Fieldf("openapi.specId", "openapi.specId %q does not name a stored spec document", specID)
	}
	if raw, ok := Get(ms, "specHash"); ok {
		if _, isStr := String(raw); !isStr {
			return nil, Fieldf("openapi.specHash", "openapi.specHash must be a string")
		}
	} else {
		ms = Set(ms, "specHash", Quote(hash))
	}
	if raw, ok := Get(ms, "syncedAt"); ok {
		if _, isNum := Number(raw); !isNum {
			return nil, Fieldf("openapi.syncedAt", "openapi.syncedAt must be a number")
		}
	} else {
		ms = Set(ms, "syncedAt", codec.RawMessage(itoa(d.Now)))
	}
	return Object(ms), nil
}

var legacyScriptFields = []string{"preRequestScript", "postRequestScript", "tests"}

// checkLegacyScripts refuses the retired script fields; null is a no-op.
func checkLegacyScripts(p Patch) error {
	for _, k := range legacyScriptFields {
		if p.State(k) == Value {
			return Fieldf("elements", "%s is no longer accepted: scripts are elements (kind script.pre or script.post with config.script)", k)
		}
	}
	return nil
}

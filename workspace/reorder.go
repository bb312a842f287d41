package workspace

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// MaxReorderEntries bounds one POST /reorder batch (normalize + moves).
const MaxReorderEntries = 10000

// Reorder is a validated POST /reorder batch.
type Reorder struct {
	Normalize []Scope
	Moves     []Move
}

// Scope is one normalize entry: the requests of a collection, or the
// collections under a parent (nil = the root collections).
type Scope struct {
	Type string  // "request" or "collection"
	ID   *string // collectionId for requests, parentId for collections (nil = root)
}

// Move places one row at an order, optionally under a new owner.
type Move struct {
	Type  string // "request" or "collection"
	ID    string
	Order int64
	// Owner: for a collection the new parentId (OwnerSet with nil Owner =
	// root), for a request the new collectionId. OwnerSet false keeps it.
	OwnerSet bool
	Owner    *string
}

// DecodeReorder checks every shape rule of a reorder batch before anything
// is read or written: entry shapes, at most MaxReorderEntries entries, and
// no row moved twice.
func DecodeReorder(body []byte) (Reorder, error) {
	var out Reorder
	p, err := DecodePatch(body)
	if err != nil {
		return out, err
	}
	for k := range p {
		if k != "normalize" && k != "moves" {
			return out, Fieldf(k, "unknown member %q: a reorder batch has normalize and moves", k)
		}
	}
	norm, err := optArray(p, "normalize")
	if err != nil {
		return out, err
	}
	moves, err := optArray(p, "moves")
	if err != nil {
		return out, err
	}
	if n := len(norm) + len(moves); n > MaxReorderEntries {
		return out, Fieldf("moves", "the batch has %d entries; at most %d are allowed", n, MaxReorderEntries)
	}
	for i, raw := range norm {
		at := fmt.Sprintf("normalize[%d]", i)
		ms, err := Members(raw)
		if err != nil {
			return out, Fieldf(at, "%s must be an object", at)
		}
		typ, _ := String(valueOf(ms, "type"))
		sc := Scope{Type: typ}
		switch typ {
		case "request":
			if err := onlyMembers(ms, at, "type", "collectionId"); err != nil {
				return out, err
			}
			s, ok := String(valueOf(ms, "collectionId"))
			if !ok || s == "" {
				return out, Fieldf(at+".collectionId", "%s.collectionId must be a non-empty string", at)
			}
			sc.ID = &s
		case "collection":
			if err := onlyMembers(ms, at, "type", "parentId"); err != nil {
				return out, err
			}
			v, ok := Get(ms, "parentId")
			if !ok {
				return out, Fieldf(at+".parentId", "%s.parentId must be stated: null for the root collections or a collection id", at)
			}
			if !IsNull(v) {
				s, isStr := String(v)
				if !isStr || s == "" {
					return out, Fieldf(at+".parentId", "%s.parentId must be null or a non-empty string", at)
				}
				sc.ID = &s
			}
		default:
			return out, Fieldf(at+".type", "%s.type must be request or collection", at)
		}
		out.Normalize = append(out.Normalize, sc)
	}
	seen := make(map[string]int, len(moves))
	for i, raw := range moves {
		at := fmt.Sprintf("moves[%d]", i)
		ms, err := Members(raw)
		if err != nil {
			return out, Fieldf(at, "%s must be an object", at)
		}
		typ, _ := String(valueOf(ms, "type"))
		mv := Move{Type: typ}
		owner := "collectionId"
		switch typ {
		case "request":
		case "collection":
			owner = "parentId"
		default:
			return out, Fieldf(at+".type", "%s.type must be request or collection", at)
		}
		if err := onlyMembers(ms, at, "type", "id", "order", owner); err != nil {
			return out, err
		}
		id, ok := String(valueOf(ms, "id"))
		if !ok || id == "" {
			return out, Fieldf(at+".id", "%s.id must be a non-empty string", at)
		}
		mv.ID = id
		o, ok := Int(valueOf(ms, "order"))
		if !ok || o < 0 || o > MaxOrder {
			return out, Fieldf(at+".order", "%s.order is required and must be an integer from 0 to %d", at, int64(MaxOrder))
		}
		mv.Order = o
		if v, ok := Get(ms, owner); ok {
			mv.OwnerSet = true
			if IsNull(v) {
				if typ == "request" {
					return out, Fieldf(at+".collectionId", "%s.collectionId cannot be null: a request always belongs to a collection", at)
				}
			} else {
				s, isStr := String(v)
				if !isStr || s == "" {
					return out, Fieldf(at+"."+owner, "%s.%s must be a non-empty string", at, owner)
				}
				mv.Owner = &s
			}
		}
		key := typ + "\x00" + id
		if j, dup := seen[key]; dup {
			return out, Fieldf(at+".id", "%s moves %s %s again (already moved by moves[%d]); a row appears at most once", at, typ, id, j)
		}
		seen[key] = i
		out.Moves = append(out.Moves, mv)
	}
	return out, nil
}

func optArray(p Patch, key string) ([]codec.RawMessage, error) {
	if p.State(key) != Value {
		return nil, nil
	}
	els, err := Elements(p[key])
	if err != nil {
		return nil, Fieldf(key, "%s must be an array or null", key)
	}
	return els, nil
}

func valueOf(ms []Member, key string) codec.RawMessage {
	v, _ := Get(ms, key)
	return v
}

func onlyMembers(ms []Member, at string, allowed ...string) error {
	for _, m := range ms {
		if !contains(allowed, m.Key) {
			return Fieldf(at+"."+m.Key, "%s has an unexpected member %q (allowed: %s)", at, m.Key, list(allowed))
		}
	}
	return nil
}

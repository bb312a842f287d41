package workspace

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// Lookup answers the questions a merge cannot answer from the row alone.
// The store's transaction implements it, so answers are consistent with the
// write that follows.
type Lookup interface {
	// NextCollectionOrder is one past the highest order among the live
	// children of parentID (nil = root), or 0 when there are none.
	NextCollectionOrder(parentID *string) (int64, error)
	// NextRequestOrder is one past the highest order among the live
	// requests of collectionID, or 0.
	NextRequestOrder(collectionID string) (int64, error)
	// CollectionExists reports whether a live collection has id.
	CollectionExists(id string) (bool, error)
	// IsDescendant reports whether id lies strictly beneath ancestorID.
	IsDescendant(ancestorID, id string) (bool, error)
	// SpecHash returns the stored hash of spec document specID.
	SpecHash(specID string) (hash string, ok bool, err error)
}

// ElementChecker validates and normalizes an elements array (the element
// registry implements it). onCollection is true for a collection's list.
type ElementChecker interface {
	CheckElements(raw codec.RawMessage, onCollection bool) (codec.RawMessage, error)
}

// Deps carries what a merge needs besides the patch and the current row.
type Deps struct {
	Lookup             Lookup
	Elements           ElementChecker
	DefaultHTTPVersion string // live config entry defaultHttpVersion
	Now                int64  // epoch milliseconds of the write
	MaxFieldBytes      int    // 0 means MaxFieldBytes
	// RequireFileSrc refuses a body given in the write whose file parts
	// lack src (CheckFileSources): set for POST/PUT /requests and inline
	// targets, not for imports, whose file rows may name no file yet.
	RequireFileSrc bool
}

func (d Deps) fieldCap() int {
	if d.MaxFieldBytes > 0 {
		return d.MaxFieldBytes
	}
	return MaxFieldBytes
}

// elements applies the absent/null/value rule to an elements field.
func (p Patch) elements(d Deps, create bool, cur codec.RawMessage, onCollection bool) (codec.RawMessage, error) {
	switch p.State("elements") {
	case Absent:
		if create {
			return codec.RawMessage("[]"), nil
		}
		return cur, nil
	case Null:
		return codec.RawMessage("[]"), nil
	}
	if KindOf(p["elements"]) != KindArray {
		return nil, Fieldf("elements", "elements must be an array, not %s", describe(p["elements"]))
	}
	if d.Elements == nil {
		return Compact(p["elements"]), nil
	}
	return d.Elements.CheckElements(p["elements"], onCollection)
}

// order resolves the order field per the spec's Ordering table.
// moved reports whether the parent changes in this write.
func (p Patch) order(create, moved bool, cur int64, appendAt func() (int64, error)) (int64, error) {
	switch p.State("order") {
	case Value:
		n, ok := Int(p["order"])
		if !ok || n < 0 || n > MaxOrder {
			return 0, Fieldf("order", "order must be an integer from 0 to %d", int64(MaxOrder))
		}
		return n, nil
	case Null:
		return appendOrder(appendAt)
	}
	if create || moved {
		return appendOrder(appendAt)
	}
	return cur, nil
}

// MaxOrder is the highest order: the largest integer a JSON number carries
// exactly (2^53-1), so every client reads back the order it wrote.
const MaxOrder = 1<<53 - 1

// appendOrder returns the append point appendAt gives, or a conflict when
// the siblings already hold MaxOrder (an append must never wrap to a
// negative order or past what JSON carries).
func appendOrder(appendAt func() (int64, error)) (int64, error) {
	n, err := appendAt()
	if err != nil {
		return 0, err
	}
	if n < 0 || n > MaxOrder {
		return 0, &ConflictError{Message: fmt.Sprintf("no order is left to append at: a sibling already holds the highest order %d; renumber the siblings with POST /reorder (normalize) or state an order", int64(MaxOrder))}
	}
	return n, nil
}

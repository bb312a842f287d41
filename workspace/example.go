package workspace

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
)

// Example limits.
const (
	MaxExampleBodyBytes   = 1 << 20 // an example body is at most 1 MiB
	MaxExamplesPerRequest = 100
)

// Example origins.
const (
	OriginImport = "import"
	OriginUser   = "user"
)

// Example is a saved response of a request, stored verbatim.
type Example struct {
	ID            string           `json:"id"`
	RequestID     string           `json:"requestId"`
	Name          string           `json:"name"`
	Status        int64            `json:"status"`
	Headers       codec.RawMessage `json:"headers"`
	Body          string           `json:"body"`
	ContentType   string           `json:"contentType"`
	Order         int64            `json:"order"`
	Origin        string           `json:"origin"`
	BodyTruncated bool             `json:"bodyTruncated"`
	CreatedAt     int64            `json:"createdAt"`
	UpdatedAt     int64            `json:"updatedAt"`
}

// ExampleLookup answers the append point of a request's examples.
type ExampleLookup interface {
	NextExampleOrder(requestID string) (int64, error)
}

// MergeExample applies patch p to cur (nil for a create of requestID's example).
// Nothing is resolved or rewritten: headers keep their order and repeated
// names, and the body is kept byte for byte.
func MergeExample(cur *Example, requestID string, p Patch, lk ExampleLookup, now int64) (Example, error) {
	create := cur == nil
	var next Example
	if create {
		if err := p.CheckCreate(); err != nil {
			return next, err
		}
		next = Example{ID: NewID(PrefixExample), RequestID: requestID, CreatedAt: now}
	} else {
		next = *cur
	}
	next.UpdatedAt = now
	var err error
	if next.Name, err = p.reqString("name", create, next.Name, false); err != nil {
		return next, err
	}
	switch p.State("status") {
	case Absent:
		if create {
			next.Status = 200
		}
	case Null:
		next.Status = 200
	case Value:
		n, ok := Int(p["status"])
		if !ok || n < 100 || n > 599 {
			return next, Fieldf("status", "status must be an integer from 100 to 599")
		}
		next.Status = n
	}
	if next.Headers, err = p.rawArray("headers", create, next.Headers); err != nil {
		return next, err
	}
	if p.State("headers") == Value {
		if next.Headers, err = rows("headers", next.Headers); err != nil {
			return next, err
		}
	}
	if next.Body, err = p.optString("body", create, next.Body, ""); err != nil {
		return next, err
	}
	if len(next.Body) > MaxExampleBodyBytes {
		return next, Fieldf("body", "body is %d bytes; an example body is at most %d bytes (1 MiB)", len(next.Body), MaxExampleBodyBytes)
	}
	if next.ContentType, err = p.optString("contentType", create, next.ContentType, ""); err != nil {
		return next, err
	}
	switch p.State("origin") {
	case Absent:
		if create {
			next.Origin = OriginImport
		}
	case Null:
		next.Origin = OriginImport
	case Value:
		s, _ := String(p["origin"])
		if s != OriginImport && s != OriginUser {
			return next, Fieldf("origin", "origin must be %s or %s", OriginImport, OriginUser)
		}
		next.Origin = s
	}
	switch p.State("bodyTruncated") {
	case Absent:
	case Null:
		next.BodyTruncated = false
	case Value:
		v, ok := Bool(p["bodyTruncated"])
		if !ok {
			return next, Fieldf("bodyTruncated", "bodyTruncated must be a boolean")
		}
		next.BodyTruncated = v
	}
	if next.Order, err = p.order(create, false, next.Order, func() (int64, error) {
		return lk.NextExampleOrder(requestID)
	}); err != nil {
		return next, err
	}
	return next, nil
}

// ExampleLimitError is the 409 for the 101st example of a request.
func ExampleLimitError(requestID string) error {
	return &ConflictError{Message: fmt.Sprintf("request %s already has %d examples, the most a request can hold", requestID, MaxExamplesPerRequest)}
}

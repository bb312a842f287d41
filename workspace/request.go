package workspace

import (
	"math"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Methods are the accepted request methods.
var Methods = []string{"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"}

// HTTPVersions are the accepted httpVersion values.
var HTTPVersions = []string{"auto", "http1.1", "http2"}

// MockResponseModes are the accepted mockResponseMode values.
var MockResponseModes = []string{"first", "fixed", "random"}

// Request is a stored request template.
type Request struct {
	ID               string           `json:"id"`
	CollectionID     string           `json:"collectionId"`
	Order            int64            `json:"order"`
	Name             string           `json:"name"`
	Description      string           `json:"description"`
	Method           string           `json:"method"`
	URL              string           `json:"url"`
	Params           codec.RawMessage `json:"params"`
	Headers          codec.RawMessage `json:"headers"`
	Body             codec.RawMessage `json:"body"`
	BodyType         string           `json:"bodyType"`
	Auth             codec.RawMessage `json:"auth"`
	Elements         codec.RawMessage `json:"elements"`
	FollowRedirects  bool             `json:"followRedirects"`
	MaxRedirects     int64            `json:"maxRedirects"`
	HTTPVersion      string           `json:"httpVersion"`
	VerifySSL        bool             `json:"verifySSL"`
	Stream           bool             `json:"stream"`
	SpecOperation    codec.RawMessage `json:"specOperation"`
	MethodSource     *string          `json:"methodSource"`
	MockResponseMode string           `json:"mockResponseMode"`
	MockExampleID    *string          `json:"mockExampleId"`
	TruncatedFields  []string         `json:"truncatedFields,omitempty"`
	CreatedAt        int64            `json:"createdAt"`
	UpdatedAt        int64            `json:"updatedAt"`
}

// Request field defaults (also substituted for oversized fields on list reads).
const (
	DefaultRequestAuth = `{"mode":"inherit"}`
	DefaultBody        = `{"mode":"none"}`
	DefaultRows        = `[]`
)

// MergeRequest applies patch p to cur (nil for a create).
func MergeRequest(cur *Request, p Patch, d Deps) (Request, error) {
	create := cur == nil
	var next Request
	if err := p.capMembers(d.fieldCap()); err != nil {
		return next, err
	}
	if create {
		if err := p.CheckCreate(); err != nil {
			return next, err
		}
		next = Request{ID: NewID(PrefixRequest), CreatedAt: d.Now}
	} else {
		next = *cur
	}
	next.UpdatedAt = d.Now
	if err := checkLegacyScripts(p); err != nil {
		return next, err
	}
	var err error

	moved := false
	if p.State("collectionId") != Absent || create {
		cid, err := p.reqString("collectionId", create, next.CollectionID, false)
		if err != nil {
			return next, err
		}
		ok, err := d.Lookup.CollectionExists(cid)
		if err != nil {
			return next, err
		}
		if !ok {
			return next, Fieldf("collectionId", "collectionId %q does not name a stored collection", cid)
		}
		moved = !create && cid != next.CollectionID
		next.CollectionID = cid
	}
	if next.Name, err = p.reqString("name", create, next.Name, false); err != nil {
		return next, err
	}
	if next.Description, err = p.optString("description", create, next.Description, ""); err != nil {
		return next, err
	}
	if next.Method, err = p.reqString("method", create, next.Method, false); err != nil {
		return next, err
	}
	if !contains(Methods, next.Method) {
		return next, Fieldf("method", "method %q is not one of %s", next.Method, list(Methods))
	}
	if next.URL, err = p.reqString("url", create, next.URL, true); err != nil {
		return next, err
	}
	if next.Order, err = p.order(create, moved, next.Order, func() (int64, error) {
		return d.Lookup.NextRequestOrder(next.CollectionID)
	}); err != nil {
		return next, err
	}
	for _, f := range []struct {
		name string
		dst  *codec.RawMessage
	}{{"params", &next.Params}, {"headers", &next.Headers}} {
		v, err := p.rawArray(f.name, create, *f.dst)
		if err != nil {
			return next, err
		}
		if p.State(f.name) == Value {
			if v, err = rows(f.name, v); err != nil {
				return next, err
			}
		}
		*f.dst = v
	}
	if next.Body, err = p.object("body", create, next.Body, DefaultBody); err != nil {
		return next, err
	}
	if next.Body, next.BodyType, err = NormalizeBody(next.Body); err != nil {
		return next, err
	}
	if d.RequireFileSrc && p.State("body") == Value {
		if err := CheckFileSources(next.Body); err != nil {
			return next, err
		}
	}
	if next.Auth, err = p.auth(create, next.Auth, DefaultRequestAuth, true); err != nil {
		return next, err
	}
	if next.Elements, err = p.elements(d, create, next.Elements, false); err != nil {
		return next, err
	}
	next.FollowRedirects = p.lenientBool("followRedirects", create, next.FollowRedirects, true)
	next.VerifySSL = p.lenientBool("verifySSL", create, next.VerifySSL, true)
	next.Stream = p.lenientBool("stream", create, next.Stream, false)
	next.MaxRedirects = p.maxRedirects(create, next.MaxRedirects)
	if next.HTTPVersion, err = p.httpVersion(create, next.HTTPVersion, d.DefaultHTTPVersion); err != nil {
		return next, err
	}
	if next.SpecOperation, err = p.specOperation(create, next.SpecOperation); err != nil {
		return next, err
	}
	if next.MethodSource, err = p.nullableEnum("methodSource", create, next.MethodSource, []string{"graphql"}); err != nil {
		return next, err
	}
	switch p.State("mockResponseMode") {
	case Absent:
		if create {
			next.MockResponseMode = "first"
		}
	case Null:
		next.MockResponseMode = "first"
	case Value:
		s, _ := String(p["mockResponseMode"])
		if !contains(MockResponseModes, s) {
			return next, Fieldf("mockResponseMode", "mockResponseMode must be one of %s", list(MockResponseModes))
		}
		next.MockResponseMode = s
	}
	if next.MockExampleID, err = p.nullableEnum("mockExampleId", create, next.MockExampleID, nil); err != nil {
		return next, err
	}
	for _, f := range []struct {
		name string
		v    codec.RawMessage
	}{{"params", next.Params}, {"headers", next.Headers}, {"body", next.Body}, {"auth", next.Auth}} {
		// Only a value this write states is capped: a kept value may be a
		// row written before the cap, which stays editable.
		if p.State(f.name) != Value {
			continue
		}
		if err := capField(f.name, f.v, d.fieldCap()); err != nil {
			return next, err
		}
	}
	return next, nil
}

func (p Patch) rawArray(key string, create bool, cur codec.RawMessage) (codec.RawMessage, error) {
	switch p.State(key) {
	case Absent:
		if create {
			return codec.RawMessage(DefaultRows), nil
		}
		return cur, nil
	case Null:
		return codec.RawMessage(DefaultRows), nil
	}
	if KindOf(p[key]) != KindArray {
		return nil, Fieldf(key, "%s must be an array of {key, value, enabled}, not %s", key, describe(p[key]))
	}
	return p[key], nil
}

func (p Patch) maxRedirects(create bool, cur int64) int64 {
	switch p.State("maxRedirects") {
	case Absent:
		if create {
			return 10
		}
		return cur
	case Null:
		return 10
	}
	// Any whole number clamps, however large; a non-integer is ignored.
	f, ok := Number(p["maxRedirects"])
	if !ok || f != math.Trunc(f) {
		if create {
			return 10
		}
		return cur
	}
	return int64(min(max(f, 0), 100))
}

func (p Patch) httpVersion(create bool, cur, live string) (string, error) {
	if live == "" {
		live = "auto"
	}
	switch p.State("httpVersion") {
	case Absent:
		if create {
			return live, nil
		}
		return cur, nil
	case Null:
		return live, nil
	}
	s, ok := String(p["httpVersion"])
	if !ok || !contains(HTTPVersions, s) {
		return "", Fieldf("httpVersion", "httpVersion must be one of %s", list(HTTPVersions))
	}
	return s, nil
}

// nullableEnum reads a null-or-string field; allowed nil means any non-empty string.
func (p Patch) nullableEnum(key string, create bool, cur *string, allowed []string) (*string, error) {
	switch p.State(key) {
	case Absent:
		if create {
			return nil, nil
		}
		return cur, nil
	case Null:
		return nil, nil
	}
	s, ok := String(p[key])
	if !ok || s == "" || (allowed != nil && !contains(allowed, s)) {
		if allowed != nil {
			return nil, Fieldf(key, "%s must be null or one of %s", key, list(allowed))
		}
		return nil, Fieldf(key, "%s must be null or a non-empty string", key)
	}
	return &s, nil
}

func (p Patch) specOperation(create bool, cur codec.RawMessage) (codec.RawMessage, error) {
	switch p.State("specOperation") {
	case Absent:
		if create || cur == nil {
			return codec.RawMessage("null"), nil
		}
		return cur, nil
	case Null:
		return codec.RawMessage("null"), nil
	}
	ms, err := Members(p["specOperation"])
	if err != nil {
		return nil, Fieldf("specOperation", "specOperation must be null or an object {method, path, operationId}")
	}
	m, _ := Get(ms, "method")
	if s, ok := String(m); !ok || strings.TrimSpace(s) == "" {
		return nil, Fieldf("specOperation.method", "specOperation.method is required and must be a non-empty string")
	}
	pa, _ := Get(ms, "path")
	if s, ok := String(pa); !ok || !strings.HasPrefix(s, "/") {
		return nil, Fieldf("specOperation.path", "specOperation.path is required and must start with /")
	}
	if op, ok := Get(ms, "operationId"); ok && !IsNull(op) {
		if _, isStr := String(op); !isStr {
			return nil, Fieldf("specOperation.operationId", "specOperation.operationId must be a string")
		}
	}
	return Object(ms), nil
}

package sender

import (
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// ComposeInput is everything a send is composed from.
type ComposeInput struct {
	Request     workspace.Request      // the stored (or inline) template
	Chain       []workspace.Collection // the request's collection chain, root first, its own collection last
	Globals     Vars
	Environment Vars   // the active (or chosen) environment; nil for none
	Extra       []Vars // higher layers, lowest first: a data row, values set by scripts
}

// Composed is an execute-ready request and what composing it found.
type Composed struct {
	Request Request
	// Unresolved lists the {{names}} no layer defines, left as written.
	Unresolved []string
	// AuthFrom names where the auth came from: "request", a collection id,
	// or "" when no auth applies.
	AuthFrom string
	// Elements is the effective element list, collection elements first
	// (outermost first) then the request's, without those an
	// inherit.disable element turned off.
	Elements []codec.RawMessage
}

// Compose resolves variables and inherited auth. It reads no IO.
func Compose(in ComposeInput) (Composed, error) {
	layers := []Vars{in.Globals}
	for _, c := range in.Chain {
		layers = append(layers, VarsFromJSON(c.Variables))
	}
	if in.Environment != nil {
		layers = append(layers, in.Environment)
	}
	layers = append(layers, in.Extra...)
	scope := NewScope(layers...)

	var out Composed
	un := &out.Unresolved
	r := in.Request
	req := Request{
		Method:          r.Method,
		URL:             scope.Resolve(r.URL, un),
		FollowRedirects: r.FollowRedirects,
		MaxRedirects:    int(r.MaxRedirects),
		HTTPVersion:     r.HTTPVersion,
		VerifySSL:       r.VerifySSL,
		Stream:          r.Stream,
	}
	headers, err := EnabledHeaders(r.Headers)
	if err != nil {
		return out, fmt.Errorf("compose headers: %w", err)
	}
	for _, h := range headers {
		req.Headers = append(req.Headers, Header{Key: scope.Resolve(h.Key, un), Value: scope.Resolve(h.Value, un)})
	}
	body := r.Body
	if len(body) == 0 {
		body = codec.RawMessage(workspace.DefaultBody)
	}
	if req.Body, err = resolveJSON(body, scope, un); err != nil {
		return out, fmt.Errorf("compose body: %w", err)
	}
	auth, from, err := inheritedAuth(r.Auth, in.Chain)
	if err != nil {
		return out, err
	}
	out.AuthFrom = from
	if auth != nil {
		if req.Auth, err = resolveJSON(auth, scope, un); err != nil {
			return out, fmt.Errorf("compose auth: %w", err)
		}
	}
	out.Elements = effectiveElements(in.Chain, r.Elements)
	out.Request = req
	return out, nil
}

// EnabledHeaders reads the enabled rows of a stored headers array as they
// are written, {{variables}} unresolved (raw empty: none). A row without
// "enabled", or with a non-boolean one, counts as enabled.
func EnabledHeaders(raw codec.RawMessage) ([]Header, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	items, err := workspace.Elements(raw)
	if err != nil {
		return nil, err
	}
	var out []Header
	for _, it := range items {
		ms, err := workspace.Members(it)
		if err != nil {
			return nil, err
		}
		if e, ok := workspace.Get(ms, "enabled"); ok {
			if on, isBool := workspace.Bool(e); isBool && !on {
				continue
			}
		}
		k, _ := workspace.Get(ms, "key")
		v, _ := workspace.Get(ms, "value")
		ks, _ := workspace.String(k)
		vs, _ := workspace.String(v)
		out = append(out, Header{Key: ks, Value: vs})
	}
	return out, nil
}

// resolveJSON resolves variables in every string of a JSON value, keeping
// member order and everything else byte for byte.
func resolveJSON(raw codec.RawMessage, scope *Scope, un *[]string) (codec.RawMessage, error) {
	switch workspace.KindOf(raw) {
	case workspace.KindString:
		s, _ := workspace.String(raw)
		return workspace.Quote(scope.Resolve(s, un)), nil
	case workspace.KindObject:
		ms, err := workspace.Members(raw)
		if err != nil {
			return nil, err
		}
		for i := range ms {
			if ms[i].Value, err = resolveJSON(ms[i].Value, scope, un); err != nil {
				return nil, err
			}
		}
		return workspace.Object(ms), nil
	case workspace.KindArray:
		items, err := workspace.Elements(raw)
		if err != nil {
			return nil, err
		}
		for i := range items {
			if items[i], err = resolveJSON(items[i], scope, un); err != nil {
				return nil, err
			}
		}
		return workspace.Array(items), nil
	}
	return raw, nil
}

// authMode reads auth.mode ("" when absent or malformed).
func authMode(raw codec.RawMessage) string {
	ms, err := workspace.Members(raw)
	if err != nil {
		return ""
	}
	v, _ := workspace.Get(ms, "mode")
	s, _ := workspace.String(v)
	return s
}

// inheritedAuth resolves a request's auth: inherit walks the collection
// chain from the leaf up; a collection's none is transparent, its noauth is
// terminal (no auth for everything beneath). It returns nil for no auth.
func inheritedAuth(auth codec.RawMessage, chain []workspace.Collection) (codec.RawMessage, string, error) {
	switch authMode(auth) {
	case "", "none", "noauth":
		return nil, "", nil
	case "inherit":
	default:
		return auth, "request", nil
	}
	for i := len(chain) - 1; i >= 0; i-- {
		switch authMode(chain[i].Auth) {
		case "", "none":
			continue
		case "noauth":
			return nil, "", nil
		default:
			return chain[i].Auth, chain[i].ID, nil
		}
	}
	return nil, "", nil
}

// effectiveElements lists collection elements outermost first, then the
// request's, dropping every element an inherit.disable names by id.
func effectiveElements(chain []workspace.Collection, own codec.RawMessage) []codec.RawMessage {
	var all []codec.RawMessage
	for _, c := range chain {
		if items, err := workspace.Elements(c.Elements); err == nil {
			all = append(all, items...)
		}
	}
	if items, err := workspace.Elements(own); err == nil {
		all = append(all, items...)
	}
	disabled := map[string]bool{}
	for _, el := range all {
		ms, err := workspace.Members(el)
		if err != nil {
			continue
		}
		if k, _ := workspace.String(valueOf(ms, "kind")); k != "inherit.disable" {
			continue
		}
		if on, ok := workspace.Bool(valueOf(ms, "enabled")); ok && !on {
			continue
		}
		cfg, err := workspace.Members(valueOf(ms, "config"))
		if err != nil {
			continue
		}
		if id, ok := workspace.String(valueOf(cfg, "elementId")); ok {
			disabled[id] = true
		}
	}
	var out []codec.RawMessage
	for _, el := range all {
		ms, err := workspace.Members(el)
		if err != nil {
			continue
		}
		if id, ok := workspace.String(valueOf(ms, "id")); ok && disabled[id] {
			continue
		}
		out = append(out, el)
	}
	return out
}

func valueOf(ms []workspace.Member, key string) codec.RawMessage {
	v, _ := workspace.Get(ms, key)
	return v
}

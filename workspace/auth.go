package workspace

import (
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// AuthModes are the accepted auth.mode values. inherit is for requests only.
var AuthModes = []string{"none", "noauth", "inherit", "bearer", "basic", "apikey", "oauth2", "aws", "digest", "ntlm", "oauth1", "hawk", "edgegrid"}

// auth validates an auth object; forRequest allows inherit.
func (p Patch) auth(create bool, cur codec.RawMessage, def string, forRequest bool) (codec.RawMessage, error) {
	v, err := p.object("auth", create, cur, def)
	if err != nil || p.State("auth") != Value {
		return v, err
	}
	ms, err := Members(v)
	if err != nil {
		return nil, Fieldf("auth", "auth must be an object")
	}
	raw, ok := Get(ms, "mode")
	mode, isStr := String(raw)
	if !ok || !isStr {
		return nil, Fieldf("auth.mode", "auth.mode must be one of %s", list(AuthModes))
	}
	if mode == "inherit" && !forRequest {
		return nil, Fieldf("auth.mode", "a collection's auth cannot be inherit: use none (transparent) or noauth (terminal)")
	}
	if !contains(AuthModes, mode) {
		return nil, Fieldf("auth.mode", "auth.mode %q is not one of %s", mode, list(AuthModes))
	}
	if mode == "apikey" {
		if raw, ok := Get(ms, "in"); ok {
			if in, _ := String(raw); in != "header" && in != "query" {
				return nil, Fieldf("auth.in", "auth.in must be header or query")
			}
		}
	}
	return v, nil
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func list(xs []string) string {
	return strings.Join(xs, ", ")
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

package compat

import (
	"bytes"
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Rewrite points a Postman collection (v2.0 or v2.1, a leading UTF-8 BOM
// allowed) at base (http://127.0.0.1:port): every postman-echo.com address
// in any string (urls, scripts, bodies) becomes base, and a structured url
// object ({raw, protocol, host, path, ...}) whose raw names postman-echo
// becomes its rewritten raw string, since Newman builds the address from
// the object's parts, not from raw. The collection's meaning is otherwise
// kept; object members come out in sorted order, which neither runner
// reads.
func Rewrite(collection []byte, base string) ([]byte, error) {
	return RewriteHosts(collection, map[string]string{"https://postman-echo.com": base, "http://postman-echo.com": base}, "")
}

// requestHost matches the scheme (optional, as Postman allows) and host of
// a request URL.
var requestHost = regexp.MustCompile(`^((?:https?://)?)([A-Za-z0-9.-]+\.[A-Za-z]+(?::[0-9]+)?|localhost:[0-9]+)`)

// RewriteHosts is Rewrite with a table: each key of hosts (an address
// prefix such as https://postman-echo.com, or a bare host:port) is
// replaced by its value in every string of the collection but its info.
// When other is not empty (http://127.0.0.1:port), the host of every
// request URL the table does not name is sent there too, so that a
// collection written against any public service runs on loopback; the
// replacement keeps a scheme-less URL scheme-less.
func RewriteHosts(collection []byte, hosts map[string]string, other string) ([]byte, error) {
	collection = bytes.TrimPrefix(collection, []byte("\xef\xbb\xbf"))
	var v any
	if err := codec.UnmarshalNumbers(collection, &v); err != nil {
		return nil, fmt.Errorf("read the collection: %w", err)
	}
	table := make(map[string]string, len(hosts))
	for k, val := range hosts {
		table[k] = val
	}
	if other != "" {
		for _, raw := range requestURLs(v, nil) {
			m := requestHost.FindStringSubmatch(raw)
			if m == nil || covered(table, m[0]) || strings.HasPrefix(m[2], "127.0.0.1") {
				continue
			}
			if m[1] == "" {
				table[m[0]] = strings.TrimPrefix(other, "http://")
			} else {
				table[m[0]] = other
			}
		}
	}
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	// Longest first, so that https://h is replaced before a bare h.
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	r := rewriter{keys: keys, table: table}
	if top, ok := v.(map[string]any); ok {
		for k, val := range top {
			if k != "info" {
				top[k] = r.rewrite(val)
			}
		}
	}
	b, err := codec.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// covered reports whether the table already rewrites the address a.
func covered(table map[string]string, a string) bool {
	for k := range table {
		if strings.Contains(a, k) {
			return true
		}
	}
	return false
}

// requestURLs lists the raw URL of every request of the collection tree.
func requestURLs(v any, out []string) []string {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			out = requestURLs(e, out)
		}
	case map[string]any:
		if req, ok := x["request"].(map[string]any); ok {
			switch u := req["url"].(type) {
			case string:
				out = append(out, u)
			case map[string]any:
				if raw, ok := u["raw"].(string); ok {
					out = append(out, raw)
				}
			}
		}
		if req, ok := x["request"].(string); ok {
			out = append(out, req)
		}
		out = requestURLs(x["item"], out)
	}
	return out
}

type rewriter struct {
	keys  []string
	table map[string]string
}

func (r rewriter) str(s string) string {
	for _, k := range r.keys {
		s = strings.ReplaceAll(s, k, r.table[k])
	}
	return s
}

func (r rewriter) rewrite(v any) any {
	switch x := v.(type) {
	case string:
		return r.str(x)
	case []any:
		for i := range x {
			x[i] = r.rewrite(x[i])
		}
		return x
	case map[string]any:
		for k, val := range x {
			if u, ok := val.(map[string]any); ok && k == "url" {
				if raw, ok := u["raw"].(string); ok {
					if s := r.str(raw); s != raw {
						x[k] = s
						continue
					}
				}
			}
			x[k] = r.rewrite(val)
		}
		return x
	}
	return v
}

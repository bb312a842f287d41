package compat

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// echoHosts are the addresses Rewrite replaces by the echo target's.
var echoHosts = []string{"https://postman-echo.com", "http://postman-echo.com"}

// Rewrite points a Postman collection (v2.0 or v2.1, a leading UTF-8 BOM
// allowed) at base (http://127.0.0.1:port): every postman-echo.com address
// in any string (urls, scripts, bodies) becomes base, and a structured url
// object ({raw, protocol, host, path, ...}) whose raw names postman-echo
// becomes its rewritten raw string, since Newman builds the address from
// the object's parts, not from raw. The collection's meaning is otherwise
// kept; object members come out in sorted order, which neither runner
// reads.
func Rewrite(collection []byte, base string) ([]byte, error) {
	collection = bytes.TrimPrefix(collection, []byte("\xef\xbb\xbf"))
	var v any
	if err := codec.UnmarshalNumbers(collection, &v); err != nil {
		return nil, fmt.Errorf("read the collection: %w", err)
	}
	v = rewrite(v, base)
	b, err := codec.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

func rewrite(v any, base string) any {
	switch x := v.(type) {
	case string:
		for _, h := range echoHosts {
			x = strings.ReplaceAll(x, h, base)
		}
		return x
	case []any:
		for i := range x {
			x[i] = rewrite(x[i], base)
		}
		return x
	case map[string]any:
		for k, val := range x {
			if u, ok := val.(map[string]any); ok && k == "url" {
				if raw, ok := u["raw"].(string); ok && strings.Contains(raw, "postman-echo.com") {
					x[k] = rewrite(raw, base)
					continue
				}
			}
			x[k] = rewrite(val, base)
		}
		return x
	}
	return v
}

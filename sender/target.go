package sender

import (
	"fmt"
	"net/url"
	"strings"
)

// WithScheme returns raw with http:// in front when it names no scheme
// (postman-echo.com/get, localhost:4041, //host/path), as Postman sends
// such a URL; a URL with a scheme, of any kind, is returned as it is.
func WithScheme(raw string) string {
	if hasScheme(raw) {
		return raw
	}
	if strings.HasPrefix(raw, "//") {
		return "http:" + raw
	}
	return "http://" + raw
}

// hasScheme reports whether raw starts with a scheme and "://" (RFC 3986:
// a letter, then letters, digits, +, - or .).
func hasScheme(raw string) bool {
	i := strings.Index(raw, "://")
	if i <= 0 {
		return false
	}
	for j, c := range []byte(raw[:i]) {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case j > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}

type target struct {
	*url.URL
	host, port    string
	requestTarget string // path and query exactly as written
}

// parseTarget splits the URL for dialing and keeps the request target as
// written: the path and query go on the wire byte for byte, except bytes
// that cannot appear in an HTTP request line (space, controls, non-ASCII),
// which are percent-encoded.
func parseTarget(raw string) (target, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		msg := fmt.Sprintf("%q is not an absolute http or https URL", raw)
		return target{}, &SendError{Code: CodeInvalidURL, Message: msg, Err: err}
	}
	t := target{URL: u, host: u.Hostname(), port: u.Port()}
	if t.port == "" {
		t.port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	rest := raw[strings.Index(raw, "://")+3:]
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i] // first: a fragment may hold a / or a ?
	}
	if i := strings.IndexAny(rest, "/?"); i >= 0 {
		rest = rest[i:]
	} else {
		rest = "/"
	}
	if strings.HasPrefix(rest, "?") {
		rest = "/" + rest
	}
	var b strings.Builder
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if c <= ' ' || c >= 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	t.requestTarget = b.String()
	return t, nil
}

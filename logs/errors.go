package logs

import (
	"errors"
	"log/slog"
	"net/url"
	"reflect"
	"strconv"
	"strings"
)

// maxUnwrap bounds the walks down an error chain.
const maxUnwrap = 32

// errObject is the err property of a line.
type errObject struct {
	Name    string `json:"name"`
	Message string `json:"message"`
	Stack   string `json:"stack,omitempty"`
}

// Err returns the err attribute: an object with the error's name, its
// sanitized message and, when an error in the chain has a Stack() string
// method, its stack. A nil err gives an empty attribute, which writes
// nothing.
//
// The name is the Go type of the innermost meaningful error: the wrappers
// of fmt.Errorf are looked through and the plain errors of errors.New and
// fmt.Errorf are named "error", so *url.Error gives "url.Error" and
// fmt.Errorf("dial: %w", opErr) gives "net.OpError". In the message every
// URL, including the URL of each *url.Error in the chain, is reduced to
// scheme://host/path: no userinfo, query or fragment is written.
func Err(err error) slog.Attr {
	if err == nil {
		return slog.Attr{}
	}
	return slog.Any(keyErr, newErrObject(err))
}

func newErrObject(err error) errObject {
	o := errObject{Name: errName(err), Message: errMessage(err)}
	walk(err, 0, func(e error) {
		if s, ok := e.(interface{ Stack() string }); ok && o.Stack == "" {
			o.Stack = safeString(s.Stack)
		}
	})
	return o
}

// errName names the innermost meaningful error of err's chain.
func errName(err error) string {
	for range maxUnwrap {
		switch reflect.TypeOf(err).String() {
		case "*errors.errorString":
			return "error"
		case "*fmt.wrapError":
			next := errors.Unwrap(err)
			if next == nil {
				return "error"
			}
			err = next
			continue
		case "*fmt.wrapErrors", "*errors.joinError":
			u, ok := err.(interface{ Unwrap() []error })
			if !ok {
				return "error"
			}
			errs := u.Unwrap()
			if len(errs) != 1 || errs[0] == nil {
				return "error"
			}
			err = errs[0]
			continue
		}
		return strings.TrimLeft(reflect.TypeOf(err).String(), "*")
	}
	return "error"
}

// errMessage returns err's message with every URL reduced to
// scheme://host/path.
func errMessage(err error) string {
	msg := safeString(err.Error)
	walk(err, 0, func(e error) {
		ue, ok := e.(*url.Error) //nolint:errorlint // walk visits every error of the chain: this looks at one link, as errors.As cannot
		if !ok || ue == nil || ue.URL == "" {
			return
		}
		clean := sanitizeURL(ue.URL)
		// url.Error quotes its URL with %q; replace the quoted form first
		// so that escaped characters are matched too.
		msg = strings.ReplaceAll(msg, strconv.Quote(ue.URL), strconv.Quote(clean))
		msg = strings.ReplaceAll(msg, ue.URL, clean)
	})
	return sanitizeURLs(msg)
}

// walk calls fn on err and on every error of its chain, outermost first,
// both kinds of Unwrap included. It does not unwrap a nil pointer.
func walk(err error, depth int, fn func(error)) {
	if err == nil || depth >= maxUnwrap {
		return
	}
	fn(err)
	if v := reflect.ValueOf(err); v.Kind() == reflect.Pointer && v.IsNil() {
		return
	}
	switch u := err.(type) { //nolint:errorlint // this is the unwrapping errors.As would do, one link at a time
	case interface{ Unwrap() error }:
		walk(u.Unwrap(), depth+1, fn)
	case interface{ Unwrap() []error }:
		for _, e := range u.Unwrap() {
			walk(e, depth+1, fn)
		}
	}
}

// safeString calls f, turning a panic, as from the Error method of a typed
// nil pointer, into "<nil>".
func safeString(f func() string) (s string) {
	defer func() {
		if recover() != nil {
			s = "<nil>"
		}
	}()
	return f()
}

// sanitizeURLs reduces every scheme://... URL in s to scheme://host/path.
// A URL ends at white space, a quote, '<', '>' or '`'.
func sanitizeURLs(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	var b strings.Builder
	rest := s
	for {
		i := strings.Index(rest, "://")
		if i < 0 {
			break
		}
		start := i
		for start > 0 && isSchemeByte(rest[start-1]) {
			start--
		}
		for start < i && !isLetter(rest[start]) {
			start++
		}
		end := i + len("://")
		for end < len(rest) && !isURLEnd(rest[end]) {
			end++
		}
		if start == i {
			// No scheme: keep the text up to and including "://".
			b.WriteString(rest[:end])
		} else {
			b.WriteString(rest[:start])
			b.WriteString(sanitizeURL(rest[start:end]))
		}
		rest = rest[end:]
	}
	b.WriteString(rest)
	return b.String()
}

// sanitizeURL reduces a URL to scheme://host/path, dropping userinfo,
// query and fragment. It works on the text, so it also cleans what
// url.Parse rejects.
func sanitizeURL(raw string) string {
	prefix, rest := "", raw
	if i := strings.Index(raw, "://"); i >= 0 {
		prefix, rest = raw[:i+len("://")], raw[i+len("://"):]
	}
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	authority := rest
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		authority = rest[:i]
	}
	if at := strings.LastIndexByte(authority, '@'); at >= 0 {
		rest = rest[at+1:]
	} else if at := strings.LastIndexByte(rest, '@'); at >= 0 && badPort(authority) {
		// "user:pa/ss@host": a password holding a slash.
		rest = rest[at+1:]
	}
	return prefix + rest
}

// badPort reports whether authority has a ':' followed by something that
// is not a port, as the "user:pa" of "user:pa/ss@host" has.
func badPort(authority string) bool {
	i := strings.LastIndexByte(authority, ':')
	if i < 0 || strings.HasSuffix(authority, "]") {
		return false
	}
	port := authority[i+1:]
	for j := 0; j < len(port); j++ {
		if port[j] < '0' || port[j] > '9' {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isSchemeByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'
}

func isURLEnd(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\f', '\v', '"', '\'', '<', '>', '`':
		return true
	}
	return c < 0x20
}

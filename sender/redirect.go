package sender

import (
	"net/url"
	"strings"
)

// The one redirect policy. Every path that follows a redirect (a single
// send, a collection run's steps, both load paths in loadcore) asks
// Redirect what the next hop sends, so the rules below exist once:
//
//   - 301 and 302: a POST becomes a GET without its body; every other
//     method is kept, with its body (browsers and curl do the same).
//   - 303: every method but HEAD becomes a GET; no body goes along.
//   - 307 and 308: the method and the body are kept.
//   - A hop that drops the body drops the headers that describe it
//     (Content-Type, Content-Length, Transfer-Encoding and the Fetch
//     standard's request-body headers Content-Encoding, Content-Language
//     and Content-Location).
//   - A hop to another origin (scheme, host or port differs, compared as
//     browsers and curl do: the scheme and host case-insensitively, an
//     absent port as the scheme's default) drops the credentials:
//     Authorization, Proxy-Authorization and a declared Cookie, and a
//     declared Host, which names the old authority. A cookie jar adds its
//     own cookies for each hop's URL after the policy, so jar cookies are
//     never carried from one hop to the next, only looked up anew.
//
// Once dropped, a header stays dropped: each hop starts from the headers
// the previous hop kept.

// Hop is what the next request of a redirect chain sends.
type Hop struct {
	// Method is the next request's method.
	Method string
	// Headers are the headers the next request keeps, in their order.
	// When the policy drops none it is the slice Redirect was given;
	// otherwise it is a new slice. The given slice is never changed.
	Headers []Header
	// Body reports whether the request body goes along.
	Body bool
}

// IsRedirect reports whether status is a redirect a client follows: 301,
// 302, 303, 307 or 308.
func IsRedirect(status int) bool {
	switch status {
	case 301, 302, 303, 307, 308:
		return true
	}
	return false
}

// Redirect returns what follows a status redirect of a method request
// from the URL from to the URL to (the Location resolved against from),
// given the headers that request declared (jar cookies excluded). It is
// pure and reads nothing else. A status IsRedirect does not report keeps
// the method and the body, as a 307 does. Redirect allocates only when it
// drops a header.
func Redirect(status int, method string, from, to *url.URL, headers []Header) Hop {
	h := Hop{Method: method, Headers: headers, Body: true}
	switch status {
	case 301, 302:
		if method == "POST" {
			h.Method, h.Body = "GET", false
		}
	case 303:
		if method != "HEAD" {
			h.Method = "GET"
		}
		h.Body = false
	}
	cross := !SameOrigin(from, to)
	if h.Body && !cross {
		return h
	}
	for i, hd := range headers {
		if !drops(hd.Key, h.Body, cross) {
			continue
		}
		// The first dropped header: copy what precedes it, filter the rest.
		out := make([]Header, i, len(headers)-1)
		copy(out, headers[:i])
		for _, rest := range headers[i+1:] {
			if !drops(rest.Key, h.Body, cross) {
				out = append(out, rest)
			}
		}
		h.Headers = out
		break
	}
	return h
}

// SameOrigin reports whether a and b have one origin: the same scheme,
// host and port, the scheme and host compared case-insensitively and an
// absent port read as the scheme's default (80 for http, 443 for https).
// 127.0.0.1 and localhost are different hosts.
func SameOrigin(a, b *url.URL) bool {
	return strings.EqualFold(a.Scheme, b.Scheme) &&
		strings.EqualFold(a.Hostname(), b.Hostname()) &&
		effectivePort(a) == effectivePort(b)
}

func effectivePort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	}
	return ""
}

// drops reports whether a hop drops the header name: one that describes
// a body the hop does not send, or one that carries the credentials (or
// the authority) of another origin.
func drops(name string, body, cross bool) bool {
	return (!body && oneOf(name, "Content-Type", "Content-Length", "Transfer-Encoding", "Content-Encoding", "Content-Language", "Content-Location")) ||
		(cross && oneOf(name, "Authorization", "Proxy-Authorization", "Cookie", "Host"))
}

// oneOf reports whether name is one of names, case-insensitively.
func oneOf(name string, names ...string) bool {
	for _, n := range names {
		if strings.EqualFold(name, n) {
			return true
		}
	}
	return false
}

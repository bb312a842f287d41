// Package hostguard is the one rule that keeps web pages away from the
// engine's loopback servers (the management API and the MCP tool server's
// HTTP transport): every Host a request names must be the loopback address
// with the server's port, and every Origin it carries must be one of those
// too. It checks every occurrence of both headers, so a second Host or
// Origin cannot slip past a check of the first, and it refuses a Host with
// userinfo (evil.com@127.0.0.1:9876), which some parsers strip.
package hostguard

import (
	"bytes"
	"errors"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// Sentinel errors of Check; both mean 403.
var (
	// ErrHost is a request whose Host header (any of them, or the
	// authority of an absolute request target) is not an accepted value.
	ErrHost = errors.New("the Host header must name this server on the loopback interface")
	// ErrOrigin is a request carrying an Origin that is not this server.
	ErrOrigin = errors.New("requests from web pages of other origins are refused")
)

// Loopback returns the accepted Host values for a server on port: the
// loopback address, localhost and [::1], each with the port.
func Loopback(port int) [][]byte {
	p := strconv.Itoa(port)
	return [][]byte{[]byte("127.0.0.1:" + p), []byte("localhost:" + p), []byte("[::1]:" + p)}
}

// Check reports whether a request may be served. allowed are the accepted
// Host values (Loopback); hosts are every Host value the request carries
// (none is refused: HTTP/1.1 requires one); origins every Origin value,
// each of which must be http:// followed by an accepted Host. Values are
// compared whole and case-insensitively, so userinfo, a path or a second
// port never matches.
func Check(allowed, hosts, origins [][]byte) error {
	if len(hosts) == 0 {
		return ErrHost
	}
	for _, h := range hosts {
		if !accepted(allowed, h) {
			return ErrHost
		}
	}
	for _, o := range origins {
		rest, ok := cutPrefixFold(o, "http://")
		if !ok || !accepted(allowed, rest) {
			return ErrOrigin
		}
	}
	return nil
}

// Headers returns every value of the Host and Origin headers in raw, an
// HTTP/1.x header block (request line optional, lines ending in CRLF or
// LF), in the order they appear. A header name is matched
// case-insensitively and its value trimmed of spaces and tabs.
func Headers(raw []byte) (hosts, origins [][]byte) {
	for len(raw) > 0 {
		var line []byte
		line, raw, _ = bytes.Cut(raw, []byte("\n"))
		line = bytes.TrimSuffix(line, []byte("\r"))
		name, value, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			continue
		}
		value = bytes.Trim(value, " \t")
		switch {
		case bytes.EqualFold(name, []byte("Host")):
			hosts = append(hosts, value)
		case bytes.EqualFold(name, []byte("Origin")):
			origins = append(origins, value)
		}
	}
	return hosts, origins
}

// Request returns every Host a request names and every Origin it carries:
// the Host and Origin headers of raw (its header block as received), the
// parsed host when raw has no Host line, and the authority of target (the
// request target) when it is in absolute form. Check takes them as they
// are.
func Request(raw, host, target []byte) (hosts, origins [][]byte) {
	hosts, origins = Headers(raw)
	if len(hosts) == 0 && len(host) > 0 {
		hosts = append(hosts, host)
	}
	if a := Authority(target); a != nil {
		hosts = append(hosts, a)
	}
	return hosts, origins
}

// Authority returns the authority of an absolute-form request target
// (http://host:port/path), or nil for the usual origin form (/path).
func Authority(target []byte) []byte {
	i := bytes.Index(target, []byte("://"))
	if i < 0 || bytes.HasPrefix(target, []byte("/")) {
		return nil
	}
	rest := target[i+3:]
	if j := bytes.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

func accepted(allowed [][]byte, h []byte) bool {
	for _, a := range allowed {
		if bytes.EqualFold(a, h) {
			return true
		}
	}
	return false
}

func cutPrefixFold(b []byte, prefix string) ([]byte, bool) {
	if len(b) < len(prefix) || !bytes.EqualFold(b[:len(prefix)], []byte(prefix)) {
		return b, false
	}
	return b[len(prefix):], true
}

// LoopbackOrigins reports whether every Origin is an http or https origin
// on the loopback interface (any port), without userinfo, path, query or
// fragment. It is the rule of a server that any local page may call, such
// as the MCP server's HTTP transport; the daemon's own rule is Check's
// (the Origin must be this server).
func LoopbackOrigins(origins []string) bool {
	for _, o := range origins {
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || u.Host == "" ||
			(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
			return false
		}
		if !LoopbackHost(u.Hostname()) {
			return false
		}
	}
	return true
}

// LoopbackHost reports whether host (a name or an address, without port
// or brackets) names the loopback interface: localhost, a name under
// .localhost (RFC 6761), or a loopback address (LoopbackIP). Case and a
// trailing dot do not matter. It is the one loopback rule of the engine's
// servers and tools.
func LoopbackHost(host string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	return host == "localhost" || strings.HasSuffix(host, ".localhost") || LoopbackIP(host)
}

// LoopbackIP reports whether host is a loopback address literal (in
// 127.0.0.0/8, ::1, or an IPv4-mapped loopback address), not a name.
func LoopbackIP(host string) bool {
	a, err := netip.ParseAddr(host)
	return err == nil && a.Unmap().IsLoopback()
}

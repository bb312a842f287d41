package loadcore

import "bytes"

// headInfo is what the load path needs of a response head: the status,
// the body's framing (contentLength >= 0 bytes; -1 chunked; -2 identity,
// to the end of the connection) and whether the server closes the
// connection. The values mean what fasthttp's ResponseHeader says of the
// same head (StatusCode, ContentLength, ConnectionClose).
type headInfo struct {
	status        int
	contentLength int64
	close         bool
}

// scanHead reads a plain HTTP/1.1 response head at the start of p (the
// status line and the header lines up to and including the empty line)
// in one pass without copying, looking only at Content-Length,
// Transfer-Encoding and Connection. n is the head's length; 0 means the
// head is incomplete so far; -1 means it is not plain: another protocol
// version, a folded line, a key that is not a token, a duplicate or
// malformed framing header, a transfer coding other than chunked, a
// Connection other than close or keep-alive, a status outside 100-599.
// The caller then delimits the head with headEnd and parses it with
// fasthttp's ResponseHeader, whose answer on a plain head is the same
// (FuzzScanHead holds them equal). Header values it does not read are
// not checked byte by byte.
func scanHead(p []byte) (h headInfo, n int) {
	const proto = "HTTP/1.1 "
	if len(p) < len(proto)+5 {
		// Shorter than any plain head: the start of one so far, or left
		// to headEnd and fasthttp (which wait for the rest just as well).
		m := min(len(p), len(proto))
		if string(p[:m]) == proto[:m] && bytes.IndexByte(p, '\n') < 0 {
			return h, 0
		}
		return h, -1
	}
	if string(p[:len(proto)]) != proto {
		return h, -1
	}
	d0, d1, d2 := p[9]-'0', p[10]-'0', p[11]-'0'
	if d0 < 1 || d0 > 5 || d1 > 9 || d2 > 9 {
		return h, -1
	}
	h.status = int(d0)*100 + int(d1)*10 + int(d2)
	switch p[12] {
	case ' ', '\n':
	case '\r':
		if p[13] != '\n' {
			return h, -1
		}
	default:
		return h, -1
	}
	i := bytes.IndexByte(p[12:], '\n')
	if i < 0 {
		return h, 0
	}
	i += 12 + 1
	h.contentLength = -2
	var seenCL, seenTE, seenConn bool
	for {
		j := bytes.IndexByte(p[i:], '\n')
		if j < 0 {
			return h, 0
		}
		line := p[i : i+j]
		i += j + 1
		if k := len(line); k > 0 && line[k-1] == '\r' {
			line = line[:k-1]
		}
		if len(line) == 0 {
			break // the empty line ends the head
		}
		// The key: token bytes up to the colon.
		k := 0
		for k < len(line) && tokenByte[line[k]] {
			k++
		}
		if k == 0 || k == len(line) || line[k] != ':' {
			return h, -1 // a folded line, a space before the colon, no colon
		}
		key := line[:k]
		switch len(key) {
		case len("connection"), len("content-length"), len("transfer-encoding"):
		default:
			continue
		}
		v := trimOWS(line[k+1:])
		switch {
		case equalFoldLower(key, "content-length"):
			if seenCL || len(v) == 0 || len(v) > 18 {
				return h, -1
			}
			seenCL = true
			var n int64
			for _, c := range v {
				if c < '0' || c > '9' {
					return h, -1
				}
				n = n*10 + int64(c-'0')
			}
			if !seenTE {
				h.contentLength = n
			}
		case equalFoldLower(key, "transfer-encoding"):
			if seenTE || !equalFoldLower(v, "chunked") {
				return h, -1
			}
			seenTE = true
			h.contentLength = -1
		case equalFoldLower(key, "connection"):
			if seenConn {
				return h, -1
			}
			seenConn = true
			switch {
			case string(v) == "close": // fasthttp's test: these exact bytes
				h.close = true
			case !equalFoldLower(v, "keep-alive"):
				return h, -1 // an upgrade, a list of options
			}
		}
	}
	// fasthttp: a body to the end of the connection closes it, unless
	// the status has no body.
	if h.contentLength == -2 && h.status >= 200 && h.status != 204 && h.status != 304 {
		h.close = true
	}
	return h, i
}

// trimOWS returns v without the optional whitespace (spaces and tabs)
// around a field value; unlike bytes.Trim it builds no cutset per call.
func trimOWS(v []byte) []byte {
	for len(v) > 0 && (v[0] == ' ' || v[0] == '\t') {
		v = v[1:]
	}
	for len(v) > 0 && (v[len(v)-1] == ' ' || v[len(v)-1] == '\t') {
		v = v[:len(v)-1]
	}
	return v
}

// equalFoldLower says whether b equals lower (ASCII lower case) ignoring
// ASCII case.
func equalFoldLower(b []byte, lower string) bool {
	if len(b) != len(lower) {
		return false
	}
	for i := range len(b) {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// tokenByte marks the bytes of an HTTP token (RFC 9110 5.6.2).
var tokenByte = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	for _, c := range "!#$%&'*+-.^_`|~" {
		t[c] = true
	}
	return t
}()

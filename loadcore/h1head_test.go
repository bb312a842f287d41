package loadcore

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/valyala/fasthttp"
)

// fasthttpHead parses head with fasthttp's ResponseHeader, as the event
// loop's fallback does.
func fasthttpHead(head []byte) (headInfo, error) {
	var h fasthttp.ResponseHeader
	if err := h.Read(bufio.NewReader(bytes.NewReader(head))); err != nil {
		return headInfo{}, err
	}
	return headInfo{status: h.StatusCode(), contentLength: int64(h.ContentLength()), close: h.ConnectionClose()}, nil
}

func TestScanHead(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		head  string
		plain bool
		want  headInfo
	}{
		{"HTTP/1.1 200 OK\r\nServer: fasthttp\r\nDate: Thu, 26 Nov 2026 04:00:00 GMT\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 13\r\n\r\n", true, headInfo{200, 13, false}},
		{"HTTP/1.1 200 OK\nContent-Length: 0\n\n", true, headInfo{200, 0, false}},
		{"HTTP/1.1 200\r\ncontent-length:  7 \r\n\r\n", true, headInfo{200, 7, false}},
		{"HTTP/1.1 503 Service Unavailable\r\nTransfer-Encoding: chunked\r\n\r\n", true, headInfo{503, -1, false}},
		{"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: Chunked\r\n\r\n", true, headInfo{200, -1, false}},
		{"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n", true, headInfo{200, -1, false}},
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n", true, headInfo{200, 2, true}},
		{"HTTP/1.1 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\n", true, headInfo{200, 2, false}},
		{"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n", true, headInfo{200, -2, true}},
		{"HTTP/1.1 204 No Content\r\n\r\n", true, headInfo{204, -2, false}},
		{"HTTP/1.1 304 Not Modified\r\nETag: x\r\n\r\n", true, headInfo{304, -2, false}},
		{"HTTP/1.1 100 Continue\r\n\r\n", true, headInfo{100, -2, false}},
		{"HTTP/1.1 302 Found\r\nLocation: /a\r\nContent-Length: 0\r\n\r\n", true, headInfo{302, 0, false}},
		// Left to fasthttp.
		{"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nConnection: Upgrade\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nX-A: 1\r\n folded\r\nContent-Length: 2\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nContent-Length : 2\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 200 OK\r\nno colon\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 2000 OK\r\n\r\n", false, headInfo{}},
		{"HTTP/1.1 099 Odd\r\n\r\n", false, headInfo{}},
	} {
		h, n := scanHead([]byte(c.head))
		plain := n > 0
		if plain && n != len(c.head) {
			t.Errorf("scanHead(%q): a head of %d bytes, want %d", c.head, n, len(c.head))
		}
		if plain != c.plain || (plain && h != c.want) {
			t.Errorf("scanHead(%q) = %+v, %v; want %+v, %v", c.head, h, plain, c.want, c.plain)
		}
		if plain && !bareLF([]byte(c.head)) {
			if f, err := fasthttpHead([]byte(c.head)); err != nil || f != h {
				t.Errorf("fasthttp on %q: %+v, %v; scanHead said %+v", c.head, f, err, h)
			}
		}
	}
}

// FuzzScanHead holds scanHead to fasthttp's parser: on every head it
// calls plain, fasthttp reads the same status, framing and close, or
// rejects a byte of a header value scanHead does not read, or a line
// ended by a bare LF (which RFC 9112 lets a recipient accept, and
// fasthttp's reader does not).
func FuzzScanHead(f *testing.F) {
	for _, s := range []string{
		"HTTP/1.1 200 OK\r\nServer: fasthttp\r\nContent-Length: 13\r\n\r\n",
		"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
		"HTTP/1.1 204 No Content\nConnection: keep-alive\n\n",
		"HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n",
		"HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
		"HTTP/1.1 200 OK\r\nX-Odd: a\x01b\r\nContent-Length: 1\r\n\r\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		h, n := scanHead(p)
		end := headEnd(p)
		if n == 0 && end >= 0 && !bareLF(p[:end]) {
			t.Fatalf("scanHead(%q) waits for more; headEnd finds a head of %d bytes", p, end)
		}
		if n <= 0 {
			return
		}
		if n != end {
			t.Fatalf("scanHead(%q): a head of %d bytes; headEnd %d", p, n, end)
		}
		head := p[:n]
		got, err := fasthttpHead(head)
		if err != nil {
			if !hasControlByte(head) && !bareLF(head) {
				t.Fatalf("scanHead(%q) = %+v, plain; fasthttp: %v", head, h, err)
			}
			return
		}
		if got != h {
			t.Fatalf("scanHead(%q) = %+v; fasthttp %+v", head, h, got)
		}
	})
}

// bareLF says whether a line of head ends with "\n" alone.
func bareLF(head []byte) bool {
	for i, c := range head {
		if c == '\n' && (i == 0 || head[i-1] != '\r') {
			return true
		}
	}
	return false
}

// hasControlByte says whether a header line of head holds a byte no
// header value may (a control byte other than tab, a CR not ending its
// line, or DEL).
func hasControlByte(head []byte) bool {
	_, rest, _ := strings.Cut(string(head), "\n")
	for i, c := range []byte(rest) {
		if (c < ' ' && c != '\t' && c != '\r' && c != '\n') || c == 0x7f || (c == '\r' && (i+1 == len(rest) || rest[i+1] != '\n')) {
			return true
		}
	}
	return false
}

// A head that arrives a byte at a time is incomplete (0) until its empty
// line, then plain; a head that cannot be plain says so (-1) at once.
func TestScanHeadIncomplete(t *testing.T) {
	t.Parallel()
	head := "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n"
	for i := range len(head) {
		if _, n := scanHead([]byte(head[:i])); n != 0 {
			t.Fatalf("scanHead(%q) = %d, want 0 (incomplete)", head[:i], n)
		}
	}
	if h, n := scanHead([]byte(head + "okHTTP/1.1")); n != len(head) || h.contentLength != 2 {
		t.Fatalf("scanHead of a head and more = %+v, %d; want the head's %d bytes", h, n, len(head))
	}
	for _, p := range []string{"HTTP/1.0 ", "X", "HTTP/2 200", "HTTP/1.1 200 OK\r\nA B: c\r\n"} {
		if _, n := scanHead([]byte(p)); n != -1 {
			t.Errorf("scanHead(%q) = %d, want -1 (not plain)", p, n)
		}
	}
}

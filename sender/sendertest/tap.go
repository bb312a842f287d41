package sendertest

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/binary"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/http2/hpack"
)

// The capture layer. net/http hands a handler its headers as a map, which
// loses their order and repeats' interleaving. So every accepted connection
// is wrapped in a tapConn whose Read feeds the bytes the server reads, in
// order, to a parser before the server sees them: an HTTP/1.x request-head
// parser (h1, h1tls) or an HTTP/2 frame parser with its own HPACK decoder
// (h2c, h2tls). Because parsing happens inside Read, a request's head is
// captured before net/http can call the handler for it, and the handler
// claims it from the connection (see Target.record).
//
// TLS is terminated here rather than by net/http so that the tap sits above
// it: the server is given the decrypted stream and told to speak HTTP/1.1 or
// prior-knowledge HTTP/2 on it. For h1tls the wrapper implements
// ConnectionState, which net/http uses to fill Request.TLS.

const (
	maxCaptureLine  = 1 << 20 // longest h1 head line or trailer line the tap parses
	maxCaptureBlock = 1 << 20 // largest HPACK header block the tap decodes
	maxUnclaimed    = 1024    // captured h2 streams kept per connection awaiting their handler
	handshakeLimit  = 10 * time.Second
)

// tapListener wraps accepted connections in tapConns, terminating TLS first
// when tlsConf is set.
type tapListener struct {
	net.Listener
	tlsConf *tls.Config // nil for cleartext modes
	h2      bool        // parse HTTP/2 frames rather than HTTP/1.x heads
}

func (l *tapListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	tc := &tapConn{Conn: c, tcp: c}
	if l.tlsConf != nil {
		tc.tls = tls.Server(c, l.tlsConf)
		tc.Conn = tc.tls
	}
	if l.h2 {
		// 4096 is HPACK's initial table size and what net/http's HTTP/2
		// server advertises while its MaxDecoderHeaderTableSize is unset.
		tc.h2 = &h2Capture{dec: hpack.NewDecoder(4096, nil)}
		return tc, nil
	}
	tc.h1 = &h1Capture{}
	if tc.tls != nil {
		return tlsTapConn{tc}, nil
	}
	return tc, nil
}

// tapConn is one accepted connection; exactly one of h1 and h2 is set.
type tapConn struct {
	net.Conn           // what the server speaks on: the TCP conn, or tls over it
	tcp      net.Conn  // the TCP conn underneath, for abrupt resets
	tls      *tls.Conn // nil in cleartext modes
	h1       *h1Capture
	h2       *h2Capture
}

func (c *tapConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		if c.h1 != nil {
			c.h1.feed(p[:n])
		} else {
			c.h2.feed(p[:n])
		}
	}
	return n, err
}

// reset closes the TCP connection with SO_LINGER 0, so the peer gets an RST
// rather than a FIN (and, over TLS, no close_notify).
func (c *tapConn) reset() {
	if tcp, ok := c.tcp.(*net.TCPConn); ok {
		_ = tcp.SetLinger(0)
	}
	_ = c.tcp.Close()
}

// tlsTapConn is the h1tls wrapper: net/http fills Request.TLS from
// ConnectionState. It must not be used for h2tls, where net/http would then
// refuse to serve prior-knowledge HTTP/2 on the (to it) cleartext stream.
type tlsTapConn struct{ *tapConn }

// ConnectionState completes the handshake first: net/http asks before it
// reads anything, and an unfinished handshake would report an empty state.
func (c tlsTapConn) ConnectionState() tls.ConnectionState {
	ctx, cancel := context.WithTimeout(context.Background(), handshakeLimit)
	defer cancel()
	_ = c.tls.HandshakeContext(ctx) // a failure surfaces again on the first Read
	return c.tls.ConnectionState()
}

// connKey is the context key under which ConnContext stores the *tapConn.
type connKey struct{}

func connContext(ctx context.Context, c net.Conn) context.Context {
	switch v := c.(type) {
	case *tapConn:
		return context.WithValue(ctx, connKey{}, v)
	case tlsTapConn:
		return context.WithValue(ctx, connKey{}, v.tapConn)
	}
	return ctx
}

// wireHead is one request head as the tap parsed it.
type wireHead struct {
	method string
	target string // request-target (h1) or :path (h2)
	header [][2]string
}

// headOf returns the captured head of r, or one rebuilt from r (headers
// sorted by name) when the tap has none, which happens only if the tap gave
// up on a malformed stream.
func headOf(c *tapConn, r *http.Request) wireHead {
	if c != nil {
		var h wireHead
		var ok bool
		if c.h1 != nil {
			h, ok = c.h1.claim(r.Method, r.RequestURI)
		} else {
			h, ok = c.h2.claim(r.Method, r.RequestURI)
		}
		if ok {
			return h
		}
	}
	h := wireHead{method: r.Method, target: r.RequestURI}
	names := make([]string, 0, len(r.Header))
	for k := range r.Header {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		name := k
		if r.ProtoMajor == 2 {
			name = strings.ToLower(k)
		}
		for _, v := range r.Header[k] {
			h.header = append(h.header, [2]string{name, v})
		}
	}
	return h
}

// h1State is where the HTTP/1.x parser is in the byte stream.
type h1State int

const (
	h1Head      h1State = iota // request line and header lines
	h1Body                     // remain bytes of a Content-Length body
	h1ChunkSize                // a chunk-size line
	h1ChunkData                // remain bytes of chunk data
	h1ChunkEnd                 // the CRLF after chunk data
	h1Trailer                  // trailer lines up to the blank line
	h1Broken                   // gave up; later requests fall back to headOf's rebuild
)

// h1Capture parses HTTP/1.x requests out of a connection's byte stream. It
// skips bodies by their framing (Content-Length or chunked) so that
// keep-alive and pipelined requests each yield their own head, and keeps no
// body bytes. One writer (the conn's reader) and the handlers share it under mu.
type h1Capture struct {
	mu     sync.Mutex
	st     h1State
	line   []byte    // the partial line being accumulated
	cur    *wireHead // the head being parsed; nil before its request line
	remain int64     // bytes left in the body or chunk
	heads  []wireHead
}

func (c *h1Capture) feed(p []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(p) > 0 {
		switch c.st {
		case h1Broken:
			return
		case h1Body, h1ChunkData:
			n := min(int64(len(p)), c.remain)
			p = p[n:]
			c.remain -= n
			if c.remain == 0 {
				if c.st == h1Body {
					c.st = h1Head
				} else {
					c.st = h1ChunkEnd
				}
			}
		default:
			i := bytes.IndexByte(p, '\n')
			if i < 0 {
				c.line = append(c.line, p...)
				if len(c.line) > maxCaptureLine {
					c.st = h1Broken
				}
				return
			}
			c.line = append(c.line, p[:i]...)
			p = p[i+1:]
			c.onLine(bytes.TrimSuffix(c.line, []byte("\r")))
			c.line = c.line[:0]
		}
	}
}

func (c *h1Capture) onLine(line []byte) {
	switch c.st {
	case h1Head:
		switch {
		case c.cur == nil && len(line) == 0:
			// Blank lines before a request line are tolerated (RFC 9112 2.2).
		case c.cur == nil:
			f := strings.Fields(string(line))
			if len(f) != 3 {
				c.st = h1Broken
				return
			}
			c.cur = &wireHead{method: f[0], target: f[1]}
		case len(line) == 0:
			c.endHead()
		case (line[0] == ' ' || line[0] == '\t') && len(c.cur.header) > 0:
			// obs-fold: a continuation of the previous field value.
			last := &c.cur.header[len(c.cur.header)-1]
			last[1] += " " + strings.Trim(string(line), " \t")
		default:
			name, value, ok := bytes.Cut(line, []byte(":"))
			if !ok {
				c.st = h1Broken
				return
			}
			c.cur.header = append(c.cur.header, [2]string{string(name), strings.Trim(string(value), " \t")})
		}
	case h1ChunkSize:
		size, _, _ := bytes.Cut(line, []byte(";"))
		n, err := strconv.ParseInt(strings.TrimSpace(string(size)), 16, 64)
		switch {
		case err != nil || n < 0:
			c.st = h1Broken
		case n == 0:
			c.st = h1Trailer
		default:
			c.st, c.remain = h1ChunkData, n
		}
	case h1ChunkEnd:
		if len(line) != 0 {
			c.st = h1Broken
			return
		}
		c.st = h1ChunkSize
	case h1Trailer:
		if len(line) == 0 {
			c.st = h1Head
		}
	}
}

// endHead queues the finished head and moves past its body framing.
func (c *h1Capture) endHead() {
	h := *c.cur
	c.cur = nil
	c.heads = append(c.heads, h)
	chunked, length := false, int64(0)
	for _, f := range h.header {
		switch {
		case strings.EqualFold(f[0], "Transfer-Encoding"):
			codings := strings.Split(f[1], ",")
			chunked = strings.EqualFold(strings.TrimSpace(codings[len(codings)-1]), "chunked")
		case strings.EqualFold(f[0], "Content-Length"):
			n, err := strconv.ParseInt(strings.TrimSpace(f[1]), 10, 64)
			if err != nil || n < 0 {
				c.st = h1Broken
				return
			}
			length = n
		}
	}
	switch {
	case chunked:
		c.st = h1ChunkSize
	case length > 0:
		c.st, c.remain = h1Body, length
	default:
		c.st = h1Head
	}
}

// claim hands out the oldest captured head. HTTP/1.x serves a connection's
// requests one at a time in order, so it is the handler's own; heads that do
// not match (a request net/http answered without a handler) are dropped.
func (c *h1Capture) claim(method, target string) (wireHead, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.heads) > 0 {
		h := c.heads[0]
		c.heads = c.heads[1:]
		if h.method == method && h.target == target {
			return h, true
		}
	}
	return wireHead{}, false
}

// HTTP/2 frame types and flags the tap looks at (RFC 9113 6).
const (
	h2FrameHeaders      = 0x1
	h2FrameContinuation = 0x9
	h2FlagEndHeaders    = 0x4
	h2FlagPadded        = 0x8
	h2FlagPriority      = 0x20
	h2Preface           = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
)

// h2Capture parses the client side of an HTTP/2 connection: the preface,
// then frames. It buffers only HEADERS and CONTINUATION payloads and decodes
// every header block, trailers included, with one HPACK decoder so that its
// dynamic table stays in step with the client's encoder. One writer (the
// server's frame reader) and the handlers share it under mu.
type h2Capture struct {
	mu      sync.Mutex
	broken  bool
	pre     int     // bytes of the preface seen so far
	fh      [9]byte // the frame header being read
	fhN     int
	skip    int    // payload bytes of an uninteresting frame still to pass
	want    int    // payload bytes of a HEADERS or CONTINUATION frame still to read
	payload []byte // that frame's payload so far
	block   []byte // header block fragments awaiting END_HEADERS
	blockID uint32
	maxID   uint32 // highest stream that sent request headers; lower ones are trailers
	dec     *hpack.Decoder
	streams []h2Stream // captured, unclaimed, in stream order
}

type h2Stream struct {
	id   uint32
	head wireHead
}

func (c *h2Capture) feed(p []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(p) > 0 && !c.broken {
		switch {
		case c.pre < len(h2Preface):
			n := min(len(p), len(h2Preface)-c.pre)
			if string(p[:n]) != h2Preface[c.pre:c.pre+n] {
				c.broken = true
				return
			}
			c.pre += n
			p = p[n:]
		case c.skip > 0:
			n := min(len(p), c.skip)
			c.skip -= n
			p = p[n:]
		case c.want > 0:
			n := min(len(p), c.want)
			c.payload = append(c.payload, p[:n]...)
			c.want -= n
			p = p[n:]
			if c.want == 0 {
				c.frame()
			}
		default:
			n := copy(c.fh[c.fhN:], p)
			c.fhN += n
			p = p[n:]
			if c.fhN < len(c.fh) {
				return
			}
			c.fhN = 0
			length := int(c.fh[0])<<16 | int(c.fh[1])<<8 | int(c.fh[2])
			typ := c.fh[3]
			if typ != h2FrameHeaders && typ != h2FrameContinuation {
				c.skip = length
				continue
			}
			if length > maxCaptureBlock {
				c.broken = true
				return
			}
			c.payload = c.payload[:0]
			c.want = length
			if length == 0 {
				c.frame()
			}
		}
	}
}

// frame handles a complete HEADERS or CONTINUATION frame held in c.fh and
// c.payload.
func (c *h2Capture) frame() {
	typ, flags := c.fh[3], c.fh[4]
	id := binary.BigEndian.Uint32(c.fh[5:9]) & 0x7fffffff
	frag := c.payload
	if typ == h2FrameHeaders {
		if flags&h2FlagPadded != 0 {
			if len(frag) < 1 || int(frag[0]) > len(frag)-1 {
				c.broken = true
				return
			}
			pad := int(frag[0])
			frag = frag[1 : len(frag)-pad]
		}
		if flags&h2FlagPriority != 0 {
			if len(frag) < 5 {
				c.broken = true
				return
			}
			frag = frag[5:]
		}
		c.block = append(c.block[:0], frag...)
		c.blockID = id
	} else {
		if id != c.blockID {
			c.broken = true
			return
		}
		c.block = append(c.block, frag...)
	}
	if len(c.block) > maxCaptureBlock {
		c.broken = true
		return
	}
	if flags&h2FlagEndHeaders == 0 {
		return
	}
	fields, err := c.dec.DecodeFull(c.block)
	if err != nil {
		c.broken = true
		return
	}
	if id <= c.maxID {
		return // trailers, decoded only to keep the dynamic table in step
	}
	c.maxID = id
	h := wireHead{}
	for _, f := range fields {
		switch f.Name {
		case ":method":
			h.method = f.Value
		case ":path":
			h.target = f.Value
		}
		if !f.IsPseudo() {
			h.header = append(h.header, [2]string{f.Name, f.Value})
		}
	}
	if len(c.streams) >= maxUnclaimed {
		c.streams = c.streams[1:]
	}
	c.streams = append(c.streams, h2Stream{id: id, head: h})
}

// claim hands out the lowest-numbered captured stream with this method and
// path. net/http does not tell a handler its stream id, so concurrent
// requests with the same method and path on one connection may swap heads.
func (c *h2Capture) claim(method, path string) (wireHead, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, s := range c.streams {
		if s.head.method == method && s.head.target == path {
			c.streams = append(c.streams[:i], c.streams[i+1:]...)
			return s.head, true
		}
	}
	return wireHead{}, false
}

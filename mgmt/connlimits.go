package mgmt

// This file bounds what one client can hold of the management server:
// the time to send a request's headers and then its body, the number of
// connections open at once, and the memory a large request leaves behind.

import (
	"net"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
)

// ConnLimits bound the management server's connections. Zero fields take
// the defaults below.
type ConnLimits struct {
	// HeaderTimeout is the time from a request's first byte to the end of
	// its headers (a new connection also gets this long to send the first
	// byte). Default 10 s.
	HeaderTimeout time.Duration
	// BodyTimeout is the time to read the body once the headers are in.
	// Default 60 s, room for the largest body over loopback many times.
	BodyTimeout time.Duration
	// MaxConns is the most connections open at once (idle keep-alive and
	// live streams included); the next one is answered 503 and closed.
	// Default 1024.
	MaxConns int
}

// Defaults of ConnLimits.
const (
	DefaultHeaderTimeout = 10 * time.Second
	DefaultBodyTimeout   = 60 * time.Second
	DefaultMaxConns      = 1024
)

func (l ConnLimits) withDefaults() ConnLimits {
	if l.HeaderTimeout <= 0 {
		l.HeaderTimeout = DefaultHeaderTimeout
	}
	if l.BodyTimeout <= 0 {
		l.BodyTimeout = DefaultBodyTimeout
	}
	if l.MaxConns <= 0 {
		l.MaxConns = DefaultMaxConns
	}
	return l
}

// bodyTimeout is fasthttp's HeaderReceived hook: once the headers are in,
// the read deadline moves to the body timeout. Only reads have deadlines:
// a response (an SSE stream above all) is written for as long as it lasts.
func (l ConnLimits) bodyTimeout(*fasthttp.RequestHeader) fasthttp.RequestConfig {
	return fasthttp.RequestConfig{ReadTimeout: l.BodyTimeout}
}

// cappedListener accepts at most max connections open at once; a
// connection over the cap is answered 503 with the one error body and
// closed at once, and the listener goes on accepting.
type cappedListener struct {
	net.Listener
	max     int64
	open    atomic.Int64
	refusal []byte
}

func newCappedListener(ln net.Listener, maxConns int) *cappedListener {
	body, _ := codec.Marshal(errorBody{Error: errorDetail{Code: codeFor(503), Message: "the engine has " + strconv.Itoa(maxConns) + " connections open, its limit; close idle ones and retry"}})
	body = append(body, '\n')
	head := "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"
	return &cappedListener{Listener: ln, max: int64(maxConns), refusal: append([]byte(head), body...)}
}

// refusalWriteTimeout bounds the write of a refusal, so a client that
// does not read cannot stall the accept loop.
const refusalWriteTimeout = 100 * time.Millisecond

func (l *cappedListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.open.Add(1) <= l.max {
			return &cappedConn{Conn: c, l: l}, nil
		}
		l.open.Add(-1)
		_ = c.SetWriteDeadline(time.Now().Add(refusalWriteTimeout))
		_, _ = c.Write(l.refusal)
		_ = c.Close()
	}
}

// cappedConn gives its slot back once, on its first Close, and counts
// the bytes read from it (by the one goroutine serving it), so a read
// error can tell a connection that never sent a byte.
type cappedConn struct {
	net.Conn
	l        *cappedListener
	once     sync.Once
	received int64
}

func (c *cappedConn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	c.received += int64(n)
	return n, err
}

func (c *cappedConn) Close() error {
	c.once.Do(func() { c.l.open.Add(-1) })
	return c.Conn.Close()
}

// reclaimAfterBytes is the request or response body size after which the
// engine hands the memory it took back to the operating system: the Go
// runtime keeps freed pages for reuse, so one 50 MB import would
// otherwise leave the engine's resident set hundreds of MiB higher.
const reclaimAfterBytes = 16 << 20

// reclaimDelay lets the request's buffers be released before the reclaim.
const reclaimDelay = 200 * time.Millisecond

// reclaimMemory returns freed memory to the operating system shortly
// after a large request, on its own goroutine; one reclaim runs at a
// time, so a burst of large requests costs one.
func (s *Server) reclaimMemory() {
	if !s.reclaiming.CompareAndSwap(false, true) {
		return
	}
	time.AfterFunc(reclaimDelay, func() {
		defer s.reclaiming.Store(false)
		// Two collections: the first moves pooled buffers (fasthttp's
		// request bodies) to the pools' victim caches, the second frees
		// them, and FreeOSMemory's own returns the pages.
		runtime.GC()
		debug.FreeOSMemory()
	})
}

package mgmt

// This file bounds what one client can hold of the management server:
// the time to send a request's headers and then its body, and the number
// of connections open at once.

import (
	"net"
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

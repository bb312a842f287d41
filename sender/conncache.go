package sender

import (
	"crypto/sha256"
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Defaults of a ConnCache.
const (
	DefaultMaxIdlePerKey = 4
	DefaultIdleTimeout   = 60 * time.Second
)

// ConnCache keeps idle HTTP/1.1 connections for reuse by the sends of one
// Client (Client.Conns); nil keeps today's behaviour, a connection per
// send. A scenario load run gives each virtual user its own cache, as its
// own cookie jar.
//
// Connections are interchangeable when they share a connKey: scheme,
// host and port dialed, the proxy URL (credentials included), the ALPN
// offer, and the TLS settings (verify flag, customCaCertificates, the
// client certificates chosen). A connection goes back after a response
// whose body was read to its end, uncut, not a stream, HTTP/1.1 without
// Connection: close, and with nothing buffered past it. An HTTP/2 session
// (over TLS, or cleartext with prior knowledge) is kept as one net/http
// transport per key, whose connection carries the later sends' streams;
// when it needs a new connection it dials through the send in progress.
//
// A cache holds at most MaxIdlePerKey idle connections per key; one idle
// longer than IdleTimeout is closed when next looked at (or at Close). Its
// methods are safe for concurrent use.
type ConnCache struct {
	MaxIdlePerKey int           // 0: DefaultMaxIdlePerKey
	IdleTimeout   time.Duration // 0: DefaultIdleTimeout

	mu     sync.Mutex
	idle   map[connKey][]idleConn
	h2s    map[connKey]*http.Transport
	closed bool
}

// maxH2Sessions bounds the HTTP/2 sessions a cache keeps (one per key).
const maxH2Sessions = 32

// h2 returns the kept HTTP/2 transport of k, or nil.
func (c *ConnCache) h2(k connKey) *http.Transport {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.h2s[k]
}

// putH2 keeps tr as the HTTP/2 session of k; beyond maxH2Sessions one
// other session is closed. After Close it keeps nothing and reports
// false: tr is then the send's own, closed with its response.
func (c *ConnCache) putH2(k connKey, tr *http.Transport) bool {
	var drop *http.Transport
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return false
	}
	if c.h2s == nil {
		c.h2s = map[connKey]*http.Transport{}
	}
	if len(c.h2s) >= maxH2Sessions {
		for dk, t := range c.h2s {
			drop = t
			delete(c.h2s, dk)
			break
		}
	}
	c.h2s[k] = tr
	c.mu.Unlock()
	if drop != nil {
		drop.CloseIdleConnections()
	}
	return true
}

// NewConnCache returns an empty cache with the default bounds.
func NewConnCache() *ConnCache { return &ConnCache{} }

type idleConn struct {
	conn net.Conn
	at   time.Time
}

// connKey is everything that makes a connection interchangeable.
type connKey struct {
	scheme, host, port string
	proxy              string
	alpn               string // the ALPN offer (https only)
	verify             bool
	roots              string // customCaCertificates files
	certs              [32]byte
}

func newConnKey(u target, proxyURL *url.URL, alpn []string, tlsCfg *tls.Config, s Settings) connKey {
	k := connKey{scheme: u.Scheme, host: strings.ToLower(u.host), port: u.port}
	if proxyURL != nil {
		k.proxy = proxyURL.String()
	}
	if u.Scheme == "https" || (proxyURL != nil && proxyURL.Scheme == "https") {
		k.alpn = strings.Join(alpn, ",")
		k.verify = !tlsCfg.InsecureSkipVerify
		k.roots = strings.Join(s.CACertFiles, "\x00")
		if len(tlsCfg.Certificates) > 0 {
			h := sha256.New()
			for _, c := range tlsCfg.Certificates {
				for _, der := range c.Certificate {
					h.Write(der)
					h.Write([]byte{0})
				}
				h.Write([]byte{1})
			}
			copy(k.certs[:], h.Sum(nil))
		}
	}
	return k
}

func (c *ConnCache) maxIdle() int {
	if c.MaxIdlePerKey > 0 {
		return c.MaxIdlePerKey
	}
	return DefaultMaxIdlePerKey
}

func (c *ConnCache) timeout() time.Duration {
	if c.IdleTimeout > 0 {
		return c.IdleTimeout
	}
	return DefaultIdleTimeout
}

// get takes the most recently used live idle connection for k, or nil.
// Connections past the idle timeout, or found closed by the server, are
// closed on the way.
func (c *ConnCache) get(k connKey) net.Conn {
	for {
		c.mu.Lock()
		list := c.idle[k]
		if len(list) == 0 {
			c.mu.Unlock()
			return nil
		}
		ic := list[len(list)-1]
		list[len(list)-1] = idleConn{}
		if list = list[:len(list)-1]; len(list) == 0 {
			delete(c.idle, k)
		} else {
			c.idle[k] = list
		}
		c.mu.Unlock()
		if time.Since(ic.at) > c.timeout() || !alive(ic.conn) {
			_ = ic.conn.Close() // expired or closed by the server: dropped either way
			continue
		}
		return ic.conn
	}
}

// put keeps conn idle under k, closing the oldest beyond the bound and
// any expired one; after Close it closes conn.
func (c *ConnCache) put(k connKey, conn net.Conn) {
	now := time.Now()
	var drop []net.Conn
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		_ = conn.Close() // not kept: a close error changes nothing
		return
	}
	if c.idle == nil {
		c.idle = map[connKey][]idleConn{}
	}
	list := c.idle[k]
	kept := list[:0]
	for _, ic := range list {
		if now.Sub(ic.at) > c.timeout() {
			drop = append(drop, ic.conn)
			continue
		}
		kept = append(kept, ic)
	}
	for len(kept) >= c.maxIdle() {
		drop = append(drop, kept[0].conn)
		kept = append(kept[:0], kept[1:]...)
	}
	clear(list[len(kept):])
	c.idle[k] = append(kept, idleConn{conn: conn, at: now})
	c.mu.Unlock()
	for _, d := range drop {
		_ = d.Close() // idle and dropped: a close error changes nothing
	}
}

// Idle is the number of idle connections held.
func (c *ConnCache) Idle() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, l := range c.idle {
		n += len(l)
	}
	return n
}

// Close closes every idle connection; connections released afterwards
// are closed at once. Close is idempotent.
func (c *ConnCache) Close() error {
	c.mu.Lock()
	idle, h2s := c.idle, c.h2s
	c.idle, c.h2s, c.closed = nil, nil, true
	c.mu.Unlock()
	for _, l := range idle {
		for _, ic := range l {
			_ = ic.conn.Close() // idle: no request is lost, so no error to report
		}
	}
	for _, tr := range h2s {
		tr.CloseIdleConnections()
	}
	return nil
}

// idempotent reports whether a request may be sent again after a reused
// connection failed before any response byte: as net/http, the idempotent
// methods, or a request carrying an Idempotency-Key.
func idempotent(method string, headers []Header) bool {
	switch method {
	case "GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE":
		return true
	}
	return hasHeader(headers, "Idempotency-Key") || hasHeader(headers, "X-Idempotency-Key")
}

// alive reports whether an idle connection still looks open: nothing may
// be readable on an idle HTTP/1.1 connection, so a pending byte or EOF
// (the server closed it, or sent a TLS close_notify) means it is stale.
func alive(conn net.Conn) bool {
	for {
		switch c := conn.(type) {
		case *tls.Conn:
			conn = c.NetConn()
			continue
		case *bufferedConn:
			if c.r.Buffered() > 0 {
				return false
			}
			conn = c.Conn
			continue
		}
		break
	}
	return probe(conn)
}

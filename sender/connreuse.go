package sender

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"
)

// connPool is where an HTTP/1.1 connection goes back after a reusable
// response (nil: nowhere, it is closed).
type connPool struct {
	cache *ConnCache
	key   connKey
}

// staleConnError is the failure of a kept connection before any response
// byte arrived: the server closed it while it was idle.
type staleConnError struct{ err error }

func (e *staleConnError) Error() string { return e.err.Error() }

// closedByPeer reports whether err is the peer closing or resetting the
// connection (not a timeout, not a cancellation).
func closedByPeer(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return false
	}
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe")
}

type closeBoth struct {
	io.ReadCloser
	conn net.Conn
	stop func() bool
	// Reuse: pool is set when the response allows keeping the connection;
	// keep when the body was consumed as a whole (readResponse,
	// drainForReuse); eof when its last Read saw the end.
	pool     *connPool
	leftover func() int // bytes read past the response
	keep     bool
	eof      bool
}

func (c *closeBoth) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	if err == io.EOF {
		c.eof = true
	}
	return n, err
}

// Close closes the connection before the body: net/http's body Close
// drains an unfinished body to its end, which for an endless event stream,
// or a body cut at MaxBodyBytes, would last until the send's timeout. A
// body read to its end on a reusable response puts the connection back in
// its pool instead.
func (c *closeBoth) Close() error {
	if c.pool != nil && c.keep && c.eof && c.leftover() == 0 {
		err := c.ReadCloser.Close() // at EOF: reads nothing more
		// stop fails when the context's end already broke the deadline.
		if c.stop() && c.conn.SetDeadline(time.Time{}) == nil {
			c.pool.cache.put(c.pool.key, c.conn)
		} else {
			_ = c.conn.Close() // not reusable: the body's close error is the one returned
		}
		return err
	}
	_ = c.conn.Close() // the body's close error is the one returned
	err := c.ReadCloser.Close()
	c.stop()
	return err
}

// maxRedirectDrain bounds the redirect body read to keep its connection.
const maxRedirectDrain = 64 << 10

// drainForReuse reads a redirect's small body to its end so its connection
// can serve the next hop.
func drainForReuse(hr *http.Response) {
	cb, ok := hr.Body.(*closeBoth)
	if !ok || cb.pool == nil {
		return
	}
	n, err := io.Copy(io.Discard, io.LimitReader(cb, maxRedirectDrain+1))
	cb.keep = err == nil && n <= maxRedirectDrain && cb.eof
}

// hasToken reports whether a header named name lists token.
func hasToken(hs []Header, name, token string) bool {
	for _, h := range hs {
		if !strings.EqualFold(h.Key, name) {
			continue
		}
		for _, t := range strings.Split(h.Value, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

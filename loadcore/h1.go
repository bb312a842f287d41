package loadcore

import (
	"bufio"
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/metrics"
)

// h1ReadBuffer is the read buffer of one HTTP/1.1 connection: a response
// head must fit in it. 8 KiB keeps 10,000 connections near 80 MiB.
const h1ReadBuffer = 8 << 10

// h1conn is one HTTP/1.1 connection with its reader and a reused response
// head (fasthttp's zero-allocation parser). One goroutine uses it at a
// time.
type h1conn struct {
	nc  net.Conn
	cr  countingReader
	br  *bufio.Reader
	hdr fasthttp.ResponseHeader
	// Phases of the dial, reported with the first response on the
	// connection and then -1.
	connectUs, tlsUs int64
	last             int64 // cr.n at the end of the previous response
	// armed is the deadline last set on nc (zero: unknown, set it again).
	// Re-arming per request costs two runtime timer updates; a deadline
	// that is still at least deadlineSlack short of the request's own is
	// left as it is (see h1Cycle).
	armed time.Time
}

// deadlineSlack is how much earlier than start+timeout a request's
// deadline may fall because the connection's deadline was armed by an
// earlier request: a sixteenth of the timeout, at most 250 ms.
func deadlineSlack(timeout time.Duration) time.Duration {
	return min(timeout/16, 250*time.Millisecond)
}

// countingReader counts the bytes read from the connection.
type countingReader struct {
	r net.Conn
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// dialH1 opens a connection to t (TLS when https) and registers it so a
// stop can interrupt its reads.
func (e *engine) dialH1(ctx context.Context) (*h1conn, *errWithCode) {
	t := e.t
	begin := time.Now()
	d := net.Dialer{Timeout: t.timeout}
	nc, err := d.DialContext(ctx, "tcp", t.addr)
	if err != nil {
		return nil, codeOf(classifyDial(err))
	}
	c := &h1conn{connectUs: micros(time.Since(begin)), tlsUs: -1}
	if t.tlsConf != nil {
		tb := time.Now()
		tc := tls.Client(nc, t.tlsConf)
		hctx, cancel := context.WithTimeout(ctx, t.timeout)
		err := tc.HandshakeContext(hctx)
		cancel()
		if err != nil {
			nc.Close()
			return nil, codeOf(classifyDial(err))
		}
		c.tlsUs = micros(time.Since(tb))
		nc = tc
	}
	c.nc = nc
	c.cr.r = nc
	c.br = bufio.NewReaderSize(&c.cr, h1ReadBuffer)
	e.conns.add(nc)
	return c, nil
}

func (e *engine) closeH1(c *h1conn) {
	e.conns.remove(c.nc)
	c.nc.Close()
}

// errCapped ends a stream body at a cap: a success.
var errCapped = errors.New("stream capped")

// h1Cycle sends n requests on the worker's connection (n > 1 pipelines
// them in one write) and reads the n responses, recording each. intended
// is the open-loop intended send time, zero in closed loop.
func (w *worker) h1Cycle(ctx context.Context, intended time.Time, n int) {
	e, t := w.e, w.e.t
	start := time.Now()
	if intended.IsZero() {
		intended = start
	}
	if w.c == nil {
		c, ec := e.dialH1(ctx)
		if ec != nil {
			if !e.stop.Load() {
				for range n {
					w.fail(ec, intended, start)
				}
			}
			return
		}
		w.c = c
	}
	c := w.c
	deadline := start.Add(t.timeout)
	if deadline.Sub(c.armed) > t.slack {
		c.armed = deadline
		_ = c.nc.SetDeadline(deadline)
	}
	// After arming the deadline: a stop that swept the deadlines before
	// this point is seen here, one after it overrides ours (engine.halt).
	if e.stop.Load() {
		return
	}
	if _, err := c.nc.Write(t.raw[:n*t.one]); err != nil {
		w.lost(ioCode(err), n, intended, start)
		return
	}
	for i := range n {
		status, closeAfter, err := w.readH1(c, start, deadline)
		end := time.Now()
		if err != nil && err != errCapped {
			w.lost(ioCode(err), n-i, intended, start)
			return
		}
		if err == errCapped {
			closeAfter = true
		}
		w.obs.BytesIn = c.cr.n - c.last
		c.last = c.cr.n
		var ec *errWithCode
		if t.follow && isRedirect(status) {
			loc := string(c.hdr.Peek("Location")) // the rare path may allocate
			status, ec = w.follow(status, loc, deadline)
			end = time.Now()
		}
		if ec != nil {
			w.fail(ec, intended, start)
		} else {
			w.done(status, intended, start, end)
		}
		if closeAfter {
			e.closeH1(c)
			w.c = nil
			if left := n - i - 1; left > 0 && !e.stop.Load() {
				// The server closed with pipelined requests unanswered.
				for range left {
					w.fail(&errWithCode{code: metrics.ErrConnectionReset, msg: "the server closed the connection with pipelined requests unanswered"}, intended, start)
				}
			}
			return
		}
	}
}

// lost records left failed requests (unless the run is stopping) and drops
// the connection.
func (w *worker) lost(code metrics.ErrCode, left int, intended, start time.Time) {
	e := w.e
	if w.c != nil {
		e.closeH1(w.c)
		w.c = nil
	}
	if e.stop.Load() {
		return // interrupted by the stop, not a failure of the target
	}
	ec := &errWithCode{code: code}
	for range left {
		w.fail(ec, intended, start)
	}
}

// readH1 reads one response: the head with fasthttp's parser, then the
// body, discarded (copied only into a sample) and scanned for events on a
// stream target.
func (w *worker) readH1(c *h1conn, start, deadline time.Time) (status int, closeAfter bool, err error) {
	t := w.e.t
	w.beginResponse()
	if w.e.phases {
		if _, err := c.br.Peek(1); err != nil {
			return 0, false, err
		}
		w.firstByte = time.Now()
	}
	for {
		if err := c.hdr.Read(c.br); err != nil {
			return 0, false, err
		}
		status = c.hdr.StatusCode()
		if status < 100 || status >= 200 || status == 101 {
			break
		}
		// An interim response (100 Continue, 103 Early Hints): the final
		// one follows on the same connection.
	}
	closeAfter = c.hdr.ConnectionClose()
	w.decideCapture(status, start)
	if t.head || status == 204 || status == 304 || status < 200 {
		return status, closeAfter, nil
	}
	if t.stream {
		if sd := start.Add(t.maxSDur); sd.Before(deadline) {
			_ = c.nc.SetReadDeadline(sd)
			c.armed = time.Time{} // the next request arms its own again
		}
	}
	switch cl := c.hdr.ContentLength(); {
	case cl >= 0:
		err = w.discardN(c.br, int64(cl))
	case cl == -1:
		err = w.discardChunked(c.br)
	default: // identity: the body runs to the end of the connection
		closeAfter = true
		if err = w.discardN(c.br, -1); err == io.EOF {
			err = nil
		}
	}
	if err != nil && t.stream && isTimeout(err) && !time.Now().Before(start.Add(t.maxSDur)) {
		err = errCapped // the duration cap
	}
	if err == errCapped {
		w.capped = true
	}
	return status, closeAfter, err
}

// discardN consumes n body bytes (n < 0: to EOF) through w.consume.
func (w *worker) discardN(br *bufio.Reader, n int64) error {
	for n != 0 {
		if br.Buffered() == 0 {
			if _, err := br.Peek(1); err != nil {
				return err
			}
		}
		k := br.Buffered()
		if n > 0 && int64(k) > n {
			k = int(n)
		}
		p, _ := br.Peek(k)
		capped := w.consume(p)
		_, _ = br.Discard(k)
		if n > 0 {
			n -= int64(k)
		}
		if capped {
			return errCapped
		}
	}
	return nil
}

// discardChunked consumes a chunked body and its trailer.
func (w *worker) discardChunked(br *bufio.Reader) error {
	for {
		line, err := br.ReadSlice('\n')
		if err != nil {
			return err
		}
		size, ok := chunkSize(line)
		if !ok {
			return errBadChunk
		}
		if size == 0 {
			for { // trailer fields up to the empty line
				line, err := br.ReadSlice('\n')
				if err != nil {
					return err
				}
				if len(line) <= 2 {
					return nil
				}
			}
		}
		if err := w.discardN(br, size); err != nil {
			return err
		}
		if _, err := br.Discard(2); err != nil { // CRLF after the data
			return err
		}
	}
}

var errBadChunk = errors.New("malformed chunked body")

// chunkSize parses a chunk-size line (hex digits, optional extensions).
func chunkSize(line []byte) (int64, bool) {
	var n int64
	digits := 0
	for _, b := range line {
		var v byte
		switch {
		case b >= '0' && b <= '9':
			v = b - '0'
		case b >= 'a' && b <= 'f':
			v = b - 'a' + 10
		case b >= 'A' && b <= 'F':
			v = b - 'A' + 10
		default:
			return n, digits > 0 && digits <= 15
		}
		n = n<<4 | int64(v)
		digits++
	}
	return n, false
}

// ioCode classifies a read or write failure on an open connection.
func ioCode(err error) metrics.ErrCode {
	switch {
	case isTimeout(err):
		return metrics.ErrTimeout
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.EPIPE), errors.Is(err, net.ErrClosed):
		return metrics.ErrConnectionReset
	}
	return metrics.ErrConnectionFailed
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, fasthttp.ErrTimeout) || errors.Is(err, os.ErrDeadlineExceeded) ||
		errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// connSet holds the run's open HTTP/1.1 connections so a stop can end
// their blocked reads at once. Touched at connect and close only.
type connSet struct {
	mu sync.Mutex
	m  map[net.Conn]struct{}
}

func (s *connSet) add(c net.Conn) {
	s.mu.Lock()
	if s.m == nil {
		s.m = map[net.Conn]struct{}{}
	}
	s.m[c] = struct{}{}
	s.mu.Unlock()
}

func (s *connSet) remove(c net.Conn) {
	s.mu.Lock()
	delete(s.m, c)
	s.mu.Unlock()
}

// expire sets a past deadline on every connection: blocked reads and
// writes return at once.
func (s *connSet) expire() {
	s.mu.Lock()
	for c := range s.m {
		_ = c.SetDeadline(time.Unix(1, 0))
	}
	s.mu.Unlock()
}

// connPool is the open loop's pool of idle HTTP/1.1 connections, last in
// first out so the fewest connections stay warm.
type connPool struct {
	mu   sync.Mutex
	idle []*h1conn
}

func (p *connPool) get() *h1conn {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		return c
	}
	return nil
}

func (p *connPool) put(c *h1conn) {
	p.mu.Lock()
	p.idle = append(p.idle, c)
	p.mu.Unlock()
}

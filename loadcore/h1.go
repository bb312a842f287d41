package loadcore

import (
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

// h1conn is one HTTP/1.1 connection of the goroutine path and its
// response framer. One goroutine uses it at a time.
type h1conn struct {
	nc net.Conn
	f  h1Framer
	// Phases of the dial, reported with the first response on the
	// connection and then -1.
	connectUs, tlsUs int64
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

// fill reads what the connection has into the framer's buffer, blocking
// until at least one byte comes.
func (c *h1conn) fill() error {
	p := c.f.space()
	if len(p) == 0 {
		return errHeadTooLarge
	}
	k, err := c.nc.Read(p)
	c.f.filled(k)
	if k > 0 {
		return nil // an error comes again with the next read
	}
	if err == nil {
		err = io.ErrNoProgress
	}
	return err
}

// dialH1 opens a connection to t (TLS when https) and registers it so a
// stop can interrupt its reads.
func (e *execution) dialH1(ctx context.Context) (*h1conn, *errWithCode) {
	t := e.t
	begin := time.Now()
	d := net.Dialer{Timeout: t.timeout}
	nc, err := d.DialContext(ctx, "tcp", t.addr)
	if err != nil {
		return nil, codeOf(classifyDial(err))
	}
	c := &h1conn{connectUs: micros(time.Since(begin)), tlsUs: -1, f: newH1Framer(t)}
	if t.tlsConf != nil {
		tb := time.Now()
		tc := tls.Client(nc, t.tlsConf)
		hctx, cancel := context.WithTimeout(ctx, t.timeout)
		err := tc.HandshakeContext(hctx)
		cancel()
		if err != nil {
			_ = nc.Close() // the handshake's error is the one to report
			return nil, codeOf(classifyDial(err))
		}
		c.tlsUs = micros(time.Since(tb))
		nc = tc
	}
	c.nc = nc
	e.conns.add(nc)
	return c, nil
}

func (e *execution) closeH1(c *h1conn) {
	e.conns.remove(c.nc)
	_ = c.nc.Close() // the connection is done with; a close error changes nothing
}

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
			for range n {
				w.failed(ec, intended, start)
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
	var unsigned int
	w.wire, unsigned = t.wire(w.wire, n, start)
	for range unsigned {
		w.failed(errSignFailed, intended, start)
	}
	if n -= unsigned; n == 0 {
		return
	}
	if _, err := c.nc.Write(w.wire); err != nil {
		w.lost(&errWithCode{code: ioCode(err)}, n, intended, start)
		return
	}
	for i := range n {
		status, closeAfter, ec := w.readH1(c, start, deadline)
		end := time.Now()
		if ec == nil && end.After(deadline) {
			// Read past the deadline (the runtime saw the bytes before its
			// timer, the goroutine ran after both): a timeout, as on the
			// event loop.
			ec = &errWithCode{code: metrics.ErrTimeout}
		}
		if ec != nil {
			w.lost(ec, n-i, intended, start)
			return
		}
		w.obs.BytesIn = c.f.bytesIn()
		if t.follow && isRedirect(status) {
			status, ec = w.follow(status, string(c.f.loc), deadline) // the rare path may allocate
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

// lost records left requests failed with ec (or cut off, when the run is
// stopping: inflight.go) and drops the connection.
func (w *worker) lost(ec *errWithCode, left int, intended, start time.Time) {
	e := w.e
	if w.c != nil {
		e.closeH1(w.c)
		w.c = nil
	}
	for range left {
		w.failed(ec, intended, start)
	}
}

// readH1 reads one response through the connection's framer (h1frame.go),
// blocking on the connection for more bytes as the framer asks. The body
// is discarded (copied only into a sample) and scanned for events on a
// stream target. closeAfter says the connection ends with the response;
// a failure comes as ec.
func (w *worker) readH1(c *h1conn, start, deadline time.Time) (status int, closeAfter bool, ec *errWithCode) {
	t, f := w.e.t, &c.f
	w.beginResponse()
	if w.e.phases {
		if !f.buffered() {
			if err := c.fill(); err != nil {
				return 0, false, readError(err)
			}
		}
		w.firstByte = time.Now()
	}
	for {
		switch f.advance(w, w.parser()) {
		case frMore:
			err := c.fill()
			switch {
			case err == nil:
			case errors.Is(err, io.EOF) && f.atEOF():
				return f.status, true, nil // an identity body ends with the connection
			case t.stream && f.ps != psHead && isTimeout(err) && !time.Now().Before(start.Add(t.maxSDur)):
				w.capped = true // the duration cap: a success
				return f.status, true, nil
			default:
				return 0, false, readError(err)
			}
		case frHead:
			w.decideCapture(f.status, start)
			if t.stream {
				if sd := start.Add(t.maxSDur); sd.Before(deadline) {
					_ = c.nc.SetReadDeadline(sd)
					c.armed = time.Time{} // the next request arms its own again
				}
			}
		case frDone:
			return f.status, f.close, nil
		case frCapped:
			w.capped = true // the event cap: a success
			return f.status, true, nil
		default: // frBad
			return 0, false, framingError(f.err)
		}
	}
}

// readError is the failure a read error records.
func readError(err error) *errWithCode {
	if errors.Is(err, errHeadTooLarge) {
		return framingError(err)
	}
	return &errWithCode{code: ioCode(err)}
}

// parser returns the worker's parser of the heads scanHead leaves alone,
// made on first use (a target whose heads are all plain never needs it).
func (w *worker) parser() *headParser {
	if w.hp == nil {
		w.hp = new(headParser)
	}
	return w.hp
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

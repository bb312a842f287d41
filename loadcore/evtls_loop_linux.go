//go:build linux

package loadcore

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/metrics"
)

// HTTPS HTTP/1.1 on the event loop (evloop_linux.go): each connection is
// a tlsSession (evtls_linux.go). Its connect and handshake run on a
// goroutine of their own (openTLS), which hands the session back to the
// loop through a list and an eventfd in the loop's set (handshaken); from
// then on the loop seals each request into the session and writes the
// ciphertext (write, through unsent and sent), and reads ciphertext and
// parses the plaintext (readTLS), with no goroutine and no blocking call.
// The run's connections share one session cache (target.tlsConf), so a
// reconnect resumes.

// evWakeFd is the event's Fd of the loop's eventfd: a handshake ended.
const evWakeFd = -1

// handshakes are the TLS handshakes of an event loop's connections, C
// the loop's connection type (the HTTP/2 loop's too, h2loop_tls_linux.go):
// each runs on a goroutine (start) and hands its result to the loop
// through a list and an eventfd in the loop's set (take).
type handshakes[C any] struct {
	wake   int    // an eventfd in the loop's set, written when a handshake ends
	addr   string // the address resolved once, dialed by every handshake
	ctx    context.Context
	cancel context.CancelFunc // ends every handshake still running
	wg     *sync.WaitGroup    // the run's: a handshake running holds the run

	mu     sync.Mutex // guards done and closed
	done   []hsResult[C]
	closed bool          // the loop is gone: a handshake that ends closes its socket
	got    []hsResult[C] // the loop's copy of done
	one    [8]byte       // the eventfd's increment
	drain  [8]byte       // an eventfd read's counter
}

// evHandshakes are the HTTP/1.1 loop's handshakes.
type evHandshakes = handshakes[*evConn]

// hsResult is one ended handshake of connection c (gen: its socket then).
type hsResult[C any] struct {
	c   C
	gen int32
	s   *tlsSession
	err error
}

// newEvHandshakes adds the handshakes' eventfd to l's set.
func newEvHandshakes(l *evLoop) (*evHandshakes, error) {
	return newHandshakes[*evConn](l.e, l.epfd, l.sa)
}

// newHandshakes adds the handshakes' eventfd to the epoll set epfd of a
// loop of e's run, whose target is at sa.
func newHandshakes[C any](e *execution, epfd int, sa syscall.Sockaddr) (*handshakes[C], error) {
	fd, err := unix.Eventfd(0, unix.EFD_NONBLOCK|unix.EFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	ev := unix.EpollEvent{Events: unix.EPOLLIN, Fd: evWakeFd}
	if err := unix.EpollCtl(epfd, unix.EPOLL_CTL_ADD, fd, &ev); err != nil {
		_ = unix.Close(fd)
		return nil, err
	}
	h := &handshakes[C]{wake: fd, addr: sockAddr(sa).String(), wg: &e.wg}
	// Not the run's context: a cancelled run's stop is seen by the loop,
	// which then ends the handshakes (close) and counts their requests
	// as cut off, rather than their failures racing the stop.
	h.ctx, h.cancel = context.WithCancel(context.WithoutCancel(e.ctx))
	h.one[0] = 1 // the eventfd's counter is a host-order (little-endian) uint64
	return h, nil
}

// start connects and makes a TLS handshake with conf on a goroutine, by
// deadline, for connection c whose socket generation is gen; take hands
// the result to the loop.
func (h *handshakes[C]) start(c C, gen int32, deadline time.Time, conf *tls.Config) {
	h.wg.Add(1)
	go func() {
		defer h.wg.Done()
		ctx, cancel := context.WithDeadline(h.ctx, deadline)
		s, err := dialTLS(ctx, h.addr, conf)
		cancel()
		h.finish(hsResult[C]{c: c, gen: gen, s: s, err: err})
	}()
}

// finish hands r to the loop and wakes it, or closes r's socket when the
// loop is gone.
func (h *handshakes[C]) finish(r hsResult[C]) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		if r.s != nil {
			r.s.close()
		}
		return
	}
	h.done = append(h.done, r)
	_, _ = unix.Write(h.wake, h.one[:]) // under mu: the loop closes wake under mu too
}

// take returns the handshakes that ended since the last take (valid
// until the next one).
func (h *handshakes[C]) take() []hsResult[C] {
	_, _ = unix.Read(h.wake, h.drain[:]) // resets the counter; EAGAIN when a batch already took it
	clear(h.got)
	h.mu.Lock()
	h.got, h.done = append(h.got[:0], h.done...), h.done[:0]
	h.mu.Unlock()
	return h.got
}

// close ends the handshakes: those running stop, those ended close.
func (h *handshakes[C]) close() {
	h.cancel()
	h.mu.Lock()
	h.closed = true
	for _, r := range h.done {
		if r.s != nil {
			r.s.close()
		}
	}
	h.done = nil
	_ = unix.Close(h.wake)
	h.mu.Unlock()
}

// openTLS connects c and makes its TLS handshake on a goroutine; the loop
// takes the result in handshaken. The handshake ends by the request's
// deadline (by evWarmMax when warming, without a request).
func (l *evLoop) openTLS(c *evConn) {
	e := l.e
	c.gen++
	c.f.reset()
	c.fd, c.out, c.tls, c.state = -1, false, nil, evHandshaking
	if e.phases {
		c.w.connectUs, c.w.tlsUs = -1, -1
	}
	deadline := c.deadline
	if c.left == 0 {
		deadline = time.Now().Add(min(e.t.timeout, evWarmMax))
	}
	l.hs.start(c, c.gen, deadline, e.t.tlsConf)
}

// handshaken takes the handshakes that ended into the loop and returns
// how many there were.
func (l *evLoop) handshaken() int {
	got := l.hs.take()
	for _, r := range got {
		if r.gen != r.c.gen || r.c.state != evHandshaking {
			if r.s != nil {
				r.s.close()
			}
			continue
		}
		l.joined(r.c, r.s, r.err)
	}
	return len(got)
}

// joined puts c, whose handshake ended with s or err, into the loop: its
// request is written, or it waits idle; a failure fails the request.
func (l *evLoop) joined(c *evConn, s *tlsSession, err error) {
	var ec *errWithCode
	if err != nil {
		ec = codeOf(classifyDial(err))
	} else {
		ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
		if err := unix.EpollCtl(l.epfd, unix.EPOLL_CTL_ADD, s.fd, &ev); err != nil {
			s.close()
			ec = &errWithCode{code: metrics.ErrConnectionFailed, msg: "epoll_ctl: " + err.Error()}
		}
	}
	if ec != nil {
		if c.left > 0 {
			l.drop(c, ec)
		} else {
			l.closeConn(c) // a warm connection: no request failed
		}
		return
	}
	c.fd, c.tls = s.fd, s
	if l.e.phases && c.left > 0 {
		// The request waited for them: its response carries them. A
		// warm connection's were made before any request (warm) and
		// are not a request's: timed, they would exceed its service time.
		c.w.connectUs, c.w.tlsUs = s.connectUs, s.tlsUs
	}
	if c.left > 0 {
		c.state = evBusy
		l.write(c)
	} else {
		c.state = evIdle
		if !l.closed {
			c.inIdle = true
			l.idle = append(l.idle, c)
		}
	}
	if c.tls == s && s.p.whole() > 0 {
		// Records read with the handshake's last (session tickets).
		l.drainTLS(c, time.Now())
	}
}

// unsent returns the bytes of c's request not yet written: ciphertext on
// TLS.
func (c *evConn) unsent() []byte {
	if c.tls != nil {
		return c.tls.pending()
	}
	return c.wire[c.wOff:]
}

// sent records that n bytes of unsent were written.
func (c *evConn) sent(n int) {
	if c.tls != nil {
		c.tls.wrote(n)
		return
	}
	c.wOff += n
}

// sealTLS seals c's request into its session the first time it is to be
// written; false means it failed (and c was dropped).
func (l *evLoop) sealTLS(c *evConn) bool {
	if c.wOff < len(c.wire) {
		if err := c.tls.seal(c.wire[c.wOff:]); err != nil {
			l.drop(c, codeOf(classifyDial(err)))
			return false
		}
		c.wOff = len(c.wire)
	}
	return true
}

// readTLS reads what c's socket has and parses the plaintext.
func (l *evLoop) readTLS(c *evConn) {
	switch _, errno := c.tls.readFd(); errno {
	case 0:
	case syscall.EAGAIN:
		return
	default:
		l.drop(c, &errWithCode{code: ioCode(errno)})
		return
	}
	l.drainTLS(c, time.Now())
}

// drainTLS parses the plaintext c's session has, at now (one clock read
// per read, as on cleartext).
func (l *evLoop) drainTLS(c *evConn, now time.Time) {
	s := c.tls
	for c.tls == s {
		p := c.f.space()
		if len(p) == 0 {
			l.drop(c, framingError(errHeadTooLarge))
			return
		}
		n, err := s.open(p)
		if n > 0 {
			c.f.filled(n)
			if c.state != evBusy {
				// Bytes nobody asked for: the connection cannot be trusted.
				l.closeConn(c)
				return
			}
			l.parse(c, now)
		}
		if err != nil && c.tls == s {
			l.endTLS(c, err)
			return
		}
		if n == 0 {
			return
		}
	}
}

// endTLS handles the end of c's session: the peer closed (as a closed
// socket on cleartext), or TLS failed (TLS_ERROR).
func (l *evLoop) endTLS(c *evConn, err error) {
	if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		l.drop(c, codeOf(classifyDial(err)))
		return
	}
	switch c.state {
	case evIdle:
		l.closeConn(c)
	case evBusy:
		if errors.Is(err, io.EOF) && c.f.atEOF() { // an identity body ends with the connection
			l.complete(c, time.Now())
			return
		}
		l.drop(c, &errWithCode{code: metrics.ErrConnectionReset})
	}
}

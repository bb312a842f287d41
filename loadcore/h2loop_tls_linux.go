//go:build linux

package loadcore

import (
	"context"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/metrics"
)

// HTTP/2 over TLS on the event loop: a connection's connect and TLS
// handshake (ALPN h2) run on a goroutine of their own through dialTLS
// (evtls_linux.go), which hands the session back through a list and an
// eventfd in the loop's set, as the HTTP/1.1 loop's handshakes do
// (evtls_loop_linux.go); from then on the loop seals the connection's
// frames into the session and opens what it reads (h2loop_linux.go's
// write and read). The run's connections share the target's session
// cache, so a reconnect (after a GOAWAY, say) resumes.

// h2Handshakes are the TLS handshakes of the HTTP/2 loop's connections.
type h2Handshakes struct {
	wake   int // an eventfd in the loop's set, written when a handshake ends
	addr   string
	ctx    context.Context
	cancel context.CancelFunc // ends every handshake still running

	mu     sync.Mutex // guards done and closed
	done   []h2hsResult
	closed bool
	got    []h2hsResult
	one    [8]byte
	drain  [8]byte
}

// h2hsResult is one ended handshake of connection c (gen: its slot's
// generation then).
type h2hsResult struct {
	c   *h2conn
	gen int32
	s   *tlsSession
	err *errWithCode
}

func newH2Handshakes(l *h2loop) (*h2Handshakes, error) {
	fd, err := unix.Eventfd(0, unix.EFD_NONBLOCK|unix.EFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	ev := unix.EpollEvent{Events: unix.EPOLLIN, Fd: evWakeFd}
	if err := unix.EpollCtl(l.ev.epfd, unix.EPOLL_CTL_ADD, fd, &ev); err != nil {
		_ = unix.Close(fd)
		return nil, err
	}
	h := &h2Handshakes{wake: fd, addr: sockAddr(l.sa).String()}
	// Not the run's context: the loop sees a stop itself and ends the
	// handshakes (close), rather than their failures racing the stop.
	h.ctx, h.cancel = context.WithCancel(context.WithoutCancel(l.e.ctx))
	h.one[0] = 1 // the eventfd's counter is a host-order (little-endian) uint64
	return h, nil
}

// start connects c and makes its handshake on a goroutine, within the
// request timeout.
func (h *h2Handshakes) start(c *h2conn) {
	e := c.cl.e
	gen := c.gen
	deadline := time.Now().Add(e.t.timeout)
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		ctx, cancel := context.WithDeadline(h.ctx, deadline)
		s, err := dialTLS(ctx, h.addr, e.t.tlsConf)
		cancel()
		r := h2hsResult{c: c, gen: gen, s: s}
		switch {
		case err != nil:
			r.err = codeOf(classifyDial(err))
		case s.tc.ConnectionState().NegotiatedProtocol != "h2":
			r.err = &errWithCode{code: metrics.ErrConnectionFailed, msg: "the server did not negotiate h2 (ALPN " + strconv.Quote(s.tc.ConnectionState().NegotiatedProtocol) + ")"}
			s.close()
			r.s = nil
		}
		h.finish(r)
	}()
}

// finish hands r to the loop and wakes it, or closes r's socket when the
// loop is gone.
func (h *h2Handshakes) finish(r h2hsResult) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		if r.s != nil {
			r.s.close()
		}
		return
	}
	h.done = append(h.done, r)
	_, _ = unix.Write(h.wake, h.one[:]) // under mu: close closes wake under mu too
}

// close ends the handshakes: those running stop, those ended close.
func (h *h2Handshakes) close() {
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

// handshaken takes the ended handshakes into the loop: each connection
// joins the set and sends its preface, or fails with the streams
// waiting for it.
func (l *h2loop) handshaken() {
	h := l.hs
	_, _ = unix.Read(h.wake, h.drain[:]) // resets the counter; EAGAIN when a batch already took it
	h.mu.Lock()
	h.got, h.done = append(h.got[:0], h.done...), h.done[:0]
	h.mu.Unlock()
	for i := range h.got {
		r := h.got[i]
		h.got[i] = h2hsResult{}
		c := r.c
		if r.gen != c.gen || c.dead || l.conns[c.idx] != c {
			if r.s != nil {
				r.s.close() // timed out meanwhile
			}
			continue
		}
		if r.err != nil {
			l.handshakeFailed(c, r.err)
			continue
		}
		ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
		if err := unix.EpollCtl(l.ev.epfd, unix.EPOLL_CTL_ADD, r.s.fd, &ev); err != nil {
			r.s.close()
			l.handshakeFailed(c, &errWithCode{code: metrics.ErrConnectionFailed, msg: "epoll_ctl: " + err.Error()})
			continue
		}
		c.fd, c.tls, c.connecting = r.s.fd, r.s, false
		l.write(c) // the preface and our SETTINGS
		if !c.dead && r.s.p.whole() > 0 {
			l.openTLS(c) // records read with the handshake's last
		}
	}
}

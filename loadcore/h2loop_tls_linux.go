//go:build linux

package loadcore

import (
	"strconv"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/metrics"
)

// HTTP/2 over TLS on the event loop: a connection's connect and TLS
// handshake (ALPN h2) run on a goroutine of their own through dialTLS
// (evtls_linux.go), handed back to the loop by the HTTP/1.1 loop's
// handshakes type (evtls_loop_linux.go); from then on the loop seals the connection's
// frames into the session and opens what it reads (h2loop_linux.go's
// write and read). The run's connections share the target's session
// cache, so a reconnect (after a GOAWAY, say) resumes.

// handshaken takes the ended handshakes into the loop: each connection
// joins the set and sends its preface, or fails with the streams
// waiting for it.
func (l *h2loop) handshaken() {
	for _, r := range l.hs.take() {
		c := r.c
		if r.gen != c.gen || c.dead || l.conns[c.idx] != c {
			if r.s != nil {
				r.s.close() // timed out meanwhile
			}
			continue
		}
		if r.err != nil {
			l.handshakeFailed(c, codeOf(classifyDial(r.err)))
			continue
		}
		if p := r.s.tc.ConnectionState().NegotiatedProtocol; p != "h2" {
			r.s.close() // unusable: the protocol is what to report
			l.handshakeFailed(c, &errWithCode{code: metrics.ErrConnectionFailed, msg: "the server did not negotiate h2 (ALPN " + strconv.Quote(p) + ")"})
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

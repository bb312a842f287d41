package scenario

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
)

// The lean path of a load run's steps. A step whose composition the
// session's compose cache holds, and that Send would write the same way
// every time (sender.Client.Lean: plain http, no proxy, no signing auth,
// ...), goes as the wire bytes rendered once with that composition, on
// the virtual user's own kept HTTP/1.1 connection, its response read in
// place by loadcore's framer. What the load report needs (status, size,
// time) is all a step usually takes from the response; the response is
// made whole by the sender (sender.Client.Answer: the same Response Send
// gives) when anything needs more: a script that is not declarative or
// fails, the first pass of the first virtual user (traced), coverage,
// cookies to store (Set-Cookie), a redirect to follow, a coded body.
// Once the session's jar holds a cookie, requests go through Send (which
// adds them). Plain runs (not load) always go through Send.

// Declarer answers a post script from the status alone when it is made
// of declarative checks that all pass (scripting.Sandbox.Declared).
type Declarer interface {
	Declared(src string, status int) (scripting.Result, bool)
}

// watchedJar is a session's cookie jar that notes whether it was ever
// given a cookie: until then no request of the session carries one.
type watchedJar struct {
	http.CookieJar
	held atomic.Bool
}

// SetCookies stores cookies for u and notes that the jar holds some.
func (j *watchedJar) SetCookies(u *url.URL, cookies []*http.Cookie) {
	if len(cookies) > 0 {
		j.held.Store(true)
	}
	j.CookieJar.SetCookies(u, cookies)
}

// leanConn is a virtual user's own connections for lean steps, one per
// host and port its steps reach. The run's end (newLeanConn) sets a
// passed deadline on each to end a blocked read or write.
type leanConn struct {
	mu    sync.Mutex // the sockets' nc, socks and ended, against the run's end
	ended bool
	socks []*leanSock
	cur   *leanSock // the socket of the send under way
	stop  func() bool
}

// leanSock is one kept connection of a virtual user and its framer.
type leanSock struct {
	nc   net.Conn
	addr string
	fr   *loadcore.Framer
	head []byte // the final head, when the response is made whole
	// fd is the socket when a user loop holds it (raw): a descriptor of
	// the loop's epoll set, not the runtime's (vuloop_linux.go).
	fd  int
	raw bool
	// ready says the loop saw an event on fd it has not read after.
	ready bool
}

// newLeanConn returns the lean connections of a session whose steps run
// under ctx.
func newLeanConn(ctx context.Context) *leanConn {
	lc := &leanConn{}
	lc.stop = context.AfterFunc(ctx, func() {
		lc.mu.Lock()
		defer lc.mu.Unlock()
		lc.ended = true
		for _, k := range lc.socks {
			if k.nc != nil {
				_ = k.nc.SetDeadline(time.Unix(1, 0)) // ends a blocked read or write at once
			}
		}
	})
	return lc
}

// use makes the socket to addr the current one.
func (lc *leanConn) use(addr string) {
	if lc.cur != nil && lc.cur.addr == addr {
		return
	}
	for _, k := range lc.socks {
		if k.addr == addr {
			lc.cur = k
			return
		}
	}
	k := &leanSock{addr: addr, fr: loadcore.NewFramer(false)}
	lc.mu.Lock()
	lc.socks = append(lc.socks, k)
	lc.mu.Unlock()
	lc.cur = k
}

// drop closes the current socket's connection.
func (lc *leanConn) drop() {
	lc.mu.Lock()
	nc := lc.cur.nc
	lc.cur.nc = nil
	fd, raw := lc.cur.fd, lc.cur.raw
	lc.cur.raw, lc.cur.ready = false, false
	lc.mu.Unlock()
	if nc != nil {
		_ = nc.Close() // done with; a close error changes nothing
	}
	if raw {
		closeRaw(fd)
	}
}

// close closes the connections and ends the watch on the run's end.
func (lc *leanConn) close() {
	lc.stop()
	for _, k := range lc.socks {
		lc.cur = k
		lc.drop()
	}
}

// leanOutcome is what a lean send gives a step.
type leanOutcome struct {
	res    sender.Response
	sent   sender.Sent
	status int
	// whole says res and sent are Send's whole answer; otherwise res has
	// the status, size and timing only, and head and body (kept when
	// asked) can make it whole (complete).
	whole bool
	body  []byte
	wrote time.Time
	first time.Time
	start time.Time
	t     sender.Timing
}

// errLeanHead is the failure of a response head the framer cannot hold.
var errLeanHead = errors.New("response head over 1 MiB")

// send sends l on the connection (dialing it when needed; once more on a
// fresh one when a kept one was found closed, as Send does) and reads the
// response into o. keep asks for the head and body to be kept so the
// response can be made whole later; whole asks for it made whole now.
func (lc *leanConn) send(ctx context.Context, c *sender.Client, l *sender.Lean, keep, whole bool, o *leanOutcome) {
	start := time.Now()
	*o = leanOutcome{start: start}
	lc.use(l.Addr)
	k := lc.cur
	for {
		reused := k.nc != nil
		o.t = sender.Timing{}
		if !reused {
			dctx, cancel := context.WithDeadline(ctx, start.Add(l.Timeout))
			nc, t, err := l.Dial(dctx)
			cancel()
			if err != nil {
				o.res, o.sent = l.Failed(ctx, err, "", false, t, start)
				o.whole = true
				return
			}
			lc.mu.Lock()
			k.nc = nc
			if lc.ended {
				_ = nc.SetDeadline(time.Unix(1, 0)) // the run ended while dialing
			}
			lc.mu.Unlock()
			k.fr.Reset()
			o.t = t
		}
		nc := k.nc
		_ = nc.SetDeadline(start.Add(l.Timeout))
		if ctx.Err() != nil {
			// After arming the deadline: an end that came before this is
			// seen here, one after it sets its own deadline (newLeanConn).
			_ = nc.SetDeadline(time.Unix(1, 0))
		}
		_, err := nc.Write(l.Wire)
		o.wrote = time.Now()
		if err != nil {
			lc.drop()
			if reused && l.Stale(ctx, err) {
				continue
			}
			lc.failed(ctx, l, err, "sending the request", o)
			return
		}
		if !lc.read(ctx, c, l, keep, whole, reused, o) {
			return
		}
	}
}

// read reads the response to the request just written into o; again
// says a kept connection turned out closed before any response byte and
// the request goes again on a fresh one.
func (lc *leanConn) read(ctx context.Context, c *sender.Client, l *sender.Lean, keep, whole, reused bool, o *leanOutcome) (again bool) {
	k := lc.cur
	fr := k.fr
	fr.SetHead(l.Head)
	fr.Begin(keep || whole)
	o.first = time.Time{}
	for {
		switch fr.Next() {
		case loadcore.FrameMore:
			p := fr.Space()
			if len(p) == 0 {
				lc.drop()
				lc.failed(ctx, l, errLeanHead, "reading the response", o)
				return false
			}
			n, err := k.nc.Read(p)
			if n > 0 {
				if o.first.IsZero() {
					o.first = time.Now()
				}
				fr.Filled(n)
				continue
			}
			if err == nil {
				err = io.ErrNoProgress
			}
			if errors.Is(err, io.EOF) && fr.AtEOF() {
				lc.drop() // an identity body ends with the connection
				lc.done(ctx, c, l, whole, o)
				return false
			}
			lc.drop()
			if reused && o.first.IsZero() && l.Stale(ctx, err) {
				return true
			}
			lc.failed(ctx, l, err, "reading the response", o)
			return false
		case loadcore.FrameHead:
			// A response Send does more with (needsSend) is made whole
			// even when kept for a script: a check answered from its
			// status must not skip the redirect or the cookies.
			if needs := needsSend(fr.Status(), fr.Head(), l, c.Jar != nil); whole || keep || needs {
				k.head = append(k.head[:0], fr.Head()...)
				fr.KeepBody(true)
				whole = whole || needs
			}
		case loadcore.FrameDone:
			if fr.Close() || l.Close || fr.BodyLen() > l.MaxBody {
				lc.drop()
			}
			lc.done(ctx, c, l, whole, o)
			return false
		default: // FrameBad
			lc.drop()
			lc.failed(ctx, l, fr.Err(), "reading the response", o)
			return false
		}
	}
}

// done fills o for a response read to its end: made whole now when
// asked, or the status, size and time with the head and body kept.
func (lc *leanConn) done(ctx context.Context, c *sender.Client, l *sender.Lean, whole bool, o *leanOutcome) {
	o.status = lc.cur.fr.Status()
	o.body = lc.cur.fr.Body()
	if whole {
		lc.complete(ctx, c, l, o)
		return
	}
	o.res = l.Brief(o.status, lc.cur.fr.BodyLen(), o.t, o.start, o.wrote, o.first, time.Now())
	o.sent = l.Sent()
}

// complete makes the response of o whole (sender.Client.Answer).
func (lc *leanConn) complete(ctx context.Context, c *sender.Client, l *sender.Lean, o *leanOutcome) {
	o.res, o.sent = c.Answer(ctx, l, lc.cur.head, o.body, o.t, o.start, o.wrote, o.first)
	o.whole = true
}

// failed fills o for a failure on the connection.
func (lc *leanConn) failed(ctx context.Context, l *sender.Lean, err error, during string, o *leanOutcome) {
	o.res, o.sent = l.Failed(ctx, err, during, true, o.t, o.start)
	o.whole = true
}

// needsSend reports whether a response head asks for what Send does with
// a response beyond its status and size: a redirect to follow, cookies to
// store, a body coding to undo, a protocol switch.
func needsSend(status int, head []byte, l *sender.Lean, jar bool) bool {
	switch {
	case status == http.StatusSwitchingProtocols:
		return true
	case l.Follow && sender.IsRedirect(status) && hasField(head, "location"):
		return true
	case jar && hasField(head, "set-cookie"):
		return true
	}
	return hasField(head, "content-encoding")
}

// hasField reports whether the head has a header line named name (lower
// case), in any case.
func hasField(head []byte, name string) bool {
	for i := bytes.IndexByte(head, '\n'); i >= 0 && i+1 < len(head); {
		line := head[i+1:]
		if len(line) > len(name) && line[len(name)] == ':' && bytes.EqualFold(line[:len(name)], []byte(name)) {
			return true
		}
		k := bytes.IndexByte(line, '\n')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

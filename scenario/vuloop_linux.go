//go:build linux

package scenario

import (
	"context"
	"errors"
	"io"
	"net"
	"os"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/loadcore"
	"github.com/svc-engine/svc-engine/sender"
)

// A load run's virtual users on event loops. A goroutine per virtual
// user costs, at a thousand users, more than the step itself: a park and
// a wake-up per response, a read that finds nothing before each wait,
// and a cold stack and session per switch (issue 20: 55% of the CPU in
// system calls, 22 µs per request against 13 µs for a plain request on
// loadcore's loop). A userLoop runs many users' lean steps on one
// goroutine with an epoll set of their kept sockets: it composes a step
// (the session's compose cache), writes its wire bytes, reads the answer
// when epoll says it came, ends the step (declarative checks answered
// from the status) and begins the next, for every user in turn.
//
// Whatever may wait is left to a goroutine: a user whose step has a pre
// script, is not lean (sender.Client.Lean), needs Send's whole answer
// (a redirect, a cookie, a coding), has a post script that is not
// declarative or fails, or whose send failed, leaves the loop for good
// (demote): its sockets go back to the runtime as net.Conns and a
// goroutine of its own finishes the step and runs the user on, as
// virtualUser does. Dials run on short goroutines and hand the socket to
// the loop. The run's end stops the loop: steps under way are dropped,
// as the goroutine path drops steps the end cuts.

// loopTick bounds an epoll wait when no send has a nearer deadline. A
// send's timeout is seen at its deadline (the users' deadlines are a
// min-heap, deadlineHeap, whose earliest bounds the wait), not on a tick.
const loopTick = 100 * time.Millisecond

// loopBatch is how many events one wait takes.
const loopBatch = 256

// Where a loop user is.
const (
	userIdle    uint8 = iota // between steps
	userDialing              // a dial goroutine is connecting its socket
	userWriting              // writing the request (EPOLLOUT awaited)
	userReading              // reading the response
	userGone                 // finished or demoted
)

// userLoop is one event loop of virtual users.
type userLoop struct {
	ctx    context.Context
	r      *Runner
	epfd   int
	wake   int // an eventfd in the set: inbox items, the run's end
	events []unix.EpollEvent
	users  []*loopUser
	steps  []*stepRun   // step runs done with, for the users' next steps
	live   int          // users on the loop
	due    deadlineHeap // the users whose sends are under way, earliest deadline first
	// spawn runs a demoted user's goroutine (counted by the run).
	spawn func(func())
	// left is called once per user that finished on the loop.
	left func()

	mu      sync.Mutex // inbox, dialing, closed
	inbox   []loopItem
	dialing int  // dial goroutines out
	closed  bool // the loop has ended
	one     [8]byte
	drain   [8]byte
}

// loopItem is what other goroutines hand the loop: a new user, or a
// dial's outcome for one.
type loopItem struct {
	v    *vuRun // a new user, or nil
	u    *loopUser
	fd   int
	t    sender.Timing
	err  error
	seal bool
}

// loopUser is a virtual user on a loop.
type loopUser struct {
	v      *vuRun
	id     int32
	n, i   int       // the pass and its item
	p      *stepRun  // the step under way
	k      *leanSock // its socket
	state  uint8
	reused bool // the socket was kept from an earlier step
	whole  bool // the response needs Send's whole answer (needsSend)
	wpos   int  // request bytes written
	// dl is the send's deadline and hi its place in the loop's heap of
	// deadlines (-1: not in it).
	dl time.Time
	hi int
}

// newUserLoops starts n loops for the users of a load run under ctx;
// nil when the loops cannot start (the users then run on goroutines).
func newUserLoops(ctx context.Context, r *Runner, n int, spawn func(func()), left func()) []*userLoop {
	var loops []*userLoop
	for range n {
		l, err := newUserLoop(ctx, r, spawn, left)
		if err != nil {
			for _, l := range loops {
				l.seal()
			}
			return nil
		}
		loops = append(loops, l)
		spawn(l.run)
	}
	return loops
}

func newUserLoop(ctx context.Context, r *Runner, spawn func(func()), left func()) (*userLoop, error) {
	epfd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return nil, os.NewSyscallError("epoll_create1", err)
	}
	wake, err := unix.Eventfd(0, unix.EFD_NONBLOCK|unix.EFD_CLOEXEC)
	if err != nil {
		_ = unix.Close(epfd)
		return nil, os.NewSyscallError("eventfd", err)
	}
	if err := unix.EpollCtl(epfd, unix.EPOLL_CTL_ADD, wake, &unix.EpollEvent{Events: unix.EPOLLIN, Fd: -1}); err != nil {
		_ = unix.Close(epfd)
		_ = unix.Close(wake)
		return nil, os.NewSyscallError("epoll_ctl", err)
	}
	l := &userLoop{ctx: ctx, r: r, epfd: epfd, wake: wake, events: make([]unix.EpollEvent, loopBatch), spawn: spawn, left: left}
	l.one[0] = 1
	return l, nil
}

// sendRaw writes p to the socket fd (no SIGPIPE on a closed one). The
// call is raw, as loadcore's loop makes it: a write to a socket never
// blocks, and the processor is not handed on for it.
func sendRaw(fd int, p []byte) (int, error) {
	n, _, errno := syscall.RawSyscall6(syscall.SYS_SENDTO, uintptr(fd), uintptr(unsafe.Pointer(unsafe.SliceData(p))), uintptr(len(p)), syscall.MSG_NOSIGNAL, 0, 0)
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

// readRaw reads from the socket fd into p, raw as sendRaw.
func readRaw(fd int, p []byte) (int, error) {
	n, _, errno := syscall.RawSyscall(syscall.SYS_READ, uintptr(fd), uintptr(unsafe.Pointer(unsafe.SliceData(p))), uintptr(len(p)))
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

// closeRaw closes a socket a loop held.
func closeRaw(fd int) { _ = unix.Close(fd) } // done with; a close error changes nothing

// post hands it to the loop; false when the loop has ended.
func (l *userLoop) post(it loopItem) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return false
	}
	l.inbox = append(l.inbox, it)
	_, _ = unix.Write(l.wake, l.one[:]) // under mu: the loop closes wake under mu too
	return true
}

// add puts user v on the loop; false when the loop has ended (the
// caller then ends the user).
func (l *userLoop) add(v *vuRun) bool { return l.post(loopItem{v: v}) }

// seal says no user will be added: the loop ends when its users have.
func (l *userLoop) seal() { l.post(loopItem{seal: true}) }

// run is the loop.
func (l *userLoop) run() {
	stop := context.AfterFunc(l.ctx, func() { l.post(loopItem{}) })
	defer stop()
	sealed := false
	for {
		n, err := unix.EpollWait(l.epfd, l.events, l.waitMs(time.Now()))
		if err != nil && !errors.Is(err, unix.EINTR) {
			l.end()
			return
		}
		for _, ev := range l.events[:max(n, 0)] {
			if ev.Fd < 0 {
				sealed = l.takeInbox() || sealed
				continue
			}
			if int(ev.Fd) < len(l.users) {
				l.io(l.users[ev.Fd], ev.Events)
			}
		}
		if l.ctx.Err() != nil || (sealed && l.live == 0 && l.idleDials()) {
			l.end()
			return
		}
		l.timeouts(time.Now())
	}
}

// idleDials reports whether no dial goroutine is out.
func (l *userLoop) idleDials() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.dialing == 0
}

// takeInbox takes in what other goroutines handed the loop; true when it
// was sealed.
func (l *userLoop) takeInbox() (sealed bool) {
	l.mu.Lock()
	_, _ = unix.Read(l.wake, l.drain[:]) // resets the counter
	items := l.inbox
	l.inbox = nil
	l.mu.Unlock()
	for _, it := range items {
		switch {
		case it.seal:
			sealed = true
		case it.v != nil:
			l.start(it.v)
		case it.u != nil:
			l.mu.Lock()
			l.dialing--
			l.mu.Unlock()
			l.dialed(it.u, it.fd, it.t, it.err)
		}
	}
	return sealed
}

// start takes a new user and begins its first pass.
func (l *userLoop) start(v *vuRun) {
	n, ok := v.begin(l.ctx)
	u := &loopUser{v: v, id: int32(len(l.users)), n: n, hi: -1}
	v.s.steps = &l.steps
	l.users = append(l.users, u)
	l.live++
	if !ok {
		l.finish(u)
		return
	}
	l.next(u)
}

// next begins u's next step: past the pass's end the next pass, until
// the user stops, leaves the loop or waits on its socket.
func (l *userLoop) next(u *loopUser) {
	v, s, ctx := u.v, u.v.s, l.ctx
	items := l.r.items
	for {
		if u.i < 0 || u.i >= len(items) {
			v.end()
			n, ok := v.begin(ctx)
			if !ok {
				l.finish(u)
				return
			}
			u.n, u.i = n, 0
		}
		if ctx.Err() != nil || !v.delay(ctx) {
			l.finish(u)
			return
		}
		if len(items[u.i].Pre) > 0 {
			l.demote(u, beforeSend) // a pre script may wait: the user's own goroutine runs it
			return
		}
		p := s.stepBegin(ctx, u.n, u.i)
		if p.over {
			if l.stepDone(u, p) {
				return
			}
			continue
		}
		u.p = p
		if p.lean == nil || s.traceAll || l.r.Coverage != nil {
			l.demote(u, beforeSend)
			return
		}
		p.lo = leanOutcome{start: p.start}
		if !l.r.wallClock {
			p.lo.start = time.Now()
		}
		s.lean.use(p.lean.Addr)
		u.k = s.lean.cur
		if !u.k.raw {
			l.dial(u)
			return
		}
		u.reused = true
		l.write(u)
		return
	}
}

// stepDone counts u's finished step and moves u to the item after it;
// true when the user stopped.
func (l *userLoop) stepDone(u *loopUser, p *stepRun) bool {
	u.p = nil
	st := u.v.s.stepFinish(p)
	if u.v.done(l.ctx, st) {
		l.finish(u)
		return true
	}
	u.i = l.r.nextIndex(st, u.i)
	if !u.v.published {
		l.steps = append(l.steps, p) // nobody keeps it: the next step reuses it, warm
	}
	return false
}

// dial connects u's socket on a goroutine of its own.
func (l *userLoop) dial(u *loopUser) {
	u.state = userDialing
	l.due.remove(u) // the dial has the deadline; the send is armed again after it
	lean, start := u.p.lean, u.p.lo.start
	l.mu.Lock()
	l.dialing++
	l.mu.Unlock()
	l.spawn(func() {
		dctx, cancel := context.WithDeadline(l.ctx, start.Add(lean.Timeout))
		nc, t, err := lean.Dial(dctx)
		cancel()
		fd := -1
		if err == nil {
			fd, err = detach(nc)
		}
		if !l.post(loopItem{u: u, fd: fd, t: t, err: err}) && fd >= 0 {
			closeRaw(fd) // the loop ended meanwhile
		}
	})
}

// detach takes the socket of nc out of the runtime: a duplicate of its
// descriptor (non-blocking, as the runtime left it), nc closed.
func detach(nc net.Conn) (int, error) {
	defer func() { _ = nc.Close() }() // the duplicate keeps the socket
	sc, ok := nc.(syscall.Conn)
	if !ok {
		return -1, errors.New("the connection has no descriptor")
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return -1, err
	}
	fd := -1
	var derr error
	if err := rc.Control(func(s uintptr) { fd, derr = unix.FcntlInt(s, unix.F_DUPFD_CLOEXEC, 0) }); err != nil {
		return -1, err
	}
	if derr != nil {
		return -1, os.NewSyscallError("fcntl", derr)
	}
	return fd, nil
}

// dialed takes the outcome of u's dial: the socket joins the set and the
// request goes, or the step fails.
func (l *userLoop) dialed(u *loopUser, fd int, t sender.Timing, err error) {
	if u.state != userDialing {
		if fd >= 0 {
			closeRaw(fd)
		}
		return
	}
	p := u.p
	if err != nil {
		p.lo.res, p.lo.sent = p.lean.Failed(l.ctx, err, "", false, t, p.lo.start)
		p.lo.whole = true
		l.respond(u)
		return
	}
	if err := unix.EpollCtl(l.epfd, unix.EPOLL_CTL_ADD, fd, &unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLOUT | unix.EPOLLRDHUP | unix.EPOLLET, Fd: u.id}); err != nil {
		closeRaw(fd)
		p.lo.res, p.lo.sent = p.lean.Failed(l.ctx, os.NewSyscallError("epoll_ctl", err), "", false, t, p.lo.start)
		p.lo.whole = true
		l.respond(u)
		return
	}
	k := u.k
	u.v.s.lean.mu.Lock()
	k.fd, k.raw, k.ready = fd, true, false
	u.v.s.lean.mu.Unlock()
	k.fr.Reset()
	p.lo.t = t
	u.reused = false
	l.write(u)
}

// write writes u's request from where it stopped; once written, the
// response is read when the socket has something.
func (l *userLoop) write(u *loopUser) {
	if u.state != userWriting {
		u.state, u.wpos = userWriting, 0
		if u.hi < 0 {
			u.dl = u.p.lo.start.Add(u.p.lean.Timeout)
			l.due.push(u)
		}
	}
	k, wire := u.k, u.p.lean.Wire
	for u.wpos < len(wire) {
		n, err := sendRaw(k.fd, wire[u.wpos:])
		if n > 0 {
			u.wpos += n
			continue
		}
		switch {
		case errors.Is(err, unix.EAGAIN):
			return // EPOLLOUT resumes
		case errors.Is(err, unix.EINTR):
			continue
		case err == nil:
			err = io.ErrShortWrite
		}
		l.connFailed(u, &net.OpError{Op: "write", Net: "tcp", Err: os.NewSyscallError("write", err)}, "sending the request")
		return
	}
	p := u.p
	p.lo.wrote = time.Now()
	u.state, u.whole = userReading, false
	k.fr.SetHead(p.lean.Head)
	k.fr.Begin(len(p.it.Post) > 0)
	p.lo.first = time.Time{}
	if k.ready {
		l.read(u) // an event came before: what it said is not read yet
	}
}

// io handles the events of u's socket.
func (l *userLoop) io(u *loopUser, events uint32) {
	if u.state == userGone || u.k == nil || !u.k.raw {
		return
	}
	u.k.ready = true
	switch {
	case u.state == userWriting && events&(unix.EPOLLOUT|unix.EPOLLERR|unix.EPOLLHUP) != 0:
		l.write(u)
	case u.state == userReading:
		l.read(u)
	}
}

// read reads what u's socket holds of the response.
func (l *userLoop) read(u *loopUser) {
	k, p := u.k, u.p
	fr, lean := k.fr, p.lean
	for {
		switch fr.Next() {
		case loadcore.FrameMore:
			b := fr.Space()
			if len(b) == 0 {
				l.fail(u, errLeanHead, "reading the response")
				return
			}
			n, err := readRaw(k.fd, b)
			if n > 0 {
				p.fin = time.Now() // the response's last byte so far
				if p.lo.first.IsZero() {
					p.lo.first = p.fin
				}
				fr.Filled(n)
				continue
			}
			switch {
			case errors.Is(err, unix.EAGAIN):
				k.ready = false
				return
			case errors.Is(err, unix.EINTR):
				continue
			case err == nil && fr.AtEOF():
				u.v.s.lean.drop() // an identity body ends with the connection
				l.framed(u)
				return
			case err == nil:
				err = io.EOF
			default:
				err = &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", err)}
			}
			if u.reused && p.lo.first.IsZero() && lean.Stale(l.ctx, err) {
				u.v.s.lean.drop()
				l.dial(u) // the kept connection was closed: again on a fresh one, as Send does
				return
			}
			l.fail(u, err, "reading the response")
			return
		case loadcore.FrameHead:
			needs := needsSend(fr.Status(), fr.Head(), lean, u.v.s.client.Jar != nil)
			if needs || len(p.it.Post) > 0 {
				k.head = append(k.head[:0], fr.Head()...)
				fr.KeepBody(true)
				u.whole = u.whole || needs
			}
		case loadcore.FrameDone:
			if fr.Close() || lean.Close || fr.BodyLen() > lean.MaxBody {
				u.v.s.lean.drop()
			}
			k.ready = false
			l.framed(u)
			return
		default: // FrameBad
			l.fail(u, fr.Err(), "reading the response")
			return
		}
	}
}

// framed takes u's response read to its end.
func (l *userLoop) framed(u *loopUser) {
	p, fr := u.p, u.k.fr
	o := &p.lo
	o.status, o.body = fr.Status(), fr.Body()
	if u.whole {
		l.demote(u, toComplete) // Send's whole answer may dial (a redirect)
		return
	}
	// The clock read of the last read serves as the response's end, the
	// step's and the check whether the run's end cut it.
	o.res = p.lean.Brief(o.status, fr.BodyLen(), o.t, o.start, o.wrote, o.first, p.fin)
	o.sent = p.lean.Sent()
	p.ended = -1
	if l.r.scripts != nil && endedAt(l.ctx, p.fin) {
		p.ended = 1
	}
	l.respond(u)
}

// connFailed handles a failed write: a kept connection the server had
// closed sends again on a fresh one, as Send does; else the step fails.
func (l *userLoop) connFailed(u *loopUser, err error, during string) {
	if u.reused && u.p.lean.Stale(l.ctx, err) {
		u.v.s.lean.drop()
		l.dial(u)
		return
	}
	l.fail(u, err, during)
}

// fail ends u's send with err on its connection, which is closed.
func (l *userLoop) fail(u *loopUser, err error, during string) {
	u.v.s.lean.drop()
	p := u.p
	p.fin = time.Time{} // the step ends now, not at its last read
	p.lo.res, p.lo.sent = p.lean.Failed(l.ctx, err, during, true, p.lo.t, p.lo.start)
	p.lo.whole = true
	l.respond(u)
}

// respond ends u's step on its response (or failure) and begins the
// next, unless ending it may wait (the user then leaves the loop).
func (l *userLoop) respond(u *loopUser) {
	u.state = userIdle
	l.due.remove(u)
	p, s := u.p, u.v.s
	p.res, p.sent = p.lo.res, p.lo.sent
	if s.blocks(l.ctx, p) {
		l.demote(u, toEnd)
		return
	}
	s.stepEnd(l.ctx, p)
	if l.stepDone(u, p) {
		return
	}
	l.next(u)
}

// waitMs is how long an epoll wait begun at now may last, in
// milliseconds: until the earliest send deadline (rounded up, so the
// wait does not end just before it), at most loopTick.
func (l *userLoop) waitMs(now time.Time) int {
	d := loopTick
	if len(l.due) > 0 {
		d = min(d, max(l.due[0].dl.Sub(now), 0))
	}
	return int((d + time.Millisecond - 1) / time.Millisecond)
}

// timeouts fails the sends whose deadline passed by now, earliest first.
func (l *userLoop) timeouts(now time.Time) {
	for len(l.due) > 0 && !now.Before(l.due[0].dl) {
		u := l.due[0]
		l.due.remove(u)
		l.r.loopTimeouts.Add(1)
		during := "reading the response"
		if u.state == userWriting {
			during = "sending the request"
		}
		l.fail(u, &net.OpError{Op: "read", Net: "tcp", Err: os.ErrDeadlineExceeded}, during)
	}
}

// finish ends u on the loop: its sockets and session closed.
func (l *userLoop) finish(u *loopUser) {
	if u.state == userGone {
		return
	}
	u.state = userGone
	l.due.remove(u)
	u.v.s.close()
	l.live--
	l.left()
}

// Where a user leaves its loop (demote).
const (
	beforeSend = iota // its step (if begun) is not sent
	toComplete        // its response needs Send's whole answer
	toEnd             // its step is to end (stepEnd may wait)
)

// demote hands u to a goroutine of its own: its sockets go back to the
// runtime, and the goroutine ends the step under way (or begins the one
// at u.i) and runs the user on.
func (l *userLoop) demote(u *loopUser, at int) {
	u.state = userGone
	l.due.remove(u)
	l.live--
	u.v.s.steps = nil // the loop's free list is the loop's alone
	lc := u.v.s.lean
	lc.mu.Lock()
	for _, k := range lc.socks {
		if !k.raw {
			continue
		}
		_ = unix.EpollCtl(l.epfd, unix.EPOLL_CTL_DEL, k.fd, nil)
		f := os.NewFile(uintptr(k.fd), "")
		nc, err := net.FileConn(f)
		_ = f.Close() // FileConn holds a duplicate
		k.raw, k.ready, k.nc = false, false, nil
		if err == nil {
			k.nc = nc
		}
	}
	lc.mu.Unlock()
	v, p, n, i := u.v, u.p, u.n, u.i
	if p != nil {
		p.fin = time.Time{} // the goroutine's work is the step's too
	}
	l.spawn(func() {
		defer l.left()
		defer v.s.close()
		ctx, s := l.ctx, v.s
		if p != nil {
			switch at {
			case beforeSend:
				s.stepSend(ctx, p)
			case toComplete:
				s.lean.complete(ctx, s.client, p.lean, &p.lo)
				p.res, p.sent = p.lo.res, p.lo.sent
			}
			s.stepEnd(ctx, p)
			if v.done(ctx, s.stepFinish(p)) {
				return
			}
			i = l.r.nextIndex(&p.box.step, i)
		}
		v.run(ctx, n, i)
	})
}

// end ends the loop at the run's end or when its users have: the steps
// under way are dropped, the users' sessions closed, the dials waited.
func (l *userLoop) end() {
	for _, u := range l.users {
		l.finish(u)
	}
	l.mu.Lock()
	l.closed = true
	_ = unix.Close(l.wake)
	l.mu.Unlock()
	_ = unix.Close(l.epfd)
}

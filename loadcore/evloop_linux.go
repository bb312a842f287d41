//go:build linux

package loadcore

import (
	"context"
	"errors"
	"math"
	"net"
	"os"
	"runtime"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/metrics"
)

// The HTTP/1.1 event loop (Linux). One goroutine drives every connection
// of a run (and in the open loop paces the sends) through an epoll set of
// its own, with raw non-blocking system calls: a send is one write, a
// response one read
// (the set is level-triggered, so a read that empties the socket is never
// followed by an EAGAIN read), and a wake-up of the loop serves every
// connection that became readable and releases every send whose intended
// time has come. No goroutine is woken per request, which is what the
// goroutine pool (worker.go) pays: a channel hand-off to a worker, a park
// in the runtime's poller per response, and on a one-CPU generator the
// scheduler's habit of polling the network only when nothing else is
// runnable. Responses are framed by the framer the goroutines use too
// (h1frame.go), fed each read's bytes. Every response a read completes
// shares that read's clock.
//
// The loop serves cleartext HTTP/1.1 without timing phases or stream
// caps; TLS, saveTimingBreakdown and event-stream targets use goroutines
// (newEvLoop says which). In the closed loop (runClosed) conns[i] is
// virtual user i's connection; with pipeline n > 1 a user writes n
// requests in one write and sends its next batch once all n answers (and
// any redirect hops among them) are recorded. Redirect hops, the rare path,
// run on a goroutine each through the net/http client, as the goroutine
// workers' hops do.

const (
	evIdle uint8 = iota
	evConnecting
	evBusy
	evClosed
	evHandshaking // TLS: connecting and handshaking on a goroutine (evtls_loop_linux.go)
)

const (
	// evBatch is how many readiness events one wait returns at most.
	evBatch = 512
	// evMinWait batches sends due in the next few microseconds into one
	// wake-up; evMaxWait bounds a wait so a stop is seen soon.
	evMinWait = 50 * time.Microsecond
	evMaxWait = 20 * time.Millisecond
	// evWarm is how much of the run's first sends warm opens connections
	// for; evWarmMax bounds the wait for them.
	evWarm    = 10 * time.Millisecond
	evWarmMax = time.Second
	// evPaceEvery is how many events are served between two looks at
	// the pacer within one batch.
	evPaceEvery = 16
	// evHoldMax is the longest wait that holds the processor (see wait);
	// evYield is the longest the loop runs before it lets other
	// goroutines run.
	evHoldMax = time.Millisecond
	evYield   = time.Millisecond
	// evClosedHold is how long a closed-loop wait holds the processor
	// before it blocks: nothing in a closed loop is due at a set time, so
	// a wait lasts until a response comes, and at load one comes within
	// microseconds.
	evClosedHold = 200 * time.Microsecond
	// evSweep is how often in-flight requests are checked for timeouts.
	evSweep = 10 * time.Millisecond
)

// evConn is one connection of the loop and the request on it.
type evConn struct {
	fd     int
	idx    int32 // in evLoop.conns
	gen    int32 // bumped when the slot gets a new socket: stale events are skipped
	state  uint8
	inIdle bool // on the idle stack (possibly closed since: popping skips it)
	out    bool // EPOLLOUT is armed
	w      *worker

	intended, start, deadline time.Time

	wOff  int    // request bytes written
	wire  []byte // the batch's request bytes (target.wire)
	batch int    // requests in the last write (the pipelining depth, or fewer)
	left  int    // of those, responses still to come
	f     h1Framer
	tls   *tlsSession // on https, the connection's TLS session

	user bool // closed loop: a virtual user runs on this connection
	hops int  // closed loop: the user's redirect hops still running on their goroutines
}

// evLoop is the event loop of one run: run in the open loop, runClosed in
// the closed-loop modes.
type evLoop struct {
	e      *execution
	epfd   int
	sa     syscall.Sockaddr
	family int
	conns  []*evConn
	idle   []*evConn
	free   []*evConn
	busy   int // connections with a request on them
	events []unix.EpollEvent
	limit  int64

	ts      unix.Timespec // a wait's timeout
	pwait2  bool          // epoll_pwait2 is there (Linux 5.11)
	yielded time.Time     // when the loop last let other goroutines run

	hp headParser // shared by the connections: a head is parsed whole at once

	nextSweep time.Time
	pacer     ConstantPacer
	sent      uint64
	pacing    bool

	// Closed loop: conns[i] is virtual user i's connection.
	closed     bool
	running    int        // users running
	restart    []*evConn  // users whose request failed: they go on at the next turn
	restarting []*evConn  // the list being restarted
	resumeMu   sync.Mutex // guards resume
	resume     []*evConn  // users whose redirect hops ended on their goroutine
	resumed    []*evConn  // the loop's copy of resume

	hs *evHandshakes // on https: the connections' handshakes (evtls_loop_linux.go)
}

// newEvLoop returns the run's event loop, or nil when the run needs
// goroutines: evLoopServes says no, or the host does not resolve now (the
// goroutines then report each dial's failure).
func newEvLoop(e *execution) *evLoop {
	t := e.t
	if !evLoopServes(t, e.plan, e.s) {
		return nil
	}
	host, port, err := net.SplitHostPort(t.addr)
	if err != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(e.ctx, t.timeout)
	defer cancel()
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil || len(ips) == 0 {
		return nil
	}
	pn, err := net.DefaultResolver.LookupPort(ctx, "tcp", port)
	if err != nil {
		return nil
	}
	ip := ips[0].Unmap()
	for _, a := range ips { // IPv4 first, as a dialer on a dual-stack host would try
		if a.Unmap().Is4() {
			ip = a.Unmap()
			break
		}
	}
	l := &evLoop{e: e, limit: int64(e.plan.MaxInFlight), events: make([]unix.EpollEvent, evBatch), pwait2: true, closed: !e.open}
	if ip.Is4() {
		l.family, l.sa = syscall.AF_INET, &syscall.SockaddrInet4{Port: pn, Addr: ip.As4()}
	} else {
		l.family, l.sa = syscall.AF_INET6, &syscall.SockaddrInet6{Port: pn, Addr: ip.As16()}
	}
	l.epfd, err = unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return nil
	}
	if t.tlsConf != nil {
		if l.hs, err = newEvHandshakes(l); err != nil {
			_ = unix.Close(l.epfd)
			return nil
		}
	}
	return l
}

// evLoopServes says whether the event loop can serve plan against t.
func evLoopServes(t *target, plan Plan, s Settings) bool {
	return !t.h2 && !t.stream && !plan.SaveTimingBreakdown && s.H1Transport != H1TransportGoroutines
}

// run paces the sends and serves the connections until every send was
// released and answered, or the run stops.
func (l *evLoop) run() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	l.pacer = ConstantPacer{Rate: e.plan.TargetRPS, Duration: e.plan.Duration}
	l.pacing = true
	for !e.stop.Load() {
		now := time.Now()
		wait := min(l.pace(now), evMaxWait)
		if !l.pacing && l.busy == 0 {
			return
		}
		if !now.Before(l.nextSweep) {
			l.sweep(now)
			l.nextSweep = now.Add(evSweep)
			wait = min(wait, evSweep)
		}
		l.dispatch(l.wait(wait))
	}
}

// dispatch serves the n events of the last wait.
func (l *evLoop) dispatch(n int) {
	for i := range n {
		ev := &l.events[i]
		if idx := int(ev.Fd); idx >= 0 && idx < len(l.conns) {
			c := l.conns[idx]
			if c.gen == ev.Pad && c.state != evClosed { // else closed (maybe reused) earlier in this batch
				l.serve(c, ev.Events)
			}
		} else if ev.Fd == evWakeFd && l.hs != nil {
			l.handshaken()
		}
		if i%evPaceEvery == evPaceEvery-1 && l.pacing {
			// A long batch of responses does not hold back sends.
			l.pace(time.Now())
		}
	}
}

// runClosed runs the closed loop's virtual users, one connection each,
// as many as e.limit says (setConcurrency moves it), each sending its
// next request the moment its response is recorded.
func (l *evLoop) runClosed() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	for !e.stop.Load() {
		now := time.Now()
		if limit := int(e.limit.Load()); limit != l.running {
			for i := range limit {
				if i >= len(l.conns) {
					l.newConn()
				}
				if c := l.conns[i]; !c.user && (e.plan.Mode != ModeIterations || e.claimed.Load() < e.plan.Iterations) {
					c.user = true
					l.running++
					e.active.Add(1)
					l.next(c, time.Now())
				}
			}
		}
		if len(l.restart) > 0 {
			// Users failing again land in the other list, for the next turn.
			batch := l.restart
			l.restart = l.restarting[:0]
			for _, c := range batch {
				l.proceed(c, time.Now())
			}
			l.restarting = batch[:0]
		}
		l.resumeMu.Lock()
		l.resumed, l.resume = append(l.resumed[:0], l.resume...), l.resume[:0]
		l.resumeMu.Unlock()
		for _, c := range l.resumed {
			c.hops--
			l.proceed(c, time.Now())
		}
		if l.running == 0 && (e.ending.Load() || e.plan.Mode == ModeIterations && e.claimed.Load() >= e.plan.Iterations) {
			return // every user retired: the duration is over (inflight.go) or the iterations are done
		}
		if !now.Before(l.nextSweep) {
			l.sweep(now)
			l.nextSweep = now.Add(evSweep)
		}
		l.dispatch(l.wait(evMaxWait))
	}
}

// proceed starts user c's next batch at now once its last one is
// answered and recorded, hops included.
func (l *evLoop) proceed(c *evConn, now time.Time) {
	if c.left == 0 && c.hops == 0 {
		l.next(c, now)
	}
}

// next starts user c's next request at now (the clock read that ended
// its last response, when there is one: one clock read per request), or
// retires the user: the run is stopping, its index is at or above the
// concurrency, or the iterations are all claimed.
func (l *evLoop) next(c *evConn, now time.Time) {
	e := l.e
	if !c.user {
		return
	}
	n := int64(e.plan.Pipeline)
	retire := e.stop.Load() || int64(c.idx) >= e.limit.Load()
	if !retire && e.plan.Mode == ModeIterations {
		// Claim n requests of the total; the last claim may get fewer.
		claimed := e.claimed.Add(n)
		retire = claimed-n >= e.plan.Iterations
		n = min(n, e.plan.Iterations-(claimed-n))
	}
	if retire {
		c.user = false
		l.running--
		e.active.Add(-1)
		l.closeConn(c)
		return
	}
	c.batch, c.left = int(n), int(n)
	e.outstanding.Add(n)
	l.busy++
	c.intended, c.start, c.deadline = now, now, now.Add(e.t.timeout)
	c.wOff = 0
	c.wire = e.t.wire(c.wire, c.batch, now)
	c.w.beginResponse()
	if c.state == evClosed {
		if err := l.open(c); err != nil {
			l.busy--
			l.fail(c, l.dialError(err))
			l.restart = append(l.restart, c)
		}
		return
	}
	c.state = evBusy
	l.write(c)
}

// pace releases every send whose intended time has come and returns how
// long until the next one is due (at least evMinWait; evMaxWait once the
// pacer is done).
func (l *evLoop) pace(now time.Time) time.Duration {
	if !l.pacing {
		return evMaxWait
	}
	elapsed := now.Sub(l.e.t0)
	for {
		d, done := l.pacer.Pace(elapsed, l.sent)
		if done {
			l.pacing = false
			return evMaxWait
		}
		if d > 0 {
			return max(d, evMinWait)
		}
		l.send(l.pacer.Intended(l.sent))
		l.sent++
	}
}

// wait returns once a connection is ready or d has passed, with how many
// events it filled in.
//
// The loop waits in the kernel, on its own epoll set, never in the
// runtime's poller: the runtime sleeps in whole milliseconds (at 50,000
// sends/s the next is due in 20 µs), and a set registered there costs
// the target, on every response, a nested epoll wake-up on top of the
// loop's own. A short wait (under evHoldMax; in the closed loop at most
// evClosedHold of any wait) is one epoll_pwait2 with a nanosecond timeout
// through RawSyscall, which holds the processor: as an ordinary blocking
// call the runtime's monitor would take the processor back every 20 µs,
// a context switch each time on a one-CPU generator (11% of the daemon's
// samples, and 3-6 ms lag spikes, when the open loop did so). What is
// left of a longer wait blocks as an ordinary call, and the processor
// goes to the run's other goroutines; the loop also yields at least every
// evYield so that ticks, samples and the API keep their turn.
func (l *evLoop) wait(d time.Duration) int {
	now := time.Now()
	if now.Sub(l.yielded) >= evYield {
		runtime.Gosched()
		l.yielded = now
	}
	hold := d
	if l.closed {
		hold = min(d, evClosedHold)
	}
	if hold < evHoldMax && l.pwait2 {
		n, ok := l.epollWait(hold, true)
		if n > 0 || !ok || hold == d {
			return n
		}
		d -= hold
	}
	n, _ := l.epollWait(d, false)
	l.yielded = time.Now()
	return n
}

// epollWait is one wait on the set of at most d: raw holds the processor
// (RawSyscall), else the runtime may hand it on (Syscall). False means
// the wait failed for good, and the run stops (the set is gone).
func (l *evLoop) epollWait(d time.Duration, raw bool) (int, bool) {
	ev := uintptr(unsafe.Pointer(&l.events[0]))
	for {
		var n uintptr
		var errno syscall.Errno
		switch {
		case l.pwait2:
			l.ts = unix.NsecToTimespec(int64(d))
			if raw {
				n, _, errno = syscall.RawSyscall6(unix.SYS_EPOLL_PWAIT2, uintptr(l.epfd), ev, uintptr(len(l.events)), uintptr(unsafe.Pointer(&l.ts)), 0, 0)
			} else {
				n, _, errno = syscall.Syscall6(unix.SYS_EPOLL_PWAIT2, uintptr(l.epfd), ev, uintptr(len(l.events)), uintptr(unsafe.Pointer(&l.ts)), 0, 0)
			}
		default: // before Linux 5.11: whole milliseconds, and always the ordinary call
			ms := (d + time.Millisecond - 1) / time.Millisecond
			n, _, errno = syscall.Syscall6(unix.SYS_EPOLL_PWAIT, uintptr(l.epfd), ev, uintptr(len(l.events)), uintptr(ms), 0, 0)
		}
		switch errno {
		case 0:
			return int(n), true
		case syscall.EINTR:
			return 0, true
		case syscall.ENOSYS:
			if l.pwait2 {
				l.pwait2 = false
				continue
			}
		}
		l.e.stop.Store(true)
		return 0, false
	}
}

// send releases the send intended at offset at: on an idle connection,
// or a new one; dropped when maxInFlight sends are outstanding.
func (l *evLoop) send(at time.Duration) {
	e := l.e
	if e.outstanding.Load() >= l.limit {
		e.dropped.Add(1)
		return
	}
	e.outstanding.Add(1)
	l.busy++
	c := l.popIdle()
	fresh := c == nil
	if fresh {
		c = l.slot()
	}
	now := time.Now()
	c.intended, c.start, c.deadline = e.t0.Add(at), now, now.Add(e.t.timeout)
	c.wOff, c.batch, c.left = 0, 1, 1
	c.wire = e.t.wire(c.wire, 1, now)
	c.w.beginResponse()
	if fresh {
		l.dial(c)
		return
	}
	c.state = evBusy
	l.write(c)
}

func (l *evLoop) popIdle() *evConn {
	for n := len(l.idle); n > 0; n = len(l.idle) {
		c := l.idle[n-1]
		l.idle = l.idle[:n-1]
		c.inIdle = false
		if c.state == evIdle {
			return c
		}
		l.free = append(l.free, c) // closed while idle
	}
	return nil
}

// slot returns a closed connection to dial: a freed one or a new one.
func (l *evLoop) slot() *evConn {
	if n := len(l.free); n > 0 {
		c := l.free[n-1]
		l.free = l.free[:n-1]
		return c
	}
	return l.newConn()
}

func (l *evLoop) newConn() *evConn {
	c := &evConn{idx: int32(len(l.conns)), state: evClosed, fd: -1, f: newH1Framer(l.e.t), w: l.e.newWorker(0)}
	l.conns = append(l.conns, c)
	return c
}

// dial opens c (the connect completes in the loop, see serve); a failure
// is recorded at once.
func (l *evLoop) dial(c *evConn) {
	if err := l.open(c); err != nil {
		l.busy--
		l.fail(c, l.dialError(err))
		l.free = append(l.free, c)
	}
}

// open starts a non-blocking connect on c and adds it to the set.
func (l *evLoop) open(c *evConn) error {
	if l.hs != nil {
		l.openTLS(c)
		return nil
	}
	c.gen++
	c.f.reset()
	c.out = false
	fd, err := unix.Socket(l.family, unix.SOCK_STREAM|unix.SOCK_NONBLOCK|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	_ = unix.SetsockoptInt(fd, unix.IPPROTO_TCP, unix.TCP_NODELAY, 1)
	err = syscall.Connect(fd, l.sa)
	if errors.Is(err, syscall.EINPROGRESS) {
		err = nil
	}
	if err == nil {
		ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLOUT | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
		err = unix.EpollCtl(l.epfd, unix.EPOLL_CTL_ADD, fd, &ev)
	}
	if err != nil {
		_ = unix.Close(fd)
		return err
	}
	c.fd, c.state, c.out = fd, evConnecting, true
	return nil
}

// connected reports whether c's connect succeeded, and if not why.
func connected(c *evConn) error {
	soErr, err := unix.GetsockoptInt(c.fd, unix.SOL_SOCKET, unix.SO_ERROR)
	if err == nil && soErr != 0 {
		err = syscall.Errno(soErr)
	}
	return err
}

// warm opens, before the run starts, the connections the first evWarm of
// sends at the target rate would otherwise open as they go (at most
// maxInFlight), so the run does not start with a burst of connects that
// holds its first sends back. A connection that fails here is not a
// failed request: the sends dial again and record what they meet.
func (l *evLoop) warm() {
	e := l.e
	k := min(l.limit, int64(math.Ceil(float64(e.plan.TargetRPS)*evWarm.Seconds())))
	pending := 0
	for range k {
		c := l.slot()
		if l.open(c) != nil {
			l.free = append(l.free, c)
			break
		}
		pending++
	}
	deadline := time.Now().Add(min(e.t.timeout, evWarmMax))
	for pending > 0 && e.ctx.Err() == nil {
		left := time.Until(deadline)
		if left <= 0 {
			break
		}
		n := l.wait(min(left, evMaxWait))
		for i := range n {
			ev := &l.events[i]
			if ev.Fd == evWakeFd {
				pending -= l.handshaken()
				continue
			}
			c := l.conns[ev.Fd]
			if c.state != evConnecting || ev.Events&(unix.EPOLLOUT|unix.EPOLLERR|unix.EPOLLHUP) == 0 {
				continue
			}
			pending--
			if connected(c) != nil {
				l.closeConn(c)
				continue
			}
			c.state = evIdle
			l.arm(c, false)
			if c.state == evIdle {
				c.inIdle = true
				l.idle = append(l.idle, c)
			}
		}
	}
	for _, c := range l.conns { // still connecting at the deadline
		if c.state == evConnecting {
			l.closeConn(c)
		}
	}
	// The buffers of the connections the run may add soon, allocated now,
	// and a collection now: neither lands in the run's first second.
	for int64(len(l.conns)) < min(l.limit, 4*k) {
		l.free = append(l.free, l.newConn())
	}
	runtime.GC()
}

func (l *evLoop) dialError(err error) *errWithCode {
	return codeOf(classifyDial(&net.OpError{Op: "dial", Net: "tcp", Addr: sockAddr(l.sa), Err: os.NewSyscallError("connect", err)}))
}

func sockAddr(sa syscall.Sockaddr) net.Addr {
	switch a := sa.(type) {
	case *syscall.SockaddrInet4:
		return &net.TCPAddr{IP: a.Addr[:], Port: a.Port}
	case *syscall.SockaddrInet6:
		return &net.TCPAddr{IP: a.Addr[:], Port: a.Port}
	}
	return nil
}

// serve handles a connection's readiness.
func (l *evLoop) serve(c *evConn, events uint32) {
	if c.state == evConnecting {
		if events&(unix.EPOLLOUT|unix.EPOLLERR|unix.EPOLLHUP) == 0 {
			return
		}
		if err := connected(c); err != nil {
			l.drop(c, l.dialError(err))
			return
		}
		c.state = evBusy
		l.write(c) // disarms EPOLLOUT once the request is out
		if c.state != evBusy {
			return
		}
	} else if events&unix.EPOLLOUT != 0 && c.state == evBusy && len(c.unsent()) > 0 {
		l.write(c)
		if c.state != evBusy {
			return
		}
	}
	if events&(unix.EPOLLIN|unix.EPOLLRDHUP|unix.EPOLLHUP|unix.EPOLLERR) != 0 {
		l.read(c)
	}
}

// write writes what is left of the request (of the batch's requests, in
// one write, when pipelining); a full socket buffer arms EPOLLOUT to
// finish later.
func (l *evLoop) write(c *evConn) {
	if c.tls != nil && !l.sealTLS(c) {
		return
	}
	for p := c.unsent(); len(p) > 0; p = c.unsent() {
		n, _, errno := syscall.RawSyscall6(syscall.SYS_SENDTO, uintptr(c.fd), uintptr(unsafe.Pointer(unsafe.SliceData(p))), uintptr(len(p)),
			syscall.MSG_NOSIGNAL, 0, 0)
		switch errno {
		case 0:
			c.sent(int(n))
		case syscall.EINTR:
		case syscall.EAGAIN:
			l.arm(c, true)
			return
		default:
			l.drop(c, &errWithCode{code: ioCode(errno)})
			return
		}
	}
	l.arm(c, false)
}

// arm sets whether the connection waits to be writable.
func (l *evLoop) arm(c *evConn, out bool) {
	if c.out == out {
		return
	}
	c.out = out
	ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
	if out {
		ev.Events |= unix.EPOLLOUT
	}
	if err := unix.EpollCtl(l.epfd, unix.EPOLL_CTL_MOD, c.fd, &ev); err != nil {
		l.drop(c, &errWithCode{code: metrics.ErrConnectionFailed, msg: "epoll_ctl: " + err.Error()})
	}
}

// read reads what the socket has and parses it.
func (l *evLoop) read(c *evConn) {
	if c.tls != nil {
		l.readTLS(c)
		return
	}
	p := c.f.space()
	if len(p) == 0 {
		l.drop(c, framingError(errHeadTooLarge))
		return
	}
	var k uintptr
	var errno syscall.Errno
	for {
		k, _, errno = syscall.RawSyscall(syscall.SYS_READ, uintptr(c.fd), uintptr(unsafe.Pointer(unsafe.SliceData(p))), uintptr(len(p)))
		if errno != syscall.EINTR {
			break
		}
	}
	switch {
	case errno == syscall.EAGAIN:
		return
	case errno != 0:
		l.drop(c, &errWithCode{code: ioCode(errno)})
		return
	case k == 0: // the server closed the connection
		switch c.state {
		case evIdle:
			l.closeConn(c)
		case evBusy:
			if c.f.atEOF() { // an identity body ends with the connection
				l.complete(c, time.Now())
				return
			}
			l.drop(c, &errWithCode{code: metrics.ErrConnectionReset})
		}
		return
	}
	c.f.filled(int(k))
	if c.state != evBusy {
		// Bytes nobody asked for: the connection cannot be trusted.
		l.closeConn(c)
		return
	}
	// Every response this read completes ends now: one clock read per
	// read, not per response (a pipelined batch's answers arrive
	// together).
	l.parse(c, time.Now())
}

// parse advances the response with the bytes read, at now, through the
// connection's framer (h1frame.go); a complete response is recorded, and
// a pipelined batch's next one parsed on.
func (l *evLoop) parse(c *evConn, now time.Time) {
	for {
		switch c.f.advance(c.w, &l.hp) {
		case frMore:
			return
		case frHead:
			c.w.decideCapture(c.f.status, c.start)
		case frDone:
			if !l.complete(c, now) {
				return
			}
		case frCapped: // stream targets run on goroutines: not met here
			c.f.close = true
			l.complete(c, now)
			return
		default: // frBad
			l.drop(c, framingError(c.f.err))
			return
		}
	}
}

// complete records the response on c and, at the end of its batch, frees
// the connection; true means a pipelined batch has more responses to
// parse on c.
func (l *evLoop) complete(c *evConn, end time.Time) bool {
	e, w := l.e, c.w
	w.obs.BytesIn = c.f.bytesIn()
	if e.t.follow && isRedirect(c.f.status) {
		l.follow(c)
		if l.closed {
			c.hops++
		}
	} else {
		w.done(c.f.status, c.intended, c.start, end)
		e.outstanding.Add(-1)
	}
	if c.left--; c.left > 0 {
		if !c.f.close {
			w.beginResponse()
			return true
		}
		l.fail(c, &errWithCode{code: metrics.ErrConnectionReset, msg: "the server closed the connection with pipelined requests unanswered"})
	}
	l.busy--
	if l.closed {
		if c.f.close {
			l.closeConn(c)
		} else {
			c.state = evIdle
		}
		l.proceed(c, end) // or, with hops running, the last to end does
		return false
	}
	if c.f.close {
		l.closeConn(c)
		return false
	}
	c.state = evIdle
	c.inIdle = true
	l.idle = append(l.idle, c)
	return false
}

// follow takes a redirect's hops on a goroutine of its own (the rare
// path: it allocates); the send stays outstanding until it is recorded.
func (l *evLoop) follow(c *evConn) {
	e := l.e
	fw := e.newWorker(int(c.idx))
	fw.beginResponse()
	fw.obs.BytesIn = c.w.obs.BytesIn
	loc := string(c.f.loc)
	status, intended, start, deadline := c.f.status, c.intended, c.start, c.deadline
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		defer e.outstanding.Add(-1)
		st, ec := fw.follow(status, loc, deadline)
		if ec == nil {
			fw.done(st, intended, start, time.Now())
		} else {
			fw.failed(ec, intended, start)
		}
		if l.closed {
			l.resumeMu.Lock()
			l.resume = append(l.resume, c)
			l.resumeMu.Unlock()
		}
	}()
}

// drop fails the request on c (unless the run is stopping) and closes it.
func (l *evLoop) drop(c *evConn, ec *errWithCode) {
	busy := c.state == evConnecting || c.state == evBusy || c.state == evHandshaking
	if busy {
		l.busy--
		l.fail(c, ec)
	}
	l.closeConn(c)
	if busy && l.closed {
		l.restart = append(l.restart, c) // the user goes on, from the loop: no recursion
	}
}

// fail records the requests still unanswered on c as failed (as cut off
// when the run is stopping: inflight.go) and ends them.
func (l *evLoop) fail(c *evConn, ec *errWithCode) {
	e := l.e
	for range c.left {
		c.w.failed(ec, c.intended, c.start)
	}
	e.outstanding.Add(-int64(c.left))
	c.left = 0
}

func (l *evLoop) closeConn(c *evConn) {
	if c.state == evClosed {
		return
	}
	if c.fd >= 0 {
		_ = unix.Close(c.fd) // leaves the epoll set with its last descriptor
	}
	c.fd, c.state, c.tls = -1, evClosed, nil
	if !c.inIdle && !l.closed {
		l.free = append(l.free, c)
	}
}

// sweep fails the requests whose timeout has passed.
func (l *evLoop) sweep(now time.Time) {
	for _, c := range l.conns {
		if (c.state == evBusy || c.state == evConnecting) && now.After(c.deadline) {
			l.drop(c, &errWithCode{code: metrics.ErrTimeout})
		}
	}
}

// shutdown closes every connection and the epoll set; requests still in
// flight are recorded as cut off by the run's end (inflight.go).
func (l *evLoop) shutdown() {
	if l.hs != nil {
		l.hs.close()
	}
	for _, c := range l.conns {
		if c.state == evConnecting || c.state == evBusy || c.state == evHandshaking {
			for range c.left {
				c.w.fail(l.e.cut(c.start), c.intended, c.start)
			}
			l.e.outstanding.Add(-int64(c.left))
			c.left = 0
		}
		if c.user {
			c.user = false
			l.e.active.Add(-1)
		}
		if c.state != evClosed && c.fd >= 0 {
			_ = unix.Close(c.fd)
		}
		c.state, c.fd, c.tls = evClosed, -1, nil
	}
	l.busy = 0
	_ = unix.Close(l.epfd)
}

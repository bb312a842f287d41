//go:build linux

package loadcore

import (
	"context"
	"errors"
	"math"
	"net"
	"net/netip"
	"os"
	"runtime"
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
// shares that read's clock. A closed loop with enough requests at the
// target gathers answers before it waits (see wait).
//
// The loop serves HTTP/1.1, cleartext or TLS (evtls_loop_linux.go),
// without stream caps; event-stream targets use goroutines (evLoopServes
// says which). With saveTimingBreakdown the loop times the phases from
// its own clock reads: the connect from the socket's creation to the
// writability that ends it, the first byte at the read that brought a
// response's first bytes, the download from there to the read that
// completed it. Over TLS the connect and the handshake are timed on the
// goroutine that makes them (dialTLS) and handed back with the session;
// the first response on the connection carries both. A run has one
// loop per plan worker (newEvLoops), each with its share of the users or
// of the schedule. In the closed loop (runClosed) conns[i] of loop k of n
// is virtual user i×n+k's connection; with pipeline d > 1 a user writes d
// requests in one write and sends its next batch once all d answers (and
// any redirect hops among them) are recorded. In the open loop pipeline d
// lets the sends due at one wake-up go out d per connection in one write. Redirect hops, the rare path,
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
	// evGather is how long a closed loop that finds no connection ready
	// sleeps before it waits, when at least evGatherBusy of its
	// connections have pipelined batches at the target, or
	// evGatherBusyPlain have a plain request there (see wait).
	evGather          = 50 * time.Microsecond
	evGatherBusy      = 8
	evGatherBusyPlain = 32
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
	dialed                    time.Time   // saveTimingBreakdown: when the connect began
	intents                   []time.Time // open loop: each request's intended time, in the batch's order

	wOff  int    // request bytes written
	wire  []byte // the batch's request bytes (target.wire)
	batch int    // requests in the last write (the pipelining depth, or fewer)
	left  int    // of those, responses still to come
	f     h1Framer
	tls   *tlsSession // on https, the connection's TLS session

	user bool // closed loop: a virtual user runs on this connection
	hops int  // closed loop: the user's redirect hops still running on their goroutines
}

// evLoop is one event loop of a run: run in the open loop, runClosed in
// the closed-loop modes. A run has the plan's workers of them (evLoops),
// loop k of n serving its share: in the open loop the sends k, k+n,
// k+2n, ... of the schedule, in the closed loop the virtual users k,
// k+n, k+2n, ...; maxInFlight, the iterations and the stop are the
// run's, shared through the execution's atomics.
type evLoop struct {
	e      *execution
	k, n   int // this loop's index and the run's number of loops
	epfd   int
	sa     syscall.Sockaddr
	family int
	conns  []*evConn
	idle   []*evConn
	free   []*evConn
	busy   int // connections with a request on them
	events []unix.EpollEvent
	limit  int64

	ts         unix.Timespec // a wait's timeout
	napTs      unix.Timespec // gather's sleep
	gather     bool          // a closed loop: gather answers before a wait (see wait)
	gatherBusy int           // the connections with requests at the target from which it gathers
	naps       int           // gather's sleeps so far
	pwait2     bool          // epoll_pwait2 is there (Linux 5.11)
	yielded    time.Time     // when the loop last let other goroutines run

	hp  headParser             // shared by the connections: a head is parsed whole at once
	rec *metrics.LocalRecorder // the connections' workers record here; published every evSweep

	nextSweep time.Time
	pacer     ConstantPacer
	answered  int64           // open loop: sends answered since the last settle
	depth     int             // open loop: the most sends one connection carries at once (the plan's pipeline)
	pending   []time.Duration // open loop: released sends not yet written, at most depth
	sent      uint64          // the next of this loop's sends: k, k+n, k+2n, ... of the schedule
	total     uint64          // the schedule's sends (pacer.Total)
	pacing    bool

	// Closed loop: conns[i] is virtual user i×n+k's connection.
	closed  bool
	running int               // users running
	restart nextTurn[*evConn] // users whose request failed: they go on at the next turn
	resume  handoff[*evConn]  // users whose redirect hops ended on their goroutine

	hs *evHandshakes // on https: the connections' handshakes (evtls_loop_linux.go)
}

// newEvLoops returns the run's event loops (evLoopCount), or nil when the
// run needs goroutines: evLoopServes says no, or the host does not
// resolve now (the goroutines then report each dial's failure).
func newEvLoops(e *execution) []*evLoop {
	t := e.t
	if !evLoopServes(t, e.s) {
		return nil
	}
	ap, ok := resolveTCP(e.ctx, t.addr, t.timeout)
	if !ok {
		return nil
	}
	n := evLoopCount(e.plan, e.open, runtime.GOMAXPROCS(0))
	loops := make([]*evLoop, n)
	for k := range loops {
		// Each loop has a Sockaddr of its own: Connect writes into it.
		family, sa := tcpSockaddr(ap)
		l := &evLoop{e: e, k: k, n: n, family: family, sa: sa, limit: int64(e.plan.MaxInFlight),
			events: make([]unix.EpollEvent, evBatch), pwait2: true, closed: !e.open, rec: e.col.LocalRecorder(k),
			depth: max(e.plan.Pipeline, 1), gather: !e.open, gatherBusy: evGatherBusyPlain}
		if l.depth > 1 {
			l.gatherBusy = evGatherBusy
		}
		l.pending = make([]time.Duration, 0, l.depth)
		var err error
		l.epfd, err = unix.EpollCreate1(unix.EPOLL_CLOEXEC)
		if err == nil && t.tlsConf != nil {
			if l.hs, err = newEvHandshakes(l); err != nil {
				_ = unix.Close(l.epfd)
			}
		}
		if err != nil {
			for _, made := range loops[:k] {
				made.shutdown()
			}
			return nil
		}
		loops[k] = l
	}
	return loops
}

// resolveTCP resolves addr (host:port) once, IPv4 first as a dialer on a
// dual-stack host would try.
func resolveTCP(ctx context.Context, addr string, timeout time.Duration) (netip.AddrPort, bool) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return netip.AddrPort{}, false
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil || len(ips) == 0 {
		return netip.AddrPort{}, false
	}
	pn, err := net.DefaultResolver.LookupPort(ctx, "tcp", port)
	if err != nil {
		return netip.AddrPort{}, false
	}
	ip := ips[0].Unmap()
	for _, a := range ips {
		if a.Unmap().Is4() {
			ip = a.Unmap()
			break
		}
	}
	return netip.AddrPortFrom(ip, uint16(pn)), true
}

// tcpSockaddr returns the socket family of ap and a new Sockaddr for it
// (Connect writes into a Sockaddr, so each loop needs its own).
func tcpSockaddr(ap netip.AddrPort) (int, syscall.Sockaddr) {
	if ip := ap.Addr(); ip.Is4() {
		return syscall.AF_INET, &syscall.SockaddrInet4{Port: int(ap.Port()), Addr: ip.As4()}
	}
	return syscall.AF_INET6, &syscall.SockaddrInet6{Port: int(ap.Port()), Addr: ap.Addr().As16()}
}

// evLoopCount is how many event loops a run of plan has when the
// process runs procs Ps: the plan's workers, but never more than procs
// (two loops sharing a P take turns at it, and one that holds it in a
// kernel wait holds back the other's sends) nor than the connections the
// run may hold (maxInFlight in the open loop, the most virtual users in a
// closed one), so that no loop is left without any.
func evLoopCount(plan Plan, open bool, procs int) int {
	units := plan.MaxInFlight
	if !open {
		units = max(plan.Concurrency, plan.StartConcurrency)
		if plan.Mode == ModeIterations {
			units = int(min(int64(units), plan.Iterations))
		}
	}
	return max(min(plan.Workers, units, procs), 1)
}

// evLoopServes says whether the event loop can serve plan against t.
func evLoopServes(t *target, s Settings) bool {
	return !t.h2 && !t.stream && s.H1Transport != H1TransportGoroutines
}

// run paces this loop's share of the sends and serves its connections
// until every one of them was released and answered, or the run stops.
func (l *evLoop) run() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	l.pacer = ConstantPacer{Rate: e.plan.TargetRPS, Duration: e.plan.Duration}
	l.sent, l.total = uint64(l.k), l.pacer.Total()
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

// settle takes the open loop's sends answered since the last settle off
// the run's outstanding count: one atomic add per wake-up rather than per
// answer. Until then the count is high by those, so maxInFlight is never
// exceeded. (The closed loop counts no outstanding sends.)
func (l *evLoop) settle() {
	if l.answered != 0 {
		l.e.outstanding.Add(-l.answered)
		l.answered = 0
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
	l.settle()
}

// runClosed runs this loop's share of the closed loop's virtual users,
// one connection each, as many as e.limit says (setConcurrency moves it),
// each sending its next request the moment its response is recorded.
func (l *evLoop) runClosed() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	for !e.stop.Load() {
		now := time.Now()
		if limit := l.share(e.limit.Load()); limit != l.running {
			for i := range limit {
				if i >= len(l.conns) {
					l.newConn()
				}
				if c := l.conns[i]; !c.user && e.iterationsLeft() {
					c.user = true
					l.running++
					e.active.Add(1)
					l.next(c, time.Now())
				}
			}
		}
		for _, c := range l.restart.take() { // users failing again wait for the next turn
			l.proceed(c, time.Now())
		}
		for _, c := range l.resume.take() {
			c.hops--
			l.proceed(c, time.Now())
		}
		if l.running == 0 && (e.ending.Load() || !e.iterationsLeft()) {
			return // every user retired: the duration is over (inflight.go) or the iterations are done
		}
		if !now.Before(l.nextSweep) {
			l.sweep(now)
			l.nextSweep = now.Add(evSweep)
		}
		l.dispatch(l.wait(evMaxWait))
	}
}

// share is how many of the first users users are this loop's.
func (l *evLoop) share(users int64) int {
	if users <= int64(l.k) {
		return 0
	}
	return int((users - int64(l.k) + int64(l.n) - 1) / int64(l.n))
}

// user is the run-wide index of the virtual user on c.
func (l *evLoop) user(c *evConn) int64 { return int64(c.idx)*int64(l.n) + int64(l.k) }

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
	retire := e.stop.Load() || l.user(c) >= e.limit.Load()
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
	l.busy++
	c.intended, c.start, c.deadline = now, now, now.Add(e.t.timeout)
	c.wOff = 0
	var unsigned int
	c.wire, unsigned = e.t.wire(c.wire, c.batch, now)
	if unsigned > 0 {
		l.unsigned(c, unsigned)
		if c.batch == 0 {
			l.busy--
			l.restart.add(c) // the user goes on at the next turn: no recursion
			return
		}
	}
	c.w.beginResponse()
	if c.state == evClosed {
		if err := l.open(c); err != nil {
			l.busy--
			l.fail(c, l.dialError(err))
			l.restart.add(c)
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
	l.settle()
	elapsed := now.Sub(l.e.t0)
	var wait time.Duration
	for {
		if l.sent >= l.total {
			l.pacing = false
			wait = evMaxWait
			break
		}
		at := l.pacer.Intended(l.sent)
		if at > elapsed {
			wait = max(at-elapsed, evMinWait)
			break
		}
		l.release(at)
		l.sent += uint64(l.n)
	}
	if len(l.pending) > 0 {
		l.send()
	}
	return wait
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
//
// A closed loop with at least evGatherBusy pipelined batches, or
// evGatherBusyPlain plain requests, at the target gathers: when no
// connection is ready it sleeps evGather (holding the processor) before
// it waits, so that the answers the target writes meanwhile are served by
// one wake-up instead of one each. Plain requests need more of them at
// the target: 32 requests take any one-CPU target longer than the nap to
// answer, so the nap does not leave it idle. A wake-up is
// two context switches and the target's wake-up call (about as much as a
// batch's parsing and recording), and at depth 16 the target answers a
// batch every few tens of microseconds; meanwhile it works on the other
// users' batches, which is why fewer users do not gather (one user's
// batches would only wait). An answer that arrives during the sleep is
// timed at the read after it, as any answer is: its latency includes up
// to evGather (plus the kernel's timer slack) of the loop's sleep.
func (l *evLoop) wait(d time.Duration) int {
	now := time.Now()
	if now.Sub(l.yielded) >= evYield {
		runtime.Gosched()
		l.yielded = now
	}
	if l.gather && l.busy >= l.gatherBusy && l.pwait2 && d > evGather {
		if n, ok := l.epollWait(0, true); n > 0 || !ok {
			return n
		}
		l.naps++
		l.napTs = unix.NsecToTimespec(int64(evGather))
		_, _, _ = syscall.RawSyscall(syscall.SYS_NANOSLEEP, uintptr(unsafe.Pointer(&l.napTs)), 0, 0) // EINTR: a shorter nap
		d -= evGather
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

// release takes the send intended at offset at: dropped when
// maxInFlight sends are outstanding, else added to the pending batch,
// which goes out when it is depth long or the pacer has released every
// send due now (pace). With pipeline n, the sends due at one wake-up go
// out n per connection in one write, as a closed loop's pipelined batch.
func (l *evLoop) release(at time.Duration) {
	e := l.e
	if e.outstanding.Load()+int64(len(l.pending)) >= l.limit {
		e.dropped.Add(1)
		return
	}
	l.pending = append(l.pending, at)
	if len(l.pending) >= l.depth {
		l.send()
	}
}

// send writes the pending sends, on an idle connection or a new one; each
// keeps its own intended time, so its lag and latency are its own.
func (l *evLoop) send() {
	e := l.e
	k := len(l.pending)
	e.outstanding.Add(int64(k))
	l.busy++
	c := l.popIdle()
	fresh := c == nil
	if fresh {
		c = l.slot()
	}
	now := time.Now()
	c.intents = c.intents[:0]
	for _, at := range l.pending {
		c.intents = append(c.intents, e.t0.Add(at))
	}
	l.pending = l.pending[:0]
	c.intended, c.start, c.deadline = c.intents[0], now, now.Add(e.t.timeout)
	c.wOff, c.batch, c.left = 0, k, k
	var unsigned int
	if c.wire, unsigned = e.t.wire(c.wire, k, now); unsigned > 0 {
		l.unsigned(c, unsigned)
		if c.batch == 0 {
			l.busy--
			if fresh {
				l.free = append(l.free, c)
			} else {
				c.inIdle = true
				l.idle = append(l.idle, c)
			}
			return
		}
	}
	c.w.beginResponse()
	if fresh {
		l.dial(c)
		return
	}
	c.state = evBusy
	l.write(c)
}

// unsigned records k requests of c's batch that failed to sign as
// failed (errSignFailed), with the batch's last intended times, and takes
// them out of the batch: they are not sent.
func (l *evLoop) unsigned(c *evConn, k int) {
	for i := c.batch - k; i < c.batch; i++ {
		c.w.failed(errSignFailed, c.at(i), c.start)
	}
	if !l.closed {
		l.e.outstanding.Add(-int64(k))
	}
	c.batch -= k
	c.left -= k
}

// at is the intended time of request i of c's batch: its own in the
// open loop, the batch's in the closed loop.
func (c *evConn) at(i int) time.Time {
	if i < len(c.intents) {
		return c.intents[i]
	}
	return c.intended
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
	c := &evConn{idx: int32(len(l.conns)), state: evClosed, fd: -1, f: newH1Framer(l.e.t), w: l.e.newWorker(l.k)}
	if !l.closed {
		c.intents = make([]time.Time, 0, l.depth)
	}
	c.w.rec = l.rec.Recorder()
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
	if l.e.phases {
		c.dialed, c.w.connectUs = time.Now(), -1
	}
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

// timeConnect keeps, with saveTimingBreakdown, how long c's connect
// took for the timing breakdown of the first response on it.
func (l *evLoop) timeConnect(c *evConn) {
	if l.e.phases {
		c.w.connectUs = micros(time.Since(c.dialed))
	}
}

// connected reports whether c's connect succeeded, and if not why.
func connected(c *evConn) error {
	soErr, err := unix.GetsockoptInt(c.fd, unix.SOL_SOCKET, unix.SO_ERROR)
	if err == nil && soErr != 0 {
		err = syscall.Errno(soErr)
	}
	return err
}

// warm opens, before the run starts, the connections this loop's share
// of the first evWarm of sends at the target rate would otherwise open as
// they go (at most its share of maxInFlight), so the run does not start
// with a burst of connects that holds its first sends back. A connection
// that fails here is not a failed request: the sends dial again and
// record what they meet.
func (l *evLoop) warm() {
	e := l.e
	k := min(l.limit, int64(math.Ceil(float64(e.plan.TargetRPS)*evWarm.Seconds())))
	k = (k + int64(l.n*l.depth) - 1) / int64(l.n*l.depth) // this loop's share, depth sends per connection
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
			l.timeConnect(c)
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
	for int64(len(l.conns)) < min((l.limit+int64(l.n)-1)/int64(l.n), 4*k) {
		l.free = append(l.free, l.newConn())
	}
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
		l.timeConnect(c)
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
		if l.e.phases && c.w.firstByte.IsZero() && c.f.buffered() {
			c.w.firstByte = now // the read that brought the response's first bytes
		}
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
// parse on c. A response read after the request's deadline is a timeout,
// as the sweep would have found had it run first (a loop held up past a
// deadline serves its events before it sweeps), and as a read past its
// deadline on the goroutine pool fails.
func (l *evLoop) complete(c *evConn, end time.Time) bool {
	if end.After(c.deadline) {
		l.drop(c, &errWithCode{code: metrics.ErrTimeout})
		return false
	}
	e, w := l.e, c.w
	w.obs.BytesIn = c.f.bytesIn()
	if e.t.follow && isRedirect(c.f.status) {
		l.follow(c)
		if l.closed {
			c.hops++
		}
	} else {
		w.done(c.f.status, c.at(c.batch-c.left), c.start, end)
		l.answered++
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
	fw := e.newWorker(int(l.user(c)))
	fw.beginResponse()
	fw.obs.BytesIn = c.w.obs.BytesIn
	loc := string(c.f.loc)
	status, intended, start, deadline := c.f.status, c.at(c.batch-c.left), c.start, c.deadline
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		if !l.closed {
			defer e.outstanding.Add(-1)
		}
		st, ec := fw.follow(status, loc, deadline)
		if ec == nil {
			fw.done(st, intended, start, time.Now())
		} else {
			fw.failed(ec, intended, start)
		}
		if l.closed {
			l.resume.add(c)
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
		l.restart.add(c) // the user goes on, from the loop: no recursion
	}
}

// fail records the requests still unanswered on c as failed (as cut off
// when the run is stopping: inflight.go) and ends them.
func (l *evLoop) fail(c *evConn, ec *errWithCode) {
	e := l.e
	for i := c.batch - c.left; i < c.batch; i++ {
		c.w.failed(ec, c.at(i), c.start)
	}
	if !l.closed {
		e.outstanding.Add(-int64(c.left))
	}
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

// sweep fails the requests whose timeout has passed and publishes what
// the loop recorded to the run's collector.
func (l *evLoop) sweep(now time.Time) {
	for _, c := range l.conns {
		if (c.state == evBusy || c.state == evConnecting) && now.After(c.deadline) {
			l.drop(c, &errWithCode{code: metrics.ErrTimeout})
		}
	}
	l.rec.Publish()
}

// shutdown closes every connection and the epoll set; requests still in
// flight are recorded as cut off by the run's end (inflight.go).
func (l *evLoop) shutdown() {
	if l.hs != nil {
		l.hs.close()
	}
	for _, c := range l.conns {
		if c.state == evConnecting || c.state == evBusy || c.state == evHandshaking {
			for i := c.batch - c.left; i < c.batch; i++ {
				c.w.fail(l.e.cut(c.start), c.at(i), c.start)
			}
			if !l.closed {
				l.e.outstanding.Add(-int64(c.left))
			}
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
	l.settle()
	l.rec.Publish()
	_ = unix.Close(l.epfd)
}

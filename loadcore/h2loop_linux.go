//go:build linux

package loadcore

import (
	"errors"
	"io"
	"net"
	"os"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/net/http2"
	"golang.org/x/sys/unix"

	"github.com/svc-engine/svc-engine/metrics"
)

// HTTP/2 on the event loop (Linux, h2c and TLS, closed and open loop). One goroutine
// drives every connection of the run through an epoll set of its own,
// as the HTTP/1.1 loop does (evloop_linux.go, whose wait it uses): a
// wake-up reads each ready connection once into its buffer, handles every
// whole frame there (h2lean.go's handle: the same flow control, GOAWAY,
// RST_STREAM and header decoding as the goroutine path), records the
// streams those frames completed, opens the next streams of their
// virtual users, and then writes each connection's queued frames in one
// write. No goroutine wakes per response and no lock is contended: the
// connections' mutexes are only ever taken by the loop, and the streams
// record into the loop's LocalRecorder (plain adds). In the closed loop
// the loop naps before each wait (coalesce), so that the responses the
// server writes meanwhile cost one wake-up, one read and one write per
// connection rather than a wake-up each: a server answering one stream
// at a time (net/http's flushes each response) otherwise wakes the loop
// once or twice per response, three system calls each time.
//
// A virtual user is an h2stream of its own. Its request goes on a
// connection with a free stream slot (the one it used last when it has
// one), else it waits for the connection being opened; connections open
// one at a time, asynchronously (connect, preface, the server's first
// SETTINGS), so the run grows to about ceil(users / the server's
// MAX_CONCURRENT_STREAMS) connections as on the goroutine path. A stream
// the server did not process (GOAWAY, REFUSED_STREAM) goes out again on
// another connection. Redirect hops run on a goroutine each, as the
// HTTP/1.1 loop's do. In the open loop (run) the loop also paces the
// sends, as the HTTP/1.1 loop does, each on a stream of a pool.

// h2loopConn is a connection's state that only the loop uses.
type h2loopConn struct {
	fd    int
	idx   int32 // in h2loop.conns
	gen   int32 // distinguishes the sockets a slot held: stale events are skipped
	ready bool  // the server's first SETTINGS arrived: streams may open
	// connecting: the non-blocking connect has not completed yet.
	connecting bool
	out        bool // EPOLLOUT is armed
	dirty      bool // on the loop's dirty list
	retiring   bool // on the loop's retire list
	opened     time.Time
	rbuf       []byte
	rr, rw     int // rbuf[rr:rw] is read and not yet handled
	wOff       int // wbuf[:wOff] is written (cleartext)
	// tls is the connection's TLS session on https (evtls_linux.go):
	// wbuf is sealed into it and its ciphertext written, what is read is
	// opened into rbuf.
	tls *tlsSession
}

// h2loop is the run's HTTP/2 event loop.
type h2loop struct {
	e      *execution
	cl     *h2client
	ev     *evLoop // its wait and its epoll set
	family int
	sa     syscall.Sockaddr

	conns    []*h2conn // slots; nil when free
	freeIdx  []int32
	gens     []int32 // each slot's last generation
	dialing  *h2conn // the connection being opened (one at a time)
	waiting  []*h2stream
	waiting2 []*h2stream // waiting's spare list
	finished []*h2stream // streams completed in this batch, by finishLocked
	handled  []*h2stream // finished's spare list
	dirty    []*h2conn
	retired  []*h2conn

	// Open loop (constant_rps): the loop paces the sends; a send takes a
	// stream of the pool's free list and gives it back once recorded.
	open   bool
	limit  int64 // maxInFlight
	pacer  ConstantPacer
	sent   uint64
	pacing bool
	pool   []*h2stream // every stream the open loop made
	free   []*h2stream

	users   []*h2stream // closed loop: user i's stream
	running int
	restart nextTurn[*h2stream] // users whose request failed
	resume  handoff[*h2stream]  // streams whose redirect hops ended

	nextSweep time.Time

	// rec is where the loop's streams record (plain adds), published to
	// the run's collector every evSweep and at the loop's end.
	rec *metrics.LocalRecorder
	// svc is an average of the recent streams' service times (closed
	// loop): it sizes the nap before a wait (coalesce).
	svc time.Duration
	// readBytes counts the bytes read since the last nap, and credited says
	// whether window credit for request bodies came meanwhile: a turn
	// that moved a transfer along goes straight to its wait (coalesce).
	readBytes int
	credited  bool
	naps      int           // naps taken (coalesce), for the tests
	ts        unix.Timespec // the nap's length

	hs *handshakes[*h2conn] // on https: the connections' handshakes (evtls_loop_linux.go)
}

// h2LoopServes says whether the HTTP/2 event loop can serve plan against t.
func h2LoopServes(t *target, plan Plan, s Settings) bool {
	return t.h2 && !t.h2std && s.H2Transport != H2TransportGoroutines && modeOf(plan.Mode) != nil
}

// newH2Loop returns the run's HTTP/2 event loop, or nil when the run
// stays on goroutines: h2LoopServes says no, or the host does not resolve
// now (the goroutines then report each dial's failure).
func newH2Loop(e *execution) *h2loop {
	t := e.t
	if e.h2c == nil || !h2LoopServes(t, e.plan, e.s) {
		return nil
	}
	ap, ok := resolveTCP(e.ctx, t.addr, t.timeout)
	if !ok {
		return nil
	}
	family, sa := tcpSockaddr(ap)
	epfd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return nil
	}
	l := &h2loop{e: e, cl: e.h2c, family: family, sa: sa, open: e.open, limit: int64(e.plan.MaxInFlight), rec: e.col.LocalRecorder(0),
		ev: &evLoop{e: e, epfd: epfd, events: make([]unix.EpollEvent, evBatch), pwait2: true, closed: !e.open}}
	if t.tlsConf != nil {
		if l.hs, err = newHandshakes[*h2conn](e, epfd, sa); err != nil {
			_ = unix.Close(epfd)
			return nil
		}
	}
	return l
}

// runClosed runs the closed loop's virtual users, as many as e.limit
// says, each opening its next stream the moment its last is recorded.
func (l *h2loop) runClosed() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	for !e.stop.Load() {
		now := time.Now()
		if limit := int(e.limit.Load()); limit != l.running {
			for i := range limit {
				if i >= len(l.users) {
					l.users = append(l.users, &h2stream{w: l.newWorker(), idx: i})
				}
				if st := l.users[i]; !st.user && e.iterationsLeft() {
					st.user = true
					l.running++
					e.active.Add(1)
					l.next(st, now)
				}
			}
		}
		for _, st := range l.restart.take() {
			l.next(st, time.Now())
		}
		for _, st := range l.resume.take() {
			l.next(st, time.Now())
		}
		l.settle(time.Now())
		if l.running == 0 && (e.ending.Load() || !e.iterationsLeft()) {
			return // every user retired
		}
		if !now.Before(l.nextSweep) {
			l.sweep(now)
			l.nextSweep = now.Add(evSweep)
		}
		l.coalesce()
		l.dispatch(l.ev.wait(evMaxWait))
	}
}

// newWorker returns a worker of the loop's streams: it records into the
// loop's LocalRecorder.
func (l *h2loop) newWorker() *worker {
	w := l.e.newWorker(0)
	w.rec = l.rec.Recorder()
	return w
}

// run paces the open loop's sends and serves them until every send was
// released and answered, or the run stops.
func (l *h2loop) run() {
	e := l.e
	defer e.wg.Done()
	defer l.shutdown()
	l.pacer = ConstantPacer{Rate: e.plan.TargetRPS, Duration: e.plan.Duration}
	l.pacing = true
	for !e.stop.Load() {
		now := time.Now()
		wait := min(l.pace(now), evMaxWait)
		for _, st := range l.resume.take() {
			l.release(st)
		}
		l.settle(now)
		if !l.pacing && len(l.free) == len(l.pool) {
			return // every send released and recorded
		}
		if !now.Before(l.nextSweep) {
			l.sweep(now)
			l.nextSweep = now.Add(evSweep)
			wait = min(wait, evSweep)
		}
		l.dispatch(l.ev.wait(wait))
	}
}

// pace releases every send whose intended time has come and returns how
// long until the next one is due (at least evMinWait; evMaxWait once the
// pacer is done).
func (l *h2loop) pace(now time.Time) time.Duration {
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
		l.send(l.pacer.Intended(l.sent), now)
		l.sent++
	}
}

// send releases the send intended at offset at on a stream of the pool,
// started at now; dropped when maxInFlight sends are outstanding.
func (l *h2loop) send(at time.Duration, now time.Time) {
	e := l.e
	if e.outstanding.Load() >= l.limit {
		e.dropped.Add(1)
		return
	}
	e.outstanding.Add(1)
	var st *h2stream
	if n := len(l.free); n > 0 {
		st = l.free[n-1]
		l.free = l.free[:n-1]
	} else {
		st = &h2stream{w: l.newWorker()}
		l.pool = append(l.pool, st)
	}
	st.intended = e.t0.Add(at)
	st.w.beginResponse()
	st.begin(now, e.t)
	l.start(st)
}

// release gives an open-loop send's stream back once it is recorded.
func (l *h2loop) release(st *h2stream) {
	l.e.outstanding.Add(-1)
	l.free = append(l.free, st)
}

// dispatch serves the n events of the last wait, then settles the batch.
func (l *h2loop) dispatch(n int) {
	for i := range n {
		ev := &l.ev.events[i]
		if idx := int(ev.Fd); idx >= 0 && idx < len(l.conns) {
			if c := l.conns[idx]; c != nil && c.gen == ev.Pad && !c.dead {
				l.serve(c, ev.Events)
			}
		} else if ev.Fd == evWakeFd && l.hs != nil {
			l.handshaken()
		}
	}
	if n > 0 {
		l.settle(time.Now())
	}
}

// settle records the streams the batch completed (at end: one clock
// read per batch), opens their users' next streams, closes the drained
// connections and writes every connection's queued frames.
func (l *h2loop) settle(end time.Time) {
	for len(l.finished) > 0 {
		batch := l.finished
		l.finished = l.handled[:0]
		for _, st := range batch {
			l.complete(st, end)
		}
		l.handled = batch[:0]
	}
	for len(l.retired) > 0 {
		c := l.retired[len(l.retired)-1]
		l.retired = l.retired[:len(l.retired)-1]
		c.fail(errH2Stopped) // nothing is open on it
	}
	for _, c := range l.dirty {
		c.dirty = false
		if !c.dead && !c.connecting {
			l.write(c)
		}
	}
	l.dirty = l.dirty[:0]
}

// complete ends st's attempt: sent again when the server did not process
// it, else recorded (a redirect's hops on a goroutine), and its user goes
// on.
func (l *h2loop) complete(st *h2stream, end time.Time) {
	if st.retry(l.e) {
		l.start(st)
		return
	}
	w := st.w
	if st.err == nil {
		l.svc += (end.Sub(st.start) - l.svc) / h2SvcWeight
	}
	if w.h2Record(st, st.intended, end) {
		l.follow(st)
		return
	}
	if l.open {
		l.release(st)
		return
	}
	if st.err != nil && !l.e.stop.Load() {
		l.restart.add(st) // no recursion into a failing dial
		return
	}
	l.next(st, end)
}

// next starts user st's next request at now, or retires the user: the
// run is stopping, its index is at or above the concurrency, or the
// iterations are all claimed.
func (l *h2loop) next(st *h2stream, now time.Time) {
	e := l.e
	if !st.user {
		return
	}
	retire := e.stop.Load() || int64(st.idx) >= e.limit.Load()
	if !retire && e.plan.Mode == ModeIterations {
		retire = e.claimed.Add(1) > e.plan.Iterations
	}
	if retire {
		st.user = false
		l.running--
		e.active.Add(-1)
		return
	}
	st.intended = now
	st.w.beginResponse()
	st.begin(now, e.t)
	l.start(st)
}

// start opens st on a connection with a free stream slot, or queues it
// for the connection being opened.
func (l *h2loop) start(st *h2stream) {
	c := st.c
	if c == nil || !l.usable(c) {
		c = l.pick()
	}
	if c == nil {
		l.waiting = append(l.waiting, st)
		if l.dialing == nil {
			l.dial()
		}
		return
	}
	c.mu.Lock()
	c.active++
	c.openLocked(st)
	c.mu.Unlock()
}

func (l *h2loop) usable(c *h2conn) bool {
	return c.ready && !c.dead && !c.goAway && c.active < c.maxStreams && c.nextID < 1<<31-1
}

// pick returns a connection with a free stream slot, or nil.
func (l *h2loop) pick() *h2conn {
	for _, c := range l.conns {
		if c != nil && l.usable(c) {
			return c
		}
	}
	return nil
}

// admit opens the waiting streams on the connections that have room,
// and opens another connection for those left.
func (l *h2loop) admit() {
	if len(l.waiting) == 0 {
		return
	}
	batch := l.waiting
	l.waiting = l.waiting2[:0]
	for _, st := range batch {
		l.start(st) // those left wait again, in order
	}
	l.waiting2 = batch[:0]
}

// dial starts opening a connection; the waiting streams fail at once
// when it cannot even start.
func (l *h2loop) dial() {
	e := l.e
	if e.stop.Load() {
		return
	}
	c := l.cl.newConn()
	c.lp = l
	c.rbuf = make([]byte, h2ReadBuffer)
	if l.hs != nil {
		c.fd = -1
		l.add(c)
		c.connecting, c.opened = true, time.Now()
		l.dialing = c
		l.hs.start(c, c.gen, c.opened.Add(e.t.timeout), e.t.tlsConf)
		return
	}
	fd, err := unix.Socket(l.family, unix.SOCK_STREAM|unix.SOCK_NONBLOCK|unix.SOCK_CLOEXEC, 0)
	if err == nil {
		_ = unix.SetsockoptInt(fd, unix.IPPROTO_TCP, unix.TCP_NODELAY, 1)
		if err = syscall.Connect(fd, l.sa); errors.Is(err, syscall.EINPROGRESS) {
			err = nil
		}
		if err == nil {
			c.fd = fd
			l.add(c)
			ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLOUT | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
			if err = unix.EpollCtl(l.ev.epfd, unix.EPOLL_CTL_ADD, fd, &ev); err != nil {
				l.conns[c.idx] = nil
				l.freeIdx = append(l.freeIdx, c.idx)
			}
		}
		if err != nil {
			_ = unix.Close(fd) // the connect's error is the one to report
		}
	}
	if err != nil {
		l.failWaiting(l.dialError(err))
		return
	}
	c.connecting, c.out, c.opened = true, true, time.Now()
	l.dialing = c
}

// add gives c a slot.
func (l *h2loop) add(c *h2conn) {
	if n := len(l.freeIdx); n > 0 {
		c.idx = l.freeIdx[n-1]
		l.freeIdx = l.freeIdx[:n-1]
	} else {
		c.idx = int32(len(l.conns))
		l.conns = append(l.conns, nil)
		l.gens = append(l.gens, 0)
	}
	l.gens[c.idx]++
	c.gen = l.gens[c.idx]
	l.conns[c.idx] = c
}

func (l *h2loop) dialError(err error) *errWithCode {
	return codeOf(classifyDial(&net.OpError{Op: "dial", Net: "tcp", Addr: sockAddr(l.sa), Err: os.NewSyscallError("connect", err)}))
}

// failWaiting fails every waiting stream with ec (the connection they
// waited for could not open); their users go on at the next turn.
func (l *h2loop) failWaiting(ec *errWithCode) {
	for _, st := range l.waiting {
		st.err, st.done = ec, true
		l.finished = append(l.finished, st)
	}
	l.waiting = l.waiting[:0]
}

// serve handles a connection's readiness.
func (l *h2loop) serve(c *h2conn, events uint32) {
	if c.connecting {
		if events&(unix.EPOLLOUT|unix.EPOLLERR|unix.EPOLLHUP) == 0 {
			return
		}
		soErr, err := unix.GetsockoptInt(c.fd, unix.SOL_SOCKET, unix.SO_ERROR)
		if err == nil && soErr != 0 {
			err = syscall.Errno(soErr)
		}
		if err != nil {
			l.handshakeFailed(c, l.dialError(err))
			return
		}
		c.connecting = false
		l.write(c) // the preface and our SETTINGS
		if c.dead {
			return
		}
	} else if events&unix.EPOLLOUT != 0 && len(c.unsent()) > 0 {
		l.write(c)
		if c.dead {
			return
		}
	}
	if events&(unix.EPOLLIN|unix.EPOLLRDHUP|unix.EPOLLHUP|unix.EPOLLERR) != 0 {
		l.read(c)
	}
}

// handshakeFailed fails the connection being opened and the streams
// waiting for it.
func (l *h2loop) handshakeFailed(c *h2conn, ec *errWithCode) {
	if l.dialing == c {
		l.dialing = nil
		l.failWaiting(ec)
	}
	c.fail(ec)
}

// write writes what is queued on c; a full socket buffer arms EPOLLOUT
// to finish later.
func (l *h2loop) write(c *h2conn) {
	if c.tls != nil && len(c.wbuf) > 0 {
		if err := c.tls.seal(c.wbuf); err != nil {
			l.connFailed(c, codeOf(classifyDial(err)))
			return
		}
		c.wbuf = c.wbuf[:0]
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
			l.connFailed(c, &errWithCode{code: ioCode(errno), msg: "HTTP/2 connection: " + errno.Error()})
			return
		}
	}
	if c.tls == nil {
		c.wbuf, c.wOff = c.wbuf[:0], 0
	}
	l.arm(c, false)
}

// unsent returns the bytes queued on c and not yet written: ciphertext
// on TLS.
func (c *h2conn) unsent() []byte {
	if c.tls != nil {
		return c.tls.pending()
	}
	return c.wbuf[c.wOff:]
}

// sent records that n bytes of unsent were written.
func (c *h2conn) sent(n int) {
	if c.tls != nil {
		c.tls.wrote(n)
		return
	}
	c.wOff += n
}

// arm sets whether c waits to be writable.
func (l *h2loop) arm(c *h2conn, out bool) {
	if c.out == out {
		return
	}
	c.out = out
	ev := unix.EpollEvent{Events: unix.EPOLLIN | unix.EPOLLRDHUP, Fd: c.idx, Pad: c.gen}
	if out {
		ev.Events |= unix.EPOLLOUT
	}
	if err := unix.EpollCtl(l.ev.epfd, unix.EPOLL_CTL_MOD, c.fd, &ev); err != nil {
		l.connFailed(c, &errWithCode{code: metrics.ErrConnectionFailed, msg: "epoll_ctl: " + err.Error()})
	}
}

// connFailed fails c and what is open on it (the streams waiting for it
// too while it is the connection being opened).
func (l *h2loop) connFailed(c *h2conn, ec *errWithCode) {
	if !c.ready {
		l.handshakeFailed(c, &errWithCode{code: ec.code, msg: "HTTP/2 handshake: " + ec.msg})
		return
	}
	c.fail(ec)
}

// read reads what the socket has and handles every whole frame in it.
func (l *h2loop) read(c *h2conn) {
	if c.tls != nil {
		switch _, errno := c.tls.readFd(); errno {
		case 0:
		case syscall.EAGAIN:
			return
		default:
			l.connFailed(c, &errWithCode{code: ioCode(errno), msg: "HTTP/2 connection: " + errno.Error()})
			return
		}
		l.openTLS(c)
		return
	}
	p := c.space()
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
		l.connFailed(c, &errWithCode{code: ioCode(errno), msg: "HTTP/2 connection: " + errno.Error()})
		return
	case k == 0:
		l.connFailed(c, &errWithCode{code: metrics.ErrConnectionReset, msg: "HTTP/2 connection: EOF"})
		return
	}
	c.rw += int(k)
	l.readBytes += int(k)
	l.frames(c)
}

// openTLS decrypts what c's session has into rbuf and handles the frames.
func (l *h2loop) openTLS(c *h2conn) {
	s := c.tls
	for !c.dead && c.tls == s {
		n, err := s.open(c.space())
		if n > 0 {
			c.rw += n
			l.readBytes += n
			l.frames(c)
		}
		if err != nil && !c.dead {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				l.connFailed(c, &errWithCode{code: metrics.ErrConnectionReset, msg: "HTTP/2 connection: " + err.Error()})
			} else {
				l.connFailed(c, codeOf(classifyDial(err)))
			}
			return
		}
		if n == 0 {
			return
		}
	}
}

// space returns rbuf's room to read into, moving a frame begun to the
// front when the end is near (the buffer holds four whole frames).
func (c *h2conn) space() []byte {
	if c.rr == c.rw {
		c.rr, c.rw = 0, 0
	} else if len(c.rbuf)-c.rw < 9+h2MaxReadFrame {
		c.rw = copy(c.rbuf, c.rbuf[c.rr:c.rw])
		c.rr = 0
	}
	return c.rbuf[c.rw:]
}

// frames handles every whole frame in rbuf.
func (l *h2loop) frames(c *h2conn) {
	for c.rw-c.rr >= 9 && !c.dead {
		n, typ, flags, id, err := frameHeader(c.rbuf[c.rr : c.rr+9])
		if err != nil {
			l.protocolError(c, &errWithCode{code: metrics.ErrConnectionReset, msg: err.Error()})
			return
		}
		if c.rw-c.rr < 9+n {
			return // the rest comes with a later read
		}
		payload := c.rbuf[c.rr+9 : c.rr+9+n]
		c.rr += 9 + n
		if !c.ready {
			// The server's connection preface is a SETTINGS frame.
			if typ != http2.FrameSettings || flags&http2.FlagSettingsAck != 0 {
				l.connFailed(c, &errWithCode{code: metrics.ErrConnectionReset, msg: "the server's preface is not a SETTINGS frame"})
				return
			}
		}
		if ec := c.handle(typ, flags, id, payload); ec != nil {
			l.protocolError(c, ec)
			return
		}
		if !c.ready {
			l.handshakeDone(c)
		}
	}
}

// handshakeDone makes c usable once the server's first SETTINGS is
// handled, and opens the waiting streams on it.
func (l *h2loop) handshakeDone(c *h2conn) {
	if l.dialing == c {
		l.dialing = nil
	}
	if c.maxStreams == 0 {
		// A new connection per request would not get further.
		l.handshakeFailed(c, &errWithCode{code: metrics.ErrConnectionFailed, msg: "the server allows no HTTP/2 streams (SETTINGS_MAX_CONCURRENT_STREAMS 0)"})
		return
	}
	c.ready = true
	l.admit()
}

// protocolError tells the server why with a GOAWAY and fails c.
func (l *h2loop) protocolError(c *h2conn, ec *errWithCode) {
	c.mu.Lock()
	_ = c.fr.WriteGoAway(0, http2.ErrCodeProtocol, nil)
	c.mu.Unlock()
	l.write(c)
	if !c.dead {
		l.connFailed(c, ec)
	}
}

// markDirty puts c on the list of connections to write at the end of the
// batch.
func (l *h2loop) markDirty(c *h2conn) {
	if !c.dirty {
		c.dirty = true
		l.dirty = append(l.dirty, c)
	}
}

// retire closes c, drained after a GOAWAY, at the end of the batch.
func (l *h2loop) retire(c *h2conn) {
	if !c.retiring {
		c.retiring = true
		l.retired = append(l.retired, c)
	}
}

// closed releases a failed connection's socket and slot (from
// h2conn.fail).
func (l *h2loop) closed(c *h2conn) {
	if l.conns[c.idx] == c {
		if c.tls != nil {
			c.tls.close() // leaves the epoll set with its last descriptor
		} else if c.fd >= 0 {
			_ = unix.Close(c.fd) // leaves the epoll set with its last descriptor
		}
		c.fd = -1
		l.conns[c.idx] = nil
		l.freeIdx = append(l.freeIdx, c.idx)
	}
	if l.dialing == c {
		l.dialing = nil
	}
	if len(l.waiting) > 0 && l.dialing == nil {
		l.dial() // for the streams still waiting
	}
}

// follow takes a redirect's hops on a goroutine of its own (the rare
// path: it allocates); the user goes on (the open loop's stream goes
// back to the pool) once it is recorded.
func (l *h2loop) follow(st *h2stream) {
	e := l.e
	fw := e.newWorker(0)
	fw.beginResponse()
	fw.obs.BytesIn = st.bytes
	status, loc, intended, start, deadline := st.status, st.location, st.intended, st.start, st.deadline
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		code, ec := fw.follow(status, loc, deadline)
		if ec == nil {
			fw.done(code, intended, start, time.Now())
		} else {
			fw.failed(ec, intended, start)
		}
		l.resume.add(st)
	}()
}

// sweep times out the streams past their deadline, the streams waiting
// for a connection past theirs, and a connection that has not opened
// within the timeout.
func (l *h2loop) sweep(now time.Time) {
	for _, c := range l.conns {
		if c == nil || c.dead {
			continue
		}
		if !c.ready && now.Sub(c.opened) >= l.e.t.timeout {
			l.handshakeFailed(c, &errWithCode{code: metrics.ErrTimeout, msg: "HTTP/2 connect: timeout"})
			continue
		}
		c.expire(now)
	}
	kept := l.waiting[:0]
	for _, st := range l.waiting {
		if now.Before(st.deadline) {
			kept = append(kept, st)
			continue
		}
		st.err, st.done = &errWithCode{code: metrics.ErrTimeout, msg: "HTTP/2: timeout awaiting a connection"}, true
		l.finished = append(l.finished, st)
	}
	l.waiting = kept
	l.settle(now)
	l.rec.Publish()
}

// shutdown records the requests still in flight as cut off by the run's
// end (inflight.go), retires the users and closes every connection and
// the epoll set.
func (l *h2loop) shutdown() {
	e := l.e
	for _, st := range l.pool {
		if !st.done {
			st.w.fail(e.cut(st.start), st.intended, st.start)
			e.outstanding.Add(-1)
		}
	}
	for _, st := range l.users {
		if st.user {
			if !st.done {
				st.w.fail(e.cut(st.start), st.intended, st.start)
			}
			st.user = false
			e.active.Add(-1)
		}
	}
	l.running = 0
	l.rec.Publish()
	if l.hs != nil {
		l.hs.close()
	}
	for _, c := range l.conns {
		if c != nil && !c.dead {
			c.lp = nil // nothing to complete any more
			c.dead = true
			if c.tls != nil {
				c.tls.close()
			} else if c.fd >= 0 {
				_ = unix.Close(c.fd)
			}
		}
	}
	_ = unix.Close(l.ev.epfd)
}

const (
	// h2SvcWeight is the weight of the newest service time in h2loop.svc
	// (an exponential average over about that many responses).
	h2SvcWeight = 8
	// h2NapShare, h2NapMin and h2NapMax size the closed loop's nap
	// before a wait (h2Nap): a share of the average service time, skipped
	// under the minimum (the kernel's timer slack, 50 µs, would stretch
	// it), at most the maximum.
	h2NapShare = 8
	h2NapMin   = 50 * time.Microsecond
	h2NapMax   = 500 * time.Microsecond
	// h2NapBulk is how many bytes read since the last nap make the turn
	// a bulk transfer's, which does not nap (coalesce): a quarter of the
	// read buffer, where a turn of small responses reads a few hundred
	// bytes per connection.
	h2NapBulk = h2ReadBuffer / 4
)

// h2Nap is how long the closed loop sleeps before its next wait with
// users virtual users whose requests take svc on average: zero for a
// lone user (there is nothing to gather) or a fast target, else
// svc/h2NapShare up to h2NapMax. A response that arrives meanwhile is
// read at most that late, while the server still works through the
// other users' requests (it has (1 - 1/h2NapShare) of a round left), so
// the rate holds and each wake-up reads, records and answers several
// responses per connection with one read and one write.
func h2Nap(users int, svc time.Duration) time.Duration {
	if users < 2 {
		return 0
	}
	d := min(svc/h2NapShare, h2NapMax)
	if d < h2NapMin {
		return 0
	}
	return d
}

// coalesce naps before the closed loop's next wait (h2Nap), holding the
// processor as a short wait does (evLoop.wait): the responses that
// arrive meanwhile are served by one wake-up rather than one each. A
// turn that moved a transfer along (read h2NapBulk bytes or more: large
// responses; or took window credit for request bodies, a WINDOW_UPDATE
// when the request has one) waits at once instead: its reads are already
// large, and a nap would only hold back the body's next part or let the
// socket's buffer fill, a nap per round trip.
func (l *h2loop) coalesce() {
	bulk := l.readBytes >= h2NapBulk || l.credited
	l.readBytes, l.credited = 0, false
	d := h2Nap(l.running, l.svc)
	if d == 0 || bulk {
		return
	}
	l.naps++
	l.ts = unix.NsecToTimespec(int64(d))
	_, _, _ = syscall.RawSyscall(syscall.SYS_NANOSLEEP, uintptr(unsafe.Pointer(&l.ts)), 0, 0) // EINTR: the wait comes sooner
}

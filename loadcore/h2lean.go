package loadcore

// The lean HTTP/2 client of the load hot path: x/net/http2's frame layout
// and hpack, no net/http transport. The request never changes during a
// run, so its header block is HPACK-encoded once (literals without
// indexing: the peer's dynamic table is never touched) and every request
// is that block behind a 9-byte frame header with the stream id patched.
//
// On the event loop (h2loop_linux.go) the loop does what the goroutines
// below do. On the goroutine path a connection (h2c with prior
// knowledge, or TLS with ALPN h2) has one reader goroutine that parses
// frames out of its bufio buffer (no frame allocation), decodes response
// headers with the connection's hpack.Decoder (its emit callback only
// looks at :status, and Location when redirects are followed), counts and
// discards body bytes (kept only for a sample), returns flow-control
// credit in batches and completes streams; and one writer goroutine that
// writes whatever frames the virtual users and the reader appended to the
// connection's buffer since its last write, so a burst of requests leaves
// in one write. Virtual
// users wait on their own channel of capacity 1, reused for every
// request. A connection serves at most the peer's MAX_CONCURRENT_STREAMS
// streams; a user that finds every open connection full opens another
// (one dial at a time), so the run uses about ceil(users / maxStreams)
// connections, as net/http's transport would. A run-wide sweeper times
// out streams past their deadline (coarse: a few ms late at most) instead
// of a timer per request, and closes every connection when the run
// halts.

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"

	"github.com/svc-engine/svc-engine/metrics"
)

const (
	// h2StreamWindow and h2ConnWindow are the receive windows announced
	// to the peer; credit goes back when half of one is used.
	h2StreamWindow = 4 << 20
	h2ConnWindow   = 1 << 30
	// h2MaxReadFrame is the largest frame we accept (the default
	// SETTINGS_MAX_FRAME_SIZE, which we do not raise).
	h2MaxReadFrame = 16 << 10
	h2ReadBuffer   = 64 << 10
	// h2DefaultMaxStreams is assumed until the peer's SETTINGS say
	// otherwise (the first SETTINGS is read before a connection is used).
	h2DefaultMaxStreams = 100
)

var errH2Stopped = &errWithCode{code: metrics.ErrConnectionReset, msg: "the run stopped"}

// errH2Unprocessed marks a stream the server did not process: above a
// GOAWAY's last stream id, or reset with REFUSED_STREAM (RFC 9113 8.7).
// Such a request is sent again on another connection, up to
// h2MaxRetries times, and is not recorded until it is answered.
var errH2Unprocessed = &errWithCode{code: metrics.ErrConnectionReset,
	msg: "http2: the server did not process the stream (GOAWAY or REFUSED_STREAM) " + strconv.Itoa(h2MaxRetries+1) + " times"}

// errH2Drained marks a stream above the last stream id of a GOAWAY that
// shows the server processed streams of the connection: it is sent
// again like errH2Unprocessed, but the attempt does not count against
// h2MaxRetries, since the server made progress (a server that serves N
// requests per connection must not fail the tail of a burst larger than
// h2MaxRetries+1 times N). The request's timeout still bounds it.
var errH2Drained = &errWithCode{code: metrics.ErrConnectionReset,
	msg: "http2: the server went away (GOAWAY) before processing the stream"}

// h2MaxRetries bounds how often one request is sent again after its
// stream went unprocessed on a connection where the server processed
// nothing: a server that refuses every stream fails the request instead
// of looping.
const h2MaxRetries = 4

// h2client is the run's lean HTTP/2 client.
type h2client struct {
	e       *execution
	block   []byte // the request's HPACK header block
	hasData bool   // the request has DATA frames (a non-empty body)

	mu      sync.Mutex
	conns   []*h2conn // usable connections (not dead, not going away)
	dialing *h2dial
	closed  bool

	sweeping sync.Once // the goroutine path's sweeper starts with its first request
}

type h2dial struct {
	done chan struct{}
	err  *errWithCode
}

// h2conn is one HTTP/2 connection.
type h2conn struct {
	cl  *h2client
	nc  net.Conn
	br  *bufio.Reader
	dec *hpack.Decoder
	fr  *http2.Framer // writes control frames into wbuf (mu held)

	// Header block being decoded (reader goroutine only).
	hdrID       uint32
	hdrEnd      bool
	hdrStatus   int
	hdrLocation string
	recvUnacked int64 // connection-level bytes not yet credited back

	kick chan struct{} // wakes the writer
	quit chan struct{} // closed when the connection dies

	mu         sync.Mutex
	streams    map[uint32]*h2stream
	nextID     uint32
	active     int // streams reserved or open
	maxStreams int
	sendWindow int64 // connection-level send window
	initWindow int64 // the peer's SETTINGS_INITIAL_WINDOW_SIZE
	maxFrame   int   // the peer's SETTINGS_MAX_FRAME_SIZE
	blocked    []*h2stream
	unblocked  []*h2stream // blocked's spare list
	dead       bool
	goAway     bool
	wbuf       []byte // frames waiting for the writer
	spare      []byte
	kicked     bool // the writer goroutine has been woken
	flushing   bool // a goroutine is writing wbuf's previous contents
	// readerActive: the reader is handling frames and writes wbuf before
	// its next read; nobody needs to wake the writer.
	readerActive bool

	readerFlushes bool // the reader goroutine runs (reader only)

	// Set when the event loop drives the connection (h2loop_linux.go):
	// no goroutine of its own, the loop reads, writes and completes.
	lp *h2loop
	h2loopConn
}

// h2stream is a worker's reused stream state. While registered on a
// connection it is guarded by that connection's mu; once done is set the
// reader forgets it and the worker owns it again.
type h2stream struct {
	w    *worker
	wake chan struct{}
	c    *h2conn
	id   uint32

	start, deadline, streamEnd time.Time
	off                        int   // body bytes sent
	sendWindow                 int64 // stream-level send window
	recvUnacked                int64
	status                     int
	location                   string
	gotHeaders, endSent        bool
	waitingConn                bool
	done, capped               bool
	err                        *errWithCode
	bytes                      int64
	retries                    int // times sent again after going unprocessed

	// On the event loop: the request's intended time, and for a closed
	// loop whether a virtual user runs on the stream (h2loop_linux.go).
	intended time.Time
	user     bool
	idx      int
}

// h2out appends frames written by the Framer to the connection's buffer.
type h2out struct{ c *h2conn }

func (o h2out) Write(p []byte) (int, error) {
	o.c.wbuf = append(o.c.wbuf, p...)
	return len(p), nil
}

func newH2Client(e *execution) *h2client {
	t := e.t
	var buf bytes.Buffer
	enc := hpack.NewEncoder(&buf)
	enc.SetMaxDynamicTableSizeLimit(0) // literals without indexing
	field := func(k, v string) { _ = enc.WriteField(hpack.HeaderField{Name: k, Value: v}) }
	field(":method", t.method)
	field(":scheme", t.scheme)
	field(":authority", t.host)
	field(":path", requestTarget(t.url))
	ua := false
	for _, h := range t.headers {
		k := strings.ToLower(h.Key)
		switch k {
		case "connection", "proxy-connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length":
			continue
		case "te":
			if !strings.EqualFold(h.Value, "trailers") {
				continue
			}
		case "user-agent":
			ua = true
		}
		field(k, h.Value)
	}
	if !ua {
		field("user-agent", "Go-http-client/2.0") // as net/http's transport sends
	}
	if !t.noBody || methodExpectsBody(t.method) {
		field("content-length", strconv.Itoa(len(t.body)))
	}
	block := buf.Bytes()
	if len(block) > 0 && block[0] == 0x20 { // the table size update to 0: our table stays unused anyway
		block = block[1:]
	}
	return &h2client{e: e, block: block, hasData: len(t.body) > 0 && (!t.noBody || methodExpectsBody(t.method))}
}

// sweep times out streams past their deadline, and closes every
// connection once the run halts.
func (cl *h2client) sweep() {
	e := cl.e
	tick := min(max(e.t.timeout/100, 5*time.Millisecond), 50*time.Millisecond)
	if e.t.stream {
		tick = min(tick, max(e.t.maxSDur/100, 5*time.Millisecond))
	}
	tk := time.NewTicker(tick)
	defer tk.Stop()
	var conns []*h2conn
	for {
		select {
		case <-e.ctx.Done():
			cl.close()
			return
		case now := <-tk.C:
			cl.mu.Lock()
			conns = append(conns[:0], cl.conns...)
			cl.mu.Unlock()
			for _, c := range conns {
				c.expire(now)
			}
		}
	}
}

// close ends every connection; requests still open fail (and are not
// recorded: the run has stopped).
func (cl *h2client) close() {
	// The run's context ends with its stop: the users see it before the
	// run's goroutine gets to halt, rather than spin on closed
	// connections recording failures until it does.
	cl.e.stop.Store(true)
	cl.mu.Lock()
	cl.closed = true
	conns := cl.conns
	cl.conns = nil
	cl.mu.Unlock()
	for _, c := range conns {
		c.fail(errH2Stopped)
	}
}

// acquire returns a connection with a stream reserved for the caller,
// with its mu held, dialing one when every open connection is full.
func (cl *h2client) acquire() (*h2conn, *errWithCode) {
	e := cl.e
	cl.sweeping.Do(func() { go cl.sweep() })
	cl.mu.Lock()
	for {
		if cl.closed || e.stop.Load() {
			cl.mu.Unlock()
			return nil, errH2Stopped
		}
		for _, c := range cl.conns {
			c.mu.Lock()
			if !c.dead && !c.goAway && c.active < c.maxStreams && c.nextID < 1<<31-1 {
				c.active++
				cl.mu.Unlock()
				return c, nil
			}
			c.mu.Unlock()
		}
		if d := cl.dialing; d != nil {
			cl.mu.Unlock()
			<-d.done
			if d.err != nil {
				return nil, d.err
			}
			cl.mu.Lock()
			continue
		}
		d := &h2dial{done: make(chan struct{})}
		cl.dialing = d
		cl.mu.Unlock()
		c, ec := cl.dial()
		cl.mu.Lock()
		cl.dialing = nil
		if c != nil {
			if cl.closed {
				c.fail(errH2Stopped)
				ec = errH2Stopped
			} else {
				cl.conns = append(cl.conns, c)
			}
		}
		d.err = ec
		close(d.done)
		if ec != nil {
			cl.mu.Unlock()
			return nil, ec
		}
	}
}

// forget drops c from the usable connections.
func (cl *h2client) forget(c *h2conn) {
	cl.mu.Lock()
	for i, x := range cl.conns {
		if x == c {
			cl.conns = append(cl.conns[:i], cl.conns[i+1:]...)
			break
		}
	}
	cl.mu.Unlock()
}

// dial opens a connection, sends the preface and our SETTINGS, and reads
// the peer's first SETTINGS before the connection is used.
func (cl *h2client) dial() (*h2conn, *errWithCode) {
	e, t := cl.e, cl.e.t
	d := net.Dialer{Timeout: t.timeout}
	nc, err := d.DialContext(e.ctx, "tcp", t.addr)
	if err != nil {
		return nil, codeOf(classifyDial(err))
	}
	nc = rawSocket(nc)
	if t.tlsConf != nil {
		tc := tls.Client(nc, t.tlsConf)
		hctx, cancel := context.WithTimeout(e.ctx, t.timeout)
		err := tc.HandshakeContext(hctx)
		cancel()
		if err != nil {
			_ = nc.Close() // the handshake's error is the one to report
			return nil, codeOf(classifyDial(err))
		}
		if p := tc.ConnectionState().NegotiatedProtocol; p != "h2" {
			_ = nc.Close() // unusable: the protocol is what to report
			return nil, &errWithCode{code: metrics.ErrConnectionFailed, msg: "the server did not negotiate h2 (ALPN " + strconv.Quote(p) + ")"}
		}
		nc = tc
	}
	c := cl.newConn()
	c.nc, c.br = nc, bufio.NewReaderSize(nc, h2ReadBuffer)
	c.kick, c.quit = make(chan struct{}, 1), make(chan struct{})
	c.spare = make([]byte, 0, 32<<10)
	fail := func(err error) (*h2conn, *errWithCode) {
		_ = nc.Close() // the handshake's error is the one to report
		if errors.Is(err, context.Canceled) || e.ctx.Err() != nil {
			return nil, errH2Stopped
		}
		return nil, &errWithCode{code: ioCode(err), msg: "HTTP/2 handshake: " + err.Error()}
	}
	_ = nc.SetDeadline(time.Now().Add(t.timeout))
	if _, err := nc.Write(c.wbuf); err != nil {
		return fail(err)
	}
	c.wbuf = c.wbuf[:0]
	// The server's connection preface is a SETTINGS frame.
	typ, flags, id, p, err := c.readFrame()
	if err == nil && (typ != http2.FrameSettings || flags&http2.FlagSettingsAck != 0) {
		err = errors.New("the server's preface is not a SETTINGS frame")
	}
	if err != nil {
		return fail(err)
	}
	_ = nc.SetDeadline(time.Time{})
	c.handle(typ, flags, id, p) // applies the settings and queues the ACK
	_, _ = c.br.Discard(len(p)) // p was peeked: its bytes are buffered
	if c.maxStreams == 0 {
		// A new connection per request would not get further.
		_ = nc.Close() // unusable: the setting is what to report
		return nil, &errWithCode{code: metrics.ErrConnectionFailed, msg: "the server allows no HTTP/2 streams (SETTINGS_MAX_CONCURRENT_STREAMS 0)"}
	}
	e.conns.add(nc)
	go c.writeLoop()
	go c.readLoop()
	c.mu.Lock()
	c.flushLocked()
	c.mu.Unlock()
	return c, nil
}

// newConn returns a connection's state with the client preface, our
// SETTINGS and the connection window's increase queued in wbuf.
func (cl *h2client) newConn() *h2conn {
	c := &h2conn{
		cl:      cl,
		streams: make(map[uint32]*h2stream), nextID: 1, maxStreams: h2DefaultMaxStreams,
		sendWindow: 65535, initWindow: 65535, maxFrame: 16384,
		wbuf: make([]byte, 0, 32<<10),
	}
	c.fr = http2.NewFramer(h2out{c}, nil)
	c.dec = hpack.NewDecoder(4096, c.onField)
	c.dec.SetMaxStringLength(64 << 10)
	c.wbuf = append(c.wbuf, http2.ClientPreface...)
	_ = c.fr.WriteSettings(
		http2.Setting{ID: http2.SettingEnablePush, Val: 0},
		http2.Setting{ID: http2.SettingInitialWindowSize, Val: h2StreamWindow},
	)
	_ = c.fr.WriteWindowUpdate(0, h2ConnWindow-65535)
	return c
}

// frameHeader decodes a frame header; an error is a frame larger than we
// accept.
func frameHeader(h []byte) (int, http2.FrameType, http2.Flags, uint32, error) {
	n := int(h[0])<<16 | int(h[1])<<8 | int(h[2])
	if n > h2MaxReadFrame {
		return 0, 0, 0, 0, fmt.Errorf("http2: frame of %d bytes, over our SETTINGS_MAX_FRAME_SIZE", n)
	}
	return n, http2.FrameType(h[3]), http2.Flags(h[4]), binary.BigEndian.Uint32(h[5:]) & (1<<31 - 1), nil
}

// readFrame reads the next frame's header and payload; the payload is
// valid until the caller discards it from br.
func (c *h2conn) readFrame() (http2.FrameType, http2.Flags, uint32, []byte, error) {
	if c.br.Buffered() < 9 {
		c.beforeRead()
	}
	h, err := c.br.Peek(9)
	if err != nil {
		return 0, 0, 0, nil, err
	}
	n, typ, flags, id, err := frameHeader(h)
	if err != nil {
		return 0, 0, 0, nil, err
	}
	_, _ = c.br.Discard(9) // the header was peeked: its bytes are buffered
	if c.br.Buffered() < n {
		c.beforeRead()
	}
	p, err := c.br.Peek(n)
	if err != nil {
		return 0, 0, 0, nil, err
	}
	return typ, flags, id, p, nil
}

// beforeRead runs before a read that may block: the users woken by the
// frames just handled send their next requests first (the reader yields
// to them), then the reader writes everything queued in one write and,
// until the read returns, the writer goroutine flushes instead.
func (c *h2conn) beforeRead() {
	if !c.readerFlushes {
		return // the handshake, before the goroutines start
	}
	runtime.Gosched()
	c.mu.Lock()
	c.drainLocked()
	c.readerActive = false
	c.mu.Unlock()
}

func (c *h2conn) readLoop() {
	c.readerFlushes = true
	for {
		typ, flags, id, p, err := c.readFrame()
		if err != nil {
			c.fail(&errWithCode{code: ioCode(err), msg: "HTTP/2 connection: " + err.Error()})
			return
		}
		if !c.readerActive {
			c.mu.Lock()
			c.readerActive = true
			c.mu.Unlock()
		}
		if ec := c.handle(typ, flags, id, p); ec != nil {
			c.mu.Lock()
			_ = c.fr.WriteGoAway(0, http2.ErrCodeProtocol, nil)
			c.readerActive = false
			c.flushLocked()
			c.mu.Unlock()
			c.fail(ec)
			return
		}
		_, _ = c.br.Discard(len(p)) // p was peeked: its bytes are buffered
	}
}

// writeLoop writes the connection's pending frames when the reader is
// not about to. It yields once before taking them so the users woken
// together add their requests to the same write.
func (c *h2conn) writeLoop() {
	for {
		select {
		case <-c.quit:
			return
		case <-c.kick:
		}
		runtime.Gosched()
		c.mu.Lock()
		c.kicked = false
		c.drainLocked()
		c.mu.Unlock()
	}
}

// drainLocked writes the pending frames (mu held, released during the
// write) unless another goroutine is writing; that one writes them.
func (c *h2conn) drainLocked() {
	if c.flushing {
		return
	}
	c.flushing = true
	for len(c.wbuf) > 0 && !c.dead {
		buf := c.wbuf
		c.wbuf = c.spare[:0]
		c.mu.Unlock()
		_, err := c.nc.Write(buf)
		c.mu.Lock()
		c.spare = buf[:0]
		if err != nil {
			c.flushing = false
			c.mu.Unlock()
			c.fail(&errWithCode{code: ioCode(err), msg: "HTTP/2 connection: " + err.Error()})
			c.mu.Lock()
			return
		}
	}
	c.flushing = false
}

// flushLocked has the pending frames written soon: by the reader when
// it is handling frames (it writes before its next read), else by the
// writer goroutine.
func (c *h2conn) flushLocked() {
	if c.lp != nil {
		c.lp.markDirty(c)
		return
	}
	if !c.kicked && !c.readerActive && len(c.wbuf) > 0 {
		c.kicked = true
		c.kick <- struct{}{}
	}
}

// fail ends the connection: every open stream fails with ec.
func (c *h2conn) fail(ec *errWithCode) {
	c.mu.Lock()
	if c.dead {
		c.mu.Unlock()
		return
	}
	c.dead = true
	if c.quit != nil {
		close(c.quit)
	}
	for _, st := range c.streams {
		c.finishLocked(st, ec)
	}
	c.mu.Unlock()
	c.cl.forget(c)
	if c.lp != nil {
		c.lp.closed(c)
		return
	}
	c.cl.e.conns.remove(c.nc)
	_ = c.nc.Close() // the connection has failed already; a close error adds nothing
}

// closeConn closes the connection under the reader, whose read error
// then fails it; the close's own error says nothing more.
func (c *h2conn) closeConn() {
	_ = c.nc.Close()
}

// finishLocked completes st (mu held): the reader forgets it and its
// worker wakes.
func (c *h2conn) finishLocked(st *h2stream, ec *errWithCode) {
	if !st.endSent && ec == nil && !c.dead {
		// The response ended before our body did: stop sending.
		_ = c.fr.WriteRSTStream(st.id, http2.ErrCodeCancel)
		c.flushLocked()
	}
	delete(c.streams, st.id)
	if st.waitingConn {
		for i, b := range c.blocked {
			if b == st {
				c.blocked = append(c.blocked[:i], c.blocked[i+1:]...)
				break
			}
		}
		st.waitingConn = false
	}
	c.active--
	st.err, st.done = ec, true
	if c.lp != nil {
		c.lp.finished = append(c.lp.finished, st)
	} else {
		wake(st)
	}
	if c.goAway && c.active == 0 && !c.dead {
		c.retireLocked()
	}
}

// retireLocked ends a connection drained after a GOAWAY: on the loop
// once the current batch is served, else by closing it under the
// reader, whose read error then fails it.
func (c *h2conn) retireLocked() {
	if c.lp != nil {
		c.lp.retire(c)
		return
	}
	go c.closeConn()
}

// wakeLocked tells st's sender that a window opened: on the loop the
// body goes on at once, else its goroutine wakes.
func (c *h2conn) wakeLocked(st *h2stream) {
	if c.lp == nil {
		wake(st)
		return
	}
	if !st.endSent && !st.done {
		c.sendBodyLocked(st)
		c.lp.credited = true // the loop does not nap on a transfer (coalesce)
		c.flushLocked()
	}
}

// cancelLocked resets st on the wire and completes it.
func (c *h2conn) cancelLocked(st *h2stream, ec *errWithCode) {
	if !c.dead {
		_ = c.fr.WriteRSTStream(st.id, http2.ErrCodeCancel)
		c.flushLocked()
	}
	st.endSent = true
	c.finishLocked(st, ec)
}

// expire completes the streams past their deadline: a stream at its
// duration cap succeeds, anything else times out.
func (c *h2conn) expire(now time.Time) {
	c.mu.Lock()
	for _, st := range c.streams {
		if now.Before(st.deadline) {
			continue
		}
		if st.gotHeaders && c.cl.e.t.stream && !now.Before(st.streamEnd) {
			st.capped = true
			c.cancelLocked(st, nil)
		} else {
			c.cancelLocked(st, &errWithCode{code: metrics.ErrTimeout, msg: "HTTP/2 stream: timeout awaiting response"})
		}
	}
	c.mu.Unlock()
}

// onField sees each decoded response header field.
func (c *h2conn) onField(f hpack.HeaderField) {
	switch f.Name {
	case ":status":
		if n, err := strconv.Atoi(f.Value); err == nil {
			c.hdrStatus = n
		}
	case "location":
		if c.cl.e.t.follow {
			c.hdrLocation = f.Value
		}
	}
}

// handle processes one frame from the reader; an error is the
// connection's.
func (c *h2conn) handle(typ http2.FrameType, flags http2.Flags, id uint32, p []byte) *errWithCode {
	switch typ {
	case http2.FrameData:
		return c.onData(flags, id, p)
	case http2.FrameHeaders:
		if id == 0 {
			return protoErr("HEADERS on stream 0")
		}
		if flags&http2.FlagHeadersPadded != 0 {
			if len(p) < 1 || int(p[0]) >= len(p) {
				return protoErr("bad HEADERS padding")
			}
			p = p[1 : len(p)-int(p[0])]
		}
		if flags&http2.FlagHeadersPriority != 0 {
			if len(p) < 5 {
				return protoErr("short HEADERS priority")
			}
			p = p[5:]
		}
		c.hdrID, c.hdrEnd, c.hdrStatus, c.hdrLocation = id, flags&http2.FlagHeadersEndStream != 0, 0, ""
		return c.onBlock(p, flags&http2.FlagHeadersEndHeaders != 0)
	case http2.FrameContinuation:
		if id != c.hdrID || c.hdrID == 0 {
			return protoErr("unexpected CONTINUATION")
		}
		return c.onBlock(p, flags&http2.FlagContinuationEndHeaders != 0)
	case http2.FrameRSTStream:
		if len(p) != 4 {
			return protoErr("bad RST_STREAM")
		}
		code := http2.ErrCode(binary.BigEndian.Uint32(p))
		c.mu.Lock()
		if st := c.streams[id]; st != nil {
			st.endSent = true
			if code == http2.ErrCodeRefusedStream && !st.gotHeaders {
				c.finishLocked(st, errH2Unprocessed)
			} else {
				c.finishLocked(st, &errWithCode{code: metrics.ErrConnectionReset,
					msg: fmt.Sprintf("stream error: stream ID %d; %v; received from peer", id, code)})
			}
		}
		c.mu.Unlock()
	case http2.FrameSettings:
		if flags&http2.FlagSettingsAck != 0 {
			return nil
		}
		if len(p)%6 != 0 {
			return protoErr("bad SETTINGS")
		}
		c.mu.Lock()
		for ; len(p) >= 6; p = p[6:] {
			v := binary.BigEndian.Uint32(p[2:])
			switch http2.SettingID(binary.BigEndian.Uint16(p)) {
			case http2.SettingMaxConcurrentStreams:
				c.maxStreams = int(min(v, 1<<20))
			case http2.SettingInitialWindowSize:
				delta := int64(v) - c.initWindow
				c.initWindow = int64(v)
				for _, st := range c.streams {
					st.sendWindow += delta
					if delta > 0 {
						c.wakeLocked(st)
					}
				}
			case http2.SettingMaxFrameSize:
				c.maxFrame = int(min(max(v, 16384), 1<<24-1))
			}
		}
		_ = c.fr.WriteSettingsAck()
		c.flushLocked()
		c.mu.Unlock()
	case http2.FramePing:
		if flags&http2.FlagPingAck == 0 && len(p) == 8 {
			var data [8]byte
			copy(data[:], p)
			c.mu.Lock()
			_ = c.fr.WritePing(true, data)
			c.flushLocked()
			c.mu.Unlock()
		}
	case http2.FrameGoAway:
		if len(p) < 8 {
			return protoErr("bad GOAWAY")
		}
		// Streams above the last one the server processes are sent again
		// on another connection.
		last := binary.BigEndian.Uint32(p) & (1<<31 - 1)
		unprocessed := errH2Unprocessed
		if last > 0 { // the server processed stream 1 at least
			unprocessed = errH2Drained
		}
		c.mu.Lock()
		c.goAway = true
		for sid, st := range c.streams {
			if sid > last {
				st.endSent = true
				c.finishLocked(st, unprocessed)
			}
		}
		if c.active == 0 && !c.dead {
			c.retireLocked()
		}
		c.mu.Unlock()
		c.cl.forget(c)
	case http2.FrameWindowUpdate:
		if len(p) != 4 {
			return protoErr("bad WINDOW_UPDATE")
		}
		inc := int64(binary.BigEndian.Uint32(p) & (1<<31 - 1))
		if c.lp != nil && c.cl.hasData {
			c.lp.credited = true // credit for a body in flight: the loop does not nap (coalesce)
		}
		c.mu.Lock()
		if id == 0 {
			c.sendWindow += inc
			// Those still blocked after their turn join the other list.
			blocked := c.blocked
			c.blocked = c.unblocked[:0]
			for _, st := range blocked {
				st.waitingConn = false
				c.wakeLocked(st)
			}
			c.unblocked = blocked[:0]
		} else if st := c.streams[id]; st != nil {
			st.sendWindow += inc
			c.wakeLocked(st)
		}
		c.mu.Unlock()
	case http2.FramePushPromise:
		return protoErr("PUSH_PROMISE with push disabled")
	}
	return nil
}

func protoErr(msg string) *errWithCode {
	return &errWithCode{code: metrics.ErrConnectionReset, msg: "http2: protocol error from the server: " + msg}
}

func wake(st *h2stream) {
	select {
	case st.wake <- struct{}{}:
	default:
	}
}

// onBlock decodes a header block fragment; at its end the stream learns
// its status (or trailers end it).
func (c *h2conn) onBlock(p []byte, end bool) *errWithCode {
	if _, err := c.dec.Write(p); err != nil {
		return &errWithCode{code: metrics.ErrConnectionReset, msg: "http2: header decoding: " + err.Error()}
	}
	if !end {
		return nil
	}
	if err := c.dec.Close(); err != nil {
		return &errWithCode{code: metrics.ErrConnectionReset, msg: "http2: header decoding: " + err.Error()}
	}
	id := c.hdrID
	c.hdrID = 0
	c.mu.Lock()
	defer c.mu.Unlock()
	st := c.streams[id]
	if st == nil {
		return nil
	}
	if !st.gotHeaders {
		status := c.hdrStatus
		switch {
		case status >= 100 && status < 200 && !c.hdrEnd:
			return nil // informational; the response follows
		case status < 200 || status > 999:
			c.cancelLocked(st, &errWithCode{code: metrics.ErrConnectionReset, msg: "http2: response without a valid :status"})
			return nil
		}
		st.status, st.gotHeaders, st.location = status, true, c.hdrLocation
		w := st.w
		if w.e.phases {
			w.firstByte = time.Now()
		}
		w.decideCapture(status, st.start)
	}
	if c.hdrEnd {
		c.finishLocked(st, nil)
	}
	return nil
}

func (c *h2conn) onData(flags http2.Flags, id uint32, p []byte) *errWithCode {
	n := int64(len(p))
	if flags&http2.FlagDataPadded != 0 {
		if len(p) < 1 || int(p[0]) >= len(p) {
			return protoErr("bad DATA padding")
		}
		p = p[1 : len(p)-int(p[0])]
	}
	c.recvUnacked += n
	c.mu.Lock()
	if st := c.streams[id]; st != nil && st.gotHeaders {
		st.bytes += int64(len(p))
		switch {
		case len(p) > 0 && st.w.consume(p):
			st.capped = true
			c.cancelLocked(st, nil)
		case flags&http2.FlagDataEndStream != 0:
			c.finishLocked(st, nil)
		default:
			st.recvUnacked += n
			if st.recvUnacked >= h2StreamWindow/2 {
				_ = c.fr.WriteWindowUpdate(id, uint32(st.recvUnacked))
				st.recvUnacked = 0
				c.flushLocked()
			}
		}
	}
	if c.recvUnacked >= h2ConnWindow/2 {
		_ = c.fr.WriteWindowUpdate(0, uint32(c.recvUnacked))
		c.recvUnacked = 0
		c.flushLocked()
	}
	c.mu.Unlock()
	return nil
}

// appendFrameHeader appends a 9-byte frame header.
func appendFrameHeader(b []byte, n int, typ http2.FrameType, flags http2.Flags, id uint32) []byte {
	return append(b, byte(n>>16), byte(n>>8), byte(n), byte(typ), byte(flags),
		byte(id>>24), byte(id>>16), byte(id>>8), byte(id))
}

// openLocked registers st on c (mu held, a stream reserved) and queues
// its HEADERS and as much of the body as the windows allow.
func (c *h2conn) openLocked(st *h2stream) {
	cl := c.cl
	st.c, st.id = c, c.nextID
	c.nextID += 2
	st.sendWindow = c.initWindow
	st.endSent = !cl.hasData
	c.streams[st.id] = st
	block := cl.block
	for first := true; first || len(block) > 0; first = false {
		n := min(len(block), c.maxFrame)
		var flags http2.Flags
		if n == len(block) {
			flags = http2.FlagHeadersEndHeaders // == FlagContinuationEndHeaders
		}
		typ := http2.FrameContinuation
		if first {
			typ = http2.FrameHeaders
			if !cl.hasData {
				flags |= http2.FlagHeadersEndStream
			}
		}
		c.wbuf = appendFrameHeader(c.wbuf, n, typ, flags, st.id)
		c.wbuf = append(c.wbuf, block[:n]...)
		block = block[n:]
	}
	if cl.hasData {
		c.sendBodyLocked(st)
	}
	c.flushLocked()
}

// sendBodyLocked queues DATA frames while both windows allow.
func (c *h2conn) sendBodyLocked(st *h2stream) {
	body := c.cl.e.t.body
	for st.off < len(body) {
		n := int64(min(len(body)-st.off, c.maxFrame))
		n = min(n, st.sendWindow, c.sendWindow)
		if n <= 0 {
			if c.sendWindow <= 0 && !st.waitingConn {
				st.waitingConn = true
				c.blocked = append(c.blocked, st)
			}
			return
		}
		end := st.off+int(n) == len(body)
		var flags http2.Flags
		if end {
			flags = http2.FlagDataEndStream
		}
		c.wbuf = appendFrameHeader(c.wbuf, int(n), http2.FrameData, flags, st.id)
		c.wbuf = append(c.wbuf, body[st.off:st.off+int(n)]...)
		st.off += int(n)
		st.sendWindow -= n
		c.sendWindow -= n
		st.endSent = end
	}
}

// h2LeanCycle sends one request over the lean client.
func (w *worker) h2LeanCycle(intended time.Time) {
	e, t := w.e, w.e.t
	start := time.Now()
	if intended.IsZero() {
		intended = start
	}
	st := w.h2s
	if st == nil {
		st = &h2stream{w: w, wake: make(chan struct{}, 1)}
		w.h2s = st
	}
	w.beginResponse()
	st.begin(start, t)
	for {
		select { // a stale wake-up from the previous request
		case <-st.wake:
		default:
		}
		c, ec := e.h2c.acquire()
		if ec != nil {
			if ec == errH2Stopped && e.stop.Load() {
				return // no stream was opened: nothing was in flight
			}
			w.failed(ec, intended, start)
			return
		}
		c.openLocked(st)
		c.mu.Unlock()
		for {
			<-st.wake
			c.mu.Lock()
			if st.done {
				c.mu.Unlock()
				break
			}
			if !st.endSent {
				c.sendBodyLocked(st)
				c.flushLocked()
			}
			c.mu.Unlock()
		}
		if !st.retry(e) {
			break
		}
	}
	if w.h2Record(st, intended, time.Now()) {
		status, ec := w.follow(st.status, st.location, st.deadline)
		if ec != nil {
			w.fail(ec, intended, start)
			return
		}
		w.done(status, intended, start, time.Now())
	}
}

// begin readies st for a request started at start.
func (st *h2stream) begin(start time.Time, t *target) {
	st.start, st.deadline = start, start.Add(t.timeout)
	if t.stream {
		st.streamEnd = start.Add(t.maxSDur)
		st.deadline = minTime(st.deadline, st.streamEnd)
	}
	st.retries = 0
	st.again()
}

// again resets what one attempt of the request changed.
func (st *h2stream) again() {
	st.off, st.recvUnacked, st.status, st.location, st.bytes = 0, 0, 0, "", 0
	st.gotHeaders, st.done, st.capped, st.err, st.waitingConn, st.endSent = false, false, false, nil, false, false
}

// retry reports whether the request goes out again: its stream went
// unprocessed, it has retries left (or the server that left it
// unprocessed had made progress) and the run goes on. Its timeout still
// counts from the first attempt.
func (st *h2stream) retry(e *execution) bool {
	switch {
	case e.stop.Load():
		return false
	case st.err == errH2Drained:
	case st.err != errH2Unprocessed || st.retries >= h2MaxRetries:
		return false
	default:
		st.retries++
	}
	st.again()
	return true
}

// h2Record records st's finished request unless it is a redirect to
// follow, which it reports (the caller follows it and records the end).
func (w *worker) h2Record(st *h2stream, intended, end time.Time) bool {
	if st.err != nil {
		if w.h2Stopped() {
			w.fail(w.e.cut(st.start), intended, st.start)
		} else {
			w.fail(st.err, intended, st.start)
		}
		return false
	}
	w.capped = st.capped
	w.obs.BytesIn = st.bytes
	if w.e.t.follow && isRedirect(st.status) {
		return true
	}
	w.done(st.status, intended, st.start, end)
	return false
}

// h2Stopped reports whether the run is stopping: its requests' failures
// are not recorded.
func (w *worker) h2Stopped() bool { return w.e.stop.Load() || w.e.ctx.Err() != nil }

//go:build linux

package loadcore

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// TLS on an event loop: crypto/tls's client over buffers the loop fills
// and drains with its own non-blocking system calls.
//
// A tlsSession is one TLS connection. Its handshake is made by dialTLS,
// blocking, on a goroutine of its own through the runtime's poller; then
// the socket leaves the runtime (its descriptor is duplicated, the
// net.Conn closed) and belongs to the loop, which reads ciphertext into
// the session (readFd), takes the plaintext out (open), has its requests
// sealed (seal) and writes what is sealed (pending, wrote). tls.Conn sees
// a net.Conn (tlsPipe) whose Read serves the ciphertext already read and
// otherwise returns an error that is a timeout and temporary, which
// crypto/tls does not keep (readRecordOrCCS), and whose Write appends to
// the output: tls.Conn's Read and Write never block.
//
// The pipe hands tls.Conn whole records only, one at a time, and open
// calls tls.Conn.Read only when a whole record (or plaintext left from
// the last one) is there, so that every call yields something. Each
// record read costs crypto/tls one allocation of its own (readFromUntil's
// atLeastReader, conn.go); nothing else here allocates per request.

const (
	// tlsMaxRecord is the largest TLS record: a header and 2^14 bytes of
	// plaintext with the most expansion TLS 1.2 allows.
	tlsMaxRecord = 5 + 16384 + 2048
	// tlsReadBuffer is a session's ciphertext buffer: at least a whole
	// record, so one always fits.
	tlsReadBuffer = 24 << 10
)

// errTLSWouldBlock is what the pipe's Read returns when it has no whole
// record to serve: a timeout and temporary, so tls.Conn returns it and
// keeps no error. A zero-size value: returning it allocates nothing.
type errTLSWouldBlock struct{}

func (errTLSWouldBlock) Error() string   { return "tls: no whole record buffered" }
func (errTLSWouldBlock) Timeout() bool   { return true }
func (errTLSWouldBlock) Temporary() bool { return true }

// tlsPipe is the net.Conn a tlsSession's tls.Conn reads and writes:
// during the handshake it reads from and writes to nc (blocking); after
// it, Read serves in and Write appends to out.
type tlsPipe struct {
	nc net.Conn // the dialed connection, until the handshake ends

	in     []byte // ciphertext read: in[r:n] is not yet served
	r, n   int
	left   int  // bytes of a record partly served still to serve
	eof    bool // the socket was closed by the peer
	out    []byte
	outOff int // out[outOff:] is not yet written
}

// whole returns how many bytes the pipe may serve now: the rest of a
// record partly served, or a whole next record; 0 when the next record
// is not all read yet (everything that is left once the peer closed).
func (p *tlsPipe) whole() int {
	avail := p.n - p.r
	switch {
	case p.left > 0:
		return min(p.left, avail)
	case avail >= 5:
		if rec := 5 + (int(p.in[p.r+3])<<8 | int(p.in[p.r+4])); rec <= avail {
			return rec
		}
	}
	if p.eof {
		return avail
	}
	return 0
}

// Read serves the ciphertext of one record at most; without one it reads
// from nc during the handshake, else it would block.
func (p *tlsPipe) Read(b []byte) (int, error) {
	for {
		if k := p.whole(); k > 0 {
			if p.left == 0 {
				p.left = k
			}
			k = copy(b, p.in[p.r:p.r+min(k, p.left)])
			p.r += k
			p.left -= k
			return k, nil
		}
		if p.eof {
			return 0, io.EOF
		}
		if p.nc == nil {
			return 0, errTLSWouldBlock{}
		}
		k, err := p.nc.Read(p.space())
		p.n += k
		if errors.Is(err, io.EOF) {
			p.eof = true
		} else if err != nil {
			return 0, err
		}
	}
}

// space returns the room to read ciphertext into, moving what is unread
// to the front when the buffer's end is near.
func (p *tlsPipe) space() []byte {
	if p.r == p.n {
		p.r, p.n = 0, 0
	} else if len(p.in)-p.n < tlsMaxRecord && p.r > 0 {
		p.n = copy(p.in, p.in[p.r:p.n])
		p.r = 0
	}
	return p.in[p.n:]
}

// Write appends b to the output (writes to nc during the handshake).
func (p *tlsPipe) Write(b []byte) (int, error) {
	if p.nc != nil {
		return p.nc.Write(b)
	}
	p.out = append(p.out, b...)
	return len(b), nil
}

// Close closes nc during the handshake (HandshakeContext does when its
// context ends); the loop closes the socket itself afterwards.
func (p *tlsPipe) Close() error {
	if p.nc != nil {
		return p.nc.Close()
	}
	return nil
}

func (p *tlsPipe) LocalAddr() net.Addr {
	if p.nc != nil {
		return p.nc.LocalAddr()
	}
	return nil
}

func (p *tlsPipe) RemoteAddr() net.Addr {
	if p.nc != nil {
		return p.nc.RemoteAddr()
	}
	return nil
}

func (p *tlsPipe) SetDeadline(t time.Time) error {
	if p.nc != nil {
		return p.nc.SetDeadline(t)
	}
	return nil
}

func (p *tlsPipe) SetReadDeadline(t time.Time) error {
	if p.nc != nil {
		return p.nc.SetReadDeadline(t)
	}
	return nil
}

func (p *tlsPipe) SetWriteDeadline(t time.Time) error {
	if p.nc != nil {
		return p.nc.SetWriteDeadline(t)
	}
	return nil
}

// tlsSession is one TLS client connection driven by an event loop: its
// non-blocking socket fd, owned by the caller once dialTLS returns (close
// closes it), and crypto/tls's state over the pipe.
type tlsSession struct {
	fd   int
	tc   *tls.Conn
	p    tlsPipe
	more bool // the last open filled its buffer: plaintext may be left
	// resumed says the handshake resumed an earlier session.
	resumed bool
	// connectUs and tlsUs are how long the connect and the handshake
	// took (µs), timed on the goroutine that made them, for the timing
	// breakdown of the first response on the connection.
	connectUs, tlsUs int64
}

// dialTLS connects to addr and makes the TLS handshake with conf,
// blocking until both are done or ctx ends, and times each; the
// session's socket is then non-blocking and out of the runtime's poller.
func dialTLS(ctx context.Context, addr string, conf *tls.Config) (*tlsSession, error) {
	var d net.Dialer
	begin := time.Now()
	nc, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	hs := time.Now()
	s := &tlsSession{fd: -1, p: tlsPipe{nc: nc, in: make([]byte, tlsReadBuffer)}, connectUs: micros(hs.Sub(begin))}
	s.tc = tls.Client(&s.p, conf)
	if err := s.tc.HandshakeContext(ctx); err != nil {
		_ = nc.Close() // the handshake's error is the one to report
		return nil, err
	}
	s.tlsUs = micros(time.Since(hs))
	s.resumed = s.tc.ConnectionState().DidResume
	fd, err := detach(nc)
	if err != nil {
		return nil, fmt.Errorf("take the TLS socket from the runtime: %w", err)
	}
	s.fd, s.p.nc = fd, nil
	return s, nil
}

// detach returns a descriptor of nc's socket that the runtime's poller
// does not watch (non-blocking, as nc's is), and closes nc.
func detach(nc net.Conn) (int, error) {
	sc, ok := nc.(syscall.Conn)
	if !ok {
		_ = nc.Close()
		return -1, errors.New("not a socket")
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		_ = nc.Close()
		return -1, err
	}
	fd := -1
	var derr error
	if err := rc.Control(func(s uintptr) { fd, derr = unix.FcntlInt(s, unix.F_DUPFD_CLOEXEC, 0) }); err != nil {
		derr = err
	}
	_ = nc.Close() // the duplicate keeps the socket open
	return fd, derr
}

// seal encrypts b into the output.
func (s *tlsSession) seal(b []byte) error {
	_, err := s.tc.Write(b)
	return err
}

// pending returns the sealed bytes not yet written.
func (s *tlsSession) pending() []byte { return s.p.out[s.p.outOff:] }

// wrote records that n bytes of pending were written.
func (s *tlsSession) wrote(n int) {
	if s.p.outOff += n; s.p.outOff >= len(s.p.out) {
		s.p.out, s.p.outOff = s.p.out[:0], 0
	}
}

// readFd reads what the socket has into the session, in one read. k is
// 0 when the peer closed the connection (open then ends with io.EOF).
func (s *tlsSession) readFd() (k int, errno syscall.Errno) {
	b := s.p.space()
	for {
		n, _, en := syscall.RawSyscall(syscall.SYS_READ, uintptr(s.fd), uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(len(b)))
		if en == syscall.EINTR {
			continue
		}
		if en != 0 {
			return 0, en
		}
		if n == 0 {
			s.p.eof = true
		}
		s.p.n += int(n)
		return int(n), 0
	}
}

// open decrypts into dst. (0, nil) means no plaintext until more
// ciphertext is read; io.EOF that the peer ended the connection (TLS
// close_notify or the socket's end); another error, that TLS failed.
func (s *tlsSession) open(dst []byte) (int, error) {
	if !s.more && s.p.whole() == 0 && !s.p.eof {
		return 0, nil
	}
	n, err := s.tc.Read(dst)
	s.more = n == len(dst) && n > 0
	if _, ok := err.(errTLSWouldBlock); ok { //nolint:errorlint // tls.Conn returns the pipe's error as it is
		err = nil
	}
	return n, err
}

// close closes the session's socket.
func (s *tlsSession) close() {
	if s.fd >= 0 {
		_ = unix.Close(s.fd) // nothing is left to flush: an abortive end is what the loop means
		s.fd = -1
	}
}

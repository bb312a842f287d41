package loadcore

import (
	"io"
	"net"
	"syscall"
	"unsafe"
)

// rawSock reads and writes an HTTP/2 connection's TCP socket with raw
// system calls through the runtime's poller (syscall.RawConn): the socket
// is non-blocking, so a read or write never blocks in the kernel (EAGAIN
// parks the goroutine in the poller as net.Conn would), and skipping the
// runtime's entersyscall/exitsyscall spares the sysmon wake-ups and P
// hand-offs a Go network loop otherwise pays on every idle period: most
// of what HTTP/2 load cost beyond the kernel's own work. Deadlines and
// Close behave as on the wrapped connection.
type rawSock struct {
	net.Conn
	rc syscall.RawConn

	rp    []byte
	rn    int
	rerr  error
	readF func(fd uintptr) bool

	wp     []byte
	wn     int
	werr   error
	writeF func(fd uintptr) bool
}

// rawSocket wraps a TCP connection; anything else is returned as it is.
func rawSocket(nc net.Conn) net.Conn {
	tc, ok := nc.(*net.TCPConn)
	if !ok {
		return nc
	}
	rc, err := tc.SyscallConn()
	if err != nil {
		return nc
	}
	s := &rawSock{Conn: nc, rc: rc}
	s.readF, s.writeF = s.doRead, s.doWrite
	return s
}

func (s *rawSock) doRead(fd uintptr) bool {
	for {
		n, _, e := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(unsafe.SliceData(s.rp))), uintptr(len(s.rp)))
		switch e {
		case 0:
			s.rn = int(n)
			if n == 0 {
				s.rerr = io.EOF
			}
			return true
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			return false
		}
		s.rerr = &net.OpError{Op: "read", Net: "tcp", Err: e}
		return true
	}
}

func (s *rawSock) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	s.rp, s.rn, s.rerr = p, 0, nil
	err := s.rc.Read(s.readF)
	s.rp = nil
	if err != nil {
		return 0, err
	}
	return s.rn, s.rerr
}

func (s *rawSock) doWrite(fd uintptr) bool {
	for len(s.wp) > 0 {
		n, _, e := syscall.RawSyscall6(syscall.SYS_SENDTO, fd, uintptr(unsafe.Pointer(unsafe.SliceData(s.wp))), uintptr(len(s.wp)),
			syscall.MSG_NOSIGNAL, 0, 0)
		switch e {
		case 0:
			s.wn += int(n)
			s.wp = s.wp[n:]
			continue
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			return false
		}
		s.werr = &net.OpError{Op: "write", Net: "tcp", Err: e}
		return true
	}
	return true
}

func (s *rawSock) Write(p []byte) (int, error) {
	s.wp, s.wn, s.werr = p, 0, nil
	err := s.rc.Write(s.writeF)
	s.wp = nil
	if err == nil {
		err = s.werr
	}
	return s.wn, err
}

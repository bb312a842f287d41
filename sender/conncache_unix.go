//go:build unix

package sender

import (
	"errors"
	"net"
	"syscall"
)

// probe reads the socket without blocking: EAGAIN means open and idle;
// data, EOF or another error means the connection is not reusable.
func probe(conn net.Conn) bool {
	sc, ok := conn.(syscall.Conn)
	if !ok {
		return true
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return false
	}
	ok = false
	var buf [1]byte
	err = rc.Read(func(fd uintptr) bool {
		n, rerr := syscall.Read(int(fd), buf[:])
		_ = n
		ok = rerr != nil && (errors.Is(rerr, syscall.EAGAIN) || errors.Is(rerr, syscall.EWOULDBLOCK))
		return true
	})
	return err == nil && ok
}

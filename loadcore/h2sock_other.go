//go:build !linux

package loadcore

import "net"

// rawSocket is the identity outside Linux (see h2sock_linux.go).
func rawSocket(nc net.Conn) net.Conn { return nc }

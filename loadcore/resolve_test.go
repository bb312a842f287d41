//go:build linux

package loadcore

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// TestResolveTCP checks the address both event loops dial: the family and
// the Sockaddr, IPv4 or IPv6, and a fresh Sockaddr per call.
func TestResolveTCP(t *testing.T) {
	tests := []struct {
		addr   string
		family int
		port   int
		ok     bool
	}{
		{addr: "127.0.0.1:8080", family: syscall.AF_INET, port: 8080, ok: true},
		{addr: "[::1]:443", family: syscall.AF_INET6, port: 443, ok: true},
		{addr: "[::ffff:127.0.0.1]:80", family: syscall.AF_INET, port: 80, ok: true},
		{addr: "127.0.0.1", ok: false},
		{addr: "127.0.0.1:nosuchservice", ok: false},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			ap, ok := resolveTCP(context.Background(), tt.addr, 5*time.Second)
			if ok != tt.ok {
				t.Fatalf("resolveTCP(%q) ok = %v, want %v", tt.addr, ok, tt.ok)
			}
			if !ok {
				return
			}
			family, sa := tcpSockaddr(ap)
			if family != tt.family {
				t.Errorf("family = %d, want %d", family, tt.family)
			}
			var port int
			switch a := sa.(type) {
			case *syscall.SockaddrInet4:
				port = a.Port
			case *syscall.SockaddrInet6:
				port = a.Port
			}
			if port != tt.port {
				t.Errorf("port = %d, want %d", port, tt.port)
			}
			if _, sa2 := tcpSockaddr(ap); sa2 == sa {
				t.Error("tcpSockaddr returned the same Sockaddr twice: loops would share one")
			}
		})
	}
}

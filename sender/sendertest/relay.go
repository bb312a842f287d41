package sendertest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"syscall"
	"time"
)

// errNotLoopback is why the proxies refuse a destination: they relay to
// loopback addresses only, so a test cannot make them reach the network.
var errNotLoopback = errors.New("destination is not a loopback address")

const relayDialTimeout = 5 * time.Second

// dialLoopback connects to addr ("host:port") if host is an IP literal on
// the loopback range or "localhost". No name is ever resolved through DNS
// other than localhost, and the dialer checks the resolved address again.
func dialLoopback(ctx context.Context, addr string) (net.Conn, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	if ip := net.ParseIP(host); !strings.EqualFold(host, "localhost") && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("dial %s: %w", addr, errNotLoopback)
	}
	d := net.Dialer{
		Timeout: relayDialTimeout,
		Control: func(_, address string, _ syscall.RawConn) error {
			h, _, err := net.SplitHostPort(address)
			if ip := net.ParseIP(h); err != nil || ip == nil || !ip.IsLoopback() {
				return errNotLoopback
			}
			return nil
		},
	}
	return d.DialContext(ctx, "tcp", addr)
}

// relay copies between client and upstream until either side is done, then
// closes both. The client's EOF is passed on as a half-close so the
// upstream's answer still arrives.
func relay(client io.ReadWriter, clientConn, upstream net.Conn) {
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		_, _ = io.Copy(upstream, client)
		if tcp, ok := upstream.(*net.TCPConn); ok {
			_ = tcp.CloseWrite()
		} else {
			_ = upstream.Close()
		}
	}()
	go func() {
		defer wg.Done()
		_, _ = io.Copy(client, upstream)
		_ = clientConn.Close()
		_ = upstream.Close()
	}()
	wg.Wait()
}

// connSet tracks a server's hijacked or raw connections so Close can end
// them, and the goroutines serving them so Close can wait for those.
type connSet struct {
	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
	wg     sync.WaitGroup // Add only under mu while !closed
}

// begin registers a goroutine about to serve conns; it reports false (and
// closes conns) once the set is closed.
func (s *connSet) begin(conns ...net.Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		for _, c := range conns {
			_ = c.Close()
		}
		return false
	}
	if s.conns == nil {
		s.conns = map[net.Conn]struct{}{}
	}
	for _, c := range conns {
		s.conns[c] = struct{}{}
	}
	s.wg.Add(1)
	return true
}

// add tracks more conns for a goroutine already begun; it reports false
// (and closes them) once the set is closed.
func (s *connSet) add(conns ...net.Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range conns {
		if s.closed {
			_ = c.Close()
			continue
		}
		s.conns[c] = struct{}{}
	}
	return !s.closed
}

// end unregisters a goroutine and closes its conns.
func (s *connSet) end(conns ...net.Conn) {
	s.mu.Lock()
	for _, c := range conns {
		if c != nil {
			_ = c.Close()
			delete(s.conns, c)
		}
	}
	s.mu.Unlock()
	s.wg.Done()
}

// close closes every tracked conn and waits for the goroutines to end.
func (s *connSet) close() {
	s.mu.Lock()
	s.closed = true
	for c := range s.conns {
		_ = c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

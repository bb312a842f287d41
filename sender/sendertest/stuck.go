package sendertest

import (
	"context"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Stuck starts a target on 127.0.0.1 that accepts connections, reads what
// comes and, with endlessBody false, never answers; with endlessBody true
// it answers a head and then a chunked body that never ends (a chunk every
// 10 ms). It returns the target's http:// base URL and the count of
// connections a request came on (one each: none is ever answered in
// full), and closes everything at cleanup.
func Stuck(t testing.TB, endlessBody bool) (string, *atomic.Int64) {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(context.Background(), "tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	var requests atomic.Int64
	done := make(chan struct{})
	t.Cleanup(func() {
		close(done)
		_ = ln.Close() // the test's listener
		mu.Lock()
		for _, c := range conns {
			_ = c.Close() // the test's connections
		}
		mu.Unlock()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
			go stuckConn(c, endlessBody, &requests, done)
		}
	}()
	return "http://" + ln.Addr().String(), &requests
}

// stuckConn is one connection of a Stuck target.
func stuckConn(c net.Conn, endlessBody bool, requests *atomic.Int64, done <-chan struct{}) {
	var b [4096]byte
	if _, err := c.Read(b[:]); err != nil {
		return
	}
	requests.Add(1)
	if !endlessBody {
		_, _ = io.Copy(io.Discard, c) // until the client or the cleanup closes it
		return
	}
	if _, err := io.WriteString(c, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"); err != nil {
		return
	}
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
		}
		if _, err := io.WriteString(c, "5\r\nhello\r\n"); err != nil {
			return
		}
	}
}

//go:build linux && !race

package loadcore

import (
	"bufio"
	"crypto/tls"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// tlsAllocsPerRecord is what crypto/tls allocates per record it reads
// (readFromUntil's atLeastReader, crypto/tls/conn.go:837): the one
// allocation of a request over TLS, which the loop cannot avoid while
// tls.Conn reads the records.
const tlsAllocsPerRecord = 1

// tlsTargetEnv, set in the environment of this test binary, makes it a
// canned TLS target (see TestTLSTargetProcess) instead of running tests.
const tlsTargetEnv = "LOADCORE_TLS_TARGET"

// TestTLSTargetProcess is the canned TLS target of the allocation test,
// run in a process of its own so that its own allocations (its tls.Conn
// allocates per record too) are not counted: it prints its address and
// answers every request head with a 13-byte 200 until its stdin closes.
func TestTLSTargetProcess(t *testing.T) {
	if os.Getenv(tlsTargetEnv) == "" {
		t.Skip("run by TestClosedTLSEventLoopAllocations")
	}
	ln, err := tls.Listen("tcp", "127.0.0.1:0", &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}})
	if err != nil {
		t.Fatal(err)
	}
	out := []byte("HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\nHello, World!")
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer func() { _ = c.Close() }() // the client's end is the test's
				buf := make([]byte, 64<<10)
				state := 0
				for {
					n, err := c.Read(buf)
					if err != nil {
						return
					}
					var batch []byte
					for range headEnds(&state, buf[:n]) {
						batch = append(batch, out...)
					}
					if _, err := c.Write(batch); err != nil {
						return
					}
				}
			}()
		}
	}()
	_, _ = os.Stdout.WriteString("addr " + ln.Addr().String() + "\n")
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n') // until the parent ends
	_ = ln.Close()
}

// startTLSTargetProcess starts TestTLSTargetProcess in a child process
// and returns its URL.
func startTLSTargetProcess(t *testing.T) string {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestTLSTargetProcess$", "-test.v")
	cmd.Env = append(os.Environ(), tlsTargetEnv+"=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = stdin.Close() // the child returns
		_ = cmd.Wait()
	})
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if addr, ok := strings.CutPrefix(sc.Text(), "addr "); ok {
			if _, _, err := net.SplitHostPort(addr); err != nil {
				t.Fatal(err)
			}
			go func() { // drain the rest
				for sc.Scan() {
				}
			}()
			return "https://" + addr
		}
	}
	t.Fatalf("the TLS target process printed no address: %v", sc.Err())
	return ""
}

func TestClosedTLSEventLoopAllocations(t *testing.T) {
	url := startTLSTargetProcess(t)
	for _, depth := range []int{1, 16} {
		l := benchClosedEvLoop(t, url+"/", depth)
		n := testing.AllocsPerRun(300, func() { evClosedCycle(l) })
		t.Logf("pipeline %d: %v allocations per batch", depth, n)
		// The target answers a batch in one write: one record, one
		// allocation in crypto/tls; the loop's own code allocates nothing.
		if n > tlsAllocsPerRecord {
			t.Errorf("pipeline %d: %v allocations per batch, want at most %d (crypto/tls's per record read)", depth, n, tlsAllocsPerRecord)
		}
		win := l.e.col.NewWindow()
		l.e.col.Collect(win)
		if win.Errors() != 0 || win.Requests < int64(300*depth) {
			t.Errorf("pipeline %d: %d requests, %d errors %v", depth, win.Requests, win.Errors(), win.ErrorCodeMap())
		}
	}
}

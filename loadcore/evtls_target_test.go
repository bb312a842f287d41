//go:build linux

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
func startTLSTargetProcess(t testing.TB) string {
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

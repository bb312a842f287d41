package mgmt_test

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// The README tour test: the fenced sh blocks of README.md's "A short
// tour" run, in order, in one bash against a fresh engine (B) and a free
// port for the tour's own target (T), so the tour cannot drift from the
// engine. Every command must succeed: bash runs with errexit and
// pipefail, and curl fails on an HTTP error status.

const (
	tourReadme  = "../README.md"
	tourHeading = "## A short tour"
)

// tourPreamble makes any failed command, or any HTTP error answer, end
// the tour with a non-zero status, and traces each command to stderr.
const tourPreamble = `set -euo pipefail
curl() { command curl --fail-with-body "$@"; }
PS4='+ tour: '
set -x
`

// tourBlocks returns the fenced sh blocks of the tour section of readme.
func tourBlocks(t *testing.T, readme string) []string {
	t.Helper()
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "\n"+tourHeading+"\n")
	if start < 0 {
		t.Fatalf("%s has no %q section", readme, tourHeading)
	}
	section := text[start+1:]
	if end := strings.Index(section[len(tourHeading):], "\n## "); end >= 0 {
		section = section[:len(tourHeading)+end]
	}
	var blocks []string
	for rest := section; ; {
		i := strings.Index(rest, "\n```sh\n")
		if i < 0 {
			break
		}
		rest = rest[i+len("\n```sh\n"):]
		j := strings.Index(rest, "\n```\n")
		if j < 0 {
			t.Fatalf("an sh block of the tour is not closed: %.80q", rest)
		}
		blocks = append(blocks, rest[:j+1])
		rest = rest[j:]
	}
	return blocks
}

// freeAddr returns a loopback address nothing listens on (just closed).
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	return addr
}

func TestReadmeTourRunsAsWritten(t *testing.T) {
	for _, tool := range []string{"bash", "curl", "make", "sed", "awk", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the tour needs %s: %v", tool, err)
		}
	}
	blocks := tourBlocks(t, tourReadme)
	if len(blocks) < 3 {
		t.Fatalf("the tour has %d sh blocks, want the whole tour", len(blocks))
	}
	script := strings.Join(blocks, "")
	if m := regexp.MustCompile(`<[a-zA-Z]*[iI]d>`).FindString(script); m != "" {
		t.Fatalf("the tour has a placeholder %q: every id must be captured in a variable", m)
	}

	e := mgmttest.Start(t)
	target := freeAddr(t)
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-c", tourPreamble+script)
	cmd.Dir = ".." // the repository root, where the tour is pasted
	cmd.Env = append(os.Environ(), "B="+e.Base, "T=http://"+target, "BIN="+t.TempDir())
	// The tour starts a target in the background: its own process group,
	// killed whole when the test ends, whatever happened.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	// A tour that fails leaves its target running with the output pipes
	// open: Run returns soon after bash exits instead of waiting for it.
	cmd.WaitDelay = 2 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if cmd.Process != nil {
		defer func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }()
	}
	if err != nil {
		t.Fatalf("the tour failed (%v); its last commands (stderr):\n%s\nstdout (end):\n%s", err, tail(stderr.String(), 4000), tail(stdout.String(), 2000))
	}

	out := stdout.String()
	for _, want := range []string{
		`{"status":"ok"`,                  // the engine answered
		"Hello, World!",                   // the tour's own target answered a send
		`"latency":{"unit":"ms",`,         // a report with its unit
		`"verdict":"comparable"`,          // the baseline comparison
		`"verdict":"informational"`,       // two different plans
		`"testsPassed":8,"testsFailed":0`, // the API collection run's pm.test tests
		`"status":"shutting_down"`,        // the last command
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the tour's output lacks %s; output (end):\n%s", want, tail(out, 3000))
		}
	}
	if n := strings.Count(out, "event: complete"); n < 6 {
		t.Errorf("the tour followed %d runs to their complete event, want 6", n)
	}
	// The tour stops what it started: its target, then the engine.
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp4", target, time.Second)
		if err != nil {
			break
		}
		_ = c.Close()
		if time.Now().After(deadline) {
			t.Fatalf("the tour's target on %s still answers after the tour ended", target)
		}
		time.Sleep(50 * time.Millisecond)
	}
	done := make(chan error, 1)
	go func() { done <- e.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("the engine the tour shut down ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("the engine still runs 10 s after the tour's POST /shutdown")
	}
}

// tail is the last n bytes of s.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}

package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// binary is the svc-cli built once for these tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "svc-cli-bin")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "svc-cli")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "build svc-cli: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	if err := os.RemoveAll(dir); err != nil {
		fmt.Fprintf(os.Stderr, "remove the build dir: %v\n", err)
	}
	os.Exit(code)
}

type result struct {
	code           int
	stdout, stderr string
}

// cleanEnv is the test's environment without NO_COLOR, plus extra.
func cleanEnv(extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "NO_COLOR=") {
			env = append(env, kv)
		}
	}
	return append(env, extra...)
}

// runCLI runs svc-cli to completion with stdout and stderr on pipes.
func runCLI(t *testing.T, args ...string) result {
	t.Helper()
	return runCLIEnv(t, cleanEnv(), args...)
}

func runCLIEnv(t *testing.T, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = env
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("svc-cli %q did not exit; stderr %q", args, se.String())
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: so.String(), stderr: se.String()}
}

// writeFile writes content to name in a fresh temp dir and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// closedURL is http://127.0.0.1:PORT of a port that was free a moment ago
// and has nothing listening.
func closedURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return "http://127.0.0.1:" + strconv.Itoa(port)
}

// wantFailure fails the test unless r is exit 1 with nothing on stdout
// and every one of want on stderr.
func wantFailure(t *testing.T, args []string, r result, want ...string) {
	t.Helper()
	if r.code != 1 {
		t.Fatalf("svc-cli %q exited %d, want 1; stdout %q stderr %q", args, r.code, r.stdout, r.stderr)
	}
	if r.stdout != "" {
		t.Fatalf("svc-cli %q wrote to stdout on failure: %q", args, r.stdout)
	}
	if !strings.HasPrefix(r.stderr, "svc-cli: ") {
		t.Fatalf("svc-cli %q stderr %q, want it to start with %q", args, r.stderr, "svc-cli: ")
	}
	for _, w := range want {
		if !strings.Contains(r.stderr, w) {
			t.Fatalf("svc-cli %q stderr %q, want it to contain %q", args, r.stderr, w)
		}
	}
}

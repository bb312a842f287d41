package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// binary is the svc-engine built once for these tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "svc-engine-bin")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "svc-engine")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "build svc-engine: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	if err := os.RemoveAll(dir); err != nil {
		fmt.Fprintf(os.Stderr, "remove the build dir: %v\n", err)
	}
	os.Exit(code)
}

// freePort returns a port that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return port
}

type result struct {
	code           int
	stdout, stderr string
}

// runBinary runs svc-engine to completion (for argument refusals).
func runBinary(t *testing.T, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatalf("svc-engine %v: %v", args, err)
		}
	case <-time.After(20 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatalf("svc-engine %v did not exit", args)
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: so.String(), stderr: se.String()}
}

// daemon is a running svc-engine process.
type daemon struct {
	cmd    *exec.Cmd
	base   string
	dir    string
	stderr *lockedBuffer
	done   chan struct{}
}

// lockedBuffer is a daemon's stderr: the process writes it through
// os/exec's copying goroutine while a test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func startDaemon(t *testing.T, dir string, extra ...string) *daemon {
	t.Helper()
	port := freePort(t)
	args := append([]string{"--port", strconv.Itoa(port), "--data-dir", dir}, extra...)
	cmd := exec.Command(binary, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	d := &daemon{cmd: cmd, base: "http://127.0.0.1:" + strconv.Itoa(port), dir: dir, stderr: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stderr = d.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		ready <- line
		_, _ = io.Copy(io.Discard, stdout)
	}()
	go func() { _ = cmd.Wait(); close(d.done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-d.done
	})
	select {
	case line := <-ready:
		if !strings.Contains(line, "listening on http://127.0.0.1:"+strconv.Itoa(port)) {
			t.Fatalf("unexpected first line %q; stderr %s", line, d.stderr)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("svc-engine did not start; stderr %s", d.stderr)
	}
	return d
}

func (d *daemon) wait(t *testing.T) int {
	t.Helper()
	select {
	case <-d.done:
		return d.cmd.ProcessState.ExitCode()
	case <-time.After(10 * time.Second):
		t.Fatal("svc-engine did not exit")
		return -1
	}
}

func TestDaemonArgumentsAreCheckedBeforeAnythingStarts(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		args []string
		want string // must appear on stderr
	}{
		{"a port flag with nothing after it is refused", []string{"--port"}, "--port needs a value"},
		{"a short port flag with nothing after it is refused", []string{"-p"}, "-p needs a value"},
		{"a data-dir flag with nothing after it is refused", []string{"--data-dir"}, "--data-dir needs a value"},
		{"a value starting with a dash is refused as a likely flag", []string{"--data-dir", "-v"}, `"-v", which looks like a flag`},
		{"a port value starting with a dash is refused", []string{"-p", "-1"}, "looks like a flag"},
		{"a port of zero is refused", []string{"--port", "0"}, "whole number 1 to 65535"},
		{"a port above 65535 is refused", []string{"--port", "65536"}, "whole number 1 to 65535"},
		{"a port that is not a number is refused", []string{"--port", "http"}, "whole number 1 to 65535"},
		{"an empty inline port is refused", []string{"--port="}, "--port needs a value"},
		{"a verbose level outside 0 to 2 is refused", []string{"--verbose", "3"}, "level 0, 1 or 2"},
		{"a verbose level that is not a whole number is refused", []string{"-v", "1.5"}, "level 0, 1 or 2"},
		{"an unknown argument is refused by name", []string{"--colour"}, `unknown argument "--colour"`},
		{"a positional argument is refused by name", []string{"serve"}, `unknown argument "serve"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := runBinary(t, tc.args...)
			if r.code != 1 {
				t.Fatalf("svc-engine %v exited %d, want 1; stderr %q", tc.args, r.code, r.stderr)
			}
			if !strings.Contains(r.stderr, tc.want) || !strings.Contains(r.stderr, "--help") {
				t.Fatalf("svc-engine %v stderr %q, want it to contain %q and point at --help", tc.args, r.stderr, tc.want)
			}
			if r.stdout != "" {
				t.Fatalf("svc-engine %v wrote to stdout: %q", tc.args, r.stdout)
			}
		})
	}
}

func TestHelpAndVersionExitZero(t *testing.T) {
	t.Parallel()
	if r := runBinary(t, "--help"); r.code != 0 || !strings.Contains(r.stdout, "--data-dir") {
		t.Fatalf("--help: code %d stdout %q", r.code, r.stdout)
	}
	if r := runBinary(t, "--version"); r.code != 0 || !strings.HasPrefix(r.stdout, "svc-engine ") {
		t.Fatalf("--version: code %d stdout %q", r.code, r.stdout)
	}
}

func TestBareVerboseMeansOneAndIsExemptFromNeedingAValue(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"-v"}, {"--verbose", "--data-dir", "x"}, {"-v", "2"}, {"--verbose=0"}} {
		a, err := parseArgs(args)
		if err != nil {
			t.Fatalf("parseArgs(%q): %v", args, err)
		}
		want := 1
		switch args[len(args)-1] {
		case "2":
			want = 2
		case "--verbose=0":
			want = 0
		}
		if a.verbosity != want {
			t.Fatalf("parseArgs(%q) verbosity %d, want %d", args, a.verbosity, want)
		}
	}
}

func TestTakenPortExitsOneNamingTheAddress(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = ln.Close() }() // only holds the port while the engine tries it
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	r := runBinary(t, "--port", port, "--data-dir", t.TempDir())
	if r.code != 1 || !strings.Contains(r.stderr, "127.0.0.1:"+port) {
		t.Fatalf("exit %d stderr %q, want 1 naming 127.0.0.1:%s", r.code, r.stderr, port)
	}
	if strings.Contains(r.stdout, "listening") {
		t.Fatalf("the engine fell back to another port: %q", r.stdout)
	}
}

func TestSecondEngineOnTheSameDataDirExitsOneNamingTheHolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	first := startDaemon(t, dir)
	r := runBinary(t, "--port", strconv.Itoa(freePort(t)), "--data-dir", dir)
	want := "pid " + strconv.Itoa(first.cmd.Process.Pid)
	if r.code != 1 || !strings.Contains(r.stderr, want) {
		t.Fatalf("exit %d stderr %q, want 1 naming %q", r.code, r.stderr, want)
	}
}

func TestStaleLockFileDoesNotBlockARestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "svc-engine.lock"), []byte("999999\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d := startDaemon(t, dir)
	res, err := http.Get(d.base + "/health")
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close() // only the status is read
	if res.StatusCode != 200 {
		t.Fatalf("health %d", res.StatusCode)
	}
}

func TestShutdownAnswersThenReleasesTheLockFlushesLogsAndExitsZero(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	d := startDaemon(t, dir)
	start := time.Now()
	res, err := http.Post(d.base+"/shutdown", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close() // only the status is read
	if res.StatusCode != 200 {
		t.Fatalf("POST /shutdown %d", res.StatusCode)
	}
	if code := d.wait(t); code != 0 {
		t.Fatalf("exit %d, want 0; stderr %s", code, d.stderr)
	}
	if el := time.Since(start); el < 100*time.Millisecond {
		t.Fatalf("the engine exited %v after answering; it should wait about 100 ms", el)
	}
	if _, err := os.Stat(filepath.Join(dir, "svc-engine.lock")); !os.IsNotExist(err) {
		t.Fatalf("lock file still present after shutdown: %v", err)
	}
	logText, err := os.ReadFile(filepath.Join(dir, "logs", "engine.log"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(logText), "The engine stopped.") {
		t.Fatalf("the shutdown was not flushed to the log:\n%s", logText)
	}
	// A restart on the same dir works at once.
	startDaemon(t, dir)
}

func TestSignalsShutDownCleanly(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String()+" exits zero and releases the lock", func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			d := startDaemon(t, dir)
			if err := d.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if code := d.wait(t); code != 0 {
				t.Fatalf("exit %d after %v; stderr %s", code, sig, d.stderr)
			}
			if _, err := os.Stat(filepath.Join(dir, "svc-engine.lock")); !os.IsNotExist(err) {
				t.Fatalf("lock file still present: %v", err)
			}
		})
	}
}

func TestNewerSchemaIsRefusedWithoutWritingAByte(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "svc-engine.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE future (x); PRAGMA user_version = 999"); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileState(t, dir)
	r := runBinary(t, "--port", strconv.Itoa(freePort(t)), "--data-dir", dir)
	if r.code != 1 {
		t.Fatalf("exit %d, want 1; stderr %q", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "999") || !regexp.MustCompile(`version \d+ that this engine supports`).MatchString(r.stderr) {
		t.Fatalf("stderr %q must name both versions", r.stderr)
	}
	if after := fileState(t, dir); after != before {
		t.Fatalf("database files changed:\nbefore %s\nafter  %s", before, after)
	}
}

// fileState summarizes the database file and any WAL/SHM beside it.
func fileState(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	for _, n := range []string{"svc-engine.db", "svc-engine.db-wal", "svc-engine.db-shm"} {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if os.IsNotExist(err) {
			fmt.Fprintf(&b, "%s:absent ", n)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s:%x ", n, sha256.Sum256(data))
	}
	return b.String()
}

func TestRequestLogLinesFollowTheVerbosityRules(t *testing.T) {
	t.Parallel()
	cases := []struct {
		level                string
		want2xx, want4xx, w5 bool
	}{
		{"0", false, false, true},
		{"1", false, true, true},
		{"2", true, true, true},
	}
	for _, tc := range cases {
		t.Run("level "+tc.level, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			d := startDaemon(t, dir, "--verbose", tc.level)
			for _, p := range []string{"/health?secret=hunter2", "/collections/col_missing?token=abc"} {
				res, err := http.Get(d.base + p)
				if err != nil {
					t.Fatal(err)
				}
				_ = res.Body.Close() // the request is what counts, for the log
			}
			res, err := http.Post(d.base+"/shutdown", "application/json", nil)
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close() // the shutdown is what counts
			d.wait(t)
			text, err := os.ReadFile(filepath.Join(dir, "logs", "engine.log"))
			if err != nil {
				t.Fatal(err)
			}
			has := func(s string) bool { return strings.Contains(string(text), s) }
			if has("hunter2") || has("token=abc") || has("secret") {
				t.Fatalf("a query string reached the log:\n%s", text)
			}
			if got := has("GET /health answered 200"); got != tc.want2xx {
				t.Fatalf("2xx line present=%v, want %v:\n%s", got, tc.want2xx, text)
			}
			if got := has("GET /collections/col_missing answered 404"); got != tc.want4xx {
				t.Fatalf("4xx line present=%v, want %v:\n%s", got, tc.want4xx, text)
			}
			for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
				if line == "" {
					continue
				}
				var rec map[string]any
				if err := json.Unmarshal([]byte(line), &rec); err != nil {
					t.Fatalf("log line is not JSON: %q", line)
				}
				for _, k := range []string{"ts", "level", "src", "cat", "msg", "pid"} {
					if _, ok := rec[k]; !ok {
						t.Fatalf("log line lacks %s: %q", k, line)
					}
				}
			}
		})
	}
}

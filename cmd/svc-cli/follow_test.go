package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// These tests run the built svc-cli against a real engine started
// in-process and real loopback targets, with stdout on a pipe and on a
// pseudo-terminal, reading the output while the client runs.

// liveCLI is a running svc-cli whose output is read as it comes.
type liveCLI struct {
	t    *testing.T
	args []string
	cmd  *exec.Cmd
	done chan struct{}

	mu     sync.Mutex
	stdout bytes.Buffer // on a terminal: what the terminal showed
	stderr bytes.Buffer
	firsts map[string]time.Time // when a watched pattern first matched
}

// syncWriter appends to a buffer under the liveCLI's lock.
type syncWriter struct {
	l   *liveCLI
	buf *bytes.Buffer
}

func (w syncWriter) Write(p []byte) (int, error) {
	w.l.mu.Lock()
	defer w.l.mu.Unlock()
	return w.buf.Write(p)
}

// startCLI starts svc-cli with stdout on a pseudo-terminal (tty) or a
// pipe; stderr is always a pipe.
func startCLI(t *testing.T, tty bool, args ...string) *liveCLI {
	t.Helper()
	l := &liveCLI{t: t, args: args, done: make(chan struct{}), firsts: map[string]time.Time{}}
	l.cmd = exec.Command(binary, args...)
	l.cmd.Env = cleanEnv("NO_COLOR=1")
	l.cmd.Stderr = syncWriter{l, &l.stderr}
	var master, slave *os.File
	if tty {
		var err error
		if master, slave, err = pty.Open(); err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		l.cmd.Stdout = slave
	} else {
		l.cmd.Stdout = syncWriter{l, &l.stdout}
	}
	if err := l.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	read := make(chan struct{})
	if tty {
		_ = slave.Close() // the client holds its own copy; a close error changes nothing here
		go func() {
			defer close(read)
			_, _ = io.Copy(syncWriter{l, &l.stdout}, master) // ends with EIO once the client exits
		}()
	} else {
		close(read)
	}
	go func() {
		_ = l.cmd.Wait()
		<-read
		if master != nil {
			_ = master.Close() // the client has exited; nothing more is read
		}
		close(l.done)
	}()
	t.Cleanup(func() {
		select {
		case <-l.done:
		default:
			_ = l.cmd.Process.Kill()
			<-l.done
		}
	})
	return l
}

// output is what the client wrote to stdout so far, with a terminal's
// carriage returns dropped.
func (l *liveCLI) output() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.ReplaceAll(l.stdout.String(), "\r", "")
}

// waitFor polls stdout until re matches (within 30 s) and returns when.
func (l *liveCLI) waitFor(re *regexp.Regexp) time.Time {
	l.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !re.MatchString(l.output()) {
		select {
		case <-l.done:
			if re.MatchString(l.output()) {
				return time.Now()
			}
			l.t.Fatalf("svc-cli %q exited without printing %q; stdout %q stderr %q", l.args, re, l.output(), l.stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			l.t.Fatalf("svc-cli %q printed no %q in 30 s; stdout %q", l.args, re, l.output())
		}
	}
	return time.Now()
}

// wait waits (up to 60 s) for the client to exit.
func (l *liveCLI) wait() result {
	l.t.Helper()
	select {
	case <-l.done:
	case <-time.After(60 * time.Second):
		_ = l.cmd.Process.Kill()
		<-l.done
		l.t.Fatalf("svc-cli %q did not exit; stdout %q", l.args, l.output())
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return result{code: l.cmd.ProcessState.ExitCode(), stdout: strings.ReplaceAll(l.stdout.String(), "\r", ""), stderr: l.stderr.String()}
}

// countingTarget answers 200 to everything and remembers when the last
// request arrived.
type countingTarget struct {
	*httptest.Server
	n    atomic.Int64
	last atomic.Int64 // unix nanoseconds
}

func startCountingTarget(t *testing.T) *countingTarget {
	t.Helper()
	c := &countingTarget{}
	c.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.n.Add(1)
		c.last.Store(time.Now().UnixNano())
		_, _ = io.WriteString(w, "ok")
	}))
	t.Cleanup(c.Close)
	return c
}

// endedRun polls GET /runs/:id until the run has ended and returns it.
func endedRun(t *testing.T, e *mgmttest.Engine, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		run := e.Must(200, "GET", "/runs/"+id, nil)
		if s := run["status"]; s != "Pending" && s != "Running" {
			return run
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %s still %v after 30 s", id, run["status"])
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var (
	runIDLine = regexp.MustCompile(`(?m)^(run_[0-9a-f-]+)\n`)
	tickLine  = regexp.MustCompile(`(?m)^\d[\d.]*m?s  requests \d+  [\d.]+ req/s  errors \d+  p50 [\d.]+ ms  p95 [\d.]+ ms  p99 [\d.]+ ms$`)
	cursorUp  = regexp.MustCompile(`\x1b\[\d+A`)
)

func TestFollowShowsTheRunLiveThenASummary(t *testing.T) {
	t.Parallel()
	for _, tty := range []bool{false, true} {
		name := map[bool]string{false: "on a pipe, one plain line per tick", true: "on a terminal, a status block redrawn in place"}[tty]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := mgmttest.Start(t)
			target := startCountingTarget(t)
			file := writeFile(t, "load.json", `{"request": {"method": "GET", "url": "`+target.URL+`/"},
				"mode": "constant_rps", "targetRps": 20, "duration": "3s", "thresholds": ["p95<5000", "errorRate<0.5"]}`)
			l := startCLI(t, tty, "--daemon", e.Base, "run", file, "--follow")
			l.waitFor(runIDLine)
			id := runIDLine.FindStringSubmatch(l.output())[1]
			// The run is followed live: the view shows figures while the
			// engine still says Running.
			if tty {
				l.waitFor(regexp.MustCompile(`requests [1-9]\d*  `))
			} else {
				l.waitFor(tickLine)
			}
			if s := e.Must(200, "GET", "/runs/"+id, nil)["status"]; s != "Running" {
				t.Fatalf("the first figures came when the run was already %v:\n%s", s, l.output())
			}
			r := l.wait()
			if r.code != 0 {
				t.Fatalf("exit %d, want 0; stderr %q\n%s", r.code, r.stderr, r.stdout)
			}
			if !strings.HasPrefix(r.stdout, id+"\n"+e.Base+"/runs/"+id+"/live\n") {
				t.Fatalf("stdout does not start with the run id and live URL:\n%s", r.stdout)
			}
			for _, want := range []string{"Run " + id + " Completed", "Latency distribution (ms", "     50%  ", "   99.9%  ", "Requests/sec: ", "Status codes: 200 ×", "✓ p95<5000  actual ", "✓ errorRate<0.5  actual 0"} {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("the summary lacks %q:\n%s", want, r.stdout)
				}
			}
			if tty {
				if !cursorUp.MatchString(r.stdout) || !strings.Contains(r.stdout, "\x1b[K") {
					t.Errorf("a terminal got no in-place redraw (cursor up, clear line):\n%q", r.stdout)
				}
				for _, want := range []string{"] 100%  3s / 3s", "latency  p50 ", "thresholds", "✓ p95<5000  now "} {
					if !strings.Contains(r.stdout, want) {
						t.Errorf("the status block lacks %q:\n%q", want, r.stdout)
					}
				}
			} else {
				if strings.Contains(r.stdout, "\x1b") {
					t.Errorf("a pipe got escape bytes:\n%q", r.stdout)
				}
				if n := len(tickLine.FindAllString(r.stdout, -1)); n < 2 {
					t.Errorf("%d tick lines, want one per second of a 3 s run:\n%s", n, r.stdout)
				}
			}
		})
	}
}

func TestFollowExitCodesSayHowTheRunEnded(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		plan   string // members beside request
		body   string // the request's body member, if any
		code   int
		stderr string
		stdout string
	}{
		{"a failed threshold exits 99", `"mode": "iterations", "iterations": 5, "concurrency": 1, "thresholds": ["requests>=1000", "errorRate<0.5"]`, "",
			99, "1 threshold failed: requests>=1000 (actual 5)", "✗ requests>=1000  actual 5"},
		{"a run that failed exits 97", `"mode": "iterations", "iterations": 5, "concurrency": 1`,
			`, "body": {"type": "form-data", "fields": [{"key": "f", "type": "file", "src": "/nonexistent/svc-cli-test"}]}`,
			97, "ended Failed: ", "Failed"},
		{"a passing run exits 0", `"mode": "iterations", "iterations": 5, "concurrency": 1, "thresholds": ["requests==5"]`, "", 0, "", "✓ requests==5  actual 5"},
	}
	for _, tc := range cases {
		for _, tty := range []bool{false, true} {
			t.Run(tc.name+map[bool]string{false: " (pipe)", true: " (terminal)"}[tty], func(t *testing.T) {
				t.Parallel()
				e := mgmttest.Start(t)
				target := startCountingTarget(t)
				file := writeFile(t, "load.json", `{"request": {"method": "POST", "url": "`+target.URL+`/"`+tc.body+`}, `+tc.plan+`}`)
				r := startCLI(t, tty, "--daemon", e.Base, "run", file, "--follow").wait()
				if r.code != tc.code || !strings.Contains(r.stderr, tc.stderr) || !strings.Contains(r.stdout, tc.stdout) {
					t.Fatalf("exit %d stderr %q, want %d and %q; stdout lacks %q?\n%s", r.code, r.stderr, tc.code, tc.stderr, tc.stdout, r.stdout)
				}
			})
		}
	}
}

func TestCtrlCStopsTheFollowedRun(t *testing.T) {
	t.Parallel()
	for _, tty := range []bool{false, true} {
		t.Run(map[bool]string{false: "on a pipe", true: "on a terminal"}[tty], func(t *testing.T) {
			t.Parallel()
			e := mgmttest.Start(t)
			target := startCountingTarget(t)
			file := writeFile(t, "load.json", `{"request": {"method": "GET", "url": "`+target.URL+`/"},
				"mode": "constant_rps", "targetRps": 50, "duration": "60s"}`)
			l := startCLI(t, tty, "--daemon", e.Base, "run", file, "--follow")
			l.waitFor(runIDLine)
			id := runIDLine.FindStringSubmatch(l.output())[1]
			deadline := time.Now().Add(30 * time.Second)
			for target.n.Load() < 20 {
				if time.Now().After(deadline) {
					t.Fatalf("the target got %d requests in 30 s", target.n.Load())
				}
				time.Sleep(10 * time.Millisecond)
			}
			sent := time.Now()
			if err := l.cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
			r := l.wait()
			if r.code != 130 {
				t.Fatalf("exit %d after Ctrl-C, want 130; stderr %q\n%s", r.code, r.stderr, r.stdout)
			}
			if last := time.Unix(0, target.last.Load()); last.Sub(sent) > time.Second {
				t.Fatalf("the target got a request %v after Ctrl-C, want none after 1 s", last.Sub(sent))
			}
			if run := e.Must(200, "GET", "/runs/"+id, nil); run["status"] != "Stopped" {
				t.Fatalf("the run is %v after Ctrl-C, want Stopped", run["status"])
			}
			for _, want := range []string{"Run " + id + " Stopped (stopped by Ctrl-C; a partial summary)", "Latency distribution", "Requests/sec: "} {
				if !strings.Contains(r.stdout, want) {
					t.Fatalf("the partial summary lacks %q:\n%s", want, r.stdout)
				}
			}
			if !strings.Contains(r.stderr, "interrupted: run "+id+" was stopped") {
				t.Fatalf("stderr %q, want it to say the run was stopped", r.stderr)
			}
		})
	}
}

func TestReportsAreCheckedBeforeAndWrittenAfterTheRun(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startCountingTarget(t)
	dir := t.TempDir()
	file := writeFile(t, "load.json", `{"request": {"method": "GET", "url": "`+target.URL+`/"},
		"mode": "iterations", "iterations": 4, "concurrency": 1, "thresholds": ["requests>=100"]}`)

	t.Run("a report path that cannot be written is refused before the run starts", func(t *testing.T) {
		blocker := filepath.Join(dir, "blocker")
		if err := os.WriteFile(blocker, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		args := []string{"--daemon", e.Base, "run", file, "-r", "cli,junit", "--reporter-junit-export", filepath.Join(blocker, "sub", "out.xml")}
		wantFailure(t, args, runCLI(t, args...), "the report directory of "+filepath.Join(blocker, "sub", "out.xml")+" cannot be made")
		if n := len(e.Do("GET", "/runs", nil).Array(t)); n != 0 {
			t.Fatalf("a refused report path still started %d runs", n)
		}
	})

	junit, js := filepath.Join(dir, "new", "junit", "out.xml"), filepath.Join(dir, "new", "json", "out.json")
	r := runCLI(t, "--daemon", e.Base, "run", file, "-r", "cli,junit,json", "--reporter-junit-export", junit, "--reporter-json-export", js)
	if r.code != 99 {
		t.Fatalf("exit %d, want 99 (a failed threshold); stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
	t.Run("a file reporter follows the run and each written path is printed", func(t *testing.T) {
		for _, want := range []string{"Latency distribution", "json report written to " + js + "\n", "junit report written to " + junit + "\n"} {
			if !strings.Contains(r.stdout, want) {
				t.Fatalf("stdout lacks %q:\n%s", want, r.stdout)
			}
		}
	})
	t.Run("the json report is the engine's report", func(t *testing.T) {
		var rep struct {
			RunID  string `json:"runId"`
			Status string `json:"status"`
			Report struct {
				Requests int `json:"requests"`
			} `json:"report"`
		}
		data, err := os.ReadFile(js)
		if err != nil || json.Unmarshal(data, &rep) != nil || rep.Status != "Completed" || rep.Report.Requests != 4 || !strings.HasPrefix(rep.RunID, "run_") {
			t.Fatalf("json report (%v): %s", err, data)
		}
	})
	t.Run("the junit report fails the threshold", func(t *testing.T) {
		var suites struct {
			Tests    int `xml:"tests,attr"`
			Failures int `xml:"failures,attr"`
			Suites   []struct {
				Cases []struct {
					Name    string `xml:"name,attr"`
					Failure *struct {
						Message string `xml:"message,attr"`
					} `xml:"failure"`
				} `xml:"testcase"`
			} `xml:"testsuite"`
		}
		data, err := os.ReadFile(junit)
		if err != nil || xml.Unmarshal(data, &suites) != nil || suites.Tests != 2 || suites.Failures != 1 || len(suites.Suites) != 1 {
			t.Fatalf("junit report (%v): %s", err, data)
		}
		c := suites.Suites[0].Cases[1]
		if c.Name != "requests>=100" || c.Failure == nil || c.Failure.Message != "requests>=100 failed: actual 4" {
			t.Fatalf("threshold case %+v in\n%s", c, data)
		}
	})
}

func TestCtrlCStopsACollectionRun(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := startCountingTarget(t)
	item := func(name string) map[string]any {
		return map[string]any{"name": name, "request": map[string]any{"method": "GET", "url": target.URL + "/" + name}}
	}
	coll, _ := json.Marshal(map[string]any{
		"info": map[string]any{"name": "many", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": []any{item("one"), item("two")},
	})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "coll.json"), coll, 0o600); err != nil {
		t.Fatal(err)
	}
	run := writeFile(t, "run.json", `{"collection": "`+filepath.Join(dir, "coll.json")+`", "iterations": 100000, "delayMs": 20}`)
	l := startCLI(t, false, "--daemon", e.Base, "run", run)
	l.waitFor(regexp.MustCompile(`→ two\n`))
	sent := time.Now()
	if err := l.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	r := l.wait()
	if r.code != 130 || !strings.Contains(r.stdout, "run Stopped") || !strings.Contains(r.stdout, " iterations │") {
		t.Fatalf("exit %d stderr %q, want 130 and the summary table of a stopped run:\n%s", r.code, r.stderr, r.stdout)
	}
	if last := time.Unix(0, target.last.Load()); last.Sub(sent) > time.Second {
		t.Fatalf("the target got a request %v after Ctrl-C, want none after 1 s", last.Sub(sent))
	}
	runs := e.Do("GET", "/runs", nil).Array(t)
	if len(runs) != 1 || runs[0].(map[string]any)["status"] != "Stopped" {
		t.Fatalf("runs after Ctrl-C: %v", runs)
	}
	if cols := e.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
		t.Fatalf("the imported collection was left behind after Ctrl-C: %v", cols)
	}
}

package main

import (
	"bufio"
	"encoding/json"
	"net"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// These tests run the binary against a real engine started in-process,
// which sends to loopback targets.

func TestSingleRequestPrintsTheResponse(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "echo.json", `{
		"method": "POST",
		"url": "`+target.URL+`/echo?status=201&header=X-Reply:yes",
		"headers": {"X-Zeta": "1", "X-Alpha": "2", "X-Mid": "3"},
		"body": {"type": "json", "content": "{\"name\":\"svc\",\"n\":[1,2]}"}
	}`)
	args := []string{"--daemon", e.Base, "run", file}
	r := runCLI(t, args...)
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("svc-cli %q: code %d stderr %q stdout %q", args, r.code, r.stderr, r.stdout)
	}
	out := r.stdout

	t.Run("the request reaches the target with the file's headers in file order", func(t *testing.T) {
		reqs := target.Requests()
		if len(reqs) != 1 {
			t.Fatalf("target got %d requests, want 1", len(reqs))
		}
		var got [][2]string
		for _, h := range reqs[0].Header {
			if strings.HasPrefix(h[0], "X-") {
				got = append(got, h)
			}
		}
		want := [][2]string{{"X-Zeta", "1"}, {"X-Alpha", "2"}, {"X-Mid", "3"}}
		if !cmp.Equal(got, want) {
			t.Fatalf("X- headers on the wire %q, want %q", got, want)
		}
		if reqs[0].Method != "POST" || string(reqs[0].Body) != `{"name":"svc","n":[1,2]}` {
			t.Fatalf("target got %s with body %q", reqs[0].Method, reqs[0].Body)
		}
	})
	t.Run("the first lines are the status, the time in ms and the size in bytes", func(t *testing.T) {
		lines := strings.Split(out, "\n")
		if len(lines) < 3 || lines[0] != "201 Created" || !regexp.MustCompile(`^Time: \d+(\.\d)? ms$`).MatchString(lines[1]) ||
			!regexp.MustCompile(`^Size: \d+ bytes$`).MatchString(lines[2]) {
			t.Fatalf("stdout begins %q, want the status line, Time and Size", lines[:min(3, len(lines))])
		}
		length := regexp.MustCompile(`(?m)^Content-Length: (\d+)$`).FindStringSubmatch(out)
		if length == nil || lines[2] != "Size: "+length[1]+" bytes" {
			t.Fatalf("size line %q does not match the Content-Length header in\n%s", lines[2], out)
		}
	})
	t.Run("the response headers are printed one per line", func(t *testing.T) {
		for _, h := range []string{"X-Reply: yes\n", "Content-Type: application/json\n"} {
			if !strings.Contains(out, "\n"+h) {
				t.Fatalf("stdout lacks the header line %q:\n%s", h, out)
			}
		}
	})
	t.Run("a JSON body is pretty-printed", func(t *testing.T) {
		for _, want := range []string{"\n{\n  \"method\": \"POST\",\n", `  "body": "{\"name\":\"svc\",\"n\":[1,2]}",` + "\n"} {
			if !strings.Contains(out, want) {
				t.Fatalf("stdout lacks %q:\n%s", want, out)
			}
		}
		zeta, alpha, mid := strings.Index(out, `"X-Zeta"`), strings.Index(out, `"X-Alpha"`), strings.Index(out, `"X-Mid"`)
		if zeta < 0 || zeta >= alpha || alpha >= mid {
			t.Fatalf("the echoed headers are not in file order:\n%s", out)
		}
	})
	t.Run("output to a pipe has no color", func(t *testing.T) {
		if strings.Contains(out, "\x1b") {
			t.Fatalf("stdout is a pipe but has escape bytes: %q", out)
		}
	})
}

func TestResponseHeadersKeepTheEngineOrder(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	// A raw target, since net/http sorts the header fields it writes.
	target := rawTarget(t, "HTTP/1.1 299 Quite Fine\r\nX-Zeta: 1\r\nX-Alpha: 2\r\nContent-Type: text/plain\r\nContent-Length: 11\r\nConnection: close\r\n\r\nplain text!")
	file := writeFile(t, "raw.json", `{"method":"GET","url":"`+target+`/"}`)
	r := runCLI(t, "--daemon", e.Base, "--no-color", "run", file)
	if r.code != 0 {
		t.Fatalf("code %d stderr %q", r.code, r.stderr)
	}
	want := "X-Zeta: 1\nX-Alpha: 2\nContent-Type: text/plain\nContent-Length: 11\nConnection: close\n\nplain text!\n"
	if !strings.HasPrefix(r.stdout, "299 Quite Fine\n") || !strings.Contains(r.stdout, "\nSize: 11 bytes\n\n"+want) {
		t.Fatalf("stdout %q, want the status text as sent, Size: 11 bytes and then %q", r.stdout, want)
	}
}

func TestBinaryBodyIsSummarized(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "bytes.json", `{"method":"GET","url":"`+target.URL+`/bytes"}`)
	r := runCLI(t, "--daemon", e.Base, "run", file)
	if r.code != 0 || !strings.HasSuffix(r.stdout, "\n\n[binary body, 256 bytes]\n") {
		t.Fatalf("code %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestFailedSendExitsOneWithTheErrorCode(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	url := closedURL(t) + "/nothing"
	file := writeFile(t, "closed.json", `{"method":"GET","url":"`+url+`"}`)
	args := []string{"--daemon", e.Base, "run", file}
	r := runCLI(t, args...)
	wantFailure(t, args, r, "svc-cli: "+sender.CodeConnectionFailed+": ")
}

func TestEngineRefusalExitsOneWithTheEngineMessage(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	// What the engine says of the same inline request.
	answer := e.Do("POST", "/execute", map[string]any{"request": map[string]any{"method": "GET", "url": "http://127.0.0.1:1/", "body": map[string]any{"mode": "yaml", "content": ""}}})
	if answer.Status != 400 {
		t.Fatalf("the engine answered %d to an unknown body mode: %s", answer.Status, answer.Body)
	}
	file := writeFile(t, "yaml.json", `{"method":"GET","url":"http://127.0.0.1:1/","body":{"type":"yaml","content":""}}`)
	args := []string{"--daemon", e.Base, "run", file}
	r := runCLI(t, args...)
	wantFailure(t, args, r, answer.ErrorMessage(t))
}

func TestLoadFileStartsARunAndPrintsItsIDAndLiveURL(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "load.json", `{
		"request": {"method": "POST", "url": "`+target.URL+`/echo", "headers": {"X-Load": "1"},
			"body": {"type": "json", "content": "{\"n\":1}"}},
		"mode": "iterations", "iterations": 25, "concurrency": 2, "comment": "from the cli"
	}`)
	args := []string{"--daemon", e.Base, "run", file}
	r := runCLI(t, args...)
	lines := strings.Split(r.stdout, "\n")
	if r.code != 0 || r.stderr != "" || len(lines) != 3 || !strings.HasPrefix(lines[0], "run_") || lines[1] != e.Base+"/runs/"+lines[0]+"/live" || lines[2] != "" {
		t.Fatalf("svc-cli %q: code %d stdout %q stderr %q, want the run id and its live URL", args, r.code, r.stdout, r.stderr)
	}
	run := endedRun(t, e, lines[0])
	sum, _ := run["summary"].(map[string]any)
	if run["status"] != "Completed" || run["mode"] != "iterations" || run["comment"] != "from the cli" || sum["requests"] != float64(25) {
		t.Fatalf("the run reads %v", run)
	}
	reqs := target.Requests()
	if len(reqs) != 25 {
		t.Fatalf("the target got %d requests, want 25", len(reqs))
	}
	if reqs[0].Method != "POST" || string(reqs[0].Body) != `{"n":1}` {
		t.Fatalf("the target got %s with body %q, want the file's body (type json → mode json)", reqs[0].Method, reqs[0].Body)
	}
}

func TestLoadFileRefusedByTheEngineExitsOneWithItsMessage(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	file := writeFile(t, "load.json", `{"request":{"method":"GET","url":"http://127.0.0.1:1/"},"mode":"warp_speed","duration":"1s"}`)
	args := []string{"--daemon", e.Base, "run", file}
	r := runCLI(t, args...)
	wantFailure(t, args, r, "invalid_run_config", "mode")
	if n := len(e.Do("GET", "/runs", nil).Array(t)); n != 0 {
		t.Fatalf("a refused load file created %d runs", n)
	}
}

func TestUnreachableDaemonExitsOneNamingIt(t *testing.T) {
	t.Parallel()
	daemon := closedURL(t)
	file := writeFile(t, "r.json", `{"method":"GET","url":"http://127.0.0.1:1/"}`)
	for _, tc := range []struct{ name, daemon string }{
		{"an address as given", daemon},
		{"an address with a trailing slash", daemon + "/"},
	} {
		t.Run(tc.name+" is named without the slash", func(t *testing.T) {
			t.Parallel()
			args := []string{"--daemon", tc.daemon, "run", file}
			r := runCLI(t, args...)
			wantFailure(t, args, r, "svc-cli: cannot reach the engine at "+daemon+": ", "connection refused")
		})
	}
}

func TestVerboseTwoShowsTheRequestSentOnStderr(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	target := sendertest.Start(t, sendertest.H1)
	file := writeFile(t, "v.json", `{"method":"GET","url":"`+target.URL+`/echo","headers":{"B":"1","A":"2"}}`)
	r := runCLI(t, "--daemon", e.Base, "run", file, "-v", "2")
	if r.code != 0 {
		t.Fatalf("code %d stderr %q", r.code, r.stderr)
	}
	want := "POST " + e.Base + "/execute\n{\n  \"request\": {\n    \"method\": \"GET\","
	if !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, `"key": "B"`) {
		t.Fatalf("stderr %q, want the request dump %q", r.stderr, want)
	}
	records := 0
	for line := range strings.SplitSeq(r.stderr, "\n") {
		if !strings.HasPrefix(line, `{"ts":`) {
			continue
		}
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		if rec["src"] != "cli" || rec["cat"] != "cli" {
			t.Fatalf("log line %q, want src and cat cli", line)
		}
		records++
	}
	if records < 2 {
		t.Fatalf("stderr has %d log records, want at least the info and the debug one:\n%s", records, r.stderr)
	}
	if quiet := runCLI(t, "--daemon", e.Base, "run", file); quiet.code != 0 || quiet.stderr != "" {
		t.Fatalf("level 0 wrote to stderr: code %d stderr %q", quiet.code, quiet.stderr)
	}
}

// rawTarget serves one canned HTTP answer per connection on 127.0.0.1 and
// returns its base URL.
func rawTarget(t *testing.T, answer string) string {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // ends the accept loop; the error is the closed listener's
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer func() { _ = c.Close() }() // the answer is written; a close error changes nothing
				br := bufio.NewReader(c)
				for { // the request head; the requests sent here have no body
					line, err := br.ReadString('\n')
					if err != nil || line == "\r\n" {
						break
					}
				}
				_, _ = c.Write([]byte(answer))
			}()
		}
	}()
	return "http://" + ln.Addr().String()
}

package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// fakeDaemon is an httptest server standing in for the engine: it records
// each call and answers with a fixed status and body.
type fakeDaemon struct {
	*httptest.Server
	mu    sync.Mutex
	calls []fakeCall
}

type fakeCall struct {
	method, path, contentType, body string
}

func startFakeDaemon(t *testing.T, status int, answer string) *fakeDaemon {
	t.Helper()
	d := &fakeDaemon{}
	d.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		d.mu.Lock()
		d.calls = append(d.calls, fakeCall{r.Method, r.URL.Path, r.Header.Get("Content-Type"), string(b)})
		d.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, answer)
	}))
	t.Cleanup(d.Close)
	return d
}

// only returns the one call the daemon got.
func (d *fakeDaemon) only(t *testing.T) fakeCall {
	t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.calls) != 1 {
		t.Fatalf("the daemon got %d calls, want 1: %+v", len(d.calls), d.calls)
	}
	return d.calls[0]
}

func TestRequestFilesMapToTheAPIBody(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, file, path, want string
	}{
		{
			"a single request keeps header order, renames body.type and passes elements and environmentId",
			`{"environmentId": "env_1", "url": "http://t/x", "method": "PUT",
			  "headers": {"Zeta": "1", "alpha": "<&>", "Mid": ""},
			  "body": {"content": "{\"a\": 1}", "type": "json"},
			  "elements": [{"kind": "script.post", "config": {"script": "pm.test('ok', () => {})"}}]}`,
			"/execute",
			`{"request":{"method":"PUT","url":"http://t/x","headers":[{"key":"Zeta","value":"1","enabled":true},{"key":"alpha","value":"\u003c\u0026\u003e","enabled":true},{"key":"Mid","value":"","enabled":true}],` +
				`"body":{"content":"{\"a\": 1}","mode":"json"},"elements":[{"kind":"script.post","config":{"script":"pm.test('ok', () =\u003e {})"}}]},"environmentId":"env_1"}`,
		},
		{
			"a single request without environmentId sends none",
			`{"method": "GET", "url": "http://t/"}`,
			"/execute",
			`{"request":{"method":"GET","url":"http://t/"}}`,
		},
		{
			"a null environmentId is sent as null",
			`{"method": "GET", "url": "http://t/", "environmentId": null, "headers": null}`,
			"/execute",
			`{"request":{"method":"GET","url":"http://t/"},"environmentId":null}`,
		},
		{
			"fields the file format does not name go into the request",
			`{"method": "GET", "url": "http://t/", "followRedirects": false, "auth": {"mode": "bearer", "token": "t"}}`,
			"/execute",
			`{"request":{"method":"GET","url":"http://t/","followRedirects":false,"auth":{"mode":"bearer","token":"t"}}}`,
		},
		{
			"a load test passes its fields through in file order",
			`{"mode": "ramp_up", "request": {"url": "http://t/", "method": "GET", "headers": {"B": "1", "A": "2"}, "body": {"type": "none"}},
			  "concurrency": 10, "startConcurrency": 1, "rampUpDuration": "5s", "duration": "30s", "testScript": "x", "environmentId": "env_2", "maxInFlight": 3}`,
			"/runs",
			`{"mode":"ramp_up","request":{"method":"GET","url":"http://t/","headers":[{"key":"B","value":"1","enabled":true},{"key":"A","value":"2","enabled":true}],"body":{"mode":"none"}},` +
				`"concurrency":10,"startConcurrency":1,"rampUpDuration":"5s","duration":"30s","testScript":"x","environmentId":"env_2","maxInFlight":3}`,
		},
		{
			"iterations alone make a load test",
			`{"request": {"method": "GET", "url": "http://t/"}, "iterations": 100, "concurrency": 4}`,
			"/runs",
			`{"request":{"method":"GET","url":"http://t/"},"iterations":100,"concurrency":4}`,
		},
		{
			"duration alone makes a load test",
			`{"duration": "10s", "targetRps": 20, "request": {"method": "GET", "url": "http://t/"}}`,
			"/runs",
			`{"duration":"10s","targetRps":20,"request":{"method":"GET","url":"http://t/"}}`,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d := startFakeDaemon(t, 400, `{"error":{"code":"bad_request","message":"stop here"}}`)
			r := runCLI(t, "--daemon", d.URL, "run", writeFile(t, "f.json", tc.file))
			wantFailure(t, nil, r, "stop here")
			c := d.only(t)
			if c.method != "POST" || c.path != tc.path || c.contentType != "application/json" {
				t.Fatalf("the client called %s %s (%s), want POST %s (application/json)", c.method, c.path, c.contentType, tc.path)
			}
			if c.body != tc.want {
				t.Fatalf("body sent\n%s\nwant\n%s", c.body, tc.want)
			}
		})
	}
}

func TestStartedLoadTestPrintsTheRunIDAndLiveURL(t *testing.T) {
	t.Parallel()
	d := startFakeDaemon(t, 202, `{"runId":"run_x"}`)
	file := writeFile(t, "load.json", `{"request":{"method":"GET","url":"http://t/"},"mode":"constant_rps","targetRps":5,"duration":"1s"}`)
	r := runCLI(t, "--daemon", d.URL+"/", "run", file)
	if want := "run_x\n" + d.URL + "/runs/run_x/live\n"; r.code != 0 || r.stdout != want || r.stderr != "" {
		t.Fatalf("code %d stdout %q stderr %q, want 0 and %q", r.code, r.stdout, r.stderr, want)
	}
	if c := d.only(t); c.path != "/runs" {
		t.Fatalf("the client called %s, want /runs", c.path)
	}
	t.Run("an answer without a runId is a failure", func(t *testing.T) {
		t.Parallel()
		d := startFakeDaemon(t, 202, `{}`)
		wantFailure(t, nil, runCLI(t, "--daemon", d.URL, "run", file), "without a runId")
	})
}

// answer is an /execute answer in the engine's shape, with the header rows
// spelled {"Key","Value"} as sender.Header encodes today.
const answer = `{"statusCode":503,"statusText":"Service Unavailable","headers":[{"Key":"Retry-After","Value":"5"},{"key":"X-Lower","value":"l"}],` +
	`"body":"[1,{\"a\":true}]","bodyEncoding":"text","bodyTruncated":false,"size":14,"timing":{"totalMs":1234.56},` +
	`"request":{"method":"GET"},"historyId":"hist_1","unresolved":[],` +
	`"tests":[{"name":"status is 503","passed":true},{"name":"has body","passed":false,"error":"expected 0 to be above 0"},{"name":"odd","passed":false,"error":{"x":1}}]}`

func TestExecuteAnswerIsPrintedInFull(t *testing.T) {
	t.Parallel()
	d := startFakeDaemon(t, 200, answer)
	file := writeFile(t, "r.json", `{"method":"GET","url":"http://t/"}`)
	r := runCLI(t, "--daemon", d.URL, "run", file)
	want := "503 Service Unavailable\nTime: 1234.6 ms\nSize: 14 bytes\n\nRetry-After: 5\nX-Lower: l\n\n[\n  1,\n  {\n    \"a\": true\n  }\n]\n\n" +
		"Tests: 1 passed, 2 failed\n  ✓ status is 503\n  ✗ has body: expected 0 to be above 0\n  ✗ odd: {\"x\":1}\n"
	if r.code != 0 || r.stdout != want || r.stderr != "" {
		t.Fatalf("code %d stderr %q stdout\n%s\nwant\n%s", r.code, r.stderr, r.stdout, want)
	}
}

func TestEngineAnswersThatAreNotItsErrorShapeAreQuoted(t *testing.T) {
	t.Parallel()
	d := startFakeDaemon(t, 502, "upstream exploded")
	file := writeFile(t, "r.json", `{"method":"GET","url":"http://t/"}`)
	wantFailure(t, nil, runCLI(t, "--daemon", d.URL, "run", file), "the engine answered 502: upstream exploded")
}

func TestColorFollowsTheTerminalAndTheSwitches(t *testing.T) {
	t.Parallel()
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("no script(1) to give the client a terminal")
	}
	d := startFakeDaemon(t, 200, answer)
	file := writeFile(t, "r.json", `{"method":"GET","url":"http://t/"}`)
	cases := []struct {
		name  string
		env   []string
		flags string
		color bool
	}{
		{"a terminal gets color", nil, "", true},
		{"--no-color turns it off", nil, "--no-color ", false},
		{"NO_COLOR turns it off", []string{"NO_COLOR=1"}, "", false},
		{"an empty NO_COLOR does not", []string{"NO_COLOR="}, "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(script, "-qec", binary+" "+tc.flags+"--daemon "+d.URL+" run "+file, "/dev/null")
			cmd.Env = cleanEnv(tc.env...)
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("script: %v; output %q", err, out)
			}
			text := string(out)
			if got := strings.Contains(text, "\x1b["); got != tc.color {
				t.Fatalf("escape bytes present=%v, want %v: %q", got, tc.color, text)
			}
			if tc.color && (!strings.Contains(text, "\x1b[1;31m503 Service Unavailable\x1b[0m") || !strings.Contains(text, "\x1b[2mRetry-After:\x1b[0m 5")) {
				t.Fatalf("want a red status and dim header names: %q", text)
			}
		})
	}
}

package mgmt_test

import (
	"bufio"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func fetchTarget(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/doc":
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"openapi":"3.0.0"}`))
		case "/plain":
			_, _ = w.Write([]byte("no type"))
		case "/latin1":
			w.Header().Set("Content-Type", "text/plain")
			_, _ = w.Write([]byte("caf\xe9"))
		case "/declared":
			w.Header().Set("Content-Length", "5000")
			_, _ = w.Write([]byte(strings.Repeat("x", 5000)))
		case "/chunked":
			f := w.(http.Flusher)
			for i := 0; i < 10; i++ {
				_, _ = w.Write([]byte(strings.Repeat("y", 1000)))
				f.Flush()
			}
		case "/big":
			w.Header().Set("Content-Length", strconv.Itoa(600<<10))
			_, _ = w.Write([]byte(strings.Repeat("z", 600<<10)))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestImportFetchBufferedAnswers(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	srv := fetchTarget(t)
	got := e.Must(200, "POST", "/import/fetch", map[string]any{"url": srv.URL + "/doc"})
	if got["content"] != `{"openapi":"3.0.0"}` || got["contentType"] != "application/json" {
		t.Fatalf("fetch %v", got)
	}
	if got := e.Must(200, "POST", "/import/fetch", map[string]any{"url": srv.URL + "/plain"}); !strings.HasPrefix(got["contentType"].(string), "text/plain") && got["contentType"] != "application/octet-stream" {
		t.Fatalf("content type %v", got["contentType"])
	}
	if got := e.Must(200, "POST", "/import/fetch", map[string]any{"url": srv.URL + "/latin1"}); got["content"] != "caf\uFFFD" {
		t.Fatalf("invalid UTF-8 must be replaced, not a 500: %q", got["content"])
	}
	if got := e.Must(200, "POST", "/import/fetch", map[string]any{"url": srv.URL + "/doc", "maxBytes": 1 << 40}); got["content"] == "" {
		t.Fatal("a maxBytes over the ceiling is clamped, not refused")
	}
	ln, _ := net.Listen("tcp4", "127.0.0.1:0")
	closed := "http://" + ln.Addr().String() + "/x"
	_ = ln.Close()
	cases := []struct {
		name   string
		body   any
		status int
		want   string
	}{
		{"a body that is not JSON", "{", 400, ""},
		{"a URL that is not http", map[string]any{"url": "ftp://127.0.0.1/x"}, 400, "http://"},
		{"a missing URL", map[string]any{}, 400, "url"},
		{"a zero maxBytes", map[string]any{"url": srv.URL + "/doc", "maxBytes": 0}, 400, "maxBytes"},
		{"a fractional maxBytes", map[string]any{"url": srv.URL + "/doc", "maxBytes": 1.5}, 400, "maxBytes"},
		{"a declared size over the bound", map[string]any{"url": srv.URL + "/declared", "maxBytes": 4000}, 413, "4000"},
		{"an undeclared body over the bound", map[string]any{"url": srv.URL + "/chunked", "maxBytes": 4000}, 413, "none declared"},
		{"an upstream 404", map[string]any{"url": srv.URL + "/missing"}, 502, "404"},
		{"an unreachable upstream", map[string]any{"url": closed}, 502, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := e.Do("POST", "/import/fetch", tc.body)
			if r.Status != tc.status || !strings.Contains(r.ErrorMessage(t), tc.want) {
				t.Fatalf("status %d body %s, want %d mentioning %q", r.Status, r.Body, tc.status, tc.want)
			}
		})
	}
}

func TestImportFetchStreamsProgressThenOneTerminalEvent(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	srv := fetchTarget(t)
	events := func(body map[string]any) []string {
		req := e.NewRequest("POST", "/import/fetch", body)
		req.Header.Set("Accept", "text/event-stream")
		res, err := e.Client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = res.Body.Close() }()
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
			t.Fatalf("status %d type %q", res.StatusCode, res.Header.Get("Content-Type"))
		}
		var names []string
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 1<<20), 4<<20)
		for sc.Scan() {
			if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
				names = append(names, name)
			}
		}
		return names
	}
	got := events(map[string]any{"url": srv.URL + "/big"})
	if len(got) < 2 || got[len(got)-1] != "result" || got[0] != "progress" {
		t.Fatalf("events %v, want progress frames then result", got)
	}
	if n := len(got) - 1; n > 4 {
		t.Fatalf("%d progress frames for 600 KiB: at most one per 256 KiB or 100 ms", n)
	}
	if got := events(map[string]any{"url": srv.URL + "/declared", "maxBytes": 10}); len(got) != 1 || got[0] != "error" {
		t.Fatalf("a refused fetch must end with one error event: %v", got)
	}
	if r := e.Do("POST", "/import/fetch", map[string]any{"url": "nope"}); r.Status != 400 {
		t.Fatalf("a malformed request is a 400 before any stream: %d", r.Status)
	}
}

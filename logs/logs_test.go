package logs

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var (
	propertyName = regexp.MustCompile(`^[a-z][a-zA-Z0-9_]*$`)
	tsFormat     = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
)

// propertyOrder is the closed list of properties in the order they are
// written.
var propertyOrder = []string{"ts", "level", "src", "cat", "msg", "pid", "tid", "runId", "req", "err"}

// record is one decoded line, without ts and pid, for comparisons.
type record struct {
	Level string     `json:"level"`
	Src   string     `json:"src"`
	Cat   string     `json:"cat"`
	Msg   string     `json:"msg"`
	TID   string     `json:"tid,omitempty"`
	RunID string     `json:"runId,omitempty"`
	Req   string     `json:"req,omitempty"`
	Err   *errObject `json:"err,omitempty"`
}

// checkLines checks that data is NDJSON in the format of the package and
// returns its records.
func checkLines(t *testing.T, data []byte) []record {
	t.Helper()
	if len(data) > 0 && data[len(data)-1] != '\n' {
		t.Errorf("output does not end with a newline: %q", data)
	}
	var out []record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		out = append(out, checkLine(t, sc.Bytes()))
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("reading lines: %v", err)
	}
	return out
}

func checkLine(t *testing.T, line []byte) record {
	t.Helper()
	keys, err := topLevelKeys(line)
	if err != nil {
		t.Fatalf("line is not a JSON object: %v: %s", err, line)
	}
	for _, k := range keys {
		if !propertyName.MatchString(k) {
			t.Errorf("property name %q does not match %s: %s", k, propertyName, line)
		}
	}
	var order []string
	for _, k := range propertyOrder {
		if slices.Contains(keys, k) {
			order = append(order, k)
		}
	}
	if diff := cmp.Diff(order, keys); diff != "" {
		t.Errorf("properties are not the allowed ones in the allowed order (-want +got):\n%s\nline: %s", diff, line)
	}

	var raw map[string]any
	if err := json.Unmarshal(line, &raw); err != nil {
		t.Fatalf("line does not parse: %v: %s", err, line)
	}
	for _, k := range []string{"ts", "level", "src", "cat", "msg"} {
		if s, ok := raw[k].(string); !ok || s == "" {
			t.Errorf("required string %q is missing or empty: %s", k, line)
		}
	}
	if ts, _ := raw["ts"].(string); !tsFormat.MatchString(ts) {
		t.Errorf("ts %q does not match %s", ts, tsFormat)
	}
	if pid, ok := raw["pid"].(float64); !ok || pid != float64(os.Getpid()) {
		t.Errorf("pid = %v, want %d", raw["pid"], os.Getpid())
	}
	if lvl, _ := raw["level"].(string); !slices.Contains([]string{"debug", "info", "warn", "error"}, lvl) {
		t.Errorf("level %q is not a level word", lvl)
	}
	src, _ := raw["src"].(string)
	cats := categories(src)
	if cats == nil {
		t.Errorf("src %q is not a source", src)
	}
	if cat, _ := raw["cat"].(string); !slices.Contains(cats, cat) {
		t.Errorf("cat %q is not a category of src %q", cat, src)
	}
	if e, ok := raw["err"]; ok {
		obj, ok := e.(map[string]any)
		if !ok {
			t.Errorf("err is not an object: %s", line)
		}
		for k := range obj {
			if !slices.Contains([]string{"name", "message", "stack"}, k) {
				t.Errorf("err has property %q: %s", k, line)
			}
		}
		for _, k := range []string{"name", "message"} {
			if _, ok := obj[k].(string); !ok {
				t.Errorf("err.%s is missing: %s", k, line)
			}
		}
	}

	var r record
	if err := json.Unmarshal(line, &r); err != nil {
		t.Fatalf("line does not decode: %v: %s", err, line)
	}
	return r
}

// topLevelKeys returns the property names of a JSON object in order.
func topLevelKeys(line []byte) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, fmt.Errorf("starts with %v", tok)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the object")
	}
	return keys, nil
}

func TestFormat(t *testing.T) {
	t.Run("every level writes one line with the fields in order", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		l.Debug("opening the store", Cat("db"))
		l.Info("engine ready", Cat("startup"), RunID("run_1"), Req("req_1"))
		l.Warn("Slow script!", Cat("script"), slog.String("tid", "7"))
		l.Error("request failed", Cat("http"), Err(errors.New("boom")))
		got := checkLines(t, buf.Bytes())
		want := []record{
			{Level: "debug", Src: "engine", Cat: "db", Msg: "Opening the store."},
			{Level: "info", Src: "engine", Cat: "startup", Msg: "Engine ready.", RunID: "run_1", Req: "req_1"},
			{Level: "warn", Src: "engine", Cat: "script", Msg: "Slow script!", TID: "7"},
			{Level: "error", Src: "engine", Cat: "http", Msg: "Request failed.", Err: &errObject{Name: "error", Message: "boom"}},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("records (-want +got):\n%s", diff)
		}
	})

	t.Run("ts is the record time in UTC with milliseconds", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		loc := time.FixedZone("east", 5*3600)
		r := slog.NewRecord(time.Date(2024, 3, 9, 7, 4, 5, 6_789_000, loc), slog.LevelInfo, "tick", 0)
		if err := l.Handler().Handle(t.Context(), r); err != nil {
			t.Fatal(err)
		}
		var got struct{ TS string }
		if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if want := "2024-03-09T02:04:05.006Z"; got.TS != want {
			t.Errorf("ts = %q, want %q", got.TS, want)
		}
	})

	t.Run("levels outside the four map to the nearest word", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		for _, lvl := range []slog.Level{slog.LevelDebug - 4, slog.LevelInfo + 2, slog.LevelWarn + 1, slog.LevelError + 8} {
			l.Log(t.Context(), lvl, "x")
		}
		var words []string
		for _, r := range checkLines(t, buf.Bytes()) {
			words = append(words, r.Level)
		}
		if diff := cmp.Diff([]string{"debug", "info", "warn", "error"}, words); diff != "" {
			t.Errorf("levels (-want +got):\n%s", diff)
		}
	})

	t.Run("other attributes are dropped and groups are flattened", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		l.WithGroup("g").With("user", "bob", RunID("run_2")).Info("x",
			"query", "token=abc",
			slog.Group("inner", Req("req_2"), slog.String("header", "secret")),
			slog.Any("body", map[string]string{"password": "hunter2"}),
		)
		for _, s := range []string{"bob", "token", "secret", "hunter2", "user", "query", "header", "body", "inner"} {
			if strings.Contains(buf.String(), s) {
				t.Errorf("output contains %q: %s", s, buf.String())
			}
		}
		got := checkLines(t, buf.Bytes())
		want := []record{{Level: "info", Src: "engine", Cat: "startup", Msg: "X.", RunID: "run_2", Req: "req_2"}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("records (-want +got):\n%s", diff)
		}
	})

	t.Run("attributes of With apply and a call's own attributes win", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		run := l.With(Cat("run"), RunID("run_a"))
		run.Info("started")
		run.Info("script done", Cat("script"))
		run.Info("bad category keeps the earlier one", Cat("nope"))
		run.Info("run id cleared", RunID(""))
		got := checkLines(t, buf.Bytes())
		want := []record{
			{Level: "info", Src: "engine", Cat: "run", Msg: "Started.", RunID: "run_a"},
			{Level: "info", Src: "engine", Cat: "script", Msg: "Script done.", RunID: "run_a"},
			{Level: "info", Src: "engine", Cat: "run", Msg: "Bad category keeps the earlier one.", RunID: "run_a"},
			{Level: "info", Src: "engine", Cat: "run", Msg: "Run id cleared."},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("records (-want +got):\n%s", diff)
		}
	})

	t.Run("a missing or invalid category falls back to the first of the source", func(t *testing.T) {
		tests := []struct {
			src, cat, want string
		}{
			{"engine", "", "startup"},
			{"engine", "cli", "startup"},
			{"engine", "Config", "startup"},
			{"cli", "cli", "cli"},
			{"cli", "oauth", "oauth"},
			{"cli", "window", "startup"},
			{"app", "", "main"},
			{"app", "power", "power"},
			{"app", "http", "main"},
			{"mcp", "mcp", "mcp"},
			{"renderer", "boundary", "boundary"},
			{"renderer", "main", "renderer"},
		}
		for _, tt := range tests {
			var buf bytes.Buffer
			l := New(&buf, tt.src, 2)
			if tt.cat == "" {
				l.Info("x")
			} else {
				l.Info("x", Cat(tt.cat))
			}
			got := checkLines(t, buf.Bytes())
			if len(got) != 1 || got[0].Cat != tt.want {
				t.Errorf("src %s with cat %q wrote %+v, want cat %q", tt.src, tt.cat, got, tt.want)
			}
		}
	})

	t.Run("messages become sentences", func(t *testing.T) {
		tests := []struct{ in, want string }{
			{"engine ready", "Engine ready."},
			{"  done!  ", "Done!"},
			{"is it up?", "Is it up?"},
			{"Already a sentence.", "Already a sentence."},
			{"élan", "Élan."},
			{"", "No message was given."},
			{"fetched http://u:pw@example.com/a?token=x#f", "Fetched http://example.com/a."},
		}
		for _, tt := range tests {
			var buf bytes.Buffer
			New(&buf, "engine", 2).Info(tt.in)
			got := checkLines(t, buf.Bytes())
			if len(got) != 1 || got[0].Msg != tt.want {
				t.Errorf("message %q wrote %+v, want msg %q", tt.in, got, tt.want)
			}
		}
	})

	t.Run("awkward strings survive JSON encoding", func(t *testing.T) {
		in := "quote \" backslash \\ newline \n tab \t cr \r nul \x00 esc \x1b del \x7f bad \xff sep \u2028\u2029 emoji 😀 <&>"
		var buf bytes.Buffer
		New(&buf, "engine", 2).Info(in, RunID(in))
		if n := bytes.Count(buf.Bytes(), []byte("\n")); n != 1 {
			t.Fatalf("wrote %d newlines, want 1: %q", n, buf.Bytes())
		}
		got := checkLines(t, buf.Bytes())
		want := strings.ToUpper(in[:1]) + strings.ReplaceAll(in[1:], "\xff", "\ufffd")
		if diff := cmp.Diff(want+".", got[0].Msg); diff != "" {
			t.Errorf("msg (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(strings.ReplaceAll(in, "\xff", "\ufffd"), got[0].RunID); diff != "" {
			t.Errorf("runId (-want +got):\n%s", diff)
		}
	})

	t.Run("huge fields are cut so a line stays small", func(t *testing.T) {
		var buf bytes.Buffer
		big := strings.Repeat("é", maxFieldBytes)
		New(&buf, "engine", 2).Error(big, Err(errors.New(big)), RunID(big))
		if buf.Len() > 4*maxFieldBytes+1024 {
			t.Errorf("line is %d bytes", buf.Len())
		}
		got := checkLines(t, buf.Bytes())
		if !strings.HasSuffix(got[0].Msg, "….") || !strings.HasSuffix(got[0].Err.Message, "…") {
			t.Errorf("cut fields do not end with an ellipsis: msg %q…, err %q…", got[0].Msg[:10], got[0].Err.Message[:10])
		}
	})
}

func TestVerbosity(t *testing.T) {
	t.Run("plain records follow the verbosity", func(t *testing.T) {
		for v, want := range map[int][]string{
			-3: {"warn", "error"},
			0:  {"warn", "error"},
			1:  {"info", "warn", "error"},
			2:  {"debug", "info", "warn", "error"},
			9:  {"debug", "info", "warn", "error"},
		} {
			var buf bytes.Buffer
			l := New(&buf, "engine", v)
			l.Debug("d")
			l.Info("i")
			l.Warn("w")
			l.Error("e")
			var got []string
			for _, r := range checkLines(t, buf.Bytes()) {
				got = append(got, r.Level)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("verbosity %d (-want +got):\n%s", v, diff)
			}
			if wantV := min(max(v, 0), 2); l.Verbosity() != wantV {
				t.Errorf("Verbosity() = %d, want %d", l.Verbosity(), wantV)
			}
		}
	})

	t.Run("request lines show 2xx only at 2, 3xx and 4xx from 1 and 5xx always", func(t *testing.T) {
		statuses := []int{101, 200, 204, 304, 404, 500, 503}
		want := map[int][]record{
			0: {
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 500 in 2.000 ms with 10 bytes."},
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 503 in 2.000 ms with 10 bytes."},
			},
			1: {
				{Level: "info", Src: "engine", Cat: "http", Msg: "GET /x answered 304 in 2.000 ms with 10 bytes."},
				{Level: "info", Src: "engine", Cat: "http", Msg: "GET /x answered 404 in 2.000 ms with 10 bytes."},
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 500 in 2.000 ms with 10 bytes."},
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 503 in 2.000 ms with 10 bytes."},
			},
			2: {
				{Level: "debug", Src: "engine", Cat: "http", Msg: "GET /x answered 101 in 2.000 ms with 10 bytes."},
				{Level: "debug", Src: "engine", Cat: "http", Msg: "GET /x answered 200 in 2.000 ms with 10 bytes."},
				{Level: "debug", Src: "engine", Cat: "http", Msg: "GET /x answered 204 in 2.000 ms with 10 bytes."},
				{Level: "info", Src: "engine", Cat: "http", Msg: "GET /x answered 304 in 2.000 ms with 10 bytes."},
				{Level: "info", Src: "engine", Cat: "http", Msg: "GET /x answered 404 in 2.000 ms with 10 bytes."},
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 500 in 2.000 ms with 10 bytes."},
				{Level: "error", Src: "engine", Cat: "http", Msg: "GET /x answered 503 in 2.000 ms with 10 bytes."},
			},
		}
		for v := 0; v <= 2; v++ {
			var buf bytes.Buffer
			l := New(&buf, "engine", v)
			for _, s := range statuses {
				l.Request("GET", "/x", s, 2*time.Millisecond, 10)
			}
			if diff := cmp.Diff(want[v], checkLines(t, buf.Bytes())); diff != "" {
				t.Errorf("verbosity %d (-want +got):\n%s", v, diff)
			}
		}
	})
}

func TestRequest(t *testing.T) {
	t.Run("the line has method, path, status, duration and bytes", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		l.Request("GET", "/requests/req_x", 200, 1234*time.Microsecond, 512)
		l.Request("POST", "/inbox/abc", 201, 0, 1)
		l.Request("DELETE", "/runs/1", 0, -time.Second, -1)
		got := checkLines(t, buf.Bytes())
		want := []record{
			{Level: "debug", Src: "engine", Cat: "http", Msg: "GET /requests/req_x answered 200 in 1.234 ms with 512 bytes."},
			{Level: "debug", Src: "engine", Cat: "http", Msg: "POST /inbox/abc answered 201 in 0.000 ms with 1 byte."},
			{Level: "error", Src: "engine", Cat: "http", Msg: "DELETE /runs/1 answered 0 in 0.000 ms with 0 bytes."},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("records (-want +got):\n%s", diff)
		}
	})

	t.Run("the query string and fragment are never written", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		l.Request("GET", "/requests?token=s3cret&x=1", 200, time.Millisecond, 3)
		l.Request("GET", "/a#frag", 404, time.Millisecond, 3)
		l.Request("GET", "/b?", 500, time.Millisecond, 3)
		for _, s := range []string{"token", "s3cret", "?", "#", "frag"} {
			if strings.Contains(buf.String(), s) {
				t.Errorf("output contains %q: %s", s, buf.String())
			}
		}
		var paths []string
		for _, r := range checkLines(t, buf.Bytes()) {
			paths = append(paths, strings.Fields(r.Msg)[1])
		}
		if diff := cmp.Diff([]string{"/requests", "/a", "/b"}, paths); diff != "" {
			t.Errorf("paths (-want +got):\n%s", diff)
		}
	})

	t.Run("a source without the http category falls back to its first category", func(t *testing.T) {
		var buf bytes.Buffer
		New(&buf, "app", 2).Request("GET", "/", 500, 0, 0)
		if got := checkLines(t, buf.Bytes()); len(got) != 1 || got[0].Cat != "main" {
			t.Errorf("got %+v, want one line with cat main", got)
		}
	})
}

// stackError is an error that carries a stack.
type stackError struct{ msg, stack string }

func (e *stackError) Error() string { return e.msg }
func (e *stackError) Stack() string { return e.stack }

func TestErr(t *testing.T) {
	secretURL := "https://admin:hunter2@api.example.com:8443/v1/items?token=s3cret&q=1#frag"
	urlErr := &url.Error{
		Op:  "Get",
		URL: secretURL,
		Err: &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")},
	}
	secrets := []string{"admin", "hunter2", "token", "s3cret", "q=1", "frag", "?", "#"}

	t.Run("a url.Error loses userinfo, query and fragment", func(t *testing.T) {
		for _, err := range []error{urlErr, fmt.Errorf("sync collection: %w", urlErr), errors.Join(urlErr)} {
			var buf bytes.Buffer
			New(&buf, "engine", 2).Error("fetch failed", Err(err))
			for _, s := range secrets {
				if strings.Contains(buf.String(), s) {
					t.Errorf("output contains %q: %s", s, buf.String())
				}
			}
			got := checkLines(t, buf.Bytes())
			if len(got) != 1 || got[0].Err == nil {
				t.Fatalf("got %+v, want one line with err", got)
			}
			if got[0].Err.Name != "url.Error" {
				t.Errorf("err.name = %q, want url.Error", got[0].Err.Name)
			}
			if !strings.Contains(got[0].Err.Message, `Get "https://api.example.com:8443/v1/items": dial tcp: connection refused`) {
				t.Errorf("err.message = %q, want the sanitized url.Error message", got[0].Err.Message)
			}
		}
	})

	t.Run("a real failed request is sanitized too", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		if err := ln.Close(); err != nil {
			t.Fatal(err)
		}
		c := &http.Client{Timeout: 5 * time.Second}
		_, err = c.Get("http://user:p4ss@" + addr + "/hook?key=k3y")
		if err == nil {
			t.Fatal("request to a closed port succeeded")
		}
		var buf bytes.Buffer
		New(&buf, "engine", 2).Error("fetch failed", Err(err))
		for _, s := range []string{"user", "p4ss", "key", "k3y"} {
			if strings.Contains(buf.String(), s) {
				t.Errorf("output contains %q: %s", s, buf.String())
			}
		}
		if !strings.Contains(buf.String(), "http://"+addr+"/hook") {
			t.Errorf("output lacks the sanitized URL: %s", buf.String())
		}
	})

	t.Run("the name is the type of the innermost meaningful error", func(t *testing.T) {
		opErr := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("refused")}
		tests := []struct {
			err  error
			want string
		}{
			{errors.New("x"), "error"},
			{fmt.Errorf("plain %d", 1), "error"},
			{fmt.Errorf("wrapped: %w", errors.New("x")), "error"},
			{urlErr, "url.Error"},
			{opErr, "net.OpError"},
			{fmt.Errorf("dial: %w", opErr), "net.OpError"},
			{fmt.Errorf("a: %w", fmt.Errorf("b: %w", opErr)), "net.OpError"},
			{errors.Join(opErr, errors.New("y")), "error"},
			{os.ErrNotExist, "error"},
			{&os.PathError{Op: "open", Path: "/x", Err: os.ErrNotExist}, "fs.PathError"},
			{(*url.Error)(nil), "url.Error"},
		}
		for _, tt := range tests {
			if got := newErrObject(tt.err).Name; got != tt.want {
				t.Errorf("name of %#v = %q, want %q", tt.err, got, tt.want)
			}
		}
	})

	t.Run("a stack is written when the error has one", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		l.Error("panic", Err(fmt.Errorf("recovered: %w", &stackError{msg: "bad", stack: "main.go:1"})))
		l.Error("no stack", Err(errors.New("plain")))
		l.Error("typed nil", Err((*url.Error)(nil)))
		l.Error("nil error", Err(nil))
		l.Error("raw error under the err key", "err", errors.New("raw"))
		got := checkLines(t, buf.Bytes())
		want := []record{
			{Level: "error", Src: "engine", Cat: "startup", Msg: "Panic.", Err: &errObject{Name: "logs.stackError", Message: "recovered: bad", Stack: "main.go:1"}},
			{Level: "error", Src: "engine", Cat: "startup", Msg: "No stack.", Err: &errObject{Name: "error", Message: "plain"}},
			{Level: "error", Src: "engine", Cat: "startup", Msg: "Typed nil.", Err: &errObject{Name: "url.Error", Message: "<nil>"}},
			{Level: "error", Src: "engine", Cat: "startup", Msg: "Nil error."},
			{Level: "error", Src: "engine", Cat: "startup", Msg: "Raw error under the err key.", Err: &errObject{Name: "error", Message: "raw"}},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("records (-want +got):\n%s", diff)
		}
	})
}

func TestSanitizeURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://example.com/a/b", "https://example.com/a/b"},
		{"https://u:p@example.com/a?x=1#f", "https://example.com/a"},
		{"https://u@example.com", "https://example.com"},
		{"http://[::1]:8080/x?y", "http://[::1]:8080/x"},
		{"http://host:8080/users/@me?k=v", "http://host:8080/users/@me"},
		{"http://user:pa/ss@host/p?q", "http://host/p"},
		{"user:pass@host/path?q", "host/path"},
		{"/relative?token=x", "/relative"},
	}
	for _, tt := range tests {
		if got := sanitizeURL(tt.in); got != tt.want {
			t.Errorf("sanitizeURL(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}

	t.Run("every URL in a text is reduced", func(t *testing.T) {
		in := `proxy "http://a:b@p.local:3128/?x=1" refused ws://h/s?t=2, see https://docs/x#y. :// alone`
		want := `proxy "http://p.local:3128/" refused ws://h/s see https://docs/x :// alone`
		if got := sanitizeURLs(in); got != want {
			t.Errorf("sanitizeURLs:\n got %q\nwant %q", got, want)
		}
	})
}

func TestOpen(t *testing.T) {
	t.Run("rotated files are all NDJSON", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "logs")
		l, err := openWith(dir, "engine", 2, 1)
		if err != nil {
			t.Fatal(err)
		}
		msg := strings.Repeat("All work and no play. ", 20)
		const lines = 8000 // about 3.5 MB, so at least three rotations.
		for i := range lines {
			l.Info(msg, Cat("run"), RunID(fmt.Sprintf("run_%d", i)))
		}
		if err := l.Close(); err != nil {
			t.Fatal(err)
		}
		if err := l.Close(); err != nil {
			t.Errorf("second Close: %v", err)
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) < 3 {
			t.Errorf("found %d files, want rotation to have made at least 3", len(entries))
		}
		total := 0
		for _, e := range entries {
			if !strings.HasPrefix(e.Name(), "engine") || !strings.HasSuffix(e.Name(), ".log") {
				t.Errorf("unexpected file %s", e.Name())
			}
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if len(data) > 1<<20 {
				t.Errorf("%s has %d bytes, more than the 1 MB maximum", e.Name(), len(data))
			}
			total += len(checkLines(t, data))
		}
		if total != lines {
			t.Errorf("files hold %d lines, want %d", total, lines)
		}
	})

	t.Run("the directory and file are private and lines append", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "data", "logs")
		for i := range 2 {
			l, err := Open(dir, "cli", 1)
			if err != nil {
				t.Fatal(err)
			}
			l.Info("invocation", Cat("cli"), slog.Int("n", i))
			if err := l.Close(); err != nil {
				t.Fatal(err)
			}
		}
		for path, want := range map[string]os.FileMode{dir: 0o700 | os.ModeDir, filepath.Join(dir, "cli.log"): 0o600} {
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode() != want {
				t.Errorf("%s has mode %v, want %v", path, fi.Mode(), want)
			}
		}
		data, err := os.ReadFile(filepath.Join(dir, "cli.log"))
		if err != nil {
			t.Fatal(err)
		}
		if got := checkLines(t, data); len(got) != 2 {
			t.Errorf("file holds %d lines, want 2", len(got))
		}
	})

	t.Run("lines after Close are dropped", func(t *testing.T) {
		dir := t.TempDir()
		l, err := Open(dir, "engine", 2)
		if err != nil {
			t.Fatal(err)
		}
		l.Info("before")
		if err := l.Close(); err != nil {
			t.Fatal(err)
		}
		l.Info("after")
		l.Request("GET", "/", 500, 0, 0)
		data, err := os.ReadFile(filepath.Join(dir, "engine.log"))
		if err != nil {
			t.Fatal(err)
		}
		if got := checkLines(t, data); len(got) != 1 || got[0].Msg != "Before." {
			t.Errorf("file holds %+v, want only the line from before Close", got)
		}
	})

	t.Run("an unknown source is refused", func(t *testing.T) {
		if _, err := Open(t.TempDir(), "Engine", 2); err == nil {
			t.Error("Open accepted source Engine")
		}
		defer func() {
			if recover() == nil {
				t.Error("New accepted source web")
			}
		}()
		New(io.Discard, "web", 2)
	})
}

func TestConcurrentWrites(t *testing.T) {
	t.Run("lines from many goroutines never interleave", func(t *testing.T) {
		var buf bytes.Buffer
		l := New(&buf, "engine", 2)
		var wg sync.WaitGroup
		for g := range 8 {
			wg.Go(func() {
				sub := l.With(RunID(fmt.Sprintf("run_%d", g)))
				for i := range 200 {
					sub.Info(strings.Repeat("x", i), Cat("run"))
					l.Request("GET", "/x", 200, 0, i)
				}
			})
		}
		wg.Wait()
		if got := checkLines(t, buf.Bytes()); len(got) != 8*200*2 {
			t.Errorf("got %d lines, want %d", len(got), 8*200*2)
		}
	})
}

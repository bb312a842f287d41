package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestArgs(t *testing.T) {
	for _, tc := range []struct {
		argv    []string
		wantErr string
		want    args
	}{
		{nil, "", args{port: 9877, verbosity: 1}},
		{[]string{"--http"}, "", args{http: true, port: 9877, verbosity: 1}},
		{[]string{"--http", "--port", "7000", "-v", "2"}, "", args{http: true, port: 7000, portSet: true, verbosity: 2}},
		{[]string{"--http", "-p=7000"}, `unknown argument "-p=7000"`, args{}},
		{[]string{"--http", "--port=7001", "-v"}, "", args{http: true, port: 7001, portSet: true, verbosity: 1}},
		{[]string{"--http", "--port"}, "needs a value", args{}},
		{[]string{"--http", "--port", "-v"}, "looks like a flag", args{}},
		{[]string{"--http", "--port", "0"}, "1 to 65535", args{}},
		{[]string{"--http", "--port", "70000"}, "1 to 65535", args{}},
		{[]string{"--port", "7000"}, "needs --http", args{}},
		{[]string{"--http=yes"}, "takes no value", args{}},
		{[]string{"-v", "3"}, "level 0, 1 or 2", args{}},
		{[]string{"--stdio"}, `unknown argument "--stdio"`, args{}},
		{[]string{"serve"}, `unknown argument "serve"`, args{}},
	} {
		got, err := parseArgs(tc.argv)
		switch {
		case tc.wantErr != "":
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), "svc-mcp --help") {
				t.Errorf("%q: error %v, want one containing %q and pointing to --help", tc.argv, err, tc.wantErr)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.argv, err)
		case got != tc.want:
			t.Errorf("%q: %+v, want %+v", tc.argv, got, tc.want)
		}
	}
}

func TestRun(t *testing.T) {
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }

	t.Run("a refused argument or environment value exits 1 with a message on stderr", func(t *testing.T) {
		for _, tc := range []struct {
			argv []string
			env  map[string]string
			want string
		}{
			{[]string{"--bogus"}, nil, "unknown argument"},
			{nil, map[string]string{"SVC_MCP_WRITE": "maybe"}, "SVC_MCP_WRITE"},
			{nil, map[string]string{"SVC_MCP_ALLOWLIST": "a b"}, "SVC_MCP_ALLOWLIST"},
			{nil, map[string]string{"SVC_MCP_ENGINE_URL": "ftp://x"}, "engine URL"},
		} {
			var stdout, stderr bytes.Buffer
			if code := run(tc.argv, strings.NewReader(""), &stdout, &stderr, env(tc.env)); code != 1 || !strings.Contains(stderr.String(), tc.want) || stdout.Len() != 0 {
				t.Errorf("%q %v: exit %d, stderr %q, stdout %q", tc.argv, tc.env, code, stderr.String(), stdout.String())
			}
		}
	})

	t.Run("a port that is taken exits 1 naming the address", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = ln.Close() }()
		_, port, _ := net.SplitHostPort(ln.Addr().String())
		var stdout, stderr bytes.Buffer
		if code := run([]string{"--http", "--port", port}, strings.NewReader(""), &stdout, &stderr, env(nil)); code != 1 || !strings.Contains(stderr.String(), "127.0.0.1:"+port) {
			t.Errorf("exit %d, stderr %q", code, stderr.String())
		}
	})

	t.Run("stdio serves on stdout, diagnostics go to stderr and the JSON-lines log file", func(t *testing.T) {
		eng := mgmttest.Start(t)
		logDir := filepath.Join(t.TempDir(), "logs")
		in := strings.Join([]string{
			`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
			`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
			`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_engine_health","arguments":{}}}`,
			`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"create_collection","arguments":{"name":"x"}}}`,
		}, "\n") + "\n"
		var stdout, stderr bytes.Buffer
		code := run([]string{"-v", "2"}, strings.NewReader(in), &stdout, &stderr,
			env(map[string]string{"SVC_MCP_ENGINE_URL": eng.Base, "SVC_LOG_DIR": logDir}))
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		sc := bufio.NewScanner(&stdout)
		answers := map[float64]map[string]any{}
		for sc.Scan() {
			var m map[string]any
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				t.Fatalf("stdout holds a line that is not JSON-RPC: %q", sc.Text())
			}
			id, _ := m["id"].(float64)
			answers[id] = m
		}
		if len(answers) != 3 || !strings.Contains(mustJSON(answers[2]), `"status":"ok"`) || !strings.Contains(mustJSON(answers[3]), "mcpWriteEnabled") {
			t.Errorf("answers %v", answers)
		}
		if !strings.Contains(stderr.String(), "serving the tools over stdio") {
			t.Errorf("stderr %q", stderr.String())
		}
		files, _ := filepath.Glob(filepath.Join(logDir, "mcp_*.log"))
		if len(files) != 1 {
			t.Fatalf("log files %v", files)
		}
		if fi, err := os.Stat(files[0]); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("log file mode %v %v", fi.Mode(), err)
		}
		b, _ := os.ReadFile(files[0])
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		ts := regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
		for _, l := range lines {
			var rec map[string]any
			if err := json.Unmarshal([]byte(l), &rec); err != nil {
				t.Fatalf("log line is not JSON: %q", l)
			}
			if rec["src"] != "mcp" || !ts.MatchString(str(rec["ts"])) || rec["pid"] == nil || str(rec["msg"]) == "" {
				t.Errorf("log record %v", rec)
			}
			switch rec["cat"] {
			case "main", "sidecar", "window", "updater", "ipc", "mcp", "power", "notify":
			default:
				t.Errorf("log record with cat %v", rec["cat"])
			}
		}
		if !strings.Contains(string(b), "refused") {
			t.Errorf("the refused call is not in the log: %s", b)
		}
	})
}

func mustJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

func str(v any) string { s, _ := v.(string); return s }

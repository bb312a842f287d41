package mcp_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestHTTPTransport(t *testing.T) {
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true})
	p := strconv.Itoa(r.port)
	create := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_collection","arguments":{"name":"from-attacker"}}}`)

	t.Run("only POST /mcp is served", func(t *testing.T) {
		for _, tc := range []struct {
			method, path string
			want         int
		}{
			{"GET", "/mcp", 405}, {"DELETE", "/mcp", 405}, {"PUT", "/mcp", 405},
			{"POST", "/", 404}, {"POST", "/mcp/x", 404}, {"GET", "/sse", 404}, {"POST", "/MCP", 404},
		} {
			req, _ := http.NewRequest(tc.method, "http://127.0.0.1:"+p+tc.path, bytes.NewReader(create))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close()
			if res.StatusCode != tc.want {
				t.Errorf("%s %s: %d, want %d", tc.method, tc.path, res.StatusCode, tc.want)
			}
		}
	})

	t.Run("a Host other than 127.0.0.1:port or localhost:port is a 403 and nothing runs", func(t *testing.T) {
		for _, host := range []string{"evil.example:" + p, "127.0.0.1:9", "127.0.0.1", "localhost", "user@127.0.0.1:" + p,
			"user:pw@localhost:" + p, "127.0.0.1:" + p + ".evil.example", "[::1]:" + p, "0.0.0.0:" + p} {
			status, body := r.post(create, map[string]string{"Host": host})
			if status != 403 {
				t.Errorf("Host %q: %d %s, want 403", host, status, body)
			}
		}
		for _, host := range []string{"127.0.0.1:" + p, "localhost:" + p, "LOCALHOST:" + p} {
			if status, body := r.post([]byte(`{"jsonrpc":"2.0","id":1,"method":"ping"}`), map[string]string{"Host": host}); status != 200 {
				t.Errorf("Host %q: %d %s, want 200", host, status, body)
			}
		}
		if cols := r.eng.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
			t.Errorf("a refused request created %d collections", len(cols))
		}
	})

	t.Run("raw requests as an attacker sends them are a 403 and nothing runs", func(t *testing.T) {
		body := string(create)
		for _, tc := range []struct{ name, head string }{
			{"userinfo before the loopback address", "POST /mcp HTTP/1.1\r\nHost: evil.com@127.0.0.1:" + p + "\r\n"},
			{"user and password before localhost", "POST /mcp HTTP/1.1\r\nHost: user:pass@localhost:" + p + "\r\n"},
			{"a second, foreign Host", "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nHost: evil.com\r\n"},
			{"a foreign Host first", "POST /mcp HTTP/1.1\r\nHost: evil.com\r\nHost: 127.0.0.1:" + p + "\r\n"},
			{"an absolute target naming another host", "POST http://evil.com/mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\n"},
			{"an absolute target with userinfo", "POST http://evil.com@127.0.0.1:" + p + "/mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\n"},
			{"a Host with spaces", "POST /mcp HTTP/1.1\r\nHost: evil.com 127.0.0.1:" + p + "\r\n"},
			{"a loopback and a foreign Origin", "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nOrigin: http://localhost:" + p + "\r\nOrigin: http://evil.com\r\n"},
			{"a foreign and a loopback Origin", "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nOrigin: http://evil.com\r\nOrigin: http://127.0.0.1:" + p + "\r\n"},
		} {
			if status := rawPost(t, p, tc.head, body); status != 403 {
				t.Errorf("%s: %d, want 403", tc.name, status)
			}
		}
		if cols := r.eng.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
			t.Errorf("a refused request created %d collections", len(cols))
		}
		// The same raw request with an accepted Host and two loopback
		// Origins runs.
		ping := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
		if status := rawPost(t, p, "POST /mcp HTTP/1.1\r\nHost: localhost:"+p+"\r\nOrigin: http://localhost:"+p+"\r\nOrigin: http://127.0.0.1:6274\r\n", ping); status != 200 {
			t.Errorf("an accepted raw request: %d, want 200", status)
		}
	})

	t.Run("every Origin header must be loopback", func(t *testing.T) {
		for _, origin := range []string{"http://evil.example", "http://127.0.0.1.evil.example:" + p, "null",
			"http://user@127.0.0.1:" + p, "file://", "http://localhost.evil.example"} {
			if status, _ := r.post(create, map[string]string{"Origin": origin}); status != 403 {
				t.Errorf("Origin %q: %d, want 403", origin, status)
			}
		}
		// Two Origin headers: the second one is checked too.
		req, _ := http.NewRequest("POST", r.url, bytes.NewReader(create))
		req.Header.Add("Origin", "http://127.0.0.1:"+p)
		req.Header.Add("Origin", "http://evil.example")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_ = res.Body.Close()
		if res.StatusCode != 403 {
			t.Errorf("a second, foreign Origin: %d, want 403", res.StatusCode)
		}
		for _, origin := range []string{"http://127.0.0.1:" + p, "http://localhost:6274", "https://[::1]:443"} {
			if status, body := r.post([]byte(`{"jsonrpc":"2.0","id":1,"method":"ping"}`), map[string]string{"Origin": origin}); status != 200 {
				t.Errorf("Origin %q: %d %s, want 200", origin, status, body)
			}
		}
		if cols := r.eng.Do("GET", "/collections", nil).Array(t); len(cols) != 0 {
			t.Errorf("a refused request created %d collections", len(cols))
		}
	})

	t.Run("a body that is not JSON is a 400 with -32700 and a fixed message", func(t *testing.T) {
		for _, body := range []string{"{bad", "", "not json at all", `{"jsonrpc":"2.0","id":1,"method":"ping"`} {
			status, b := r.post([]byte(body), nil)
			code, msg := rpcError(t, b)
			if status != 400 || code != -32700 || msg != "Parse error: the request body is not valid JSON" {
				t.Errorf("body %q: %d %d %q", body, status, code, msg)
			}
		}
	})

	t.Run("a body over 4 MB is a 413 with -32600 after the upload is drained", func(t *testing.T) {
		big := bytes.Repeat([]byte("x"), 5<<20)
		conn, err := net.Dial("tcp", "127.0.0.1:"+p)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = conn.Close() }()
		head := "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Type: application/json\r\nContent-Length: " + strconv.Itoa(len(big)) + "\r\n\r\n"
		// The whole upload is written before the answer is read: with a
		// reset instead of a drain the write or the read fails.
		if _, err := conn.Write(append([]byte(head), big...)); err != nil {
			t.Fatalf("write the upload: %v", err)
		}
		_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		res, err := http.ReadResponse(bufioReader(conn), nil)
		if err != nil {
			t.Fatalf("read the answer: %v", err)
		}
		b, _ := io.ReadAll(res.Body)
		code, msg := rpcError(t, b)
		if res.StatusCode != 413 || code != -32600 || msg != "Invalid request: the request body is over 4 MB" {
			t.Errorf("%d %d %q", res.StatusCode, code, msg)
		}
		// Exactly 4 MB of valid JSON is read.
		pad := `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"pad":"`
		body := pad + strings.Repeat("y", 4<<20-len(pad)-4) + `"}}}`
		if status, b := r.post([]byte(body), nil); status != 200 {
			t.Errorf("a 4 MB body: %d %.200s", status, b)
		}
	})

	t.Run("a chunked upload is held to 4 MB too, and a small one is served", func(t *testing.T) {
		conn, err := net.Dial("tcp", "127.0.0.1:"+p)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = conn.Close() }()
		var up bytes.Buffer
		up.WriteString("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
		chunk := bytes.Repeat([]byte("x"), 64<<10)
		for range 80 { // 5 MB
			up.WriteString(strconv.FormatInt(int64(len(chunk)), 16) + "\r\n")
			up.Write(chunk)
			up.WriteString("\r\n")
		}
		up.WriteString("0\r\n\r\n")
		if _, err := conn.Write(up.Bytes()); err != nil {
			t.Fatalf("write the upload: %v", err)
		}
		_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		br := bufioReader(conn)
		res, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("read the answer: %v", err)
		}
		b, _ := io.ReadAll(res.Body)
		if code, _ := rpcError(t, b); res.StatusCode != 413 || code != -32600 {
			t.Errorf("a 5 MB chunked upload: %d %s", res.StatusCode, b)
		}
		// The connection is still in step: a small chunked request on it
		// is answered.
		ping := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
		small := "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + p + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
			strconv.FormatInt(int64(len(ping)), 16) + "\r\n" + ping + "\r\n0\r\n\r\n"
		if _, err := conn.Write([]byte(small)); err != nil {
			t.Fatalf("write the second request: %v", err)
		}
		res, err = http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("read the second answer: %v", err)
		}
		_ = res.Body.Close()
		if res.StatusCode != 200 {
			t.Errorf("a small chunked request after the refused one: %d", res.StatusCode)
		}
	})

	t.Run("an absolute target naming this server is served, a request without Host is not", func(t *testing.T) {
		ping := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
		if status := rawPost(t, p, "POST http://127.0.0.1:"+p+"/mcp HTTP/1.1\r\nHost: 127.0.0.1:"+p+"\r\n", ping); status != 200 {
			t.Errorf("an absolute target naming this server: %d", status)
		}
		if status := rawPost(t, p, "POST /mcp HTTP/1.0\r\n", ping); status != 403 {
			t.Errorf("an HTTP/1.0 request without Host: %d, want 403", status)
		}
		if status := rawPost(t, p, "POST /mcp HTTP/1.1\r\n", ping); status != 403 {
			t.Errorf("an HTTP/1.1 request without Host: %d, want 403", status)
		}
	})

	t.Run("a notification is a 202 with no body and each POST is stateless", func(t *testing.T) {
		status, b := r.post([]byte(`{"jsonrpc":"2.0","method":"notifications/initialized"}`), nil)
		if status != 202 || len(b) != 0 {
			t.Errorf("notification: %d %q", status, b)
		}
		// tools/call works without an initialize on this POST.
		if h := r.ok("get_engine_health", nil); h["status"] != "ok" {
			t.Errorf("health %v", h)
		}
	})

	t.Run("a batch is refused", func(t *testing.T) {
		status, b := r.post([]byte(`[{"jsonrpc":"2.0","id":1,"method":"ping"}]`), nil)
		if code, _ := rpcError(t, b); status != 400 || code != -32600 {
			t.Errorf("batch: %d %s", status, b)
		}
	})
}

func TestHandlerFailure(t *testing.T) {
	// An engine that is not there: a tool call is a handler failure.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "http://" + ln.Addr().String()
	_ = ln.Close()
	r := newRigOn(t, mgmttest.Start(t), mcp.Options{EngineURL: gone})
	resp := r.rpc("tools/call", map[string]any{"name": "get_engine_health", "arguments": map[string]any{}})
	if resp.Error == nil || resp.Error.Code != -32603 {
		t.Fatalf("call with the engine down: %+v %s, want -32603", resp.Error, resp.Result)
	}
	// Listing still answers, without the write tools.
	tools := r.listed()
	if _, ok := tools["get_engine_health"]; !ok || tools["create_collection"] != nil {
		t.Errorf("listing with the engine down: %d tools", len(tools))
	}
}

func rpcError(t *testing.T, b []byte) (int, string) {
	t.Helper()
	var m struct {
		ID    any `json:"id"`
		Error struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("not a JSON-RPC error: %v: %s", err, b)
	}
	return m.Error.Code, m.Error.Message
}

// rawPost writes head (a request line and header lines, each ending in
// CRLF) and body on a fresh connection and returns the answer's status.
func rawPost(t *testing.T, port, head, body string) int {
	t.Helper()
	conn, err := net.Dial("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	req := head + "Content-Type: application/json\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\nConnection: close\r\n\r\n" + body
	if _, err := conn.Write([]byte(req)); err != nil {
		t.Fatalf("write: %v", err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	res, err := http.ReadResponse(bufioReader(conn), nil)
	if err != nil {
		t.Fatalf("read the answer to %q: %v", head, err)
	}
	_ = res.Body.Close()
	return res.StatusCode
}

package mgmt_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// sendTo writes a raw HTTP/1.1 request to an inbox and returns the answer.
func sendTo(t *testing.T, base, method, target string, header [][2]string, body []byte) *http.Response {
	t.Helper()
	host := strings.TrimPrefix(base, "http://")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatalf("dial %s: %v", host, err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	var b bytes.Buffer
	b.WriteString(method + " " + target + " HTTP/1.1\r\nHost: " + host + "\r\n")
	for _, h := range header {
		b.WriteString(h[0] + ": " + h[1] + "\r\n")
	}
	b.WriteString("Content-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n")
	b.Write(body)
	if _, err := conn.Write(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	return res
}

type capture struct {
	Seq           int64               `json:"seq"`
	ID            string              `json:"id"`
	Method        string              `json:"method"`
	Path          string              `json:"path"`
	Query         string              `json:"query"`
	Headers       []map[string]string `json:"headers"`
	Body          string              `json:"body"`
	BodyEncoding  string              `json:"bodyEncoding"`
	BodySize      int64               `json:"bodySize"`
	BodyTruncated bool                `json:"bodyTruncated"`
	RemoteAddr    string              `json:"remoteAddr"`
	ReceivedAt    int64               `json:"receivedAt"`
}

type capturePage struct {
	Captures []capture `json:"captures"`
	HasMore  bool      `json:"hasMore"`
}

func captures(t *testing.T, e *mgmttest.Engine, id, query string) capturePage {
	t.Helper()
	r := e.Do("GET", "/inbox/"+id+"/captures"+query, nil)
	if r.Status != 200 {
		t.Fatalf("captures%s: %d %s", query, r.Status, r.Body)
	}
	var p capturePage
	if err := json.Unmarshal(r.Body, &p); err != nil {
		t.Fatal(err)
	}
	return p
}

// waitCaptures polls until inbox id holds n captures (they are stored in
// batches just after the answer).
func waitCaptures(t *testing.T, e *mgmttest.Engine, id string, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		got := int(e.Must(200, "GET", "/inbox/"+id, nil)["captures"].(float64))
		if got == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("inbox %s holds %d captures; want %d", id, got, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestInboxCapturesAndAnswers(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	in := e.Must(201, "POST", "/inbox", map[string]any{"name": "hooks", "response": map[string]any{
		"status": 202, "headers": []map[string]any{{"key": "X-Hook", "value": "thanks"}}, "body": "accepted"}})
	id, url := in["id"].(string), in["url"].(string)
	if !strings.HasPrefix(id, "inb_") || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("POST /inbox = %v", in)
	}

	t.Run("any method and path is captured with query, headers in order, body and remote address", func(t *testing.T) {
		res := sendTo(t, url, "PATCH", "/deep/path?a=1&b=two", [][2]string{{"X-Second", "2"}, {"x-first", "1"}, {"Content-Type", "application/json"}}, []byte(`{"event":"paid"}`))
		if res.StatusCode != 202 || res.Header.Get("X-Hook") != "thanks" {
			t.Fatalf("answer %d %v", res.StatusCode, res.Header)
		}
		waitCaptures(t, e, id, 1)
		c := captures(t, e, id, "").Captures[0]
		if c.Method != "PATCH" || c.Path != "/deep/path" || c.Query != "a=1&b=two" || c.Body != `{"event":"paid"}` || c.BodySize != 16 || c.BodyTruncated {
			t.Errorf("capture = %+v", c)
		}
		var names []string
		for _, h := range c.Headers {
			names = append(names, h["key"])
		}
		if got := strings.Join(names, ","); !strings.Contains(got, "X-Second,x-first,Content-Type") {
			t.Errorf("header names in order = %s; want X-Second,x-first,Content-Type as sent", got)
		}
		if !strings.HasPrefix(c.RemoteAddr, "127.0.0.1:") || c.ReceivedAt == 0 || !strings.HasPrefix(c.ID, "cap_") {
			t.Errorf("capture remote/time/id = %q %d %q", c.RemoteAddr, c.ReceivedAt, c.ID)
		}
	})
	t.Run("a binary body is kept as base64", func(t *testing.T) {
		sendTo(t, url, "POST", "/bin", nil, []byte{0xff, 0x00, 0xfe})
		waitCaptures(t, e, id, 2)
		c := captures(t, e, id, "?limit=1").Captures[0]
		if c.BodyEncoding != "base64" || c.Body != "/wD+" {
			t.Errorf("binary capture body %q (%s)", c.Body, c.BodyEncoding)
		}
	})
	t.Run("a body past maxTraceBodyBytes is cut and marked", func(t *testing.T) {
		e.Must(200, "POST", "/config", map[string]any{"maxTraceBodyBytes": 4})
		t.Cleanup(func() { e.Must(200, "POST", "/config", map[string]any{"maxTraceBodyBytes": 5242880}) })
		sendTo(t, url, "POST", "/big", nil, []byte("0123456789"))
		waitCaptures(t, e, id, 3)
		c := captures(t, e, id, "?limit=1").Captures[0]
		if c.Body != "0123" || !c.BodyTruncated || c.BodySize != 10 {
			t.Errorf("cut capture = %q truncated %v size %d", c.Body, c.BodyTruncated, c.BodySize)
		}
	})
	t.Run("PUT changes the answer from the next capture", func(t *testing.T) {
		got := e.Must(200, "PUT", "/inbox/"+id, map[string]any{"status": 201, "body": "again"})
		if r := got["response"].(map[string]any); r["status"] != float64(201) || r["body"] != "again" || len(r["headers"].([]any)) != 1 {
			t.Errorf("PUT answered %v; want status and body changed, headers kept", got)
		}
		res := sendTo(t, url, "GET", "/", nil, nil)
		if res.StatusCode != 201 {
			t.Errorf("after PUT: %d", res.StatusCode)
		}
		for _, bad := range []any{map[string]any{"status": 99}, map[string]any{"delayMs": 60001}, map[string]any{"headers": "x"}, map[string]any{"body": 3}, map[string]any{"id": "inb_other"}} {
			if r := e.Do("PUT", "/inbox/"+id, bad); r.Status != 400 {
				t.Errorf("PUT %v = %d; want 400", bad, r.Status)
			}
		}
		if r := e.Do("PUT", "/inbox/inb_nope", map[string]any{"status": 200}); r.Status != 404 {
			t.Errorf("PUT unknown = %d", r.Status)
		}
	})
	t.Run("captures are newest first; since pages forward without losing any", func(t *testing.T) {
		waitCaptures(t, e, id, 4)
		all := captures(t, e, id, "?limit=100").Captures
		for i := 1; i < len(all); i++ {
			if all[i].Seq >= all[i-1].Seq {
				t.Fatalf("not newest first: %v", all)
			}
		}
		first := all[len(all)-1].Seq
		p := captures(t, e, id, "?since="+strconv.FormatInt(first, 10)+"&limit=2")
		if len(p.Captures) != 2 || !p.HasMore || p.Captures[1].Seq != all[len(all)-2].Seq {
			t.Errorf("since page = %+v", p)
		}
		for _, q := range []string{"?limit=0", "?limit=101", "?since=-1", "?since=x"} {
			if r := e.Do("GET", "/inbox/"+id+"/captures"+q, nil); r.Status != 400 {
				t.Errorf("captures%s = %d", q, r.Status)
			}
		}
	})
	t.Run("each capture writes one inbox log line at -v 2 without query, headers or body", func(t *testing.T) {
		sendTo(t, url, "POST", "/logged?secret=q1", [][2]string{{"X-Secret", "h1"}}, []byte("b1-secret"))
		deadline := time.Now().Add(10 * time.Second)
		for {
			raw, _ := os.ReadFile(filepath.Join(e.DataDir(), "logs", "engine.log"))
			var line string
			for l := range strings.SplitSeq(string(raw), "\n") {
				if strings.Contains(l, `"cat":"inbox"`) && strings.Contains(l, "/logged") {
					line = l
				}
			}
			if line != "" {
				for _, leak := range []string{"q1", "h1", "b1-secret", "secret="} {
					if strings.Contains(line, leak) {
						t.Errorf("the log line leaks %q: %s", leak, line)
					}
				}
				if !strings.Contains(line, `"level":"debug"`) || !strings.Contains(line, "POST /logged answered 201") {
					t.Errorf("log line %s", line)
				}
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("no inbox log line for /logged in %s", raw)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
	t.Run("clear empties it, stop closes the port, start reopens it, delete removes it with its captures", func(t *testing.T) {
		if got := e.Must(200, "DELETE", "/inbox/"+id+"/captures", nil); got["cleared"].(float64) < 4 {
			t.Errorf("clear answered %v", got)
		}
		if p := captures(t, e, id, ""); len(p.Captures) != 0 {
			t.Errorf("after clear: %v", p)
		}
		e.Must(200, "POST", "/inbox/"+id+"/stop", nil)
		if _, err := net.Dial("tcp", strings.TrimPrefix(url, "http://")); err == nil {
			t.Error("a stopped inbox still accepts connections")
		}
		got := e.Must(200, "POST", "/inbox/"+id+"/start", nil)
		if got["url"] != url || got["running"] != true {
			t.Errorf("start answered %v; want %s running", got, url)
		}
		if res := sendTo(t, url, "GET", "/again", nil, nil); res.StatusCode != 201 {
			t.Errorf("after restart the stored response is answered: %d", res.StatusCode)
		}
		if list := e.Do("GET", "/inbox", nil).Array(t); len(list) != 1 {
			t.Errorf("GET /inbox = %v", list)
		}
		e.Must(200, "DELETE", "/inbox/"+id, nil)
		for _, c := range []struct{ method, path string }{{"GET", "/inbox/" + id}, {"GET", "/inbox/" + id + "/captures"}, {"DELETE", "/inbox/" + id}, {"DELETE", "/inbox/" + id + "/captures"}, {"POST", "/inbox/" + id + "/start"}, {"POST", "/inbox/" + id + "/stop"}, {"GET", "/inbox/" + id + "/live"}} {
			if r := e.Do(c.method, c.path, nil); r.Status != 404 {
				t.Errorf("%s %s after delete = %d", c.method, c.path, r.Status)
			}
		}
	})
	t.Run("create refusals store nothing", func(t *testing.T) {
		ln, err := net.Listen("tcp4", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = ln.Close() }()
		busy := ln.Addr().(*net.TCPAddr).Port
		for _, c := range []struct {
			body any
			want int
		}{
			{map[string]any{"port": busy}, 409},
			{map[string]any{"port": -1}, 400},
			{map[string]any{"id": "inb_x"}, 400},
			{map[string]any{"response": map[string]any{"status": 600}}, 400},
			{map[string]any{"response": map[string]any{"delayMs": -5}}, 400},
			{"nope", 400},
		} {
			if r := e.Do("POST", "/inbox", c.body); r.Status != c.want {
				t.Errorf("POST /inbox %v = %d %s; want %d", c.body, r.Status, r.Body, c.want)
			}
		}
		if list := e.Do("GET", "/inbox", nil).Array(t); len(list) != 0 {
			t.Errorf("refused creates stored %v", list)
		}
	})
}

func TestInboxCapKeepsTheNewest(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	e.Must(200, "POST", "/config", map[string]any{"maxInboxCaptures": 5})
	in := e.Must(201, "POST", "/inbox", map[string]any{})
	id, url := in["id"].(string), in["url"].(string)
	for i := range 8 {
		if res := sendTo(t, url, "POST", "/n"+strconv.Itoa(i), nil, nil); res.StatusCode != 200 {
			t.Fatalf("default answer %d", res.StatusCode)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		p := captures(t, e, id, "")
		if len(p.Captures) == 5 && p.Captures[0].Path == "/n7" {
			if p.Captures[4].Path != "/n3" {
				t.Errorf("kept %v; want /n7 down to /n3", p.Captures)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("captures = %+v; want the newest 5", p)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestInboxLiveStreamsCapturesAsTheyArrive(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	in := e.Must(201, "POST", "/inbox", map[string]any{"name": "live"})
	id, url := in["id"].(string), in["url"].(string)
	sendTo(t, url, "POST", "/before", nil, nil) // before the stream: not replayed
	waitCaptures(t, e, id, 1)
	s := openRaw(t, e, "GET", "/inbox/"+id+"/live", "", map[string]string{"Accept": "text/event-stream"})
	if s.res.StatusCode != 200 || !strings.HasPrefix(s.res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("live: %d %s", s.res.StatusCode, s.res.Header.Get("Content-Type"))
	}
	for i := range 3 {
		sent := time.Now()
		sendTo(t, url, "PUT", "/live"+strconv.Itoa(i), nil, []byte("x"))
		for {
			ev, ok := s.next(10 * time.Second)
			if !ok {
				t.Fatalf("no capture event for /live%d", i)
			}
			if ev.event != "capture" {
				continue
			}
			var c capture
			if err := json.Unmarshal([]byte(ev.data), &c); err != nil {
				t.Fatal(err)
			}
			if c.Path != "/live"+strconv.Itoa(i) {
				t.Fatalf("event %d is %s; want /live%d (the earlier capture is not replayed)", i, c.Path, i)
			}
			if d := ev.at.Sub(sent); d > 2*time.Second {
				t.Errorf("the capture arrived on the stream %v after the request", d)
			}
			break
		}
	}
	t.Run("Last-Event-ID resumes after a seq", func(t *testing.T) {
		s2 := openRaw(t, e, "GET", "/inbox/"+id+"/live", "", map[string]string{"Last-Event-ID": "0"})
		for {
			ev, ok := s2.next(10 * time.Second)
			if !ok {
				t.Fatal("no replay")
			}
			if ev.event == "capture" {
				if !strings.Contains(ev.data, `"/before"`) {
					t.Errorf("first replayed capture %s; want /before", ev.data)
				}
				return
			}
		}
	})
}

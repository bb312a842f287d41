package sendertest_test

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"encoding/pem"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/google/go-cmp/cmp"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zlib"
	"github.com/klauspost/compress/zstd"
	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"

	"github.com/svc-engine/svc-engine/sender/sendertest"
)

// fetch sends one request with c and returns the response with its whole
// body read. hdr holds name, value pairs added in order.
func fetch(t *testing.T, c *http.Client, method, target, body string, hdr ...string) (*http.Response, []byte) {
	t.Helper()
	resp, err := send(t, c, method, target, body, hdr...)
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	defer func() { _ = resp.Body.Close() }()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, target, err)
	}
	return resp, b
}

func send(t *testing.T, c *http.Client, method, target, body string, hdr ...string) (*http.Response, error) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(t.Context(), method, target, rd)
	if err != nil {
		t.Fatalf("new request %s %s: %v", method, target, err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Add(hdr[i], hdr[i+1])
	}
	return c.Do(req)
}

func decodeEcho(t *testing.T, b []byte) sendertest.Echo {
	t.Helper()
	var e sendertest.Echo
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatalf("decode echo %q: %v", b, err)
	}
	return e
}

func wantProto(m sendertest.Mode) string {
	if m.HTTP2() {
		return "HTTP/2.0"
	}
	return "HTTP/1.1"
}

// wireName is how net/http's client spells a canonical field name on the
// wire in mode m.
func wireName(m sendertest.Mode, name string) string {
	if m.HTTP2() {
		return strings.ToLower(name)
	}
	return name
}

func wantStatus(t *testing.T, resp *http.Response, code int) {
	t.Helper()
	if resp.StatusCode != code {
		t.Fatalf("%s %s: status %d, want %d", resp.Request.Method, resp.Request.URL, resp.StatusCode, code)
	}
}

func TestAllModesListsEveryModeOnce(t *testing.T) {
	got := sendertest.AllModes()
	want := []sendertest.Mode{sendertest.H1, sendertest.H1TLS, sendertest.H2TLS, sendertest.H2C}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("AllModes() (-want +got):\n%s", diff)
	}
	got[0] = "changed"
	if sendertest.AllModes()[0] != sendertest.H1 {
		t.Fatal("AllModes returned shared state")
	}
}

// endpointCases run against one shared target per mode.
var endpointCases = []struct {
	name string
	run  func(t *testing.T, tg *sendertest.Target)
}{
	{"echo reports method, raw URI, protocol, headers and body", func(t *testing.T, tg *sendertest.Target) {
		resp, b := fetch(t, tg.Client, "POST", tg.URL+"/echo?q=a%20b&x", "hello\x00", "X-Test", "one", "Content-Type", "text/plain")
		wantStatus(t, resp, 200)
		if resp.Proto != wantProto(tg.Mode) {
			t.Errorf("response proto %q, want %q", resp.Proto, wantProto(tg.Mode))
		}
		e := decodeEcho(t, b)
		want := sendertest.Echo{
			Method: "POST", URI: "/echo?q=a%20b&x", Proto: wantProto(tg.Mode), Host: tg.Addr,
			Body: "hello\x00", BodyBase64: base64.StdEncoding.EncodeToString([]byte("hello\x00")),
			ContentLength: 6, TLS: tg.Mode.TLS(),
		}
		got := e
		got.Headers = nil
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("echo (-want +got):\n%s", diff)
		}
		if !hasField(e.Headers, wireName(tg.Mode, "X-Test"), "one") {
			t.Errorf("echo headers %q lack X-Test: one", e.Headers)
		}
	}},
	{"echo carries a large body and the next request's headers still match", func(t *testing.T, tg *sendertest.Target) {
		body := string(sendertest.HugeBody(300_000))
		resp, b := fetch(t, tg.Client, "PUT", tg.URL+"/echo?large", body, "X-Large", "yes")
		wantStatus(t, resp, 200)
		e := decodeEcho(t, b)
		if e.BodyBase64 != base64.StdEncoding.EncodeToString([]byte(body)) || e.ContentLength != int64(len(body)) || !hasField(e.Headers, wireName(tg.Mode, "X-Large"), "yes") {
			t.Errorf("echo of a %d-byte body: %d base64 bytes, length %d, headers %q", len(body), len(e.BodyBase64), e.ContentLength, e.Headers)
		}
		_, b = fetch(t, tg.Client, "GET", tg.URL+"/echo?after-large", "", "X-After", "yes")
		if e := decodeEcho(t, b); !hasField(e.Headers, wireName(tg.Mode, "X-After"), "yes") {
			t.Errorf("headers after a large body %q", e.Headers)
		}
	}},
	{"echo sets the status and repeated response headers", func(t *testing.T, tg *sendertest.Target) {
		resp, b := fetch(t, tg.Client, "GET", tg.URL+"/echo?status=201&header=Set-Cookie:a=1&header=Set-Cookie:b=2&header=X-Extra:%20v", "")
		wantStatus(t, resp, 201)
		if got, want := resp.Header.Values("Set-Cookie"), []string{"a=1", "b=2"}; !cmp.Equal(got, want) {
			t.Errorf("Set-Cookie %q, want %q", got, want)
		}
		if got := resp.Header.Get("X-Extra"); got != "v" {
			t.Errorf("X-Extra %q, want %q", got, "v")
		}
		if e := decodeEcho(t, b); e.Method != "GET" || e.ContentLength != 0 {
			t.Errorf("echo %+v, want GET with no body", e)
		}
	}},
	{"echo rejects a status out of range", func(t *testing.T, tg *sendertest.Target) {
		resp, _ := fetch(t, tg.Client, "GET", tg.URL+"/echo?status=99", "")
		wantStatus(t, resp, 400)
	}},
	{"a redirect chain of 307s keeps the method and body and ends at echo", func(t *testing.T, tg *sendertest.Target) {
		c := *tg.Client
		var hops []string
		c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
			hops = append(hops, req.URL.RequestURI())
			return nil
		}
		resp, b := fetch(t, &c, "POST", tg.URL+"/redirect?n=3&code=307", "payload")
		wantStatus(t, resp, 200)
		want := []string{"/redirect?code=307&n=2&to=%2Fecho", "/redirect?code=307&n=1&to=%2Fecho", "/echo"}
		if diff := cmp.Diff(want, hops); diff != "" {
			t.Errorf("hops (-want +got):\n%s", diff)
		}
		if e := decodeEcho(t, b); e.Method != "POST" || e.Body != "payload" || e.URI != "/echo" {
			t.Errorf("final echo %+v, want POST /echo with the body", e)
		}
	}},
	{"a 302 redirect ends at the given path", func(t *testing.T, tg *sendertest.Target) {
		resp, b := fetch(t, tg.Client, "GET", tg.URL+"/redirect?to=%2Fecho%3Fdone%3D1", "")
		wantStatus(t, resp, 200)
		if e := decodeEcho(t, b); e.URI != "/echo?done=1" {
			t.Errorf("final URI %q, want /echo?done=1", e.URI)
		}
	}},
	{"absolute redirects carry the scheme and host", func(t *testing.T, tg *sendertest.Target) {
		c := *tg.Client
		c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		resp, _ := fetch(t, &c, "GET", tg.URL+"/redirect/absolute?code=308", "")
		wantStatus(t, resp, 308)
		if got := resp.Header.Get("Location"); got != tg.URL+"/echo" {
			t.Errorf("Location %q, want %q", got, tg.URL+"/echo")
		}
	}},
	{"a redirect loop never ends", func(t *testing.T, tg *sendertest.Target) {
		resp, err := send(t, tg.Client, "GET", tg.URL+"/redirect/loop", "")
		if err == nil {
			_ = resp.Body.Close()
			t.Fatalf("GET /redirect/loop: status %d, want the client to give up", resp.StatusCode)
		}
		if !strings.Contains(err.Error(), "stopped after 10 redirects") {
			t.Errorf("GET /redirect/loop: %v, want the client's redirect limit", err)
		}
	}},
	{"slow waits before the headers", func(t *testing.T, tg *sendertest.Target) {
		start := time.Now()
		resp, b := fetch(t, tg.Client, "GET", tg.URL+"/slow?ms=50", "")
		wantStatus(t, resp, 200)
		if d := time.Since(start); d < 50*time.Millisecond {
			t.Errorf("answered after %v, want at least 50ms", d)
		}
		if string(b) != "waited 50ms\n" {
			t.Errorf("body %q", b)
		}
	}},
	{"slow-body sends the headers first and the chunks later", func(t *testing.T, tg *sendertest.Target) {
		resp, err := send(t, tg.Client, "GET", tg.URL+"/slow-body?ms=30&chunks=3", "")
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		headers := time.Now()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(headers); d < 30*time.Millisecond {
			t.Errorf("body took %v after the headers, want at least 30ms", d)
		}
		if string(b) != "chunk 1\nchunk 2\nchunk 3\n" || resp.ContentLength != -1 {
			t.Errorf("body %q with length %d, want three chunks and no length", b, resp.ContentLength)
		}
	}},
	{"reset makes the request fail and the target stays up", func(t *testing.T, tg *sendertest.Target) {
		// Not ?conn=1: in HTTP/2 modes it would kill the connection the
		// other cases share (see TestResetAbortsTheConnection).
		resp, err := send(t, tg.Client, "POST", tg.URL+"/reset", "body")
		if err == nil {
			_ = resp.Body.Close()
			t.Fatalf("POST /reset: status %d, want an error", resp.StatusCode)
		}
		resp, _ = fetch(t, tg.Client, "GET", tg.URL+"/status/200", "")
		wantStatus(t, resp, 200)
	}},
	{"compressed endpoints send the payload in their encoding", func(t *testing.T, tg *sendertest.Target) {
		for _, coding := range []string{"gzip", "deflate", "br", "zstd"} {
			// Naming Accept-Encoding stops net/http from decoding gzip itself.
			resp, b := fetch(t, tg.Client, "GET", tg.URL+"/"+coding, "", "Accept-Encoding", coding)
			wantStatus(t, resp, 200)
			if got := resp.Header.Get("Content-Encoding"); got != coding {
				t.Errorf("/%s: Content-Encoding %q", coding, got)
			}
			if got := decompress(t, coding, b); got != sendertest.CompressedPayload {
				t.Errorf("/%s decodes to %q, want CompressedPayload", coding, got)
			}
		}
	}},
	{"sse sends the preamble and the events, then ends", func(t *testing.T, tg *sendertest.Target) {
		resp, b := fetch(t, tg.Client, "GET", tg.URL+"/sse?events=4&interval=1", "")
		wantStatus(t, resp, 200)
		if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
			t.Errorf("Content-Type %q", ct)
		}
		if diff := cmp.Diff(sendertest.SSEStream(4), string(b)); diff != "" {
			t.Errorf("stream (-want +got):\n%s", diff)
		}
	}},
	{"sse with no event count streams until the client leaves", func(t *testing.T, tg *sendertest.Target) {
		resp, err := send(t, tg.Client, "GET", tg.URL+"/sse?events=0&interval=1", "")
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		want := sendertest.SSEPreamble + sendertest.SSEEvent(1) + sendertest.SSEEvent(2) + sendertest.SSEEvent(3)
		got := make([]byte, len(want))
		if _, err := io.ReadFull(resp.Body, got); err != nil {
			t.Fatalf("read three events: %v", err)
		}
		if string(got) != want {
			t.Errorf("stream starts %q, want %q", got, want)
		}
	}},
	{"huge sends the pattern with and without a length", func(t *testing.T, tg *sendertest.Target) {
		const n = 200_003
		for _, q := range []string{"", "&chunked=1"} {
			resp, b := fetch(t, tg.Client, "GET", tg.URL+"/huge?bytes=200003"+q, "")
			wantStatus(t, resp, 200)
			wantLen := int64(n)
			if q != "" {
				wantLen = -1
			}
			if resp.ContentLength != wantLen {
				t.Errorf("/huge%s: Content-Length %d, want %d", q, resp.ContentLength, wantLen)
			}
			if !bytes.Equal(b, sendertest.HugeBody(n)) {
				t.Errorf("/huge%s: %d bytes differ from HugeBody(%d)", q, len(b), n)
			}
		}
	}},
	{"status answers the code with a short body", func(t *testing.T, tg *sendertest.Target) {
		for _, c := range []struct {
			path string
			code int
			body string
		}{
			{"/status/418", 418, "status 418\n"},
			{"/status/503", 503, "status 503\n"},
			{"/status/204", 204, ""},
			{"/status/99", 400, ""},
		} {
			resp, b := fetch(t, tg.Client, "GET", tg.URL+c.path, "")
			wantStatus(t, resp, c.code)
			if c.code != 400 && string(b) != c.body {
				t.Errorf("%s: body %q, want %q", c.path, b, c.body)
			}
		}
	}},
	{"cookies set by the target come back", func(t *testing.T, tg *sendertest.Target) {
		jar, err := cookiejar.New(nil)
		if err != nil {
			t.Fatal(err)
		}
		c := *tg.Client
		c.Jar = jar
		resp, _ := fetch(t, &c, "GET", tg.URL+"/cookies/set?b=2&a=1", "")
		wantStatus(t, resp, 200)
		if got, want := resp.Header.Values("Set-Cookie"), []string{"b=2; Path=/", "a=1; Path=/"}; !cmp.Equal(got, want) {
			t.Errorf("Set-Cookie %q, want %q", got, want)
		}
		_, b := fetch(t, &c, "GET", tg.URL+"/cookies", "")
		if got := strings.TrimSpace(string(b)); got != "b=2; a=1" {
			t.Errorf("/cookies %q, want %q", got, "b=2; a=1")
		}
	}},
	{"basic auth needs the right credentials", func(t *testing.T, tg *sendertest.Target) {
		u := tg.URL + "/auth/basic?user=u&pass=p"
		resp, _ := fetch(t, tg.Client, "GET", u, "")
		wantStatus(t, resp, 401)
		if got := resp.Header.Get("WWW-Authenticate"); got != `Basic realm="sendertest"` {
			t.Errorf("WWW-Authenticate %q", got)
		}
		resp, _ = fetch(t, tg.Client, "GET", u, "", "Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte("u:wrong")))
		wantStatus(t, resp, 401)
		resp, b := fetch(t, tg.Client, "GET", u, "", "Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte("u:p")))
		wantStatus(t, resp, 200)
		if !strings.Contains(string(b), `"user":"u"`) {
			t.Errorf("body %q", b)
		}
	}},
	{"bearer auth needs the right token", func(t *testing.T, tg *sendertest.Target) {
		u := tg.URL + "/auth/bearer?token=t0k"
		resp, _ := fetch(t, tg.Client, "GET", u, "", "Authorization", "Bearer nope")
		wantStatus(t, resp, 401)
		if got := resp.Header.Get("WWW-Authenticate"); got != `Bearer realm="sendertest"` {
			t.Errorf("WWW-Authenticate %q", got)
		}
		resp, _ = fetch(t, tg.Client, "GET", u, "", "Authorization", "Bearer t0k")
		wantStatus(t, resp, 200)
	}},
	{"bytes sends every byte value once", func(t *testing.T, tg *sendertest.Target) {
		resp, b := fetch(t, tg.Client, "GET", tg.URL+"/bytes", "")
		wantStatus(t, resp, 200)
		if ct := resp.Header.Get("Content-Type"); ct != "application/octet-stream" {
			t.Errorf("Content-Type %q", ct)
		}
		want := make([]byte, 256)
		for i := range want {
			want[i] = byte(i)
		}
		if !bytes.Equal(b, want) {
			t.Errorf("body %x, want 00..ff", b)
		}
	}},
	{"an unknown path is not found", func(t *testing.T, tg *sendertest.Target) {
		resp, _ := fetch(t, tg.Client, "GET", tg.URL+"/nope", "")
		wantStatus(t, resp, 404)
	}},
}

func TestEndpointsInEveryMode(t *testing.T) {
	t.Parallel()
	for _, mode := range sendertest.AllModes() {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			for _, c := range endpointCases {
				t.Run(c.name, func(t *testing.T) {
					t.Parallel()
					c.run(t, tg)
				})
			}
		})
	}
}

func decompress(t *testing.T, coding string, b []byte) string {
	t.Helper()
	var r io.Reader
	var err error
	switch coding {
	case "gzip":
		r, err = gzip.NewReader(bytes.NewReader(b))
	case "deflate":
		r, err = zlib.NewReader(bytes.NewReader(b))
	case "br":
		r = brotli.NewReader(bytes.NewReader(b))
	case "zstd":
		var d *zstd.Decoder
		d, err = zstd.NewReader(bytes.NewReader(b))
		if err == nil {
			defer d.Close()
			r = d
		}
	}
	if err != nil {
		t.Fatalf("%s reader: %v", coding, err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", coding, err)
	}
	return string(out)
}

func hasField(h [][2]string, name, value string) bool {
	for _, f := range h {
		if f[0] == name && f[1] == value {
			return true
		}
	}
	return false
}

func TestRequestsRecordsEachRequestInEveryMode(t *testing.T) {
	t.Parallel()
	for _, mode := range sendertest.AllModes() {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			fetch(t, tg.Client, "PUT", tg.URL+"/echo?a=%2F", "body one", "X-Test", "1")
			fetch(t, tg.Client, "GET", tg.URL+"/status/204", "")
			got := tg.Requests()
			if len(got) != 2 {
				t.Fatalf("Requests() has %d entries, want 2: %+v", len(got), got)
			}
			r := got[0]
			if r.Proto != wantProto(mode) || r.Method != "PUT" || r.RequestURI != "/echo?a=%2F" ||
				r.Host != tg.Addr || string(r.Body) != "body one" || r.TLS != mode.TLS() {
				t.Errorf("first request %+v", r)
			}
			if host, _, _ := net.SplitHostPort(r.RemoteAddr); host != "127.0.0.1" {
				t.Errorf("RemoteAddr %q, want 127.0.0.1:PORT", r.RemoteAddr)
			}
			if !hasField(r.Header, wireName(mode, "X-Test"), "1") {
				t.Errorf("header %q lacks X-Test: 1", r.Header)
			}
			if got[1].Method != "GET" || got[1].RequestURI != "/status/204" || len(got[1].Body) != 0 {
				t.Errorf("second request %+v", got[1])
			}
			got[0].Body[0] = 'X'
			if again := tg.Requests(); string(again[0].Body) != "body one" {
				t.Error("Requests returned a body shared with the target")
			}
		})
	}
}

// dialTarget opens a raw connection to tg, over TLS in TLS modes.
func dialTarget(t *testing.T, tg *sendertest.Target) net.Conn {
	t.Helper()
	var c net.Conn
	var err error
	if tg.Mode.TLS() {
		c, err = tls.Dial("tcp", tg.Addr, tg.ClientTLSConfig())
	} else {
		c, err = net.Dial("tcp", tg.Addr)
	}
	if err != nil {
		t.Fatalf("dial %s target: %v", tg.Mode, err)
	}
	t.Cleanup(func() { _ = c.Close() })
	if err := c.SetDeadline(time.Now().Add(10 * time.Second)); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestHTTP1HeaderOrderIsTheWireOrder(t *testing.T) {
	t.Parallel()
	for _, mode := range []sendertest.Mode{sendertest.H1, sendertest.H1TLS} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			c := dialTarget(t, tg)
			// Three pipelined requests: a chunked body, a sized body and
			// none, so the capture must skip both kinds of body framing.
			raw := "POST /echo?first HTTP/1.1\r\nHost: h\r\nZ: 1\r\nA: 2\r\nz:   3  \r\nTransfer-Encoding: chunked\r\n\r\n" +
				"5;ext=1\r\nhello\r\n1\r\n!\r\n0\r\nTrailer-X: t\r\n\r\n" +
				"PUT /echo?second HTTP/1.1\r\nhost: h\r\nContent-Length: 12\r\nx-lower: v\r\n\r\nZ: fake\r\n\r\nx" +
				"GET http://h/echo?third HTTP/1.1\r\nHost: h\r\nB: 1\r\nB: 2\r\nConnection: close\r\n\r\n"
			if _, err := io.WriteString(c, raw); err != nil {
				t.Fatal(err)
			}
			br := bufio.NewReader(c)
			var echoes []sendertest.Echo
			for range 3 {
				resp, err := http.ReadResponse(br, nil)
				if err != nil {
					t.Fatalf("read response %d: %v", len(echoes)+1, err)
				}
				b, err := io.ReadAll(resp.Body)
				_ = resp.Body.Close()
				if err != nil {
					t.Fatal(err)
				}
				echoes = append(echoes, decodeEcho(t, b))
			}
			want := [][][2]string{
				{{"Host", "h"}, {"Z", "1"}, {"A", "2"}, {"z", "3"}, {"Transfer-Encoding", "chunked"}},
				{{"host", "h"}, {"Content-Length", "12"}, {"x-lower", "v"}},
				{{"Host", "h"}, {"B", "1"}, {"B", "2"}, {"Connection", "close"}},
			}
			wantURI := []string{"/echo?first", "/echo?second", "http://h/echo?third"}
			wantBody := []string{"hello!", "Z: fake\r\n\r\nx", ""}
			wantMethod := []string{"POST", "PUT", "GET"}
			got := tg.Requests()
			if len(got) != 3 {
				t.Fatalf("Requests() has %d entries, want 3: %+v", len(got), got)
			}
			for i, r := range got {
				if diff := cmp.Diff(want[i], r.Header); diff != "" {
					t.Errorf("request %d header (-want +got):\n%s", i+1, diff)
				}
				if diff := cmp.Diff(want[i], echoes[i].Headers); diff != "" {
					t.Errorf("request %d echoed headers (-want +got):\n%s", i+1, diff)
				}
				if r.RequestURI != wantURI[i] || echoes[i].URI != wantURI[i] {
					t.Errorf("request %d URI %q, echoed %q, want %q", i+1, r.RequestURI, echoes[i].URI, wantURI[i])
				}
				if r.Method != wantMethod[i] {
					t.Errorf("request %d method %q, want %q", i+1, r.Method, wantMethod[i])
				}
				if string(r.Body) != wantBody[i] {
					t.Errorf("request %d body %q, want %q", i+1, r.Body, wantBody[i])
				}
			}
		})
	}
}

func TestHTTP2HeaderOrderIsTheHPACKOrder(t *testing.T) {
	t.Parallel()
	for _, mode := range []sendertest.Mode{sendertest.H2C, sendertest.H2TLS} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			c := dialTarget(t, tg)
			if _, err := io.WriteString(c, http2.ClientPreface); err != nil {
				t.Fatal(err)
			}
			fr := http2.NewFramer(c, c)
			if err := fr.WriteSettings(); err != nil {
				t.Fatal(err)
			}
			var block bytes.Buffer
			enc := hpack.NewEncoder(&block)
			// The second request repeats fields, which the encoder then sends
			// as dynamic-table indexes: the capture's decoder must keep up.
			reqs := [][][2]string{
				{{"z", "1"}, {"a", "2"}, {"z", "3"}, {"cookie", "c=1"}, {"cookie", "d=2"}},
				{{"a", "2"}, {"z", "1"}, {"z", "1"}, {"x-new", "n"}},
			}
			for i, fields := range reqs {
				id := uint32(2*i + 1)
				block.Reset()
				for _, f := range [][2]string{{":method", "GET"}, {":scheme", "https"}, {":authority", "h"}, {":path", "/echo?n=" + string(rune('1'+i))}} {
					_ = enc.WriteField(hpack.HeaderField{Name: f[0], Value: f[1]})
				}
				for _, f := range fields {
					_ = enc.WriteField(hpack.HeaderField{Name: f[0], Value: f[1]})
				}
				// Split the block: a padded HEADERS frame with priority, then
				// a CONTINUATION frame.
				b := block.Bytes()
				half := len(b) / 2
				if err := fr.WriteHeaders(http2.HeadersFrameParam{
					StreamID: id, BlockFragment: b[:half], EndStream: true, PadLength: 3,
					Priority: http2.PriorityParam{Weight: 15},
				}); err != nil {
					t.Fatal(err)
				}
				if err := fr.WriteContinuation(id, true, b[half:]); err != nil {
					t.Fatal(err)
				}
				readH2Response(t, fr, id)
			}
			got := tg.Requests()
			if len(got) != len(reqs) {
				t.Fatalf("Requests() has %d entries, want %d", len(got), len(reqs))
			}
			for i, r := range got {
				if diff := cmp.Diff(reqs[i], r.Header); diff != "" {
					t.Errorf("request %d header (-want +got):\n%s", i+1, diff)
				}
				if want := "/echo?n=" + string(rune('1'+i)); r.RequestURI != want || r.Host != "h" {
					t.Errorf("request %d: URI %q host %q, want %q and h", i+1, r.RequestURI, r.Host, want)
				}
			}
		})
	}
}

// readH2Response reads frames until stream id ends, acknowledging settings.
func readH2Response(t *testing.T, fr *http2.Framer, id uint32) {
	t.Helper()
	for {
		f, err := fr.ReadFrame()
		if err != nil {
			t.Fatalf("stream %d: read frame: %v", id, err)
		}
		switch f := f.(type) {
		case *http2.SettingsFrame:
			if !f.IsAck() {
				if err := fr.WriteSettingsAck(); err != nil {
					t.Fatal(err)
				}
			}
		case *http2.RSTStreamFrame:
			t.Fatalf("stream %d reset: %v", f.StreamID, f.ErrCode)
		case *http2.GoAwayFrame:
			t.Fatalf("goaway: %v %q", f.ErrCode, f.DebugData())
		case *http2.HeadersFrame:
			if f.StreamID == id && f.StreamEnded() {
				return
			}
		case *http2.DataFrame:
			if f.StreamID == id && f.StreamEnded() {
				return
			}
		}
	}
}

func TestTLSTargetsPresentACertificateOnlyTheirCATrusts(t *testing.T) {
	t.Parallel()
	for _, mode := range []sendertest.Mode{sendertest.H1TLS, sendertest.H2TLS} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)

			block, _ := pem.Decode(tg.CertPEM)
			if block == nil {
				t.Fatalf("CertPEM %q holds no PEM block", tg.CertPEM)
			}
			ca, err := x509.ParseCertificate(block.Bytes)
			if err != nil || !ca.IsCA {
				t.Fatalf("CertPEM is not a CA certificate: %v", err)
			}
			if d := ca.NotAfter.Sub(ca.NotBefore); d != 24*time.Hour {
				t.Errorf("CA valid for %v, want 24h", d)
			}

			// A client with only the system roots refuses the target.
			var protos http.Protocols
			protos.SetHTTP1(true)
			protos.SetHTTP2(true)
			plain := &http.Client{Transport: &http.Transport{Protocols: &protos}}
			resp, err := send(t, plain, "GET", tg.URL+"/echo", "")
			if err == nil {
				_ = resp.Body.Close()
				t.Fatal("a client without the CA reached the target")
			}
			var verr *tls.CertificateVerificationError
			if !errors.As(err, &verr) {
				t.Errorf("error %v, want a *tls.CertificateVerificationError", err)
			}
			plain.CloseIdleConnections()

			// The leaf names 127.0.0.1, ::1 and localhost, and ALPN picks the mode.
			for _, name := range []string{"127.0.0.1", "::1", "localhost"} {
				conf := tg.ClientTLSConfig()
				conf.ServerName = name
				c, err := tls.Dial("tcp", tg.Addr, conf)
				if err != nil {
					t.Errorf("TLS to %s as %q: %v", tg.Addr, name, err)
					continue
				}
				st := c.ConnectionState()
				_ = c.Close()
				want := map[sendertest.Mode]string{sendertest.H1TLS: "http/1.1", sendertest.H2TLS: "h2"}[mode]
				if st.NegotiatedProtocol != want {
					t.Errorf("ALPN %q, want %q", st.NegotiatedProtocol, want)
				}
			}

			// Client trusts it, also under the name localhost.
			_, port, _ := net.SplitHostPort(tg.Addr)
			resp, b := fetch(t, tg.Client, "GET", "https://localhost:"+port+"/echo", "")
			wantStatus(t, resp, 200)
			if e := decodeEcho(t, b); !e.TLS || e.Proto != wantProto(mode) {
				t.Errorf("echo %+v, want TLS and %s", e, wantProto(mode))
			}
		})
	}
}

func TestResetAbortsTheConnection(t *testing.T) {
	t.Parallel()
	for _, mode := range sendertest.AllModes() {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			resp, err := send(t, tg.Client, "GET", tg.URL+"/reset?conn=1", "")
			if err == nil {
				_ = resp.Body.Close()
				t.Fatalf("GET /reset?conn=1: status %d, want an error", resp.StatusCode)
			}
			resp, _ = fetch(t, tg.Client, "GET", tg.URL+"/status/200", "")
			wantStatus(t, resp, 200)
		})
	}
}

func TestCloseEndsEndlessStreams(t *testing.T) {
	t.Parallel()
	for _, mode := range sendertest.AllModes() {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			resp, err := send(t, tg.Client, "GET", tg.URL+"/sse?events=0&interval=5", "")
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = resp.Body.Close() }()
			first := make([]byte, len(sendertest.SSEPreamble))
			if _, err := io.ReadFull(resp.Body, first); err != nil {
				t.Fatal(err)
			}
			tg.Close()
			if _, err := io.Copy(io.Discard, resp.Body); err == nil {
				t.Error("the stream ended cleanly after Close, want an error")
			}
			if _, err := send(t, tg.Client, "GET", tg.URL+"/echo", ""); err == nil {
				t.Error("the target answered after Close")
			}
		})
	}
}

// proxyClient returns a client for tg that goes through proxyURL.
func proxyClient(t *testing.T, tg *sendertest.Target, proxyURL string) *http.Client {
	t.Helper()
	u, err := url.Parse(proxyURL)
	if err != nil {
		t.Fatal(err)
	}
	var protos http.Protocols
	if tg.Mode == sendertest.H2TLS {
		protos.SetHTTP2(true)
	} else {
		protos.SetHTTP1(true)
	}
	tr := &http.Transport{Proxy: http.ProxyURL(u), TLSClientConfig: tg.ClientTLSConfig(), Protocols: &protos}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr}
}

func withUser(raw, user, pass string) string {
	u, _ := url.Parse(raw)
	u.User = url.UserPassword(user, pass)
	return u.String()
}

func TestProxyRelaysAbsoluteFormAndTunnels(t *testing.T) {
	t.Parallel()
	t.Run("an http URL is relayed as an absolute-form request", func(t *testing.T) {
		t.Parallel()
		tg := sendertest.Start(t, sendertest.H1)
		px := sendertest.StartProxy(t)
		c := proxyClient(t, tg, px.URL)
		resp, b := fetch(t, c, "POST", tg.URL+"/echo?via=proxy", "sent", "X-Test", "1")
		wantStatus(t, resp, 200)
		e := decodeEcho(t, b)
		if e.URI != "/echo?via=proxy" || e.Body != "sent" || !hasField(e.Headers, "X-Test", "1") {
			t.Errorf("echo through the proxy %+v", e)
		}
		if diff := cmp.Diff([]string{"POST " + tg.URL + "/echo?via=proxy"}, px.Requests()); diff != "" {
			t.Errorf("proxy requests (-want +got):\n%s", diff)
		}
	})
	t.Run("a streamed body stays streamed through the proxy", func(t *testing.T) {
		t.Parallel()
		tg := sendertest.Start(t, sendertest.H1)
		c := proxyClient(t, tg, sendertest.StartProxy(t).URL)
		resp, err := send(t, c, "GET", tg.URL+"/sse?events=0&interval=1", "")
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		want := sendertest.SSEPreamble + sendertest.SSEEvent(1)
		got := make([]byte, len(want))
		if _, err := io.ReadFull(resp.Body, got); err != nil || string(got) != want {
			t.Errorf("stream starts %q (%v), want %q", got, err, want)
		}
	})
	for _, mode := range []sendertest.Mode{sendertest.H1TLS, sendertest.H2TLS} {
		t.Run("an https URL goes through a CONNECT tunnel in "+string(mode), func(t *testing.T) {
			t.Parallel()
			tg := sendertest.Start(t, mode)
			px := sendertest.StartProxy(t)
			c := proxyClient(t, tg, px.URL)
			for range 2 {
				resp, b := fetch(t, c, "GET", tg.URL+"/echo", "")
				wantStatus(t, resp, 200)
				if e := decodeEcho(t, b); !e.TLS || e.Proto != wantProto(mode) {
					t.Errorf("echo through the tunnel %+v", e)
				}
			}
			if diff := cmp.Diff([]string{"CONNECT " + tg.Addr}, px.Requests()); diff != "" {
				t.Errorf("proxy requests (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("an authenticating proxy answers 407 without credentials", func(t *testing.T) {
		t.Parallel()
		tg := sendertest.Start(t, sendertest.H1)
		px := sendertest.StartProxyAuth(t, "pu", "pp")
		resp, _ := fetch(t, proxyClient(t, tg, px.URL), "GET", tg.URL+"/echo", "")
		wantStatus(t, resp, http.StatusProxyAuthRequired)
		if got := resp.Header.Get("Proxy-Authenticate"); got != `Basic realm="sendertest"` {
			t.Errorf("Proxy-Authenticate %q", got)
		}
		resp, _ = fetch(t, proxyClient(t, tg, withUser(px.URL, "pu", "wrong")), "GET", tg.URL+"/echo", "")
		wantStatus(t, resp, http.StatusProxyAuthRequired)
		resp, b := fetch(t, proxyClient(t, tg, withUser(px.URL, "pu", "pp")), "GET", tg.URL+"/echo", "")
		wantStatus(t, resp, 200)
		if e := decodeEcho(t, b); hasFieldName(e.Headers, "Proxy-Authorization") {
			t.Errorf("the proxy forwarded its credentials: %q", e.Headers)
		}
		if len(px.Requests()) != 1 {
			t.Errorf("proxy requests %q, want only the authenticated one", px.Requests())
		}
	})
	t.Run("an authenticating proxy refuses a CONNECT without credentials", func(t *testing.T) {
		t.Parallel()
		tg := sendertest.Start(t, sendertest.H1TLS)
		px := sendertest.StartProxyAuth(t, "pu", "pp")
		if resp, err := send(t, proxyClient(t, tg, px.URL), "GET", tg.URL+"/echo", ""); err == nil {
			_ = resp.Body.Close()
			t.Fatalf("status %d, want the CONNECT to fail", resp.StatusCode)
		}
		resp, _ := fetch(t, proxyClient(t, tg, withUser(px.URL, "pu", "pp")), "GET", tg.URL+"/echo", "")
		wantStatus(t, resp, 200)
	})
	t.Run("a destination off the loopback range is refused", func(t *testing.T) {
		t.Parallel()
		px := sendertest.StartProxy(t)
		c, err := net.Dial("tcp", strings.TrimPrefix(px.URL, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = c.Close() }()
		// 0.0.0.0 is not a loopback address, though dialing it would reach
		// this machine: a broken check cannot send traffic elsewhere.
		if _, err := io.WriteString(c, "CONNECT 0.0.0.0:1 HTTP/1.1\r\nHost: 0.0.0.0:1\r\n\r\n"); err != nil {
			t.Fatal(err)
		}
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		wantStatus(t, resp, http.StatusForbidden)
	})
}

func hasFieldName(h [][2]string, name string) bool {
	for _, f := range h {
		if strings.EqualFold(f[0], name) {
			return true
		}
	}
	return false
}

func TestSOCKS5ConnectsToLoopbackDestinations(t *testing.T) {
	t.Parallel()
	t.Run("net/http reaches a target through it", func(t *testing.T) {
		t.Parallel()
		for _, mode := range []sendertest.Mode{sendertest.H1, sendertest.H2TLS} {
			tg := sendertest.Start(t, mode)
			s := sendertest.StartSOCKS5(t)
			resp, b := fetch(t, proxyClient(t, tg, s.URL), "GET", tg.URL+"/echo", "")
			wantStatus(t, resp, 200)
			if e := decodeEcho(t, b); e.Proto != wantProto(mode) {
				t.Errorf("%s: echo %+v", mode, e)
			}
			if diff := cmp.Diff([]string{tg.Addr}, s.Destinations()); diff != "" {
				t.Errorf("%s: destinations (-want +got):\n%s", mode, diff)
			}
		}
	})
	t.Run("username and password are checked", func(t *testing.T) {
		t.Parallel()
		tg := sendertest.Start(t, sendertest.H1)
		s := sendertest.StartSOCKS5Auth(t, "su", "sp")
		if resp, err := send(t, proxyClient(t, tg, withUser(s.URL, "su", "bad")), "GET", tg.URL+"/echo", ""); err == nil {
			_ = resp.Body.Close()
			t.Fatal("a wrong password got through")
		}
		if resp, err := send(t, proxyClient(t, tg, s.URL), "GET", tg.URL+"/echo", ""); err == nil {
			_ = resp.Body.Close()
			t.Fatal("no credentials got through")
		}
		resp, _ := fetch(t, proxyClient(t, tg, withUser(s.URL, "su", "sp")), "GET", tg.URL+"/echo", "")
		wantStatus(t, resp, 200)
		if got := len(s.Destinations()); got != 1 {
			t.Errorf("%d destinations, want 1", got)
		}
	})

	tg := sendertest.Start(t, sendertest.H1)
	_, portStr, _ := net.SplitHostPort(tg.Addr)
	port := make([]byte, 2)
	p, _ := net.LookupPort("tcp", portStr)
	binary.BigEndian.PutUint16(port, uint16(p))
	for _, c := range []struct {
		name     string
		methods  []byte
		request  []byte // after VER
		wantRep  byte
		wantDest string
	}{
		{"an IPv4 address connects", []byte{0}, cat([]byte{1, 0, 1, 127, 0, 0, 1}, port), 0, tg.Addr},
		{"a domain name connects", []byte{0}, cat([]byte{1, 0, 3, 9}, []byte("localhost"), port), 0, "localhost:" + portStr},
		{"an IPv6 address connects", []byte{0}, cat([]byte{1, 0, 4}, net.ParseIP("::ffff:127.0.0.1").To16(), port), 0, tg.Addr},
		{"BIND is not supported", []byte{0}, cat([]byte{2, 0, 1, 127, 0, 0, 1}, port), 7, ""},
		{"an unknown address type is not supported", []byte{0}, cat([]byte{1, 0, 9}, port), 8, ""},
		{"a non-loopback address is not allowed", []byte{0}, cat([]byte{1, 0, 1, 0, 0, 0, 0}, port), 2, ""},
		{"a non-loopback name is not allowed", []byte{0}, cat([]byte{1, 0, 3, 15}, []byte("example.invalid"), port), 2, ""},
		{"no acceptable method is refused", []byte{2}, nil, 0xff, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := sendertest.StartSOCKS5(t)
			conn, err := net.Dial("tcp", s.Addr)
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = conn.Close() }()
			if err := conn.SetDeadline(time.Now().Add(10 * time.Second)); err != nil {
				t.Fatal(err)
			}
			mustWrite(t, conn, cat([]byte{5, byte(len(c.methods))}, c.methods))
			sel := mustRead(t, conn, 2)
			if c.wantRep == 0xff {
				if sel[1] != 0xff {
					t.Errorf("method selection %x, want 05ff", sel)
				}
				return
			}
			if sel[0] != 5 || sel[1] != 0 {
				t.Fatalf("method selection %x, want 0500", sel)
			}
			mustWrite(t, conn, cat([]byte{5}, c.request))
			rep := mustRead(t, conn, 10) // the server always replies with an IPv4 BND.ADDR here
			if rep[0] != 5 || rep[1] != c.wantRep || rep[3] != 1 {
				t.Fatalf("reply %x, want REP %#x with an IPv4 address", rep, c.wantRep)
			}
			if c.wantRep != 0 {
				if got := s.Destinations(); len(got) != 0 {
					t.Errorf("destinations %q after a refusal", got)
				}
				return
			}
			mustWrite(t, conn, []byte("GET /status/200 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			_ = resp.Body.Close()
			wantStatus(t, resp, 200)
			if diff := cmp.Diff([]string{c.wantDest}, s.Destinations()); diff != "" {
				t.Errorf("destinations (-want +got):\n%s", diff)
			}
		})
	}
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func mustWrite(t *testing.T, c net.Conn, b []byte) {
	t.Helper()
	if _, err := c.Write(b); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, c net.Conn, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	if _, err := io.ReadFull(c, b); err != nil {
		t.Fatalf("read %d bytes: %v", n, err)
	}
	return b
}

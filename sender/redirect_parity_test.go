package sender_test

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// The redirect parity table: every case runs through every path that
// follows a redirect (a single send, POST /execute; a collection run; a
// load run on the event loop, on the goroutine path, and over HTTP/2 with
// the lean client and with net/http's transport), each through a real
// engine, against one recording loopback target, and what
// the target saw is diffed across the paths and against the table. A
// drift between two paths fails on its first run.

// paritySeen is one request as the recording target saw it.
type paritySeen struct {
	Hop           string // "r" (the redirecting URL) or "dest"
	Origin        string // scheme://host:port the request reached
	Method        string
	Body          string
	ContentType   string
	Authorization string
	Cookie        string
	ProxyAuth     string
	Proto         string // checked apart: it differs by path
}

// The request every case sends, besides its method: a JSON body (which
// derives its Content-Type) and the three credentials.
const (
	parityBody      = `{"a":1}`
	parityAuth      = "Bearer SECRET"
	parityCookie    = "sid=s3cr3t"
	parityProxyAuth = "Basic cHJveHk6cHc="
)

// parityTarget records requests by case: /r/<path>/<case>?code=&to=
// answers the redirect, /dest/<path>/<case> answers 200. It listens on
// two ports: a, which speaks TLS or cleartext HTTP/1.1 as the client's
// first byte says (so "other scheme" changes the scheme alone), and b.
type parityTarget struct {
	a, b string // 127.0.0.1:port
	mu   sync.Mutex
	seen map[string][]paritySeen // by "<path>/<case>"
}

func startParityTarget(t *testing.T) *parityTarget {
	t.Helper()
	pt := &parityTarget{seen: map[string][]paritySeen{}}
	cert := selfSigned(t)
	for i, sniff := range []bool{true, false} {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		l := net.Listener(ln)
		if sniff {
			l = newSniffListener(ln, &tls.Config{Certificates: []tls.Certificate{cert}, NextProtos: []string{"http/1.1"}})
		}
		var protos http.Protocols // HTTP/1.1, and h2c for the HTTP/2 load paths
		protos.SetHTTP1(true)
		protos.SetUnencryptedHTTP2(true)
		srv := &http.Server{Handler: pt, Protocols: &protos, ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = srv.Serve(l) }()
		t.Cleanup(func() { _ = srv.Close(); _ = l.Close() })
		if i == 0 {
			pt.a = ln.Addr().String()
		} else {
			pt.b = ln.Addr().String()
		}
	}
	return pt
}

func (pt *parityTarget) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	parts := strings.SplitN(strings.TrimPrefix(r.URL.Path, "/"), "/", 2)
	if len(parts) != 2 || (parts[0] != "r" && parts[0] != "dest") {
		http.NotFound(w, r)
		return
	}
	body, _ := io.ReadAll(r.Body)
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	_, port, _ := net.SplitHostPort(local.String())
	host, _, _ := net.SplitHostPort(r.Host)
	pt.mu.Lock()
	pt.seen[parts[1]] = append(pt.seen[parts[1]], paritySeen{
		Hop: parts[0], Origin: scheme + "://" + host + ":" + port, Method: r.Method, Body: string(body), Proto: r.Proto,
		ContentType: r.Header.Get("Content-Type"), Authorization: r.Header.Get("Authorization"),
		Cookie: r.Header.Get("Cookie"), ProxyAuth: r.Header.Get("Proxy-Authorization"),
	})
	pt.mu.Unlock()
	if parts[0] == "r" {
		code, err := strconv.Atoi(r.URL.Query().Get("code"))
		if err != nil {
			http.Error(w, "code: "+err.Error(), http.StatusBadRequest)
			return
		}
		w.Header().Set("Location", r.URL.Query().Get("to"))
		w.WriteHeader(code)
		return
	}
	_, _ = io.WriteString(w, "ok")
}

func (pt *parityTarget) requests(key string) []paritySeen {
	pt.mu.Lock()
	defer pt.mu.Unlock()
	return append([]paritySeen(nil), pt.seen[key]...)
}

// The table: the method rules by status and method, the credential rule
// by where the Location points; every case is one of each.
var (
	parityMethods = []struct {
		status     int
		method     string
		wantMethod string
		wantBody   bool
	}{
		{301, "GET", "GET", true}, {301, "POST", "GET", false}, {301, "PUT", "PUT", true}, {301, "HEAD", "HEAD", true},
		{302, "GET", "GET", true}, {302, "POST", "GET", false}, {302, "PUT", "PUT", true}, {302, "HEAD", "HEAD", true},
		{303, "GET", "GET", false}, {303, "POST", "GET", false}, {303, "PUT", "GET", false}, {303, "HEAD", "HEAD", false},
		{307, "GET", "GET", true}, {307, "POST", "POST", true}, {307, "PUT", "PUT", true}, {307, "HEAD", "HEAD", true},
		{308, "GET", "GET", true}, {308, "POST", "POST", true}, {308, "PUT", "PUT", true}, {308, "HEAD", "HEAD", true},
	}
	parityOrigins = []struct {
		name      string
		dest      func(pt *parityTarget) string // scheme://host:port of the Location
		keepCreds bool
	}{
		{"same origin", func(pt *parityTarget) string { return "http://" + pt.a }, true},
		{"other host", func(pt *parityTarget) string { return "http://localhost:" + portOf(pt.a) }, false},
		{"other port", func(pt *parityTarget) string { return "http://" + pt.b }, false},
		{"other scheme", func(pt *parityTarget) string { return "https://" + pt.a }, false},
	}
)

func portOf(addr string) string { _, p, _ := net.SplitHostPort(addr); return p }

type parityCase struct {
	key    string // also the last path segment
	status int
	method string
	a      string // the first request's host:port
	dest   string // scheme://host:port the redirect points at
	want   []paritySeen
}

func parityCases(pt *parityTarget) []parityCase {
	var out []parityCase
	for _, m := range parityMethods {
		for _, o := range parityOrigins {
			key := fmt.Sprintf("%d-%s-%s", m.status, m.method, strings.ReplaceAll(o.name, " ", "-"))
			first := paritySeen{Hop: "r", Origin: "http://127.0.0.1:" + portOf(pt.a), Method: m.method, Body: parityBody,
				ContentType: "application/json", Authorization: parityAuth, Cookie: parityCookie, ProxyAuth: parityProxyAuth}
			second := paritySeen{Hop: "dest", Origin: o.dest(pt), Method: m.wantMethod}
			if m.wantBody {
				second.Body, second.ContentType = parityBody, "application/json"
			}
			if o.keepCreds {
				second.Authorization, second.Cookie, second.ProxyAuth = parityAuth, parityCookie, parityProxyAuth
			}
			out = append(out, parityCase{key: key, status: m.status, method: m.method, a: pt.a, dest: o.dest(pt), want: []paritySeen{first, second}})
		}
	}
	return out
}

// request is the case's request as the API takes it, for path name: the
// HTTP/2 load paths (name "load-h2...") speak h2c to the first URL.
func (c parityCase) request(name string) map[string]any {
	to := c.dest + "/dest/" + name + "/" + c.key
	version := "http1.1"
	if strings.HasPrefix(name, "load-h2") {
		version = "http2"
	}
	return map[string]any{
		"name": c.key, "method": c.method, "url": fmt.Sprintf("http://%s/r/%s/%s?code=%d&to=%s", c.a, name, c.key, c.status, url.QueryEscape(to)),
		"headers": []map[string]any{
			{"key": "Authorization", "value": parityAuth, "enabled": true},
			{"key": "Cookie", "value": parityCookie, "enabled": true},
			{"key": "Proxy-Authorization", "value": parityProxyAuth, "enabled": true},
		},
		"body":            map[string]any{"mode": "json", "content": parityBody},
		"auth":            map[string]any{"mode": "none"},
		"followRedirects": true, "maxRedirects": 10, "verifySSL": false, "httpVersion": version,
	}
}

var ignoreProto = cmpopts.IgnoreFields(paritySeen{}, "Proto")

func TestRedirectParityAcrossEveryPath(t *testing.T) {
	t.Parallel()
	pt := startParityTarget(t)
	cases := parityCases(pt)
	e := mgmttest.Start(t)
	// The second engine's environment picks the other load paths:
	// HTTP/1.1 on goroutines, HTTP/2 through net/http's transport.
	other := mgmttest.StartWith(t, engine.Options{Getenv: func(k string) string {
		return map[string]string{"SVC_ENGINE_H1_TRANSPORT": "goroutines", "SVC_ENGINE_H2_TRANSPORT": "nethttp"}[k]
	}})
	loads := []struct {
		name string
		e    *mgmttest.Engine
	}{{"load-event-loop", e}, {"load-goroutines", other}, {"load-h2-lean", e}, {"load-h2-nethttp", other}}
	paths := []string{"execute", "collection"}
	for _, l := range loads {
		paths = append(paths, l.name)
	}

	// A single send: POST /execute, one per case.
	for _, c := range cases {
		res := e.Must(200, "POST", "/execute", map[string]any{"request": c.request("execute")})
		if code := res["statusCode"]; code != 200.0 {
			t.Errorf("execute %s: statusCode %v, want 200: %v", c.key, code, res)
		}
	}

	// A collection run: every case is one request of one collection.
	col := e.Collection(map[string]any{"name": "redirects"})
	for _, c := range cases {
		e.Request(col["id"].(string), c.request("collection"))
	}
	runs := map[string]*mgmttest.Engine{startRun(t, e, map[string]any{"scenario": map[string]any{"collectionId": col["id"], "iterations": 1}}): e}

	// Load runs of one request each, on the event loop, the goroutine
	// path and both HTTP/2 clients, all running at once.
	for _, c := range cases {
		for _, l := range loads {
			runs[startRun(t, l.e, map[string]any{"request": c.request(l.name), "mode": "iterations", "iterations": 1})] = l.e
		}
	}
	for id, eng := range runs {
		if run := waitRunEnded(t, eng, id); run["status"] != "Completed" {
			t.Errorf("run %s ended %v: %v", id, run["status"], run)
		}
	}

	for _, c := range cases {
		var first []paritySeen
		for i, name := range paths {
			got := pt.requests(name + "/" + c.key)
			wantProto := "HTTP/1.1"
			if strings.HasPrefix(name, "load-h2") {
				wantProto = "HTTP/2.0"
			}
			if len(got) == 0 || got[0].Proto != wantProto {
				t.Errorf("%s through %s: the first request came over %v, want %s", c.key, name, got, wantProto)
			}
			if i == 0 {
				first = got
			} else if d := cmp.Diff(first, got, ignoreProto); d != "" {
				t.Errorf("%s: %s and %s drift (-%s +%s):\n%s", c.key, paths[0], name, paths[0], name, d)
			}
			if d := cmp.Diff(c.want, got, ignoreProto); d != "" {
				t.Errorf("%s through %s: the target saw (-want +got):\n%s", c.key, name, d)
			}
		}
	}
}

// startRun posts a run and returns its id.
func startRun(t *testing.T, e *mgmttest.Engine, body map[string]any) string {
	t.Helper()
	id, _ := e.Must(202, "POST", "/runs", body)["runId"].(string)
	if id == "" {
		t.Fatalf("POST /runs %v answered no runId", body)
	}
	return id
}

// waitRunEnded polls GET /runs/:id until the run has ended.
func waitRunEnded(t *testing.T, e *mgmttest.Engine, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		r := e.Must(200, "GET", "/runs/"+id, nil)
		if s := r["status"]; s != "Pending" && s != "Running" {
			return r
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %s is still %v after 60 s", id, r["status"])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// sniffListener hands out connections that speak TLS when their first
// byte opens a TLS handshake (0x16) and cleartext otherwise; the first
// byte is awaited on a goroutine per connection, so a silent client
// never holds up the others.
type sniffListener struct {
	net.Listener
	conf  *tls.Config
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

func newSniffListener(ln net.Listener, conf *tls.Config) *sniffListener {
	l := &sniffListener{Listener: ln, conf: conf, conns: make(chan net.Conn), done: make(chan struct{})}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go l.sniff(c)
		}
	}()
	return l
}

func (l *sniffListener) sniff(c net.Conn) {
	br := bufio.NewReader(c)
	first, err := br.Peek(1)
	if err != nil {
		_ = c.Close()
		return
	}
	var out net.Conn = &peekedConn{Conn: c, r: br}
	if first[0] == 0x16 {
		out = tls.Server(out, l.conf)
	}
	select {
	case l.conns <- out:
	case <-l.done:
		_ = c.Close()
	}
}

func (l *sniffListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}

func (l *sniffListener) Close() error {
	l.once.Do(func() { close(l.done) })
	err := l.Listener.Close()
	if errors.Is(err, net.ErrClosed) {
		return nil
	}
	return err
}

type peekedConn struct {
	net.Conn
	r *bufio.Reader
}

func (c *peekedConn) Read(p []byte) (int, error) { return c.r.Read(p) }

// selfSigned is a certificate for 127.0.0.1 and localhost, valid an hour.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "parity"},
		NotBefore: time.Now().Add(-time.Minute), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

package sendertest

import (
	"context"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// Proxy is a forward HTTP proxy on 127.0.0.1:0. It relays absolute-form
// requests for http:// URLs (RFC 9112 3.2.2) and tunnels CONNECT requests
// (RFC 9110 9.3.6), only ever to loopback destinations: a request for any
// other host is answered 403 without a connection attempt. Its methods are
// safe for concurrent use.
type Proxy struct {
	// URL is "http://127.0.0.1:PORT", without credentials.
	URL string

	user, pass string // both empty: no authentication
	srv        *http.Server
	tr         *http.Transport
	logw       *tbWriter
	tunnels    connSet
	once       sync.Once

	mu   sync.Mutex
	reqs []string
}

// StartProxy starts a proxy that needs no authentication and closes it at
// t.Cleanup.
func StartProxy(t testing.TB) *Proxy {
	t.Helper()
	return startProxy(t, "", "")
}

// StartProxyAuth starts a proxy that answers 407 (with a Basic challenge)
// to any request without "Proxy-Authorization: Basic" credentials equal to
// user and pass, and closes it at t.Cleanup.
func StartProxyAuth(t testing.TB, user, pass string) *Proxy {
	t.Helper()
	return startProxy(t, user, pass)
}

func startProxy(t testing.TB, user, pass string) *Proxy {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("sendertest: start proxy: listen: %v", err)
	}
	var protos http.Protocols
	protos.SetHTTP1(true)
	p := &Proxy{
		URL:  "http://" + ln.Addr().String(),
		user: user,
		pass: pass,
		logw: &tbWriter{t: t},
		tr: &http.Transport{
			Protocols:          &protos,
			DialContext:        func(ctx context.Context, _, addr string) (net.Conn, error) { return dialLoopback(ctx, addr) },
			DisableCompression: true,
			IdleConnTimeout:    30 * time.Second,
		},
	}
	p.srv = &http.Server{
		Handler:           http.HandlerFunc(p.serve),
		Protocols:         &protos,
		ReadHeaderTimeout: 30 * time.Second,
		ErrorLog:          log.New(p.logw, "sendertest proxy: ", 0),
	}
	go func() { _ = p.srv.Serve(ln) }() // returns ErrServerClosed at Close
	t.Cleanup(p.Close)
	return p
}

// Requests returns "METHOD target" for every request the proxy accepted for
// relaying (after authentication), in order: "GET http://127.0.0.1:PORT/echo"
// for absolute-form, "CONNECT 127.0.0.1:PORT" for tunnels. A request whose
// destination was then refused or unreachable is listed too.
func (p *Proxy) Requests() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.reqs)
}

// Close stops the proxy, ends its tunnels and waits for them. Start
// registers it with t.Cleanup; Close is idempotent.
func (p *Proxy) Close() {
	p.once.Do(func() {
		_ = p.srv.Close()
		p.tunnels.close()
		p.tr.CloseIdleConnections()
		p.logw.close()
	})
}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request) {
	if !p.authorized(r) {
		w.Header().Set("Proxy-Authenticate", `Basic realm="sendertest"`)
		http.Error(w, "proxy authentication required", http.StatusProxyAuthRequired)
		return
	}
	if r.Method == http.MethodConnect {
		p.tunnel(w, r)
		return
	}
	if !r.URL.IsAbs() || r.URL.Scheme != "http" {
		http.Error(w, "not a proxy request: want absolute-form http:// or CONNECT", http.StatusBadRequest)
		return
	}
	p.note(r.Method + " " + r.RequestURI)

	out := r.Clone(r.Context())
	out.RequestURI = ""
	removeHopByHop(out.Header)
	resp, err := p.tr.RoundTrip(out)
	if err != nil {
		badGateway(w, err)
		return
	}
	defer func() { _ = resp.Body.Close() }() // copied to the client below; a close error adds nothing
	removeHopByHop(resp.Header)
	for k, vv := range resp.Header {
		w.Header()[k] = vv
	}
	w.WriteHeader(resp.StatusCode)
	// Flush as data arrives so streamed bodies (SSE, /slow-body) stay streamed.
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return
			}
			flush(w)
		}
		if err != nil {
			return
		}
	}
}

func (p *Proxy) tunnel(w http.ResponseWriter, r *http.Request) {
	p.note("CONNECT " + r.Host)
	upstream, err := dialLoopback(r.Context(), r.Host)
	if err != nil {
		badGateway(w, err)
		return
	}
	client, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		_ = upstream.Close()
		http.Error(w, "hijack: "+err.Error(), http.StatusInternalServerError)
		return
	}
	if !p.tunnels.begin(client, upstream) {
		return
	}
	defer p.tunnels.end(client, upstream)
	if _, err := io.WriteString(client, "HTTP/1.1 200 Connection established\r\n\r\n"); err != nil {
		return
	}
	// brw.Reader may already hold bytes the client sent after its CONNECT.
	relay(struct {
		io.Reader
		io.Writer
	}{brw.Reader, client}, client, upstream)
}

func (p *Proxy) note(s string) {
	p.mu.Lock()
	p.reqs = append(p.reqs, s)
	p.mu.Unlock()
}

func (p *Proxy) authorized(r *http.Request) bool {
	if p.user == "" && p.pass == "" {
		return true
	}
	scheme, cred, ok := strings.Cut(r.Header.Get("Proxy-Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Basic") {
		return false
	}
	got, err := base64.StdEncoding.DecodeString(strings.TrimSpace(cred))
	return err == nil && subtle.ConstantTimeCompare(got, []byte(p.user+":"+p.pass)) == 1
}

// badGateway answers 403 for a non-loopback destination and 502 otherwise.
func badGateway(w http.ResponseWriter, err error) {
	if errors.Is(err, errNotLoopback) {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	http.Error(w, err.Error(), http.StatusBadGateway)
}

// removeHopByHop deletes the fields a proxy must not forward (RFC 9110
// 7.6.1): those Connection names, the standard hop-by-hop ones, the
// non-standard Proxy-Connection and the proxy's own credentials.
func removeHopByHop(h http.Header) {
	for _, v := range h.Values("Connection") {
		for name := range strings.SplitSeq(v, ",") {
			h.Del(strings.TrimSpace(name))
		}
	}
	for _, name := range [...]string{
		"Connection", "Proxy-Connection", "Keep-Alive", "Proxy-Authenticate",
		"Proxy-Authorization", "TE", "Trailer", "Transfer-Encoding", "Upgrade",
	} {
		h.Del(name)
	}
}

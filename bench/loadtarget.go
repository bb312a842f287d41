package bench

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"
)

// Hello is what the load target answers on / (13 bytes), the body wrk's and
// h2load's usual "hello world" targets send.
var Hello = []byte("Hello, World!")

// H2Streams is the net/http server's default HTTP/2 stream limit per
// connection (NewLoadTarget's h2Streams 0).
const H2Streams = 100

// MaxDelay caps /delay?ms=N, so that no request holds the target longer
// than a run is allowed to last.
const MaxDelay = 60 * time.Second

// LoadStats is what GET /_stats answers: counters since the target started,
// for one of its two servers. The driver reads it before and after each run
// to check the tools' request counts and to see how many connections a
// generator really opened.
type LoadStats struct {
	Requests int64 `json:"requests"` // answered requests, /_stats excluded
	Conns    int64 `json:"conns"`    // connections accepted
	Open     int64 `json:"open"`     // connections open now
}

// LoadTarget is the loopback target of the load benchmark: fasthttp
// (HTTP/1.1, pipelining) on one listener and net/http (HTTP/1.1 and
// cleartext HTTP/2, h2c) on another. Both answer
//
//	GET /           200 "Hello, World!" (text/plain)
//	GET /delay?ms=N the same after N ms (0..60000)
//	GET /_stats     LoadStats as JSON, not counted
//
// Waiting in /delay parks the handler's goroutine on a timer; it holds no
// OS thread, so 500 requests in flight (50,000 req/s × 10 ms) cost the
// target timers and goroutines, not threads. The counters are atomics, the
// same cost on both servers.
type LoadTarget struct {
	fast     *fasthttp.Server
	std      *http.Server
	h1, std2 counters
}

type counters struct {
	requests, conns, open atomic.Int64
}

func (c *counters) stats() LoadStats {
	return LoadStats{Requests: c.requests.Load(), Conns: c.conns.Load(), Open: c.open.Load()}
}

func (c *counters) appendStats(b []byte) []byte {
	s := c.stats()
	b = append(b, `{"requests":`...)
	b = strconv.AppendInt(b, s.Requests, 10)
	b = append(b, `,"conns":`...)
	b = strconv.AppendInt(b, s.Conns, 10)
	b = append(b, `,"open":`...)
	b = strconv.AppendInt(b, s.Open, 10)
	return append(b, '}')
}

// delayMs reads the ms argument of /delay: absent or invalid is 0, and it
// is capped at MaxDelay.
func delayMs(arg []byte) time.Duration {
	n, err := strconv.Atoi(string(arg))
	if err != nil || n <= 0 {
		return 0
	}
	d := time.Duration(n) * time.Millisecond
	return min(d, MaxDelay)
}

// NewLoadTarget returns a target whose servers are ready to serve;
// h2Streams is the HTTP/2 stream limit per connection (0: H2Streams).
func NewLoadTarget(h2Streams uint32) *LoadTarget {
	if h2Streams == 0 {
		h2Streams = H2Streams
	}
	t := &LoadTarget{}
	t.fast = &fasthttp.Server{
		Handler:               t.handleFast,
		Name:                  "loadtarget",
		NoDefaultServerHeader: true,
		// 10,000 connections held open by one generator are the point of
		// one run; nothing else limits them.
		Concurrency: 1 << 18,
		ConnState: func(_ net.Conn, s fasthttp.ConnState) {
			switch s {
			case fasthttp.StateNew:
				t.h1.conns.Add(1)
				t.h1.open.Add(1)
			case fasthttp.StateClosed, fasthttp.StateHijacked:
				t.h1.open.Add(-1)
			}
		},
	}
	var protos http.Protocols
	protos.SetHTTP1(true)
	protos.SetUnencryptedHTTP2(true) // h2c with prior knowledge, as h2load and loadcore speak it
	protos.SetHTTP2(true)            // HTTP/2 over TLS (ServeTLS), chosen by ALPN
	t.std = &http.Server{
		Handler:           http.HandlerFunc(t.handleStd),
		Protocols:         &protos,
		HTTP2:             &http.HTTP2Config{MaxConcurrentStreams: int(h2Streams)},
		ReadHeaderTimeout: 10 * time.Second,
		ConnState: func(_ net.Conn, s http.ConnState) {
			switch s {
			case http.StateNew:
				t.std2.conns.Add(1)
				t.std2.open.Add(1)
			case http.StateClosed, http.StateHijacked:
				t.std2.open.Add(-1)
			}
		},
	}
	return t
}

// ServeFast answers HTTP/1.1 with fasthttp on ln until Shutdown.
func (t *LoadTarget) ServeFast(ln net.Listener) error {
	return t.fast.Serve(ln)
}

func (t *LoadTarget) handleFast(ctx *fasthttp.RequestCtx) {
	switch string(ctx.Path()) {
	case "/_stats":
		ctx.SetContentType("application/json")
		ctx.SetBody(t.h1.appendStats(ctx.Response.Body()[:0]))
		return
	case "/delay":
		if d := delayMs(ctx.QueryArgs().Peek("ms")); d > 0 {
			time.Sleep(d)
		}
	}
	t.h1.requests.Add(1)
	ctx.SetContentType("text/plain")
	ctx.SetBody(Hello)
}

// ServeStd answers HTTP/1.1 and h2c (prior knowledge) with
// net/http on ln until Shutdown.
func (t *LoadTarget) ServeStd(ln net.Listener) error {
	err := t.std.Serve(ln)
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

func (t *LoadTarget) handleStd(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/_stats":
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(t.std2.appendStats(nil))
		return
	case "/delay":
		if d := delayMs([]byte(r.URL.Query().Get("ms"))); d > 0 {
			time.Sleep(d)
		}
	}
	t.std2.requests.Add(1)
	h := w.Header()
	h.Set("Content-Type", "text/plain")
	h.Set("Content-Length", "13")
	_, _ = w.Write(Hello)
}

// ServeTLS answers HTTP/1.1 and HTTP/2 (the client's ALPN choice) over
// TLS with the net/http server on ln until Shutdown, with a self-signed
// certificate for 127.0.0.1 made now (clients do not verify it). Its
// requests count with the net/http server's (GET /_stats on ServeStd's
// listener).
func (t *LoadTarget) ServeTLS(ln net.Listener) error {
	cert, err := selfSignedCert()
	if err != nil {
		_ = ln.Close() // nothing is served on it
		return err
	}
	conf := &tls.Config{Certificates: []tls.Certificate{cert}, NextProtos: []string{"h2", "http/1.1"}}
	err = t.std.Serve(tls.NewListener(ln, conf))
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// selfSignedCert returns an ECDSA P-256 certificate for 127.0.0.1 that
// signs itself, valid for a day.
func selfSignedCert() (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("generate the TLS key: %w", err)
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(now.UnixNano()),
		Subject:      pkix.Name{CommonName: "loadtarget"},
		NotBefore:    now.Add(-time.Minute),
		NotAfter:     now.Add(24 * time.Hour),
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("create the TLS certificate: %w", err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}

// Stats returns the counters of the fasthttp and the net/http server.
func (t *LoadTarget) Stats() (fast, std LoadStats) {
	return t.h1.stats(), t.std2.stats()
}

// Shutdown stops both servers and waits for in-flight requests until ctx
// ends.
func (t *LoadTarget) Shutdown(ctx context.Context) error {
	return errors.Join(t.fast.ShutdownWithContext(ctx), t.std.Shutdown(ctx))
}

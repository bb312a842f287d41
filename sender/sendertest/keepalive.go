package sendertest

import (
	"context"
	"crypto/tls"
	"log"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// KeepAliveOptions shape a KeepAlive server.
type KeepAliveOptions struct {
	// TLS serves HTTP/1.1 over TLS (ALPN http/1.1) with a throwaway CA.
	TLS bool
	// IdleTimeout closes a connection idle that long after a response
	// (0: never, until Close).
	IdleTimeout time.Duration
	// DropNth, when > 0, makes the Nth request on every connection read in
	// full and then answered by closing the connection, no byte written:
	// a server closing a kept connection just as a request arrives.
	DropNth int
}

// KeepAlive is a loopback HTTP/1.1 server (net/http, keep-alive on) that
// counts the connections it accepted and the requests it read, for tests
// of connection reuse. It answers any method on any path:
//
//	/close            "ok\n" with Connection: close
//	/bytes?n=N        N bytes 'x' with Content-Length
//	/chunked?n=N      N bytes 'x', chunked
//	/redirect?to=P    302 to P
//	anything else     "ok <method> <path>\n" with Content-Length
type KeepAlive struct {
	URL     string // http(s)://127.0.0.1:PORT
	Addr    string
	CertPEM []byte // TLS: the CA that signed the server certificate

	srv      *http.Server
	logw     *tbWriter
	conns    atomic.Int64
	closed   atomic.Int64
	requests atomic.Int64
	once     sync.Once
}

type perConnKey struct{}

// StartKeepAlive starts a KeepAlive server and closes it at t.Cleanup.
func StartKeepAlive(t testing.TB, o KeepAliveOptions) *KeepAlive {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("sendertest: listen: %v", err)
	}
	k := &KeepAlive{Addr: ln.Addr().String(), URL: "http://" + ln.Addr().String(), logw: &tbWriter{t: t}}
	if o.TLS {
		auth, err := newAuthority()
		if err != nil {
			_ = ln.Close() // the authority's error is the one to report
			t.Fatalf("sendertest: %v", err)
		}
		k.CertPEM, k.URL = auth.caPEM, "https://"+k.Addr
		ln = tls.NewListener(ln, &tls.Config{Certificates: []tls.Certificate{auth.leaf}, NextProtos: []string{"http/1.1"}, MinVersion: tls.VersionTLS12})
	}
	var protos http.Protocols
	protos.SetHTTP1(true)
	k.srv = &http.Server{
		Protocols:         &protos,
		IdleTimeout:       o.IdleTimeout,
		ReadHeaderTimeout: 30 * time.Second,
		ErrorLog:          log.New(k.logw, "sendertest keepalive: ", 0),
		ConnState: func(_ net.Conn, s http.ConnState) {
			switch s {
			case http.StateNew:
				k.conns.Add(1)
			case http.StateClosed, http.StateHijacked:
				k.closed.Add(1)
			}
		},
		ConnContext: func(ctx context.Context, _ net.Conn) context.Context {
			return context.WithValue(ctx, perConnKey{}, new(atomic.Int64))
		},
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			k.requests.Add(1)
			nth := r.Context().Value(perConnKey{}).(*atomic.Int64).Add(1)
			if o.DropNth > 0 && int(nth) == o.DropNth {
				if c, _, err := http.NewResponseController(w).Hijack(); err == nil {
					_ = c.Close() // dropping the connection is the point
				}
				return
			}
			n, _ := strconv.Atoi(r.URL.Query().Get("n"))
			switch r.URL.Path {
			case "/close":
				w.Header().Set("Connection", "close")
				_, _ = w.Write([]byte("ok\n"))
			case "/bytes":
				w.Header().Set("Content-Length", strconv.Itoa(n))
				_, _ = w.Write([]byte(strings.Repeat("x", n)))
			case "/chunked":
				_, _ = w.Write([]byte(strings.Repeat("x", n)))
				_ = http.NewResponseController(w).Flush()
			case "/redirect":
				http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
			default:
				body := "ok " + r.Method + " " + r.URL.Path + "\n"
				w.Header().Set("Content-Length", strconv.Itoa(len(body)))
				_, _ = w.Write([]byte(body))
			}
		}),
	}
	go func() { _ = k.srv.Serve(ln) }()
	t.Cleanup(k.Close)
	return k
}

// Conns is the number of connections accepted so far.
func (k *KeepAlive) Conns() int { return int(k.conns.Load()) }

// Closed is the number of connections the server has closed (or seen closed).
func (k *KeepAlive) Closed() int { return int(k.closed.Load()) }

// Requests is the number of requests read so far (dropped ones included).
func (k *KeepAlive) Requests() int { return int(k.requests.Load()) }

// Close closes the listener and every connection. It is idempotent.
func (k *KeepAlive) Close() {
	k.once.Do(func() {
		_ = k.srv.Close()
		k.logw.close()
	})
}

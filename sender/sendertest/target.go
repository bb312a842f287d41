package sendertest

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"
)

// Mode is the protocol a Target speaks.
type Mode string

// The modes a Target can speak.
const (
	H1    Mode = "h1"    // HTTP/1.1 over TCP
	H1TLS Mode = "h1tls" // HTTP/1.1 over TLS, ALPN "http/1.1"
	H2TLS Mode = "h2tls" // HTTP/2 over TLS, ALPN "h2"
	H2C   Mode = "h2c"   // HTTP/2 over TCP with prior knowledge (RFC 9113 3.3)
)

// AllModes returns every Mode, HTTP/1.1 ones first, in a new slice.
func AllModes() []Mode { return []Mode{H1, H1TLS, H2TLS, H2C} }

// TLS reports whether the mode runs over TLS.
func (m Mode) TLS() bool { return m == H1TLS || m == H2TLS }

// HTTP2 reports whether the mode speaks HTTP/2.
func (m Mode) HTTP2() bool { return m == H2TLS || m == H2C }

func (m Mode) valid() bool { return slices.Contains(AllModes(), m) }

const (
	maxRecordedBody = 64 << 20 // larger request bodies are answered 413
	handlerDrain    = 5 * time.Second
)

// Target is a loopback HTTP server speaking one Mode, serving the endpoints
// listed in the package documentation and recording every request it
// receives. Its exported fields are set by Start and must not be changed.
// Its methods are safe for concurrent use.
type Target struct {
	// URL is the base URL with no trailing slash: "http://127.0.0.1:PORT"
	// for h1 and h2c, "https://127.0.0.1:PORT" for h1tls and h2tls.
	URL string
	// Addr is the listening address, "127.0.0.1:PORT".
	Addr string
	// Mode is the protocol the target speaks.
	Mode Mode
	// CertPEM is the PEM of the self-signed CA that signed the server
	// certificate (for 127.0.0.1, ::1 and localhost, valid 24 h); nil in
	// cleartext modes. Each Start generates a new one.
	CertPEM []byte
	// Client trusts CertPEM, speaks Mode and nothing else, uses no proxy,
	// and follows redirects like http.DefaultClient. Its idle connections
	// are closed with the target.
	Client *http.Client

	auth   *authority // nil in cleartext modes
	srv    *http.Server
	logw   *tbWriter
	encode sync.Once
	enc    map[string][]byte // CompressedPayload by Content-Encoding, built once by encode

	mu     sync.Mutex
	reqs   []Received
	closed bool
	active sync.WaitGroup // handlers running; Add only under mu while !closed
	once   sync.Once
}

// Received is one request as the target received it.
type Received struct {
	// Proto is "HTTP/1.1", "HTTP/1.0" or "HTTP/2.0".
	Proto string
	// Method is the request method.
	Method string
	// RequestURI is the request-target exactly as sent: the h1 request
	// line's target (origin-form, absolute-form, ...) or the h2 :path.
	RequestURI string
	// Host is the Host header (h1) or :authority (h2).
	Host string
	// Header holds the header fields in the order the server received
	// them, repeats included, as {name, value} pairs.
	//
	// h1 and h1tls: the wire order, parsed from the raw request bytes, names
	// spelled as sent, values with surrounding whitespace trimmed; Host is
	// included as the field it was.
	//
	// h2c and h2tls: the HPACK order in which the client encoded them,
	// names lowercase as on the wire, pseudo-headers (:method, :path,
	// :authority, :scheme) left out, each cookie crumb its own field. The
	// one weakness: net/http does not tell a handler its stream id, so when
	// requests with the same method and :path are in flight on one
	// connection at once, two of them may swap header lists.
	//
	// Should the byte-level capture meet a stream it cannot parse, the
	// fields come from net/http's header map, sorted by name.
	Header [][2]string
	// Body is the whole request body (at most 64 MiB).
	Body []byte
	// TLS reports whether the request came over TLS.
	TLS bool
	// RemoteAddr is the client's address, "127.0.0.1:PORT".
	RemoteAddr string
}

// Start starts a target speaking mode on 127.0.0.1:0 and closes it at
// t.Cleanup. It calls t.Fatal if the target cannot start.
func Start(t testing.TB, mode Mode) *Target {
	t.Helper()
	tg, err := newTarget(t, mode)
	if err != nil {
		t.Fatalf("sendertest: start %s target: %v", mode, err)
	}
	t.Cleanup(tg.Close)
	return tg
}

func newTarget(t testing.TB, mode Mode) (*Target, error) {
	if !mode.valid() {
		return nil, fmt.Errorf("unknown mode %q (want one of %v)", mode, AllModes())
	}
	tg := &Target{Mode: mode, logw: &tbWriter{t: t}}
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	tap := &tapListener{Listener: ln, h2: mode.HTTP2()}
	scheme := "http"
	if mode.TLS() {
		scheme = "https"
		if tg.auth, err = newAuthority(); err != nil {
			_ = ln.Close() // the authority's error is the one to report
			return nil, err
		}
		tg.CertPEM = tg.auth.caPEM
		tap.tlsConf = &tls.Config{
			Certificates: []tls.Certificate{tg.auth.leaf},
			NextProtos:   nextProtos(mode),
			MinVersion:   tls.VersionTLS12,
		}
	}
	tg.Addr = ln.Addr().String()
	tg.URL = scheme + "://" + tg.Addr

	// The server always sees a cleartext stream (TLS ends in tapListener), so
	// the HTTP/2 modes are served as prior-knowledge HTTP/2.
	var protos http.Protocols
	if mode.HTTP2() {
		protos.SetUnencryptedHTTP2(true)
	} else {
		protos.SetHTTP1(true)
	}
	tg.srv = &http.Server{
		Handler:                      tg.record(tg.routes()),
		Protocols:                    &protos,
		ConnContext:                  connContext,
		ReadHeaderTimeout:            30 * time.Second,
		DisableGeneralOptionsHandler: true, // so OPTIONS * reaches record
		ErrorLog:                     log.New(tg.logw, "sendertest: ", 0),
	}
	go func() { _ = tg.srv.Serve(tap) }() // returns ErrServerClosed at Close

	tg.Client = &http.Client{Transport: tg.transport()}
	return tg, nil
}

func nextProtos(mode Mode) []string {
	if mode == H2TLS {
		return []string{"h2"}
	}
	return []string{"http/1.1"}
}

// transport returns a Transport speaking exactly the target's mode.
func (tg *Target) transport() *http.Transport {
	var protos http.Protocols
	switch tg.Mode {
	case H1, H1TLS:
		protos.SetHTTP1(true)
	case H2TLS:
		protos.SetHTTP2(true)
	case H2C:
		protos.SetUnencryptedHTTP2(true)
	}
	return &http.Transport{
		Protocols:           &protos,
		TLSClientConfig:     tg.ClientTLSConfig(),
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     30 * time.Second,
	}
}

// ClientTLSConfig returns a new client tls.Config that trusts the target's
// CA and offers the mode's ALPN protocol, for clients other than Client
// (fasthttp, raw connections). It returns nil in cleartext modes.
func (tg *Target) ClientTLSConfig() *tls.Config {
	if tg.auth == nil {
		return nil
	}
	return &tls.Config{
		RootCAs:    tg.auth.pool,
		NextProtos: nextProtos(tg.Mode),
		MinVersion: tls.VersionTLS12,
	}
}

// Requests returns a copy of every request received so far, in the order
// their handlers started.
func (tg *Target) Requests() []Received {
	tg.mu.Lock()
	defer tg.mu.Unlock()
	out := make([]Received, len(tg.reqs))
	for i, r := range tg.reqs {
		r.Header = slices.Clone(r.Header)
		r.Body = bytes.Clone(r.Body)
		out[i] = r
	}
	return out
}

// Close stops the target: it closes the listener and every connection,
// waits (up to 5 s) for running handlers to return and closes Client's idle
// connections. Start registers it with t.Cleanup; calling it earlier, to
// test a vanished server, is fine. Close is idempotent.
func (tg *Target) Close() {
	tg.once.Do(func() {
		_ = tg.srv.Close()
		tg.mu.Lock()
		tg.closed = true
		tg.mu.Unlock()
		done := make(chan struct{})
		go func() {
			tg.active.Wait()
			close(done)
		}()
		timer := time.NewTimer(handlerDrain)
		defer timer.Stop()
		select {
		case <-done:
		case <-timer.C:
			_, _ = fmt.Fprintf(tg.logw, "sendertest: %s target: handlers still running %v after Close\n", tg.Mode, handlerDrain)
		}
		tg.Client.CloseIdleConnections()
		tg.logw.close()
	})
}

// receivedKey is the context key under which record stores the *Received.
type receivedKey struct{}

// record wraps every handler: it claims the request's captured head, reads
// the whole body, appends the Received and hands the handler a request
// whose body is the recorded bytes.
func (tg *Target) record(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tg.mu.Lock()
		if tg.closed {
			tg.mu.Unlock()
			return
		}
		tg.active.Add(1)
		tg.mu.Unlock()
		defer tg.active.Done()

		conn, _ := r.Context().Value(connKey{}).(*tapConn)
		head := headOf(conn, r)
		body, err := io.ReadAll(io.LimitReader(r.Body, maxRecordedBody+1))
		rec := Received{
			Proto:      r.Proto,
			Method:     r.Method,
			RequestURI: head.target,
			Host:       r.Host,
			Header:     head.header,
			Body:       body,
			TLS:        conn != nil && conn.tls != nil,
			RemoteAddr: r.RemoteAddr,
		}
		tg.mu.Lock()
		tg.reqs = append(tg.reqs, rec)
		tg.mu.Unlock()
		switch {
		case err != nil:
			http.Error(w, "read body: "+err.Error(), http.StatusBadRequest)
			return
		case len(body) > maxRecordedBody:
			http.Error(w, "body over 64 MiB", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), receivedKey{}, &rec)))
	})
}

// tbWriter sends the server's error log to t.Log until the target closes;
// testing panics on a Log after the test has finished.
type tbWriter struct {
	mu     sync.Mutex
	t      testing.TB
	closed bool
}

func (w *tbWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return len(p), nil
	}
	w.t.Logf("%s", bytes.TrimSuffix(p, []byte("\n")))
	return len(p), nil
}

func (w *tbWriter) close() {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
}

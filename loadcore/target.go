package loadcore

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/sender"
)

// target is the request of a run, rendered once: nothing in it changes per
// request.
type target struct {
	scheme   string // http or https
	addr     string // host:port to dial
	hostname string // for TLS SNI
	url      string // the final URL (payload query and auth applied)
	method   string
	headers  []sender.Header // final headers as sent (h2 path), Host excluded
	host     string          // Host header value
	body     []byte
	noBody   bool
	head     bool // HEAD: responses have no body
	h2       bool // speak HTTP/2 (h2c on http://, ALPN h2 on https://)
	h2std    bool // HTTP/2 through net/http's transport instead of the lean client
	tlsConf  *tls.Config
	verify   bool // verifySSL, for redirect hops to https
	timeout  time.Duration
	slack    time.Duration // deadlineSlack(timeout)
	stream   bool
	maxEvts  int64
	maxSDur  time.Duration
	follow   bool
	maxRedir int

	raw []byte // the HTTP/1.1 request bytes, repeated Pipeline times
	one int    // length of one request in raw

	// sign, when set, signs every HTTP/1.1 request anew (aws, oauth1,
	// hawk, edgegrid, digest: sign.go); raw is then the request signed
	// at the start, kept for the length and for HTTP/2.
	sign *loadSigner
}

// H2TransportNetHTTP as Settings.H2Transport (the engine reads it from
// SVC_ENGINE_H2_TRANSPORT) sends HTTP/2 load through net/http's
// transport (the path before the lean client) instead of h2lean.go.
const H2TransportNetHTTP = "nethttp"

// H2TransportGoroutines as Settings.H2Transport keeps HTTP/2 load on the
// lean client's goroutines (a reader per connection, a goroutine per
// virtual user) instead of the event loop (h2loop_linux.go).
const H2TransportGoroutines = "goroutines"

// H1TransportGoroutines as Settings.H1Transport (the engine reads it from
// SVC_ENGINE_H1_TRANSPORT) sends HTTP/1.1 load on goroutines (worker.go: one
// per virtual user, or the open loop's pool) instead of the event loop
// (evloop_linux.go).
const H1TransportGoroutines = "goroutines"

// Stream defaults when the plan sets no caps (the sender's).
const (
	defaultMaxStreamEvents   = 1000
	defaultMaxStreamDuration = 30 * time.Second
)

// prepare composes req's wire form once: payload, auth, headers.
func prepare(ctx context.Context, plan Plan, req sender.Request, s Settings) (*target, error) {
	p, err := sender.BuildPayload(req.Method, req.Body)
	if err != nil {
		return nil, err
	}
	rawURL, headers := sender.ApplyPayload(req, p)
	if rawURL, headers, err = sender.ApplyAuth(rawURL, headers, sender.AuthToSend(req)); err != nil {
		return nil, err
	}
	if err := loadAuthSupported(req.Auth); err != nil {
		return nil, err
	}
	unsignedURL, unsigned := rawURL, headers
	// Signed schemes are signed once here too: what fails to sign fails
	// the run before it starts, and HTTP/2 sends this signature.
	if rawURL, headers, err = sender.SignAuth(rawURL, headers, req.Auth, sender.Signing{Method: req.Method, Body: p.Body, Streamed: p.Multipart != nil}); err != nil {
		return nil, err
	}
	body := p.Body
	if p.Multipart != nil {
		// Rendered once: the files are read at the start of the run.
		if err := p.Multipart.Open(); err != nil {
			return nil, err
		}
		var b bytes.Buffer
		_, err := p.Multipart.WriteTo(&b)
		_ = p.Multipart.Close() // files opened for reading only; nothing is lost
		if err != nil {
			return nil, &sender.SendError{Code: sender.CodeInternal, Message: "render the form-data body: " + err.Error(), Err: err}
		}
		body = b.Bytes()
	}
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, &sender.SendError{Code: sender.CodeInvalidURL, Message: "the URL must be an absolute http or https URL: " + rawURL}
	}
	t := &target{
		scheme: u.Scheme, url: rawURL, hostname: u.Hostname(), method: strings.ToUpper(req.Method),
		body: body, noBody: p.NoBody, timeout: req.Timeout, stream: req.Stream,
		follow: req.FollowRedirects, maxRedir: req.MaxRedirects, verify: req.VerifySSL,
	}
	if t.method == "" {
		t.method = "GET"
	}
	t.head = t.method == "HEAD"
	if t.timeout <= 0 {
		t.timeout = s.DefaultTimeout
	}
	if t.timeout <= 0 {
		t.timeout = 30 * time.Second
	}
	t.slack = deadlineSlack(t.timeout)
	port := u.Port()
	if port == "" {
		port = "80"
		if u.Scheme == "https" {
			port = "443"
		}
	}
	t.addr = net.JoinHostPort(t.hostname, port)
	t.host = u.Host
	t.headers = wireHeaders(nil, headers, &t.host, s.UserAgent)
	if t.stream {
		t.maxEvts, t.maxSDur = defaultMaxStreamEvents, defaultMaxStreamDuration
		if c := plan.Stream; c != nil {
			if c.MaxStreamEvents > 0 {
				t.maxEvts = int64(c.MaxStreamEvents)
			}
			if c.MaxStreamDurationMs > 0 {
				t.maxSDur = time.Duration(c.MaxStreamDurationMs) * time.Millisecond
			}
		}
	}
	if u.Scheme == "https" {
		// One session cache per run: a reconnect resumes the session of
		// an earlier connection instead of a full handshake.
		t.tlsConf = &tls.Config{ServerName: t.hostname, InsecureSkipVerify: !req.VerifySSL, //nolint:gosec // verifySSL false is the user's choice
			ClientSessionCache: tls.NewLRUClientSessionCache(0)}
	}
	switch req.HTTPVersion {
	case "http2":
		t.h2 = true
	case "", "auto", "http1.1":
		// auto: HTTP/1.1 on cleartext; on TLS the server's ALPN choice.
		if req.HTTPVersion != "http1.1" && t.tlsConf != nil {
			// A probe that fails (a certificate that does not verify,
			// a refused or timed-out dial) leaves HTTP/1.1: the run
			// goes on and each request's own dial counts the failure
			// by its code (TLS_ERROR, CONNECTION_REFUSED, ...), as a
			// cleartext run against the same target does.
			h2, err := probeALPN(ctx, t)
			t.h2 = err == nil && h2
		}
	default:
		return nil, &sender.SendError{Code: sender.CodeInternal, Message: "httpVersion must be auto, http1.1 or http2"}
	}
	if t.tlsConf != nil {
		if t.h2 {
			t.tlsConf.NextProtos = []string{"h2"}
		} else {
			t.tlsConf.NextProtos = []string{"http/1.1"}
		}
	}
	t.h2std = t.h2 && s.H2Transport == H2TransportNetHTTP
	if t.sign, err = newLoadSigner(ctx, req, unsignedURL, unsigned, body, s); err != nil {
		return nil, err
	}
	if t.sign != nil && t.sign.digest != nil {
		// The first request carries the session's first answer.
		v, err := t.sign.digest.Authorization(t.method, u, body)
		if err != nil {
			return nil, err
		}
		t.headers = wireHeaders(nil, withAuthorization(unsigned, v), &t.host, s.UserAgent)
	}
	t.renderH1(plan.Pipeline)
	return t, nil
}

// loadAuthSupported refuses ntlm, which authenticates a connection by a
// handshake that the load connections do not make.
func loadAuthSupported(auth []byte) error {
	if mode := sender.AuthMode(auth); mode == "ntlm" {
		return &sender.SendError{Code: sender.CodeInternal, Message: "auth mode ntlm is not supported in load runs: its handshake is made per connection by single sends and collection runs only"}
	}
	return nil
}

// wireHeaders appends to dst the headers a load request writes after its
// Host line: Host, Content-Length, Transfer-Encoding and Connection are
// the load client's (a declared Host sets *host), and a User-Agent is
// added when none is declared and ua is set.
func wireHeaders(dst, headers []sender.Header, host *string, ua string) []sender.Header {
	for _, h := range headers {
		switch {
		case strings.EqualFold(h.Key, "Host"):
			*host = h.Value
		case strings.EqualFold(h.Key, "Content-Length"), strings.EqualFold(h.Key, "Transfer-Encoding"), strings.EqualFold(h.Key, "Connection"):
		default:
			dst = append(dst, h)
		}
	}
	if ua != "" && !hasHeader(dst, "User-Agent") {
		dst = append(dst, sender.Header{Key: "User-Agent", Value: ua})
	}
	return dst
}

// probeALPN dials once to learn whether the server picks h2.
func probeALPN(ctx context.Context, t *target) (bool, error) {
	conf := t.tlsConf.Clone()
	conf.NextProtos = []string{"h2", "http/1.1"}
	ctx, cancel := context.WithTimeout(ctx, t.timeout)
	defer cancel()
	d := tls.Dialer{Config: conf}
	c, err := d.DialContext(ctx, "tcp", t.addr)
	if err != nil {
		return false, classifyDial(err)
	}
	defer func() { _ = c.Close() }() // a probe: only the handshake's answer counts
	return c.(*tls.Conn).ConnectionState().NegotiatedProtocol == "h2", nil
}

// renderH1 writes the HTTP/1.1 request bytes: request line, Host, the
// headers in order, Content-Length, the body; depth copies back to back
// for pipelining.
func (t *target) renderH1(depth int) {
	one := appendH1(nil, t.method, t.url, t.host, t.headers, t.body, t.noBody)
	t.one = len(one)
	t.raw = bytes.Repeat(one, max(depth, 1))
}

// appendH1 appends one HTTP/1.1 request: request line, Host, the headers
// in order, Content-Length, the body.
func appendH1(b []byte, method, url, host string, headers []sender.Header, body []byte, noBody bool) []byte {
	b = append(b, method...)
	b = append(b, ' ')
	b = append(b, requestTarget(url)...)
	b = append(b, " HTTP/1.1\r\nHost: "...)
	b = append(b, host...)
	b = append(b, "\r\n"...)
	for _, h := range headers {
		b = append(b, h.Key...)
		b = append(b, ": "...)
		b = append(b, h.Value...)
		b = append(b, "\r\n"...)
	}
	if !noBody || methodExpectsBody(method) {
		b = append(b, "Content-Length: "...)
		b = strconv.AppendInt(b, int64(len(body)), 10)
		b = append(b, "\r\n"...)
	}
	b = append(b, "\r\n"...)
	return append(b, body...)
}

func methodExpectsBody(m string) bool { return m == "POST" || m == "PUT" || m == "PATCH" }

// requestTarget is the origin-form request target of raw as written: the
// text after the authority, without the fragment; "/" when empty.
func requestTarget(raw string) string {
	rest := raw[strings.Index(raw, "://")+3:]
	i := strings.IndexAny(rest, "/?#")
	if i < 0 {
		return "/"
	}
	rest = rest[i:]
	rest, _, _ = strings.Cut(rest, "#")
	switch {
	case rest == "":
		return "/"
	case rest[0] == '?':
		return "/" + rest
	}
	return rest
}

func hasHeader(hs []sender.Header, key string) bool {
	for _, h := range hs {
		if strings.EqualFold(h.Key, key) {
			return true
		}
	}
	return false
}

// classifyDial maps a dial or TLS handshake failure to an error code.
func classifyDial(err error) *sender.SendError {
	var dns *net.DNSError
	var ne net.Error
	var rec tls.RecordHeaderError
	var cv *tls.CertificateVerificationError
	var alert tls.AlertError
	switch {
	case errors.As(err, &dns):
		return &sender.SendError{Code: sender.CodeDNS, Message: err.Error(), Err: err}
	case errors.As(err, &cv), errors.As(err, &rec), errors.As(err, &alert), strings.Contains(err.Error(), "tls:"):
		return &sender.SendError{Code: sender.CodeTLS, Message: err.Error(), Err: err}
	case errors.As(err, &ne) && ne.Timeout(), errors.Is(err, context.DeadlineExceeded):
		return &sender.SendError{Code: sender.CodeTimeout, Message: err.Error(), Err: err}
	}
	return &sender.SendError{Code: sender.CodeConnectionFailed, Message: err.Error(), Err: err}
}

package sender

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/google/uuid"
)

// Settings are the engine settings one send reads (fresh per send).
type Settings struct {
	DefaultTimeout    time.Duration // default 30 s
	MaxBodyBytes      int64         // maxDesignResponseBodyBytes; the rest of a body is cut
	CorrelationHeader string        // set when correlationIdEnabled: the header to add
	Proxy             ProxySettings
	CACertFiles       []string // customCaCertificates: PEM files trusted besides the system roots
	MaxStreamEvents   int      // stream: events kept (default 1000)
	MaxStreamDuration time.Duration
	UserAgent         string
}

// Client sends single requests. The zero value works; Jar keeps cookies
// across sends and Certificates picks client certificates by host. Conns,
// when set, keeps HTTP/1.1 connections alive between sends (and redirect
// hops); nil dials a connection per send.
type Client struct {
	Jar          http.CookieJar
	Certificates func(host, port string) ([]tls.Certificate, error) // by the target's host and port
	Getenv       func(string) string                                // proxy environment; nil means none
	Conns        *ConnCache
}

// Timing is the phase breakdown of a send in milliseconds.
type Timing struct {
	DNSMs      float64 `json:"dnsMs"`
	ConnectMs  float64 `json:"connectMs"`
	TLSMs      float64 `json:"tlsMs"`
	TTFBMs     float64 `json:"ttfbMs"`
	DownloadMs float64 `json:"downloadMs"`
	TotalMs    float64 `json:"totalMs"`
}

// Response is the outcome of a send. A failed send has StatusCode 0, an
// ErrorCode and a Message.
type Response struct {
	StatusCode    int      `json:"statusCode"`
	StatusText    string   `json:"statusText"`
	Headers       []Header `json:"headers"`
	Body          string   `json:"body"`
	BodyEncoding  string   `json:"bodyEncoding"` // "text" or "base64"
	BodyTruncated bool     `json:"bodyTruncated"`
	Size          int64    `json:"size"` // decoded body bytes received (before any cut)
	Protocol      string   `json:"protocol,omitempty"`
	URL           string   `json:"url"` // the final URL, after redirects
	Redirects     []string `json:"redirects,omitempty"`
	Timing        Timing   `json:"timing"`
	Events        []Event  `json:"events,omitempty"`
	StreamCapped  bool     `json:"streamCapped,omitempty"`
	ErrorCode     string   `json:"errorCode,omitempty"`
	Message       string   `json:"message,omitempty"`
}

// Sent is the request as it went over the wire (last hop).
type Sent struct {
	Method        string   `json:"method"`
	URL           string   `json:"url"`
	Headers       []Header `json:"headers"`
	Body          string   `json:"body"`
	BodyTruncated bool     `json:"bodyTruncated,omitempty"`
	Protocol      string   `json:"protocol,omitempty"`
	CorrelationID string   `json:"correlationId,omitempty"`
}

// maxSentBodyCopy bounds the copy of a sent body kept for the trace.
const maxSentBodyCopy = 1 << 20

// Send sends r and never returns an error: a failure is a Response with
// StatusCode 0 and an ErrorCode.
func (c *Client) Send(ctx context.Context, r Request, s Settings) (Response, Sent) {
	start := time.Now()
	res, sent := c.send(ctx, r, s)
	res.Timing.TotalMs = ms(start, time.Now())
	if res.Headers == nil {
		res.Headers = []Header{}
	}
	if sent.Headers == nil {
		sent.Headers = []Header{} // a send that failed before the wire
	}
	return res, sent
}

func failed(err error) Response {
	var se *SendError
	if !errors.As(err, &se) {
		se = internalError(err, err.Error())
	}
	return Response{StatusCode: 0, ErrorCode: se.Code, Message: se.Error(), BodyEncoding: "text"}
}

func (c *Client) send(ctx context.Context, r Request, s Settings) (Response, Sent) {
	sent := Sent{Method: r.Method, URL: r.URL}
	p, err := BuildPayload(r.Method, r.Body)
	if err != nil {
		return failed(err), sent
	}
	if p.Multipart != nil {
		// File parts are opened now: an empty src or an unreadable file
		// fails the send before anything is dialed.
		if err := p.Multipart.Open(); err != nil {
			return failed(err), sent
		}
		defer func() { _ = p.Multipart.Close() }() // files opened for reading only; nothing is lost
	}
	target, headers := ApplyPayload(r, p)
	if target, headers, err = ApplyAuth(target, headers, r.Auth); err != nil {
		return failed(err), sent
	}
	if s.CorrelationHeader != "" && !hasHeader(headers, s.CorrelationHeader) {
		sent.CorrelationID = uuid.NewString()
		headers = append(headers, Header{Key: s.CorrelationHeader, Value: sent.CorrelationID})
	}
	timeout := r.Timeout
	if timeout <= 0 {
		timeout = s.DefaultTimeout
	}
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	method, body := r.Method, p
	var res Response
	for hop := 0; ; hop++ {
		u, err := parseTarget(target)
		if err != nil {
			return failed(err), sent
		}
		// TLS settings per hop: client certificates are chosen by each
		// hop's own host, so a redirect never carries one elsewhere.
		tlsCfg, err := c.tlsConfig(u, r.VerifySSL, s)
		if err != nil {
			return failed(err), sent
		}
		hopHeaders := c.withCookies(u, headers)
		sent = Sent{Method: method, URL: target, Headers: hopHeaders, CorrelationID: sent.CorrelationID}
		var hr *http.Response
		var ph phases
		hr, sent, err = c.roundTrip(ctx, u, target, method, hopHeaders, body, r.HTTPVersion, tlsCfg, s, &ph, sent)
		if err != nil {
			res = failed(err)
			res.Timing = Timing{DNSMs: ms(ph.dnsStart, ph.dnsDone), ConnectMs: ms(ph.connectStart, ph.connectDone), TLSMs: ms(ph.tlsStart, ph.tlsDone)}
			res.URL = target
			return res, sent
		}
		if c.Jar != nil {
			c.Jar.SetCookies(u.URL, hr.Cookies())
		}
		loc := hr.Header.Get("Location")
		if r.FollowRedirects && IsRedirect(hr.StatusCode) && loc != "" {
			drainForReuse(hr)
			_ = hr.Body.Close() // the next hop is what counts; a close error changes nothing
			if hop+1 > r.MaxRedirects {
				res = failed(&SendError{Code: CodeTooManyRedirects, Message: fmt.Sprintf("stopped after %d redirects (maxRedirects %d)", hop, r.MaxRedirects)})
				res.URL = target
				return res, sent
			}
			next, err := u.URL.Parse(loc)
			if err != nil {
				return failed(&SendError{Code: CodeInvalidURL, Message: "the redirect Location is not a URL", Err: err}), sent
			}
			res.Redirects = append(res.Redirects, target)
			// The one redirect policy (redirect.go). headers holds no jar
			// cookie: withCookies adds the jar's own for each hop's URL.
			h := Redirect(hr.StatusCode, method, u.URL, next, headers)
			method, headers = h.Method, h.Headers
			if !h.Body {
				body = Payload{NoBody: true}
			}
			target = next.String()
			continue
		}
		redirects := res.Redirects
		res = c.readResponse(ctx, hr, r, s, &ph)
		res.Redirects = redirects
		res.URL = target
		return res, sent
	}
}

type target struct {
	*url.URL
	host, port    string
	requestTarget string // path and query exactly as written
}

// parseTarget splits the URL for dialing and keeps the request target as
// written: the path and query go on the wire byte for byte, except bytes
// that cannot appear in an HTTP request line (space, controls, non-ASCII),
// which are percent-encoded.
func parseTarget(raw string) (target, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		msg := fmt.Sprintf("%q is not an absolute http or https URL", raw)
		return target{}, &SendError{Code: CodeInvalidURL, Message: msg, Err: err}
	}
	t := target{URL: u, host: u.Hostname(), port: u.Port()}
	if t.port == "" {
		t.port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	rest := raw[strings.Index(raw, "://")+3:]
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i] // first: a fragment may hold a / or a ?
	}
	if i := strings.IndexAny(rest, "/?"); i >= 0 {
		rest = rest[i:]
	} else {
		rest = "/"
	}
	if strings.HasPrefix(rest, "?") {
		rest = "/" + rest
	}
	var b strings.Builder
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if c <= ' ' || c >= 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	t.requestTarget = b.String()
	return t, nil
}

// withCookies adds the jar's cookies for u to a declared Cookie header (or
// a new one).
func (c *Client) withCookies(u target, hs []Header) []Header {
	if c.Jar == nil {
		return hs
	}
	cookies := c.Jar.Cookies(u.URL)
	if len(cookies) == 0 {
		return hs
	}
	parts := make([]string, len(cookies))
	for i, ck := range cookies {
		parts[i] = ck.Name + "=" + ck.Value
	}
	jar := strings.Join(parts, "; ")
	out := append([]Header(nil), hs...)
	for i, h := range out {
		if strings.EqualFold(h.Key, "Cookie") {
			out[i].Value = h.Value + "; " + jar
			return out
		}
	}
	return append(out, Header{Key: "Cookie", Value: jar})
}

// tlsConfig builds the TLS settings of one hop: verification per
// verifySSL, the system roots plus customCaCertificates, and for https the
// client certificates whose host pattern matches the hop's host and port.
func (c *Client) tlsConfig(u target, verify bool, s Settings) (*tls.Config, error) {
	cfg := &tls.Config{InsecureSkipVerify: !verify} //nolint:gosec // the user's verifySSL choice
	if len(s.CACertFiles) > 0 {
		pool, err := x509.SystemCertPool()
		if err != nil || pool == nil {
			pool = x509.NewCertPool()
		}
		for _, f := range s.CACertFiles {
			pem, err := os.ReadFile(f)
			if err != nil {
				return nil, internalError(err, fmt.Sprintf("customCaCertificates: cannot read %s: %v", f, err))
			}
			if !pool.AppendCertsFromPEM(pem) {
				return nil, internalError(nil, fmt.Sprintf("customCaCertificates: %s holds no PEM certificate", f))
			}
		}
		cfg.RootCAs = pool
	}
	if c.Certificates != nil && u.Scheme == "https" {
		certs, err := c.Certificates(u.host, u.port)
		if err != nil {
			return nil, err
		}
		cfg.Certificates = certs
	}
	return cfg, nil
}

// roundTrip sends one hop and returns the response with its body unread.
func (c *Client) roundTrip(ctx context.Context, u target, raw, method string, headers []Header, p Payload, version string, tlsCfg *tls.Config, s Settings, ph *phases, sent Sent) (*http.Response, Sent, error) {
	proxyURL, err := s.Proxy.For(u.URL, c.Getenv)
	if err != nil {
		return nil, sent, err
	}
	d := &dialer{proxyURL: proxyURL, tls: tlsCfg, ph: ph}
	var alpn []string
	switch version {
	case "http1.1":
		alpn = []string{"http/1.1"}
	default:
		alpn = []string{"h2", "http/1.1"}
	}
	if u.Scheme == "http" && version == "http2" {
		return c.h2(ctx, d, nil, u, method, headers, p, s, ph, sent)
	}
	var pool *connPool
	if c.Conns != nil {
		pool = &connPool{cache: c.Conns, key: newConnKey(u, proxyURL, alpn, tlsCfg, s)}
		if conn := c.Conns.get(pool.key); conn != nil {
			hr, sent2, err := c.h1(ctx, conn, u, method, headers, p, s, ph, sent, pool, true)
			var stale *staleConnError
			if !errors.As(err, &stale) {
				return hr, sent2, err
			}
			if !idempotent(method, headers) {
				// The server may have acted on the request: report it.
				return nil, sent2, stale.err
			}
			// A kept connection the server had closed: once more on a
			// fresh one, as net/http does.
			sent = sent2
		}
	}
	conn, err := d.dial(ctx, u.Scheme, u.host, u.port, alpn)
	if err != nil {
		return nil, sent, err
	}
	if tc, ok := conn.(*tls.Conn); ok && tc.ConnectionState().NegotiatedProtocol == "h2" {
		return c.h2(ctx, d, tc, u, method, headers, p, s, ph, sent)
	}
	hr, sent, err := c.h1(ctx, conn, u, method, headers, p, s, ph, sent, pool, false)
	var stale *staleConnError
	if errors.As(err, &stale) {
		err = stale.err
	}
	return hr, sent, err
}

// connPool is where an HTTP/1.1 connection goes back after a reusable
// response (nil: nowhere, it is closed).
type connPool struct {
	cache *ConnCache
	key   connKey
}

// staleConnError is the failure of a kept connection before any response
// byte arrived: the server closed it while it was idle.
type staleConnError struct{ err error }

func (e *staleConnError) Error() string { return e.err.Error() }

// closedByPeer reports whether err is the peer closing or resetting the
// connection (not a timeout, not a cancellation).
func closedByPeer(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return false
	}
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe")
}

// h1 writes the request head and body itself (header order, repeats and
// the request target exactly as composed) and reads the answer with
// net/http's parser.
//
// A reused connection (reused) that fails before any response byte
// returns a *staleConnError; pool, when set, takes the connection back
// after a reusable response (closeBoth.Close).
func (c *Client) h1(ctx context.Context, conn net.Conn, u target, method string, headers []Header, p Payload, s Settings, ph *phases, sent Sent, pool *connPool, reused bool) (*http.Response, Sent, error) {
	if dl, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { _ = conn.SetDeadline(time.Unix(1, 0)) })
	tc := &timedConn{Conn: conn}
	var bodyLen int64 = -1
	var bodyBytes []byte
	switch {
	case p.Multipart != nil:
		if err := p.Multipart.Open(); err != nil {
			_ = conn.Close() // the open's error is the one to report
			stop()
			return nil, sent, err
		}
		if n, ok := p.Multipart.Len(); ok {
			bodyLen = n
		}
	case !p.NoBody:
		bodyBytes = p.Body
		bodyLen = int64(len(bodyBytes))
	}
	all := withDefaults(headers, u, s, method, p, bodyLen)
	sent.Headers, sent.Protocol = all, "HTTP/1.1"
	sent.Body, sent.BodyTruncated = sentBody(p)
	var head bytes.Buffer
	head.WriteString(method + " " + u.requestTarget + " HTTP/1.1\r\n")
	for _, h := range all {
		head.WriteString(h.Key + ": " + h.Value + "\r\n")
	}
	head.WriteString("\r\n")
	bw := bufio.NewWriterSize(tc, 32<<10)
	_, err := bw.Write(head.Bytes())
	if err == nil {
		switch {
		case p.Multipart != nil && bodyLen >= 0:
			_, err = p.Multipart.WriteTo(bw)
		case p.Multipart != nil:
			cw := newChunkedWriter(bw)
			if _, err = p.Multipart.WriteTo(cw); err == nil {
				err = cw.Close()
			}
		default:
			_, err = bw.Write(bodyBytes)
		}
	}
	if err == nil {
		err = bw.Flush()
	}
	tc.wrote = time.Now()
	if err != nil {
		_ = conn.Close() // the write's error is the one to report
		stop()
		if reused && closedByPeer(ctx, err) {
			return nil, sent, &staleConnError{err: wireError(ctx, err, "sending the request")}
		}
		return nil, sent, wireError(ctx, err, "sending the request")
	}
	br := bufio.NewReaderSize(tc, 32<<10)
	respHead, order, err := readHead(br)
	var res *http.Response
	rr := bufio.NewReader(io.MultiReader(bytes.NewReader(respHead), br))
	if err == nil {
		res, err = http.ReadResponse(rr, &http.Request{Method: method})
	}
	if err != nil {
		_ = conn.Close() // the read's error is the one to report
		stop()
		if reused && tc.firstRead.IsZero() && closedByPeer(ctx, err) {
			return nil, sent, &staleConnError{err: wireError(ctx, err, "reading the response")}
		}
		return nil, sent, wireError(ctx, err, "reading the response")
	}
	cb := &closeBoth{ReadCloser: res.Body, conn: conn, stop: stop}
	if pool != nil && res.ProtoAtLeast(1, 1) && !res.Close && res.StatusCode != http.StatusSwitchingProtocols &&
		method != http.MethodConnect && !hasToken(all, "Connection", "close") {
		cb.pool = pool
		cb.leftover = func() int { return rr.Buffered() + br.Buffered() }
	}
	res.Body = cb
	ph.ttfbStart, ph.firstByte = tc.wrote, tc.firstRead
	ph.headerOrder = order
	return res, sent, nil
}

// readHead reads the final response head (skipping 1xx interim answers
// other than 101) and returns its bytes and its header rows in wire order,
// repeats kept.
func readHead(br *bufio.Reader) ([]byte, []Header, error) {
	for {
		var head []byte
		var rows []Header
		first := true
		for {
			line, err := br.ReadSlice('\n')
			if err != nil {
				return nil, nil, err
			}
			head = append(head, line...)
			if len(head) > 1<<20 {
				return nil, nil, errors.New("response head over 1 MiB")
			}
			text := strings.TrimRight(string(line), "\r\n")
			if text == "" {
				break
			}
			if first {
				first = false
				continue
			}
			if k, v, ok := strings.Cut(text, ":"); ok {
				rows = append(rows, Header{Key: k, Value: strings.TrimSpace(v)})
			}
		}
		code := 0
		if f := strings.Fields(string(head)); len(f) > 1 {
			code, _ = strconv.Atoi(f[1])
		}
		if code >= 100 && code < 200 && code != 101 {
			continue
		}
		return head, rows, nil
	}
}

// withDefaults completes the composed headers like a browser or Postman:
// Host, User-Agent, Accept and Accept-Encoding when not declared, and a
// Content-Length (or chunked framing) computed by the engine, replacing a
// declared one so the framing can never lie.
func withDefaults(headers []Header, u target, s Settings, method string, p Payload, bodyLen int64) []Header {
	out := make([]Header, 0, len(headers)+5)
	if !hasHeader(headers, "Host") {
		out = append(out, Header{Key: "Host", Value: u.Host})
	}
	for _, h := range headers {
		if strings.EqualFold(h.Key, "Content-Length") || strings.EqualFold(h.Key, "Transfer-Encoding") {
			continue
		}
		out = append(out, h)
	}
	ua := s.UserAgent
	if ua == "" {
		ua = "svc-engine"
	}
	if !hasHeader(headers, "User-Agent") {
		out = append(out, Header{Key: "User-Agent", Value: ua})
	}
	if !hasHeader(headers, "Accept") {
		out = append(out, Header{Key: "Accept", Value: "*/*"})
	}
	if !hasHeader(headers, "Accept-Encoding") {
		out = append(out, Header{Key: "Accept-Encoding", Value: "gzip, deflate, br, zstd"})
	}
	switch {
	case p.Multipart != nil && bodyLen < 0:
		out = append(out, Header{Key: "Transfer-Encoding", Value: "chunked"})
	case bodyLen > 0 || (bodyLen == 0 && methodExpectsBody(method)):
		out = append(out, Header{Key: "Content-Length", Value: strconv.FormatInt(bodyLen, 10)})
	}
	return out
}

func methodExpectsBody(m string) bool {
	return m == http.MethodPost || m == http.MethodPut || m == http.MethodPatch
}

func sentBody(p Payload) (string, bool) {
	switch {
	case p.Multipart != nil:
		return "[multipart/form-data body streamed]", false
	case len(p.Body) > maxSentBodyCopy:
		return string(p.Body[:maxSentBodyCopy]), true
	}
	return string(p.Body), false
}

// timedConn notes when the request was written and the first byte read.
type timedConn struct {
	net.Conn
	wrote, firstRead time.Time
}

func (t *timedConn) Read(p []byte) (int, error) {
	n, err := t.Conn.Read(p)
	if n > 0 && t.firstRead.IsZero() {
		t.firstRead = time.Now()
	}
	return n, err
}

type closeBoth struct {
	io.ReadCloser
	conn net.Conn
	stop func() bool
	// Reuse: pool is set when the response allows keeping the connection;
	// keep when the body was consumed as a whole (readResponse,
	// drainForReuse); eof when its last Read saw the end.
	pool     *connPool
	leftover func() int // bytes read past the response
	keep     bool
	eof      bool
}

func (c *closeBoth) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	if err == io.EOF {
		c.eof = true
	}
	return n, err
}

// Close closes the connection before the body: net/http's body Close
// drains an unfinished body to its end, which for an endless event stream,
// or a body cut at MaxBodyBytes, would last until the send's timeout. A
// body read to its end on a reusable response puts the connection back in
// its pool instead.
func (c *closeBoth) Close() error {
	if c.pool != nil && c.keep && c.eof && c.leftover() == 0 {
		err := c.ReadCloser.Close() // at EOF: reads nothing more
		// stop fails when the context's end already broke the deadline.
		if c.stop() && c.conn.SetDeadline(time.Time{}) == nil {
			c.pool.cache.put(c.pool.key, c.conn)
		} else {
			_ = c.conn.Close() // not reusable: the body's close error is the one returned
		}
		return err
	}
	_ = c.conn.Close() // the body's close error is the one returned
	err := c.ReadCloser.Close()
	c.stop()
	return err
}

// maxRedirectDrain bounds the redirect body read to keep its connection.
const maxRedirectDrain = 64 << 10

// drainForReuse reads a redirect's small body to its end so its connection
// can serve the next hop.
func drainForReuse(hr *http.Response) {
	cb, ok := hr.Body.(*closeBoth)
	if !ok || cb.pool == nil {
		return
	}
	n, err := io.Copy(io.Discard, io.LimitReader(cb, maxRedirectDrain+1))
	cb.keep = err == nil && n <= maxRedirectDrain && cb.eof
}

// hasToken reports whether a header named name lists token.
func hasToken(hs []Header, name, token string) bool {
	for _, h := range hs {
		if !strings.EqualFold(h.Key, name) {
			continue
		}
		for _, t := range strings.Split(h.Value, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// wireError classifies a failure on an open connection.
func wireError(ctx context.Context, err error, during string) error {
	var se *SendError
	if errors.As(err, &se) {
		return se
	}
	if ctx.Err() != nil {
		return timeoutError(err)
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return timeoutError(err)
	}
	// A TLS alert from the server (for example "certificate required" when
	// it wants a client certificate) arrives as a "remote error" OpError.
	var oe *net.OpError
	var alert tls.AlertError
	if errors.As(err, &alert) || (errors.As(err, &oe) && oe.Op == "remote error") {
		return &SendError{Code: CodeTLS, Message: "the server ended TLS while " + during + ": " + err.Error(), Err: err}
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe") {
		return &SendError{Code: CodeConnectionReset, Message: "the connection was closed by the server while " + during, Err: err}
	}
	return &SendError{Code: CodeConnectionFailed, Message: "the connection failed while " + during + ": " + opCause(err), Err: err}
}

// h2 sends over HTTP/2 with net/http: on the TLS connection already
// negotiated (tc), or over cleartext with prior knowledge (tc nil).
func (c *Client) h2(ctx context.Context, d *dialer, tc *tls.Conn, u target, method string, headers []Header, p Payload, s Settings, ph *phases, sent Sent) (*http.Response, Sent, error) {
	tr := &http.Transport{DisableCompression: true, DisableKeepAlives: true, ForceAttemptHTTP2: true}
	var protos http.Protocols
	if tc != nil {
		protos.SetHTTP2(true)
		used := false
		tr.DialTLSContext = func(context.Context, string, string) (net.Conn, error) {
			if used {
				return nil, errors.New("one connection per send")
			}
			used = true
			return tc, nil
		}
	} else {
		protos.SetUnencryptedHTTP2(true)
		tr.DialContext = func(ctx context.Context, _, _ string) (net.Conn, error) {
			return d.dial(ctx, "http", u.host, u.port, nil)
		}
	}
	tr.Protocols = &protos
	var reqBody io.Reader = http.NoBody
	var bodyLen int64
	writer := func() {} // waits for the multipart writer
	switch {
	case p.Multipart != nil:
		if err := p.Multipart.Open(); err != nil {
			return nil, sent, err
		}
		bodyLen = -1
		if n, ok := p.Multipart.Len(); ok {
			bodyLen = n
		}
		pr, pw := io.Pipe()
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, err := p.Multipart.WriteTo(pw)
			pw.CloseWithError(err)
		}()
		// The writer must be gone before the send closes the Multipart or
		// a redirect writes it again: closing pr ends a write in progress.
		writer = func() { _ = pr.Close(); <-done } // a PipeReader's Close returns nil
		reqBody = pr
	case !p.NoBody && len(p.Body) > 0:
		reqBody = bytes.NewReader(p.Body)
		bodyLen = int64(len(p.Body))
	}
	// The trace hooks run on the transport's goroutines.
	var mu sync.Mutex
	var wrote, first time.Time
	trace := &httptrace.ClientTrace{
		WroteRequest:         func(httptrace.WroteRequestInfo) { mu.Lock(); wrote = time.Now(); mu.Unlock() },
		GotFirstResponseByte: func() { mu.Lock(); first = time.Now(); mu.Unlock() },
	}
	req, err := http.NewRequestWithContext(httptrace.WithClientTrace(ctx, trace), method, u.URL.String(), reqBody)
	if err != nil {
		writer()
		return nil, sent, &SendError{Code: CodeInvalidURL, Message: err.Error(), Err: err}
	}
	// :path is the request target as written, as on an HTTP/1.1 request
	// line; net/http would re-escape the path from its parsed form and send
	// the query's raw bytes. A target starting with // cannot be carried in
	// URL.Opaque and keeps net/http's form.
	if path, query, ok := strings.Cut(u.requestTarget, "?"); !strings.HasPrefix(path, "//") {
		req.URL.Opaque, req.URL.RawQuery, req.URL.ForceQuery = path, query, ok && query == ""
	}
	req.ContentLength = bodyLen
	all := withDefaults(headers, u, s, method, p, bodyLen)
	for _, h := range all {
		switch {
		case strings.EqualFold(h.Key, "Host"):
			req.Host = h.Value
		case strings.EqualFold(h.Key, "Content-Length"), strings.EqualFold(h.Key, "Transfer-Encoding"):
		default:
			req.Header.Add(h.Key, h.Value)
		}
	}
	sent.Headers, sent.Protocol = all, "HTTP/2"
	sent.Body, sent.BodyTruncated = sentBody(p)
	res, err := tr.RoundTrip(req)
	if err != nil {
		tr.CloseIdleConnections()
		writer()
		return nil, sent, wireError(ctx, err, "exchanging the request")
	}
	res.Body = &closeTransport{ReadCloser: res.Body, tr: tr, writer: writer}
	mu.Lock()
	ph.ttfbStart, ph.firstByte = wrote, first
	mu.Unlock()
	return res, sent, nil
}

type closeTransport struct {
	io.ReadCloser
	tr     *http.Transport
	writer func() // waits for the request body's writer
}

func (c *closeTransport) Close() error {
	err := c.ReadCloser.Close()
	c.tr.CloseIdleConnections()
	c.writer()
	return err
}

package sender

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
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
	// OAuth2RefreshBefore renews a cached OAuth 2 token this long before
	// its expiry; 0 means DefaultOAuth2RefreshBefore.
	OAuth2RefreshBefore time.Duration
	// OAuth2TokensInTrace records a fetched OAuth 2 token in Sent as it
	// went out; false (the default) records it as ***.
	OAuth2TokensInTrace bool
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
	// OAuth2, when set, gets the tokens of oauth2 auths before a send
	// (oauth2_tokens.go); nil sends an oauth2 auth's stored accessToken.
	OAuth2 *OAuth2Tokens
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
	// OAuth2 details an OAUTH_TOKEN_FAILED: the oauth2_* code and the token
	// endpoint's status and error.
	OAuth2 *OAuth2Failure `json:"oauth2Error,omitempty"`
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

// Send sends r and never returns an error: a failure is a Response with
// StatusCode 0 and an ErrorCode.
func (c *Client) Send(ctx context.Context, r Request, s Settings) (Response, Sent) {
	start := time.Now()
	var res Response
	var sent Sent
	r, secret, err := c.ResolveOAuth2(ctx, r, s)
	if err != nil {
		res, sent = failedOAuth2(err), Sent{Method: r.Method, URL: r.URL}
	} else {
		res, sent = c.send(ctx, r, s)
	}
	if !s.OAuth2TokensInTrace && secret != "" {
		sent = maskSecret(sent, secret)
		// A token sent in the query shows in the URLs of the answer too.
		res.URL = strings.ReplaceAll(res.URL, secret, "***")
		for i, u := range res.Redirects {
			res.Redirects[i] = strings.ReplaceAll(u, secret, "***")
		}
	}
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
	se := asSendError(err)
	return Response{StatusCode: 0, ErrorCode: se.Code, Message: se.Error(), BodyEncoding: "text"}
}

func (c *Client) send(ctx context.Context, r Request, s Settings) (Response, Sent) {
	if strings.TrimSpace(r.URL) != "" {
		r.URL = WithScheme(r.URL)
	}
	sent := Sent{Method: r.Method, URL: r.URL}
	p, err := BuildPayload(r.Method, r.Body)
	if err != nil {
		return failed(err), sent
	}
	if p.Multipart != nil {
		// File parts are opened now: an empty src or an unreadable file
		// fails the send before anything is dialed.
		p.Multipart.Dir = r.FileDir
		if err := p.Multipart.Open(); err != nil {
			return failed(err), sent
		}
		defer func() { _ = p.Multipart.Close() }() // files opened for reading only; nothing is lost
	}
	target, headers := ApplyPayload(r, p)
	if target, headers, err = ApplyAuth(target, headers, AuthToSend(r)); err != nil {
		return failed(err), sent
	}
	sig := Signing{Method: r.Method, Body: p.Body, Streamed: p.Multipart != nil}
	if target, headers, err = SignAuth(target, headers, r.Auth, sig); err != nil {
		return failed(err), sent
	}
	ch := newChallenger(r.Auth, sig)
	if ch != nil {
		if c.Conns == nil {
			// The challenge's answer goes on the connection that carried
			// the challenge: this send keeps its connections.
			cc := *c
			cc.Conns = NewConnCache()
			defer func() { _ = cc.Conns.Close() }() // idle connections of this send only
			c = &cc
		}
		if AuthMode(r.Auth) == "ntlm" {
			r.HTTPVersion = "http1.1" // NTLM authenticates a connection: never over HTTP/2
		}
	}
	if s.CorrelationHeader != "" && !hasHeader(headers, s.CorrelationHeader) {
		sent.CorrelationID = uuid.NewString()
		headers = append(headers, Header{Key: s.CorrelationHeader, Value: sent.CorrelationID})
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout(r, s))
	defer cancel()
	return c.hops(ctx, r, &hopState{target: target, method: r.Method, headers: headers, body: p, ch: ch, sent: sent, settings: s})
}

// asSendError is err as a SendError: its own, or INTERNAL_ERROR.
func asSendError(err error) *SendError {
	var se *SendError
	if !errors.As(err, &se) {
		se = internalError(err, err.Error())
	}
	return se
}

// sendTimeout is the timeout of a send of r: its own, else the
// settings' default, else 30 s.
func sendTimeout(r Request, s Settings) time.Duration {
	switch {
	case r.Timeout > 0:
		return r.Timeout
	case s.DefaultTimeout > 0:
		return s.DefaultTimeout
	}
	return 30 * time.Second
}

// maxBodyBytes is the body size past which a send cuts a response body:
// the settings' MaxBodyBytes, else 32 MiB.
func maxBodyBytes(s Settings) int64 {
	if s.MaxBodyBytes > 0 {
		return s.MaxBodyBytes
	}
	return 32 << 20
}

// hopState is what a send's hops start from: the first hop's target,
// method, headers (before the jar's cookies and the wire defaults) and
// payload, the auth challenger, and the trace so far. first, when set, is
// the first hop's response already read by the lean load path (lean.go),
// with sent its request as it went and ph its phases: the hops go on from
// it as from their own round trip.
type hopState struct {
	target   string
	method   string
	headers  []Header
	body     Payload
	ch       challenger
	sent     Sent
	first    *http.Response
	ph       phases
	settings Settings
}

// hops sends the hops of r (redirects and challenge answers) from hs
// until the final response, which it reads.
func (c *Client) hops(ctx context.Context, r Request, hs *hopState) (Response, Sent) {
	target, method, headers, body, ch, sent := hs.target, hs.method, hs.headers, hs.body, hs.ch, hs.sent
	s := hs.settings
	var res Response
	answered := false // the current hop's challenge was answered
	for hop := 0; ; hop++ {
		u, err := parseTarget(target)
		if err != nil {
			return failed(err), sent
		}
		if ch != nil && hop == 0 && !answered {
			v, err := ch.first(method, u.URL, body.Body)
			if err != nil {
				return failed(err), sent
			}
			if v != "" {
				headers = append(dropHeader(headers, "Authorization"), Header{Key: "Authorization", Value: v})
			}
		}
		var hr *http.Response
		var ph phases
		if hs.first != nil {
			// The lean load path read this hop: its response and phases.
			hr, ph, sent, hs.first = hs.first, hs.ph, hs.sent, nil
		} else {
			// TLS settings per hop: client certificates are chosen by each
			// hop's own host, so a redirect never carries one elsewhere.
			tlsCfg, err := c.tlsConfig(u, r.VerifySSL, s)
			if err != nil {
				return failed(err), sent
			}
			hopHeaders := c.withCookies(u, headers)
			sent = Sent{Method: method, URL: target, Headers: hopHeaders, CorrelationID: sent.CorrelationID}
			hr, sent, err = c.roundTrip(ctx, u, target, method, hopHeaders, body, r.HTTPVersion, tlsCfg, s, &ph, sent)
			if err != nil {
				res = failed(err)
				res.Timing = Timing{DNSMs: ms(ph.dnsStart, ph.dnsDone), ConnectMs: ms(ph.connectStart, ph.connectDone), TLSMs: ms(ph.tlsStart, ph.tlsDone)}
				res.URL = target
				return res, sent
			}
		}
		if c.Jar != nil {
			c.Jar.SetCookies(u.URL, hr.Cookies())
		}
		if ch != nil && !answered && hr.StatusCode == http.StatusUnauthorized {
			v, ok, err := ch.answer(hr, method, u.URL, body.Body)
			if err != nil {
				_ = hr.Body.Close() // the challenge's failure is what counts
				return failed(err), sent
			}
			if ok {
				// The answer goes to the same URL on the same connection;
				// it is not a redirect hop, and its round counts in the
				// send's total time.
				drainForReuse(hr)
				_ = hr.Body.Close() // the answer's response is what counts
				headers = append(dropHeader(headers, "Authorization"), Header{Key: "Authorization", Value: v})
				answered = true
				hop--
				continue
			}
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
			answered = false
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
	h2c := u.Scheme == "http" && version == "http2"
	dialH2 := func(ctx context.Context) (net.Conn, error) {
		if h2c {
			return d.dial(ctx, "http", u.host, u.port, nil)
		}
		conn, err := d.dial(ctx, u.Scheme, u.host, u.port, []string{"h2"})
		if tc, ok := conn.(*tls.Conn); ok && tc.ConnectionState().NegotiatedProtocol != "h2" {
			_ = conn.Close() // of no use: the server no longer speaks HTTP/2
			return nil, errors.New("the server did not negotiate HTTP/2 again")
		}
		return conn, err
	}
	var pool *connPool
	if c.Conns != nil {
		key := newConnKey(u, proxyURL, alpn, tlsCfg, s)
		if h2c {
			key.alpn = "h2c"
		}
		if tr := c.Conns.h2(key); tr != nil {
			// A kept HTTP/2 session: a new stream on its connection.
			return c.h2(ctx, tr, true, dialH2, u, method, headers, p, s, ph, sent)
		}
		if h2c {
			tr := newH2Transport(false, nil, true, c.Conns.timeout())
			keep := c.Conns.putH2(key, tr)
			return c.h2(ctx, tr, keep, dialH2, u, method, headers, p, s, ph, sent)
		}
		pool = &connPool{cache: c.Conns, key: key}
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
	if h2c {
		return c.h2(ctx, newH2Transport(false, nil, false, 0), false, dialH2, u, method, headers, p, s, ph, sent)
	}
	conn, err := d.dial(ctx, u.Scheme, u.host, u.port, alpn)
	if err != nil {
		return nil, sent, err
	}
	if tc, ok := conn.(*tls.Conn); ok && tc.ConnectionState().NegotiatedProtocol == "h2" {
		if pool != nil {
			tr := newH2Transport(true, tc, true, c.Conns.timeout())
			keep := c.Conns.putH2(pool.key, tr)
			return c.h2(ctx, tr, keep, dialH2, u, method, headers, p, s, ph, sent)
		}
		return c.h2(ctx, newH2Transport(true, tc, false, 0), false, dialH2, u, method, headers, p, s, ph, sent)
	}
	hr, sent, err := c.h1(ctx, conn, u, method, headers, p, s, ph, sent, pool, false)
	var stale *staleConnError
	if errors.As(err, &stale) {
		err = stale.err
	}
	return hr, sent, err
}

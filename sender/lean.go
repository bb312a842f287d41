package sender

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"reflect"
	"strings"
	"time"
)

// Lean is one request rendered once for a load path that sends it again
// and again on its own kept HTTP/1.1 connection (the scenario's lean
// path): its wire bytes are the bytes Send writes for it on the first
// hop, and what Send does with the answer (the jar's cookies, redirects,
// the body's decoding and cut) is Answer's. Only a request Send would
// write the same way every time is rendered (Client.Lean).
type Lean struct {
	// Wire is the request's head and body as they go on the wire.
	Wire []byte
	// Addr is host:port to dial.
	Addr string
	// Head says the method is HEAD: no response has a body.
	Head bool
	// Close says the connection ends after the response (the request
	// says Connection: close, or is a CONNECT).
	Close bool
	// Follow says a redirect is followed (Answer then goes on to its
	// target).
	Follow bool
	// Timeout is the send's timeout.
	Timeout time.Duration
	// MaxBody is the body size past which Send cuts a body (Answer then).
	MaxBody int64

	req      Request
	settings Settings
	u        target
	target   string
	headers  []Header // before the wire defaults (the hops' own)
	body     Payload
	sent     Sent
	retry    bool
}

// Lean renders r as Send writes its first hop, or says it cannot (false):
// only a plain http:// URL without a proxy, over HTTP/1.1, with a body
// that is not multipart, no auth that signs, answers a challenge or
// fetches an OAuth 2 token, no event stream, and no correlation header to
// draw per send. The jar's cookies are the caller's to check: a rendered
// request carries none (Send adds them per hop).
func (c *Client) Lean(r Request, s Settings) (*Lean, bool) {
	if strings.TrimSpace(r.URL) == "" || r.HTTPVersion == "http2" || r.Stream {
		return nil, false
	}
	r.URL = WithScheme(r.URL)
	auth := AuthToSend(r)
	if mode := AuthMode(auth); mode == "oauth2" || IsSignedMode(mode) || IsSignedMode(AuthMode(r.Auth)) || AuthMode(r.Auth) == "oauth2" {
		return nil, false
	}
	p, err := BuildPayload(r.Method, r.Body)
	if err != nil || p.Multipart != nil {
		return nil, false
	}
	tgt, headers := ApplyPayload(r, p)
	if tgt, headers, err = ApplyAuth(tgt, headers, auth); err != nil {
		return nil, false
	}
	if s.CorrelationHeader != "" && !hasHeader(headers, s.CorrelationHeader) {
		return nil, false
	}
	u, err := parseTarget(tgt)
	if err != nil || u.Scheme != "http" {
		return nil, false
	}
	if proxy, err := s.Proxy.For(u.URL, c.Getenv); err != nil || proxy != nil {
		return nil, false
	}
	var bodyLen int64 = -1
	if !p.NoBody {
		bodyLen = int64(len(p.Body))
	}
	all := withDefaults(headers, u, s, r.Method, p, bodyLen)
	var wire bytes.Buffer
	writeHead(&wire, r.Method, u.requestTarget, all)
	if bodyLen > 0 {
		wire.Write(p.Body)
	}
	sent := Sent{Method: r.Method, URL: tgt, Headers: all, Protocol: "HTTP/1.1"}
	sent.Body, sent.BodyTruncated = sentBody(p)
	l := &Lean{Wire: wire.Bytes(), Addr: net.JoinHostPort(u.host, u.port), Head: r.Method == http.MethodHead,
		Close: r.Method == http.MethodConnect || hasToken(all, "Connection", "close"), Follow: r.FollowRedirects,
		Timeout: sendTimeout(r, s), MaxBody: maxBodyBytes(s), req: r, settings: s, u: u, target: tgt, headers: headers, body: p, sent: sent,
		retry: idempotent(r.Method, headers)}
	return l, true
}

// Same reports whether o is rendered and answered as l is: the same wire
// bytes to the same address, from equal requests under equal settings,
// so either may serve for the other.
func (l *Lean) Same(o *Lean) bool {
	return l.Addr == o.Addr && bytes.Equal(l.Wire, o.Wire) && l.Head == o.Head && l.Close == o.Close && l.Follow == o.Follow &&
		l.Timeout == o.Timeout && l.MaxBody == o.MaxBody && l.retry == o.retry && l.target == o.target &&
		reflect.DeepEqual(l.req, o.req) && reflect.DeepEqual(l.settings, o.settings)
}

// Sent is the request as it goes on the wire (shared: read only).
func (l *Lean) Sent() Sent { return l.sent }

// URL is the request's URL (the jar's key for its cookies).
func (l *Lean) URL() string { return l.target }

// Brief is the response of a lean send whose caller needs only its
// status, size and time (no cookies, redirect or coding to handle): wrote,
// firstByte and end are when the request went, the answer began and
// ended; t holds the dial's phases.
func (l *Lean) Brief(status int, size int64, t Timing, start, wrote, firstByte, end time.Time) Response {
	res := Response{StatusCode: status, BodyEncoding: "text", Size: size, Protocol: "HTTP/1.1", URL: l.target, Timing: t}
	res.Timing.TTFBMs = ms(wrote, firstByte)
	res.Timing.DownloadMs = ms(firstByte, end)
	res.Timing.TotalMs = ms(start, end)
	return res
}

// Dial opens a connection to the request's host as Send's dialer does
// (the same failures), returning the DNS and connect phases as a Timing.
func (l *Lean) Dial(ctx context.Context) (net.Conn, Timing, error) {
	var ph phases
	d := &dialer{ph: &ph}
	conn, err := d.dial(ctx, "http", l.u.host, l.u.port, nil)
	return conn, Timing{DNSMs: ms(ph.dnsStart, ph.dnsDone), ConnectMs: ms(ph.connectStart, ph.connectDone)}, err
}

// Stale reports whether err, on a kept connection before any response
// byte, means the server had closed it and the request may be sent again
// on a fresh one (as Send does).
func (l *Lean) Stale(ctx context.Context, err error) bool {
	return l.retry && closedByPeer(ctx, err)
}

// Failed is Send's answer to a failure of the connection while during
// ("sending the request", "reading the response"); dialed false means
// the dial failed (err from Dial): nothing went on the wire.
func (l *Lean) Failed(ctx context.Context, err error, during string, dialed bool, t Timing, start time.Time) (Response, Sent) {
	if dialed {
		err = wireError(ctx, err, during)
	}
	res := failed(err)
	res.URL, res.Headers = l.target, []Header{}
	res.Timing = t
	res.Timing.TotalMs = ms(start, time.Now())
	sent := l.sent
	if !dialed {
		sent = Sent{Method: l.req.Method, URL: l.target, Headers: l.headers}
		if sent.Headers == nil {
			sent.Headers = []Header{}
		}
	}
	return res, sent
}

// Answer finishes the send whose first hop's response the load path
// read: head is its final head (status line to empty line) and body its
// body with the transfer coding undone. What follows is Send's: the jar
// takes its cookies, a redirect is followed (on the client's own
// connections), the body is decoded and cut. t holds the dial's phases,
// wrote and firstByte when the request went and the answer began.
func (c *Client) Answer(ctx context.Context, l *Lean, head, body []byte, t Timing, start, wrote, firstByte time.Time) (Response, Sent) {
	hr, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(head)), &http.Request{Method: l.req.Method})
	if err != nil {
		return l.Failed(ctx, err, "reading the response", true, t, start)
	}
	_ = hr.Body.Close() // the head alone: its body reader has nothing
	hr.Body = io.NopCloser(bytes.NewReader(body))
	_, order, _ := readHead(bufio.NewReaderSize(bytes.NewReader(head), len(head)+16))
	ph := phases{ttfbStart: wrote, firstByte: firstByte, headerOrder: order}
	ctx, cancel := context.WithDeadline(ctx, start.Add(l.Timeout))
	defer cancel()
	hs := &hopState{target: l.target, method: l.req.Method, headers: l.headers, body: l.body, sent: l.sent, first: hr, ph: ph, settings: l.settings}
	res, sent := c.hops(ctx, l.req, hs)
	if len(res.Redirects) == 0 {
		// The dial's phases are the first hop's (a redirect's last hop
		// has its own).
		res.Timing.DNSMs, res.Timing.ConnectMs = t.DNSMs, t.ConnectMs
	}
	res.Timing.TotalMs = ms(start, time.Now())
	if res.Headers == nil {
		res.Headers = []Header{}
	}
	if sent.Headers == nil {
		sent.Headers = []Header{}
	}
	return res, sent
}

package sender

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"strings"
	"sync"
	"time"
)

// h2DialKey carries the dial of the send in progress in a request's
// context, for a kept HTTP/2 transport that needs a new connection.
type h2DialKey struct{}

type h2Dial func(ctx context.Context) (net.Conn, error)

// newH2Transport returns an HTTP/2 transport: over TLS (tls) on first,
// the connection already negotiated, when not nil, or over cleartext with
// prior knowledge. keep makes it keep its connection for later sends
// (ConnCache); a connection it needs later is dialed by the send in
// progress (h2DialKey).
func newH2Transport(tls bool, first net.Conn, keep bool, idle time.Duration) *http.Transport {
	tr := &http.Transport{DisableCompression: true, DisableKeepAlives: !keep, ForceAttemptHTTP2: true, IdleConnTimeout: idle}
	var mu sync.Mutex
	used := false // a transport of one send dials once
	dial := func(ctx context.Context, _, _ string) (net.Conn, error) {
		mu.Lock()
		c, again := first, used
		first, used = nil, true
		mu.Unlock()
		if c != nil {
			return c, nil
		}
		if d, ok := ctx.Value(h2DialKey{}).(h2Dial); ok && (keep || !again) {
			return d(ctx)
		}
		return nil, errors.New("one connection per send")
	}
	var protos http.Protocols
	if tls {
		protos.SetHTTP2(true)
		tr.DialTLSContext = dial
	} else {
		protos.SetUnencryptedHTTP2(true)
		tr.DialContext = dial
	}
	tr.Protocols = &protos
	return tr
}

// h2 sends over HTTP/2 with net/http through tr (newH2Transport); dial
// opens a connection when tr needs one. Unless keep, tr is closed with
// the response body.
func (c *Client) h2(ctx context.Context, tr *http.Transport, keep bool, dial h2Dial, u target, method string, headers []Header, p Payload, s Settings, ph *phases, sent Sent) (*http.Response, Sent, error) {
	ctx = context.WithValue(ctx, h2DialKey{}, dial)
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
		if !keep {
			tr.CloseIdleConnections()
		}
		writer()
		return nil, sent, wireError(ctx, err, "exchanging the request")
	}
	res.Body = &closeTransport{ReadCloser: res.Body, tr: tr, keep: keep, writer: writer}
	mu.Lock()
	ph.ttfbStart, ph.firstByte = wrote, first
	mu.Unlock()
	return res, sent, nil
}

type closeTransport struct {
	io.ReadCloser
	tr     *http.Transport
	keep   bool   // tr is kept (ConnCache): its connection stays open
	writer func() // waits for the request body's writer
}

func (c *closeTransport) Close() error {
	err := c.ReadCloser.Close()
	if !c.keep {
		c.tr.CloseIdleConnections()
	}
	c.writer()
	return err
}

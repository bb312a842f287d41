package loadcore

import (
	"bytes"
	"context"
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// Redirects (followRedirects) are the rare path: the first response comes
// over the hot path (the goroutine path, the event loop or HTTP/2), the
// hops after it here, one request per hop over net/http's transport, and
// the final response is what the request records. A hop allocates.
//
// What each hop sends is sender.Redirect's answer, the policy a single
// send and a collection run follow too; net/http never follows a redirect
// itself (the client's CheckRedirect returns http.ErrUseLastResponse), so
// its own rules cannot take over from the second hop on.

// maxHopDrain bounds the bytes of an intermediate redirect's body read so
// its connection can be kept; a longer body closes the connection.
const maxHopDrain = 64 << 10

func isRedirect(code int) bool { return sender.IsRedirect(code) }

// redirectClient is the run's client for redirect hops, made on first use
// by any worker. It never follows a redirect on its own.
func (e *execution) redirectClient() *http.Client {
	e.redirectOnce.Do(func() {
		e.redirects = &http.Client{
			Transport:     newHopTransport(e.t, e.h2),
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}
	})
	return e.redirects
}

// hopTransport sends redirect hops: cleartext ones as the run speaks
// (prior-knowledge h2c when the run does, HTTP/1.1 otherwise) and TLS ones
// with ALPN h2 or http/1.1, verified as the plan's verifySSL says and
// against each hop's own host name (the run's TLS settings name the first
// host only).
type hopTransport struct {
	plain, secure http.RoundTripper
	own           []*http.Transport // closed by CloseIdleConnections
}

func newHopTransport(t *target, h2 *http.Transport) *hopTransport {
	dial := (&net.Dialer{Timeout: t.timeout}).DialContext
	var h1, both http.Protocols
	h1.SetHTTP1(true)
	both.SetHTTP1(true)
	both.SetHTTP2(true)
	secure := &http.Transport{
		Protocols:           &both,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: !t.verify}, //nolint:gosec // verifySSL false is the user's choice
		DialContext:         dial,
		DisableCompression:  true,
		MaxIdleConnsPerHost: 64,
		TLSHandshakeTimeout: t.timeout,
	}
	ht := &hopTransport{secure: secure, own: []*http.Transport{secure}}
	if t.h2 && t.tlsConf == nil && h2 != nil {
		ht.plain = h2 // the run's h2c transport, closed by the run
	} else {
		plain := &http.Transport{Protocols: &h1, DialContext: dial, DisableCompression: true, MaxIdleConnsPerHost: 64}
		ht.plain, ht.own = plain, append(ht.own, plain)
	}
	return ht
}

// RoundTrip sends req over the transport for its scheme.
func (ht *hopTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Scheme == "https" {
		return ht.secure.RoundTrip(req)
	}
	return ht.plain.RoundTrip(req)
}

// CloseIdleConnections closes the idle connections of the transports
// hopTransport made.
func (ht *hopTransport) CloseIdleConnections() {
	for _, t := range ht.own {
		t.CloseIdleConnections()
	}
}

// follow takes the hops from a redirect (status, answered with location)
// to the first response that is not one to follow, and returns that
// response's status, or the failure. maxRedirects counts the redirect the
// hot path received: redirect k is followed when k <= maxRedirects.
func (w *worker) follow(status int, location string, deadline time.Time) (int, *errWithCode) {
	e, t := w.e, w.e.t
	if location == "" {
		return status, nil // nowhere to go: the redirect is the response, as on a single send
	}
	from, err := url.Parse(t.url)
	if err != nil {
		return 0, &errWithCode{code: metrics.ErrInvalidURL, msg: err.Error()}
	}
	method, headers, body := t.method, t.headers, true
	if from.Host != t.host {
		// A declared Host goes to the policy like any header: it names the
		// first origin and is dropped when a hop leaves it.
		headers = append([]sender.Header{{Key: "Host", Value: t.host}}, headers...)
	}
	ctx, cancel := context.WithDeadline(e.ctx, deadline)
	defer cancel()
	client := e.redirectClient()
	for hop := 1; ; hop++ {
		if hop > t.maxRedir {
			return 0, &errWithCode{code: metrics.ErrTooManyRedirects, msg: "stopped after " + itoaInt(t.maxRedir) + " redirects (maxRedirects)"}
		}
		to, err := from.Parse(location)
		if err != nil || (to.Scheme != "http" && to.Scheme != "https") || to.Host == "" {
			return 0, &errWithCode{code: metrics.ErrInvalidURL, msg: "redirect to an invalid Location: " + location}
		}
		next := sender.Redirect(status, method, from, to, headers)
		method, headers, body = next.Method, next.Headers, body && next.Body
		var rd io.Reader
		if body && len(t.body) > 0 {
			rd = bytes.NewReader(t.body)
		}
		req, err := http.NewRequestWithContext(ctx, method, to.String(), rd)
		if err != nil {
			return 0, &errWithCode{code: metrics.ErrInvalidURL, msg: err.Error()}
		}
		for _, h := range headers {
			if strings.EqualFold(h.Key, "Host") {
				req.Host = h.Value
				continue
			}
			req.Header.Add(h.Key, h.Value)
		}
		res, err := client.Do(req)
		if err != nil {
			return 0, h2Code(err)
		}
		loc := res.Header.Get("Location")
		if t.follow && isRedirect(res.StatusCode) && loc != "" {
			n, _ := io.Copy(io.Discard, io.LimitReader(res.Body, maxHopDrain))
			w.obs.BytesIn += n
			_ = res.Body.Close() // read to its end or cut: nothing to report
			status, location, from = res.StatusCode, loc, to
			continue
		}
		w.readLast(res.Body)
		_ = res.Body.Close() // the response is recorded by its status
		return res.StatusCode, nil
	}
}

// readLast reads the final response of a redirect chain as the hot path reads
// one: every byte counted, kept or scanned by consume until it caps.
func (w *worker) readLast(body io.Reader) {
	buf := make([]byte, 8<<10)
	for {
		n, err := body.Read(buf)
		w.obs.BytesIn += int64(n)
		if n > 0 && w.consume(buf[:n]) {
			w.capped = true
			return
		}
		if err != nil {
			return
		}
	}
}

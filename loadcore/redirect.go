package loadcore

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
)

// Redirects (followRedirects) are the rare path: the first response comes
// over the hot path, the hops after it over a net/http client, and the
// final response is what the request records. A hop allocates.

var errTooManyRedirects = errors.New("too many redirects")

func isRedirect(code int) bool {
	return code == 301 || code == 302 || code == 303 || code == 307 || code == 308
}

// redirectClient is the run's client for redirect hops, made on first use
// by any worker.
func (e *engine) redirectClient() *http.Client {
	e.redirectOnce.Do(func() {
		var rt http.RoundTripper = &http.Transport{TLSClientConfig: e.t.tlsConf, DisableCompression: true, MaxIdleConnsPerHost: 64}
		if e.h2 != nil {
			rt = e.h2
		}
		max := e.t.maxRedir
		e.redirects = &http.Client{
			Transport: rt,
			CheckRedirect: func(_ *http.Request, via []*http.Request) error {
				if len(via)+1 > max { // the first hop was taken on the hot path
					return errTooManyRedirects
				}
				return nil
			},
		}
	})
	return e.redirects
}

// follow takes the hops from a redirect answered with location and
// returns the final status, or the failure.
func (w *worker) follow(status int, location string, deadline time.Time) (int, *errWithCode) {
	e, t := w.e, w.e.t
	if t.maxRedir <= 0 {
		return 0, &errWithCode{code: metrics.ErrTooManyRedirects, msg: "stopped after 0 redirects (maxRedirects)"}
	}
	base, _ := url.Parse(t.url)
	next, err := base.Parse(location)
	if err != nil {
		return 0, &errWithCode{code: metrics.ErrInvalidURL, msg: "redirect to an invalid Location: " + location}
	}
	method := t.method
	var body io.Reader
	if status == 307 || status == 308 {
		if len(t.body) > 0 {
			body = strings.NewReader(string(t.body))
		}
	} else if method != "HEAD" {
		method = "GET"
	}
	ctx, cancel := context.WithDeadline(e.ctx, deadline)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, next.String(), body)
	if err != nil {
		return 0, &errWithCode{code: metrics.ErrInvalidURL, msg: err.Error()}
	}
	for _, h := range t.headers {
		if body == nil && strings.EqualFold(h.Key, "Content-Type") {
			continue
		}
		req.Header.Add(h.Key, h.Value)
	}
	res, err := e.redirectClient().Do(req)
	if err != nil {
		if errors.Is(err, errTooManyRedirects) {
			return 0, &errWithCode{code: metrics.ErrTooManyRedirects, msg: "stopped after " + itoaInt(t.maxRedir) + " redirects (maxRedirects)"}
		}
		return 0, h2Code(err)
	}
	buf := make([]byte, 8<<10)
	for {
		n, rerr := res.Body.Read(buf)
		w.obs.BytesIn += int64(n)
		if n > 0 && w.consume(buf[:n]) {
			w.capped = true
			break
		}
		if rerr != nil {
			break
		}
	}
	res.Body.Close()
	return res.StatusCode, nil
}

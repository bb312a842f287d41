package loadcore

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/sender"
)

// newH2Transport returns the run's HTTP/2 transport: prior-knowledge h2c
// for http://, ALPN h2 for https://. Requests of every worker multiplex as
// streams over its connections; a new connection opens only when the
// server's stream limit is reached.
func newH2Transport(t *target) *http.Transport {
	var protos http.Protocols
	if t.tlsConf != nil {
		protos.SetHTTP2(true)
	} else {
		protos.SetUnencryptedHTTP2(true)
	}
	return &http.Transport{
		Protocols:           &protos,
		TLSClientConfig:     t.tlsConf,
		DialContext:         (&net.Dialer{Timeout: t.timeout}).DialContext,
		DisableCompression:  true,
		MaxIdleConnsPerHost: 64,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: t.timeout,
	}
}

// h2state is a worker's reused HTTP/2 request and buffers.
type h2state struct {
	req  *http.Request
	body bytes.Reader
	buf  []byte
}

func (w *worker) h2Init() error {
	t := w.e.t
	// The template's context is the run's; each send replaces it with
	// its own (WithContext).
	req, err := http.NewRequestWithContext(w.e.ctx, t.method, t.url, nil)
	if err != nil {
		return err
	}
	for _, h := range t.headers {
		req.Header.Add(h.Key, h.Value)
	}
	req.Host = t.host
	st := &h2state{req: req, buf: make([]byte, 16<<10)}
	if !t.noBody || methodExpectsBody(t.method) {
		req.ContentLength = int64(len(t.body))
		if len(t.body) > 0 {
			req.Body = io.NopCloser(&st.body)
			req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(t.body)), nil }
		}
	}
	w.h2 = st
	return nil
}

// h2Cycle sends one request: over the lean client (h2lean.go), or over
// the shared net/http transport when the target asks for it.
func (w *worker) h2Cycle(intended time.Time) {
	if w.e.h2c != nil {
		w.h2LeanCycle(intended)
		return
	}
	e, t := w.e, w.e.t
	start := time.Now()
	if intended.IsZero() {
		intended = start
	}
	if w.h2 == nil {
		if err := w.h2Init(); err != nil {
			w.fail(&errWithCode{code: metrics.ErrInvalidURL, msg: err.Error()}, intended, start)
			return
		}
	}
	st := w.h2
	deadline := start.Add(t.timeout)
	streamEnd := time.Time{}
	if t.stream {
		streamEnd = start.Add(t.maxSDur)
		deadline = minTime(deadline, streamEnd)
	}
	ctx, cancel := context.WithDeadline(e.ctx, deadline)
	defer cancel()
	st.body.Reset(t.body)
	w.beginResponse()
	res, err := e.h2.RoundTrip(st.req.WithContext(ctx))
	if err != nil {
		w.failed(h2Code(err), intended, start)
		return
	}
	if e.phases {
		w.firstByte = time.Now()
	}
	w.decideCapture(res.StatusCode, start)
	var n int64
	for {
		k, rerr := res.Body.Read(st.buf)
		n += int64(k)
		if k > 0 && w.consume(st.buf[:k]) {
			w.capped = true
			break
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			if t.stream && !time.Now().Before(streamEnd) {
				w.capped = true
				break
			}
			_ = res.Body.Close() // the read's error is the one to report
			w.failed(h2Code(rerr), intended, start)
			return
		}
	}
	_ = res.Body.Close() // the body is read; a close error changes no result
	w.obs.BytesIn = n
	status := res.StatusCode
	if t.follow && isRedirect(status) {
		var ec *errWithCode
		if status, ec = w.follow(status, res.Header.Get("Location"), deadline); ec != nil {
			w.fail(ec, intended, start)
			return
		}
	}
	w.done(status, intended, start, time.Now())
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// h2Code classifies an HTTP/2 request failure.
func h2Code(err error) *errWithCode {
	var se *sender.SendError
	var op *net.OpError
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		return codeOf(se)
	case isTimeout(err):
		return &errWithCode{code: metrics.ErrTimeout, msg: msg}
	case errors.As(err, &op) && op.Op == "dial":
		return codeOf(classifyDial(err))
	case strings.Contains(msg, "tls:") || strings.Contains(msg, "x509:"):
		return &errWithCode{code: metrics.ErrTLS, msg: msg}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, syscall.ECONNRESET),
		strings.Contains(msg, "stream error"), strings.Contains(msg, "connection reset"), strings.Contains(msg, "GOAWAY"):
		return &errWithCode{code: metrics.ErrConnectionReset, msg: msg}
	}
	return &errWithCode{code: metrics.ErrConnectionFailed, msg: msg}
}

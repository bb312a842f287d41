package sendertest

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zlib"
	"github.com/klauspost/compress/zstd"

	"github.com/svc-engine/svc-engine/codec"
)

// CompressedPayload is the JSON document that /gzip, /deflate, /br and /zstd
// send, each encoded with its Content-Encoding.
const CompressedPayload = `{"payload":"sendertest","encoded":true,"items":[1,2,3],` +
	`"text":"The quick brown fox jumps over the lazy dog. The quick brown fox jumps over the lazy dog."}`

// Echo is the JSON body /echo answers with. Field order is fixed.
type Echo struct {
	Method        string      `json:"method"`
	URI           string      `json:"uri"` // Received.RequestURI
	Proto         string      `json:"proto"`
	Host          string      `json:"host"`
	Headers       [][2]string `json:"headers"`       // Received.Header, never null
	Body          string      `json:"body"`          // invalid UTF-8 arrives as U+FFFD (encoding/json)
	BodyBase64    string      `json:"bodyBase64"`    // the exact bytes
	ContentLength int64       `json:"contentLength"` // -1 when the length was not declared
	TLS           bool        `json:"tls"`
}

// Limits on endpoint parameters, so a typo cannot hang a test.
const (
	maxWait        = time.Minute
	maxChunks      = 10_000
	maxRedirects   = 1000
	hugeBufferSize = 32 << 10
)

func (tg *Target) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/echo", echo)
	mux.HandleFunc("/redirect", tg.redirect(false))
	mux.HandleFunc("/redirect/absolute", tg.redirect(true))
	mux.HandleFunc("/redirect/loop", redirectLoop)
	mux.HandleFunc("/slow", slow)
	mux.HandleFunc("/slow-body", slowBody)
	mux.HandleFunc("/reset", reset)
	for _, coding := range []string{"gzip", "deflate", "br", "zstd"} {
		mux.HandleFunc("/"+coding, tg.compressed(coding))
	}
	mux.HandleFunc("/sse", sse)
	mux.HandleFunc("/huge", huge)
	mux.HandleFunc("/status/{code}", status)
	mux.HandleFunc("/cookies/set", setCookies)
	mux.HandleFunc("/cookies", cookies)
	mux.HandleFunc("/auth/basic", basicAuth)
	mux.HandleFunc("/auth/bearer", bearerAuth)
	mux.HandleFunc("/bytes", binaryBytes)
	return mux
}

// badRequest answers 400 with msg.
func badRequest(w http.ResponseWriter, msg string) {
	http.Error(w, msg, http.StatusBadRequest)
}

// intParam returns query parameter name as an int in [lo, hi], def when it
// is absent, or ok false (after answering 400) when it is malformed.
func intParam(w http.ResponseWriter, q url.Values, name string, def, lo, hi int64) (int64, bool) {
	s := q.Get(name)
	if s == "" {
		return def, true
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < lo || n > hi {
		badRequest(w, fmt.Sprintf("%s=%q: want an integer in [%d, %d]", name, s, lo, hi))
		return 0, false
	}
	return n, true
}

// wait waits d or until ctx is done, reporting whether d elapsed.
func wait(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

func flush(w http.ResponseWriter) { _ = http.NewResponseController(w).Flush() }

func bodyAllowed(r *http.Request, code int) bool {
	return r.Method != http.MethodHead && code != http.StatusNoContent && code != http.StatusNotModified
}

// echo answers with the request as received (an Echo). ?status=N sets the
// status (200-599); each ?header=K:V adds a response header field.
func echo(w http.ResponseWriter, r *http.Request) {
	rec := r.Context().Value(receivedKey{}).(*Received)
	q := r.URL.Query()
	code, ok := intParam(w, q, "status", http.StatusOK, 200, 599)
	if !ok {
		return
	}
	typed := false
	for _, kv := range q["header"] {
		k, v, ok := strings.Cut(kv, ":")
		if !ok || k == "" {
			badRequest(w, fmt.Sprintf("header=%q: want K:V", kv))
			return
		}
		typed = typed || textproto.CanonicalMIMEHeaderKey(k) == "Content-Type"
		w.Header().Add(k, strings.TrimLeft(v, " "))
	}
	if !typed {
		w.Header().Set("Content-Type", "application/json")
	}
	e := Echo{
		Method:        rec.Method,
		URI:           rec.RequestURI,
		Proto:         rec.Proto,
		Host:          rec.Host,
		Headers:       rec.Header,
		Body:          string(rec.Body),
		BodyBase64:    base64.StdEncoding.EncodeToString(rec.Body),
		ContentLength: r.ContentLength,
		TLS:           rec.TLS,
	}
	if e.Headers == nil {
		e.Headers = [][2]string{}
	}
	body, err := codec.MarshalHTMLSafe(e)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	body = append(body, '\n')
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(int(code))
	if bodyAllowed(r, int(code)) {
		_, _ = w.Write(body)
	}
}

// redirect serves /redirect and /redirect/absolute: ?n=N (default 1)
// redirects with ?code= (default 302) ending at ?to= (default /echo). Each
// hop but the last points at the same endpoint with n-1; with absolute, a
// path Location becomes an absolute URL on the request's own Host.
func (tg *Target) redirect(absolute bool) http.HandlerFunc {
	scheme := "http"
	if tg.Mode.TLS() {
		scheme = "https"
	}
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		n, ok := intParam(w, q, "n", 1, 1, maxRedirects)
		if !ok {
			return
		}
		code, ok := redirectCode(w, q)
		if !ok {
			return
		}
		to := q.Get("to")
		if to == "" {
			to = "/echo"
		}
		loc := to
		if n > 1 {
			next := url.Values{}
			next.Set("n", strconv.FormatInt(n-1, 10))
			next.Set("code", strconv.Itoa(code))
			next.Set("to", to)
			loc = r.URL.Path + "?" + next.Encode()
		}
		if absolute && strings.HasPrefix(loc, "/") {
			loc = scheme + "://" + r.Host + loc
		}
		w.Header().Set("Location", loc)
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(code)
		if bodyAllowed(r, code) {
			_, _ = fmt.Fprintf(w, "redirecting to %s\n", loc) // a failed write is a client gone
		}
	}
}

func redirectCode(w http.ResponseWriter, q url.Values) (int, bool) {
	code, ok := intParam(w, q, "code", http.StatusFound, 300, 399)
	if !ok {
		return 0, false
	}
	switch code {
	case 301, 302, 303, 307, 308:
		return int(code), true
	}
	badRequest(w, fmt.Sprintf("code=%d: want 301, 302, 303, 307 or 308", code))
	return 0, false
}

// redirectLoop redirects to itself (same query) forever; ?code= as /redirect.
func redirectLoop(w http.ResponseWriter, r *http.Request) {
	code, ok := redirectCode(w, r.URL.Query())
	if !ok {
		return
	}
	w.Header().Set("Location", r.URL.RequestURI())
	w.WriteHeader(code)
}

// slow waits ?ms= (default 100) before sending any header.
func slow(w http.ResponseWriter, r *http.Request) {
	ms, ok := intParam(w, r.URL.Query(), "ms", 100, 0, maxWait.Milliseconds())
	if !ok {
		return
	}
	if !wait(r.Context(), time.Duration(ms)*time.Millisecond) {
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = fmt.Fprintf(w, "waited %dms\n", ms) // a failed write is a client gone
}

// slowBody sends the headers at once, then ?chunks= (default 3) chunks
// "chunk i\n" (i from 1), each after waiting ?ms= (default 100), flushing
// each. The body has no Content-Length.
func slowBody(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	ms, ok := intParam(w, q, "ms", 100, 0, maxWait.Milliseconds())
	if !ok {
		return
	}
	chunks, ok := intParam(w, q, "chunks", 3, 0, maxChunks)
	if !ok {
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	flush(w)
	for i := int64(1); i <= chunks; i++ {
		if !wait(r.Context(), time.Duration(ms)*time.Millisecond) {
			return
		}
		if _, err := fmt.Fprintf(w, "chunk %d\n", i); err != nil {
			return
		}
		flush(w)
	}
}

// reset aborts without a response. HTTP/1.x: the TCP connection is closed
// with an RST. HTTP/2: the stream is reset (RST_STREAM INTERNAL_ERROR), the
// connection lives on; with ?conn=1 the TCP connection gets the RST instead.
func reset(w http.ResponseWriter, r *http.Request) {
	conn, _ := r.Context().Value(connKey{}).(*tapConn)
	if r.ProtoMajor == 1 {
		if _, _, err := http.NewResponseController(w).Hijack(); err != nil || conn == nil {
			panic(http.ErrAbortHandler)
		}
		conn.reset()
		return
	}
	if r.URL.Query().Get("conn") == "1" && conn != nil {
		conn.reset()
	}
	panic(http.ErrAbortHandler) // net/http's h2 server answers with RST_STREAM
}

// compressed answers CompressedPayload encoded with coding, whatever the
// request's Accept-Encoding says.
func (tg *Target) compressed(coding string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tg.encode.Do(func() { tg.enc = encodePayload() })
		body, ok := tg.enc[coding]
		if !ok {
			http.Error(w, "encode "+coding+" failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Encoding", coding)
		w.Header().Set("Vary", "Accept-Encoding")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
	}
}

// encodePayload encodes CompressedPayload with each coding. "deflate" is the
// zlib format (RFC 1950), as RFC 9110 8.4.1.2 defines it, not raw DEFLATE.
// A coding whose encoder fails is left out.
func encodePayload() map[string][]byte {
	out := map[string][]byte{}
	var b bytes.Buffer
	gz := gzip.NewWriter(&b)
	if _, err := gz.Write([]byte(CompressedPayload)); err == nil && gz.Close() == nil {
		out["gzip"] = bytes.Clone(b.Bytes())
	}
	b.Reset()
	zw := zlib.NewWriter(&b)
	if _, err := zw.Write([]byte(CompressedPayload)); err == nil && zw.Close() == nil {
		out["deflate"] = bytes.Clone(b.Bytes())
	}
	b.Reset()
	bw := brotli.NewWriter(&b)
	if _, err := bw.Write([]byte(CompressedPayload)); err == nil && bw.Close() == nil {
		out["br"] = bytes.Clone(b.Bytes())
	}
	if enc, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1)); err == nil {
		out["zstd"] = enc.EncodeAll([]byte(CompressedPayload), nil)
		_ = enc.Close()
	}
	return out
}

// SSEPreamble is the comment an /sse stream starts with.
const SSEPreamble = ": sendertest stream\n\n"

// SSEEvent returns the text of event n (from 1) of an /sse stream, blank
// line included. Odd events are one-line "tick" events with data {"n":n};
// even ones are "multi" events whose data has two lines.
func SSEEvent(n int) string {
	if n%2 == 1 {
		return fmt.Sprintf("id: %d\nevent: tick\ndata: {\"n\":%d}\n\n", n, n)
	}
	return fmt.Sprintf("id: %d\nevent: multi\ndata: line 1 of %d\ndata: line 2 of %d\n\n", n, n, n)
}

// SSEStream returns the whole body of /sse?events=n for n > 0.
func SSEStream(n int) string {
	var b strings.Builder
	b.WriteString(SSEPreamble)
	for i := 1; i <= n; i++ {
		b.WriteString(SSEEvent(i))
	}
	return b.String()
}

// sse streams SSEPreamble then ?events= (default 3) events, waiting
// ?interval= ms (default 10) before each event after the first, flushing
// each, then ends the response. events=0 streams until the client goes away
// (the interval is then at least 1 ms).
func sse(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	events, ok := intParam(w, q, "events", 3, 0, 1<<31-1)
	if !ok {
		return
	}
	interval, ok := intParam(w, q, "interval", 10, 0, maxWait.Milliseconds())
	if !ok {
		return
	}
	if events == 0 {
		interval = max(interval, 1)
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	if _, err := w.Write([]byte(SSEPreamble)); err != nil {
		return
	}
	for n := 1; events == 0 || int64(n) <= events; n++ {
		if n > 1 && !wait(r.Context(), time.Duration(interval)*time.Millisecond) {
			return
		}
		if _, err := w.Write([]byte(SSEEvent(n))); err != nil {
			return
		}
		flush(w)
	}
}

// HugeBody returns the first n bytes of a /huge body: byte i is i mod 251,
// a prime period so that a dropped or repeated block shows.
func HugeBody(n int64) []byte {
	b := make([]byte, n)
	fillHuge(b, 0)
	return b
}

func fillHuge(b []byte, off int64) {
	for i := range b {
		b[i] = byte((off + int64(i)) % 251)
	}
}

// huge streams ?bytes= (default 1 MiB) bytes of the HugeBody pattern with
// Content-Length, or with ?chunked=1 without one.
func huge(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	n, ok := intParam(w, q, "bytes", 1<<20, 0, 1<<50)
	if !ok {
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	if q.Get("chunked") == "1" {
		w.WriteHeader(http.StatusOK)
		flush(w) // headers out now, so net/http cannot add a Content-Length
	} else {
		w.Header().Set("Content-Length", strconv.FormatInt(n, 10))
	}
	if r.Method == http.MethodHead {
		return
	}
	buf := make([]byte, hugeBufferSize)
	for off := int64(0); off < n; {
		chunk := buf[:min(int64(len(buf)), n-off)]
		fillHuge(chunk, off)
		if _, err := w.Write(chunk); err != nil {
			return
		}
		off += int64(len(chunk))
	}
}

// status answers /status/N (200-599) with "status N\n" where a body is allowed.
func status(w http.ResponseWriter, r *http.Request) {
	code, err := strconv.Atoi(r.PathValue("code"))
	if err != nil || code < 200 || code > 599 {
		badRequest(w, fmt.Sprintf("status %q: want an integer in [200, 599]", r.PathValue("code")))
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	if bodyAllowed(r, code) {
		_, _ = fmt.Fprintf(w, "status %d\n", code) // a failed write is a client gone
	}
}

// setCookies sets each query parameter name=value as a cookie with Path=/,
// one Set-Cookie field each, in query order.
func setCookies(w http.ResponseWriter, r *http.Request) {
	for _, kv := range queryPairs(r.URL.RawQuery) {
		c := (&http.Cookie{Name: kv[0], Value: kv[1], Path: "/"}).String()
		if c == "" {
			badRequest(w, fmt.Sprintf("cookie %q=%q is not valid", kv[0], kv[1]))
			return
		}
		w.Header().Add("Set-Cookie", c)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = fmt.Fprintln(w, "cookies set") // a failed write is a client gone
}

// cookies answers with the request's Cookie field values joined by "; "
// (HTTP/2 clients may split one into crumbs) and a newline.
func cookies(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = fmt.Fprintln(w, strings.Join(r.Header.Values("Cookie"), "; ")) // a failed write is a client gone
}

// queryPairs splits a raw query into unescaped pairs in order, skipping
// malformed ones.
func queryPairs(raw string) [][2]string {
	var out [][2]string
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		k, err1 := url.QueryUnescape(k)
		v, err2 := url.QueryUnescape(v)
		if err1 == nil && err2 == nil {
			out = append(out, [2]string{k, v})
		}
	}
	return out
}

// basicAuth answers 200 when the request carries Basic credentials equal to
// ?user= and ?pass=, else 401 with a Basic challenge.
func basicAuth(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	user, pass, ok := r.BasicAuth()
	if !ok || user != q.Get("user") || pass != q.Get("pass") {
		w.Header().Set("WWW-Authenticate", `Basic realm="sendertest"`)
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	writeJSON(w, authResult{Authenticated: true, User: user})
}

// bearerAuth answers 200 when the request carries "Authorization: Bearer T"
// with T equal to ?token=, else 401 with a Bearer challenge.
func bearerAuth(w http.ResponseWriter, r *http.Request) {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || token != r.URL.Query().Get("token") {
		w.Header().Set("WWW-Authenticate", `Bearer realm="sendertest"`)
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	writeJSON(w, authResult{Authenticated: true, Token: token})
}

// authResult is the body of a successful /auth/basic or /auth/bearer.
type authResult struct {
	Authenticated bool   `json:"authenticated"`
	User          string `json:"user,omitempty"`
	Token         string `json:"token,omitempty"`
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	b, _ := codec.MarshalHTMLSafe(v) // the fixture's own values always encode
	_, _ = w.Write(append(b, '\n'))
}

// binaryBytes answers the 256 bytes 0x00..0xff.
func binaryBytes(w http.ResponseWriter, r *http.Request) {
	b := make([]byte, 256)
	for i := range b {
		b[i] = byte(i)
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", "256")
	if r.Method != http.MethodHead {
		_, _ = w.Write(b)
	}
}

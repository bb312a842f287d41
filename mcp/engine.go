package mcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
)

// maxEngineBody bounds what the server reads of one engine answer.
const maxEngineBody = 64 << 20

// ErrEngineUnreachable is wrapped by every failure to reach the engine or to
// read its answer; a tool call that meets it is a handler failure (-32603).
var ErrEngineUnreachable = errors.New("the engine could not be reached")

// EngineError is an engine answer with a status of 400 or more: the status
// and the engine's error object ({code, message, ...}) as it was sent.
type EngineError struct {
	Status int
	Code   string
	Msg    string
	Body   codec.RawMessage // the whole error object
}

func (e *EngineError) Error() string {
	return fmt.Sprintf("the engine answered %d %s: %s", e.Status, e.Code, e.Msg)
}

// engine is the HTTP client of the engine's API.
type engine struct {
	base string // scheme://host:port, no trailing slash
	// hc makes every call but the live stream: a fasthttp client of the
	// engine's one address, pooled requests and responses, no goroutine
	// per connection.
	hc *fasthttp.HostClient
	// client reads the live stream of a run (get_live_metrics).
	client *http.Client
}

// newEngine returns the client of the engine at u (http or https).
func newEngine(base string, u *url.URL, client *http.Client) *engine {
	tls := u.Scheme == "https"
	return &engine{base: base, client: client, hc: &fasthttp.HostClient{
		Addr:                fasthttp.AddMissingPort(u.Host, tls),
		IsTLS:               tls,
		Name:                "svc-mcp",
		MaxIdleConnDuration: 90 * time.Second,
		// A call waits for a connection rather than failing when this many
		// are busy (long sends and bounded waits hold theirs).
		MaxConns:               1024,
		MaxConnWaitTimeout:     time.Minute,
		DialDualStack:          true, // localhost or [::1], as net/http dials
		MaxResponseBodySize:    maxEngineBody,
		DisablePathNormalizing: true, // the path is escaped as it is meant
	}}
}

// call sends method path?query with body (nil for none, else encoded as
// JSON) and returns the answer's bytes for a 2xx, an *EngineError for a
// status of 400 or more, and an error wrapping ErrEngineUnreachable when the
// engine cannot be reached or read.
func (e *engine) call(ctx context.Context, method, path string, query url.Values, body any) ([]byte, error) {
	b, _, err := e.do(ctx, method, path, query, body, "")
	return b, err
}

// do is call with If-None-Match: etag when etag is not empty, returning
// the answer's ETag too (a 304 answers no bytes and no error).
func (e *engine) do(ctx context.Context, method, path string, query url.Values, body any, etag string) ([]byte, string, error) {
	resp, err := e.exchange(ctx, method, path, query, body, etag)
	if err != nil {
		return nil, "", err
	}
	defer fasthttp.ReleaseResponse(resp)
	answered := string(resp.Header.Peek("ETag"))
	switch status := resp.StatusCode(); {
	case status >= 400:
		return nil, answered, engineError(status, bytes.Clone(resp.Body()))
	case status == fasthttp.StatusNotModified:
		return nil, answered, nil
	}
	return bytes.Clone(resp.Body()), answered, nil // the answer outlives the response: one copy
}

// exchange makes one call and returns its response, which the caller
// releases (fasthttp.ReleaseResponse). The call ends at ctx's deadline; a
// ctx already done is not sent.
func (e *engine) exchange(ctx context.Context, method, path string, query url.Values, body any, etag string) (*fasthttp.Response, error) {
	req := fasthttp.AcquireRequest()
	defer fasthttp.ReleaseRequest(req)
	if body != nil {
		b, err := codec.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("encode the body of %s %s: %w", method, path, err)
		}
		req.SetBodyRaw(b)
		req.Header.SetContentType("application/json")
	}
	u := e.base + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	req.SetRequestURI(u)
	req.Header.SetMethod(method)
	req.Header.Set("Accept", "application/json")
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s %s: %w: %w", method, path, ErrEngineUnreachable, err)
	}
	resp := fasthttp.AcquireResponse()
	var err error
	if deadline, ok := ctx.Deadline(); ok {
		err = e.hc.DoDeadline(req, resp, deadline)
	} else {
		err = e.hc.Do(req, resp)
	}
	if err != nil {
		fasthttp.ReleaseResponse(resp)
		return nil, fmt.Errorf("%s %s: %w: %w", method, path, ErrEngineUnreachable, err)
	}
	return resp, nil
}

// engineError decodes the one error body {"error": {code, message, ...}}.
func engineError(status int, b []byte) *EngineError {
	var body struct {
		Error codec.RawMessage `json:"error"`
	}
	var head struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}
	e := &EngineError{Status: status}
	if codec.Unmarshal(b, &body) == nil && codec.Unmarshal(body.Error, &head) == nil {
		e.Code, e.Msg, e.Body = head.Code, head.Message, body.Error
		return e
	}
	e.Code, e.Msg = "http_"+strconv.Itoa(status), strings.TrimSpace(string(b))
	e.Body, _ = codec.Marshal(map[string]any{"code": e.Code, "message": e.Msg})
	return e
}

// value sends the call and decodes a JSON answer into a generic value with
// numbers kept as written (nil for an empty answer).
func (e *engine) value(ctx context.Context, method, path string, query url.Values, body any) (any, error) {
	b, err := e.call(ctx, method, path, query, body)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, nil
	}
	var v any
	if err := codec.UnmarshalNumbers(b, &v); err != nil {
		return nil, fmt.Errorf("decode the answer of %s %s: %w", method, path, err)
	}
	return v, nil
}

// raw sends the call and returns its JSON answer, passed through as a
// tool's result: still in the response it was read into, member order
// included (answer). An engine answer is JSON by construction: it is not
// checked again.
func (e *engine) raw(ctx context.Context, method, path string, query url.Values, body any) (*answer, error) {
	resp, err := e.exchange(ctx, method, path, query, body, "")
	if err != nil {
		return nil, err
	}
	if status := resp.StatusCode(); status >= 400 {
		defer fasthttp.ReleaseResponse(resp)
		return nil, engineError(status, bytes.Clone(resp.Body()))
	}
	return newAnswer(resp), nil
}

// newAnswer returns the answer in resp (a 2xx), which it then owns.
func newAnswer(resp *fasthttp.Response) *answer {
	a := &answer{resp: resp}
	a.body, a.prefix = asObject(resp.Body())
	return a
}

// answer is an engine answer passed through as the object a result
// carries: the answer itself when it is an object, else prefix, the
// answer and "}" ({"items": [...]} for a list, {"result": ...} for
// anything else). It stays in the fasthttp response it was read into: the
// HTTP transport writes it from there, twice, and releases the response;
// any other use reads it once (text, or decoded) and releases it too.
// An answer dropped unread is left to the collector.
type answer struct {
	resp   *fasthttp.Response
	body   []byte // the answer without surrounding space, in resp
	prefix string // "" for an object
}

// appendTo appends the object to dst.
func (a *answer) appendTo(dst []byte) []byte {
	dst = append(dst, a.prefix...)
	dst = append(dst, a.body...)
	if a.prefix != "" {
		dst = append(dst, '}')
	}
	return dst
}

// appendEscaped appends the object escaped as the inside of a JSON string.
func (a *answer) appendEscaped(dst []byte) []byte {
	dst = codec.AppendEscaped(dst, []byte(a.prefix))
	dst = codec.AppendEscaped(dst, a.body)
	if a.prefix != "" {
		dst = append(dst, '}')
	}
	return dst
}

// MarshalJSON returns the object, for the generic encoder.
func (a *answer) MarshalJSON() ([]byte, error) { return a.appendTo(nil), nil }

// text reads the object once into a string and releases the response.
func (a *answer) text() jsonText {
	t := joinObject(a.prefix, a.body)
	a.release()
	return t
}

// release returns the response to fasthttp's pool; the answer is empty
// afterwards.
func (a *answer) release() {
	if a.resp != nil {
		fasthttp.ReleaseResponse(a.resp)
		a.resp, a.body = nil, nil
	}
}

// decoded turns an answer raw returned into a generic value with numbers
// kept as written, for a result the tool changes (a list answer is the
// object {"items": [...]}).
func decoded(v any, err error) (any, error) {
	a, ok := v.(*answer)
	if err != nil || !ok {
		return v, err
	}
	b := a.appendTo(nil)
	a.release()
	var out any
	if err := codec.UnmarshalNumbers(b, &out); err != nil {
		return nil, fmt.Errorf("decode an engine answer: %w", err)
	}
	return out, nil
}

package mcp

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/hostguard"
	"github.com/svc-engine/svc-engine/logs"
)

// DefaultHTTPPort is the Streamable HTTP transport's port.
const DefaultHTTPPort = 9877

// MaxBody is the largest request body the HTTP transport reads (4 MB).
const MaxBody = 4 << 20

// The fixed messages of the transport's two request errors: nothing of the
// underlying error is ever in them.
const (
	msgParseError   = "Parse error: the request body is not valid JSON"
	msgBodyTooLarge = "Invalid request: the request body is over 4 MB"
	msgBatch        = "Invalid request: send one JSON-RPC message per POST"
	msgInternal     = "Internal error"
)

// JSON-RPC error codes of the transport.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeInternalError  = -32603
)

// HTTPServer returns the Streamable HTTP transport for a listener on
// 127.0.0.1:port: POST /mcp only (GET, DELETE and every other method 405,
// another path 404), every Host the request names (each Host header and
// the authority of an absolute request target) 127.0.0.1:port or
// localhost:port, compared whole so userinfo never passes (else 403 and
// nothing runs), every Origin header loopback (else 403), bodies up to
// 4 MB (over: 413 with -32600 once the upload is drained), a body that is
// not JSON a 400 with -32700. Each POST gets a fresh protocol server and
// answers JSON: 200 with the response, or 202 for a notification.
//
// It is a fasthttp server because the raw header block must be read: Go's
// net/http answers a Host with userinfo or a second Host header 400
// before any handler runs, where the rule is a 403.
func (s *Server) HTTPServer(port int) *fasthttp.Server {
	p := strconv.Itoa(port)
	// The spec names two Host values here (the daemon also takes [::1]).
	allowed := [][]byte{[]byte("127.0.0.1:" + p), []byte("localhost:" + p)}
	hostRefusal := "forbidden: the Host header must be 127.0.0.1:" + p + " or localhost:" + p + ", once and without userinfo"
	return &fasthttp.Server{
		Handler: func(ctx *fasthttp.RequestCtx) {
			ctx.Response.Header.Set("Cache-Control", "no-store")
			if refusal := guard(ctx, allowed, hostRefusal); refusal != "" {
				plainError(ctx, fasthttp.StatusForbidden, refusal)
				return
			}
			if string(ctx.Path()) != "/mcp" {
				plainError(ctx, fasthttp.StatusNotFound, "not found: the MCP endpoint is POST /mcp")
				return
			}
			if !ctx.IsPost() {
				ctx.Response.Header.Set("Allow", fasthttp.MethodPost)
				plainError(ctx, fasthttp.StatusMethodNotAllowed, "method not allowed: this server is stateless and answers POST /mcp only")
				return
			}
			s.servePOST(ctx)
		},
		Name:                         "svc-mcp",
		MaxRequestBodySize:           MaxBody,
		StreamRequestBody:            true, // an oversized upload reaches the handler, which drains it
		DisablePreParseMultipartForm: true,
		ReadTimeout:                  10 * time.Second,
		HeaderReceived: func(*fasthttp.RequestHeader) fasthttp.RequestConfig {
			return fasthttp.RequestConfig{ReadTimeout: time.Minute}
		},
		IdleTimeout:     2 * time.Minute,
		CloseOnShutdown: true,
		Logger:          quietLogger{},
		// fasthttp refuses a second Host header, and a request it cannot
		// read at all, before the handler: the Host rule still decides
		// first, on the header block as it arrived.
		ErrorHandler: func(ctx *fasthttp.RequestCtx, err error) {
			ctx.Response.Header.Set("Cache-Control", "no-store")
			var ne net.Error
			switch refusal := guard(ctx, allowed, hostRefusal); {
			case errors.As(err, &ne) && ne.Timeout():
				plainError(ctx, fasthttp.StatusRequestTimeout, "request timeout: the request was not received in time")
			case refusal != "":
				plainError(ctx, fasthttp.StatusForbidden, refusal)
			default:
				plainError(ctx, fasthttp.StatusBadRequest, "bad request: the request could not be read as HTTP/1.1")
			}
			ctx.SetConnectionClose()
		},
	}
}

// quietLogger drops fasthttp's own messages (a refused request is
// answered, and diagnostics go to the server's logger).
type quietLogger struct{}

func (quietLogger) Printf(string, ...any) {}

// guard returns why a request is refused ("" when it may be served):
// hostguard's Host rule over every Host the raw header block carries and
// the authority of an absolute request target (hostRefusal), then every
// Origin header loopback (hostguard.LoopbackOrigins). The header block is
// read once for both.
func guard(ctx *fasthttp.RequestCtx, allowed [][]byte, hostRefusal string) string {
	h := &ctx.Request.Header
	hosts, origins := hostguard.Request(h.RawHeaders(), h.Host(), h.RequestURI())
	if hostguard.Check(allowed, hosts, nil) != nil {
		return hostRefusal
	}
	if len(origins) == 0 {
		return ""
	}
	values := make([]string, len(origins))
	for i, o := range origins {
		values[i] = string(o)
	}
	if !hostguard.LoopbackOrigins(values) {
		return "forbidden: requests from web pages of other origins are refused"
	}
	return ""
}

// servePOST reads one JSON-RPC message of at most 4 MB and answers it with
// a fresh protocol server.
func (s *Server) servePOST(ctx *fasthttp.RequestCtx) {
	var body []byte
	if n := ctx.Request.Header.ContentLength(); n >= 0 && n <= MaxBody {
		body = ctx.Request.Body() // already read: within the limit
	} else {
		stream := ctx.RequestBodyStream()
		var err error
		body, err = io.ReadAll(io.LimitReader(stream, MaxBody+1))
		if err != nil {
			s.log.Warn("an MCP request body could not be read", logs.Cat("mcp"), logs.Err(err))
			ctx.SetConnectionClose()
			return
		}
		if len(body) > MaxBody {
			_, _ = io.Copy(io.Discard, stream) // drain, so the client reads the answer instead of a reset
			writeRPCError(ctx, fasthttp.StatusRequestEntityTooLarge, codeInvalidRequest, msgBodyTooLarge)
			return
		}
	}
	trimmed := bytes.TrimSpace(body)
	if !codec.Valid(trimmed) {
		writeRPCError(ctx, fasthttp.StatusBadRequest, codeParseError, msgParseError)
		return
	}
	if len(trimmed) > 0 && trimmed[0] != '{' {
		writeRPCError(ctx, fasthttp.StatusBadRequest, codeInvalidRequest, msgBatch)
		return
	}
	c, cancel := context.WithCancel(withAnswerWriter(context.Background()))
	defer cancel()
	resp := s.serverFor(trimmed).HandleMessage(c, trimmed)
	if resp == nil {
		ctx.SetStatusCode(fasthttp.StatusAccepted)
		return
	}
	// The answer is written into the response's own body buffer, which
	// fasthttp keeps from one request to the next.
	out, err := appendResponse(ctx.Response.SwapBody(nil)[:0], resp)
	if err != nil {
		s.log.Error("an MCP response could not be encoded", logs.Cat("mcp"), logs.Err(err))
		ctx.Response.SwapBody(out[:0])
		writeRPCError(ctx, fasthttp.StatusOK, codeInternalError, msgInternal)
		return
	}
	ctx.SetContentType("application/json")
	ctx.Response.SwapBody(out)
}

// plainError answers status with a text message.
func plainError(ctx *fasthttp.RequestCtx, status int, msg string) {
	ctx.SetStatusCode(status)
	ctx.SetContentType("text/plain; charset=utf-8")
	ctx.SetBodyString(msg + "\n")
}

// writeRPCError answers status with a JSON-RPC error that has a null id.
func writeRPCError(ctx *fasthttp.RequestCtx, status, code int, msg string) {
	b, _ := codec.Marshal(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": code, "message": msg}})
	ctx.SetStatusCode(status)
	ctx.SetContentType("application/json")
	ctx.SetBody(b)
}

// appendResponse appends the encoding of a JSON-RPC answer to dst. A tool
// result of one text item whose structuredContent is the same JSON object
// (every result of this package: jsonText, or an engine answer still in
// its response) is written directly: the object escaped once as the text
// and appended once as it is, valid by construction, where the generic
// encoder would check and compact the whole answer twice; an engine
// answer's response is released once written. Anything else goes through
// the generic encoder.
func appendResponse(dst []byte, resp mcp.JSONRPCMessage) ([]byte, error) {
	res, id, ok := directResult(resp)
	if !ok {
		b, err := codec.Marshal(resp)
		return append(dst, b...), err
	}
	dst = append(dst, `{"jsonrpc":"2.0","id":`...)
	dst = appendID(dst, id)
	dst = append(dst, `,"result":{"content":[{"type":"text","text":`...)
	switch structured := res.StructuredContent.(type) {
	case *answer:
		dst = append(structured.appendEscaped(append(dst, '"')), '"')
		dst = append(dst, `}],"structuredContent":`...)
		dst = structured.appendTo(dst)
		structured.release()
	case jsonText:
		dst = codec.AppendString(dst, string(structured))
		dst = append(dst, `}],"structuredContent":`...)
		dst = append(dst, structured...)
	}
	if res.IsError {
		dst = append(dst, `,"isError":true`...)
	}
	return append(dst, "}}"...), nil
}

// directResult returns the tool result appendResponse writes itself and
// the answer's id, or false for an answer the generic encoder writes (an
// engine answer in such a result is read into its text first).
func directResult(resp mcp.JSONRPCMessage) (*mcp.CallToolResult, mcp.RequestId, bool) {
	r, ok := resp.(mcp.JSONRPCResponse)
	if !ok {
		return nil, mcp.RequestId{}, false
	}
	res, ok := r.Result.(*mcp.CallToolResult)
	if !ok || res == nil {
		return nil, mcp.RequestId{}, false
	}
	var text mcp.TextContent
	if len(res.Content) == 1 {
		text, ok = res.Content[0].(mcp.TextContent)
	}
	plain := ok && len(res.Content) == 1 && res.Meta == nil && res.ResultType == "" && len(res.InputRequests) == 0 &&
		res.RequestState == "" && text.Annotations == nil && text.Meta == nil
	switch structured := res.StructuredContent.(type) {
	case *answer:
		if plain && text.Text == "" {
			return res, r.ID, true
		}
		t := structured.text()
		res.StructuredContent = t
		if len(res.Content) == 1 && ok && text.Text == "" {
			text.Text = string(t)
			res.Content[0] = text
		}
	case jsonText:
		if plain && string(structured) == text.Text {
			return res, r.ID, true
		}
	}
	return nil, mcp.RequestId{}, false
}

// appendID appends a JSON-RPC id: a number or a string as the client
// sent it, anything else through the generic encoder.
func appendID(dst []byte, id mcp.RequestId) []byte {
	switch v := id.Value().(type) {
	case int64:
		return strconv.AppendInt(dst, v, 10)
	case string:
		return codec.AppendString(dst, v)
	}
	b, err := codec.Marshal(id)
	if err != nil {
		return append(dst, "null"...)
	}
	return append(dst, b...)
}

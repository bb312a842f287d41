package mcp

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"

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

// HTTPHandler serves Streamable HTTP for a listener on 127.0.0.1:port:
// POST /mcp only (GET and DELETE 405, another method 405, another path
// 404), the Host header 127.0.0.1:port or localhost:port (else 403 and
// nothing runs), every Origin header loopback (else 403), bodies up to 4 MB
// (over: 413 with -32600 once the upload is drained), a body that is not
// JSON a 400 with -32700. Each POST gets a fresh protocol server and
// answers JSON: 200 with the response, or 202 for a notification.
func (s *Server) HTTPHandler(port int) http.Handler {
	p := strconv.Itoa(port)
	// The spec names two Host values here (the daemon also takes [::1]).
	allowed := [][]byte{[]byte("127.0.0.1:" + p), []byte("localhost:" + p)}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hostguard.Check(allowed, [][]byte{[]byte(r.Host)}, nil) != nil {
			http.Error(w, "forbidden: the Host header must be 127.0.0.1:"+p+" or localhost:"+p, http.StatusForbidden)
			return
		}
		if !hostguard.LoopbackOrigins(r.Header.Values("Origin")) {
			http.Error(w, "forbidden: requests from web pages of other origins are refused", http.StatusForbidden)
			return
		}
		if r.URL.Path != "/mcp" {
			http.Error(w, "not found: the MCP endpoint is POST /mcp", http.StatusNotFound)
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "method not allowed: this server is stateless and answers POST /mcp only", http.StatusMethodNotAllowed)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
		if err != nil {
			s.log.Warn("an MCP request body could not be read", logs.Cat("mcp"), logs.Err(err))
			return
		}
		if len(body) > MaxBody {
			_, _ = io.Copy(io.Discard, r.Body) // drain, so the client reads the answer instead of a reset
			writeRPCError(w, http.StatusRequestEntityTooLarge, codeInvalidRequest, msgBodyTooLarge)
			return
		}
		trimmed := bytes.TrimSpace(body)
		if !codec.Valid(trimmed) {
			writeRPCError(w, http.StatusBadRequest, codeParseError, msgParseError)
			return
		}
		if len(trimmed) > 0 && trimmed[0] != '{' {
			writeRPCError(w, http.StatusBadRequest, codeInvalidRequest, msgBatch)
			return
		}
		resp := s.serverFor(trimmed).HandleMessage(r.Context(), trimmed)
		if resp == nil {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		out, err := encodeResponse(resp)
		if err != nil {
			s.log.Error("an MCP response could not be encoded", logs.Cat("mcp"), logs.Err(err))
			writeRPCError(w, http.StatusOK, codeInternalError, msgInternal)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(out)
	})
}

// writeRPCError answers status with a JSON-RPC error that has a null id.
func writeRPCError(w http.ResponseWriter, status, code int, msg string) {
	b, _ := codec.Marshal(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": code, "message": msg}})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// encodeResponse encodes a JSON-RPC answer. A tool result of one text item
// and a raw structuredContent (every result of this package) is written
// directly: the text escaped once and the structured bytes appended as
// they are once checked, where the generic encoder would compact the
// whole answer twice; anything else goes through the generic encoder.
func encodeResponse(resp mcp.JSONRPCMessage) ([]byte, error) {
	r, ok := resp.(mcp.JSONRPCResponse)
	if !ok {
		return codec.Marshal(resp)
	}
	res, ok := r.Result.(*mcp.CallToolResult)
	if !ok || res == nil || res.Meta != nil || res.ResultType != "" || len(res.InputRequests) > 0 || res.RequestState != "" || len(res.Content) != 1 {
		return codec.Marshal(resp)
	}
	text, ok := res.Content[0].(mcp.TextContent)
	structured, isRaw := res.StructuredContent.(codec.RawMessage)
	if !ok || !isRaw || text.Annotations != nil || text.Meta != nil || len(structured) == 0 {
		return codec.Marshal(resp)
	}
	if !codec.Valid(structured) {
		return nil, errors.New("a tool result is not valid JSON")
	}
	id, err := codec.Marshal(r.ID)
	if err != nil {
		return nil, fmt.Errorf("encode the response id: %w", err)
	}
	out := make([]byte, 0, 96+len(id)+2*len(text.Text)+len(structured))
	out = append(out, `{"jsonrpc":"2.0","id":`...)
	out = append(out, id...)
	out = append(out, `,"result":{"content":[{"type":"text","text":`...)
	out = codec.AppendString(out, text.Text)
	out = append(out, `}],"structuredContent":`...)
	out = append(out, structured...)
	if res.IsError {
		out = append(out, `,"isError":true`...)
	}
	return append(out, "}}"...), nil
}

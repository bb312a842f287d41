package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/svc-engine/svc-engine/codec"
)

// Version is the tool server's version, reported at initialize.
const Version = "0.1.0"

// Options configure a Server.
type Options struct {
	// EngineURL is the engine's base address (DefaultEngineURL when empty).
	EngineURL string
	// Overrides replace single gates (the SVC_MCP_* variables).
	Overrides Overrides
	// Logger receives diagnostics (discarded when nil).
	Logger *slog.Logger
	// HTTPClient reads the engine's live streams (a client with no overall
	// timeout when nil: a read ends on its own deadline); every other call
	// goes through the server's own fasthttp client.
	HTTPClient *http.Client
	// SmokeTimeout bounds run_collection_smoke's wait (2 minutes when 0).
	SmokeTimeout time.Duration
}

// Server is the tool set shared by both transports.
type Server struct {
	engine    *engine
	overrides Overrides
	log       *slog.Logger
	tools     []*tool
	byName    map[string]*tool
	order     map[string]int
	// serverTools are the registrations, built once for every protocol
	// server (one per HTTP POST).
	serverTools []server.ServerTool
	// callTools are the same handlers under a bare definition (the name
	// and an empty object schema), registered by the server of a
	// tools/call: a call reads only the handler, and registering a
	// definition re-reads its schema.
	callTools []server.ServerTool
	// hooks filter every listing by the gates; one set serves every
	// protocol server, as it holds no state of its own.
	hooks *server.Hooks
	smoke time.Duration
	// lastGates is the last GET /config answer the gates were read from,
	// for a conditional read (gates.go).
	lastGates atomic.Pointer[gateRead]
}

// New returns a Server for o; it contacts nothing until a tool runs.
func New(o Options) (*Server, error) {
	base := strings.TrimRight(o.EngineURL, "/")
	if base == "" {
		base = DefaultEngineURL
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("the engine URL %q must be http://host:port", o.EngineURL)
	}
	client := o.HTTPClient
	if client == nil {
		client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, IdleConnTimeout: 90 * time.Second}}
	}
	log := o.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s := &Server{engine: newEngine(base, u, client), overrides: o.Overrides, log: log,
		byName: map[string]*tool{}, order: map[string]int{}, smoke: o.SmokeTimeout}
	if s.smoke <= 0 {
		s.smoke = 2 * time.Minute
	}
	s.hooks = &server.Hooks{}
	s.hooks.AddAfterListTools(s.listFilter)
	s.tools = s.catalogue()
	for i, t := range s.tools {
		if s.byName[t.name] != nil {
			return nil, fmt.Errorf("tool %s is declared twice", t.name)
		}
		s.byName[t.name], s.order[t.name] = t, i
		mt := t.mcpTool()
		// A raw schema, encoded once, is what each protocol server reads
		// when it registers the tool (one per HTTP POST).
		if mt.RawInputSchema, err = codec.Marshal(mt.InputSchema); err != nil {
			return nil, fmt.Errorf("encode the input schema of %s: %w", t.name, err)
		}
		mt.InputSchema = mcp.ToolInputSchema{}
		h := s.handler(t)
		s.serverTools = append(s.serverTools, server.ServerTool{Tool: mt, Handler: h})
		s.callTools = append(s.callTools, server.ServerTool{Tool: mcp.Tool{Name: t.name, RawInputSchema: []byte(emptySchema)}, Handler: h})
	}
	return s, nil
}

// emptySchema is the input schema of a tool registered for a call only.
const emptySchema = `{"type":"object"}`

// ToolNames lists every tool in catalogue order.
func (s *Server) ToolNames() []string {
	out := make([]string, len(s.tools))
	for i, t := range s.tools {
		out[i] = t.name
	}
	return out
}

// CategoryOf returns the category of the named tool ("" when unknown).
func (s *Server) CategoryOf(name string) Category {
	if t := s.byName[name]; t != nil {
		return t.cat
	}
	return ""
}

// mcpServer builds a protocol server with every tool registered; a
// listing is filtered by the gates at the time it is made.
func (s *Server) mcpServer() *server.MCPServer {
	ms := s.bareServer()
	ms.AddTools(s.serverTools...)
	return ms
}

// serverFor builds the fresh protocol server of one HTTP POST: the tools a
// message needs are registered (every tool for tools/list, the one called
// for tools/call, none otherwise), since registering validates each
// tool's schema.
func (s *Server) serverFor(msg []byte) *server.MCPServer {
	ms := s.bareServer()
	var m struct {
		Method string `json:"method"`
		Params struct {
			Name string `json:"name"`
		} `json:"params"`
	}
	_ = codec.Unmarshal(msg, &m)
	switch m.Method {
	case "tools/list":
		ms.AddTools(s.serverTools...)
	case "tools/call":
		if i, ok := s.order[m.Params.Name]; ok {
			ms.AddTools(s.callTools[i])
		}
	}
	return ms
}

// bareServer is a protocol server without tools.
func (s *Server) bareServer() *server.MCPServer {
	ms := server.NewMCPServer("svc-mcp", Version,
		server.WithToolCapabilities(false),
		server.WithHooks(s.hooks),
		server.WithRecovery(),
		server.WithInstructions("Tools of the svc-engine HTTP request and load engine. Read tools are always available; "+
			"write tools only while the engine's mcpWriteEnabled setting is on; execute and load tools send traffic only to "+
			"hosts on mcpAllowlist (or loopback services the engine hosts); start_load_run is capped and, like the deletes, "+
			"needs confirmation. Long work is asynchronous: run_collection and start_load_run return a runId; follow it "+
			"with get_live_metrics and read get_run_report when it has ended."),
	)
	return ms
}

// ServeStdio serves the stdio transport on in and out until in ends (once
// every request read is answered) or ctx is done.
func (s *Server) ServeStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	ss := server.NewStdioServer(s.mcpServer())
	ss.SetErrorLogger(slog.NewLogLogger(s.log.Handler(), slog.LevelError))
	d := newDrain()
	err := ss.Listen(ctx, &drainReader{ctx: ctx, r: in, d: d}, &drainWriter{w: out, d: d})
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
		return nil
	}
	return fmt.Errorf("serve stdio: %w", err)
}

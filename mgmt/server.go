package mgmt

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fasthttp/router"
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/hostguard"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/mocks"
	"github.com/svc-engine/svc-engine/runs"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/specs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// MaxRequestBodyBytes bounds a management request body. It sits above the
// 10 MiB stored-field cap so an oversized field gets its 413 naming the field.
const MaxRequestBodyBytes = 300 << 20

// Options wire a Server. Every field is required unless its comment says otherwise.
type Options struct {
	Store    *store.Store
	Elements *scripting.Registry
	Log      *logs.Logger
	Version  string
	// Shutdown is called about 100 ms after POST /shutdown has answered.
	Shutdown func()
	// Now returns epoch milliseconds; nil means the wall clock.
	Now func() int64
	// Getenv reads the proxy environment of sends and GOMAXPROCS (the
	// script sandbox's spare processor, scripting.Options.Getenv); nil
	// means none is known.
	Getenv func(string) string
	// Recovery is what this start did with a damaged database (GET
	// /health recovery); nil on a clean start. Optional.
	Recovery *store.Recovery
	// Conn bounds connections (read timeouts, open connections); the zero
	// value means the defaults.
	Conn ConnLimits
}

// Server is the management API.
type Server struct {
	// base is the context of store calls. A fasthttp RequestCtx is not
	// used as a context: its Done is server-wide and racy against
	// Shutdown, and a never-cancelled base spares database/sql a watcher
	// goroutine per query.
	base     context.Context
	store    *store.Store
	elements *scripting.Registry
	log      *logs.Logger
	version  string
	shutdown func()
	now      func() int64
	port     atomic.Int64                  // the bound port, for the Host guard
	cfg      atomic.Pointer[config.Values] // live config, swapped on POST /config
	cfgEpoch int64                         // this process's start, in the config ETag
	cfgGen   atomic.Int64                  // generation of cfg, in the config ETag
	srv      *fasthttp.Server
	allowed  atomic.Pointer[[][]byte] // accepted Host values, set on Serve
	// listBuffers recycles the buffers list responses are built in: a list
	// of a thousand requests is about a megabyte, and growing a fresh one
	// per call costs more than the read.
	listBuffers sync.Pool
	lists       listCache // rendered request lists, exact by database version
	sender      *sender.Client
	jar         *sender.Jar
	scripts     *scripting.Sandbox // runs script elements: sends (send_scripts.go) and collection runs
	runs        *runs.Manager
	recovery    *store.Recovery // this start's recovery, or nil
	specs       *specs.Service  // OpenAPI documents (mgmt/specs.go)
	side        *mocks.Host     // side servers: mocks, inboxes, mock issuers
	mocks       *mocks.Mocks
	inboxes     *mocks.Inboxes
	conn        ConnLimits
	reclaiming  atomic.Bool    // a reclaim of memory is under way (connlimits.go)
	issuers     *mocks.Issuers // the running mock OAuth 2 issuers (issuer.go)
	signIns     signIns        // the loopback redirects of POST /oauth2/authorize (oauth2.go)
}

// New builds a Server and loads the live config from the store.
func New(ctx context.Context, o Options) (*Server, error) {
	s := &Server{base: context.WithoutCancel(ctx), store: o.Store, elements: o.Elements, log: o.Log, version: o.Version, shutdown: o.Shutdown, now: o.Now, recovery: o.Recovery,
		cfgEpoch: time.Now().UnixNano()}
	s.listBuffers.New = func() any { return new([]byte) }
	s.conn = o.Conn.withDefaults()
	if s.now == nil {
		s.now = func() int64 { return time.Now().UnixMilli() }
	}
	jar, err := sender.NewJar(ctx, cookieStore{st: o.Store, now: s.now}, s.cookieError)
	if err != nil {
		return nil, fmt.Errorf("load the cookie jar: %w", err)
	}
	s.jar = jar
	s.sender = &sender.Client{Jar: jar, Getenv: o.Getenv, Certificates: s.clientCertsFor,
		OAuth2: sender.NewOAuth2Tokens(oauth2Cache{st: o.Store}, func() time.Time { return time.UnixMilli(s.now()) })}
	s.scripts = scripting.NewSandbox(scripting.Options{MaxMemoryBytes: func() int64 { return s.config().Int(config.KeyScriptMaxMemoryBytes) }, Getenv: o.Getenv})
	s.side = mocks.NewHost()
	if err := s.reloadConfig(s.base); err != nil {
		return nil, err
	}
	s.specs = s.newSpecs()
	s.runs = runs.NewManager(runs.Options{
		Store:         o.Store,
		Log:           o.Log,
		Now:           func() time.Time { return time.UnixMilli(s.now()) },
		LiveRetention: func() time.Duration { return s.config().Duration(config.KeyLiveRetentionMs) },
	})
	s.mocks = mocks.NewMocks(s.side, o.Store, o.Log)
	s.inboxes = mocks.NewInboxes(s.side, o.Store, o.Log, s.inboxSettings)
	s.issuers = mocks.NewIssuers(s.side)
	s.srv = &fasthttp.Server{
		Handler:                       s.handler(),
		Name:                          "svc-engine",
		MaxRequestBodySize:            MaxRequestBodyBytes,
		ReadTimeout:                   s.conn.HeaderTimeout,
		HeaderReceived:                s.conn.bodyTimeout,
		IdleTimeout:                   2 * time.Minute,
		NoDefaultServerHeader:         false,
		DisableHeaderNamesNormalizing: false,
		StreamRequestBody:             false,
		ReduceMemoryUsage:             false,
		CloseOnShutdown:               true,
		Logger:                        quietLogger{},
		ErrorHandler:                  s.transportError,
	}
	return s, nil
}

// transportError answers requests fasthttp could not read (an oversized
// or malformed request) with the one error body and no-store.
func (s *Server) transportError(ctx *fasthttp.RequestCtx, err error) {
	ctx.Response.Header.Set("Cache-Control", "no-store")
	if c, ok := ctx.Conn().(*cappedConn); ok && c.received == 0 {
		// Not one byte of a request arrived before the read timeout (a
		// connection a client opened and never used): close it without
		// an answer nobody asked for.
		_ = ctx.Conn().Close()
		return
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		s.writeError(ctx, errStatus(408, "the request was not received in time: its headers must arrive within "+s.conn.HeaderTimeout.String()+" and its body within "+s.conn.BodyTimeout.String()+" after them"))
		return
	}
	if errors.Is(err, fasthttp.ErrBodyTooLarge) {
		s.writeError(ctx, errStatus(413, "the request body is over the "+strconv.Itoa(MaxRequestBodyBytes)+"-byte limit"))
		return
	}
	s.writeError(ctx, errStatus(400, "the request could not be read: "+err.Error()))
}

type quietLogger struct{}

func (quietLogger) Printf(string, ...any) {}

// Serve answers requests on ln until Shutdown.
func (s *Server) Serve(ln net.Listener) error {
	port := ln.Addr().(*net.TCPAddr).Port
	s.port.Store(int64(port))
	hosts := hostguard.Loopback(port)
	s.allowed.Store(&hosts)
	return s.srv.Serve(newCappedListener(ln, s.conn.MaxConns))
}

// Shutdown stops accepting, waits for in-flight requests and closes the
// sign-in listeners still waiting (POST /oauth2/authorize).
func (s *Server) Shutdown(ctx context.Context) error {
	err := s.srv.ShutdownWithContext(ctx)
	s.signIns.closeAll()
	return err
}

func (s *Server) config() *config.Values { return s.cfg.Load() }

func (s *Server) reloadConfig(ctx context.Context) error {
	var stored map[string]store.ConfigValue
	if err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		stored, err = tx.Config()
		return err
	}); err != nil {
		return err
	}
	v := config.NewValues(toConfigStored(stored))
	s.cfg.Store(&v)
	s.cfgGen.Add(1)
	return nil
}

// configETag names the stored settings as GET /config answers them: the
// process's start and the generation reloadConfig bumps after every write
// (POST /config is the only writer, and it answers after the reload).
func (s *Server) configETag() string {
	return `"cfg-` + strconv.FormatInt(s.cfgEpoch, 36) + "-" + strconv.FormatInt(s.cfgGen.Load(), 10) + `"`
}

func toConfigStored(m map[string]store.ConfigValue) map[string]config.Stored {
	out := make(map[string]config.Stored, len(m))
	for k, v := range m {
		out[k] = config.Stored{Value: v.Value, UpdatedAt: v.UpdatedAt}
	}
	return out
}

// deps returns the merge dependencies for a write inside tx.
func (s *Server) deps(tx *store.Tx) workspace.Deps {
	return workspace.Deps{
		Lookup:             tx,
		Elements:           s.elements,
		DefaultHTTPVersion: s.config().String(config.KeyDefaultHTTPVersion),
		Now:                s.now(),
	}
}

type handlerFunc func(ctx *fasthttp.RequestCtx) error

// h adapts a handler that returns an error: the one path to writeError.
func (s *Server) h(fn handlerFunc) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		if err := fn(ctx); err != nil {
			s.writeError(ctx, err)
		}
	}
}

func (s *Server) handler() fasthttp.RequestHandler {
	r := router.New()
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.HandleOPTIONS = false
	r.NotFound = s.h(func(ctx *fasthttp.RequestCtx) error {
		return errStatus(404, "no route for "+string(ctx.Method())+" "+string(ctx.Path()))
	})
	r.MethodNotAllowed = s.h(func(ctx *fasthttp.RequestCtx) error {
		if string(ctx.Path()) == "/runs/compare" {
			// The router also counts /runs/{id} methods for this static
			// path; the comparison itself is GET only.
			ctx.Response.Header.Set("Allow", "GET, OPTIONS")
		}
		if specPostOnly(string(ctx.Path())) {
			// Likewise the POST-only /specs/* routes and GET/DELETE /specs/{id}.
			ctx.Response.Header.Set("Allow", "OPTIONS, POST")
		}
		return errStatus(405, "method "+string(ctx.Method())+" is not allowed on "+string(ctx.Path()))
	})
	s.routes(r)
	next := r.Handler
	return func(ctx *fasthttp.RequestCtx) {
		start := time.Now()
		ctx.Response.Header.Set("Cache-Control", "no-store")
		if err := s.guard(ctx); err != nil {
			s.writeError(ctx, err)
		} else {
			next(ctx)
		}
		ctx.Response.Header.Set("Cache-Control", "no-store")
		if ctx.Response.IsBodyStream() {
			// Response.Body would read the whole stream here (an SSE
			// stream until it ends): streamEvents logs the request when
			// the stream ends.
			return
		}
		if len(ctx.Request.Body()) >= reclaimAfterBytes || len(ctx.Response.Body()) >= reclaimAfterBytes {
			s.reclaimMemory()
		}
		s.log.Request(string(ctx.Method()), string(ctx.Path()), ctx.Response.StatusCode(), time.Since(start), len(ctx.Response.Body()))
	}
}

// guard refuses requests that did not come from a local program or the
// engine's own pages (hostguard.Check): every Host, and the authority of
// an absolute request target, must name the loopback address with the
// engine's port (DNS-rebinding protection), and every Origin must be one
// of those too (cross-site protection). The raw header block is read, not
// fasthttp's parsed host, which drops userinfo and keeps one Host only.
func (s *Server) guard(ctx *fasthttp.RequestCtx) error {
	allowed := s.allowed.Load()
	if allowed == nil {
		return nil
	}
	hosts, origins := hostguard.Request(ctx.Request.Header.RawHeaders(), ctx.Request.Header.Host(), ctx.Request.Header.RequestURI())
	switch err := hostguard.Check(*allowed, hosts, origins); {
	case errors.Is(err, hostguard.ErrHost):
		return errStatus(403, "the Host header must name this engine on the loopback interface (127.0.0.1, localhost or [::1] with port "+strconv.FormatInt(s.port.Load(), 10)+"), once and without userinfo")
	case err != nil:
		return errStatus(403, "requests from web pages of other origins are refused")
	}
	return nil
}

// readJSON answers 200 with what read returns inside one read transaction.
func readJSON[T any](s *Server, ctx *fasthttp.RequestCtx, read func(*store.Tx) (T, error)) error {
	var out T
	err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		out, err = read(tx)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// updateJSON answers status with what write returns inside one write
// transaction (rolled back on error).
func updateJSON[T any](s *Server, ctx *fasthttp.RequestCtx, status int, write func(*store.Tx) (T, error)) error {
	var out T
	err := s.store.Update(s.base, func(tx *store.Tx) error {
		var err error
		out, err = write(tx)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, status, out)
}

// writeJSON encodes v as the response body with status, followed by a
// newline (as every JSON answer, so curl output ends its line).
func writeJSON(ctx *fasthttp.RequestCtx, status int, v any) error {
	b, err := codec.Append(ctx.Response.Body()[:0], v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	ctx.SetStatusCode(status)
	ctx.SetContentType("application/json")
	ctx.Response.SetBodyRaw(b)
	return nil
}

// decode parses the request body as one JSON object.
func decode(ctx *fasthttp.RequestCtx) (workspace.Patch, error) {
	return workspace.DecodePatch(ctx.PostBody())
}

// pathID returns the :id route parameter as a string (copied).
func pathID(ctx *fasthttp.RequestCtx, name string) string {
	v, _ := ctx.UserValue(name).(string)
	return v
}

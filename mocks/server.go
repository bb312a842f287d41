package mocks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Side server kinds, as stored in store.SideServer.Kind.
const (
	KindMock   = "mock"
	KindInbox  = "inbox"
	KindIssuer = "issuer"
)

// MaxRequestBodyBytes bounds a request body a side server reads (fasthttp
// answers 413 above it). It sits above the largest maxTraceBodyBytes, so an
// inbox can always capture the part the setting keeps.
const MaxRequestBodyBytes = 128 << 20

// stopTimeout bounds how long Stop waits for in-flight requests of one
// side server before closing their connections.
const stopTimeout = 2 * time.Second

// ErrClosed means the Host is shutting down with the engine and starts nothing.
var ErrClosed = errors.New("the engine is stopping; side servers cannot start")

// Host runs side servers, each on its own 127.0.0.1 port, keyed by the id
// of its definition. It is safe for concurrent use.
type Host struct {
	mu      sync.Mutex
	servers map[string]*running
	closed  bool
}

// running is one listening side server.
type running struct {
	port int
	srv  *fasthttp.Server
	ln   net.Listener
	done chan struct{} // closed when Serve has returned
}

// NewHost returns a Host with nothing running.
func NewHost() *Host { return &Host{servers: map[string]*running{}} }

// URL is the base URL of a side server on port.
func URL(port int) string { return "http://127.0.0.1:" + strconv.Itoa(port) }

// portTaken is the 409 of a port that cannot be bound.
func portTaken(port int, err error) error {
	return &workspace.ConflictError{Message: fmt.Sprintf("port %d on 127.0.0.1 cannot be bound: %v", port, err)}
}

// Start binds 127.0.0.1:port (0 picks a free port) and serves handler
// there under id. It returns the bound port. An id already running, or a
// port that cannot be bound, is a *workspace.ConflictError (409); a port
// outside 0..65535 is a *workspace.FieldError naming "port".
func (h *Host) Start(ctx context.Context, id string, port int, handler fasthttp.RequestHandler) (int, error) {
	if port < 0 || port > 65535 {
		return 0, workspace.Fieldf("port", "port must be a whole number from 0 (a free port) to 65535, got %d", port)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return 0, ErrClosed
	}
	if r, ok := h.servers[id]; ok {
		return 0, &workspace.ConflictError{Message: fmt.Sprintf("%s is already running on port %d", id, r.port)}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return 0, portTaken(port, err)
	}
	r := &running{
		port: ln.Addr().(*net.TCPAddr).Port,
		srv: &fasthttp.Server{
			Handler: handler,
			Name:    "svc-engine",
			// The answers are the server's to shape (a mock replays
			// saved headers verbatim): fasthttp adds no Server or
			// Content-Type header of its own.
			NoDefaultServerHeader: true,
			NoDefaultContentType:  true,
			MaxRequestBodySize:    MaxRequestBodyBytes,
			ReadTimeout:           time.Minute,
			IdleTimeout:           2 * time.Minute,
			CloseOnShutdown:       true,
			Logger:                quietLogger{},
		},
		ln:   ln,
		done: make(chan struct{}),
	}
	h.servers[id] = r
	go func() {
		defer close(r.done)
		_ = r.srv.Serve(ln) // returns when Shutdown closes the listener
	}()
	return r.port, nil
}

// Port returns the port id is running on, if it is running.
func (h *Host) Port(id string) (int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	r, ok := h.servers[id]
	if !ok {
		return 0, false
	}
	return r.port, true
}

// Stop stops id and waits until its port is released; it reports whether
// id was running.
func (h *Host) Stop(id string) bool {
	h.mu.Lock()
	r, ok := h.servers[id]
	delete(h.servers, id)
	h.mu.Unlock()
	if !ok {
		return false
	}
	r.stop()
	return true
}

func (r *running) stop() {
	ctx, cancel := context.WithTimeout(context.Background(), stopTimeout)
	defer cancel()
	_ = r.srv.ShutdownWithContext(ctx) // past the deadline its connections are closed anyway
	// Shutdown closes only the listeners Serve has registered: one whose
	// Serve has not begun yet is closed here, or Serve would start later
	// and run forever.
	_ = r.ln.Close()
	<-r.done
}

// Close stops every side server and refuses later starts; the engine
// calls it on shutdown.
func (h *Host) Close() {
	h.mu.Lock()
	h.closed = true
	all := h.servers
	h.servers = map[string]*running{}
	h.mu.Unlock()
	var wg sync.WaitGroup
	for _, r := range all {
		wg.Go(r.stop)
	}
	wg.Wait()
}

// Launch starts def's server with handler on def.Port (0 picks a free
// port) and stores def with the bound port, creating or updating its row.
// When the write fails the server is stopped again. It is the one way a
// stored side server starts: on create and on POST .../start.
func (h *Host) Launch(ctx context.Context, st *store.Store, def store.SideServer, handler fasthttp.RequestHandler) (store.SideServer, error) {
	port, err := h.Start(ctx, def.ID, def.Port, handler)
	if err != nil {
		return def, err
	}
	def.Port = port
	if err := st.Update(ctx, func(tx *store.Tx) error { return tx.PutSideServer(def) }); err != nil {
		h.Stop(def.ID)
		return def, err
	}
	return def, nil
}

// Remove stops def kind's server id, if running, and deletes its row.
func (h *Host) Remove(ctx context.Context, st *store.Store, kind, id string) error {
	if err := st.View(ctx, func(tx *store.Tx) error {
		_, err := tx.SideServer(kind, id)
		return err
	}); err != nil {
		return err
	}
	h.Stop(id)
	return st.Update(ctx, func(tx *store.Tx) error { return tx.DeleteSideServer(kind, id) })
}

type quietLogger struct{}

func (quietLogger) Printf(string, ...any) {}

// decodeObject decodes body, which must be one JSON object, into v; a
// failure is a *workspace.FieldError (400).
func decodeObject(body []byte, v any) error {
	b := bytes.TrimSpace(body)
	if len(b) == 0 || b[0] != '{' {
		return workspace.Fieldf("body", "the body must be a JSON object")
	}
	if err := codec.Unmarshal(b, v); err != nil {
		return workspace.Fieldf("body", "the body does not fit the expected shape: %v", err)
	}
	return nil
}

// prefixField names a field error's field inside parent.
func prefixField(parent string, err error) error {
	var fe *workspace.FieldError
	if errors.As(err, &fe) {
		return &workspace.FieldError{Field: parent + "." + fe.Field, Message: parent + "." + fe.Message}
	}
	return err
}

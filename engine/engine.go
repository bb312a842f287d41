package engine

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/mgmt"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/specs"
	"github.com/svc-engine/svc-engine/store"
)

// Version is the engine version reported by GET /health.
const Version = "0.1.0"

// runsStopTimeout bounds how long shutdown waits for running runs to stop
// and record their end.
const runsStopTimeout = 10 * time.Second

// DatabaseFile is the database file name inside the data dir.
const DatabaseFile = "svc-engine.db"

// Options configure Start.
type Options struct {
	Port      int    // 0 picks a free port (tests); the daemon default is 9876
	DataDir   string // required
	Verbosity int    // 0 warn/error, 1 info, 2 debug
	// Getenv reads the environment (proxy variables of sends); nil means
	// an empty environment.
	Getenv func(string) string
	// Conn bounds the management server's connections; zero means the
	// defaults (mgmt.ConnLimits).
	Conn mgmt.ConnLimits
}

// ListenError means the port could not be bound; the engine never tries another.
type ListenError struct {
	Addr string
	Err  error
}

func (e *ListenError) Error() string {
	return fmt.Sprintf("cannot listen on %s: %v", e.Addr, e.Err)
}

func (e *ListenError) Unwrap() error { return e.Err }

// Engine is a running daemon.
type Engine struct {
	lock    *Lock
	log     *logs.Logger
	store   *store.Store
	server  *mgmt.Server
	ln      net.Listener
	dataDir string

	stopOnce sync.Once
	stop     chan struct{} // closed to begin shutdown
	done     chan struct{} // closed when shutdown has finished
	err      error         // serve error, read after done

	sweeper     *store.Sweeper
	sweepCancel context.CancelFunc // stops the retention loop
	sweepDone   chan struct{}      // closed when the retention loop has returned
}

// DefaultDataDir is $XDG_DATA_HOME/svc-engine, else ~/.local/share/svc-engine.
func DefaultDataDir(getenv func(string) string) string {
	if d := getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "svc-engine")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "share", "svc-engine")
	}
	return filepath.Join(os.TempDir(), "svc-engine")
}

// Start brings the engine up and serves in the background. Errors:
// *LockedError, *ListenError, *store.SchemaTooNewError and IO errors.
func Start(ctx context.Context, o Options) (_ *Engine, err error) {
	if o.DataDir == "" {
		return nil, errors.New("data dir is required")
	}
	dir, err := filepath.Abs(o.DataDir)
	if err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	lock, err := AcquireLock(dir)
	if err != nil {
		return nil, err
	}
	e := &Engine{lock: lock, dataDir: dir, stop: make(chan struct{}), done: make(chan struct{})}
	defer func() {
		if err != nil {
			e.release()
		}
	}()
	// Bind before touching the database: a taken port fails fast and
	// leaves the data dir as it was.
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(o.Port))
	var lc net.ListenConfig
	if e.ln, err = lc.Listen(ctx, "tcp4", addr); err != nil {
		return nil, &ListenError{Addr: addr, Err: err}
	}
	if e.log, err = logs.Open(filepath.Join(dir, "logs"), "engine", o.Verbosity); err != nil {
		return nil, fmt.Errorf("open logs: %w", err)
	}
	dbPath := filepath.Join(dir, DatabaseFile)
	recovery, err := e.recover(ctx, dbPath)
	if err != nil {
		return nil, err
	}
	opts, err := storeOptions(ctx, dbPath)
	if err != nil {
		return nil, err
	}
	if e.store, err = store.Open(ctx, opts); err != nil {
		return nil, err
	}
	if err := e.sweepTrash(ctx); err != nil {
		return nil, err
	}
	// The sweep of unreferenced spec documents runs at startup (and after
	// each run-retention pass: startSweeper).
	if _, err := specs.Sweep(ctx, e.store, time.Now()); err != nil {
		return nil, err
	}
	e.server, err = mgmt.New(ctx, mgmt.Options{
		Store:    e.store,
		Elements: scripting.NewRegistry(),
		Log:      e.log,
		Version:  Version,
		Shutdown: e.Stop,
		Getenv:   o.Getenv,
		Recovery: recovery,
		Conn:     o.Conn,
	})
	if err != nil {
		return nil, err
	}
	// Runs an earlier engine left Pending or Running (a crash, a kill)
	// are recorded as Stopped before any new run starts.
	if _, err := e.server.Runs().RecoverInterrupted(ctx); err != nil {
		return nil, fmt.Errorf("record interrupted runs: %w", err)
	}
	e.log.Info(fmt.Sprintf("The engine %s is listening on http://%s with data dir %s", Version, e.ln.Addr(), dir), logs.Cat("startup"))
	serveErr := make(chan error, 1) // one send, read by the shutdown goroutine
	go func() { serveErr <- e.server.Serve(e.ln) }()
	e.startSweeper(ctx)
	go e.run(ctx, serveErr)
	return e, nil
}

// storeOptions reads the restart-only db* settings from an existing
// database, so they apply from the engine's start.
func storeOptions(ctx context.Context, path string) (store.Options, error) {
	o := store.Options{Path: path}
	stored, err := store.ReadConfig(ctx, path)
	if err != nil {
		return o, err
	}
	v := config.NewValues(toStored(stored))
	o.CacheSize = v.Int(config.KeyDBCacheSize)
	o.BusyTimeout = v.Duration(config.KeyDBBusyTimeout)
	o.Synchronous = v.String(config.KeyDBSynchronous)
	o.BackupsRetained = int(v.Int(config.KeyMaxBackupsRetained))
	return o, nil
}

// sweepTrash purges trash entries older than trashRetentionDays (0 keeps
// the trash forever).
func (e *Engine) sweepTrash(ctx context.Context) error {
	var stored map[string]store.ConfigValue
	if err := e.store.View(ctx, func(tx *store.Tx) error {
		var err error
		stored, err = tx.Config()
		return err
	}); err != nil {
		return err
	}
	days := config.NewValues(toStored(stored)).Int(config.KeyTrashRetentionDays)
	if days <= 0 {
		return nil
	}
	cutoff := time.Now().Add(-time.Duration(days) * 24 * time.Hour).UnixMilli()
	var n int
	err := e.store.Update(ctx, func(tx *store.Tx) error {
		var err error
		n, err = tx.SweepTrash(cutoff)
		return err
	})
	if err != nil {
		return fmt.Errorf("trash retention sweep: %w", err)
	}
	if n > 0 {
		e.log.Info(fmt.Sprintf("The trash retention sweep purged %d entries older than %d days", n, days), logs.Cat("db"))
	}
	return nil
}

func toStored(m map[string]store.ConfigValue) map[string]config.Stored {
	out := make(map[string]config.Stored, len(m))
	for k, v := range m {
		out[k] = config.Stored{Value: v.Value, UpdatedAt: v.UpdatedAt}
	}
	return out
}

func (e *Engine) run(ctx context.Context, serveErr <-chan error) {
	select {
	case <-ctx.Done():
		e.log.Info("The engine received a stop signal", logs.Cat("shutdown"))
	case <-e.stop:
	case err := <-serveErr:
		e.err = err
	}
	// Running runs stop first and are recorded as Stopped, which also
	// ends their live streams, before the server and the store close.
	rctx, rcancel := context.WithTimeout(context.Background(), runsStopTimeout)
	if err := e.server.Runs().StopAll(rctx); err != nil {
		e.log.Error("Some runs did not stop in time and may be recorded as unfinished", logs.Cat("shutdown"), logs.Err(err))
	}
	rcancel()
	e.stopSweeper()
	// Side servers (mocks, inboxes, mock issuers) stop with the engine,
	// before the store their handlers write to closes.
	e.server.StopSideServers()
	// In-flight requests get a moment to finish; a client that holds an
	// idle connection open must not delay the exit.
	sctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_ = e.server.Shutdown(sctx)
	e.log.Info("The engine stopped", logs.Cat("shutdown"))
	e.release()
	close(e.done)
}

// release closes everything Start opened, in reverse order.
func (e *Engine) release() {
	if e.ln != nil {
		_ = e.ln.Close()
	}
	if e.store != nil {
		_ = e.store.Close()
	}
	if e.lock != nil {
		_ = e.lock.Release()
	}
	if e.log != nil {
		_ = e.log.Close()
	}
}

// Addr is the bound address (host:port).
func (e *Engine) Addr() string { return e.ln.Addr().String() }

// DataDir is the absolute data dir.
func (e *Engine) DataDir() string { return e.dataDir }

// Stop begins shutdown; Wait blocks until it has finished.
func (e *Engine) Stop() { e.stopOnce.Do(func() { close(e.stop) }) }

// Wait blocks until the engine has shut down and returns a serve error, if any.
func (e *Engine) Wait() error {
	<-e.done
	return e.err
}

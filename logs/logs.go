package logs

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"gopkg.in/natefinch/lumberjack.v2"
)

// Rotation settings of the files written by Open.
const (
	maxSizeMB  = 10
	maxBackups = 5
)

// Logger writes NDJSON log lines for one source. The embedded [slog.Logger]
// is the everyday API; Request writes request lines and Close ends the file.
type Logger struct {
	*slog.Logger
	out       *output
	verbosity int
}

// Open creates dir if needed and returns a Logger writing NDJSON to
// dir/<src>.log with size-bounded rotation: a file is rotated at 10 MB and
// five backups are kept, uncompressed, so every file in dir stays NDJSON.
// The directory is created with mode 0700 and the file with mode 0600.
// src must be one of engine, cli, app, mcp and renderer.
func Open(dir, src string, verbosity int) (*Logger, error) {
	return openWith(dir, src, verbosity, maxSizeMB)
}

// openWith is Open with the rotation size in megabytes as a parameter, so
// tests can rotate without writing 10 MB per file.
func openWith(dir, src string, verbosity, maxMB int) (*Logger, error) {
	if categories(src) == nil {
		return nil, fmt.Errorf("logs: unknown source %q", src)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("logs: create log directory: %w", err)
	}
	name := filepath.Join(dir, src+".log")
	// Create the file now so a permission problem shows at startup rather
	// than as lost lines, and so the file gets mode 0600: lumberjack keeps
	// the mode of an existing file.
	f, err := os.OpenFile(name, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("logs: open log file: %w", err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("logs: open log file: %w", err)
	}
	lj := &lumberjack.Logger{
		Filename:   name,
		MaxSize:    maxMB,
		MaxBackups: maxBackups,
		Compress:   false,
	}
	return newLogger(lj, lj, src, verbosity), nil
}

// New returns a Logger writing to w, with the same handler as Open; it is
// meant for tests and stderr. Close stops the writing but does not close w.
// New panics when src is not one of engine, cli, app, mcp and renderer,
// since the source is a constant of the calling program.
func New(w io.Writer, src string, verbosity int) *Logger {
	if categories(src) == nil {
		panic(fmt.Sprintf("logs: unknown source %q", src))
	}
	return newLogger(w, nil, src, verbosity)
}

func newLogger(w io.Writer, c io.Closer, src string, verbosity int) *Logger {
	verbosity = min(max(verbosity, 0), 2)
	out := &output{w: w, closer: c}
	h := &handler{
		out:  out,
		src:  src,
		cats: categories(src),
		min:  minLevel(verbosity),
		pid:  os.Getpid(),
	}
	return &Logger{Logger: slog.New(h), out: out, verbosity: verbosity}
}

// Close stops the Logger and closes its file; every line was already
// handed to the operating system by its own write. Lines logged after Close
// are dropped. Close is safe to call more than once.
func (l *Logger) Close() error {
	return l.out.close()
}

// Verbosity returns the verbosity the Logger was made with, clamped to 0..2.
func (l *Logger) Verbosity() int {
	return l.verbosity
}

// Request writes the line of one management request or webhook inbox
// capture: method, path, status, duration and response bytes, never the
// query string, headers or body. Anything from '?' or '#' on is cut off
// path. 1xx and 2xx lines are debug, 3xx and 4xx info, and 5xx error, as is
// a status outside 100..599, so verbosity 2 shows every line, 1 only the
// non-2xx lines and 0 still shows a 5xx.
func (l *Logger) Request(method, path string, status int, dur time.Duration, respBytes int) {
	l.RequestIn("http", method, path, status, dur, respBytes)
}

// RequestIn is Request under category cat: "inbox" for a webhook inbox
// capture, "mock" for a request a mock server answered.
func (l *Logger) RequestIn(cat, method, path string, status int, dur time.Duration, respBytes int) {
	level := requestLevel(status)
	ctx := context.Background()
	if !l.Enabled(ctx, level) {
		return
	}
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	ms := float64(max(dur, 0)) / float64(time.Millisecond)
	respBytes = max(respBytes, 0)
	unit := "bytes"
	if respBytes == 1 {
		unit = "byte"
	}
	msg := fmt.Sprintf("%s %s answered %d in %.3f ms with %d %s.", method, path, status, ms, respBytes, unit)
	l.LogAttrs(ctx, level, msg, Cat(cat))
}

// requestLevel maps an HTTP status to the level of its request line.
func requestLevel(status int) slog.Level {
	switch {
	case status >= 100 && status < 300:
		return slog.LevelDebug
	case status >= 300 && status < 500:
		return slog.LevelInfo
	default:
		return slog.LevelError
	}
}

// minLevel maps a verbosity to the lowest level written. Verbosity 2
// writes every level, since levels below debug are written as debug.
func minLevel(verbosity int) slog.Level {
	switch verbosity {
	case 0:
		return slog.LevelWarn
	case 1:
		return slog.LevelInfo
	default:
		return slog.Level(math.MinInt)
	}
}

// categories returns the closed list of categories of src, the first being
// the fallback, or nil when src is not a known source.
func categories(src string) []string {
	engine := []string{"startup", "config", "http", "db", "run", "script", "inbox", "mock", "oauth", "client", "shutdown"}
	switch src {
	case "engine":
		return engine
	case "cli":
		return append(engine, "cli")
	case "app", "mcp":
		return []string{"main", "sidecar", "window", "updater", "ipc", "mcp", "power", "notify"}
	case "renderer":
		return []string{"renderer", "boundary"}
	}
	return nil
}

// output serializes the lines of every handler derived from one Logger:
// one Write per line, none after Close.
type output struct {
	mu     sync.Mutex
	w      io.Writer
	closer io.Closer
	closed bool
}

func (o *output) write(line []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return os.ErrClosed
	}
	_, err := o.w.Write(line)
	return err
}

func (o *output) close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return nil
	}
	o.closed = true
	if o.closer == nil {
		return nil
	}
	return o.closer.Close()
}

// Command svc-engine is the engine daemon: the management API on
// 127.0.0.1 (default port 9876) over an embedded SQLite data dir.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/svc-engine/svc-engine/engine"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(argv []string, stdout, stderr io.Writer) int {
	a, err := parseArgs(argv)
	if err != nil {
		say(stderr, "svc-engine: %v\n", err)
		return 1
	}
	switch {
	case a.help:
		say(stdout, "%s", usage)
		return 0
	case a.version:
		say(stdout, "svc-engine %s\n", engine.Version)
		return 0
	}
	if a.dataDir == "" {
		a.dataDir = engine.DefaultDataDir(os.Getenv)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e, err := engine.Start(ctx, engine.Options{Port: a.port, DataDir: a.dataDir, Verbosity: a.verbosity, Getenv: os.Getenv})
	if err != nil {
		say(stderr, "svc-engine: %v\n", err)
		return 1
	}
	say(stdout, "svc-engine %s listening on http://%s (data dir %s)\n", engine.Version, e.Addr(), e.DataDir())
	if err := e.Wait(); err != nil && !errors.Is(err, context.Canceled) {
		say(stderr, "svc-engine: %v\n", err)
		return 1
	}
	return 0
}

// say writes one message of the daemon's own. Its write error is dropped:
// a closed stdout or stderr must neither stop the daemon nor change the
// exit code, and there is nowhere left to report it.
func say(w io.Writer, format string, args ...any) {
	_, _ = fmt.Fprintf(w, format, args...)
}

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
		fmt.Fprintln(stderr, "svc-engine:", err)
		return 1
	}
	switch {
	case a.help:
		fmt.Fprint(stdout, usage)
		return 0
	case a.version:
		fmt.Fprintln(stdout, "svc-engine", engine.Version)
		return 0
	}
	if a.dataDir == "" {
		a.dataDir = engine.DefaultDataDir(os.Getenv)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e, err := engine.Start(ctx, engine.Options{Port: a.port, DataDir: a.dataDir, Verbosity: a.verbosity, Getenv: os.Getenv})
	if err != nil {
		fmt.Fprintln(stderr, "svc-engine:", err)
		return 1
	}
	fmt.Fprintf(stdout, "svc-engine %s listening on http://%s (data dir %s)\n", engine.Version, e.Addr(), e.DataDir())
	if err := e.Wait(); err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "svc-engine:", err)
		return 1
	}
	return 0
}

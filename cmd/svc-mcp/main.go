// Command svc-mcp is the agent tool server: the MCP tools of package mcp
// over stdio (the default) or Streamable HTTP on 127.0.0.1 (--http, port
// 9877 unless --port says otherwise). It is a client of a running engine.
package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/mcp"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}

func run(argv []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	a, err := parseArgs(argv)
	if err != nil {
		say(stderr, "svc-mcp: %v\n", err)
		return 1
	}
	switch {
	case a.help:
		say(stdout, "%s", usage)
		return 0
	case a.version:
		say(stdout, "svc-mcp %s\n", mcp.Version)
		return 0
	}
	over, err := mcp.ParseOverrides(getenv)
	if err != nil {
		say(stderr, "svc-mcp: %v\n", err)
		return 1
	}
	log, closeLog, err := openLog(getenv(mcp.EnvLogDir), a.verbosity, stderr)
	if err != nil {
		say(stderr, "svc-mcp: %v\n", err)
		return 1
	}
	defer closeLog()
	engineURL := getenv(mcp.EnvEngineURL)
	if engineURL == "" {
		engineURL = mcp.DefaultEngineURL
	}
	srv, err := mcp.New(mcp.Options{EngineURL: engineURL, Overrides: over, Logger: log})
	if err != nil {
		say(stderr, "svc-mcp: %v\n", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if !a.http {
		log.Info("serving the tools over stdio for the engine at "+engineURL, logs.Cat("main"))
		if err := srv.ServeStdio(ctx, stdin, stdout); err != nil {
			log.Error("stdio serving ended", logs.Cat("main"), logs.Err(err))
			return 1
		}
		return 0
	}
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(a.port))
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", addr)
	if err != nil {
		say(stderr, "svc-mcp: cannot listen on %s: %v\n", addr, err)
		return 1
	}
	hs := srv.HTTPServer(a.port)
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.ShutdownWithContext(sctx)
	}()
	log.Info("serving Streamable HTTP on http://"+addr+"/mcp for the engine at "+engineURL, logs.Cat("main"))
	say(stderr, "svc-mcp %s listening on http://%s/mcp (engine %s)\n", mcp.Version, addr, engineURL)
	if err := hs.Serve(ln); err != nil {
		say(stderr, "svc-mcp: %v\n", err)
		return 1
	}
	return 0
}

// openLog returns the diagnostics logger: text on stderr and, with a log
// directory, also the JSON-lines file mcp_<stamp>.log in the log record
// format (src mcp).
func openLog(dir string, verbosity int, stderr io.Writer) (*slog.Logger, func(), error) {
	level := []slog.Level{slog.LevelWarn, slog.LevelInfo, slog.LevelDebug}[verbosity]
	text := slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level})
	if dir == "" {
		return slog.New(text), func() {}, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, nil, fmt.Errorf("create the log directory: %w", err)
	}
	name := filepath.Join(dir, "mcp_"+time.Now().UTC().Format("20060102T150405.000Z")+".log")
	f, err := os.OpenFile(name, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, nil, fmt.Errorf("open the log file: %w", err)
	}
	file := logs.New(f, "mcp", verbosity)
	return slog.New(slog.NewMultiHandler(text, file.Handler())), func() {
		_ = file.Close()
		_ = f.Close()
	}, nil
}

// say writes one message of the program's own; its write error is dropped.
func say(w io.Writer, format string, args ...any) {
	_, _ = fmt.Fprintf(w, format, args...)
}

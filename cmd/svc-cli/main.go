// Command svc-cli is the command-line client of the svc-engine daemon: it
// sends the single request of a request file, or starts the load test the
// file describes, through the engine's management API.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	tty := isTerminal(os.Stdout)
	err := execute(ctx, os.Args[1:], env{
		stdout: os.Stdout,
		stderr: os.Stderr,
		// NO_COLOR (no-color.org): present and not empty disables color.
		color: os.Getenv("NO_COLOR") == "" && tty,
		tty:   tty,
	})
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "svc-cli:", err)
	}
	os.Exit(exitCode(err))
}

// exitCode picks the process exit code from the error: 0 for none, the
// code an *exitError carries, and 1 for anything else.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	if ee, ok := errors.AsType[*exitError](err); ok {
		return ee.code
	}
	return 1
}

// isTerminal reports whether f is a character device, which is how a
// terminal shows without an ioctl (a redirect to /dev/null counts too,
// which is harmless for color).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

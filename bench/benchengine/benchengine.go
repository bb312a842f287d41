// Package benchengine starts the engine a benchmark command measures in
// its own process. It is apart from package bench, whose figures the
// engine's packages' tests import, so that bench does not import them.
package benchengine

import (
	"context"
	"fmt"
	"os"

	"github.com/svc-engine/svc-engine/engine"
)

// Start starts an engine of the benchmark's own on a free 127.0.0.1
// port over a fresh temporary data dir named after prefix. The returned stop
// stops the engine, waits for it and removes the dir (a leftover changes no
// figure, so its error is dropped).
func Start(ctx context.Context, prefix string, verbosity int) (*engine.Engine, func(), error) {
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		return nil, nil, fmt.Errorf("make the data dir: %w", err)
	}
	e, err := engine.Start(ctx, engine.Options{DataDir: dir, Verbosity: verbosity})
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, nil, fmt.Errorf("start the engine: %w", err)
	}
	return e, func() { e.Stop(); _ = e.Wait(); _ = os.RemoveAll(dir) }, nil
}

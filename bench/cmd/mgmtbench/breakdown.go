package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"

	"github.com/svc-engine/svc-engine/bench"
	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/store"
)

// breakdown opens the stopped engine's database and times the list
// handler's store step for the large and the small collection, writing the
// figures as JSON to -out and, with -cpuprofile, a CPU profile of it all.
// The profile's, the store's and the lock's closing errors join err.
func breakdown(ctx context.Context, args []string, stdout io.Writer) (err error) {
	fs := flag.NewFlagSet("breakdown", flag.ContinueOnError)
	dataDir := fs.String("data-dir", "", "the engine's data dir (the engine stopped)")
	large := fs.String("collection", "", "id of the 1,000-request collection")
	small := fs.String("small", "", "id of the small collection")
	n := fs.Int("n", 100, "runs of each step")
	out := fs.String("out", "", "JSON file to write")
	profile := fs.String("cpuprofile", "", "CPU profile to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dataDir == "" || *large == "" || *small == "" || *out == "" {
		return errors.New("-data-dir, -collection, -small and -out are required")
	}
	// The engine has stopped and released its lock; taking the lock here
	// makes sure no engine is started on the dir while this reads it.
	lock, err := engine.AcquireLock(*dataDir)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, lock.Release()) }()
	st, err := store.Open(ctx, store.Options{Path: filepath.Join(*dataDir, engine.DatabaseFile)})
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, st.Close()) }()
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			return err
		}
		defer func() { err = errors.Join(err, f.Close()) }()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var all []bench.Breakdown
	for _, id := range []string{*large, *small} {
		b, err := bench.ListBreakdown(ctx, st, id, *n)
		if err != nil {
			return err
		}
		all = append(all, b)
		for _, p := range b.Phases {
			if _, err := fmt.Fprintf(stdout, "list of %7d bytes  %s  p50 %6.2f ms  min %6.2f ms  p90 %6.2f ms\n", b.Bytes, p.Name, p.P50Ms, p.MinMs, p.P90Ms); err != nil {
				return err
			}
		}
	}
	body, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(*out, append(body, '\n'), 0o644)
}

package bench

import (
	"context"
	"slices"
	"time"

	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Phase is the time one step of a handler took over repeated runs, in
// milliseconds.
type Phase struct {
	Name  string  `json:"name"`
	MinMs float64 `json:"minMs"`
	P50Ms float64 `json:"p50Ms"`
	P90Ms float64 `json:"p90Ms"`
}

// Breakdown is the engine-side time of one GET /requests?collectionId=
// without HTTP, measured in-process on the engine's data dir with the
// engine stopped, one goroutine, nothing else running. The handler reads
// the database version first and answers from its rendered-list cache when
// nothing was committed since the list was rendered (a copy of the body);
// otherwise it runs the cache-miss read: CollectionExists and RequestsJSON
// in one read transaction, the query and the rendering of the JSON array.
type Breakdown struct {
	CollectionID string  `json:"collectionId"`
	Bytes        int     `json:"bytes"`
	Runs         int     `json:"runs"`
	Phases       []Phase `json:"phases"`
}

// ListBreakdown times the list handler's store calls n times each on st,
// the engine's store opened by the caller (the engine must not be running
// on it). It calls the engine's own store package, so the figures are
// those of the code the daemon runs, minus HTTP.
func ListBreakdown(ctx context.Context, st *store.Store, collectionID string, n int) (Breakdown, error) {
	b := Breakdown{CollectionID: collectionID, Runs: n}
	version := func() error {
		_, err := st.DataVersion(ctx)
		return err
	}
	var buf []byte // reused, as the handler reuses its pooled buffer
	read := func() error {
		return st.View(ctx, func(tx *store.Tx) error {
			if _, err := tx.CollectionExists(collectionID); err != nil {
				return err
			}
			var err error
			buf, err = tx.RequestsJSON(buf[:0], collectionID, workspace.MaxFieldBytes)
			return err
		})
	}
	// Warm once: the page cache and the buffer's capacity.
	if err := read(); err != nil {
		return b, err
	}
	b.Bytes = len(buf)
	for _, p := range []struct {
		name string
		fn   func() error
	}{
		{"every call: store.DataVersion", version},
		{"cache miss: View + RequestsJSON", read},
	} {
		ph, err := timePhase(p.name, n, p.fn)
		if err != nil {
			return b, err
		}
		b.Phases = append(b.Phases, ph)
	}
	return b, nil
}

func timePhase(name string, n int, fn func() error) (Phase, error) {
	ms := make([]float64, 0, n)
	for range n {
		start := time.Now()
		if err := fn(); err != nil {
			return Phase{}, err
		}
		ms = append(ms, float64(time.Since(start))/float64(time.Millisecond))
	}
	slices.Sort(ms)
	return Phase{Name: name, MinMs: roundMs(ms[0]), P50Ms: quantile(ms, 0.50), P90Ms: quantile(ms, 0.90)}, nil
}

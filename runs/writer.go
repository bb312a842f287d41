package runs

import (
	"context"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
)

// Batching of the history writer: a batch is written every flushEvery,
// or as soon as batchRows rows are queued.
const (
	flushEvery = 250 * time.Millisecond
	batchRows  = 500
)

// writer is a run's history writer: publishers queue rows without
// waiting, one goroutine inserts them in batches, one transaction per
// batch. close flushes everything still queued and waits, so a run's
// history is complete before its final status is written.
type writer struct {
	st  *store.Store
	ctx context.Context
	log *logs.Logger
	id  string

	mu     sync.Mutex
	queue  []store.RunRow
	failed bool // a batch failed; logged once

	kick chan struct{} // size one: "a full batch is waiting", never blocks a publisher
	stop chan struct{}
	done chan struct{}
}

func newWriter(ctx context.Context, st *store.Store, log *logs.Logger, id string) *writer {
	w := &writer{st: st, ctx: ctx, log: log, id: id, kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go w.loop()
	return w
}

func (w *writer) add(r store.RunRow) {
	w.mu.Lock()
	w.queue = append(w.queue, r)
	full := len(w.queue) >= batchRows
	w.mu.Unlock()
	if full {
		select {
		case w.kick <- struct{}{}:
		default:
		}
	}
}

func (w *writer) loop() {
	defer close(w.done)
	t := time.NewTicker(flushEvery)
	defer t.Stop()
	for {
		select {
		case <-w.stop:
			w.flush()
			return
		case <-t.C:
		case <-w.kick:
		}
		w.flush()
	}
}

func (w *writer) flush() {
	w.mu.Lock()
	batch := w.queue
	w.queue = nil
	w.mu.Unlock()
	if len(batch) == 0 {
		return
	}
	err := w.st.Update(w.ctx, func(tx *store.Tx) error { return tx.InsertRunRows(batch) })
	if err != nil {
		w.mu.Lock()
		first := !w.failed
		w.failed = true
		w.mu.Unlock()
		if first {
			w.log.Error("The history writer of a run could not store a batch of rows", logs.Cat("run"), logs.RunID(w.id), logs.Err(err))
		}
	}
}

// close writes what is queued and stops the writer.
func (w *writer) close() {
	close(w.stop)
	<-w.done
}

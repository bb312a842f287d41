package runs

import (
	"bytes"
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/codec"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
)

// Batching of the history writer: a batch is written every flushEvery,
// or as soon as batchRows rows are queued.
const (
	flushEvery = 250 * time.Millisecond
	batchRows  = 500
	// maxQueued bounds the rows waiting for the database: while it cannot
	// take them (a full disk, an I/O error, a stall) further rows are
	// dropped and counted rather than held without bound; publishers
	// never wait either way.
	maxQueued = 100_000
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

	mu      sync.Mutex
	queue   []store.RunRow
	failed  bool  // a batch failed; logged once
	dropped int64 // rows never stored: refused by the database or over maxQueued

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
	if len(w.queue) >= maxQueued {
		w.dropped++
		w.mu.Unlock()
		return
	}
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
		w.dropped += int64(len(batch))
		w.mu.Unlock()
		if first {
			w.log.Error("The history writer of a run could not store a batch of rows", logs.Cat("run"), logs.RunID(w.id), logs.Err(err))
		}
	}
}

// close writes what is queued, stops the writer and returns how many
// rows were dropped.
func (w *writer) close() int64 {
	close(w.stop)
	<-w.done
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.dropped
}

// withDropped adds historyDropped (rows of the run's history that were
// not stored) to a report object; a report that is not an object is
// returned as it is.
func withDropped(report codec.RawMessage, n int64) codec.RawMessage {
	r := bytes.TrimRight(report, " \t\r\n")
	if n == 0 || len(r) < 2 || r[len(r)-1] != '}' {
		return report
	}
	out := make([]byte, 0, len(r)+32)
	out = append(out, r[:len(r)-1]...)
	if len(bytes.TrimSpace(r[1:len(r)-1])) > 0 {
		out = append(out, ',')
	}
	out = append(out, `"historyDropped":`...)
	out = strconv.AppendInt(out, n, 10)
	return append(out, '}')
}

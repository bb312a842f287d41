package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"
)

// sweepBatch bounds the rows one sweep transaction deletes. The writer
// connection is shared with every API write, and a batch this size
// commits in a few milliseconds, so no request waits long behind it;
// between batches the connection goes to whoever queued for it.
const sweepBatch = 1000

// Retention are the limits a sweep applies. Zero values keep everything.
type Retention struct {
	// RunDays: finished runs that ended more than this many days ago are
	// removed with their ticks, samples, monitor points and events
	// (runRetentionDays); never a Pending or Running run, never a baseline.
	RunDays int
	// HistoryKeep: only the newest this many history rows are kept
	// (historyRetention).
	HistoryKeep int
}

// SweepResult counts what one sweep removed.
type SweepResult struct {
	Runs    int
	History int
}

// Sweeper removes what the retention settings no longer keep, in bounded
// batches (sweepBatch rows per transaction). Funcs added by AfterRunPass
// run after each run-retention pass. One sweep runs at a time.
type Sweeper struct {
	st       *Store
	settings func() Retention
	mu       sync.Mutex // one sweep at a time; guards after
	after    []func(context.Context) error
}

// NewSweeper returns a sweeper of st reading its limits from settings at
// the start of each sweep.
func NewSweeper(st *Store, settings func() Retention) *Sweeper {
	return &Sweeper{st: st, settings: settings}
}

// AfterRunPass adds fn to the funcs run after each run-retention pass
// (for example the sweep of spec documents no retained run names). An
// error of fn is returned by Sweep after the other funcs have run.
func (w *Sweeper) AfterRunPass(fn func(context.Context) error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.after = append(w.after, fn)
}

// Sweep runs one pass at now: runs, then the AfterRunPass funcs, then
// history.
func (w *Sweeper) Sweep(ctx context.Context, now time.Time) (SweepResult, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	lim := w.settings()
	var res SweepResult
	var errs []error
	if lim.RunDays > 0 {
		n, err := w.st.SweepRuns(ctx, now.Add(-time.Duration(lim.RunDays)*24*time.Hour).UnixMilli())
		res.Runs = n
		if err != nil {
			errs = append(errs, err)
		}
	}
	for _, fn := range w.after {
		errs = append(errs, fn(ctx))
	}
	if lim.HistoryKeep > 0 {
		n, err := w.st.PruneHistory(ctx, lim.HistoryKeep)
		res.History = n
		errs = append(errs, err)
	}
	return res, errors.Join(errs...)
}

// Run sweeps now and then every interval until ctx ends, handing each
// pass's result to report.
func (w *Sweeper) Run(ctx context.Context, every time.Duration, report func(SweepResult, error)) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		res, err := w.Sweep(ctx, time.Now())
		if ctx.Err() != nil {
			return
		}
		report(res, err)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// sweepableRun is the condition of a run retention may remove.
const sweepableRun = `status NOT IN ('Pending', 'Running') AND baseline = 0 AND COALESCE(ended_at, created_at) < ?`

// SweepRuns removes the finished, non-baseline runs that ended before
// cutoff (epoch ms), oldest first, and returns how many. A run's history
// rows go first, sweepBatch per transaction, each batch checking that the
// run still qualifies (a run made a baseline meanwhile is spared).
func (s *Store) SweepRuns(ctx context.Context, cutoff int64) (int, error) {
	n := 0
	for {
		var id string
		err := s.View(ctx, func(tx *Tx) error {
			return tx.tx.QueryRowContext(ctx, `SELECT id FROM runs WHERE `+sweepableRun+` ORDER BY created_at, id LIMIT 1`, cutoff).Scan(&id)
		})
		if errors.Is(err, sql.ErrNoRows) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("run retention sweep: %w", err)
		}
		gone, err := s.sweepRun(ctx, id, cutoff)
		if err != nil {
			return n, fmt.Errorf("run retention sweep of %s: %w", id, err)
		}
		if !gone {
			return n, nil // it stopped qualifying; the next pass looks again
		}
		n++
	}
}

// sweepRun deletes run id's history in batches, then the run; false when
// the run stopped qualifying on the way.
func (s *Store) sweepRun(ctx context.Context, id string, cutoff int64) (bool, error) {
	for {
		done, still := false, true
		err := s.Update(ctx, func(tx *Tx) error {
			var one int
			err := tx.tx.QueryRowContext(ctx, `SELECT 1 FROM runs WHERE id = ? AND `+sweepableRun, id, cutoff).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				still = false
				return nil
			}
			if err != nil {
				return err
			}
			left := sweepBatch
			for _, table := range []string{RunTicks, RunSamples, RunMonitor, RunEvents} {
				res, err := tx.tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE run_id = ? AND seq IN (SELECT seq FROM `+table+` WHERE run_id = ? ORDER BY seq LIMIT ?)`, id, id, left)
				if err != nil {
					return err
				}
				k, _ := res.RowsAffected()
				if left -= int(k); left == 0 {
					return nil
				}
			}
			_, err = tx.tx.ExecContext(ctx, `DELETE FROM runs WHERE id = ?`, id)
			done = true
			return err
		})
		if err != nil || !still {
			return false, err
		}
		if done {
			return true, nil
		}
	}
}

// PruneHistory removes the history rows beyond the newest keep, oldest
// first, sweepBatch per transaction, and returns how many.
func (s *Store) PruneHistory(ctx context.Context, keep int) (int, error) {
	n := 0
	for {
		var k int64
		err := s.Update(ctx, func(tx *Tx) error {
			res, err := tx.tx.ExecContext(ctx, `DELETE FROM history WHERE rowid IN
(SELECT rowid FROM history ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?)`, sweepBatch, keep)
			if err != nil {
				return err
			}
			k, err = res.RowsAffected()
			return err
		})
		if err != nil {
			return n, fmt.Errorf("history retention: %w", err)
		}
		n += int(k)
		if k < sweepBatch {
			return n, nil
		}
	}
}

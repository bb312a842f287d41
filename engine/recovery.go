package engine

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/specs"
	"github.com/svc-engine/svc-engine/store"
)

// sweepEvery is the period of the retention sweep after the one at start.
const sweepEvery = 24 * time.Hour

// recover checks the database before it is opened and recovers a damaged
// one (store.Recover). It writes the outcome to the marker and logs it at
// error level; a clean start removes an earlier start's marker, so GET
// /health shows a recovery for the start that did it only.
func (e *Engine) recover(ctx context.Context, dbPath string) (*store.Recovery, error) {
	rec, err := store.Recover(ctx, dbPath, time.Now())
	if err != nil {
		return nil, err
	}
	if rec == nil {
		return nil, store.ClearMarker(dbPath)
	}
	msg := fmt.Sprintf("The database %s was damaged (%s): outcome %s", dbPath, rec.Reason, rec.Outcome)
	if rec.QuarantinedPath != "" {
		msg += "; the damaged file was moved to " + rec.QuarantinedPath
	} else {
		msg += "; the damaged file could not be moved aside and was removed"
	}
	if rec.RestoredFrom != "" {
		msg += "; restored from the backup " + rec.RestoredFrom
	} else {
		msg += "; a fresh database was started"
	}
	if len(rec.Rejected) > 0 {
		msg += "; backups that failed their integrity check (kept): " + strings.Join(rec.Rejected, ", ")
	}
	e.log.Error(msg, logs.Cat("db"))
	if err := store.WriteMarker(dbPath, rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// startSweeper starts the retention loop: a sweep now (in the
// background, so a long one never delays serving) and every sweepEvery.
func (e *Engine) startSweeper(ctx context.Context) {
	e.sweeper = store.NewSweeper(e.store, func() store.Retention {
		v := e.server.Config()
		return store.Retention{RunDays: int(v.Int(config.KeyRunRetentionDays)), HistoryKeep: int(v.Int(config.KeyHistoryRetention))}
	})
	// Passes that must follow each run-retention pass register here,
	// before the first sweep: the sweep of spec documents no collection
	// binds and no retained run names.
	e.sweeper.AfterRunPass(func(ctx context.Context) error {
		_, err := specs.Sweep(ctx, e.store, time.Now())
		return err
	})
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	e.sweepCancel, e.sweepDone = cancel, make(chan struct{})
	go func() {
		defer close(e.sweepDone)
		e.sweeper.Run(sctx, sweepEvery, func(res store.SweepResult, err error) {
			if err != nil {
				e.log.Error("The retention sweep failed", logs.Cat("db"), logs.Err(err))
			}
			if res.Runs > 0 || res.History > 0 {
				e.log.Info(fmt.Sprintf("The retention sweep removed %d runs and %d history entries", res.Runs, res.History), logs.Cat("db"))
			}
		})
	}()
}

// stopSweeper stops the retention loop and waits for it.
func (e *Engine) stopSweeper() {
	if e.sweepCancel != nil {
		e.sweepCancel()
		<-e.sweepDone
	}
}

package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Run is one stored run record. Nullable columns are pointers; JSON
// columns are raw (nil when NULL).
type Run struct {
	ID             string
	Kind           string
	Name           string
	Mode           string
	Status         string
	Error          *string
	Comment        *string
	RequestID      *string
	CollectionID   *string
	EnvironmentID  *string
	TargetKey      string
	Baseline       bool
	ConfigSnapshot codec.RawMessage
	Scenario       codec.RawMessage
	Report         codec.RawMessage
	Requests       *int64
	ErrorRate      *float64
	RPS            *float64
	P95            *float64
	CreatedAt      int64
	StartedAt      *int64
	EndedAt        *int64
}

// RunSummary are the figures of a finished run kept beside its report for
// the compact list rows.
type RunSummary struct {
	Requests  *int64
	ErrorRate *float64
	RPS       *float64
	P95       *float64
}

// RunFilter narrows a run list; an empty member matches everything.
type RunFilter struct {
	Status       string
	Kind         string
	CollectionID string
	RequestID    string
}

// Run history tables, named by RunRow.Table.
const (
	RunTicks   = "run_ticks"
	RunSamples = "run_samples"
	RunMonitor = "run_monitor"
	RunEvents  = "run_events"
)

// RunRow is one row of a run's history: a tick, a sample, a monitor point
// or an event. Kind is used by samples and events.
type RunRow struct {
	Table string // RunTicks, RunSamples, RunMonitor or RunEvents
	RunID string
	Seq   int64
	T     int64
	Kind  string
	Data  []byte
}

const runColumns = `id, kind, name, mode, status, error, comment, request_id, collection_id, environment_id, target_key, baseline,
config_snapshot, scenario, report, requests, error_rate, rps, p95, created_at, started_at, ended_at`

func nullRaw(b codec.RawMessage) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// InsertRun stores a new run.
func (t *Tx) InsertRun(r Run) error {
	snap := r.ConfigSnapshot
	if snap == nil {
		snap = codec.RawMessage("{}")
	}
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO runs (`+runColumns+`) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		r.ID, r.Kind, r.Name, r.Mode, r.Status, r.Error, r.Comment, r.RequestID, r.CollectionID, r.EnvironmentID, r.TargetKey, b2i(r.Baseline),
		string(snap), nullRaw(r.Scenario), nullRaw(r.Report), r.Requests, r.ErrorRate, r.RPS, r.P95, r.CreatedAt, r.StartedAt, r.EndedAt)
	if err != nil {
		return fmt.Errorf("insert run %s: %w", r.ID, err)
	}
	return nil
}

// StartRun moves a Pending run to Running at startedAt.
func (t *Tx) StartRun(id string, startedAt int64) error {
	_, err := t.tx.ExecContext(t.ctx, `UPDATE runs SET status = 'Running', started_at = ? WHERE id = ? AND status = 'Pending'`, startedAt, id)
	if err != nil {
		return fmt.Errorf("start run %s: %w", id, err)
	}
	return nil
}

// FinishRun records how a run ended.
func (t *Tx) FinishRun(id, status string, errMsg *string, report codec.RawMessage, s RunSummary, endedAt int64) error {
	_, err := t.tx.ExecContext(t.ctx, `UPDATE runs SET status = ?, error = ?, report = ?, requests = ?, error_rate = ?, rps = ?, p95 = ?,
ended_at = ?, started_at = COALESCE(started_at, ?) WHERE id = ?`, status, errMsg, nullRaw(report), s.Requests, s.ErrorRate, s.RPS, s.P95, endedAt, endedAt, id)
	if err != nil {
		return fmt.Errorf("finish run %s: %w", id, err)
	}
	return nil
}

// InterruptRuns marks every run left Pending or Running (by a crash or a
// kill of an earlier engine) as Stopped with errMsg and returns how many.
func (t *Tx) InterruptRuns(errMsg string, now int64) (int, error) {
	res, err := t.tx.ExecContext(t.ctx, `UPDATE runs SET status = 'Stopped', error = ?, ended_at = COALESCE(ended_at, ?), started_at = COALESCE(started_at, ?)
WHERE status IN ('Pending', 'Running')`, errMsg, now, now)
	if err != nil {
		return 0, fmt.Errorf("mark interrupted runs: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

func scanRun(sc interface{ Scan(...any) error }) (Run, error) {
	var r Run
	var snap string
	var scenario, report sql.NullString
	var baseline int
	err := sc.Scan(&r.ID, &r.Kind, &r.Name, &r.Mode, &r.Status, &r.Error, &r.Comment, &r.RequestID, &r.CollectionID, &r.EnvironmentID, &r.TargetKey, &baseline,
		&snap, &scenario, &report, &r.Requests, &r.ErrorRate, &r.RPS, &r.P95, &r.CreatedAt, &r.StartedAt, &r.EndedAt)
	if err != nil {
		return r, err
	}
	r.Baseline = baseline != 0
	r.ConfigSnapshot = codec.RawMessage(snap)
	if scenario.Valid {
		r.Scenario = codec.RawMessage(scenario.String)
	}
	if report.Valid {
		r.Report = codec.RawMessage(report.String)
	}
	return r, nil
}

// Run reads one run; an unknown id wraps workspace.ErrNotFound.
func (t *Tx) Run(id string) (Run, error) {
	r, err := scanRun(t.tx.QueryRowContext(t.ctx, `SELECT `+runColumns+` FROM runs WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, workspace.NotFound("run", id)
	}
	if err != nil {
		return r, fmt.Errorf("get run %s: %w", id, err)
	}
	return r, nil
}

// Runs lists runs newest first (createdAt, then id) with the total count
// of the filter. A negative limit lists them all.
func (t *Tx) Runs(f RunFilter, limit, offset int) ([]Run, int, error) {
	var conds []string
	var args []any
	for _, c := range []struct{ col, v string }{{"status", f.Status}, {"kind", f.Kind}, {"collection_id", f.CollectionID}, {"request_id", f.RequestID}} {
		if c.v != "" {
			conds, args = append(conds, c.col+" = ?"), append(args, c.v)
		}
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	var total int
	if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM runs`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count runs: %w", err)
	}
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+runColumns+` FROM runs`+where+` ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list runs: %w", err)
	}
	defer rows.Close()
	out := []Run{}
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("list runs: %w", err)
		}
		out = append(out, r)
	}
	return out, total, rows.Err()
}

// DeleteRun removes a run and its history (the child tables cascade).
func (t *Tx) DeleteRun(id string) error {
	res, err := t.tx.ExecContext(t.ctx, `DELETE FROM runs WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("delete run %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("run", id)
	}
	return nil
}

// SetBaseline makes run id the baseline of its target (clearing the
// previous one) when on, or clears its mark when off.
func (t *Tx) SetBaseline(id string, on bool) error {
	r, err := t.Run(id)
	if err != nil {
		return err
	}
	if on {
		if _, err := t.tx.ExecContext(t.ctx, `UPDATE runs SET baseline = 0 WHERE target_key = ? AND baseline = 1 AND id <> ?`, r.TargetKey, id); err != nil {
			return fmt.Errorf("clear baseline of %s: %w", r.TargetKey, err)
		}
	}
	if _, err := t.tx.ExecContext(t.ctx, `UPDATE runs SET baseline = ? WHERE id = ?`, b2i(on), id); err != nil {
		return fmt.Errorf("set baseline %s: %w", id, err)
	}
	return nil
}

// Baseline returns the baseline run of a target key, if there is one.
func (t *Tx) Baseline(targetKey string) (Run, bool, error) {
	r, err := scanRun(t.tx.QueryRowContext(t.ctx, `SELECT `+runColumns+` FROM runs WHERE target_key = ? AND baseline = 1 LIMIT 1`, targetKey))
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	if err != nil {
		return r, false, fmt.Errorf("get baseline of %s: %w", targetKey, err)
	}
	return r, true, nil
}

// InsertRunRows writes a batch of history rows.
func (t *Tx) InsertRunRows(rows []RunRow) error {
	for _, r := range rows {
		var err error
		switch r.Table {
		case RunTicks, RunMonitor:
			_, err = t.tx.ExecContext(t.ctx, `INSERT OR REPLACE INTO `+r.Table+` (run_id, seq, t, data) VALUES (?,?,?,?)`, r.RunID, r.Seq, r.T, string(r.Data))
		case RunSamples, RunEvents:
			_, err = t.tx.ExecContext(t.ctx, `INSERT OR REPLACE INTO `+r.Table+` (run_id, seq, t, kind, data) VALUES (?,?,?,?,?)`, r.RunID, r.Seq, r.T, r.Kind, string(r.Data))
		default:
			err = fmt.Errorf("unknown run table %q", r.Table)
		}
		if err != nil {
			return fmt.Errorf("insert %s row of run %s: %w", r.Table, r.RunID, err)
		}
	}
	return nil
}

// RunRows lists one page of a run's history table in seq order, with the
// total count; kind narrows samples and events when not empty.
func (t *Tx) RunRows(table, runID, kind string, limit, offset int) ([]RunRow, int, error) {
	switch table {
	case RunTicks, RunSamples, RunMonitor, RunEvents:
	default:
		return nil, 0, fmt.Errorf("unknown run table %q", table)
	}
	where, args := ` WHERE run_id = ?`, []any{runID}
	if kind != "" {
		where, args = where+` AND kind = ?`, append(args, kind)
	}
	var total int
	if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM `+table+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count %s of run %s: %w", table, runID, err)
	}
	kindCol := "''"
	if table == RunSamples || table == RunEvents {
		kindCol = "kind"
	}
	rows, err := t.tx.QueryContext(t.ctx, `SELECT seq, t, `+kindCol+`, data FROM `+table+where+` ORDER BY seq LIMIT ? OFFSET ?`, append(args, limit, offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list %s of run %s: %w", table, runID, err)
	}
	defer rows.Close()
	out := []RunRow{}
	for rows.Next() {
		r := RunRow{Table: table, RunID: runID}
		var data string
		if err := rows.Scan(&r.Seq, &r.T, &r.Kind, &data); err != nil {
			return nil, 0, fmt.Errorf("list %s of run %s: %w", table, runID, err)
		}
		r.Data = []byte(data)
		out = append(out, r)
	}
	return out, total, rows.Err()
}

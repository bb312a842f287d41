// Command backupbench measures backups and recovery of the engine's
// database (issue 18). It seeds a database with 100,000 requests (ten
// imports of 10,000 over the API) and 1,000 stored runs (with their ticks
// and samples, written through the store before the engine starts),
// starts a real engine in this process on 127.0.0.1 with a temporary data
// dir, and times POST /backup while four clients read the API in a closed
// loop: the backup's time and size, and the p99 of the reads during it
// against the p99 of the same reads without a backup (bar: under 10 ms
// during the backup). Then it builds a 1 GiB database, times a clean
// start on it (every start checks the file), corrupts one page in the
// middle and times the start that recovers it up to the first answer of
// GET /health (bar: under 5 s). No peer tool does this: the figures are
// absolute. It writes a JSON report.
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	_ "modernc.org/sqlite"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/store"
)

type report struct {
	Requests          int     `json:"requests"`
	Runs              int     `json:"runs"`
	BackupMs          []int64 `json:"backupMs"`
	BackupBytes       int64   `json:"backupBytes"`
	DatabaseBytes     int64   `json:"databaseBytes"`
	ReadsDuring       int     `json:"readsDuringBackups"`
	ReadP99DuringMs   float64 `json:"readP99DuringBackupMs"`
	ReadP50DuringMs   float64 `json:"readP50DuringBackupMs"`
	ReadMaxDuringMs   float64 `json:"readMaxDuringBackupMs"`
	ReadP99IdleMs     float64 `json:"readP99WithoutBackupMs"`
	ReadBarMs         float64 `json:"readBarMs"`
	ReadPass          bool    `json:"readPass"`
	BigFileBytes      int64   `json:"bigFileBytes"`
	CleanStartMs      float64 `json:"cleanStartOfBigFileMs"`
	RecoveryMs        float64 `json:"recoveryToServingMs"`
	RecoveryOutcome   string  `json:"recoveryOutcome"`
	RecoveryBarMs     float64 `json:"recoveryBarMs"`
	RecoveryPass      bool    `json:"recoveryPass"`
	QuarantinedExists bool    `json:"quarantinedFileKept"`
}

func main() {
	out := flag.String("out", "", "write the JSON report here")
	requests := flag.Int("requests", 100000, "requests to seed (in imports of 10,000)")
	runs := flag.Int("runs", 1000, "runs to seed")
	rounds := flag.Int("rounds", 3, "backups to time")
	bigMiB := flag.Int("big-mib", 1024, "size of the database corrupted for the recovery figure, MiB")
	flag.Parse()
	rep, err := run(*requests, *runs, *rounds, *bigMiB)
	if err != nil {
		fmt.Fprintln(os.Stderr, "backupbench:", err)
		os.Exit(1)
	}
	b, _ := json.MarshalIndent(rep, "", "  ")
	fmt.Fprintf(os.Stderr, "%s\n", b)
	if *out != "" {
		if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "backupbench:", err)
			os.Exit(1)
		}
	}
}

func post(ctx context.Context, c *http.Client, url string, body any) ([]byte, int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, "POST", url, rd)
	if err != nil {
		return nil, 0, err
	}
	res, err := c.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	return b, res.StatusCode, err
}

// get sends GET url.
func get(c *http.Client, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(context.Background(), "GET", url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// seedRuns writes n finished runs with 30 ticks and 10 samples each.
func seedRuns(ctx context.Context, path string, n int) error {
	st, err := store.Open(ctx, store.Options{Path: path})
	if err != nil {
		return err
	}
	defer func() { _ = st.Close() }()
	now := time.Now().UnixMilli()
	tick := []byte(`{"t":1,"requests":1000,"errors":0,"rps":1000,"latency":{"p50":1.1,"p90":2.2,"p95":3.3,"p99":4.4,"max":9.9}}`)
	for i := 0; i < n; i += 100 {
		err := st.Update(ctx, func(tx *store.Tx) error {
			for j := i; j < i+100 && j < n; j++ {
				id := fmt.Sprintf("run_bench_%06d", j)
				at := now - int64(n-j)*60000
				end := at + 30000
				rep := []byte(`{"requests":30000,"errorRate":0,"rps":1000}`)
				if err := tx.InsertRun(store.Run{ID: id, Kind: "load", Name: "bench", Mode: "constant_rps", Status: "Completed", TargetKey: "name:bench", Report: rep, CreatedAt: at, StartedAt: &at, EndedAt: &end}); err != nil {
					return err
				}
				var rows []store.RunRow
				for k := 0; k < 30; k++ {
					rows = append(rows, store.RunRow{Table: store.RunTicks, RunID: id, Seq: int64(k), T: at + int64(k)*1000, Data: tick})
				}
				for k := 0; k < 10; k++ {
					rows = append(rows, store.RunRow{Table: store.RunSamples, RunID: id, Seq: int64(k), T: at, Kind: "success", Data: []byte(`{"status":200,"ms":1.2,"body":"{\"ok\":true}"}`)})
				}
				if err := tx.InsertRunRows(rows); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// readers reads the API on 4 connections until stop is closed and
// returns each read's latency with its start time.
type sample struct {
	at time.Time
	ms float64
}

func readers(base string, paths []string, stop <-chan struct{}) ([]sample, error) {
	var mu sync.Mutex
	var all []sample
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := &http.Client{Timeout: 30 * time.Second}
			for i := w; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				t0 := time.Now()
				res, err := get(c, base+paths[i%len(paths)])
				if err == nil {
					_, err = io.Copy(io.Discard, res.Body)
					_ = res.Body.Close()
					if err == nil && res.StatusCode != 200 {
						err = fmt.Errorf("GET %s: %d", paths[i%len(paths)], res.StatusCode)
					}
				}
				ms := float64(time.Since(t0).Microseconds()) / 1000
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				all = append(all, sample{t0, ms})
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return all, firstErr
}

func pct(ms []float64, p float64) float64 {
	if len(ms) == 0 {
		return 0
	}
	s := append([]float64(nil), ms...)
	sort.Float64s(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

func run(nRequests, nRuns, rounds, bigMiB int) (report, error) {
	rep := report{Requests: nRequests, Runs: nRuns, ReadBarMs: 10, RecoveryBarMs: 5000}
	dir, err := os.MkdirTemp("", "backupbench")
	if err != nil {
		return rep, err
	}
	defer func() { _ = os.RemoveAll(dir) }() // a temporary dir
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fmt.Fprintf(os.Stderr, "seeding %d runs through the store...\n", nRuns)
	if err := seedRuns(ctx, filepath.Join(dir, engine.DatabaseFile), nRuns); err != nil {
		return rep, err
	}
	e, err := engine.Start(ctx, engine.Options{DataDir: dir})
	if err != nil {
		return rep, err
	}
	defer func() { e.Stop(); _ = e.Wait() }()
	base := "http://" + e.Addr()
	hc := &http.Client{Timeout: 10 * time.Minute}
	fmt.Fprintf(os.Stderr, "seeding %d requests in imports of 10,000...\n", nRequests)
	var rootIDs []string
	for i := 0; i < nRequests; i += 10000 {
		n := min(10000, nRequests-i)
		items := make([]any, n)
		for k := range items {
			items[k] = map[string]any{"name": fmt.Sprintf("request %d", i+k), "request": map[string]any{
				"method": "POST", "url": fmt.Sprintf("http://127.0.0.1:8080/items/%d?q={{q}}", i+k),
				"header": []any{map[string]any{"key": "Accept", "value": "application/json"}},
				"body":   map[string]any{"mode": "raw", "raw": `{"name":"item","n":1}`, "options": map[string]any{"raw": map[string]any{"language": "json"}}},
			}}
		}
		doc, _ := json.Marshal(map[string]any{"info": map[string]any{"name": fmt.Sprintf("bench %d", i), "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"}, "item": items})
		b, status, err := post(ctx, hc, base+"/import", map[string]any{"content": string(doc)})
		if err != nil || status != 200 {
			return rep, fmt.Errorf("import: %d %w %.300s", status, err, b)
		}
		var res struct{ IDMap map[string]string }
		_ = json.Unmarshal(b, &res)
		rootIDs = append(rootIDs, res.IDMap["c1"])
	}
	// The reads: single requests by id, small lists, a run, health.
	var paths []string
	{
		res, err := get(hc, base+"/requests?collectionId="+rootIDs[0])
		if err != nil {
			return rep, err
		}
		b, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		var rows []struct{ ID string }
		if json.Unmarshal(b, &rows) != nil || len(rows) == 0 {
			return rep, fmt.Errorf("list requests: %.300s", b)
		}
		for _, r := range rows[:min(50, len(rows))] {
			paths = append(paths, "/requests/"+r.ID)
		}
		paths = append(paths, "/collections/"+rootIDs[0], fmt.Sprintf("/runs/run_bench_%06d", nRuns/2), "/health", "/runs?limit=20")
	}
	fi, err := os.Stat(filepath.Join(dir, engine.DatabaseFile))
	if err != nil {
		return rep, err
	}
	rep.DatabaseBytes = fi.Size()

	fmt.Fprintln(os.Stderr, "reads without a backup (3 s)...")
	stop := make(chan struct{})
	time.AfterFunc(3*time.Second, func() { close(stop) })
	idle, err := readers(base, paths, stop)
	if err != nil {
		return rep, err
	}
	var idleMs []float64
	for _, s := range idle {
		idleMs = append(idleMs, s.ms)
	}
	rep.ReadP99IdleMs = pct(idleMs, 0.99)

	var during []float64
	for r := 0; r < rounds; r++ {
		stop := make(chan struct{})
		var samples []sample
		var rerr error
		done := make(chan struct{})
		go func() { samples, rerr = readers(base, paths, stop); close(done) }()
		time.Sleep(200 * time.Millisecond) // the readers are going before the backup starts
		t0 := time.Now()
		b, status, err := post(ctx, hc, base+"/backup", nil)
		t1 := time.Now()
		close(stop)
		<-done
		if err != nil || status != 201 {
			return rep, fmt.Errorf("backup: %d %w %.300s", status, err, b)
		}
		if rerr != nil {
			return rep, rerr
		}
		var info store.BackupInfo
		_ = json.Unmarshal(b, &info)
		rep.BackupMs = append(rep.BackupMs, t1.Sub(t0).Milliseconds())
		rep.BackupBytes = info.Bytes
		for _, s := range samples {
			if !s.at.Before(t0) && s.at.Before(t1) {
				during = append(during, s.ms)
			}
		}
		fmt.Fprintf(os.Stderr, "backup %d: %d ms, %d bytes\n", r+1, t1.Sub(t0).Milliseconds(), info.Bytes)
	}
	rep.ReadsDuring = len(during)
	rep.ReadP50DuringMs, rep.ReadP99DuringMs, rep.ReadMaxDuringMs = pct(during, 0.5), pct(during, 0.99), pct(during, 1)
	rep.ReadPass = rep.ReadP99DuringMs < rep.ReadBarMs
	e.Stop()
	_ = e.Wait()

	return rep, recovery(ctx, &rep, bigMiB)
}

// recovery builds a bigMiB database, times a clean start on it, corrupts a
// page in its middle and times the recovering start up to GET /health.
func recovery(ctx context.Context, rep *report, bigMiB int) error {
	dir, err := os.MkdirTemp("", "backupbench-big")
	if err != nil {
		return err
	}
	defer func() { _ = os.RemoveAll(dir) }() // a temporary dir
	path := filepath.Join(dir, engine.DatabaseFile)
	st, err := store.Open(ctx, store.Options{Path: path})
	if err != nil {
		return err
	}
	_ = st.Close()
	fmt.Fprintf(os.Stderr, "building a %d MiB database...\n", bigMiB)
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)")
	if err != nil {
		return err
	}
	// Bulk history rows of one run: the shape a large database has.
	stmts := []string{
		`INSERT INTO runs (id, kind, status, target_key, created_at) VALUES ('run_big', 'load', 'Completed', 'name:big', 1)`,
		fmt.Sprintf(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i+1 FROM n WHERE i < %d)
INSERT INTO run_samples (run_id, seq, t, kind, data) SELECT 'run_big', i, i, 'success', hex(randomblob(1900)) FROM n`, bigMiB*256),
		`PRAGMA wal_checkpoint(TRUNCATE)`,
	}
	for _, q := range stmts {
		if _, err := db.ExecContext(ctx, q); err != nil {
			_ = db.Close()
			return fmt.Errorf("%.60s: %w", q, err)
		}
	}
	_ = db.Close()
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	rep.BigFileBytes = fi.Size()
	start := func() (time.Duration, *engine.Engine, error) {
		t0 := time.Now()
		e, err := engine.Start(ctx, engine.Options{DataDir: dir})
		if err != nil {
			return 0, nil, err
		}
		res, err := get(http.DefaultClient, "http://"+e.Addr()+"/health")
		if err != nil {
			return 0, e, err
		}
		b, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		took := time.Since(t0)
		var h struct {
			Recovery *struct{ Outcome, QuarantinedPath string }
		}
		_ = json.Unmarshal(b, &h)
		if h.Recovery != nil {
			rep.RecoveryOutcome = h.Recovery.Outcome
			_, err := os.Stat(h.Recovery.QuarantinedPath)
			rep.QuarantinedExists = err == nil
		}
		return took, e, nil
	}
	took, e, err := start()
	if err != nil {
		return err
	}
	rep.CleanStartMs = float64(took.Microseconds()) / 1000
	e.Stop()
	_ = e.Wait()
	// Corrupt one page in the middle: a b-tree page of the samples.
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	page := (fi.Size() / 2) &^ 4095
	if _, err := f.WriteAt(bytes.Repeat([]byte{0xA5}, 4096), page); err != nil {
		_ = f.Close()
		return err
	}
	_ = f.Close()
	took, e, err = start()
	if err != nil {
		return err
	}
	rep.RecoveryMs = float64(took.Microseconds()) / 1000
	rep.RecoveryPass = rep.RecoveryMs < rep.RecoveryBarMs && rep.RecoveryOutcome != ""
	e.Stop()
	_ = e.Wait()
	return nil
}

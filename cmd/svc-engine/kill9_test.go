package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// kill9Cycles is how many kill -9 cycles TestKill9 runs: 20 in make
// test, 500 in make soak (-args -kill9.cycles=500).
var kill9Cycles = flag.Int("kill9.cycles", 20, "kill -9 cycles of TestKill9")

// kill9Bulk is the size of the bulk operations killed midway: an import
// of this many requests, a reorder of this many moves, a purge of a
// trashed collection holding them.
const kill9Bulk = 10000

// k9client speaks to one engine process.
type k9client struct {
	base string
	http *http.Client
}

// do sends a request; err means no answer (the engine is gone).
func (c *k9client) do(ctx context.Context, method, path string, body any) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return 0, nil, err
	}
	res, err := c.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return 0, nil, err
	}
	return res.StatusCode, b, nil
}

// must sends a request that has to succeed with want.
func (c *k9client) must(t *testing.T, want int, method, path string, body any) []byte {
	t.Helper()
	status, b, err := c.do(context.Background(), method, path, body)
	if err != nil || status != want {
		t.Fatalf("%s %s: %d %v %s", method, path, status, err, clip(b))
	}
	return b
}

func clip(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "..."
	}
	return string(b)
}

// k9write is what the engine acknowledged for one request row, and the
// write that was in flight when the engine died (which may or may not
// have committed).
type k9write struct {
	acked   string
	pending string
}

// k9state is what the test knows the database must hold.
type k9state struct {
	mu       sync.Mutex
	rows     map[string]*k9write // request id -> description
	dirty    map[string]bool     // rows written since the last check
	acks     int                 // acknowledged writes, all cycles
	loadCol  string
	bulk     string // a live collection holding kill9Bulk requests, or ""
	trashed  string // a trashed collection holding kill9Bulk requests, or ""
	importOK int    // imports that committed
}

// k9bulkDoc is a collection export of n requests.
func k9bulkDoc(n int) map[string]any {
	items := make([]any, n)
	for i := range items {
		items[i] = map[string]any{"name": fmt.Sprintf("bulk %d", i), "request": map[string]any{"method": "GET", "url": fmt.Sprintf("http://127.0.0.1/bulk/%d", i)}}
	}
	doc := map[string]any{
		"info": map[string]any{"name": "bulk", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": items,
	}
	b, _ := json.Marshal(doc)
	return map[string]any{"content": string(b)}
}

// load drives creates and merge-patches on workers goroutines until ctx
// ends, recording every acknowledged write and the one in flight.
func (s *k9state) load(ctx context.Context, c *k9client, workers int, cycle int) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			var mine []string
			for i := 0; ctx.Err() == nil; i++ {
				v := fmt.Sprintf("c%d w%d i%d %s", cycle, w, i, strings.Repeat("x", i%50))
				if i%3 == 0 || len(mine) == 0 {
					status, b, err := c.do(ctx, "POST", "/requests", map[string]any{"collectionId": s.loadCol, "name": "load", "method": "POST", "url": "http://127.0.0.1/load", "description": v})
					if err != nil || status != 201 {
						return
					}
					var row struct{ ID string }
					if json.Unmarshal(b, &row) != nil || row.ID == "" {
						return
					}
					s.mu.Lock()
					s.rows[row.ID] = &k9write{acked: v}
					s.dirty[row.ID] = true
					s.acks++
					s.mu.Unlock()
					mine = append(mine, row.ID)
					continue
				}
				id := mine[i%len(mine)]
				s.mu.Lock()
				s.rows[id].pending = v
				s.dirty[id] = true
				s.mu.Unlock()
				status, _, err := c.do(ctx, "PUT", "/requests/"+id, map[string]any{"description": v})
				if err != nil || status != 200 {
					return // the pending value stays: it may have committed
				}
				s.mu.Lock()
				s.rows[id].acked, s.rows[id].pending = v, ""
				s.acks++
				s.mu.Unlock()
			}
		})
	}
	wg.Wait()
}

// verify checks the rows written since the last check (every row the
// test knows when all is set) against the engine; it returns how many
// were lost (missing or holding neither the acknowledged nor the
// in-flight value). Rows settle: a pending write found committed becomes
// the acknowledged one.
func (s *k9state) verify(t *testing.T, c *k9client, all bool) int {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	lost := 0
	for id, w := range s.rows {
		if !all && !s.dirty[id] {
			continue
		}
		status, b, err := c.do(context.Background(), "GET", "/requests/"+id, nil)
		if err != nil {
			t.Fatalf("GET /requests/%s: %v", id, err)
		}
		var row struct{ Description string }
		_ = json.Unmarshal(b, &row)
		switch {
		case status == 200 && row.Description == w.acked:
		case status == 200 && w.pending != "" && row.Description == w.pending:
			w.acked = w.pending
		default:
			lost++
			t.Errorf("request %s: %d %q, acknowledged %q (in flight %q)", id, status, clip([]byte(row.Description)), w.acked, w.pending)
		}
		w.pending = ""
	}
	clear(s.dirty)
	return lost
}

// count returns how many requests of collection col are live (-1 when the
// collection is gone).
func k9count(t *testing.T, c *k9client, col string) int {
	t.Helper()
	status, b, err := c.do(context.Background(), "GET", "/requests?collectionId="+col, nil)
	if err != nil {
		t.Fatal(err)
	}
	if status == 404 {
		return -1
	}
	var rows []json.RawMessage
	if status != 200 || json.Unmarshal(b, &rows) != nil {
		t.Fatalf("list %s: %d %s", col, status, clip(b))
	}
	return len(rows)
}

// integrity runs PRAGMA integrity_check on the database a killed engine left.
func integrity(t *testing.T, dir string) error {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "svc-engine.db"))
	if err != nil {
		return err
	}
	defer func() { _ = db.Close() }()
	var res string
	if err := db.QueryRowContext(t.Context(), "PRAGMA integrity_check").Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return fmt.Errorf("integrity_check: %s", res)
	}
	return nil
}

// TestKill9 kills the engine with SIGKILL at random points while it takes
// concurrent creates and merge-patches, and while it runs a bulk
// operation (a backup, an import of 10,000 requests, a trash purge of
// them, a reorder of 10,000 moves), restarts it, and checks that every
// acknowledged write is there with its value, that every bulk operation
// happened entirely or not at all, and that the file passes
// PRAGMA integrity_check.
func TestKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("kill -9 cycles take a while")
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, 0))
	t.Logf("seed %d, %d cycles", seed, *kill9Cycles)
	dir := t.TempDir()
	st := &k9state{rows: map[string]*k9write{}, dirty: map[string]bool{}}
	corrupt, lost, bulkKills := 0, 0, map[string]int{}
	bulkTook := map[int]time.Duration{} // by cycle%4: how long the bulk operation took when it finished
	for cycle := 0; cycle < *kill9Cycles; cycle++ {
		d := startDaemon(t, dir)
		c := &k9client{base: d.base, http: &http.Client{Timeout: 60 * time.Second}}
		if strings.Contains(d.stderr.String(), "damaged") {
			t.Fatalf("cycle %d: the engine found its database damaged: %s", cycle, d.stderr)
		}
		lost += st.verify(t, c, false)
		// Bulk operations of the previous cycle: all or nothing.
		if st.bulk != "" {
			if n := k9count(t, c, st.bulk); n != kill9Bulk {
				t.Fatalf("cycle %d: the bulk collection holds %d requests, want %d", cycle, n, kill9Bulk)
			}
		}
		if st.loadCol == "" {
			var col struct{ ID string }
			_ = json.Unmarshal(c.must(t, 201, "POST", "/collections", map[string]any{"name": "load"}), &col)
			st.loadCol = col.ID
		}

		// One bulk operation per cycle, in turn.
		var bulk func(ctx context.Context) (string, func(t *testing.T, c *k9client))
		switch kind := []string{"backup", "import", "reorder", "purge"}[cycle%4]; {
		case kind == "backup":
			bulk = func(ctx context.Context) (string, func(*testing.T, *k9client)) {
				_, _, _ = c.do(ctx, "POST", "/backup", nil)
				return kind, nil
			}
		case kind == "import" && st.bulk == "" && st.trashed == "":
			bulk = func(ctx context.Context) (string, func(*testing.T, *k9client)) {
				status, b, err := c.do(ctx, "POST", "/import", k9bulkDoc(kill9Bulk))
				var res struct{ IDMap map[string]string }
				if err == nil && status == 200 && json.Unmarshal(b, &res) == nil {
					st.bulk = res.IDMap["c1"]
					st.importOK++
					return kind, nil
				}
				// Killed: the import is there whole or not at all; a
				// whole one is found by its name.
				return kind, func(t *testing.T, c *k9client) {
					var cols []struct{ ID, Name string }
					_ = json.Unmarshal(c.must(t, 200, "GET", "/collections", nil), &cols)
					for _, col := range cols {
						if col.Name == "bulk" {
							if n := k9count(t, c, col.ID); n != kill9Bulk {
								t.Fatalf("a killed import left %d of %d requests", n, kill9Bulk)
							}
							st.bulk = col.ID
						}
					}
				}
			}
		case kind == "reorder" && st.bulk != "":
			// Prepared before the kill window: only the reorder is killed.
			var rows []struct{ ID string }
			_ = json.Unmarshal(c.must(t, 200, "GET", "/requests?collectionId="+st.bulk, nil), &rows)
			moves := make([]any, len(rows))
			for i, r := range rows {
				moves[i] = map[string]any{"type": "request", "id": r.ID, "order": len(rows) - i}
			}
			bulk = func(ctx context.Context) (string, func(*testing.T, *k9client)) {
				_, _, _ = c.do(ctx, "POST", "/reorder", map[string]any{"moves": moves})
				return kind, nil
			}
		case kind == "purge" && (st.bulk != "" || st.trashed != ""):
			// Trashed before the kill window: only the purge is killed.
			if st.bulk != "" {
				c.must(t, 200, "DELETE", "/collections/"+st.bulk, nil)
				st.trashed, st.bulk = st.bulk, ""
			}
			bulk = func(ctx context.Context) (string, func(*testing.T, *k9client)) {
				status, _, err := c.do(ctx, "DELETE", "/trash/"+st.trashed, nil)
				if err == nil && status == 200 {
					st.trashed = ""
					return kind, nil
				}
				return kind, func(t *testing.T, c *k9client) {
					status, _, _ := c.do(context.Background(), "DELETE", "/trash/"+st.trashed, nil)
					if status != 200 {
						t.Fatalf("a killed purge left the trash entry unpurgeable: %d", status)
					}
					st.trashed = ""
				}
			}
		}

		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		wg.Go(func() { st.load(ctx, c, 4, cycle) })
		var after func(*testing.T, *k9client)
		kind := ""
		bulkDone := make(chan time.Duration, 1)
		if bulk != nil {
			wg.Go(func() {
				start := time.Now()
				kind, after = bulk(ctx)
				bulkDone <- time.Since(start)
			})
		}
		// Kill at a random point: 20 to 700 ms in; with a bulk operation,
		// anywhere in the time it took the last time it finished (the
		// first time it is let finish and timed, so that it commits once).
		wait := time.Duration(20+rng.IntN(680)) * time.Millisecond
		if bulk != nil {
			if took, ok := bulkTook[cycle%4]; ok {
				wait = time.Duration(rng.Int64N(int64(took)*12/10 + 1))
			} else {
				took := <-bulkDone
				bulkTook[cycle%4] = took
				wait = time.Duration(rng.IntN(50)) * time.Millisecond
			}
		}
		timer := time.NewTimer(wait)
		finished := bulk == nil
		select {
		case <-timer.C:
		case took := <-bulkDone:
			bulkTook[cycle%4] = took // finished before the kill: a load-only kill follows
			finished = true
			<-timer.C
		}
		if err := d.cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		<-d.done
		cancel()
		wg.Wait()
		if finished {
			bulkKills["load only"]++
		} else {
			bulkKills["during "+kind]++
		}
		if err := integrity(t, dir); err != nil {
			corrupt++
			t.Errorf("cycle %d (%s): %v", cycle, kind, err)
			break
		}
		if after != nil {
			d := startDaemon(t, dir)
			after(t, &k9client{base: d.base, http: &http.Client{Timeout: 60 * time.Second}})
			_ = d.cmd.Process.Kill()
			<-d.done
		}
	}
	d := startDaemon(t, dir)
	lost += st.verify(t, &k9client{base: d.base, http: &http.Client{Timeout: 60 * time.Second}}, true)
	entries, _ := os.ReadDir(filepath.Join(dir, "backups"))
	t.Logf("kill9: cycles=%d acknowledged=%d lost=%d corrupt=%d rows=%d imports=%d kills=%v backups=%d",
		*kill9Cycles, st.acks, lost, corrupt, len(st.rows), st.importOK, bulkKills, len(entries))
}

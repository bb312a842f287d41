// Command storebench measures the trash and reorder paths of the engine
// over its HTTP API: a 10,000-move reorder batch, and trashing then
// restoring a subtree of 10,000 requests. It starts a real engine on a
// temporary data dir (127.0.0.1, ephemeral port), in this process, seeds
// it, measures each operation several times from the client's side (send
// to last byte of the answer), and writes a JSON report. The bar is the
// issue's: each operation under 1 s, judged on the slowest of the rounds.
// No peer tool does these operations, so the figures are absolute times.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/bench"
	"github.com/svc-engine/svc-engine/bench/benchengine"
)

type result struct {
	Name     string    `json:"name"`
	Rows     int       `json:"rows"`
	Samples  []float64 `json:"samplesMs"`
	MedianMs float64   `json:"medianMs"`
	MaxMs    float64   `json:"maxMs"`
	BarMs    float64   `json:"barMs"`
	Pass     bool      `json:"pass"`
}

func main() {
	out := flag.String("out", "", "write the JSON report here")
	n := flag.Int("requests", 10000, "requests in the subtree and moves in the batch")
	rounds := flag.Int("rounds", 3, "measurements per operation")
	flag.Parse()
	if err := run(*out, *n, *rounds); err != nil {
		fmt.Fprintln(os.Stderr, "storebench:", err)
		os.Exit(1)
	}
}

func run(out string, n, rounds int) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e, stop, err := benchengine.Start(ctx, "storebench", 0)
	if err != nil {
		return err
	}
	defer stop()
	c := &bench.APIClient{Base: "http://" + e.Addr(), HTTP: &http.Client{Timeout: 5 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}}

	root, err := c.Call(ctx, "POST", "/collections", map[string]any{"name": "bench root"}, 201)
	if err != nil {
		return err
	}
	rootID := root["id"].(string)
	var folders []string
	for i := 0; i < 10; i++ {
		f, err := c.Call(ctx, "POST", "/collections", map[string]any{"name": fmt.Sprint("folder ", i), "parentId": rootID}, 201)
		if err != nil {
			return err
		}
		folders = append(folders, f["id"].(string))
	}
	fmt.Fprintf(os.Stderr, "seeding %d requests...\n", n)
	start := time.Now()
	ids := make([]string, n)
	var wg sync.WaitGroup
	errs := make(chan error, 1)
	work := make(chan int)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r, err := c.Call(ctx, "POST", "/requests", map[string]any{"collectionId": folders[i%len(folders)], "name": fmt.Sprint("request ", i), "method": "POST",
					"url": "http://127.0.0.1:8080/items/{{id}}", "headers": []any{map[string]any{"key": "Accept", "value": "application/json", "enabled": true}},
					"body": map[string]any{"mode": "json", "content": `{"n":1}`}}, 201)
				if err != nil {
					select {
					case errs <- err:
					default:
					}
					continue
				}
				ids[i] = r["id"].(string)
			}
		}()
	}
	for i := 0; i < n; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
	}
	fmt.Fprintf(os.Stderr, "seeded in %.1fs\n", time.Since(start).Seconds())

	var results []result
	summarize := func(name string, samples []float64) {
		r := result{Name: name, Rows: n, Samples: samples, BarMs: 1000}
		s := append([]float64(nil), samples...)
		sort.Float64s(s)
		r.MedianMs, r.MaxMs = s[len(s)/2], s[len(s)-1]
		r.Pass = r.MaxMs < r.BarMs
		results = append(results, r)
		fmt.Fprintf(os.Stderr, "%-36s median %8.1f ms  max %8.1f ms  (bar %.0f ms) %s\n", name, r.MedianMs, r.MaxMs, r.BarMs, map[bool]string{true: "PASS", false: "FAIL"}[r.Pass])
	}
	since := func(t0 time.Time) float64 { return float64(time.Since(t0).Microseconds()) / 1000 }

	var reorder []float64
	for round := 0; round < rounds; round++ {
		moves := make([]any, n)
		for i, id := range ids {
			moves[i] = map[string]any{"type": "request", "id": id, "order": (i*7 + round) % n, "collectionId": folders[(i+round+1)%len(folders)]}
		}
		body, err := json.Marshal(map[string]any{"moves": moves})
		if err != nil {
			return err
		}
		t0 := time.Now()
		if _, err := c.Do(ctx, "POST", "/reorder", json.RawMessage(body), 200, true); err != nil {
			return err
		}
		reorder = append(reorder, since(t0))
	}
	summarize(fmt.Sprintf("reorder batch of %d moves", n), reorder)

	var trash, restore []float64
	for i := 0; i < rounds; i++ {
		t0 := time.Now()
		if _, err := c.Call(ctx, "DELETE", "/collections/"+rootID, nil, 200); err != nil {
			return err
		}
		trash = append(trash, since(t0))
		t0 = time.Now()
		res, err := c.Call(ctx, "POST", "/trash/"+rootID+"/restore", nil, 200)
		if err != nil {
			return err
		}
		restore = append(restore, since(t0))
		if got, ok := res["requests"].(float64); !ok || int(got) != n {
			return fmt.Errorf("restore brought back %v requests, want %d", res["requests"], n)
		}
	}
	summarize(fmt.Sprintf("trash subtree of %d requests", n), trash)
	summarize(fmt.Sprintf("restore subtree of %d requests", n), restore)
	report := map[string]any{"benchmark": "store", "startedAt": start.UTC().Format(time.RFC3339), "results": results,
		"cpus": runtime.NumCPU(), "goVersion": runtime.Version(),
		// Engine and client share this process: its peak is an upper bound
		// of the engine's.
		"processPeakRssKb": peakRSSKB()}
	b, _ := json.MarshalIndent(report, "", "  ")
	if out != "" {
		return os.WriteFile(out, append(b, '\n'), 0o644)
	}
	fmt.Println(string(b))
	return nil
}

// peakRSSKB is this process's VmHWM in KiB, 0 when /proc does not say.
func peakRSSKB() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			if _, err := fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kb); err != nil {
				return 0
			}
			return kb
		}
	}
	return 0
}

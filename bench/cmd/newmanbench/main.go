// Command newmanbench measures collection runs (issue 6) against Newman on
// loopback: the same 100-request collection with tests, 10 iterations,
// run whole-process by `svc-cli run` (the engine already running) and by
// Newman, alternating, the median wall time of each and their ratio; then
// the memory per virtual user of the engine in a scenario load run of
// 1,000 virtual users (constant_concurrency), from the engine's resident
// set size before and during the run. bench/scenario.sh builds and starts
// what it needs and calls it.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/compat"
)

func main() {
	var (
		daemon     = flag.String("daemon", "", "the running engine's base URL (required)")
		enginePID  = flag.Int("engine-pid", 0, "the engine's pid, for its resident set size (required)")
		cli        = flag.String("cli", "", "the svc-cli binary (required)")
		newman     = flag.String("newman", "", "newman's bin/newman.js (required)")
		requests   = flag.Int("requests", 100, "requests in the collection")
		iterations = flag.Int("iterations", 10, "iterations of each run")
		runs       = flag.Int("runs", 5, "timed runs of each tool (the median counts)")
		vus        = flag.Int("vus", 1000, "virtual users of the memory run")
		vuDur      = flag.Duration("vu-duration", 5*time.Second, "duration of the memory run")
		out        = flag.String("out", "", "write the results as JSON here")
	)
	flag.Parse()
	if *daemon == "" || *enginePID == 0 || *cli == "" || *newman == "" {
		log.Fatal("newmanbench: -daemon, -engine-pid, -cli and -newman are required")
	}
	log.SetFlags(0)
	log.SetPrefix("newmanbench: ")
	ctx := context.Background()

	echo, err := compat.StartEcho(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer func() {
		if err := echo.Close(); err != nil {
			log.Printf("stop the echo server: %v", err)
		}
	}()
	dir, err := os.MkdirTemp("", "newmanbench")
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = os.RemoveAll(dir) }() // a temporary dir: a leftover changes no figure
	coll := filepath.Join(dir, "bench.postman_collection.json")
	if err := os.WriteFile(coll, collection(echo.URL, *requests), 0o600); err != nil {
		log.Fatal(err)
	}

	res := results{Requests: *requests, Iterations: *iterations, Runs: *runs, VUs: *vus, VUDurationS: vuDur.Seconds()}
	n := strconv.Itoa(*iterations)
	engineCmd := []string{*cli, "--daemon", *daemon, "run", coll, "--iterations", n}
	newmanCmd := []string{"node", *newman, "run", coll, "--iteration-count", n}
	// One untimed run of each warms the page cache, node's compile cache
	// and the engine's script cache alike.
	for _, c := range [][]string{engineCmd, newmanCmd} {
		if _, err := timed(ctx, c); err != nil {
			log.Fatal(err)
		}
	}
	for range *runs {
		for _, c := range []struct {
			cmd  []string
			into *[]float64
		}{{engineCmd, &res.EngineMs}, {newmanCmd, &res.NewmanMs}} {
			d, err := timed(ctx, c.cmd)
			if err != nil {
				log.Fatal(err)
			}
			*c.into = append(*c.into, float64(d.Microseconds())/1000)
		}
	}
	res.EngineMedianMs, res.NewmanMedianMs = median(res.EngineMs), median(res.NewmanMs)
	res.Ratio = res.NewmanMedianMs / res.EngineMedianMs
	log.Printf("%d requests x %d iterations: engine %.0f ms, newman %.0f ms (median of %d): %.1fx", *requests, *iterations, res.EngineMedianMs, res.NewmanMedianMs, *runs, res.Ratio)

	if err := memoryRun(ctx, *daemon, *enginePID, coll, *vus, *vuDur, &res); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d virtual users: RSS %.1f MiB before, %.1f MiB peak: %.1f KiB per virtual user (%d requests)", *vus,
		float64(res.RSSBeforeKiB)/1024, float64(res.RSSPeakKiB)/1024, res.KiBPerVU, res.LoadRequests)
	res.RatioBarMet = res.Ratio >= 5
	res.MemoryBarMet = res.KiBPerVU < 1024
	if *out != "" {
		b, _ := json.MarshalIndent(res, "", "  ")
		if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

type results struct {
	Requests       int       `json:"requests"`
	Iterations     int       `json:"iterations"`
	Runs           int       `json:"runs"`
	EngineMs       []float64 `json:"engineMs"`
	NewmanMs       []float64 `json:"newmanMs"`
	EngineMedianMs float64   `json:"engineMedianMs"`
	NewmanMedianMs float64   `json:"newmanMedianMs"`
	Ratio          float64   `json:"ratio"` // newman / engine: how many times faster the engine is
	RatioBarMet    bool      `json:"ratioBarMet"`
	VUs            int       `json:"vus"`
	VUDurationS    float64   `json:"vuDurationS"`
	RSSBeforeKiB   int64     `json:"rssBeforeKiB"`
	RSSPeakKiB     int64     `json:"rssPeakKiB"`
	KiBPerVU       float64   `json:"kibPerVU"`
	LoadRequests   int64     `json:"loadRequests"`
	MemoryBarMet   bool      `json:"memoryBarMet"`
}

// collection builds an exported Postman collection of n requests to base,
// alternating GET and POST, each with a test script of three tests and a
// pre script that sets a variable the next request uses.
func collection(base string, n int) []byte {
	items := make([]any, 0, n)
	for i := range n {
		req := map[string]any{"method": "GET", "url": base + "/get?i=" + strconv.Itoa(i) + "&prev={{prev}}"}
		if i%2 == 1 {
			req = map[string]any{"method": "POST", "url": base + "/post?i=" + strconv.Itoa(i),
				"header": []any{map[string]any{"key": "Content-Type", "value": "application/json"}},
				"body":   map[string]any{"mode": "raw", "raw": `{"i":` + strconv.Itoa(i) + `,"name":"item"}`}}
		}
		items = append(items, map[string]any{
			"name":    "request " + strconv.Itoa(i),
			"request": req,
			"event": []any{
				map[string]any{"listen": "prerequest", "script": map[string]any{"exec": []string{`pm.variables.set("i", "` + strconv.Itoa(i) + `");`}}},
				map[string]any{"listen": "test", "script": map[string]any{"exec": []string{
					`pm.test("status is 200", function () { pm.response.to.have.status(200); });`,
					`var body = pm.response.json();`,
					`pm.test("echoes the index", function () { pm.expect(body.args.i).to.equal(pm.variables.get("i")); });`,
					`pm.test("is JSON with headers", function () { pm.response.to.be.json; pm.expect(body).to.have.property("headers"); });`,
					`pm.environment.set("prev", pm.variables.get("i"));`,
				}}},
			},
		})
	}
	b, _ := json.Marshal(map[string]any{
		"info": map[string]any{"name": "newmanbench", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
		"item": items,
	})
	return b
}

// timed runs cmd to completion with its output discarded and returns the
// wall time. A failing test is not an error here (both tools exit 1 on
// one); a run that could not start is.
func timed(ctx context.Context, cmd []string) (time.Duration, error) {
	c := exec.CommandContext(ctx, cmd[0], cmd[1:]...)
	var stderr bytes.Buffer
	c.Stdout, c.Stderr = io.Discard, &stderr
	start := time.Now()
	err := c.Run()
	d := time.Since(start)
	if err != nil {
		if ee, ok := errors.AsType[*exec.ExitError](err); !ok || ee.ExitCode() != 1 {
			return 0, fmt.Errorf("%s: %w: %s", strings.Join(cmd, " "), err, stderr.Bytes())
		}
		return 0, fmt.Errorf("%s failed (a test failed: the collection must pass): %s", strings.Join(cmd, " "), stderr.Bytes())
	}
	return d, nil
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// memoryRun imports the collection, runs it under constant_concurrency
// with vus virtual users and samples the engine's VmRSS every 50 ms.
func memoryRun(ctx context.Context, daemon string, pid int, coll string, vus int, dur time.Duration, res *results) error {
	doc, err := os.ReadFile(coll)
	if err != nil {
		return err
	}
	var imp struct {
		IDMap map[string]string `json:"idMap"`
	}
	if err := call(ctx, "POST", daemon+"/import", map[string]any{"content": string(doc)}, &imp); err != nil {
		return err
	}
	var cols []struct {
		ID       string  `json:"id"`
		ParentID *string `json:"parentId"`
	}
	if err := call(ctx, "GET", daemon+"/collections", nil, &cols); err != nil {
		return err
	}
	var cid string
	for _, c := range cols {
		for _, id := range imp.IDMap {
			if c.ID == id && c.ParentID == nil {
				cid = id
			}
		}
	}
	if cid == "" {
		return fmt.Errorf("the import made no root collection")
	}
	if res.RSSBeforeKiB, err = rss(pid); err != nil {
		return err
	}
	var started struct {
		RunID string `json:"runId"`
	}
	body := map[string]any{"scenario": map[string]any{"collectionId": cid, "environmentId": nil}, "mode": "constant_concurrency",
		"concurrency": vus, "duration": dur.String()}
	if err := call(ctx, "POST", daemon+"/runs", body, &started); err != nil {
		return err
	}
	res.RSSPeakKiB = res.RSSBeforeKiB
	deadline := time.Now().Add(dur + 2*time.Minute)
	for {
		if kb, err := rss(pid); err == nil && kb > res.RSSPeakKiB {
			res.RSSPeakKiB = kb
		}
		var run struct {
			Status string `json:"status"`
		}
		if err := call(ctx, "GET", daemon+"/runs/"+started.RunID, nil, &run); err != nil {
			return err
		}
		if run.Status == "Completed" || run.Status == "Stopped" || run.Status == "Failed" {
			if run.Status != "Completed" {
				return fmt.Errorf("the memory run ended %s", run.Status)
			}
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the memory run did not end")
		}
		time.Sleep(50 * time.Millisecond)
	}
	var rep struct {
		Report struct {
			Requests int64 `json:"requests"`
		} `json:"report"`
	}
	if err := call(ctx, "GET", daemon+"/runs/"+started.RunID+"/report", nil, &rep); err != nil {
		return err
	}
	res.LoadRequests = rep.Report.Requests
	res.KiBPerVU = float64(res.RSSPeakKiB-res.RSSBeforeKiB) / float64(vus)
	return nil
}

// rss reads VmRSS (KiB) of pid.
func rss(pid int) (int64, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
		}
	}
	return 0, fmt.Errorf("no VmRSS for pid %d", pid)
}

func call(ctx context.Context, method, url string, body, into any) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("%s %s: %d %s", method, url, res.StatusCode, data)
	}
	return json.Unmarshal(data, into)
}

// Command mockbench measures the side servers of package mocks (issue 17):
// a mock server under load from the engine's own closed loop and from wrk,
// each against the static baseline target (bench.LoadTarget, the same
// "Hello, World!" answer served from memory) in the same run, and a
// webhook inbox capturing a constant 5,000 requests/s for 10 s, counting
// what reached SQLite. Bar: the mock at least 0.5x the baseline; no
// capture lost. It writes a JSON report and prints a table.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"runtime/pprof"
	"strconv"
	"time"

	"github.com/svc-engine/svc-engine/bench"
	"github.com/svc-engine/svc-engine/bench/benchengine"
)

func main() {
	out := flag.String("out", "", "write the JSON report here")
	dur := flag.Duration("duration", 10*time.Second, "each saturation run and the inbox run")
	conns := flag.Int("conns", 50, "connections of the closed loops (engine and wrk)")
	rate := flag.Int("inbox-rate", 5000, "requests/s sent to the inbox")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the whole run (engine included) here")
	flag.Parse()
	if *profile != "" {
		f, err := os.Create(*profile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "mockbench:", err)
			os.Exit(1)
		}
		defer func() { pprof.StopCPUProfile(); _ = f.Close() }()
	}
	if err := run(*out, *dur, *conns, *rate); err != nil {
		fmt.Fprintln(os.Stderr, "mockbench:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

// Report is what the run measured.
type Report struct {
	Conns           int     `json:"conns"`
	DurationS       float64 `json:"durationS"`
	WrkBaselineRPS  float64 `json:"wrkBaselineRps"`
	WrkMockRPS      float64 `json:"wrkMockRps"`
	WrkRatio        float64 `json:"wrkRatio"`
	LoopBaselineRPS float64 `json:"loopBaselineRps"`
	LoopMockRPS     float64 `json:"loopMockRps"`
	LoopRatio       float64 `json:"loopRatio"`
	MockErrors      int64   `json:"mockErrors"`
	InboxRate       int     `json:"inboxRate"`
	InboxSent       int64   `json:"inboxSent"`
	InboxOK         int64   `json:"inboxOk"`
	InboxStored     int64   `json:"inboxStored"`
	InboxLost       int64   `json:"inboxLost"`
	InboxDrainMs    int64   `json:"inboxDrainMs"` // from the run's end until the count reached what was sent
	InboxDropped    int64   `json:"inboxDropped"` // intended sends the engine's open loop could not start
	InboxP99Ms      float64 `json:"inboxP99Ms"`
	// The inbox saturated by wrk (GET, no body): its capacity, and
	// whether every answered request was stored.
	WrkInboxRPS    float64 `json:"wrkInboxRps"`
	WrkInboxSent   int64   `json:"wrkInboxSent"`
	WrkInboxStored int64   `json:"wrkInboxStored"`
}

// client is the engine's API with the two waits the benchmark needs.
type client struct{ *bench.APIClient }

// loadRun runs a load plan to its end and returns its report.
func (c *client) loadRun(ctx context.Context, plan map[string]any) (map[string]any, error) {
	r, err := c.Call(ctx, "POST", "/runs", plan, 202)
	if err != nil {
		return nil, err
	}
	id, _ := r["id"].(string)
	if id == "" {
		id, _ = r["runId"].(string)
	}
	for {
		run, err := c.Call(ctx, "GET", "/runs/"+id, nil, 200)
		if err != nil {
			return nil, err
		}
		if st := run["status"]; st != "Pending" && st != "Running" {
			rep, err := c.Call(ctx, "GET", "/runs/"+id+"/report", nil, 200)
			if err != nil {
				return nil, err
			}
			inner, _ := rep["report"].(map[string]any)
			if inner == nil {
				return nil, fmt.Errorf("run %s ended %v without a report", id, st)
			}
			return inner, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func num(m map[string]any, k string) float64 { f, _ := m[k].(float64); return f }

var (
	wrkRPS   = regexp.MustCompile(`Requests/sec:\s+([0-9.]+)`)
	wrkTotal = regexp.MustCompile(`([0-9]+) requests in`)
)

func wrk(ctx context.Context, conns int, dur time.Duration, url string) (float64, error) {
	rps, _, err := wrkCount(ctx, conns, dur, url)
	return rps, err
}

// wrkCount runs wrk and returns its requests/s and its request count.
func wrkCount(ctx context.Context, conns int, dur time.Duration, url string) (float64, int64, error) {
	out, err := exec.CommandContext(ctx, "wrk", "-c", strconv.Itoa(conns), "-t", "2", "-d", strconv.Itoa(int(dur.Seconds()))+"s", url).CombinedOutput()
	if err != nil {
		return 0, 0, fmt.Errorf("wrk %s: %w: %s", url, err, out)
	}
	m, n := wrkRPS.FindSubmatch(out), wrkTotal.FindSubmatch(out)
	if m == nil || n == nil {
		return 0, 0, fmt.Errorf("wrk %s printed no Requests/sec: %s", url, out)
	}
	rps, err := strconv.ParseFloat(string(m[1]), 64)
	if err != nil {
		return 0, 0, err
	}
	total, err := strconv.ParseInt(string(n[1]), 10, 64)
	return rps, total, err
}

// waitStored polls inbox id until it holds want captures or 30 s have
// passed, and returns what it holds and how long that took.
func (c *client) waitStored(ctx context.Context, id string, want int64) (int64, time.Duration, error) {
	start := time.Now()
	for {
		got, err := c.Call(ctx, "GET", "/inbox/"+id, nil, 200)
		if err != nil {
			return 0, 0, err
		}
		n := int64(num(got, "captures"))
		if n >= want || time.Since(start) > 30*time.Second {
			return n, time.Since(start), nil
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func run(out string, dur time.Duration, conns, rate int) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e, stop, err := benchengine.Start(ctx, "mockbench", 1)
	if err != nil {
		return err
	}
	defer stop()
	c := &client{&bench.APIClient{Base: "http://" + e.Addr(), HTTP: &http.Client{Timeout: 5 * time.Minute}}}

	target := bench.NewLoadTarget(0)
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", "127.0.0.1:0")
	if err != nil {
		return err
	}
	go func() { _ = target.ServeFast(ln) }()
	defer func() { _ = ln.Close() }()
	baseline := "http://" + ln.Addr().String() + "/hello"

	col, err := c.Call(ctx, "POST", "/collections", map[string]any{"name": "mocked", "variables": map[string]any{"baseUrl": "http://api.example.com"}}, 201)
	if err != nil {
		return err
	}
	for i, path := range []string{"/pets", "/pets/{{id}}", "/hello", "/orders/:id"} {
		req, err := c.Call(ctx, "POST", "/requests", map[string]any{"collectionId": col["id"], "name": "r" + strconv.Itoa(i), "method": "GET", "url": "{{baseUrl}}" + path}, 201)
		if err != nil {
			return err
		}
		if _, err := c.Call(ctx, "POST", "/requests/"+req["id"].(string)+"/examples", map[string]any{"name": "ok", "status": 200, "body": string(bench.Hello), "contentType": "text/plain", "origin": "user"}, 201); err != nil {
			return err
		}
	}
	mock, err := c.Call(ctx, "POST", "/mock", map[string]any{"collectionId": col["id"]}, 201)
	if err != nil {
		return err
	}
	mockURL := mock["url"].(string) + "/hello"

	rep := Report{Conns: conns, DurationS: dur.Seconds(), InboxRate: rate}
	if rep.WrkBaselineRPS, err = wrk(ctx, conns, dur, baseline); err != nil {
		return err
	}
	if rep.WrkMockRPS, err = wrk(ctx, conns, dur, mockURL); err != nil {
		return err
	}
	rep.WrkRatio = rep.WrkMockRPS / rep.WrkBaselineRPS
	loop := func(url string) (map[string]any, error) {
		return c.loadRun(ctx, map[string]any{"request": map[string]any{"method": "GET", "url": url}, "mode": "constant_concurrency", "concurrency": conns, "duration": dur.String()})
	}
	b, err := loop(baseline)
	if err != nil {
		return err
	}
	m, err := loop(mockURL)
	if err != nil {
		return err
	}
	rep.LoopBaselineRPS, rep.LoopMockRPS, rep.MockErrors = num(b, "rps"), num(m, "rps"), int64(num(m, "errors"))
	rep.LoopRatio = rep.LoopMockRPS / rep.LoopBaselineRPS

	// The inbox: a cap above what the run sends, so every capture must stay.
	if _, err := c.Call(ctx, "POST", "/config", map[string]any{"maxInboxCaptures": 1000000}, 200); err != nil {
		return err
	}
	in, err := c.Call(ctx, "POST", "/inbox", map[string]any{"name": "bench", "response": map[string]any{"status": 204}}, 201)
	if err != nil {
		return err
	}
	inboxID := in["id"].(string)
	r, err := c.loadRun(ctx, map[string]any{"request": map[string]any{"method": "POST", "url": in["url"].(string) + "/hook", "body": map[string]any{"mode": "json", "content": `{"event":"paid","amount":42}`}},
		"mode": "constant_rps", "targetRps": rate, "duration": dur.String(), "maxInFlight": 200})
	if err != nil {
		return err
	}
	rep.InboxSent, rep.InboxOK, rep.InboxDropped = int64(num(r, "requests")), int64(num(r, "successes")), int64(num(r, "dropped"))
	if lat, ok := r["latency"].(map[string]any); ok {
		rep.InboxP99Ms = num(lat, "p99")
	}
	stored, drain, err := c.waitStored(ctx, inboxID, rep.InboxOK)
	if err != nil {
		return err
	}
	rep.InboxStored, rep.InboxDrainMs = stored, drain.Milliseconds()
	rep.InboxLost = rep.InboxOK - rep.InboxStored

	sat, err := c.Call(ctx, "POST", "/inbox", map[string]any{"name": "saturated"}, 201)
	if err != nil {
		return err
	}
	if rep.WrkInboxRPS, rep.WrkInboxSent, err = wrkCount(ctx, conns, dur, sat["url"].(string)+"/hook"); err != nil {
		return err
	}
	if rep.WrkInboxStored, _, err = c.waitStored(ctx, sat["id"].(string), rep.WrkInboxSent); err != nil {
		return err
	}

	fmt.Printf("mock (wrk -c %d, %s):          %9.0f req/s vs baseline %9.0f req/s = %.2fx (bar 0.5x)\n", conns, dur, rep.WrkMockRPS, rep.WrkBaselineRPS, rep.WrkRatio)
	fmt.Printf("mock (engine closed loop %d): %9.0f req/s vs baseline %9.0f req/s = %.2fx (bar 0.5x), %d errors\n", conns, rep.LoopMockRPS, rep.LoopBaselineRPS, rep.LoopRatio, rep.MockErrors)
	fmt.Printf("inbox at %d req/s for %s: %d sent (%d dropped by the generator), %d answered (p99 %.1f ms), %d stored, %d lost (stored %d ms after the run)\n", rate, dur, rep.InboxSent, rep.InboxDropped, rep.InboxOK, rep.InboxP99Ms, rep.InboxStored, rep.InboxLost, rep.InboxDrainMs)
	fmt.Printf("inbox saturated (wrk -c %d, %s): %.0f req/s, %d answered, %d stored (wrk counts requests cut at its end too)\n", conns, dur, rep.WrkInboxRPS, rep.WrkInboxSent, rep.WrkInboxStored)
	if out == "" {
		return nil
	}
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, append(data, '\n'), 0o600); err != nil {
		return errors.Join(errors.New("write the report"), err)
	}
	return nil
}

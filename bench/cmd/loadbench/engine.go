package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

// engine is a svc-engine daemon this driver started, pinned to the
// generator's CPU, and the client that drives it over its API.
type engine struct {
	bin, dataDir string
	cmd          *exec.Cmd
	base         string
	pid          int
	hc           *http.Client
}

// freePort asks the kernel for a free 127.0.0.1 port and releases it; the
// engine refuses port 0. Losing the race fails the engine's start, never
// sends traffic elsewhere.
func freePort(ctx context.Context) (int, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer func() { _ = ln.Close() }() // only holds the port while the kernel picks it
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// startEngine starts the daemon on a free port with a fresh data dir under
// work, placed at, and waits for GET /health.
func startEngine(ctx context.Context, bin, work string, at placement, logName string) (*engine, error) {
	port, err := freePort(ctx)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(work, "engine-data-")
	if err != nil {
		return nil, err
	}
	log, err := os.Create(filepath.Join(work, logName))
	if err != nil {
		return nil, err
	}
	defer func() { _ = log.Close() }() // the daemon holds its own descriptor from Start on
	e := &engine{bin: bin, dataDir: dir, base: "http://127.0.0.1:" + strconv.Itoa(port),
		hc: &http.Client{Timeout: 10 * time.Second}}
	e.cmd = pinned(context.WithoutCancel(ctx), at, bin, "--port", strconv.Itoa(port), "--data-dir", dir)
	e.cmd.Stdout, e.cmd.Stderr = log, log
	if err := e.cmd.Start(); err != nil {
		return nil, err
	}
	e.pid = e.cmd.Process.Pid
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, e.base+"/health", nil)
		if resp, err := e.hc.Do(req); err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close() // only the status is read
			if resp.StatusCode == http.StatusOK {
				return e, nil
			}
		}
		sleep(ctx, 100*time.Millisecond)
	}
	e.stop()
	return nil, fmt.Errorf("the engine did not answer GET /health within 15 s (log: %s)", log.Name())
}

// stop ends the daemon: POST /shutdown, then SIGTERM and SIGKILL to its
// group if it lingers.
func (e *engine) stop() {
	if e == nil || e.cmd == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, e.base+"/shutdown", nil)
	if resp, err := e.hc.Do(req); err == nil {
		_ = resp.Body.Close() // the shutdown is what counts; the wait below checks it
	}
	done := make(chan struct{})
	go func() {
		_ = e.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		stopGroup(e.cmd, 3*time.Second)
		<-done
	}
	e.cmd = nil
}

// errNoRunAPI means the engine does not (yet) run load plans: POST /runs
// answered something other than 202.
var errNoRunAPI = errors.New("the engine did not accept the load plan")

func (e *engine) call(ctx context.Context, method, path string, body any, want int, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, e.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := e.hc.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = resp.Body.Close() }() // what was read is all there is; a close error adds nothing
	b, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, bytes.TrimSpace(b[:min(len(b), 400)]))
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			return fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	return nil
}

// startRun posts plan to POST /runs and returns the run id.
func (e *engine) startRun(ctx context.Context, plan map[string]any) (string, error) {
	var r struct {
		RunID string `json:"runId"`
	}
	if err := e.call(ctx, http.MethodPost, "/runs", plan, http.StatusAccepted, &r); err != nil {
		return "", fmt.Errorf("%w: %w", errNoRunAPI, err)
	}
	if r.RunID == "" {
		return "", fmt.Errorf("%w: no runId in the answer", errNoRunAPI)
	}
	return r.RunID, nil
}

// waitRun polls GET /runs/:id every interval until the run ends or the
// deadline passes (then it asks POST /runs/:id/stop and keeps waiting a
// little). It returns the last status.
func (e *engine) waitRun(ctx context.Context, id string, deadline time.Time) (string, error) {
	stopped := false
	for {
		var r struct {
			Status string `json:"status"`
		}
		if err := e.call(ctx, http.MethodGet, "/runs/"+id, nil, http.StatusOK, &r); err != nil {
			return "", err
		}
		switch r.Status {
		case "Completed", "Stopped", "Failed":
			return r.Status, nil
		}
		if time.Now().After(deadline) {
			if stopped {
				return r.Status, fmt.Errorf("run %s still %s after the deadline and a stop", id, r.Status)
			}
			_ = e.call(ctx, http.MethodPost, "/runs/"+id+"/stop", nil, http.StatusOK, nil)
			stopped = true
			deadline = time.Now().Add(10 * time.Second)
		}
		if ctx.Err() != nil {
			return r.Status, ctx.Err()
		}
		sleep(ctx, 200*time.Millisecond)
	}
}

// latency is the part of a report's latency summary the driver reads (ms).
type latency struct {
	P50 float64 `json:"p50"`
	P99 float64 `json:"p99"`
}

// engineReport is the part of GET /runs/:id/report the driver reads
// (metrics.Report's JSON).
type engineReport struct {
	DurationMs  int64   `json:"durationMs"`
	Requests    int64   `json:"requests"`
	Errors      int64   `json:"errors"`
	RPS         float64 `json:"rps"`
	Latency     latency `json:"latency"`
	ServiceTime latency `json:"serviceTime"`
	Late        int64   `json:"late"`
	Dropped     int64   `json:"dropped"`
	// ErrorCodes counts the errors by errorCode.
	ErrorCodes map[string]int64 `json:"errorCodes"`
	// Lag, when the engine reports it: actual minus intended send.
	Lag *latency `json:"lag"`
	// Load is a scenario load run's load part, where its errors are.
	Load *struct {
		Errors int64 `json:"errors"`
	} `json:"load"`
}

// report reads GET /runs/:id/report, bare or wrapped in {"report": ...}.
func (e *engine) report(ctx context.Context, id string) (engineReport, json.RawMessage, error) {
	var raw json.RawMessage
	if err := e.call(ctx, http.MethodGet, "/runs/"+id+"/report", nil, http.StatusOK, &raw); err != nil {
		return engineReport{}, nil, err
	}
	var wrapped struct {
		Report json.RawMessage `json:"report"`
	}
	body := raw
	if json.Unmarshal(raw, &wrapped) == nil && len(wrapped.Report) > 0 && wrapped.Report[0] == '{' {
		body = wrapped.Report
	}
	var r engineReport
	if err := json.Unmarshal(body, &r); err != nil {
		return r, raw, fmt.Errorf("report of %s: %w", id, err)
	}
	if r.Load != nil {
		r.Errors = r.Load.Errors
	}
	return r, raw, nil
}

// attachLive attaches n readers to run id's live stream (GET
// /runs/:id/live), each on a connection of its own, reading until the
// stream's complete event or its end. wait returns what each received,
// giving up on readers still reading grace after it is called.
func (e *engine) attachLive(ctx context.Context, id string, n int) (wait func(grace time.Duration) ([]bench.LiveRead, []error)) {
	rctx, cancel := context.WithCancel(ctx)
	hc := &http.Client{Transport: &http.Transport{DisableKeepAlives: true, DisableCompression: true}}
	reads, errs := make([]bench.LiveRead, n), make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			reads[i], errs[i] = readLive(rctx, hc, e.base+"/runs/"+id+"/live")
		})
	}
	return func(grace time.Duration) ([]bench.LiveRead, []error) {
		t := time.AfterFunc(grace, cancel)
		wg.Wait()
		t.Stop()
		cancel()
		hc.CloseIdleConnections()
		return reads, errs
	}
}

// readLive reads one live stream at url.
func readLive(ctx context.Context, hc *http.Client, url string) (bench.LiveRead, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return bench.LiveRead{}, err
	}
	req.Header.Set("Accept", "text/event-stream")
	resp, err := hc.Do(req)
	if err != nil {
		return bench.LiveRead{}, err
	}
	defer func() { _ = resp.Body.Close() }() // what was read is all there is; a close error adds nothing
	if resp.StatusCode != http.StatusOK {
		return bench.LiveRead{}, fmt.Errorf("GET %s: %d", url, resp.StatusCode)
	}
	return bench.ReadLive(resp.Body)
}

// Command sendbench measures single sends: `svc-cli run` of one GET against
// a loopback target against `curl` doing the same (whole process, median of
// N runs, interleaved), and POST /execute throughput at 16 connections with
// hey, beside hey sending the same GET to the target directly at 16
// connections. It starts a real engine (temporary data dir, 127.0.0.1) and
// a loopback target in this process, and writes a JSON report.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/svc-engine/svc-engine/bench"
	"github.com/svc-engine/svc-engine/engine"
)

type report struct {
	Benchmark      string    `json:"benchmark"`
	StartedAt      string    `json:"startedAt"`
	Runs           int       `json:"runs"`
	CLIMs          []float64 `json:"svcCliMs"`
	CurlMs         []float64 `json:"curlMs"`
	CLIMedianMs    float64   `json:"svcCliMedianMs"`
	CurlMedianMs   float64   `json:"curlMedianMs"`
	Ratio          float64   `json:"ratioCliToCurl"`
	BarRatio       float64   `json:"barRatio"`
	Pass           bool      `json:"pass"`
	ExecuteRPS     float64   `json:"executeRps"`
	ExecuteP50Ms   float64   `json:"executeP50Ms"`
	ExecuteP99Ms   float64   `json:"executeP99Ms"`
	ExecuteErrors  int64     `json:"executeErrors"` // non-2xx, transport errors and sends that never reached the target
	ExecuteConns   int       `json:"executeConnections"`
	ExecuteSeconds int       `json:"executeSeconds"`
	// Direct is hey sending the same GET straight to the target at the same
	// connections, just before: what the target and hey cost without the
	// engine in between.
	DirectRPS    float64 `json:"directRps"`
	DirectP50Ms  float64 `json:"directP50Ms"`
	DirectP99Ms  float64 `json:"directP99Ms"`
	DirectErrors int64   `json:"directErrors"`
	// RatioExecuteToDirect is ExecuteRPS / DirectRPS.
	RatioExecuteToDirect float64 `json:"ratioExecuteToDirect"`
	CPUs                 int     `json:"cpus"`
	GoVersion            string  `json:"goVersion"`
	Curl                 string  `json:"curl"`
	// ProcessPeakRSSKB is this process's VmHWM: the engine, the target and
	// the measuring code share it, so it bounds the engine's from above.
	ProcessPeakRSSKB int64 `json:"processPeakRssKb"`
}

func main() {
	out := flag.String("out", "", "write the JSON report here")
	runs := flag.Int("runs", 20, "whole-process runs of each client")
	secs := flag.Int("seconds", 10, "duration of each throughput run (direct, then /execute)")
	cli := flag.String("cli", "", "svc-cli binary to time (default: go build ./cmd/svc-cli from the working directory)")
	flag.Parse()
	if err := run(*out, *cli, *runs, *secs); err != nil {
		fmt.Fprintln(os.Stderr, "sendbench:", err)
		os.Exit(1)
	}
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func run(out, cli string, runs, secs int) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	dir, err := os.MkdirTemp("", "sendbench")
	if err != nil {
		return err
	}
	defer func() { _ = os.RemoveAll(dir) }() // a temporary dir: a leftover changes no figure
	if cli == "" {
		cli = filepath.Join(dir, "svc-cli")
		if b, err := exec.CommandContext(ctx, "go", "build", "-o", cli, "./cmd/svc-cli").CombinedOutput(); err != nil {
			return fmt.Errorf("build svc-cli: %w\n%s", err, b)
		}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp4", "127.0.0.1:0")
	if err != nil {
		return err
	}
	var hits atomic.Int64 // requests the target answered
	target := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"hello":"world"}`)) // a failed write is a client gone: the client counts it
	})}
	go func() { _ = target.Serve(ln) }() // ErrServerClosed at the Close below
	defer func() { _ = target.Close() }()
	url := "http://" + ln.Addr().String() + "/hello"

	e, err := engine.Start(ctx, engine.Options{DataDir: filepath.Join(dir, "data")})
	if err != nil {
		return err
	}
	defer func() { e.Stop(); _ = e.Wait() }()
	daemon := "http://" + e.Addr()
	file := filepath.Join(dir, "get.json")
	if err := os.WriteFile(file, []byte(`{"method":"GET","url":"`+url+`"}`), 0o600); err != nil {
		return err
	}
	var so bytes.Buffer // the last run's stdout
	timeIt := func(name string, args ...string) (float64, error) {
		so.Reset()
		t0 := time.Now()
		cmd := exec.CommandContext(ctx, name, args...)
		var se bytes.Buffer
		cmd.Stdout, cmd.Stderr = &so, &se
		if err := cmd.Run(); err != nil {
			return 0, fmt.Errorf("%s: %w: %s", name, err, se.String())
		}
		return float64(time.Since(t0).Microseconds()) / 1000, nil
	}
	// curl -f: an HTTP error from the target fails the run instead of being timed.
	curlArgs := []string{"-sS", "-f", "-o", "/dev/null", url}
	r := report{Benchmark: "send", StartedAt: time.Now().UTC().Format(time.RFC3339), Runs: runs, BarRatio: 1.5, ExecuteConns: 16, ExecuteSeconds: secs,
		CPUs: runtime.NumCPU(), GoVersion: runtime.Version()}
	if b, err := exec.CommandContext(ctx, "curl", "--version").Output(); err == nil {
		r.Curl, _, _ = strings.Cut(string(b), "\n")
	}
	for i := 0; i < 3; i++ { // warm the page cache and the engine
		if _, err := timeIt(cli, "--no-color", "--daemon", daemon, "run", file); err != nil {
			return err
		}
		// The target's body in svc-cli's output: the send went through the
		// engine to the target and back.
		if !strings.Contains(so.String(), `"hello"`) {
			return fmt.Errorf("svc-cli run printed no answer of the target:\n%.500s", so.String())
		}
		if _, err := timeIt("curl", curlArgs...); err != nil {
			return err
		}
	}
	for i := 0; i < runs; i++ { // interleaved: C E E C C E ...
		order := []bool{i%2 == 0, i%2 != 0}
		for _, curlFirst := range order {
			if curlFirst {
				ms, err := timeIt("curl", curlArgs...)
				if err != nil {
					return err
				}
				r.CurlMs = append(r.CurlMs, ms)
			} else {
				ms, err := timeIt(cli, "--no-color", "--daemon", daemon, "run", file)
				if err != nil {
					return err
				}
				r.CLIMs = append(r.CLIMs, ms)
			}
		}
	}
	r.CLIMedianMs, r.CurlMedianMs = median(r.CLIMs), median(r.CurlMs)
	r.Ratio = r.CLIMedianMs / r.CurlMedianMs
	r.Pass = r.Ratio <= r.BarRatio
	fmt.Fprintf(os.Stderr, "svc-cli run median %.2f ms, curl median %.2f ms: ratio %.2f (bar %.1f) %s\n", r.CLIMedianMs, r.CurlMedianMs, r.Ratio, r.BarRatio, map[bool]string{true: "PASS", false: "FAIL"}[r.Pass])

	body := filepath.Join(dir, "execute.json")
	if err := os.WriteFile(body, []byte(`{"request":{"method":"GET","url":"`+url+`"}}`), 0o600); err != nil {
		return err
	}
	hey := func(args ...string) (bench.Measurement, error) {
		args = append([]string{"-c", strconv.Itoa(r.ExecuteConns), "-z", strconv.Itoa(secs) + "s"}, args...)
		out, err := exec.CommandContext(ctx, "hey", args...).CombinedOutput()
		if err != nil {
			return bench.Measurement{}, fmt.Errorf("hey: %w\n%s", err, out)
		}
		return bench.ParseHey(out)
	}
	direct, err := hey(url)
	if err != nil {
		return err
	}
	r.DirectRPS, r.DirectP50Ms, r.DirectP99Ms, r.DirectErrors = direct.RPS, direct.P50Ms, direct.P99Ms, direct.Errors
	fmt.Fprintf(os.Stderr, "GET the target directly at %d connections: %.0f requests/s, p50 %.2f ms, p99 %.2f ms, %d errors\n",
		r.ExecuteConns, r.DirectRPS, r.DirectP50Ms, r.DirectP99Ms, r.DirectErrors)
	before := hits.Load()
	execute, err := hey("-m", "POST", "-T", "application/json", "-D", body, daemon+"/execute")
	if err != nil {
		return err
	}
	r.ExecuteRPS, r.ExecuteP50Ms, r.ExecuteP99Ms, r.ExecuteErrors = execute.RPS, execute.P50Ms, execute.P99Ms, execute.Errors
	// POST /execute answers 200 also when the send failed (errorCode in the
	// body, which hey does not read): every answer the target did not
	// give is such a failure.
	if lost := execute.Requests - execute.Errors - (hits.Load() - before); lost > 0 {
		r.ExecuteErrors += lost
	}
	if r.DirectRPS > 0 {
		r.RatioExecuteToDirect = r.ExecuteRPS / r.DirectRPS
	}
	fmt.Fprintf(os.Stderr, "POST /execute at %d connections: %.0f requests/s, p50 %.2f ms, p99 %.2f ms, %d errors; %.3f of direct\n",
		r.ExecuteConns, r.ExecuteRPS, r.ExecuteP50Ms, r.ExecuteP99Ms, r.ExecuteErrors, r.RatioExecuteToDirect)
	r.ProcessPeakRSSKB = peakRSSKB()
	b, _ := json.MarshalIndent(r, "", "  ")
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

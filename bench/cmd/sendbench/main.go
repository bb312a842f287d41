// Command sendbench measures single sends: `svc-cli run` of one GET against
// a loopback target against `curl` doing the same (whole process, median of
// N runs, interleaved), and POST /execute throughput at 16 connections with
// hey. It starts a real engine (temporary data dir, 127.0.0.1) and a
// loopback target, and writes a JSON report.
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
	"regexp"
	"sort"
	"strconv"
	"time"

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
	ExecuteP99Ms   float64   `json:"executeP99Ms"`
	ExecuteConns   int       `json:"executeConnections"`
	ExecuteSeconds int       `json:"executeSeconds"`
}

func main() {
	out := flag.String("out", "", "write the JSON report here")
	runs := flag.Int("runs", 20, "whole-process runs of each client")
	secs := flag.Int("seconds", 10, "duration of the /execute throughput run")
	flag.Parse()
	if err := run(*out, *runs, *secs); err != nil {
		fmt.Fprintln(os.Stderr, "sendbench:", err)
		os.Exit(1)
	}
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func run(out string, runs, secs int) error {
	dir, err := os.MkdirTemp("", "sendbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	cli := filepath.Join(dir, "svc-cli")
	if b, err := exec.Command("go", "build", "-o", cli, "./cmd/svc-cli").CombinedOutput(); err != nil {
		return fmt.Errorf("build svc-cli: %v\n%s", err, b)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return err
	}
	target := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"hello":"world"}`))
	})}
	go target.Serve(ln)
	defer target.Close()
	url := "http://" + ln.Addr().String() + "/hello"

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
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
	timeIt := func(name string, args ...string) (float64, error) {
		t0 := time.Now()
		cmd := exec.Command(name, args...)
		var so, se bytes.Buffer
		cmd.Stdout, cmd.Stderr = &so, &se
		if err := cmd.Run(); err != nil {
			return 0, fmt.Errorf("%s: %v: %s", name, err, se.String())
		}
		return float64(time.Since(t0).Microseconds()) / 1000, nil
	}
	r := report{Benchmark: "send", StartedAt: time.Now().UTC().Format(time.RFC3339), Runs: runs, BarRatio: 1.5, ExecuteConns: 16, ExecuteSeconds: secs}
	for i := 0; i < 3; i++ { // warm the page cache and the engine
		if _, err := timeIt(cli, "--no-color", "--daemon", daemon, "run", file); err != nil {
			return err
		}
		if _, err := timeIt("curl", "-s", "-o", "/dev/null", url); err != nil {
			return err
		}
	}
	for i := 0; i < runs; i++ { // interleaved: C E E C C E ...
		order := []bool{i%2 == 0, i%2 != 0}
		for _, curlFirst := range order {
			if curlFirst {
				ms, err := timeIt("curl", "-s", "-o", "/dev/null", url)
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
	heyOut, err := exec.Command("hey", "-c", "16", "-z", strconv.Itoa(secs)+"s", "-m", "POST", "-T", "application/json", "-D", body, daemon+"/execute").CombinedOutput()
	if err != nil {
		return fmt.Errorf("hey: %v\n%s", err, heyOut)
	}
	if m := regexp.MustCompile(`Requests/sec:\s+([\d.]+)`).FindSubmatch(heyOut); m != nil {
		r.ExecuteRPS, _ = strconv.ParseFloat(string(m[1]), 64)
	}
	if m := regexp.MustCompile(`99% in ([\d.]+) secs`).FindSubmatch(heyOut); m != nil {
		s, _ := strconv.ParseFloat(string(m[1]), 64)
		r.ExecuteP99Ms = s * 1000
	}
	fmt.Fprintf(os.Stderr, "POST /execute at 16 connections: %.0f requests/s, p99 %.2f ms\n", r.ExecuteRPS, r.ExecuteP99Ms)
	b, _ := json.MarshalIndent(r, "", "  ")
	if out != "" {
		return os.WriteFile(out, append(b, '\n'), 0o644)
	}
	fmt.Println(string(b))
	return nil
}

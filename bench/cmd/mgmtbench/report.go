package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/bench"
)

// The endpoints measured, as the issue names them.
const (
	epList   = "GET /requests?collectionId= (1,000 requests)"
	epList10 = "GET /requests?collectionId= (10 requests)"
	epPut    = "PUT /requests/:id"
)

// barMs is the bar: p99 under 5 ms at 50 connections.
const barMs = 5

// report reads the raw outputs run.sh left in -dir, writes the JSON report
// to -out and prints the table.
func report(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	dir := fs.String("dir", "", "directory of raw tool outputs and seed files")
	out := fs.String("out", "", "JSON report to write")
	conns := fs.Int("conns", 50, "connections of every run")
	rateDur := fs.String("rate-dur", "", "duration of the rate-limited runs")
	satDur := fs.String("sat-dur", "", "duration of the saturation runs")
	shortDur := fs.String("short-dur", "", "duration of the 10-row saturation run")
	listRate := fs.Float64("list-rate", 0, "offered req/s of the rate-limited list run")
	putRate := fs.Float64("put-rate", 0, "offered req/s of the rate-limited PUT run")
	vegetaDur := fs.String("vegeta-dur", "", "duration of each vegeta run")
	vegetaListRate := fs.Float64("vegeta-list-rate", 0, "req/s of the vegeta list runs")
	vegetaPutRate := fs.Float64("vegeta-put-rate", 0, "req/s of the vegeta PUT runs")
	vegetaVersion := fs.String("vegeta-version", "", "vegeta module version")
	rssSeed := fs.Int64("rss-seed-kb", 0, "engine VmRSS after seeding, KiB")
	hwm := fs.Int64("hwm-kb", 0, "engine VmHWM after the runs, KiB")
	started := fs.String("started", "", "start time, RFC 3339")
	rows := fs.Int("rows", 1000, "requests in the listed collection")
	heyVersion := fs.String("hey-version", "", "hey package version")
	wrkVersion := fs.String("wrk-version", "", "wrk package version")
	busy := fs.Int("background-busy", 0, "percent of CPU busy before the start")
	engineExit := fs.Int("engine-exit", 0, "engine exit status after POST /shutdown")
	wallMs := fs.Int64("wall-ms", 0, "wall time from the engine's start to the end of sendbench, ms")
	oursCs := fs.Int64("ours-cs", 0, "CPU time of run.sh and its children in that window, centiseconds")
	otherCs := fs.Int64("other-cs", 0, "busy CPU time of everything else in that window, centiseconds")
	softCs := fs.Int64("softirq-cs", 0, "soft-interrupt CPU time in that window, centiseconds")
	stealCs := fs.Int64("steal-cs", 0, "CPU time stolen by the hypervisor in that window, centiseconds")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" || *out == "" {
		return errors.New("-dir and -out are required")
	}
	r := &bench.Report{
		Benchmark: "mgmt",
		StartedAt: *started,
		Rows:      *rows,
		Machine: bench.Machine{
			CPUs:      runtime.NumCPU(),
			CPUModel:  cpuModel(),
			GoVersion: runtime.Version(),
			Kernel:    strings.TrimSpace(readString("/proc/sys/kernel/osrelease")),
			Hey:       *heyVersion,
			Wrk:       *wrkVersion,
			Vegeta:    *vegetaVersion,
		},
		Engine:            bench.EngineStats{RSSAfterSeedKB: *rssSeed, PeakRSSKB: *hwm},
		BackgroundBusyPct: *busy,
		EngineExit:        *engineExit,
	}
	r.Interference = bench.NewInterference(time.Duration(*wallMs)*time.Millisecond, *oursCs, *otherCs, *softCs, *stealCs, r.Machine.CPUs)
	if r.StartedAt == "" {
		r.StartedAt = time.Now().UTC().Format(time.RFC3339)
	}
	plan := []struct {
		file string
		run  bench.Run
	}{
		{"hey-list.txt", bench.Run{Name: "list-rate", Target: "engine", Endpoint: epList, Mode: bench.ModeRate, OfferedRPS: *listRate, Duration: *rateDur}},
		{"hey-put.txt", bench.Run{Name: "put-rate", Target: "engine", Endpoint: epPut, Mode: bench.ModeRate, OfferedRPS: *putRate, Duration: *rateDur}},
		{"wrk-list.txt", bench.Run{Name: "list-sat", Target: "engine", Endpoint: epList, Mode: bench.ModeSaturation, Duration: *satDur}},
		{"wrk-static-list.txt", bench.Run{Name: "static-list-sat", Target: "static", Endpoint: epList, Mode: bench.ModeSaturation, Duration: *satDur}},
		{"wrk-put.txt", bench.Run{Name: "put-sat", Target: "engine", Endpoint: epPut, Mode: bench.ModeSaturation, Duration: *satDur}},
		{"wrk-static-put.txt", bench.Run{Name: "static-put-sat", Target: "static", Endpoint: epPut, Mode: bench.ModeSaturation, Duration: *satDur}},
		{"wrk-list10.txt", bench.Run{Name: "list10-sat", Target: "engine", Endpoint: epList10, Mode: bench.ModeSaturation, Duration: *shortDur}},
	}
	// vegeta's runs alternate static, engine, engine, static (run.sh), so
	// that drift in the machine's load falls on both targets alike.
	for _, v := range []struct {
		name, endpoint string
		rate           float64
	}{{"put", epPut, *vegetaPutRate}, {"list", epList, *vegetaListRate}} {
		for _, t := range []string{"static-1", "engine-1", "engine-2", "static-2"} {
			target, _, _ := strings.Cut(t, "-")
			plan = append(plan, struct {
				file string
				run  bench.Run
			}{"vegeta-" + v.name + "-" + t + ".json", bench.Run{Name: v.name + "-paced-" + t, Target: target, Endpoint: v.endpoint,
				Mode: bench.ModePaced, OfferedRPS: v.rate, Duration: *vegetaDur}})
		}
	}
	for _, p := range plan {
		x := p.run
		x.Connections = *conns
		tool, _, _ := strings.Cut(p.file, "-")
		b, err := os.ReadFile(filepath.Join(*dir, p.file))
		if err == nil {
			switch tool {
			case "hey":
				x.Measurement, err = bench.ParseHey(b)
			case "wrk":
				x.Measurement, err = bench.ParseWrk(b)
			case "vegeta":
				x.Measurement, err = bench.ParseVegeta(b)
			default:
				err = fmt.Errorf("no parser for %s", p.file)
			}
		}
		if err != nil {
			x.Error = err.Error()
		}
		if x.Tool == "" {
			x.Tool = tool
		}
		r.Runs = append(r.Runs, x)
	}
	if b, err := os.ReadFile(filepath.Join(*dir, "breakdown.json")); err == nil {
		if err := json.Unmarshal(b, &r.Breakdown); err != nil {
			fmt.Fprintln(os.Stderr, "mgmtbench: report: breakdown:", err)
		}
	}
	for _, u := range []struct{ name, endpoint, file, body string }{
		{"list", epList, "curl-list.txt", "list.json"},
		{"list-miss", epList + ", each after a write", "curl-list-miss.txt", "list.json"},
		{"list10", epList10, "curl-list10.txt", "list10.json"},
		{"put", epPut, "curl-put.txt", "item.json"},
		{"static-list", epList + ", static baseline", "curl-static-list.txt", "list.json"},
	} {
		b, err := os.ReadFile(filepath.Join(*dir, u.file))
		if err != nil {
			fmt.Fprintln(os.Stderr, "mgmtbench: report:", err)
			continue
		}
		x, err := bench.UnloadedFrom(u.name, u.endpoint, b, len(readString(filepath.Join(*dir, u.body))))
		if err != nil {
			fmt.Fprintln(os.Stderr, "mgmtbench: report:", err)
			continue
		}
		r.Unloaded = append(r.Unloaded, x)
	}
	r.CheckBar("GET list p99, hey -q (bursts of 50)", "list-rate", barMs)
	r.CheckBar("PUT p99, hey -q (bursts of 50)", "put-rate", barMs)
	for _, n := range []string{"list-paced-engine-1", "list-paced-engine-2"} {
		r.CheckBar("GET list p99, vegeta evenly paced", n, barMs)
	}
	for _, n := range []string{"put-paced-engine-1", "put-paced-engine-2"} {
		r.CheckBar("PUT p99, vegeta evenly paced", n, barMs)
	}
	one := func(s string) []string { return []string{s} }
	r.AddRatio("list engine/static (wrk)", bench.MetricRPS, one("list-sat"), one("static-list-sat"))
	r.AddRatio("put engine/static (wrk)", bench.MetricRPS, one("put-sat"), one("static-put-sat"))
	r.AddRatio("list 1,000 rows / 10 rows (wrk)", bench.MetricRPS, one("list-sat"), one("list10-sat"))
	r.AddRatio("list engine/static (vegeta)", bench.MetricP99,
		[]string{"list-paced-engine-1", "list-paced-engine-2"}, []string{"list-paced-static-1", "list-paced-static-2"})
	r.AddRatio("put engine/static (vegeta)", bench.MetricP99,
		[]string{"put-paced-engine-1", "put-paced-engine-2"}, []string{"put-paced-static-1", "put-paced-static-2"})

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return err
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return bench.WriteTable(stdout, r)
}

func readString(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(b)
}

func cpuModel() string {
	for line := range strings.SplitSeq(readString("/proc/cpuinfo"), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

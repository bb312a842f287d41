package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// This file reads what the load benchmark's peers print (h2load,
// bombardier, vegeta's rate, `go test -bench`); wrk, hey and vegeta's
// latencies are read by ParseWrk, ParseHey and ParseVegeta.

// ParseH2load reads the summary of nghttp2's h2load 1.x: the "finished in"
// line (req/s), the "requests:" line (done, succeeded, failed, errored,
// timeout) and the "time for request:" line. h2load prints min, max, mean
// and sd but no percentiles: P50Ms and P99Ms stay 0 and MaxMs is set.
// Requests counts the succeeded ones; Errors the failed, errored and
// timed-out ones.
func ParseH2load(out []byte) (Measurement, error) {
	m := Measurement{Tool: "h2load"}
	var seenRPS, seenReq bool
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "finished in "):
			// "finished in 3.00s, 19517.00 req/s, 667.89KB/s"
			parts := strings.Split(line, ",")
			if len(parts) < 2 {
				return m, fmt.Errorf("h2load %q: no req/s", line)
			}
			num, ok := strings.CutSuffix(strings.TrimSpace(parts[1]), " req/s")
			if !ok {
				return m, fmt.Errorf("h2load %q: no req/s", line)
			}
			v, err := strconv.ParseFloat(num, 64)
			if err != nil {
				return m, fmt.Errorf("h2load req/s %q: %w", num, err)
			}
			m.RPS, seenRPS = v, true
		case strings.HasPrefix(line, "requests: "):
			// "requests: 58551 total, 58651 started, 58551 done, 58551 succeeded, 0 failed, 0 errored, 0 timeout"
			for _, part := range strings.Split(strings.TrimPrefix(line, "requests: "), ",") {
				f := strings.Fields(part)
				if len(f) != 2 {
					continue
				}
				n, err := strconv.ParseInt(f[0], 10, 64)
				if err != nil {
					return m, fmt.Errorf("h2load %q: %w", line, err)
				}
				switch f[1] {
				case "succeeded":
					m.Requests, seenReq = n, true
				case "failed", "errored", "timeout":
					m.Errors += n
				}
			}
		case strings.HasPrefix(line, "time for request:"):
			// "time for request:      284us     41.16ms      5.01ms      3.14ms    82.58%"
			f := strings.Fields(strings.TrimPrefix(line, "time for request:"))
			if len(f) < 2 {
				return m, fmt.Errorf("h2load %q: no max", line)
			}
			v, err := wrkDuration(f[1])
			if err != nil {
				return m, fmt.Errorf("h2load: %w", err)
			}
			m.MaxMs = v
		}
	}
	if err := sc.Err(); err != nil {
		return m, err
	}
	if !seenRPS || !seenReq {
		return m, fmt.Errorf("h2load: %w", ErrNoReport)
	}
	return m, nil
}

// bombardierReport is the part of bombardier's JSON result (`-p r -o json`,
// v1.2.x) that ParseBombardier reads. Latencies are microseconds.
type bombardierReport struct {
	Result *struct {
		TimeTakenSeconds float64 `json:"timeTakenSeconds"`
		Req1xx           int64   `json:"req1xx"`
		Req2xx           int64   `json:"req2xx"`
		Req3xx           int64   `json:"req3xx"`
		Req4xx           int64   `json:"req4xx"`
		Req5xx           int64   `json:"req5xx"`
		Others           int64   `json:"others"`
		Latency          struct {
			Max         float64            `json:"max"`
			Percentiles map[string]float64 `json:"percentiles"`
		} `json:"latency"`
	} `json:"result"`
}

// ParseBombardier reads bombardier's JSON result (`-l -p r -o json`).
// Requests counts every answer and every transport error ("others"); RPS is
// the 2xx answers over the time taken, the way wrk counts (bombardier's own
// "rps" is a mean of per-second samples, which a slow start skews).
func ParseBombardier(out []byte) (Measurement, error) {
	m := Measurement{Tool: "bombardier"}
	var r bombardierReport
	if err := json.Unmarshal(out, &r); err != nil {
		return m, fmt.Errorf("bombardier: %w: %w", ErrNoReport, err)
	}
	if r.Result == nil || r.Result.TimeTakenSeconds <= 0 {
		return m, fmt.Errorf("bombardier: %w", ErrNoReport)
	}
	res := r.Result
	m.Requests = res.Req1xx + res.Req2xx + res.Req3xx + res.Req4xx + res.Req5xx + res.Others
	m.Errors = m.Requests - res.Req2xx
	m.RPS = float64(res.Req2xx) / res.TimeTakenSeconds
	us := func(v float64) float64 { return roundMs(v / 1e3) }
	m.P50Ms, m.P90Ms, m.P99Ms = us(res.Latency.Percentiles["50"]), us(res.Latency.Percentiles["90"]), us(res.Latency.Percentiles["99"])
	m.MaxMs = us(res.Latency.Max)
	return m, nil
}

// VegetaRate reads the achieved send rate (requests started per second of
// the attack) from `vegeta report -type=json`; ParseVegeta's RPS is the
// throughput of successes.
func VegetaRate(out []byte) (float64, error) {
	var r struct {
		Rate *float64 `json:"rate"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return 0, fmt.Errorf("vegeta: %w: %w", ErrNoReport, err)
	}
	if r.Rate == nil {
		return 0, fmt.Errorf("vegeta: %w", ErrNoReport)
	}
	return *r.Rate, nil
}

// GoBench is one result line of `go test -bench -benchmem`.
type GoBench struct {
	Pkg         string             `json:"pkg"`
	Name        string             `json:"name"` // without the -GOMAXPROCS suffix
	N           int64              `json:"n"`
	NsPerOp     float64            `json:"nsPerOp"`
	BytesPerOp  float64            `json:"bytesPerOp"`
	AllocsPerOp float64            `json:"allocsPerOp"`
	HasAllocs   bool               `json:"hasAllocs"` // -benchmem or b.ReportAllocs was in effect
	Extra       map[string]float64 `json:"extra,omitempty"`
}

// ParseGoBench reads the output of `go test -bench . -benchmem` over one or
// more packages: every "BenchmarkX-N  iters  v unit  v unit ..." line, with
// the package from the "pkg:" line before it.
func ParseGoBench(out []byte) ([]GoBench, error) {
	var res []GoBench
	pkg := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if p, ok := strings.CutPrefix(line, "pkg: "); ok {
			pkg = strings.TrimSpace(p)
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 || len(f)%2 != 0 {
			continue // a benchmark's own log line, or one that failed
		}
		n, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			continue
		}
		b := GoBench{Pkg: pkg, Name: f[0], N: n}
		if i := strings.LastIndexByte(b.Name, '-'); i > 0 {
			if _, err := strconv.Atoi(b.Name[i+1:]); err == nil {
				b.Name = b.Name[:i]
			}
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, fmt.Errorf("go bench line %q: %w", line, err)
			}
			switch f[i+1] {
			case "ns/op":
				b.NsPerOp = v
			case "B/op":
				b.BytesPerOp = v
			case "allocs/op":
				b.AllocsPerOp, b.HasAllocs = v, true
			default:
				if b.Extra == nil {
					b.Extra = map[string]float64{}
				}
				b.Extra[f[i+1]] = v
			}
		}
		res = append(res, b)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return res, nil
}

// CPUTimes is one "cpuN" line of /proc/stat, in clock ticks.
type CPUTimes struct {
	Busy, Total uint64
}

// ParseProcStat reads the per-CPU lines of /proc/stat ("cpu0 user nice
// system idle iowait irq softirq steal ..."), indexed by CPU number. Busy
// is everything but idle and iowait; guest time is already inside user.
func ParseProcStat(b []byte) (map[int]CPUTimes, error) {
	res := map[int]CPUTimes{}
	for line := range strings.SplitSeq(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 5 || !strings.HasPrefix(f[0], "cpu") || f[0] == "cpu" {
			continue
		}
		n, err := strconv.Atoi(f[0][3:])
		if err != nil {
			continue
		}
		var t CPUTimes
		for i, s := range f[1:min(len(f), 9)] { // user..steal
			v, err := strconv.ParseUint(s, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("/proc/stat %s: %w", f[0], err)
			}
			t.Total += v
			if i != 3 && i != 4 { // idle, iowait
				t.Busy += v
			}
		}
		res[n] = t
	}
	if len(res) == 0 {
		return nil, errors.New("/proc/stat: no cpuN lines")
	}
	return res, nil
}

// BusyPct is the share of ticks between a and b that CPU spent busy, 0-100.
func BusyPct(a, b CPUTimes) float64 {
	if b.Total <= a.Total {
		return 0
	}
	return 100 * float64(b.Busy-a.Busy) / float64(b.Total-a.Total)
}

// ParsePidStatCPU reads utime + stime (clock ticks, all threads) from
// /proc/<pid>/stat. The command name in parentheses may hold spaces and
// parentheses, so fields are counted after its last ')'.
func ParsePidStatCPU(b []byte) (uint64, error) {
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, errors.New("/proc/pid/stat: no command name")
	}
	f := strings.Fields(s[i+1:])
	// After the name: state(3) ppid pgrp session tty_nr tpgid flags minflt
	// cminflt majflt cmajflt utime(14) stime(15): indexes 11 and 12 here.
	if len(f) < 13 {
		return 0, errors.New("/proc/pid/stat: too few fields")
	}
	u, err := strconv.ParseUint(f[11], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("/proc/pid/stat utime: %w", err)
	}
	st, err := strconv.ParseUint(f[12], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("/proc/pid/stat stime: %w", err)
	}
	return u + st, nil
}

// ParseStatusKB reads a "Name:   1234 kB" field of /proc/<pid>/status
// (VmHWM, VmRSS) in KiB.
func ParseStatusKB(b []byte, name string) (int64, error) {
	for line := range strings.SplitSeq(string(b), "\n") {
		rest, ok := strings.CutPrefix(line, name+":")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			break
		}
		return strconv.ParseInt(f[0], 10, 64)
	}
	return 0, fmt.Errorf("/proc/pid/status: no %s", name)
}

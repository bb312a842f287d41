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

// Measurement is one load tool run as its report states it. Latencies are
// milliseconds; a percentile the tool did not print is 0.
type Measurement struct {
	Tool     string  `json:"tool"`     // "hey", "wrk" or "vegeta"
	Requests int64   `json:"requests"` // completed responses
	RPS      float64 `json:"rps"`      // the tool's Requests/sec
	P50Ms    float64 `json:"p50Ms"`
	P90Ms    float64 `json:"p90Ms"`
	P99Ms    float64 `json:"p99Ms"`
	MaxMs    float64 `json:"maxMs"`
	// Errors counts non-2xx answers plus transport errors (connect, read,
	// write, timeout). A run with errors does not measure what it claims.
	Errors int64 `json:"errors"`
}

// ErrNoReport means the text holds no load tool summary (the tool failed or
// was killed before printing it).
var ErrNoReport = errors.New("no load tool summary in the output")

// ParseHey reads the summary printed by hey (rakyll/hey 0.1.x): the
// Requests/sec and Slowest lines, the "Latency distribution" block
// ("  99% in 0.0049 secs") and the status code and error distributions.
func ParseHey(out []byte) (Measurement, error) {
	m := Measurement{Tool: "hey"}
	var seenRPS, seenDist bool
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			continue
		case strings.HasSuffix(line, ":") && !strings.Contains(line, "\t"):
			section = line
			continue
		}
		key, val, _ := strings.Cut(line, ":")
		val = strings.TrimSpace(val)
		switch {
		case key == "Requests/sec":
			v, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return m, fmt.Errorf("hey Requests/sec %q: %w", val, err)
			}
			m.RPS, seenRPS = v, true
		case key == "Slowest":
			v, err := heySeconds(val)
			if err != nil {
				return m, err
			}
			m.MaxMs = v
		case section == "Latency distribution:":
			// "99% in 0.0049 secs"
			pct, rest, ok := strings.Cut(line, "% in ")
			if !ok {
				continue
			}
			v, err := heySeconds(rest)
			if err != nil {
				return m, err
			}
			seenDist = true
			switch pct {
			case "50":
				m.P50Ms = v
			case "90":
				m.P90Ms = v
			case "99":
				m.P99Ms = v
			}
		case section == "Status code distribution:":
			// "[200]	4999 responses"
			code, n, err := bracketCount(line)
			if err != nil {
				return m, fmt.Errorf("hey status line %q: %w", line, err)
			}
			m.Requests += n
			if code < "200" || code >= "300" {
				m.Errors += n
			}
		case section == "Error distribution:":
			// "[3]	Get http://...: dial tcp ...: connection refused": the
			// count is in the brackets here.
			num, _, _ := strings.Cut(strings.TrimPrefix(line, "["), "]")
			n, err := strconv.ParseInt(num, 10, 64)
			if err != nil {
				return m, fmt.Errorf("hey error line %q: %w", line, err)
			}
			m.Errors += n
		}
	}
	if err := sc.Err(); err != nil {
		return m, err
	}
	if !seenRPS {
		return m, fmt.Errorf("hey: %w", ErrNoReport)
	}
	if !seenDist && m.Requests > 0 {
		return m, errors.New("hey: the summary has no latency distribution")
	}
	return m, nil
}

// heySeconds turns "0.0049 secs" into milliseconds.
func heySeconds(s string) (float64, error) {
	num, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	v, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("hey duration %q: %w", s, err)
	}
	return roundMs(v * 1000), nil
}

// bracketCount reads "[200]\t4999 responses" as ("200", 4999).
func bracketCount(line string) (string, int64, error) {
	rest, ok := strings.CutPrefix(line, "[")
	if !ok {
		return "", 0, errors.New("no [")
	}
	code, rest, ok := strings.Cut(rest, "]")
	if !ok {
		return "", 0, errors.New("no ]")
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return "", 0, errors.New("no count")
	}
	n, err := strconv.ParseInt(f[0], 10, 64)
	return code, n, err
}

// ParseWrk reads the report printed by wrk 4.x run with --latency: the
// "Latency Distribution" block, the Latency stats line (for the max), the
// "N requests in" line, "Non-2xx or 3xx responses", "Socket errors" and
// Requests/sec. wrk counts 3xx with the errors; the management API sends none.
func ParseWrk(out []byte) (Measurement, error) {
	m := Measurement{Tool: "wrk"}
	var seenRPS bool
	inDist := false
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch {
		case line == "Latency Distribution":
			inDist = true
			continue
		case inDist && len(f) == 2 && strings.HasSuffix(f[0], "%"):
			v, err := wrkDuration(f[1])
			if err != nil {
				return m, err
			}
			switch f[0] {
			case "50%":
				m.P50Ms = v
			case "90%":
				m.P90Ms = v
			case "99%":
				m.P99Ms = v
			}
			continue
		}
		inDist = false
		switch {
		case f[0] == "Latency" && len(f) >= 4:
			// "Latency   1.23ms  456.00us   12.34ms   78.90%": avg, stdev, max
			v, err := wrkDuration(f[3])
			if err != nil {
				return m, err
			}
			m.MaxMs = v
		case len(f) >= 3 && f[1] == "requests" && f[2] == "in":
			n, err := strconv.ParseInt(f[0], 10, 64)
			if err != nil {
				return m, fmt.Errorf("wrk request count %q: %w", line, err)
			}
			m.Requests = n
		case strings.HasPrefix(line, "Non-2xx or 3xx responses:"):
			n, err := strconv.ParseInt(f[len(f)-1], 10, 64)
			if err != nil {
				return m, fmt.Errorf("wrk %q: %w", line, err)
			}
			m.Errors += n
		case strings.HasPrefix(line, "Socket errors:"):
			// "Socket errors: connect 0, read 0, write 0, timeout 0"
			for i := 2; i+1 < len(f); i += 2 {
				n, err := strconv.ParseInt(strings.TrimSuffix(f[i+1], ","), 10, 64)
				if err != nil {
					return m, fmt.Errorf("wrk %q: %w", line, err)
				}
				m.Errors += n
			}
		case f[0] == "Requests/sec:" && len(f) == 2:
			v, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				return m, fmt.Errorf("wrk Requests/sec %q: %w", f[1], err)
			}
			m.RPS, seenRPS = v, true
		}
	}
	if err := sc.Err(); err != nil {
		return m, err
	}
	if !seenRPS {
		return m, fmt.Errorf("wrk: %w", ErrNoReport)
	}
	if m.P99Ms == 0 && m.Requests > 0 {
		return m, errors.New("wrk: no 99% line; was --latency given?")
	}
	return m, nil
}

// wrkDuration turns wrk's "456.00us", "1.23ms", "1.02s" or "1.50m" into milliseconds.
func wrkDuration(s string) (float64, error) {
	units := []struct {
		suffix string
		ms     float64
	}{{"us", 1e-3}, {"ms", 1}, {"s", 1e3}, {"m", 60e3}, {"h", 3600e3}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseFloat(num, 64)
			if err != nil {
				return 0, fmt.Errorf("wrk duration %q: %w", s, err)
			}
			return roundMs(v * u.ms), nil
		}
	}
	return 0, fmt.Errorf("wrk duration %q: unknown unit", s)
}

// vegetaReport is the part of `vegeta report -type=json` (vegeta v12) that
// ParseVegeta reads. Latencies are nanoseconds; the quantiles are vegeta's
// own estimates (a t-digest over every result).
type vegetaReport struct {
	Latencies struct {
		P50 int64 `json:"50th"`
		P90 int64 `json:"90th"`
		P99 int64 `json:"99th"`
		Max int64 `json:"max"`
	} `json:"latencies"`
	Requests    int64            `json:"requests"`
	Rate        float64          `json:"rate"`       // sent per second of the attack
	Throughput  float64          `json:"throughput"` // successes per second until the last answer
	StatusCodes map[string]int64 `json:"status_codes"`
}

// ParseVegeta reads the JSON report of `vegeta report -type=json`. RPS is
// vegeta's throughput (successful responses per second, as hey and wrk
// count them); Errors counts every result whose status is not 2xx, code 0
// being a transport error (connect, timeout, reset).
func ParseVegeta(out []byte) (Measurement, error) {
	m := Measurement{Tool: "vegeta"}
	var r vegetaReport
	if err := json.Unmarshal(out, &r); err != nil {
		return m, fmt.Errorf("vegeta: %w: %w", ErrNoReport, err)
	}
	if r.StatusCodes == nil {
		return m, fmt.Errorf("vegeta: %w", ErrNoReport)
	}
	ms := func(ns int64) float64 { return roundMs(float64(ns) / 1e6) }
	m.P50Ms, m.P90Ms, m.P99Ms, m.MaxMs = ms(r.Latencies.P50), ms(r.Latencies.P90), ms(r.Latencies.P99), ms(r.Latencies.Max)
	m.RPS = r.Throughput
	for code, n := range r.StatusCodes {
		m.Requests += n
		if len(code) != 3 || code < "200" || code >= "300" {
			m.Errors += n
		}
	}
	if m.Requests != r.Requests {
		return m, fmt.Errorf("vegeta: status codes add up to %d requests, the report says %d", m.Requests, r.Requests)
	}
	return m, nil
}

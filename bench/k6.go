package bench

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The scripted-load rows (issue 20): the engine's one-request collection
// with two pm.test checks run under constant_concurrency against k6
// running one GET with two check()s, at ScriptedVUs virtual users each;
// and a scenario step without scripts against a plain load request
// (ScenarioStepRow, engine against engine).
var ScriptedVUs = []int{50, 1000}

// ScenarioStepRow names the row of a scenario step without scripts
// (engine) against a plain load request of the same GET (peer side, the
// engine too).
const ScenarioStepRow = "scenario-step"

// The k6 reference the scripted bars use when k6 was not run (this
// repository does not build it: go.k6.io/k6 is AGPL). K6RefCPUPerReqUs is
// issue 20's own k6 v1.8.1 figure, 16.0k req/s with two check()s on one
// pinned CPU: at most a whole CPU second per 16,000 requests, so at least
// 62.5 µs of CPU per request (taking it as 62.5 favours k6).
// K6RefMemPerVUKiB is the low end of k6's documented memory per VU for a
// simple test, 1-5 MB ("Running large tests",
// https://grafana.com/docs/k6/latest/testing-guides/running-large-tests/).
const (
	K6RefCPUPerReqUs = 62.5
	K6RefMemPerVUKiB = 1024
)

// ScriptedRow names the scripted-load row at vus virtual users.
func ScriptedRow(vus int) string { return fmt.Sprintf("scripted-%d", vus) }

// K6Script is the k6 script of the scripted rows: the target's URL from
// the environment variable TARGET, two checks on each response.
const K6Script = `import http from 'k6/http';
import { check } from 'k6';

export default function () {
  const res = http.get(__ENV.TARGET);
  check(res, {
    'status is 200': (r) => r.status === 200,
    'code is 200': (r) => r.status === 200,
  });
}
`

// ParseK6 reads k6's end-of-test summary: the http_reqs count and rate,
// failed requests (http_req_failed), and the median and p(99) of
// http_req_duration when --summary-trend-stats asks for them. Both the
// summary of k6 v1 ("0.00% 0 out of 1000") and the older one
// ("0.00% ✓ 0 ✗ 1000") are read.
func ParseK6(out []byte) (Measurement, error) {
	m := Measurement{Tool: "k6"}
	found := false
	for line := range strings.SplitSeq(string(out), "\n") {
		name, rest, ok := k6Metric(line)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		switch name {
		case "http_reqs":
			if len(f) < 2 {
				continue
			}
			n, err := strconv.ParseInt(f[0], 10, 64)
			if err != nil {
				return m, fmt.Errorf("k6 http_reqs %q: %w", f[0], err)
			}
			m.Requests, found = n, true
			m.RPS, _ = strconv.ParseFloat(strings.TrimSuffix(f[1], "/s"), 64)
		case "http_req_failed":
			m.Errors = k6Failed(f)
		case "http_req_duration":
			for _, kv := range f {
				k, v, ok := strings.Cut(kv, "=")
				if !ok {
					continue
				}
				switch k {
				case "med":
					m.P50Ms = k6Millis(v)
				case "p(99)":
					m.P99Ms = k6Millis(v)
				case "max":
					m.MaxMs = k6Millis(v)
				case "p(90)":
					m.P90Ms = k6Millis(v)
				}
			}
		}
	}
	if !found {
		return m, ErrNoReport
	}
	return m, nil
}

// k6Metric splits a summary line "  name.....: values" (v1 may prefix a
// marker such as ✓ or ✗).
func k6Metric(line string) (name, rest string, ok bool) {
	s := strings.TrimSpace(line)
	s = strings.TrimSpace(strings.TrimLeft(s, "✓✗█ "))
	i := strings.Index(s, "..")
	if i <= 0 {
		return "", "", false
	}
	name = s[:i]
	j := strings.Index(s[i:], ":")
	if j < 0 {
		return "", "", false
	}
	return name, s[i+j+1:], true
}

// k6Failed is the failed-request count of an http_req_failed line: "N out
// of M" (v1) or "✓ N ✗ M" (older: ✓ counts the failed ones, the rate
// being true).
func k6Failed(f []string) int64 {
	for i, w := range f {
		if (w == "out" || w == "✓") && i+1 < len(f) {
			src := f[i-1]
			if w == "✓" {
				src = f[i+1]
			}
			n, _ := strconv.ParseInt(src, 10, 64)
			return n
		}
	}
	return 0
}

// k6Millis reads a k6 duration ("1.2ms", "850µs", "1.5s", "1m2s") as
// milliseconds; 0 when it does not read.
func k6Millis(v string) float64 {
	d, err := time.ParseDuration(strings.ReplaceAll(v, "µ", "u"))
	if err != nil {
		return 0
	}
	return float64(d) / float64(time.Millisecond)
}

package loadcore

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/metrics"
)

// maxMonitorBody bounds a monitor response read.
const maxMonitorBody = 4 << 20

// monitor polls the plan's monitor URL every intervalMs until the run
// halts, sending each point to out (the run goroutine hands it to
// hooks.Monitor). A poll that outlives the interval is cut at it.
func (e *execution) monitor(out chan<- metrics.MonitorPoint) {
	m := e.plan.Monitor
	interval := time.Duration(m.IntervalMs) * time.Millisecond
	client := &http.Client{Timeout: min(interval, 5*time.Second)}
	defer client.CloseIdleConnections()
	series := m.Series
	if n := e.s.MonitorMaxSeries; n > 0 && len(series) > n {
		series = series[:n]
	}
	timer := time.NewTimer(0)
	defer timer.Stop()
	for k := int64(1); ; k++ {
		select {
		case <-timer.C:
		case <-e.ctx.Done():
			return
		}
		p := e.poll(e.ctx, client, m, series)
		select {
		case out <- p:
		case <-e.ctx.Done():
			return
		}
		timer.Reset(time.Until(e.t0.Add(time.Duration(k) * interval)))
	}
}

func (e *execution) poll(ctx context.Context, c *http.Client, m *Monitor, series []string) metrics.MonitorPoint {
	at := time.Since(e.t0)
	p := metrics.MonitorPoint{T: e.wall0.Add(at).UnixMilli(), ElapsedMs: at.Milliseconds(), Values: map[string]float64{}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, m.URL, nil)
	if err != nil {
		p.Error = err.Error()
		return p
	}
	res, err := c.Do(req)
	if err != nil {
		p.Error = err.Error()
		return p
	}
	defer func() { _ = res.Body.Close() }() // what was read is all there is; a close error adds nothing
	body, err := io.ReadAll(io.LimitReader(res.Body, maxMonitorBody))
	if err != nil {
		p.Error = err.Error()
		return p
	}
	if res.StatusCode >= 400 {
		p.Error = "monitor answered " + strconv.Itoa(res.StatusCode)
		return p
	}
	var all map[string]float64
	if m.Format == "prometheus" {
		all = ParsePrometheus(body, series)
	} else if all, err = ParseJSONSeries(body, series); err != nil {
		p.Error = err.Error()
		return p
	}
	p.Values = all
	return p
}

// ParseJSONSeries returns the numeric leaves of a JSON document named in
// series, each addressed by its dotted path ("runtime.goroutines"; array
// elements by index, "workers.0.busy"). Booleans count as 0 and 1; names
// not found are left out.
func ParseJSONSeries(doc []byte, series []string) (map[string]float64, error) {
	var v any
	if err := codec.UnmarshalNumbers(doc, &v); err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for _, name := range series {
		cur := v
		for part := range strings.SplitSeq(name, ".") {
			switch x := cur.(type) {
			case map[string]any:
				cur = x[part]
			case []any:
				i, err := strconv.Atoi(part)
				if err != nil || i < 0 || i >= len(x) {
					cur = nil
				} else {
					cur = x[i]
				}
			default:
				cur = nil
			}
		}
		switch x := cur.(type) {
		case codec.Number:
			if f, err := strconv.ParseFloat(string(x), 64); err == nil { // what Number.Float64 does
				out[name] = f
			}
		case bool:
			if x {
				out[name] = 1
			} else {
				out[name] = 0
			}
		}
	}
	return out, nil
}

// ParsePrometheus returns the samples of a Prometheus text exposition
// named in series. A name matches a sample by metric name and, when it
// has labels ("http_requests_total{code=\"200\"}"), by those labels in any
// order (the sample may have more). A bare name matches the sample
// without labels first, else the first sample of that metric.
func ParsePrometheus(doc []byte, series []string) map[string]float64 {
	type want struct {
		name   string
		labels map[string]string
	}
	wants := make([]want, len(series))
	for i, s := range series {
		n, l := splitLabels(s)
		wants[i] = want{n, l}
	}
	out := map[string]float64{}
	exact := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(doc))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		// name{labels} value [timestamp]
		var key, rest string
		if i := strings.IndexByte(line, '}'); i >= 0 && strings.IndexByte(line, '{') >= 0 && strings.IndexByte(line, '{') < i {
			key, rest = line[:i+1], line[i+1:]
		} else {
			key, rest, _ = strings.Cut(line, " ")
		}
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			continue
		}
		val, err := strconv.ParseFloat(fields[0], 64)
		if err != nil {
			continue
		}
		name, labels := splitLabels(key)
		for i, w := range wants {
			if w.name != name || exact[series[i]] {
				continue
			}
			match := true
			for k, v := range w.labels {
				if labels[k] != v {
					match = false
					break
				}
			}
			if !match {
				continue
			}
			if _, seen := out[series[i]]; seen && len(w.labels) == 0 && len(labels) > 0 {
				continue // a bare name keeps the first labelled sample until an unlabelled one comes
			}
			out[series[i]] = val
			if len(w.labels) > 0 || len(labels) == 0 {
				exact[series[i]] = true
			}
		}
	}
	return out
}

// splitLabels splits `name{a="1",b="2"}` into the name and its labels.
func splitLabels(s string) (string, map[string]string) {
	name, rest, ok := strings.Cut(strings.TrimSpace(s), "{")
	if !ok {
		return name, nil
	}
	rest = strings.TrimSuffix(strings.TrimSpace(rest), "}")
	labels := map[string]string{}
	for rest != "" {
		k, after, ok := strings.Cut(rest, "=")
		if !ok {
			break
		}
		after = strings.TrimSpace(after)
		if !strings.HasPrefix(after, `"`) {
			break
		}
		// A quoted value with \" and \\ escapes.
		var b strings.Builder
		i := 1
		for ; i < len(after) && after[i] != '"'; i++ {
			if after[i] == '\\' && i+1 < len(after) {
				i++
				if after[i] == 'n' {
					b.WriteByte('\n')
					continue
				}
			}
			b.WriteByte(after[i])
		}
		labels[strings.TrimSpace(k)] = b.String()
		rest = strings.TrimPrefix(strings.TrimSpace(after[min(i+1, len(after)):]), ",")
		rest = strings.TrimSpace(rest)
	}
	return name, labels
}

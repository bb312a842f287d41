package bench

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/valyala/fasthttp"
)

// Paced is an open-loop load at an evenly spaced rate over a fixed number
// of connections: the diagnostic beside hey's rate-limited run. hey -q gives
// each of its workers its own ticker and starts them together, so at -c 50
// the offered load arrives as bursts of 50 requests at rate/50 Hz; Paced
// spreads the same rate evenly (request i is due at start + i/Rate), which
// tells burst queueing from service time.
//
// The zero value of a field means its default.
type Paced struct {
	URL         string        // http://127.0.0.1:PORT/...; required
	Method      string        // default GET
	Body        []byte        // sent with every request
	ContentType string        // default application/json when Body is set
	Rate        float64       // requests per second, total; required
	Conns       int           // connections, one per worker (default 50)
	Duration    time.Duration // how long requests are scheduled (default 10 s)
	Timeout     time.Duration // per request (default 10 s)
}

// Run sends the load and returns what it measured. Latency is measured
// from each request's intended send time, so a request that waited for a
// free connection, or for a late pacer, is charged for the wait (free of
// coordinated omission); ServiceP99Ms is measured from the actual send.
func (p Paced) Run(ctx context.Context) (Measurement, error) {
	m := Measurement{Tool: "mgmtbench-paced"}
	if !strings.HasPrefix(p.URL, "http://127.0.0.1:") {
		return m, fmt.Errorf("paced: the URL must be http://127.0.0.1:PORT/..., not %q", p.URL)
	}
	if p.Rate <= 0 {
		return m, errors.New("paced: the rate must be positive")
	}
	if p.Method == "" {
		p.Method = fasthttp.MethodGet
	}
	if p.ContentType == "" && p.Body != nil {
		p.ContentType = "application/json"
	}
	if p.Conns <= 0 {
		p.Conns = 50
	}
	if p.Duration <= 0 {
		p.Duration = 10 * time.Second
	}
	if p.Timeout <= 0 {
		p.Timeout = 10 * time.Second
	}
	host := strings.TrimPrefix(p.URL, "http://")
	host, _, _ = strings.Cut(host, "/")

	// due carries each request's intended send time to a free worker. It
	// is unbuffered: when every worker is busy the pacer waits, and the
	// wait is charged to the request through its intended time.
	due := make(chan time.Time)
	type sample struct{ fromDue, fromSend time.Duration }
	results := make([][]sample, p.Conns) // one slice per worker: no shared writes
	errs := make([]int64, p.Conns)
	var wg sync.WaitGroup
	for w := range p.Conns {
		wg.Go(func() {
			// One client with one connection per worker: 50 workers keep
			// 50 connections, as the load does.
			c := &fasthttp.HostClient{Addr: host, MaxConns: 1, ReadTimeout: p.Timeout, WriteTimeout: p.Timeout}
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			req.SetRequestURI(p.URL)
			req.Header.SetMethod(p.Method)
			if p.Body != nil {
				req.SetBodyRaw(p.Body)
				req.Header.SetContentType(p.ContentType)
			}
			for t := range due {
				sent := time.Now()
				err := c.DoTimeout(req, resp, p.Timeout)
				done := time.Now()
				if err != nil || resp.StatusCode() < 200 || resp.StatusCode() >= 300 {
					errs[w]++
					continue
				}
				results[w] = append(results[w], sample{done.Sub(t), done.Sub(sent)})
			}
			c.CloseIdleConnections()
		})
	}

	start := time.Now()
	interval := time.Duration(float64(time.Second) / p.Rate)
	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
pace:
	for i := int64(0); ; i++ {
		// Each intended time derives from the start, so a late wake-up
		// never drifts the rate: the pacer sends at once and catches up.
		at := start.Add(time.Duration(i) * interval)
		if at.Sub(start) >= p.Duration {
			break
		}
		if wait := time.Until(at); wait > 0 {
			timer.Reset(wait)
			select {
			case <-timer.C:
			case <-ctx.Done():
				break pace
			}
		}
		select {
		case due <- at:
		case <-ctx.Done():
			break pace
		}
	}
	close(due)
	wg.Wait()
	elapsed := time.Since(start)

	var fromDue, fromSend []float64
	for w := range results {
		for _, s := range results[w] {
			fromDue = append(fromDue, float64(s.fromDue)/float64(time.Millisecond))
			fromSend = append(fromSend, float64(s.fromSend)/float64(time.Millisecond))
		}
		m.Errors += errs[w]
	}
	m.Requests = int64(len(fromDue))
	m.RPS = float64(m.Requests) / elapsed.Seconds()
	if len(fromDue) == 0 {
		return m, ctx.Err()
	}
	slices.Sort(fromDue)
	slices.Sort(fromSend)
	m.P50Ms, m.P90Ms, m.P99Ms = quantile(fromDue, 0.50), quantile(fromDue, 0.90), quantile(fromDue, 0.99)
	m.MaxMs = roundMs(fromDue[len(fromDue)-1])
	m.ServiceP99Ms = quantile(fromSend, 0.99)
	return m, ctx.Err()
}

// quantile returns the q-quantile of sorted (nearest rank), rounded by roundMs.
func quantile(sorted []float64, q float64) float64 {
	i := int(q*float64(len(sorted)) + 0.5)
	return roundMs(sorted[min(max(i-1, 0), len(sorted)-1)])
}

// roundMs rounds milliseconds to the microsecond, the finest any tool
// here measures, so the JSON carries no float noise.
func roundMs(v float64) float64 { return math.Round(v*1e3) / 1e3 }

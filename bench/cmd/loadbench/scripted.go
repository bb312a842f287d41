package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"github.com/svc-engine/svc-engine/bench"
)

// twoChecks is the engine's side of the scripted rows: the two checks of
// bench.K6Script as pm.test in the request's script.post element.
const twoChecks = `pm.test("status is 200", function () { pm.response.to.have.status(200); });
pm.test("code is 200", function () { pm.expect(pm.response.code).to.eql(200); });`

// scriptedRow is one row of issue 20's scripted load.
type scriptedRow struct {
	name, title string
	plan        map[string]any
	peerTool    string
	peerBin     string
	peerArgs    []string
	parse       func([]byte) (bench.Measurement, error)
	peerPlan    map[string]any // engine against engine: the peer side's plan
}

// scriptedRows stores the rows' collections on the engine (a one-request
// collection with two pm.test checks, and one without scripts) and
// returns the rows wanted: scripted-N (the collection under
// constant_concurrency with N virtual users against k6 with two check()s
// and as many virtual users) and scenario-step (the collection without
// scripts against a plain load request of the same GET, 50 users each).
func (d *driver) scriptedRows(ctx context.Context, c config, url string, want func(string) bool) ([]scriptedRow, error) {
	var names []string
	for _, vus := range bench.ScriptedVUs {
		names = append(names, bench.ScriptedRow(vus))
	}
	names = append(names, bench.ScenarioStepRow)
	wanted := false
	for _, n := range names {
		wanted = wanted || want(n)
	}
	if !wanted {
		return nil, nil
	}
	if d.engineErr != nil || d.eng == nil {
		return nil, errors.New("no engine to store the collections on")
	}
	checked, err := d.storeCollection(ctx, "bench scripted load", url, twoChecks)
	if err != nil {
		return nil, err
	}
	plain, err := d.storeCollection(ctx, "bench scenario step", url, "")
	if err != nil {
		return nil, err
	}
	script := filepath.Join(c.work, "k6-two-checks.js")
	if err := os.WriteFile(script, []byte(bench.K6Script), 0o644); err != nil {
		return nil, err
	}
	secs := strconv.Itoa(int(d.dur.Seconds())) + "s"
	scenarioPlan := func(collectionID string, vus int) map[string]any {
		return map[string]any{"scenario": map[string]any{"collectionId": collectionID}, "mode": "constant_concurrency",
			"concurrency": vus, "duration": d.dur.String()}
	}
	var out []scriptedRow
	for _, vus := range bench.ScriptedVUs {
		out = append(out, scriptedRow{
			name:     bench.ScriptedRow(vus),
			title:    fmt.Sprintf("scripted load, %d VUs: a one-request collection with two pm.test checks (constant_concurrency) vs k6 with two check()s", vus),
			plan:     scenarioPlan(checked, vus),
			peerTool: "k6", peerBin: c.k6,
			peerArgs: []string{"run", "--no-usage-report", "--vus", strconv.Itoa(vus), "--duration", secs,
				"--summary-trend-stats", "med,p(99)", "-e", "TARGET=" + url, script},
			parse: bench.ParseK6,
		})
	}
	out = append(out, scriptedRow{
		name:     bench.ScenarioStepRow,
		title:    "a scenario step without scripts (one-request collection, constant_concurrency, 50 VUs) vs a plain load request (50 connections)",
		plan:     scenarioPlan(plain, 50),
		peerTool: "svc-engine",
		peerPlan: closedPlan(url, 50, d.dur, nil),
	})
	return out, nil
}

// storeCollection stores a collection with one GET of url, with script as
// its script.post element ("" for none), and returns the collection's id.
func (d *driver) storeCollection(ctx context.Context, name, url, script string) (string, error) {
	var col struct {
		ID string `json:"id"`
	}
	if err := d.eng.call(ctx, http.MethodPost, "/collections", map[string]any{"name": name}, http.StatusCreated, &col); err != nil {
		return "", fmt.Errorf("store the collection %q: %w", name, err)
	}
	req := map[string]any{"collectionId": col.ID, "name": "GET /", "method": "GET", "url": url}
	if script != "" {
		req["elements"] = []any{map[string]any{"kind": "script.post", "config": map[string]any{"script": script}}}
	}
	if err := d.eng.call(ctx, http.MethodPost, "/requests", req, http.StatusCreated, nil); err != nil {
		return "", fmt.Errorf("store the request of %q: %w", name, err)
	}
	return col.ID, nil
}

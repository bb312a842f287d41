package loadcore

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/metrics"
	"github.com/svc-engine/svc-engine/workspace"
)

func TestParsePlanDefaults(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, body string
		want       Plan
	}{
		{"constant_rps takes a tenth of a second in flight", `{"mode":"constant_rps","targetRps":5000,"duration":"1m30s"}`,
			Plan{Mode: ModeConstantRPS, TargetRPS: 5000, Duration: 90 * time.Second, MaxInFlight: 500, Pipeline: 1, Workers: 1}},
		{"a small rate still gets 100 in flight, seconds as a number", `{"mode":"constant_rps","targetRps":10,"duration":30}`,
			Plan{Mode: ModeConstantRPS, TargetRPS: 10, Duration: 30 * time.Second, MaxInFlight: 100, Pipeline: 1, Workers: 1}},
		{"workers spread a run over event loops", `{"mode":"constant_rps","targetRps":200000,"duration":"10s","workers":2}`,
			Plan{Mode: ModeConstantRPS, TargetRPS: 200000, Duration: 10 * time.Second, MaxInFlight: 10000, Pipeline: 1, Workers: 2}},
		{"constant_concurrency defaults", `{"mode":"constant_concurrency"}`,
			Plan{Mode: ModeConstantConcurrency, Duration: 30 * time.Second, Concurrency: 10, Pipeline: 1, Workers: 1}},
		{"ramp_up starts at one user", `{"mode":"ramp_up","concurrency":50,"rampUpDuration":"10s","duration":"1m"}`,
			Plan{Mode: ModeRampUp, Duration: time.Minute, Concurrency: 50, StartConcurrency: 1, RampUpDuration: 10 * time.Second, Pipeline: 1, Workers: 1}},
		{"iterations has no duration", `{"mode":"iterations","iterations":1000,"concurrency":4,"pipeline":16}`,
			Plan{Mode: ModeIterations, Iterations: 1000, Concurrency: 4, Pipeline: 16, Workers: 1}},
		{"capacity defaults to a 5 minute deadline", `{"mode":"capacity"}`,
			Plan{Mode: ModeCapacity, Duration: 5 * time.Minute, Concurrency: 1000, StartConcurrency: 10, StepConcurrency: 10, StepDuration: 10 * time.Second, Pipeline: 1, Workers: 1}},
		{"options, null members and the caller's members", `{"mode":"iterations","iterations":1,"request":{"url":"x"},"requestId":"r","verifySSL":false,"comment":"c","successSamplePeriod":100,"slowRequestThresholdMs":250,"saveTimingBreakdown":true,"concurrency":null,
			"thresholds":["p95<250",{"metric":"errorRate","op":"<=","value":0.01,"abortOnFail":true},"serviceTime.p99<100!"],
			"monitor":{"url":"http://127.0.0.1:9/metrics","format":"prometheus","series":["up"]},"stream":{"maxStreamEvents":5}}`,
			Plan{Mode: ModeIterations, Iterations: 1, Concurrency: 10, Pipeline: 1, Workers: 1, Comment: "c", SuccessSamplePeriod: 100, SlowRequestThresholdMs: 250, SaveTimingBreakdown: true,
				Thresholds: []metrics.Threshold{{Metric: "p95", Op: "<", Value: 250}, {Metric: "errorRate", Op: "<=", Value: 0.01, AbortOnFail: true}, {Metric: "serviceTime.p99", Op: "<", Value: 100, AbortOnFail: true}},
				Monitor:    &Monitor{URL: "http://127.0.0.1:9/metrics", IntervalMs: 1000, Format: "prometheus", Series: []string{"up"}},
				Stream:     &StreamCaps{MaxStreamEvents: 5}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParsePlan(json.RawMessage(c.body))
			if err != nil {
				t.Fatalf("ParsePlan(%s): %v", c.body, err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Fatalf("ParsePlan(%s) (-want +got):\n%s", c.body, d)
			}
		})
	}
}

func TestParsePlanRejects(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ body, field string }{
		{`[]`, "body"},
		{`{}`, "mode"},
		{`{"mode":"soak"}`, "mode"},
		{`{"mode":"constant_rps"}`, "targetRps"},
		{`{"mode":"constant_rps","targetRps":0}`, "targetRps"},
		{`{"mode":"constant_rps","targetRps":1000001}`, "targetRps"},
		{`{"mode":"constant_rps","targetRps":1.5}`, "targetRps"},
		{`{"mode":"constant_rps","targetRps":10,"maxInFlight":0}`, "maxInFlight"},
		{`{"mode":"constant_rps","targetRps":10,"duration":"30"}`, "duration"},
		{`{"mode":"constant_rps","targetRps":10,"duration":"25h"}`, "duration"},
		{`{"mode":"constant_rps","targetRps":10,"duration":"500ms"}`, "duration"},
		{`{"mode":"constant_concurrency","concurrency":50001}`, "concurrency"},
		{`{"mode":"constant_concurrency","concurrency":"ten"}`, "concurrency"},
		{`{"mode":"ramp_up","concurrency":5}`, "rampUpDuration"},
		{`{"mode":"ramp_up","concurrency":5,"rampUpDuration":"2m","duration":"1m"}`, "rampUpDuration"},
		{`{"mode":"iterations"}`, "iterations"},
		{`{"mode":"iterations","iterations":0}`, "iterations"},
		{`{"mode":"capacity","concurrency":100,"startConcurrency":200}`, "startConcurrency"},
		{`{"mode":"capacity","concurrency":100000}`, "concurrency"},
		{`{"mode":"capacity","stepDuration":"10m"}`, "stepDuration"},
		{`{"mode":"capacity","duration":"25h"}`, "duration"},
		{`{"mode":"iterations","iterations":1,"pipeline":65}`, "pipeline"},
		{`{"mode":"iterations","iterations":1,"workers":0}`, "workers"},
		{`{"mode":"iterations","iterations":1,"workers":65}`, "workers"},
		{`{"mode":"constant_rps","targetRps":10,"workers":"two"}`, "workers"},
		{`{"mode":"iterations","iterations":1,"thresholds":"p95<1"}`, "thresholds"},
		{`{"mode":"iterations","iterations":1,"thresholds":["p42<1"]}`, "thresholds[0]"},
		{`{"mode":"iterations","iterations":1,"thresholds":[{"metric":"p95","op":"~","value":1}]}`, "thresholds[0]"},
		{`{"mode":"iterations","iterations":1,"thresholds":[{"metric":"p95","op":"<","value":"1"}]}`, "thresholds[0].value"},
		{`{"mode":"iterations","iterations":1,"monitor":{"url":"ftp://x","series":["a"]}}`, "monitor.url"},
		{`{"mode":"iterations","iterations":1,"monitor":{"url":"http://127.0.0.1/","intervalMs":50,"series":["a"]}}`, "monitor.intervalMs"},
		{`{"mode":"iterations","iterations":1,"monitor":{"url":"http://127.0.0.1/","format":"xml","series":["a"]}}`, "monitor.format"},
		{`{"mode":"iterations","iterations":1,"monitor":{"url":"http://127.0.0.1/"}}`, "monitor.series"},
		{`{"mode":"iterations","iterations":1,"stream":{"maxStreamEvents":-1}}`, "stream.maxStreamEvents"},
		{`{"mode":"iterations","iterations":1,"saveTimingBreakdown":"yes"}`, "saveTimingBreakdown"},
	} {
		t.Run(c.body, func(t *testing.T) {
			_, err := ParsePlan(json.RawMessage(c.body))
			var fe *workspace.FieldError
			if !errors.As(err, &fe) || fe.Field != c.field {
				t.Fatalf("ParsePlan(%s) = %v (%T), want a *workspace.FieldError on %s", c.body, err, err, c.field)
			}
		})
	}
}

func FuzzParsePlan(f *testing.F) {
	for _, s := range []string{`{"mode":"constant_rps","targetRps":5000,"duration":"1m30s"}`, `{"mode":"capacity"}`,
		`{"mode":"iterations","iterations":1,"thresholds":["p95<250!"],"monitor":{"url":"http://127.0.0.1/","series":["a.b"]}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		p, err := ParsePlan(json.RawMessage(body))
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("ParsePlan(%s) accepted a plan Validate rejects: %v", body, err)
		}
	})
}

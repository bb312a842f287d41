package scripting

import (
	"testing"
)

// benchResponse is a typical small JSON API response.
func benchResponse() *ScriptResponse {
	return &ScriptResponse{
		Code:           200,
		Status:         "OK",
		Headers:        []KV{{Key: "Content-Type", Value: "application/json; charset=utf-8"}, {Key: "Content-Length", Value: "52"}},
		Body:           []byte(`{"id":42,"name":"widget","tags":["a","b"],"ok":true}`),
		ResponseTimeMs: 12,
	}
}

const benchTestScript = `pm.test("status is 200", function () {
	pm.response.to.have.status(200);
});
pm.test("body has the widget", function () {
	const body = pm.response.json();
	pm.expect(body.name).to.eql("widget");
	pm.expect(body.tags).to.include("a");
});
pm.environment.set("lastId", pm.response.json().id);
`

// BenchmarkRunTestScript is one short post script (two tests, one variable
// write) on a warm pool: the cost a collection run pays per request.
func BenchmarkRunTestScript(b *testing.B) {
	sb := NewSandbox(Options{})
	env := &Variables{}
	in := Input{Phase: PhasePost, Script: benchTestScript, Response: benchResponse(), Environment: env}
	if res := sb.Run(b.Context(), in); res.Error != "" || len(res.Tests) != 2 || res.Tests[0].Failed() || res.Tests[1].Failed() {
		b.Fatalf("warm-up run = %+v; want two passing tests", res)
	}
	b.ReportAllocs()
	for b.Loop() {
		sb.Run(b.Context(), in)
	}
}

// BenchmarkRunTestScriptParallel is the same on every core at once.
func BenchmarkRunTestScriptParallel(b *testing.B) {
	sb := NewSandbox(Options{})
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		in := Input{Phase: PhasePost, Script: benchTestScript, Response: benchResponse(), Environment: &Variables{}}
		for pb.Next() {
			sb.Run(b.Context(), in)
		}
	})
}

// BenchmarkNewRuntime is the cost of one pooled runtime's setup.
func BenchmarkNewRuntime(b *testing.B) {
	sb := NewSandbox(Options{})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sb.newRuntime(); err != nil {
			b.Fatal(err)
		}
	}
}

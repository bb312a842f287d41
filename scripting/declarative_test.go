package scripting

import (
	"context"
	"reflect"
	"testing"
	"time"
)

func TestParseChecksAcceptsOnlyTheDeclarativeForms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		src  string
		want []declCheck // nil: the script runs in a runtime
	}{
		{"status", `pm.test("ok", function () { pm.response.to.have.status(200); });`, []declCheck{{"ok", []int{200}}}},
		{"two checks, no semicolons", "pm.test('a', () => {\n\tpm.response.to.have.status(201)\n})\npm.test(\"b\", function() { pm.expect(pm.response.code).to.eql(201) })", []declCheck{{"a", []int{201}}, {"b", []int{201}}}},
		{"two assertions", `pm.test("x", function () { pm.response.to.have.status(204); pm.expect(pm.response.code).to.equal(204); });`, []declCheck{{"x", []int{204, 204}}}},
		{"trailing blanks", "\n\npm.test(\"x\", () => { pm.expect(pm.response.code).to.eq(404); });;\n\n", []declCheck{{"x", []int{404}}}},
		{"comment", `pm.test("x", function () { pm.response.to.have.status(200); }); // done`, nil},
		{"escape in the name", `pm.test("a\"b", function () { pm.response.to.have.status(200); });`, nil},
		{"leading zero", `pm.test("x", function () { pm.response.to.have.status(0200); });`, nil},
		{"reason, not code", `pm.test("x", function () { pm.response.to.have.status("OK"); });`, nil},
		{"done callback", `pm.test("x", function (done) { pm.response.to.have.status(200); });`, nil},
		{"no boundary between statements", `pm.test("x", function () { pm.response.to.have.status(200) pm.response.to.have.status(200) });`, nil},
		{"no boundary between tests", `pm.test("x", () => { pm.response.to.have.status(200) }) pm.test("y", () => { pm.response.to.have.status(200) })`, nil},
		{"not", `pm.test("x", function () { pm.response.to.not.have.status(200); });`, nil},
		{"other code", `pm.test("x", function () { pm.response.to.have.status(200); }); pm.environment.set("a", 1);`, nil},
		{"empty body", `pm.test("x", function () { });`, nil},
		{"empty script", ``, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := parseChecks(tc.src); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("parseChecks(%q) = %+v, want %+v", tc.src, got, tc.want)
			}
		})
	}
}

// TestDeclarativeChecksMatchTheRuntime runs each declarative script
// against passing and failing responses twice: as is (answered without a
// runtime when every check passes) and with a trailing comment (which
// always runs in a runtime); the results must be the same.
func TestDeclarativeChecksMatchTheRuntime(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{})
	scripts := []string{
		`pm.test("status is 200", function () { pm.response.to.have.status(200); });
pm.test("code is 200", function () { pm.expect(pm.response.code).to.eql(200); });`,
		"pm.test('créé', () => {\n  pm.response.to.have.status(200)\n  pm.expect(pm.response.code).to.equal(200)\n})\n",
	}
	for _, src := range scripts {
		if parseChecks(src) == nil {
			t.Fatalf("%q is not declarative", src)
		}
		for _, code := range []int{200, 404} {
			resp := &ScriptResponse{Code: code, Status: "X", Body: []byte("{}")}
			fast := sb.Run(t.Context(), Input{Phase: PhasePost, Script: src, Response: resp})
			vm := sb.Run(t.Context(), Input{Phase: PhasePost, Script: src + "\n// in a runtime", Response: resp})
			if !reflect.DeepEqual(fast, vm) {
				t.Errorf("code %d: declarative %+v, runtime %+v", code, fast, vm)
			}
			if fast.Tests[0].Passed != (code == 200) {
				t.Errorf("code %d: %+v", code, fast.Tests)
			}
		}
	}
}

// TestPassingDeclarativeChecksNeedNoRuntime holds the only runtime and
// runs a passing declarative script: it answers at once, while a script
// that needs a runtime waits for it and gives up at its context's end.
func TestPassingDeclarativeChecksNeedNoRuntime(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxRuntimes: 1})
	rt, err := sb.acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer sb.release(rt, true)
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	src := `pm.test("ok", function () { pm.response.to.have.status(200); });`
	res := sb.Run(ctx, Input{Phase: PhasePost, Script: src, Response: &ScriptResponse{Code: 200}})
	if res.Error != "" || len(res.Tests) != 1 || !res.Tests[0].Passed || res.Tests[0].Name != "ok" {
		t.Fatalf("declarative run = %+v", res)
	}
	res = sb.Run(ctx, Input{Phase: PhasePost, Script: src, Response: &ScriptResponse{Code: 500}})
	if res.Error == "" || len(res.Tests) != 0 {
		t.Fatalf("a failing check ran without the runtime: %+v", res)
	}
}

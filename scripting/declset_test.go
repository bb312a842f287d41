package scripting

import (
	"reflect"
	"testing"
	"time"
)

func TestParseSetsAcceptsOnlyLiteralSets(t *testing.T) {
	t.Parallel()
	cases := []struct {
		src  string
		want []declSet
	}{
		{`pm.variables.set("n", "1");`, []declSet{{scopeLocals, "n", "1"}}},
		{"pm.environment.set('a', 'x')\npm.globals.set(\"b\", \"\")\n  pm.collectionVariables.set( 'c' , \"y z\" ) ;", []declSet{
			{scopeEnvironment, "a", "x"}, {scopeGlobals, "b", ""}, {scopeCollection, "c", "y z"}}},
		{`pm.variables.set("n", 1);`, nil},                             // a number: typed
		{`pm.variables.set("n", "a\"b");`, nil},                        // an escape
		{`pm.variables.set("n", "1"); // note`, nil},                   // a comment
		{`pm.variables.set("n", "1") pm.variables.set("m", "2")`, nil}, // no separator
		{`pm.iterationData.set("n", "1");`, nil},
		{`pm.variables.set("n", "1"); x = 1;`, nil},
		{``, nil},
	}
	for _, tc := range cases {
		if got := parseSets(tc.src); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %+v, want %+v", tc.src, got, tc.want)
		}
	}
}

// TestDeclarativeSetsWriteWhatTheRuntimeWrites runs each accepted script
// as is (answered in Go) and with a trailing comment (in a runtime) on
// fresh scopes, and holds the scopes and the results equal.
func TestDeclarativeSetsWriteWhatTheRuntimeWrites(t *testing.T) {
	t.Parallel()
	scripts := []string{
		`pm.variables.set("n", "1");`,
		`pm.environment.set("a", "x"); pm.environment.set("a", "x"); pm.environment.set("b", "2")`,
		"pm.globals.set('g', 'v')\npm.collectionVariables.set(\"c\", \"\")",
		`pm.environment.set("typed", "7");`, // over a typed value
	}
	fresh := func() (*Variables, *Variables, *Variables, *Variables) {
		return &Variables{Values: map[string]string{"g": "v"}, Names: []string{"g"}},
			&Variables{Values: map[string]string{}},
			&Variables{Values: map[string]string{"typed": "7"}, Names: []string{"typed"}, Typed: map[string]TypedValue{"typed": {String: "7", JSON: "7"}}},
			&Variables{Values: map[string]string{}}
	}
	for _, src := range scripts {
		if parseSets(src) == nil {
			t.Fatalf("%q is not declarative", src)
		}
		var outs [2]Result
		var scopes [2][4]*Variables
		for i, script := range []string{src, src + "\n// in a runtime"} {
			g, c, e, l := fresh()
			outs[i] = testSandbox.Run(t.Context(), Input{Phase: PhasePre, Script: script, Timeout: 5 * time.Second,
				Request: &ScriptRequest{Method: "GET", URL: "http://x/"}, Globals: g, CollectionVariables: c, Environment: e, Locals: l})
			scopes[i] = [4]*Variables{g, c, e, l}
		}
		if !reflect.DeepEqual(outs[0], outs[1]) {
			t.Errorf("%q: result %+v, in a runtime %+v", src, outs[0], outs[1])
		}
		for k := range 4 {
			if a, b := scopes[0][k], scopes[1][k]; !reflect.DeepEqual(a, b) {
				t.Errorf("%q: scope %d %+v, in a runtime %+v", src, k, a, b)
			}
		}
	}
}

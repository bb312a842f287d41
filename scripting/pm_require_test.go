package scripting

import (
	"strings"
	"testing"
)

// requirePackages are the packages of the pm.require tests: one with
// module state, one requiring another and a bundled library, one that
// changes a built-in prototype, one that throws and one that does not
// parse.
var requirePackages = map[string]string{
	"@team/counter": `var n = 0;
module.exports = { next: function () { n += 1; return n; }, self: this === module.exports };`,
	"@team/greet": `const counter = pm.require('@team/counter');
const _ = require('lodash');
exports.hello = function (who) { return 'hello ' + _.upperFirst(who) + ' #' + counter.next(); };
exports.env = function () { return pm.environment.get('who'); };`,
	"@team/patch": `[].constructor.prototype.fromPackage = function () { return 'patched'; };
module.exports = 'ok';`,
	"@team/throws": `throw new Error('boom');`,
	"@team/broken": `module.exports = {`,
}

func runWithPackages(t *testing.T, sb *Sandbox, src string) Result {
	t.Helper()
	env := &Variables{}
	env.put("who", "env-value", "")
	return sb.Run(t.Context(), Input{Phase: PhasePost, Script: src, Response: benchResponse(), Environment: env, Packages: requirePackages})
}

// TestPMRequireLoadsCollectionPackages: pm.require('@team/name') gives
// the stored package's module.exports (a CommonJS module that sees pm and
// require, and requires other packages), evaluated once per script run:
// a second pm.require in the same run returns the same exports, and the
// next run starts from a fresh module, whatever the previous one did to
// it.
func TestPMRequireLoadsCollectionPackages(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxRuntimes: 1})
	for run := range 2 {
		res := runWithPackages(t, sb, `
const greet = pm.require('@team/greet');
const counter = pm.require('@team/counter');
pm.test("exports", function () {
	pm.expect(greet.hello('al')).to.equal('hello Al #1');
	pm.expect(greet.hello('bo')).to.equal('hello Bo #2');
	pm.expect(counter.next()).to.equal(3);
	pm.expect(pm.require('@team/counter')).to.equal(counter);
	pm.expect(counter.self).to.equal(true);
	pm.expect(greet.env()).to.equal('env-value');
});
counter.next = function () { return -1; };
`)
		if res.Error != "" || len(res.Tests) != 1 || res.Tests[0].Failed() {
			t.Fatalf("run %d: error %q, tests %+v", run, res.Error, res.Tests)
		}
	}
}

// TestPMRequireErrors: an unknown package, one that throws and one that
// does not parse fail the script with Postman's messages, naming the
// package; without packages pm.require finds none.
func TestPMRequireErrors(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{})
	cases := map[string]string{
		`pm.require('@team/none')`:   "Cannot find package '@team/none': defined: @team/broken, @team/counter",
		`pm.require('@team/throws')`: "Error in package '@team/throws': boom",
		`pm.require('@team/broken')`: "Error in package '@team/broken': ",
	}
	for src, want := range cases {
		if res := runWithPackages(t, sb, src); !strings.Contains(res.Error, want) {
			t.Errorf("%s: error %q, want it to contain %q", src, res.Error, want)
		}
	}
	res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `pm.require('@team/counter')`, Response: benchResponse()})
	if !strings.Contains(res.Error, "Cannot find package '@team/counter': none is defined") {
		t.Errorf("without packages: error %q", res.Error)
	}
}

// TestPMRequiredPackageChangesDoNotReachTheNextScript: a package that
// changes a built-in prototype, required by a script that names none
// (so the script alone would not be restored after), leaves the next
// script on the same runtime the built-ins as prepared.
func TestPMRequiredPackageChangesDoNotReachTheNextScript(t *testing.T) {
	t.Parallel()
	sb := NewSandbox(Options{MaxRuntimes: 1})
	src := `var p = pm.require('@team/patch');
pm.test("the package's change holds in its run", function () { pm.expect([].fromPackage()).to.equal('patched'); });`
	if touchesBuiltins(src) {
		t.Fatal("the script names a built-in: the test would not show that the package's change is restored")
	}
	if res := runWithPackages(t, sb, src); res.Error != "" || len(res.Tests) != 1 || res.Tests[0].Failed() {
		t.Fatalf("first run: %q %+v", res.Error, res.Tests)
	}
	res := runWithPackages(t, sb, `pm.test("the next run has no fromPackage", function () { pm.expect([].fromPackage).to.equal(undefined); });`)
	if res.Error != "" || len(res.Tests) != 1 || res.Tests[0].Failed() {
		t.Fatalf("second run: %q %+v", res.Error, res.Tests)
	}
}

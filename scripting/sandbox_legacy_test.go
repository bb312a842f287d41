package scripting

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// passAll runs src on sb and fails t unless every test it defines passed
// and it left no error.
func passAll(t *testing.T, sb *Sandbox, src string) Result {
	t.Helper()
	// The deadline is not what its callers test: the libraries their
	// scripts use load slowly under -race on a busy machine (past the 5 s
	// default once).
	res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: src, Response: benchResponse(), Environment: &Variables{}, Timeout: time.Minute})
	if res.Error != "" {
		t.Fatalf("run: %s", res.Error)
	}
	if len(res.Tests) == 0 {
		t.Fatal("the script defined no test")
	}
	for _, tr := range res.Tests {
		if tr.Failed() {
			t.Errorf("%s: %s", tr.Name, tr.Error)
		}
	}
	return res
}

// TestLegacyPrototypeExtensions: old scripts call the Sugar extensions
// Postman's sandbox loads into every script.
func TestLegacyPrototypeExtensions(t *testing.T) {
	// Not parallel: loading Sugar takes seconds under -race, which
	// would eat into the deadlines of the parallel tests.
	passAll(t, testSandbox, `
pm.test("Array", function () {
	pm.expect([1, 2, 3].any(2)).to.equal(true);
	pm.expect([1, 2, 3].none(4)).to.equal(true);
	pm.expect([1, 2, 3].average()).to.equal(2);
	pm.expect([1, 2, 3].sum()).to.equal(6);
	pm.expect([1, 2, 2, 3].unique()).to.eql([1, 2, 3]);
	pm.expect([3, 1, 2].min()).to.equal(1);
	pm.expect([[1], [2, [3]]].flatten()).to.eql([1, 2, 3]);
	pm.expect([1, 2, 3].first()).to.equal(1);
	pm.expect([1, 2, 3].last()).to.equal(3);
});
pm.test("String", function () {
	pm.expect('hello_world'.camelize()).to.equal('HelloWorld');
	pm.expect('hello_world'.camelize(false)).to.equal('helloWorld');
	pm.expect('helloWorld'.spacify()).to.equal('hello world');
	pm.expect('ab'.repeat(3)).to.equal('ababab');
	pm.expect('hello'.capitalize()).to.equal('Hello');
	pm.expect('a-b'.underscore()).to.equal('a_b');
	pm.expect('  x  '.compact()).to.equal('x');
	pm.expect('hello'.has('ell')).to.equal(true);
});
pm.test("Number", function () {
	pm.expect((1234567.891).format(2)).to.equal('1,234,567.89');
	pm.expect((5).pad(3)).to.equal('005');
	pm.expect((1).ordinalize()).to.equal('1st');
	pm.expect((1536).bytes()).to.equal('2kB');
	pm.expect((255).hex()).to.equal('ff');
});
pm.test("Date", function () {
	var d = Date.create('2020-01-02');
	pm.expect(d.getFullYear()).to.equal(2020);
	pm.expect(d.isValid()).to.equal(true);
	pm.expect(Date.create('2020-01-02').addDays(1).getDate()).to.equal(3);
	pm.expect(new Date(2020, 0, 2).format('{yyyy}-{MM}-{dd}')).to.equal('2020-01-02');
});
pm.test("Function", function () {
	var n = 0;
	var f = (function () { n++; return n; }).once();
	f(); f(); f();
	pm.expect(n).to.equal(1);
});
pm.test("Object", function () {
	pm.expect(Object.isString('x')).to.equal(true);
	pm.expect(Object.isArray([])).to.equal(true);
});
`)
}

// TestPrototypeChangesDoNotReachTheNextScript: a script that adds to,
// replaces or deletes members of built-in prototypes and constructors
// leaves the next script on the same runtime the built-ins as prepared,
// Sugar's extensions included.
func TestPrototypeChangesDoNotReachTheNextScript(t *testing.T) {
	// Not parallel: loading Sugar takes seconds under -race, which
	// would eat into the deadlines of the parallel tests.
	sb := NewSandbox(Options{MaxRuntimes: 1})
	passAll(t, sb, `
Array.prototype.leak = function () { return 'leaked'; };
Object.prototype.leakedOnEveryObject = 1;
String.prototype.trim = function () { return 'replaced'; };
Number.prototype.format = function () { return 'replaced'; };
delete Array.prototype.any;
delete Array.prototype.includes;
JSON.parse = function () { return 'replaced'; };
Math.max = function () { return -1; };
Object.keys = function () { return []; };
Date.create = undefined;
pm.test("the changes hold in their own run", function () {
	pm.expect([].leak()).to.equal('leaked');
	pm.expect(' a '.trim()).to.equal('replaced');
	pm.expect([].any).to.equal(undefined);
});
`)
	rt := <-sb.idle
	sb.idle <- rt
	passAll(t, sb, `
pm.test("the next run sees the built-ins as prepared", function () {
	pm.expect([].leak).to.equal(undefined);
	pm.expect({}.leakedOnEveryObject).to.equal(undefined);
	pm.expect(' a '.trim()).to.equal('a');
	pm.expect((1000).format()).to.equal('1,000');
	pm.expect([1, 2].any(2)).to.equal(true);
	pm.expect([1, 2].includes(2)).to.equal(true);
	pm.expect(JSON.parse('{"a":1}')).to.eql({ a: 1 });
	pm.expect(Math.max(1, 2)).to.equal(2);
	pm.expect(Object.keys({ a: 1 })).to.eql(['a']);
	pm.expect(Date.create('2020-01-02').getFullYear()).to.equal(2020);
});
`)
	select {
	case again := <-sb.idle:
		sb.idle <- again
		if again != rt {
			t.Error("the runtime was rebuilt; want it restored and reused")
		}
	default:
		t.Error("no runtime is pooled after the second run")
	}
}

// TestSugarLoadedMidRunBecomesPartOfThePreparedState: a run that loads
// Sugar (its first use in the runtime) and changes a prototype leaves the
// next run Sugar and not the change; the natives Sugar would replace stay
// native either way.
func TestSugarLoadedMidRunBecomesPartOfThePreparedState(t *testing.T) {
	// Not parallel: loading Sugar takes seconds under -race, which
	// would eat into the deadlines of the parallel tests.
	sb := NewSandbox(Options{MaxRuntimes: 1})
	passAll(t, sb, `
pm.test("Sugar loads on first use", function () {
	pm.expect([1, 2].any(2)).to.equal(true);
	Array.prototype.leak = 1;
	String.prototype.camelize = function () { return 'replaced'; };
	pm.expect('a_b'.camelize()).to.equal('replaced');
});
`)
	passAll(t, sb, `
pm.test("the next run has Sugar, not the changes", function () {
	pm.expect([].leak).to.equal(undefined);
	pm.expect('a_b'.camelize()).to.equal('AB');
	pm.expect(Object.keys({ a: 1 }, function () {})).to.eql(['a']);
	pm.expect(function () { [{ a: 1 }].filter({ a: 1 }); }).to.throw(TypeError);
	pm.expect(' a '.trim()).to.equal('a');
});
`)
}

func TestTouchesBuiltins(t *testing.T) {
	t.Parallel()
	tests := []struct {
		src  string
		want bool
	}{
		{`pm.test("x", function () { pm.expect(JSON.parse(responseBody).a).to.eql([1]); });`, false},
		{`var d = Date.create('2020-01-01'); Math.max(1, 2); Object.keys(o).forEach(f); Array.isArray(x);`, false},
		{`if (a == Math.PI) {}`, false},
		{`Array.prototype.x = 1;`, true},
		{`[].__proto__.x = 1;`, true},
		{`[].constructor.from = null;`, true},
		{`Math.max = function () {};`, true},
		{`JSON.parse += 1;`, true},
		{`Math['max'] = 1;`, true},
		{`var M = Math; M.max = 1;`, true},
		{`_.extend(Math, {});`, true},
		{`Object.defineProperty(Math, 'max', {});`, true},
		{`delete Math.max;`, true},
		{`chai.should();`, true},
		{`eval('1');`, true},
		{`new Function('return 1');`, true},
	}
	for _, tt := range tests {
		if got := touchesBuiltins(tt.src); got != tt.want {
			t.Errorf("touchesBuiltins(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestSugarExtensionsTable holds sugarExtensions to sugar.js: loaded into
// a bare runtime, Sugar adds exactly the members the table lists.
func TestSugarExtensionsTable(t *testing.T) {
	// Not parallel: loading Sugar takes seconds under -race, which
	// would eat into the deadlines of the parallel tests.
	src, err := jslibFS.ReadFile("jslib/" + sugarFile)
	if err != nil {
		t.Fatal(err)
	}
	vm := goja.New()
	paths := make([]string, len(sugarExtensions))
	for i, e := range sugarExtensions {
		paths[i] = e[0]
	}
	names := func() map[string]map[string]bool {
		out := map[string]map[string]bool{}
		for _, p := range paths {
			v, err := vm.RunString("Object.getOwnPropertyNames(" + p + ")")
			if err != nil {
				t.Fatal(err)
			}
			var ns []string
			if err := vm.ExportTo(v, &ns); err != nil {
				t.Fatal(err)
			}
			out[p] = map[string]bool{}
			for _, n := range ns {
				out[p][n] = true
			}
		}
		return out
	}
	before := names()
	if _, err := vm.RunString(string(src)); err != nil {
		t.Fatal(err)
	}
	after := names()
	for _, e := range sugarExtensions {
		var added []string
		for n := range after[e[0]] {
			if !before[e[0]][n] {
				added = append(added, n)
			}
		}
		want := strings.Fields(e[1])
		slices.Sort(added)
		slices.Sort(want)
		if !slices.Equal(added, want) {
			t.Errorf("Sugar adds to %s:\n%s\nthe table lists:\n%s", e[0], strings.Join(added, " "), strings.Join(want, " "))
		}
	}
}

// TestRequireOfPostmansOtherLibraries: cheerio, csv-parse/lib/sync,
// xml2js and postman-collection, the versions Postman's sandbox offers,
// work through require.
func TestRequireOfPostmansOtherLibraries(t *testing.T) {
	// Not parallel: the bundles take seconds to load under -race.
	sb := NewSandbox(Options{MaxRuntimes: 1})
	passAll(t, sb, `
var cheerio = require('cheerio');
var $ = cheerio.load('<ul><li class="a">one</li><li>two</li></ul>');
pm.test("cheerio", function () { pm.expect($('li.a').text()).to.equal('one'); pm.expect($('li').length).to.equal(2); });
var parse = require('csv-parse/lib/sync');
pm.test("csv-parse", function () { pm.expect(parse('a,b\n1,2\n', { columns: true })).to.eql([{ a: '1', b: '2' }]); });
var xml2js = require('xml2js');
xml2js.parseString('<a><b>1</b></a>', function (err, r) {
	pm.test("xml2js", function () { pm.expect(err).to.equal(null); pm.expect(r.a.b[0]).to.equal('1'); });
});
var sdk = require('postman-collection');
pm.test("postman-collection", function () {
	pm.expect(new sdk.Url('http://x.com/a?b=1').getHost()).to.equal('x.com');
	pm.expect(new sdk.Collection({ info: { name: 'n' } }).name).to.equal('n');
});
`)
	if res := sb.Run(t.Context(), Input{Phase: PhasePost, Script: `require('fs')`}); !strings.Contains(res.Error, "cheerio") || !strings.Contains(res.Error, "postman-collection") {
		t.Errorf("require('fs') error = %q, want the list of modules, the new ones included", res.Error)
	}
}

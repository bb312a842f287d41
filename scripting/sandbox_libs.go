package scripting

import (
	"embed"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"

	// Core modules offered to scripts (require('buffer'|'url'|'util')); they
	// register themselves with goja_nodejs' require.
	_ "github.com/dop251/goja_nodejs/buffer"
	_ "github.com/dop251/goja_nodejs/url"
	_ "github.com/dop251/goja_nodejs/util"
)

// jslibFS holds the bundled libraries; jslib/README.md lists their
// versions and sources.
//
//go:embed jslib/*.js
var jslibFS embed.FS

//go:embed prelude.js
var preludeSource string

// bundledLibs is the table of require-able libraries: module name → file
// in jslib and code appended to it (run with the module's exports bound).
var bundledLibs = map[string]struct{ file, suffix string }{
	"ajv":       {file: "ajv.min.js"},
	"chai":      {file: "chai.js"},
	"crypto-js": {file: "crypto-js.js"},
	"lodash":    {file: "lodash.min.js"},
	"moment":    {file: "moment.min.js"},
	"tv4":       {file: "tv4.js"},
	// Browserify bundles of the versions Postman's sandbox offers
	// (jslib/bundle/package.json).
	"cheerio":            {file: "cheerio.js"},
	"csv-parse/lib/sync": {file: "csv-parse-sync.js"},
	"postman-collection": {file: "postman-collection.js"},
	"xml2js":             {file: "xml2js.js"},
	// Postman's uuid is callable (uuid() is a v4) and has v1/v4/... members.
	"uuid": {file: "uuid.min.js", suffix: `;(function (e) {
	var f = function () { return e.v4.apply(null, arguments); };
	for (var k in e) { f[k] = e[k]; }
	module.exports = f;
})(module.exports);`},
}

// coreModules are the goja_nodejs modules scripts may require, and the
// modules the prelude provides itself.
var coreModules = map[string]bool{"buffer": true, "url": true, "util": true, "atob": true, "btoa": true}

// errNoFiles is the source loader's answer to every path: the sandbox has
// no file system.
var errNoFiles = errors.New("no file system in the script sandbox")

// libraries compiles each bundled library once, on its first require in
// any runtime, and shares the program with every runtime.
type libraries struct {
	registry *require.Registry
	progs    map[string]*libProgram
	names    string // the require-able names, for error messages
	sugar    func() (*goja.Program, error)
}

// sugarFile is the Sugar build Postman's sandbox loads into every script
// context (jslib/README.md): the legacy prototype extensions of old
// scripts (Array.prototype.any, String.prototype.camelize, Date.create,
// Function.prototype.once, ...).
const sugarFile = "sugar.js"

type libProgram struct {
	once   sync.Once
	file   string
	suffix string
	prog   *goja.Program
	err    error
}

func newLibraries() *libraries {
	l := &libraries{
		registry: require.NewRegistry(require.WithLoader(func(string) ([]byte, error) {
			return nil, errNoFiles
		})),
		progs: make(map[string]*libProgram, len(bundledLibs)),
		sugar: sync.OnceValues(func() (*goja.Program, error) {
			src, err := jslibFS.ReadFile("jslib/" + sugarFile)
			if err != nil {
				return nil, err
			}
			return goja.Compile(sugarFile, string(src), false)
		}),
	}
	names := make([]string, 0, len(bundledLibs)+len(coreModules))
	for name, spec := range bundledLibs {
		lp := &libProgram{file: spec.file, suffix: spec.suffix}
		l.progs[name] = lp
		l.registry.RegisterNativeModule(name, lp.loader)
		names = append(names, name)
	}
	for name := range coreModules {
		names = append(names, name)
	}
	sort.Strings(names)
	l.names = strings.Join(names, ", ")
	return l
}

// program compiles the library wrapped as a CommonJS module function.
func (lp *libProgram) program() (*goja.Program, error) {
	lp.once.Do(func() {
		src, err := jslibFS.ReadFile("jslib/" + lp.file)
		if err != nil {
			lp.err = err
			return
		}
		wrapped := "(function (exports, module, require) {" + string(src) + "\n" + lp.suffix + "\n})"
		lp.prog, lp.err = goja.Compile(lp.file, wrapped, false)
	})
	return lp.prog, lp.err
}

// loader is the require.ModuleLoader of a bundled library.
func (lp *libProgram) loader(vm *goja.Runtime, module *goja.Object) {
	p, err := lp.program()
	if err != nil {
		panic(vm.NewGoError(fmt.Errorf("load %s: %w", lp.file, err)))
	}
	fnv, err := vm.RunProgram(p)
	if err != nil {
		panic(err)
	}
	fn, _ := goja.AssertFunction(fnv)
	if _, err := fn(goja.Undefined(), module.Get("exports"), module, vm.Get("require")); err != nil {
		panic(err)
	}
}

// require resolves only bundled libraries and the safe core modules.
func (r *jsRuntime) require(call goja.FunctionCall) goja.Value {
	name := strings.TrimPrefix(call.Argument(0).String(), "node:")
	if _, ok := bundledLibs[name]; !ok && !coreModules[name] {
		panic(r.jsError(fmt.Sprintf("Cannot find module '%s': the script sandbox has no file system, network or process access; available modules: %s", name, r.libs.names)))
	}
	if name == "atob" || name == "btoa" {
		return r.vm.Get(name)
	}
	v, err := r.req.Require(name)
	if err != nil {
		var ex *goja.Exception
		if errors.As(err, &ex) {
			panic(ex)
		}
		panic(r.vm.NewGoError(err))
	}
	return v
}

// preload loads a bundled library into the runtime's module cache, so the
// script's require finds it loaded. A failure (a panic of the loader
// included) is dropped: the script's own require reports it.
func (r *jsRuntime) preload(name string) {
	defer func() { _ = recover() }()
	_, _ = r.req.Require(name)
}

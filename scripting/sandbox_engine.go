package scripting

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// Options configures a Sandbox. The zero value means every default.
type Options struct {
	// MaxRuntimes is the most JavaScript runtimes alive at once, so the most
	// scripts running at once; further Run calls wait for a free runtime
	// (honouring their context). 0 means 4×GOMAXPROCS, at least 8.
	MaxRuntimes int
	// MaxPrograms is the most compiled scripts kept, keyed by source text.
	// 0 means 1024.
	MaxPrograms int
	// MaxMemoryBytes returns the memory cap of a script, read when the
	// script starts (the scriptMaxMemoryBytes setting): a script that grows
	// the engine's heap by more is stopped and its Result says
	// MemoryExceeded. nil, or a value of 0 or less, means
	// DefaultMaxMemoryBytes.
	MaxMemoryBytes func() int64
	// Getenv reads the process environment: whether the user set
	// GOMAXPROCS, which the spare processor scripts run with is given
	// back to (spare.go). nil means it is not known: the spare is given
	// back to the count it was added to, and the runtime's automatic
	// GOMAXPROCS updates stay off once a script has run.
	Getenv func(string) string
}

// Sandbox runs scripts in pooled goja runtimes. Each runtime has the pm API,
// chai and lodash loaded once, when it is built; the other bundled libraries
// load on their first require in that runtime. Scripts are compiled once per
// distinct source. A Sandbox is safe for concurrent use by many goroutines.
type Sandbox struct {
	sem     chan struct{}   // one token per live runtime
	idle    chan *jsRuntime // runtimes ready for reuse; never more than cap(sem)
	progs   programCache
	libs    *libraries
	prelude *goja.Program
	mem     *memoryWatch
}

// NewSandbox returns a Sandbox. Runtimes are built on demand, so the first
// scripts pay for the runtime setup (a few milliseconds each) and later
// ones reuse them.
func NewSandbox(opts Options) *Sandbox {
	if opts.MaxRuntimes <= 0 {
		opts.MaxRuntimes = max(8, 4*runtime.GOMAXPROCS(0))
	}
	if opts.MaxPrograms <= 0 {
		opts.MaxPrograms = 1024
	}
	return &Sandbox{
		sem:     make(chan struct{}, opts.MaxRuntimes),
		idle:    make(chan *jsRuntime, opts.MaxRuntimes),
		progs:   programCache{max: opts.MaxPrograms, m: make(map[string]*compiled), sugar: sync.OnceValue(sugarMembers)},
		libs:    newLibraries(),
		prelude: goja.MustCompile("svc-prelude.js", preludeSource, false),
		mem:     newMemoryWatch(opts.MaxMemoryBytes, opts.Getenv != nil && opts.Getenv("GOMAXPROCS") == ""),
	}
}

// errTimeout and errCanceled are the values a runtime is interrupted with.
var (
	errTimeout  = errors.New("script timed out")
	errCanceled = errors.New("script canceled")
)

// Run runs one script and returns what it produced. It never blocks past
// in.Timeout (DefaultTimeout when 0) plus the time spent waiting for a free
// runtime, and it returns early when ctx ends. Writes of the script land in
// the *Variables of in and, in the pre phase, in *in.Request. A Run call owns
// those values until it returns: callers must not run two scripts on the
// same Variables or Request at once.
func (s *Sandbox) Run(ctx context.Context, in Input) Result {
	res := Result{Tests: []TestResult{}, Console: []ConsoleLine{}}
	timeout := in.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	c := s.progs.get(in.Script)
	if err := c.err; err != nil {
		res.Error = err.Error()
		return res
	}
	if c.checks != nil && in.Phase == PhasePost && in.Response != nil && ctx.Err() == nil {
		if out, ok := passChecks(c.checks, in.Response); ok {
			return out
		}
	}
	if c.sets != nil && ctx.Err() == nil {
		return applySets(c.sets, in)
	}
	rt, err := s.acquire(ctx)
	if err != nil {
		res.Error = fmt.Sprintf("script not started: %v", err)
		return res
	}
	if c.sugar && !rt.sugar {
		// Loading Sugar costs more than most scripts: a script that names
		// one of its members gets it loaded before its deadline starts.
		if err := rt.preloadSugar(); err != nil {
			s.release(rt, false)
			res.Error = fmt.Sprintf("script not started: %v", err)
			return res
		}
	}
	// A library loads once per runtime; the bundles take up to seconds
	// (postman-collection), which is no script's own time. An error is
	// left for the script's own require to report.
	for _, name := range c.requires {
		rt.preload(name)
	}
	timed, cancelTimed := context.WithTimeout(ctx, timeout)
	defer cancelTimed()
	runCtx, cancel := context.WithCancelCause(timed)
	defer cancel(nil)

	// state: 0 running, 1 interrupted, 2 finished. The interrupt and the
	// end of the run race for it, so a runtime is either interrupted or
	// reused, never both.
	var state atomic.Int32
	stop := context.AfterFunc(runCtx, func() {
		if state.CompareAndSwap(0, 1) {
			switch {
			case errors.Is(context.Cause(runCtx), errMemory):
				rt.vm.Interrupt(errMemory)
			case ctx.Err() != nil:
				rt.vm.Interrupt(errCanceled)
			default:
				rt.vm.Interrupt(errTimeout)
			}
		}
	})
	watched := s.mem.watch(cancel)
	st := &runState{in: &in, res: &res, ctx: runCtx, progs: &s.progs}
	healthy := rt.run(st, c)
	s.mem.unwatch(watched)
	stop()
	if !state.CompareAndSwap(0, 2) {
		healthy = false
	}
	overMemory := watched.over.Load() && !healthy
	switch {
	case overMemory:
		res.MemoryExceeded = true
		res.Error = fmt.Sprintf("script stopped: it grew the engine's memory by more than %d bytes (setting scriptMaxMemoryBytes)", watched.limit)
	case errors.Is(timed.Err(), context.DeadlineExceeded) && ctx.Err() == nil && !healthy:
		res.TimedOut = true
		res.Error = fmt.Sprintf("script timed out after %v", timeout)
	case ctx.Err() != nil && !healthy && res.Error == "":
		res.Error = fmt.Sprintf("script canceled: %v", context.Cause(ctx))
	}
	s.release(rt, healthy)
	if overMemory {
		s.mem.reclaim()
	}
	return res
}

// acquire takes a runtime token (waiting for ctx) and an idle runtime, or
// builds a new one.
func (s *Sandbox) acquire(ctx context.Context) (*jsRuntime, error) {
	// A free token and an ended context are both ready at once: select
	// would pick either, and building a runtime for a run that cannot
	// start wastes its set-up (Sugar included).
	if ctx.Err() != nil {
		return nil, context.Cause(ctx)
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		// Past the deadline, before the context's timer has ended it.
		return nil, context.DeadlineExceeded
	}
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
	select {
	case rt := <-s.idle:
		return rt, nil
	default:
	}
	rt, err := s.newRuntime()
	if err != nil {
		<-s.sem
		return nil, err
	}
	return rt, nil
}

// release returns a healthy runtime to the idle pool; a runtime that was
// interrupted or panicked is dropped.
func (s *Sandbox) release(rt *jsRuntime, healthy bool) {
	rt.cur = nil
	if healthy {
		s.idle <- rt // never blocks: at most cap(sem) runtimes exist
	}
	<-s.sem
}

// compiled is one cached script: its program or its compile error, and
// whether its source may change a built-in object (touchesBuiltins).
type compiled struct {
	prog    *goja.Program
	err     error
	touches bool
	sugar   bool // the source names a member only Sugar provides
	// requires are the bundled libraries the source requires by a literal
	// name: loaded into the runtime before the script's deadline starts.
	requires []string
	// checks are the script's pm.test checks when it is declarative
	// (parseChecks), nil otherwise.
	checks []declCheck
	// sets are the script's variable sets when it is made only of them
	// (parseSets), nil otherwise.
	sets []declSet
}

// requireCall matches require('name') with a literal name.
var requireCall = regexp.MustCompile(`\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)`)

// requiredLibs lists the bundled libraries src requires by name.
func requiredLibs(src string) []string {
	var out []string
	for _, m := range requireCall.FindAllStringSubmatch(src, -1) {
		if _, ok := bundledLibs[m[1]]; ok && !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

// memberName matches a member read (.name) in a script's source.
var memberName = regexp.MustCompile(`\.\s*([A-Za-z_$][\w$]*)`)

// sugarMembers returns the names of the members Sugar adds that no
// built-in object has natively (so .any or .camelize, not .map or
// .create).
func sugarMembers() map[string]bool {
	vm := goja.New()
	native := map[string]bool{}
	v, err := vm.RunString(`[Object, Object.prototype, Function, Function.prototype, Array, Array.prototype, String, String.prototype,
		Number, Number.prototype, Boolean.prototype, Date, Date.prototype, RegExp, RegExp.prototype, Math, JSON, Promise, Promise.prototype]
		.map(function (o) { return Object.getOwnPropertyNames(o).join(' '); }).join(' ')`)
	if err == nil {
		for n := range strings.FieldsSeq(v.String()) {
			native[n] = true
		}
	}
	// Words of the pm API, chai's chains and lodash or moment that Sugar
	// also defines: a script naming them (pm.response.to.have...) is no
	// sign of Sugar. Such a script still gets Sugar from the stubs if it
	// does use it.
	for n := range strings.FieldsSeq(`to is has include add remove set get each first last from clone count min max sum
		isEmpty find findAll format equal size any all none least most map reduce select reject has keys values
		isArray isString isNumber isObject isFunction isDate isBoolean isRegExp merge extend create at compact
		unique flatten union sample groupBy sortBy zip range random utc iso relative duration escape`) {
		native[n] = true
	}
	out := map[string]bool{}
	for _, e := range sugarExtensions {
		for n := range strings.FieldsSeq(e[1]) {
			if !native[n] {
				out[n] = true
			}
		}
	}
	return out
}

// usesSugar reports whether src reads a member only Sugar provides.
func usesSugar(src string, members map[string]bool) bool {
	for _, m := range memberName.FindAllStringSubmatch(src, -1) {
		if members[m[1]] {
			return true
		}
	}
	return false
}

// mayTouchBuiltins matches what a script must say to change a built-in
// prototype or constructor: a prototype by name or through an instance
// (prototype, __proto__, constructor, getPrototypeOf), a reflective write
// (defineProperty, assign, Reflect, eval, Function, with), chai's should
// (which extends Object.prototype), a delete, a member of a built-in
// assigned or a built-in passed on or aliased (a built-in name followed by
// anything but a member read or a call).
var mayTouchBuiltins = regexp.MustCompile(`prototype|__proto__|constructor|[gs]etPrototypeOf|defineProperty|defineProperties|assign|Reflect|\beval\b|\bFunction\b|\bwith\s*\(|\bshould\b|\bdelete\b|\b(?:Object|Array|String|Number|Boolean|Date|RegExp|Math|JSON|Promise|Error)\s*(?:[^\s.(\[]|$|\[|\.\s*[\w$]+\s*(?:[-+*/%&|^]?=[^=]|\+\+|--))`)

// touchesBuiltins reports whether a script's source may change a built-in
// object, so that the run must restore them (restoreBuiltins); the check
// reads the source once, when it is compiled, and errs on the side of
// restoring.
func touchesBuiltins(src string) bool { return mayTouchBuiltins.MatchString(src) }

// programCache maps script source to its compiled program. When full it
// drops an arbitrary entry: collections repeat a bounded set of scripts, so
// any eviction policy keeps the working set.
type programCache struct {
	mu    sync.Mutex
	max   int
	m     map[string]*compiled
	sugar func() map[string]bool // sugarMembers, computed once
}

func (c *programCache) get(src string) *compiled {
	if e, ok := c.lookup(src); ok {
		return e
	}
	e := compileScript(src)
	e.touches = touchesBuiltins(src)
	e.sugar = usesSugar(src, c.sugar())
	e.requires = requiredLibs(src)
	if e.err == nil {
		e.checks = parseChecks(src)
		e.sets = parseSets(src)
	}
	c.put(src, e)
	return e
}

// lookup returns the entry under key.
func (c *programCache) lookup(key string) (*compiled, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	return e, ok
}

// put stores e under key, dropping an arbitrary entry when full.
func (c *programCache) put(key string, e *compiled) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		for k := range c.m {
			delete(c.m, k)
			break
		}
	}
	c.m[key] = e
}

// scriptName is the file name scripts are compiled under; stack frames
// with it are the script's own.
const scriptName = "script.js"

// module returns the compiled package source src (pm.require): a program
// whose value is the function (exports, module) of its CommonJS wrapper.
// It shares the cache with the scripts, under a key no script has.
func (c *programCache) module(src string) *compiled {
	key := moduleKey + src
	if e, ok := c.lookup(key); ok {
		return e
	}
	e := &compiled{touches: touchesBuiltins(src), requires: requiredLibs(src)}
	if e.prog, e.err = goja.Compile("package.js", packageWrapperHead+src+packageWrapperTail, false); e.err != nil {
		e.prog = nil
	}
	c.put(key, e)
	return e
}

// moduleKey prefixes a package's source in the program cache: a NUL
// byte, which no script source that compiles starts with.
const moduleKey = "\x00module\x00"

// The CommonJS wrapper of a package's source (Postman's MODULE_WRAPPER,
// the module an argument rather than a global).
const (
	packageWrapperHead = "(function (exports, module) {\n"
	packageWrapperTail = "\n})"
)

// compileScript wraps a script in a function so each run has its own
// top-level scope (a const declared by one run does not collide with the
// next run in the same runtime). Scripts using await get an async function,
// which also gives them top-level await. The wrapper opens on the script's
// first line, so line numbers in errors match the script.
func compileScript(src string) *compiled {
	head := "(function () {"
	if strings.Contains(src, "await") {
		head = "(async function () {"
	}
	wrapped := head + src + "\n})"
	p, err := goja.Compile(scriptName, wrapped, false)
	if err != nil {
		var se *goja.CompilerSyntaxError
		if errors.As(err, &se) && se.File != nil {
			return &compiled{err: fmt.Errorf("SyntaxError: %s (line %d)", se.Message, se.File.Position(se.Offset).Line)}
		}
		// A parse error comes back flattened into one message; parse
		// again (failures only) for its first error and line.
		_, perr := parser.ParseFile(nil, scriptName, wrapped, 0)
		var pe parser.ErrorList
		if errors.As(perr, &pe) && len(pe) > 0 {
			return &compiled{err: fmt.Errorf("SyntaxError: %s (line %d)", pe[0].Message, pe[0].Position.Line)}
		}
		return &compiled{err: fmt.Errorf("SyntaxError: %w", err)}
	}
	return &compiled{prog: p}
}

package scripting

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/buffer"
	"github.com/dop251/goja_nodejs/require"
)

// Variable scopes as the prelude numbers them.
const (
	scopeGlobals = iota
	scopeCollection
	scopeEnvironment
	scopeData
	scopeLocals
	scopeCount
	scopeResolved = -1 // pm.variables: every layer, locals first
)

// jsRuntime is one goja runtime with the pm API loaded. It runs one script
// at a time; cur is the run in progress.
type jsRuntime struct {
	vm     *goja.Runtime
	req    *require.RequireModule
	libs   *libraries
	begin  goja.Callable // prelude: reset per-run state
	finish goja.Callable // prelude: settle tests, return the request to write back
	parse  goja.Callable // JSON.parse
	cur    *runState

	count goja.Callable // prelude: the number of own properties of the global object

	// The global object as prepared, for clean: its own property names,
	// the writable data properties among them with their values, and
	// whether the count of names alone shows a new global (no prepared
	// property can vanish unnoticed).
	global   *goja.Object
	baseline map[string]struct{}
	baseVals []globalValue
	countOK  bool
}

// globalValue is one writable, configurable data property of the prepared
// global object.
type globalValue struct {
	name       string
	value      goja.Value
	enumerable bool
}

// runState is the state of one Run on a runtime.
type runState struct {
	in        *Input
	res       *Result
	ctx       context.Context
	sends     []sendTask
	timers    []timerTask
	timerSeq  int64
	legacyIdx map[string]int
	scratch   [scopeCount]*Variables // stand-ins for nil scopes of Input
}

type sendTask struct {
	req ScriptRequest
	cb  goja.Callable
}

type timerTask struct {
	id       int64
	due      time.Time
	interval time.Duration // > 0 for setInterval
	fn       goja.Callable
	args     []goja.Value
}

func (s *Sandbox) newRuntime() (rt *jsRuntime, err error) {
	vm := goja.New()
	r := &jsRuntime{vm: vm, libs: s.libs}
	r.req = s.libs.registry.Enable(vm)
	buffer.Enable(vm)
	if err := vm.Set("require", r.require); err != nil {
		return nil, err
	}
	parse, ok := goja.AssertFunction(vm.Get("JSON").ToObject(vm).Get("parse"))
	if !ok {
		return nil, errors.New("JSON.parse missing")
	}
	r.parse = parse
	fnv, err := vm.RunProgram(s.prelude)
	if err != nil {
		return nil, fmt.Errorf("load prelude: %w", err)
	}
	fn, _ := goja.AssertFunction(fnv)
	hooksv, err := fn(goja.Undefined(), vm.GlobalObject(), r.host())
	if err != nil {
		return nil, fmt.Errorf("load prelude: %w", err)
	}
	hooks := hooksv.ToObject(vm)
	r.begin, _ = goja.AssertFunction(hooks.Get("begin"))
	r.finish, _ = goja.AssertFunction(hooks.Get("finish"))
	if r.begin == nil || r.finish == nil {
		return nil, errors.New("prelude hooks missing")
	}
	r.count, _ = goja.AssertFunction(hooks.Get("globalCount"))
	if r.count == nil {
		return nil, errors.New("prelude hooks missing")
	}
	if err := r.snapshot(hooks); err != nil {
		return nil, fmt.Errorf("load prelude: %w", err)
	}
	return r, nil
}

// snapshot records the prepared global object for clean.
func (r *jsRuntime) snapshot(hooks *goja.Object) error {
	fn, ok := goja.AssertFunction(hooks.Get("globals"))
	if !ok {
		return errors.New("prelude hook globals missing")
	}
	v, err := fn(goja.Undefined())
	if err != nil {
		return err
	}
	var props [][]any
	if err := r.vm.ExportTo(v, &props); err != nil {
		return err
	}
	r.global = r.vm.GlobalObject()
	r.baseline = make(map[string]struct{}, len(props))
	r.countOK = true
	for _, p := range props {
		name, _ := p[0].(string)
		enum, _ := p[1].(bool)
		kind, _ := p[2].(string)
		r.baseline[name] = struct{}{}
		switch kind {
		case "data":
			r.baseVals = append(r.baseVals, globalValue{name: name, value: r.global.Get(name), enumerable: enum})
		case "accessor":
			r.countOK = false
		}
	}
	return nil
}

// clean returns the global object to its prepared state after a run:
// prepared data properties a script replaced or deleted (pm, console,
// JSON, ...) are put back and globals it created (x = 1 without a
// declaration, globalThis.x = ...) are deleted. Changes to built-in
// prototypes are not undone. It reports false when the global object
// cannot be restored (a script made a new global non-configurable), so the
// runtime is dropped. It runs inside the run's deadline: a getter a
// script left behind is interruptible like the script.
//
// Listing the global object's names costs more than the rest of clean,
// so it is skipped when nothing was restored and the count of names is
// the prepared one: every prepared property that can vanish is one clean
// restores, so an unchanged count means no new name.
func (r *jsRuntime) clean() bool {
	ok := true
	restored := false
	for _, g := range r.baseVals {
		if v := r.global.Get(g.name); v == nil || !v.SameAs(g.value) {
			restored = true
			enum := goja.FLAG_FALSE
			if g.enumerable {
				enum = goja.FLAG_TRUE
			}
			if err := r.global.DefineDataProperty(g.name, g.value, goja.FLAG_TRUE, goja.FLAG_TRUE, enum); err != nil {
				ok = false
			}
		}
	}
	if r.countOK && !restored {
		n, err := r.count(goja.Undefined())
		if err == nil && int(n.ToInteger()) == len(r.baseline) {
			return ok
		}
	}
	for _, n := range r.global.GetOwnPropertyNames() {
		if _, base := r.baseline[n]; !base {
			if err := r.global.Delete(n); err != nil {
				ok = false
			}
		}
	}
	return ok
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

// jsError returns a JavaScript Error with msg, for panicking out of a host
// function.
func (r *jsRuntime) jsError(msg string) *goja.Object {
	o, err := r.vm.New(r.vm.Get("Error"), r.vm.ToValue(msg))
	if err != nil {
		return r.vm.NewGoError(errors.New(msg))
	}
	return o
}

// run runs prog (a compiled script) and the callbacks it schedules, then
// cleans the global object for the next run. It reports false when the
// runtime must not be reused.
func (r *jsRuntime) run(st *runState, prog *goja.Program) (healthy bool) {
	r.cur = st
	defer func() {
		if p := recover(); p != nil {
			st.setError(fmt.Sprintf("internal error: %v", p))
			healthy = false
		}
	}()
	return r.runScript(st, prog) && r.clean()
}

func (r *jsRuntime) runScript(st *runState, prog *goja.Program) bool {
	if _, err := r.begin(goja.Undefined()); err != nil {
		return st.fail(err)
	}
	fnv, err := r.vm.RunProgram(prog)
	if err != nil {
		return st.fail(err)
	}
	fn, _ := goja.AssertFunction(fnv)
	ret, err := fn(r.vm.GlobalObject())
	if err != nil && !st.fail(err) {
		return false
	}
	if err := r.drain(st); err != nil && !st.fail(err) {
		return false
	}
	if p, ok := ret.Export().(*goja.Promise); ok && p.State() == goja.PromiseStateRejected {
		st.setError(describe(p.Result()))
	}
	out, err := r.finish(goja.Undefined())
	if err != nil {
		return st.fail(err)
	}
	if st.in.Phase == PhasePre && st.in.Request != nil && out != nil && !goja.IsUndefined(out) && !goja.IsNull(out) {
		r.writeBack(st.in.Request, out.ToObject(r.vm))
	}
	return true
}

// fail records err; it reports whether the runtime is still usable (false
// when it was interrupted).
func (st *runState) fail(err error) bool {
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		return false
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		st.setError(describe(ex.Value()) + scriptLine(ex))
		return true
	}
	st.setError(err.Error())
	return true
}

// setError keeps the first error of a run.
func (st *runState) setError(msg string) {
	if st.res.Error == "" {
		st.res.Error = msg
	}
}

// scriptLine is " (line N)" for the innermost frame of the script itself
// in ex's stack, or "" when the error arose elsewhere only.
func scriptLine(ex *goja.Exception) string {
	for _, f := range ex.Stack() {
		if f.SrcName() == scriptName {
			if p := f.Position(); p.Line > 0 {
				return fmt.Sprintf(" (line %d)", p.Line)
			}
		}
	}
	return ""
}

// describe renders a thrown value: "TypeError: message" for errors.
func describe(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) {
		return "undefined"
	}
	return v.String()
}

// drain runs the pm.sendRequest callbacks and timers a script scheduled,
// in order, until none are left. Promise jobs run after each call.
func (r *jsRuntime) drain(st *runState) error {
	for {
		if err := st.ctx.Err(); err != nil {
			return &goja.InterruptedError{}
		}
		if len(st.sends) > 0 {
			t := st.sends[0]
			st.sends = st.sends[1:]
			var errv, resv goja.Value = goja.Null(), goja.Null()
			switch {
			case st.in.Send == nil:
				errv = r.vm.ToValue("pm.sendRequest is not available in this context")
			default:
				resp, err := st.in.Send(st.ctx, t.req)
				if err != nil {
					errv = r.vm.ToValue(err.Error())
				} else {
					resv = r.responseData(&resp)
				}
			}
			if st.ctx.Err() != nil {
				return &goja.InterruptedError{}
			}
			if _, err := t.cb(goja.Undefined(), errv, resv); err != nil && !st.fail(err) {
				return err
			}
			continue
		}
		if len(st.timers) == 0 {
			return nil
		}
		i := 0
		for j := range st.timers {
			if st.timers[j].due.Before(st.timers[i].due) {
				i = j
			}
		}
		t := st.timers[i]
		if d := time.Until(t.due); d > 0 {
			tm := time.NewTimer(d)
			select {
			case <-tm.C:
			case <-st.ctx.Done():
				tm.Stop()
				return &goja.InterruptedError{}
			}
		}
		if t.interval > 0 {
			st.timers[i].due = time.Now().Add(t.interval)
		} else {
			st.timers = append(st.timers[:i], st.timers[i+1:]...)
		}
		if _, err := t.fn(goja.Undefined(), t.args...); err != nil && !st.fail(err) {
			return err
		}
	}
}

// scope returns the Variables of a scope number, a scratch one when the
// Input has none (its writes are then dropped at the end of the run).
func (st *runState) scope(i int) *Variables {
	var v *Variables
	switch i {
	case scopeGlobals:
		v = st.in.Globals
	case scopeCollection:
		v = st.in.CollectionVariables
	case scopeEnvironment:
		v = st.in.Environment
	case scopeData:
		v = st.in.IterationData
	case scopeLocals:
		v = st.in.Locals
	default:
		return nil
	}
	if v != nil {
		return v
	}
	if st.scratch[i] == nil {
		st.scratch[i] = &Variables{}
	}
	return st.scratch[i]
}

// lookup reports the string value of name in v.
func (v *Variables) lookup(name string) (string, bool) {
	if v == nil || v.Values == nil {
		return "", false
	}
	s, ok := v.Values[name]
	return s, ok
}

// put sets name, keeping insertion order; json is the value's JSON text
// when a script set a non-string, else "".
func (v *Variables) put(name, value, json string) {
	if v.Values == nil {
		v.Values = make(map[string]string)
	}
	if _, ok := v.Values[name]; !ok {
		v.Names = append(v.Names, name)
	}
	v.Values[name] = value
	if json != "" {
		if v.Typed == nil {
			v.Typed = make(map[string]TypedValue)
		}
		v.Typed[name] = TypedValue{String: value, JSON: json}
	} else if v.Typed != nil {
		delete(v.Typed, name)
	}
}

func (v *Variables) remove(name string) {
	if v.Values == nil {
		return
	}
	if _, ok := v.Values[name]; !ok {
		return
	}
	delete(v.Values, name)
	delete(v.Typed, name)
	for i, n := range v.Names {
		if n == name {
			v.Names = append(v.Names[:i], v.Names[i+1:]...)
			break
		}
	}
}

func (v *Variables) clear() {
	v.Names = v.Names[:0]
	clear(v.Values)
	clear(v.Typed)
}

// names lists the set names in insertion order, including any that were
// put into Values without Names.
func (v *Variables) names() []string {
	if v == nil {
		return nil
	}
	if len(v.Names) == len(v.Values) {
		return v.Names
	}
	out := make([]string, 0, len(v.Values))
	seen := make(map[string]bool, len(v.Values))
	for _, n := range v.Names {
		if _, ok := v.Values[n]; ok && !seen[n] {
			out = append(out, n)
			seen[n] = true
		}
	}
	for n := range v.Values {
		if !seen[n] {
			out = append(out, n)
		}
	}
	return out
}

// value returns the JS value of name in v: the typed value a script set,
// or the string.
func (r *jsRuntime) value(v *Variables, name string) goja.Value {
	s, ok := v.lookup(name)
	if !ok {
		return goja.Undefined()
	}
	if tv, ok := v.Typed[name]; ok && tv.String == s {
		if out, err := r.parse(goja.Undefined(), r.vm.ToValue(tv.JSON)); err == nil {
			return out
		}
	}
	return r.vm.ToValue(s)
}

// resolveOrder is pm.variables' lookup order, highest first.
var resolveOrder = [...]int{scopeLocals, scopeData, scopeEnvironment, scopeCollection, scopeGlobals}

func (r *jsRuntime) resolved(name string) (*Variables, bool) {
	for _, i := range resolveOrder {
		v := r.cur.scope(i)
		if _, ok := v.lookup(name); ok {
			return v, true
		}
	}
	return nil, false
}

// responseData is the plain object the prelude wraps into a Response.
func (r *jsRuntime) responseData(resp *ScriptResponse) goja.Value {
	o := r.vm.NewObject()
	_ = o.Set("code", resp.Code)
	_ = o.Set("status", resp.Status)
	_ = o.Set("headers", r.kvArray(resp.Headers))
	_ = o.Set("body", string(resp.Body))
	_ = o.Set("responseTime", resp.ResponseTimeMs)
	size := resp.ResponseSize
	if size == 0 {
		size = int64(len(resp.Body))
	}
	_ = o.Set("responseSize", size)
	return o
}

func (r *jsRuntime) kvArray(kvs []KV) goja.Value {
	arr := make([]any, len(kvs))
	for i, kv := range kvs {
		o := r.vm.NewObject()
		_ = o.Set("key", kv.Key)
		_ = o.Set("value", kv.Value)
		arr[i] = o
	}
	return r.vm.NewArray(arr...)
}

// kvList reads an array of {key, value} objects.
func (r *jsRuntime) kvList(v goja.Value) []KV {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return nil
	}
	o := v.ToObject(r.vm)
	n := int(o.Get("length").ToInteger())
	out := make([]KV, 0, n)
	for i := range n {
		e := o.Get(fmt.Sprint(i))
		if e == nil || goja.IsUndefined(e) || goja.IsNull(e) {
			continue
		}
		eo := e.ToObject(r.vm)
		out = append(out, KV{Key: str(eo.Get("key")), Value: str(eo.Get("value"))})
	}
	return out
}

func str(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return ""
	}
	return v.String()
}

func (r *jsRuntime) requestData(q *ScriptRequest) goja.Value {
	if q == nil {
		q = &ScriptRequest{Method: "GET"}
	}
	o := r.vm.NewObject()
	_ = o.Set("id", q.ID)
	_ = o.Set("name", q.Name)
	_ = o.Set("method", q.Method)
	_ = o.Set("url", q.URL)
	_ = o.Set("headers", r.kvArray(q.Headers))
	_ = o.Set("body", q.Body)
	return o
}

// writeBack copies what a pre script left in pm.request into q.
func (r *jsRuntime) writeBack(q *ScriptRequest, o *goja.Object) {
	q.Method = str(o.Get("method"))
	q.URL = str(o.Get("url"))
	q.Headers = r.kvList(o.Get("headers"))
	q.Body = str(o.Get("body"))
}

// requestFromJS reads a pm.sendRequest request the prelude normalized.
func (r *jsRuntime) requestFromJS(v goja.Value) ScriptRequest {
	o := v.ToObject(r.vm)
	return ScriptRequest{
		Method:  str(o.Get("method")),
		URL:     str(o.Get("url")),
		Headers: r.kvList(o.Get("headers")),
		Body:    str(o.Get("body")),
	}
}

func (r *jsRuntime) eventName() string {
	in := r.cur.in
	if in.Info.EventName != "" {
		return in.Info.EventName
	}
	switch in.Phase {
	case PhasePre:
		return "prerequest"
	case PhasePost:
		return "test"
	}
	return in.Phase
}

// host builds the __svc object the prelude calls into. Its functions read
// the run in progress from r.cur.
func (r *jsRuntime) host() *goja.Object {
	vm := r.vm
	h := vm.NewObject()
	set := func(name string, fn func(goja.FunctionCall) goja.Value) {
		_ = h.Set(name, fn)
	}
	scopeArg := func(call goja.FunctionCall) int { return int(call.Argument(0).ToInteger()) }
	set("varGet", func(call goja.FunctionCall) goja.Value {
		name := call.Argument(1).String()
		if scopeArg(call) == scopeResolved {
			v, ok := r.resolved(name)
			if !ok {
				return goja.Undefined()
			}
			return r.value(v, name)
		}
		return r.value(r.cur.scope(scopeArg(call)), name)
	})
	set("varString", func(call goja.FunctionCall) goja.Value {
		name := call.Argument(1).String()
		v := r.cur.scope(scopeArg(call))
		if scopeArg(call) == scopeResolved {
			v, _ = r.resolved(name)
		}
		s, ok := v.lookup(name)
		if !ok {
			return goja.Undefined()
		}
		return vm.ToValue(s)
	})
	set("varHas", func(call goja.FunctionCall) goja.Value {
		name := call.Argument(1).String()
		if scopeArg(call) == scopeResolved {
			_, ok := r.resolved(name)
			return vm.ToValue(ok)
		}
		_, ok := r.cur.scope(scopeArg(call)).lookup(name)
		return vm.ToValue(ok)
	})
	set("varSet", func(call goja.FunctionCall) goja.Value {
		v := r.cur.scope(scopeArg(call))
		if v != nil {
			v.put(call.Argument(1).String(), str(call.Argument(2)), str(call.Argument(3)))
		}
		return goja.Undefined()
	})
	set("varUnset", func(call goja.FunctionCall) goja.Value {
		if v := r.cur.scope(scopeArg(call)); v != nil {
			v.remove(call.Argument(1).String())
		}
		return goja.Undefined()
	})
	set("varClear", func(call goja.FunctionCall) goja.Value {
		if v := r.cur.scope(scopeArg(call)); v != nil {
			v.clear()
		}
		return goja.Undefined()
	})
	set("varNames", func(call goja.FunctionCall) goja.Value {
		names := r.cur.scope(scopeArg(call)).names()
		arr := make([]any, len(names))
		for i, n := range names {
			arr[i] = n
		}
		return vm.NewArray(arr...)
	})
	set("testAdd", func(call goja.FunctionCall) goja.Value {
		res := r.cur.res
		res.Tests = append(res.Tests, TestResult{
			Name:    call.Argument(0).String(),
			Passed:  call.Argument(1).ToBoolean(),
			Skipped: call.Argument(2).ToBoolean(),
			Error:   str(call.Argument(3)),
		})
		return vm.ToValue(len(res.Tests) - 1)
	})
	set("testSet", func(call goja.FunctionCall) goja.Value {
		i := int(call.Argument(0).ToInteger())
		if tests := r.cur.res.Tests; i >= 0 && i < len(tests) {
			tests[i].Passed = call.Argument(1).ToBoolean()
			tests[i].Error = str(call.Argument(2))
		}
		return goja.Undefined()
	})
	set("legacyTest", func(call goja.FunctionCall) goja.Value {
		st := r.cur
		name := call.Argument(0).String()
		passed := call.Argument(1).ToBoolean()
		msg := ""
		if !passed {
			msg = "expected " + name + " to be truthy"
		}
		if i, ok := st.legacyIdx[name]; ok {
			st.res.Tests[i].Passed = passed
			st.res.Tests[i].Error = msg
			return goja.Undefined()
		}
		if st.legacyIdx == nil {
			st.legacyIdx = make(map[string]int)
		}
		st.legacyIdx[name] = len(st.res.Tests)
		st.res.Tests = append(st.res.Tests, TestResult{Name: name, Passed: passed, Error: msg})
		return goja.Undefined()
	})
	set("console", func(call goja.FunctionCall) goja.Value {
		r.cur.res.Console = append(r.cur.res.Console, ConsoleLine{Level: call.Argument(0).String(), Text: call.Argument(1).String()})
		return goja.Undefined()
	})
	set("next", func(call goja.FunctionCall) goja.Value {
		name := str(call.Argument(0))
		r.cur.res.NextRequest = &name
		return goja.Undefined()
	})
	set("skip", func(goja.FunctionCall) goja.Value {
		r.cur.res.SkipRequest = true
		return goja.Undefined()
	})
	set("phase", func(goja.FunctionCall) goja.Value { return vm.ToValue(r.cur.in.Phase) })
	set("info", func(goja.FunctionCall) goja.Value {
		in := r.cur.in
		o := vm.NewObject()
		_ = o.Set("eventName", r.eventName())
		_ = o.Set("iteration", in.Info.Iteration)
		_ = o.Set("iterationCount", in.Info.IterationCount)
		name, id := in.Info.RequestName, in.Info.RequestID
		if in.Request != nil {
			if name == "" {
				name = in.Request.Name
			}
			if id == "" {
				id = in.Request.ID
			}
		}
		_ = o.Set("requestName", name)
		_ = o.Set("requestId", id)
		_ = o.Set("collectionName", in.Info.CollectionName)
		return o
	})
	set("request", func(goja.FunctionCall) goja.Value { return r.requestData(r.cur.in.Request) })
	set("response", func(goja.FunctionCall) goja.Value {
		if r.cur.in.Response == nil {
			return goja.Null()
		}
		return r.responseData(r.cur.in.Response)
	})
	set("send", func(call goja.FunctionCall) goja.Value {
		cb, ok := goja.AssertFunction(call.Argument(1))
		if !ok {
			panic(vm.NewTypeError("send: callback is not a function"))
		}
		r.cur.sends = append(r.cur.sends, sendTask{req: r.requestFromJS(call.Argument(0)), cb: cb})
		return goja.Undefined()
	})
	set("setTimer", func(call goja.FunctionCall) goja.Value {
		fn, ok := goja.AssertFunction(call.Argument(0))
		if !ok {
			panic(vm.NewTypeError("timer callback is not a function"))
		}
		ms := call.Argument(1).ToFloat()
		if ms != ms || ms < 0 {
			ms = 0
		}
		d := time.Duration(ms * float64(time.Millisecond))
		st := r.cur
		st.timerSeq++
		t := timerTask{id: st.timerSeq, due: time.Now().Add(d), fn: fn}
		if call.Argument(2).ToBoolean() {
			t.interval = max(d, time.Millisecond)
		}
		if len(call.Arguments) > 3 {
			t.args = append([]goja.Value(nil), call.Arguments[3:]...)
		}
		st.timers = append(st.timers, t)
		return vm.ToValue(t.id)
	})
	set("clearTimer", func(call goja.FunctionCall) goja.Value {
		id := call.Argument(0).ToInteger()
		st := r.cur
		for i, t := range st.timers {
			if t.id == id {
				st.timers = append(st.timers[:i], st.timers[i+1:]...)
				break
			}
		}
		return goja.Undefined()
	})
	set("randomBytes", func(call goja.FunctionCall) goja.Value {
		n := int(call.Argument(0).ToInteger())
		if n < 0 || n > 65536 {
			panic(vm.NewTypeError("randomBytes: length out of range"))
		}
		b := make([]byte, n)
		_, _ = rand.Read(b)
		return vm.ToValue(vm.NewArrayBuffer(b))
	})
	set("btoa", func(call goja.FunctionCall) goja.Value {
		s := call.Argument(0).String()
		b := make([]byte, 0, len(s))
		for _, c := range s {
			if c > 0xff {
				panic(r.jsError("btoa: the string contains characters outside of the Latin1 range"))
			}
			b = append(b, byte(c))
		}
		return vm.ToValue(base64.StdEncoding.EncodeToString(b))
	})
	set("xml2Json", func(call goja.FunctionCall) goja.Value {
		return r.xml2Json(call.Argument(0).String())
	})
	set("atob", func(call goja.FunctionCall) goja.Value {
		s := strings.Map(func(c rune) rune {
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' {
				return -1
			}
			return c
		}, call.Argument(0).String())
		s = strings.TrimRight(s, "=")
		b, err := base64.RawStdEncoding.DecodeString(s)
		if err != nil {
			panic(r.jsError("atob: the string to be decoded is not correctly encoded"))
		}
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		return vm.ToValue(string(rs))
	})
	return h
}

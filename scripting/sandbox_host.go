package scripting

// This file is the __svc host object the prelude builds pm, console,
// the timers and the encoders on.

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/dop251/goja"
)

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
	set("sugarTable", func(goja.FunctionCall) goja.Value {
		rows := make([]any, len(sugarExtensions))
		for i, e := range sugarExtensions {
			rows[i] = []any{e[0], e[1]}
		}
		return vm.ToValue(rows)
	})
	set("loadSugar", func(goja.FunctionCall) goja.Value {
		if err := r.loadSugar(); err != nil {
			panic(vm.NewGoError(err))
		}
		return goja.Undefined()
	})
	set("pkg", func(call goja.FunctionCall) goja.Value {
		return r.packageModule(call.Argument(0).String())
	})
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
		if in.Info.EnvironmentName != "" {
			_ = o.DefineDataProperty("environmentName", vm.ToValue(in.Info.EnvironmentName), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
		}
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

// packageModule is the module function of the package name of the run
// in progress: its source wrapped as function (exports, module), compiled
// once (the program cache) and evaluated in the runtime. An unknown name
// throws "Cannot find package", as Postman's sandbox does.
func (r *jsRuntime) packageModule(name string) goja.Value {
	st := r.cur
	src, ok := st.in.Packages[name]
	if !ok {
		names := make([]string, 0, len(st.in.Packages))
		for n := range st.in.Packages {
			names = append(names, n)
		}
		slices.Sort(names)
		known := "none is defined (a script.package element on an enclosing collection defines one)"
		if len(names) > 0 {
			known = "defined: " + strings.Join(names, ", ")
		}
		panic(r.jsError(fmt.Sprintf("Cannot find package '%s': %s", name, known)))
	}
	c := st.progs.module(src)
	if c.err != nil {
		panic(r.jsError(fmt.Sprintf("Error in package '%s': %v", name, c.err)))
	}
	if c.touches {
		st.touches = true
	}
	for _, lib := range c.requires {
		r.preload(lib)
	}
	fn, err := r.vm.RunProgram(c.prog)
	if err != nil {
		panic(r.jsError(fmt.Sprintf("Error in package '%s': %v", name, err)))
	}
	return fn
}

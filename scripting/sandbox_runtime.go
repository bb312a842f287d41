package scripting

// This file builds a runtime (the prelude loaded, the global object
// snapshotted) and cleans its global object between runs.

import (
	"errors"
	"fmt"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/buffer"
	"github.com/dop251/goja_nodejs/require"
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

// jsError returns a JavaScript Error with msg, for panicking out of a host
// function.
func (r *jsRuntime) jsError(msg string) *goja.Object {
	o, err := r.vm.New(r.vm.Get("Error"), r.vm.ToValue(msg))
	if err != nil {
		return r.vm.NewGoError(errors.New(msg))
	}
	return o
}

package scripting

// This file builds a runtime (the prelude loaded, the global object
// snapshotted) and cleans its global object between runs.

import (
	"errors"
	"fmt"
	"strings"

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

	// The built-in objects (prototypes and constructors) as prepared, for
	// restoreBuiltins.
	builtins []builtinSnap
	hooks    *goja.Object
	restub   goja.Callable // prelude: put Sugar's stubs back
	// sugar is set once Sugar is loaded into the runtime; sugarNow when
	// that happened in the run in progress.
	sugar, sugarNow bool
	sugarVals       []sugarValue // Sugar's members as it defined them
}

// sugarValue is one member Sugar added to a built-in object.
type sugarValue struct {
	obj   *goja.Object
	name  string
	value goja.Value
}

// builtinSnap is one built-in object as prepared: its own string-keyed
// properties, the data ones with their values.
type builtinSnap struct {
	obj   *goja.Object
	data  []builtinValue
	count int // own string-keyed properties
	names map[string]struct{}
}

// builtinValue is one data property of a built-in object.
type builtinValue struct {
	name           string
	value          goja.Value
	writable, enum bool
	configurable   bool
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
	r.restub, _ = goja.AssertFunction(hooks.Get("restub"))
	if r.count == nil || r.restub == nil {
		return nil, errors.New("prelude hooks missing")
	}
	r.hooks = hooks
	if err := r.snapshot(hooks); err != nil {
		return nil, fmt.Errorf("load prelude: %w", err)
	}
	if err := r.snapshotBuiltins(hooks); err != nil {
		return nil, fmt.Errorf("load prelude: %w", err)
	}
	return r, nil
}

// snapshotBuiltins records the built-in objects the prelude lists for
// restoreBuiltins.
func (r *jsRuntime) snapshotBuiltins(hooks *goja.Object) error {
	var objs []*goja.Object
	if err := r.vm.ExportTo(hooks.Get("builtins"), &objs); err != nil {
		return err
	}
	props, err := r.hookRows(hooks, "builtinProps")
	if err != nil {
		return err
	}
	r.builtins = make([]builtinSnap, len(objs))
	for i, o := range objs {
		r.builtins[i] = builtinSnap{obj: o, names: map[string]struct{}{}}
	}
	for _, p := range props {
		i, _ := p[0].(int64)
		name, _ := p[1].(string)
		kind, _ := p[2].(string)
		b := &r.builtins[i]
		b.count++
		b.names[name] = struct{}{}
		if kind == "data" {
			w, _ := p[3].(bool)
			e, _ := p[4].(bool)
			c, _ := p[5].(bool)
			b.data = append(b.data, builtinValue{name: name, value: b.obj.Get(name), writable: w, enum: e, configurable: c})
		}
	}
	return nil
}

func flag(b bool) goja.Flag {
	if b {
		return goja.FLAG_TRUE
	}
	return goja.FLAG_FALSE
}

// loadSugar runs Sugar in the runtime, for the prelude's stubs: the first
// use of one of its extensions in a runtime loads it.
func (r *jsRuntime) loadSugar() error {
	if r.sugar {
		return nil
	}
	p, err := r.libs.sugar()
	if err != nil {
		return fmt.Errorf("load %s: %w", sugarFile, err)
	}
	if _, err := r.vm.RunProgram(p); err != nil {
		return fmt.Errorf("load %s: %w", sugarFile, err)
	}
	r.sugar, r.sugarNow = true, true
	objs := r.hooks.Get("sugarObjects").ToObject(r.vm)
	for _, e := range sugarExtensions {
		o := objs.Get(e[0]).ToObject(r.vm)
		for n := range strings.FieldsSeq(e[1]) {
			r.sugarVals = append(r.sugarVals, sugarValue{obj: o, name: n, value: o.Get(n)})
		}
	}
	return nil
}

// preloadSugar loads Sugar between runs, through the prelude's loader
// (which removes the stubs and keeps the natives), and makes it part of
// the prepared state.
func (r *jsRuntime) preloadSugar() error {
	fn, ok := goja.AssertFunction(r.hooks.Get("loadSugar"))
	if !ok {
		return errors.New("prelude hook loadSugar missing")
	}
	if _, err := fn(goja.Undefined()); err != nil {
		return fmt.Errorf("load %s: %w", sugarFile, err)
	}
	r.sugarNow, r.sugarVals = false, nil
	return r.snapshotBuiltins(r.hooks)
}

// afterRun puts the built-in objects back for the next run: restored
// when the script may have changed them (touches), and snapshotted anew
// when Sugar was loaded during the run, its extensions then being part of
// the prepared state.
func (r *jsRuntime) afterRun(touches bool) bool {
	ok := true
	if touches {
		ok = r.restoreBuiltins()
		if ok && !r.sugar {
			_, err := r.restub(goja.Undefined())
			ok = err == nil
		}
		ok = ok && r.builtinsComplete()
	}
	if ok && r.sugarNow {
		r.sugarNow = false
		if touches {
			// The run may have changed Sugar's members after loading it.
			for _, v := range r.sugarVals {
				if err := v.obj.DefineDataProperty(v.name, v.value, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
					ok = false
				}
			}
		}
		ok = ok && r.snapshotBuiltins(r.hooks) == nil
	}
	r.sugarVals = nil
	return ok
}

// restoreBuiltins puts the built-in objects back as prepared after a run:
// a data property a script replaced or deleted gets its value back, and a
// property it added is deleted. It reports false when that cannot be done
// (a script made a new property non-configurable), so the runtime is
// dropped. Like clean, it runs inside the run's
// deadline.
func (r *jsRuntime) restoreBuiltins() bool {
	ok := true
	for i := range r.builtins {
		b := &r.builtins[i]
		for _, p := range b.data {
			if v := b.obj.Get(p.name); v != nil && v.SameAs(p.value) {
				continue
			}
			if p.configurable {
				if err := b.obj.DefineDataProperty(p.name, p.value, flag(p.writable), goja.FLAG_TRUE, flag(p.enum)); err != nil {
					ok = false
				}
			} else if p.writable {
				if err := b.obj.Set(p.name, p.value); err != nil {
					ok = false
				}
			}
		}
		for _, n := range b.obj.GetOwnPropertyNames() {
			if _, base := b.names[n]; !base {
				if err := b.obj.Delete(n); err != nil {
					ok = false
				}
			}
		}
	}
	return ok
}

// builtinsComplete reports whether every built-in object has as many own
// properties as prepared (after restoreBuiltins, fewer means a prepared
// accessor was deleted).
func (r *jsRuntime) builtinsComplete() bool {
	for i := range r.builtins {
		if len(r.builtins[i].obj.GetOwnPropertyNames()) != r.builtins[i].count {
			return false
		}
	}
	return true
}

// hookRows calls the prelude hook name, which returns an array of rows.
func (r *jsRuntime) hookRows(hooks *goja.Object, name string) ([][]any, error) {
	fn, ok := goja.AssertFunction(hooks.Get(name))
	if !ok {
		return nil, fmt.Errorf("prelude hook %s missing", name)
	}
	v, err := fn(goja.Undefined())
	if err != nil {
		return nil, err
	}
	var rows [][]any
	if err := r.vm.ExportTo(v, &rows); err != nil {
		return nil, err
	}
	return rows, nil
}

// snapshot records the prepared global object for clean.
func (r *jsRuntime) snapshot(hooks *goja.Object) error {
	props, err := r.hookRows(hooks, "globals")
	if err != nil {
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

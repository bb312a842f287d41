package scripting

// This file holds the variable scopes a script reads and writes
// (pm.globals, pm.collectionVariables, pm.environment, pm.iterationData,
// the locals, and pm.variables resolving across them).

import (
	"github.com/dop251/goja"
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
	if old, ok := v.Values[name]; ok && old == value && v.sameType(name, value, json) {
		return // the same value again: nothing changed
	}
	v.Writes++
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

// sameType reports whether name's value, value as a string, was set with
// the same type: a string (json "") or the same JSON text.
func (v *Variables) sameType(name, value, json string) bool {
	t, typed := v.Typed[name]
	if json == "" {
		return !typed || t.String != value
	}
	return typed && t == TypedValue{String: value, JSON: json}
}

func (v *Variables) remove(name string) {
	if v.Values == nil {
		return
	}
	if _, ok := v.Values[name]; !ok {
		return
	}
	v.Writes++
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
	v.Writes++
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

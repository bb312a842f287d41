package scripting

// This file runs one script on a runtime: the script, then the
// pm.sendRequest callbacks and timers it scheduled, and the error it left.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dop251/goja"
)

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
	progs     *programCache          // compiles the packages pm.require loads
	// touches is set when a package pm.require loaded may change a
	// built-in object: the run then restores them as for its script.
	touches bool
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

// run runs prog (a compiled script) and the callbacks it schedules, then
// cleans the global object for the next run. It reports false when the
// runtime must not be reused.
func (r *jsRuntime) run(st *runState, c *compiled) (healthy bool) {
	r.cur = st
	defer func() {
		if p := recover(); p != nil {
			st.setError(fmt.Sprintf("internal error: %v", p))
			healthy = false
		}
	}()
	ok := r.runScript(st, c.prog)
	return ok && r.clean() && r.afterRun(c.touches || st.touches)
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
			errv, resv := goja.Null(), goja.Null()
			if st.in.Send == nil {
				errv = r.vm.ToValue("pm.sendRequest is not available in this context")
			} else {
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

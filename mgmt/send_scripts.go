package mgmt

import (
	"context"
	"errors"
	"maps"
	"slices"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/scenario"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// A single send (POST /execute) runs the effective script elements of its
// request the way Postman runs them for one request:
//
//  1. the script.pre elements, collection ones first (outermost first),
//     see the request template with {{variables}} unresolved, and may
//     change it (method, url, headers, body) and any variable scope;
//     pm.execution.skipRequest() stops here: nothing is sent;
//  2. the request is composed again from what they left and sent;
//  3. the script.post elements see the request as sent and the response.
//
// Variables the scripts set are written back, as Postman does for a single
// send: pm.environment to the environment the send used (none: they live
// for this send only), pm.globals to the globals, pm.collectionVariables
// to the variables of the request's root collection (an inline request
// without a collection keeps them for this send only). pm.variables and
// pm.iterationData never outlive the send. Only what the scripts changed
// is written, onto the rows as they are at the end of the send, in one
// transaction.
//
// What scripts see (pm.request before and after the send, pm.response,
// pm.sendRequest, the scopes read from stored variables) comes from
// scenario's bridges, which collection runs use too.

// scriptError is one script that failed: a syntax error, an uncaught
// exception, its deadline or its memory cap.
type scriptError struct {
	Phase          string `json:"phase"` // pre or post
	ElementID      string `json:"elementId,omitempty"`
	Error          string `json:"error"`
	TimedOut       bool   `json:"timedOut,omitempty"`
	MemoryExceeded bool   `json:"memoryExceeded,omitempty"`
}

// scriptOutcome is what a send's scripts produced, for the answer and the
// history trace.
type scriptOutcome struct {
	Tests        []scripting.TestResult  `json:"tests"`
	Console      []scripting.ConsoleLine `json:"console"`
	ScriptErrors []scriptError           `json:"scriptErrors"`
	Skipped      bool                    `json:"skipped,omitempty"`
}

func newScriptOutcome() scriptOutcome {
	return scriptOutcome{Tests: []scripting.TestResult{}, Console: []scripting.ConsoleLine{}, ScriptErrors: []scriptError{}}
}

// sendScopes are the variable scopes of one send's scripts, with copies
// of their starting values to tell what the scripts changed.
type sendScopes struct {
	globals, env, coll, locals, data *scripting.Variables
	globals0, env0, coll0            map[string]string
}

func newScopes(src composeSources) *sendScopes {
	sc := &sendScopes{
		globals: scenario.VariablesOf(src.globals),
		env:     &scripting.Variables{Values: map[string]string{}},
		coll:    &scripting.Variables{Values: map[string]string{}},
		locals:  &scripting.Variables{Values: map[string]string{}},
		data:    &scripting.Variables{Values: map[string]string{}},
	}
	if src.env != nil {
		sc.env = scenario.VariablesOf(src.env.Variables)
	}
	if len(src.in.Chain) > 0 {
		sc.coll = scenario.VariablesOf(src.in.Chain[0].Variables)
	}
	sc.globals0, sc.env0, sc.coll0 = maps.Clone(sc.globals.Values), maps.Clone(sc.env.Values), maps.Clone(sc.coll.Values)
	return sc
}

// composeInput layers the scopes as scripts left them over src: the root
// collection's variables replaced by pm.collectionVariables, the
// environment by pm.environment, globals by pm.globals, and pm.variables
// on top of everything.
func (sc *sendScopes) composeInput(src composeSources, req workspace.Request) sender.ComposeInput {
	in := src.in
	in.Request = req
	in.Globals = sender.Vars(sc.globals.Values)
	in.Environment = sender.Vars(sc.env.Values)
	if len(in.Chain) > 0 {
		chain := slices.Clone(in.Chain)
		chain[0].Variables = scopeObject(sc.coll, nil)
		in.Chain = chain
	} else if len(sc.coll.Values) > 0 {
		in.Chain = []workspace.Collection{{ID: store.InlineCollection, Variables: scopeObject(sc.coll, nil)}}
	}
	in.Extra = append(slices.Clone(in.Extra), sender.Vars(sc.locals.Values))
	return in
}

// runScripts runs one phase's scripts in order; pre scripts stop at the
// first skipRequest.
func (s *Server) runScripts(ctx context.Context, phase string, list []scenario.Script, sc *sendScopes, req *scripting.ScriptRequest, res *scripting.ScriptResponse, info scripting.Info, out *scriptOutcome) {
	for _, el := range list {
		in := scripting.Input{Phase: phase, Script: el.Source, Request: req, Response: res,
			Globals: sc.globals, CollectionVariables: sc.coll, Environment: sc.env, IterationData: sc.data, Locals: sc.locals,
			Info: info, Send: s.scriptSend, Packages: el.Packages}
		if el.TimeoutMs > 0 {
			in.Timeout = msDuration(el.TimeoutMs)
		}
		r := s.scripts.Run(ctx, in)
		out.Tests = append(out.Tests, r.Tests...)
		out.Console = append(out.Console, r.Console...)
		if run := scenario.NewScriptRun(phase, el, r); run.Error != "" {
			out.ScriptErrors = append(out.ScriptErrors, scriptError{Phase: run.Phase, ElementID: run.ElementID, Error: run.Error, TimedOut: run.TimedOut, MemoryExceeded: run.MemoryExceeded})
		}
		if phase == scripting.PhasePre && r.SkipRequest {
			out.Skipped = true
			return
		}
	}
}

// scriptSend is pm.sendRequest of a single send: the engine's client and
// cookie jar, the live send settings.
func (s *Server) scriptSend(ctx context.Context, sr scripting.ScriptRequest) (scripting.ScriptResponse, error) {
	res, _ := s.sender.Send(ctx, scenario.ScriptSend(sr), s.settings())
	return scenario.ScriptSendResult(res)
}

// scopeObject renders a scope as a stored variables object: the members
// of cur in their order (a changed one takes the new value, an unset one
// is dropped, one invisible to scripts such as a disabled entry is kept),
// then the names scripts added, in their order. A value a script set as a
// number, boolean or object is stored as that JSON.
func scopeObject(v *scripting.Variables, cur codec.RawMessage) codec.RawMessage {
	return scopeDiff(v, nil, cur)
}

// scopeDiff applies the changes from before to v onto cur (before nil: v
// replaces every visible member).
func scopeDiff(v *scripting.Variables, before map[string]string, cur codec.RawMessage) codec.RawMessage {
	visible := sender.VarsFromJSON(cur)
	changed := func(k string) bool {
		if before == nil {
			return true
		}
		old, had := before[k]
		nv, has := v.Values[k]
		return had != has || old != nv
	}
	value := func(k string) codec.RawMessage {
		if t, ok := v.Typed[k]; ok && t.String == v.Values[k] && codec.Valid([]byte(t.JSON)) {
			return codec.RawMessage(t.JSON)
		}
		return workspace.Quote(v.Values[k])
	}
	ms, _ := workspace.Members(cur)
	out := make([]workspace.Member, 0, len(ms)+len(v.Values))
	done := map[string]bool{}
	for _, m := range ms {
		_, wasVisible := visible[m.Key]
		if !wasVisible && before == nil {
			if _, set := v.Values[m.Key]; !set {
				out = append(out, m) // disabled or null: never seen by scripts
				continue
			}
		}
		if !changed(m.Key) {
			out = append(out, m)
			done[m.Key] = true
			continue
		}
		if _, ok := v.Values[m.Key]; ok && !done[m.Key] {
			out = append(out, workspace.Member{Key: m.Key, Value: value(m.Key)})
			done[m.Key] = true
		}
	}
	names := slices.Clone(v.Names)
	rest := slices.Sorted(maps.Keys(v.Values))
	for _, k := range append(names, rest...) {
		if _, ok := v.Values[k]; !ok || done[k] || !changed(k) {
			continue
		}
		done[k] = true
		out = append(out, workspace.Member{Key: k, Value: value(k)})
	}
	return workspace.Object(out)
}

// persistScopes writes what the scripts changed in the environment, the
// globals and the root collection's variables, onto the rows as they are
// now, in one transaction.
func (s *Server) persistScopes(src composeSources, sc *sendScopes) error {
	envChanged := src.env != nil && !maps.Equal(sc.env0, sc.env.Values)
	globalsChanged := !maps.Equal(sc.globals0, sc.globals.Values)
	collChanged := len(src.in.Chain) > 0 && !maps.Equal(sc.coll0, sc.coll.Values)
	if !envChanged && !globalsChanged && !collChanged {
		return nil
	}
	return s.store.Update(s.base, func(tx *store.Tx) error {
		d := s.deps(tx)
		if envChanged {
			cur, err := tx.Environment(src.env.ID)
			switch {
			case err == nil:
				next, err := workspace.MergeEnvironment(&cur, workspace.Patch{"variables": scopeDiff(sc.env, sc.env0, cur.Variables)}, d)
				if err != nil {
					return err
				}
				if err := tx.PutEnvironment(next, false); err != nil {
					return err
				}
			case !isNotFound(err):
				return err
			}
		}
		if globalsChanged {
			g, err := tx.Globals()
			if err != nil {
				return err
			}
			next, err := workspace.MergeGlobals(workspace.Patch{"variables": scopeDiff(sc.globals, sc.globals0, g.Variables)}, d)
			if err != nil {
				return err
			}
			if err := tx.PutGlobals(next); err != nil {
				return err
			}
		}
		if collChanged {
			cur, err := tx.Collection(src.in.Chain[0].ID)
			switch {
			case err == nil:
				next, err := workspace.MergeCollection(&cur, workspace.Patch{"variables": scopeDiff(sc.coll, sc.coll0, cur.Variables)}, d)
				if err != nil {
					return err
				}
				if err := tx.UpdateCollection(next); err != nil {
					return err
				}
			case !isNotFound(err):
				return err
			}
		}
		return nil
	})
}

func msDuration(ms int64) time.Duration { return time.Duration(ms) * time.Millisecond }

func isNotFound(err error) bool { return errors.Is(err, workspace.ErrNotFound) }

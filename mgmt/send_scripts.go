package mgmt

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"slices"
	"strings"
	"time"

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

// scriptError is one script that failed: a syntax error, an uncaught
// exception or its deadline.
type scriptError struct {
	Phase     string `json:"phase"` // pre or post
	ElementID string `json:"elementId,omitempty"`
	Error     string `json:"error"`
	TimedOut  bool   `json:"timedOut,omitempty"`
}

// sendScript is one enabled script element of a send.
type sendScript struct {
	elementID string
	source    string
	timeoutMs int64
}

// sendScripts picks the enabled script elements of kind, in order.
func sendScripts(els []json.RawMessage, kind string) []sendScript {
	var out []sendScript
	for _, el := range els {
		ms, err := workspace.Members(el)
		if err != nil {
			continue
		}
		if k, _ := workspace.String(valueOf(ms, "kind")); k != kind {
			continue
		}
		if on, ok := workspace.Bool(valueOf(ms, "enabled")); ok && !on {
			continue
		}
		cfg, err := workspace.Members(valueOf(ms, "config"))
		if err != nil {
			continue
		}
		src, _ := workspace.String(valueOf(cfg, "script"))
		if strings.TrimSpace(src) == "" {
			continue
		}
		sc := sendScript{source: src}
		sc.elementID, _ = workspace.String(valueOf(ms, "id"))
		sc.timeoutMs, _ = workspace.Int(valueOf(cfg, "timeoutMs"))
		out = append(out, sc)
	}
	return out
}

func valueOf(ms []workspace.Member, key string) json.RawMessage {
	v, _ := workspace.Get(ms, key)
	return v
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

// variablesOf reads a stored variables object into a script scope (the
// compose rules: disabled and null entries are not visible), order kept.
func variablesOf(raw json.RawMessage) *scripting.Variables {
	v := &scripting.Variables{Values: sender.VarsFromJSON(raw)}
	if ms, err := workspace.Members(raw); err == nil {
		for _, m := range ms {
			if _, ok := v.Values[m.Key]; ok && !slices.Contains(v.Names, m.Key) {
				v.Names = append(v.Names, m.Key)
			}
		}
	}
	return v
}

func newScopes(src composeSources) *sendScopes {
	sc := &sendScopes{
		globals: variablesOf(src.globals),
		env:     &scripting.Variables{Values: map[string]string{}},
		coll:    &scripting.Variables{Values: map[string]string{}},
		locals:  &scripting.Variables{Values: map[string]string{}},
		data:    &scripting.Variables{Values: map[string]string{}},
	}
	if src.env != nil {
		sc.env = variablesOf(src.env.Variables)
	}
	if len(src.in.Chain) > 0 {
		sc.coll = variablesOf(src.in.Chain[0].Variables)
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
		in.Chain = []workspace.Collection{{ID: inlineCollection, Variables: scopeObject(sc.coll, nil)}}
	}
	in.Extra = append(slices.Clone(in.Extra), sender.Vars(sc.locals.Values))
	return in
}

// runScripts runs one phase's scripts in order; pre scripts stop at the
// first skipRequest.
func (s *Server) runScripts(ctx context.Context, phase string, list []sendScript, sc *sendScopes, req *scripting.ScriptRequest, res *scripting.ScriptResponse, info scripting.Info, out *scriptOutcome) {
	for _, el := range list {
		in := scripting.Input{Phase: phase, Script: el.source, Request: req, Response: res,
			Globals: sc.globals, CollectionVariables: sc.coll, Environment: sc.env, IterationData: sc.data, Locals: sc.locals,
			Info: info, Send: s.scriptSend}
		if el.timeoutMs > 0 {
			in.Timeout = msDuration(el.timeoutMs)
		}
		r := s.scripts.Run(ctx, in)
		out.Tests = append(out.Tests, r.Tests...)
		out.Console = append(out.Console, r.Console...)
		if r.Error != "" || r.TimedOut {
			msg := r.Error
			if msg == "" {
				msg = "the script ran past its deadline and was stopped"
			}
			out.ScriptErrors = append(out.ScriptErrors, scriptError{Phase: phase, ElementID: el.elementID, Error: msg, TimedOut: r.TimedOut})
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
	req := sender.Request{Method: sr.Method, URL: sr.URL, FollowRedirects: true, MaxRedirects: 10, HTTPVersion: "auto", VerifySSL: true}
	if req.Method == "" {
		req.Method = http.MethodGet
	}
	for _, h := range sr.Headers {
		req.Headers = append(req.Headers, sender.Header{Key: h.Key, Value: h.Value})
	}
	if sr.Body != "" {
		req.Body = workspace.Object([]workspace.Member{{Key: "mode", Value: workspace.Quote("text")}, {Key: "content", Value: workspace.Quote(sr.Body)}})
	}
	res, _ := s.sender.Send(ctx, req, s.settings())
	if res.StatusCode == 0 {
		return scripting.ScriptResponse{}, &sender.SendError{Code: res.ErrorCode, Message: res.Message}
	}
	return toScriptResponse(res), nil
}

// templateRequest is pm.request of the pre phase: the template with
// {{variables}} unresolved (as Postman shows it), enabled headers only.
func templateRequest(r workspace.Request) scripting.ScriptRequest {
	sr := scripting.ScriptRequest{ID: r.ID, Name: r.Name, Method: r.Method, URL: r.URL, Headers: []scripting.KV{}}
	if items, err := workspace.Elements(r.Headers); err == nil {
		for _, h := range items {
			ms, err := workspace.Members(h)
			if err != nil {
				continue
			}
			if on, ok := workspace.Bool(valueOf(ms, "enabled")); ok && !on {
				continue
			}
			k, _ := workspace.String(valueOf(ms, "key"))
			v, _ := workspace.String(valueOf(ms, "value"))
			sr.Headers = append(sr.Headers, scripting.KV{Key: k, Value: v})
		}
	}
	sr.Body = bodyContent(r.Body)
	return sr
}

// bodyContent is the text of a content-based body ("" for the others).
func bodyContent(body json.RawMessage) string {
	ms, err := workspace.Members(body)
	if err != nil {
		return ""
	}
	s, _ := workspace.String(valueOf(ms, "content"))
	return s
}

func sameScriptRequest(a, b scripting.ScriptRequest) bool {
	return a.Method == b.Method && a.URL == b.URL && a.Body == b.Body && slices.Equal(a.Headers, b.Headers)
}

// applyScriptRequest writes what pre scripts left in pm.request onto the
// template: method, url, the header rows (each enabled) and the body text
// (a content mode keeps its mode; any other body becomes text).
func applyScriptRequest(t workspace.Request, sr scripting.ScriptRequest) workspace.Request {
	if m := strings.ToUpper(sr.Method); slices.Contains(workspace.Methods, m) {
		t.Method = m
	}
	t.URL = sr.URL
	rows := make([]json.RawMessage, 0, len(sr.Headers))
	for _, h := range sr.Headers {
		rows = append(rows, workspace.Object([]workspace.Member{{Key: "key", Value: workspace.Quote(h.Key)}, {Key: "value", Value: workspace.Quote(h.Value)}, {Key: "enabled", Value: json.RawMessage("true")}}))
	}
	t.Headers = workspace.Array(rows)
	if sr.Body != bodyContent(t.Body) {
		ms, err := workspace.Members(t.Body)
		if _, hasContent := workspace.Get(ms, "content"); err == nil && hasContent {
			t.Body = workspace.Object(workspace.Set(ms, "content", workspace.Quote(sr.Body)))
		} else {
			t.Body = workspace.Object([]workspace.Member{{Key: "mode", Value: workspace.Quote("text")}, {Key: "content", Value: workspace.Quote(sr.Body)}})
		}
	}
	return t
}

// sentScriptRequest is pm.request of the post phase: the request as sent.
func sentScriptRequest(r workspace.Request, s sender.Sent) scripting.ScriptRequest {
	sr := scripting.ScriptRequest{ID: r.ID, Name: r.Name, Method: s.Method, URL: s.URL, Body: s.Body, Headers: make([]scripting.KV, 0, len(s.Headers))}
	for _, h := range s.Headers {
		sr.Headers = append(sr.Headers, scripting.KV{Key: h.Key, Value: h.Value})
	}
	return sr
}

func toScriptResponse(r sender.Response) scripting.ScriptResponse {
	out := scripting.ScriptResponse{Code: r.StatusCode, Status: r.StatusText, ResponseTimeMs: r.Timing.TotalMs, ResponseSize: r.Size, Headers: make([]scripting.KV, 0, len(r.Headers))}
	for _, h := range r.Headers {
		out.Headers = append(out.Headers, scripting.KV{Key: h.Key, Value: h.Value})
	}
	if r.BodyEncoding == "base64" {
		out.Body, _ = base64.StdEncoding.DecodeString(r.Body)
	} else {
		out.Body = []byte(r.Body)
	}
	return out
}

// scopeObject renders a scope as a stored variables object: the members
// of cur in their order (a changed one takes the new value, an unset one
// is dropped, one invisible to scripts such as a disabled entry is kept),
// then the names scripts added, in their order. A value a script set as a
// number, boolean or object is stored as that JSON.
func scopeObject(v *scripting.Variables, cur json.RawMessage) json.RawMessage {
	return scopeDiff(v, nil, cur)
}

// scopeDiff applies the changes from before to v onto cur (before nil: v
// replaces every visible member).
func scopeDiff(v *scripting.Variables, before map[string]string, cur json.RawMessage) json.RawMessage {
	visible := sender.VarsFromJSON(cur)
	changed := func(k string) bool {
		if before == nil {
			return true
		}
		old, had := before[k]
		nv, has := v.Values[k]
		return had != has || old != nv
	}
	value := func(k string) json.RawMessage {
		if t, ok := v.Typed[k]; ok && t.String == v.Values[k] && json.Valid([]byte(t.JSON)) {
			return json.RawMessage(t.JSON)
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

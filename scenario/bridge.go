package scenario

import (
	"encoding/base64"
	"net/http"
	"slices"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/scripting"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/workspace"
)

// The bridges between the stored and sent types (workspace, sender) and
// what scripts see (scripting), shared by a collection run's steps and by
// a single send (mgmt's POST /execute), so both show scripts the same
// pm.request, pm.response and variable scopes.

// VariablesOf reads a stored variables object into a script scope, order
// kept, with sender.VarsFromJSON's rules (disabled and null entries skipped).
func VariablesOf(raw codec.RawMessage) *scripting.Variables {
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

// PreRequest runs the pre phase of r: run gets pm.request (the template,
// {{variables}} unresolved, as Postman shows it) to run the script.pre
// elements on, and reports whether one called skipRequest. PreRequest
// returns the request to compose: r with what the scripts left in
// pm.request applied, or r itself when they left it as it was, so an
// untouched template composes exactly as stored. It fails, before run is
// called, when r's headers do not read (sender.EnabledHeaders).
func PreRequest(r workspace.Request, run func(req *scripting.ScriptRequest) (skip bool)) (next workspace.Request, skipped bool, err error) {
	next, _, skipped, err = preRequest(r, run)
	return next, skipped, err
}

// preRequest is PreRequest, saying too whether the scripts changed the
// request (changed false: next is r).
func preRequest(r workspace.Request, run func(req *scripting.ScriptRequest) (skip bool)) (next workspace.Request, changed, skipped bool, err error) {
	sr, err := templateRequest(r)
	if err != nil {
		return r, false, false, err
	}
	next, changed, skipped = preRequestFrom(r, sr, run)
	return next, changed, skipped, nil
}

// preRequestFrom is preRequest from sr, r's templateRequest (its own
// copy: the scripts change it).
func preRequestFrom(r workspace.Request, sr scripting.ScriptRequest, run func(req *scripting.ScriptRequest) (skip bool)) (next workspace.Request, changed, skipped bool) {
	before := sr
	before.Headers = slices.Clone(sr.Headers)
	if run(&sr) {
		return r, false, true
	}
	if sameRequest(before, sr) {
		return r, false, false
	}
	return applyRequest(r, sr), true, false
}

// templateRequest is pm.request of the pre phase: the stored template,
// {{variables}} unresolved, enabled headers only.
func templateRequest(r workspace.Request) (scripting.ScriptRequest, error) {
	sr := scripting.ScriptRequest{ID: r.ID, Name: r.Name, Method: r.Method, URL: r.URL, Headers: []scripting.KV{}}
	headers, err := sender.EnabledHeaders(r.Headers)
	if err != nil {
		return sr, err
	}
	for _, h := range headers {
		sr.Headers = append(sr.Headers, scripting.KV{Key: h.Key, Value: h.Value})
	}
	sr.Body = bodyContent(r.Body)
	sr.Form, sr.Description = formFields(r.Body), r.Description
	return sr, nil
}

func mustMembers(raw codec.RawMessage) []workspace.Member {
	ms, _ := workspace.Members(raw)
	return ms
}

// formFields are the enabled fields of a url-encoded or form-data body as
// written (a file field's value is its src), for the legacy request.data;
// nil for any other body.
func formFields(body codec.RawMessage) []scripting.KV {
	ms, err := workspace.Members(body)
	if err != nil {
		return nil
	}
	mode, _ := workspace.Get(ms, "mode")
	if m, _ := workspace.String(mode); m != "x-www-form-urlencoded" && m != "form-data" && m != "form" && m != "formdata" {
		return nil
	}
	fields, _ := workspace.Get(ms, "fields")
	rows, _ := workspace.Elements(fields)
	out := make([]scripting.KV, 0, len(rows))
	for _, row := range rows {
		fm, err := workspace.Members(row)
		if err != nil {
			continue
		}
		if en, ok := workspace.Get(fm, "enabled"); ok {
			if b, isBool := workspace.Bool(en); isBool && !b {
				continue
			}
		}
		get := func(k string) string {
			v, _ := workspace.Get(fm, k)
			s, _ := workspace.String(v)
			return s
		}
		value := get("value")
		if get("type") == "file" {
			value = get("src")
		}
		out = append(out, scripting.KV{Key: get("key"), Value: value})
	}
	return out
}

// bodyContent is the text of a content-based body ("" for the others).
func bodyContent(body codec.RawMessage) string {
	ms, err := workspace.Members(body)
	if err != nil {
		return ""
	}
	c, _ := workspace.Get(ms, "content")
	s, _ := workspace.String(c)
	return s
}

func sameRequest(a, b scripting.ScriptRequest) bool {
	return a.Method == b.Method && a.URL == b.URL && a.Body == b.Body && slices.Equal(a.Headers, b.Headers)
}

// applyRequest writes what pre scripts left in pm.request back onto the
// template: method (upper-cased; one that is not a method is ignored),
// url, the header rows (every one enabled) and the body text (a content
// mode keeps its mode; any other body becomes text).
func applyRequest(t workspace.Request, sr scripting.ScriptRequest) workspace.Request {
	if m := strings.ToUpper(sr.Method); slices.Contains(workspace.Methods, m) {
		t.Method = m
	}
	t.URL = sr.URL
	rows := make([]codec.RawMessage, 0, len(sr.Headers))
	for _, h := range sr.Headers {
		rows = append(rows, workspace.Object([]workspace.Member{{Key: "key", Value: workspace.Quote(h.Key)}, {Key: "value", Value: workspace.Quote(h.Value)}, {Key: "enabled", Value: codec.RawMessage("true")}}))
	}
	t.Headers = workspace.Array(rows)
	if sr.Body != bodyContent(t.Body) {
		t.Body = textBody(t.Body, sr.Body)
	}
	return t
}

// textBody is body with its content replaced by text when it has one,
// else a text body of text.
func textBody(body codec.RawMessage, text string) codec.RawMessage {
	ms, err := workspace.Members(body)
	if _, hasContent := workspace.Get(ms, "content"); err == nil && hasContent {
		return workspace.Object(workspace.Set(ms, "content", workspace.Quote(text)))
	}
	return workspace.Object([]workspace.Member{{Key: "mode", Value: workspace.Quote("text")}, {Key: "content", Value: workspace.Quote(text)}})
}

// SentRequest is pm.request of the post phase: r's id and name, the
// request as sent.
func SentRequest(r workspace.Request, s sender.Sent) scripting.ScriptRequest {
	sr := scripting.ScriptRequest{ID: r.ID, Name: r.Name, Method: s.Method, URL: s.URL, Body: s.Body, Headers: make([]scripting.KV, 0, len(s.Headers)),
		Description: r.Description}
	// A url-encoded body as sent (variables resolved) is read from Body;
	// form-data fields come from the request, as the sent body streams.
	if m, _ := workspace.Get(mustMembers(r.Body), "mode"); string(m) == `"form-data"` || string(m) == `"formdata"` {
		sr.Form = formFields(r.Body)
	}
	for _, h := range s.Headers {
		sr.Headers = append(sr.Headers, scripting.KV{Key: h.Key, Value: h.Value})
	}
	return sr
}

// ScriptResponse is pm.response: r with its body decoded to bytes.
func ScriptResponse(r sender.Response) scripting.ScriptResponse {
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

// ScriptSend is the request of pm.sendRequest(sr): GET when sr names no
// method, redirects followed (at most 10), TLS verified, any HTTP
// version, a non-empty body sent as text. Its Timeout is 0 (the
// settings' default).
func ScriptSend(sr scripting.ScriptRequest) sender.Request {
	req := sender.Request{Method: sr.Method, URL: sr.URL, FollowRedirects: true, MaxRedirects: 10, HTTPVersion: "auto", VerifySSL: true}
	if req.Method == "" {
		req.Method = http.MethodGet
	}
	for _, h := range sr.Headers {
		req.Headers = append(req.Headers, sender.Header{Key: h.Key, Value: h.Value})
	}
	if sr.Body != "" {
		req.Body = textBody(nil, sr.Body)
	}
	return req
}

// ScriptSendResult is what pm.sendRequest returns for res: the response,
// or a *sender.SendError when nothing answered.
func ScriptSendResult(res sender.Response) (scripting.ScriptResponse, error) {
	if res.StatusCode == 0 {
		return scripting.ScriptResponse{}, &sender.SendError{Code: res.ErrorCode, Message: res.Message}
	}
	return ScriptResponse(res), nil
}

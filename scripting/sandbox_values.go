package scripting

// This file converts requests and responses between Go and the plain
// objects the prelude wraps into pm.request, pm.response and
// pm.sendRequest.

import (
	"strconv"

	"github.com/dop251/goja"
)

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
		e := o.Get(strconv.Itoa(i))
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
	if q.Form != nil {
		_ = o.Set("form", r.kvArray(q.Form))
	}
	if q.Description != "" {
		_ = o.Set("description", q.Description)
	}
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

package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
)

// TestAppendResponse holds the answers the HTTP transport writes itself
// to the generic encoder's: the same JSON value for every result shape
// and id, the result's text the same object as its structuredContent, and
// an engine answer's response released once written.
func TestAppendResponse(t *testing.T) {
	bg := context.Background()
	built := func(v any) *mcp.CallToolResult {
		res, err := result(bg, v)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	passedThrough := func(body string) *mcp.CallToolResult {
		resp := fasthttp.AcquireResponse()
		resp.SetBodyString(body)
		res, err := result(withAnswerWriter(bg), newAnswer(resp))
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	// as is the result the generic encoder is given for the same object.
	as := func(object string) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(object)}, StructuredContent: jsonText(object)}
	}
	differ := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(`{"x":1}`)}, StructuredContent: objectText([]byte("{\n \"x\": 1}\n"))}
	foreign := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("plain")}, StructuredContent: map[string]any{"k": "v"}}
	refusal := errorResult(&Refusal{Gate: "mcpWriteEnabled", Msg: "writes are off"})
	for _, tc := range []struct {
		name   string
		id     any
		res    *mcp.CallToolResult
		want   *mcp.CallToolResult // nil: res itself
		direct bool
	}{
		{"an object, numeric id", int64(7), built(map[string]any{"name": "a \"quoted\" \\ name\u2028é", "n": 1}), nil, true},
		{"a list wrapped as items", "id \"with\" quotes\u2028", built(codec.RawMessage(` [1, {"a": "b"}] `)), nil, true},
		{"a scalar wrapped as result", float64(1.5), built("text"), nil, true},
		{"text and structure that differ", int64(1), differ, nil, false},
		{"a refusal", int64(2), refusal, nil, true},
		{"a result this package does not build", int64(3), foreign, nil, false},
		{"an engine object passed through", int64(4), passedThrough(" {\"a\": \"x\\\"y\", \"n\": [1, 2]}\n"), as(`{"a": "x\"y", "n": [1, 2]}`), true},
		{"an engine list passed through", int64(5), passedThrough(`[{"id":"r1"},{"id":"r2"}]`), as(`{"items":[{"id":"r1"},{"id":"r2"}]}`), true},
		{"an empty engine answer passed through", int64(6), passedThrough(""), as(`{"result":null}`), true},
	} {
		want := tc.want
		if want == nil {
			want = tc.res
		}
		wantJSON, err := codec.Marshal(mcp.JSONRPCResponse{JSONRPC: "2.0", ID: mcp.NewRequestId(tc.id), Result: want})
		if err != nil {
			t.Fatal(err)
		}
		resp := mcp.JSONRPCResponse{JSONRPC: "2.0", ID: mcp.NewRequestId(tc.id), Result: tc.res}
		passed, _ := tc.res.StructuredContent.(*answer)
		if _, _, direct := directResult(resp); direct != tc.direct {
			t.Errorf("%s: written directly %v, want %v", tc.name, direct, tc.direct)
		}
		got, err := appendResponse([]byte("kept"), resp)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if string(got[:4]) != "kept" {
			t.Fatalf("%s: dst was not appended to", tc.name)
		}
		if passed != nil && passed.resp != nil {
			t.Errorf("%s: the answer's response was not released once written", tc.name)
		}
		var g, w map[string]any
		if err := json.Unmarshal(got[4:], &g); err != nil {
			t.Fatalf("%s: not JSON: %v: %s", tc.name, err, got[4:])
		}
		_ = json.Unmarshal(wantJSON, &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got[4:], wantJSON)
		}
		if !tc.direct {
			continue
		}
		r := g["result"].(map[string]any)
		var fromText any
		if err := json.Unmarshal([]byte(r["content"].([]any)[0].(map[string]any)["text"].(string)), &fromText); err != nil || !reflect.DeepEqual(fromText, r["structuredContent"]) {
			t.Errorf("%s: text %v is not structuredContent %v (%v)", tc.name, fromText, r["structuredContent"], err)
		}
	}
}

// An engine answer outside the HTTP transport (stdio) is read into the
// result's one string, and its response released.
func TestAnswerReadOnceOutsideHTTP(t *testing.T) {
	resp := fasthttp.AcquireResponse()
	resp.SetBodyString(`[1,2]`)
	a := newAnswer(resp)
	res, err := result(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	if a.resp != nil || res.StructuredContent != jsonText(`{"items":[1,2]}`) || res.Content[0].(mcp.TextContent).Text != `{"items":[1,2]}` {
		t.Errorf("result %+v, released %v", res, a.resp == nil)
	}
}

// TestObjectText checks the object a result carries for each kind of
// JSON value.
func TestObjectText(t *testing.T) {
	for in, want := range map[string]jsonText{
		`{"a":1}`:       `{"a":1}`,
		" \n{\"a\":1} ": `{"a":1}`,
		`[1,2]`:         `{"items":[1,2]}`,
		`"s"`:           `{"result":"s"}`,
		`3`:             `{"result":3}`,
		`null`:          `{"result":null}`,
		``:              `{"result":null}`,
		"  ":            `{"result":null}`,
	} {
		if got := objectText([]byte(in)); got != want {
			t.Errorf("objectText(%q) = %s, want %s", in, got, want)
		}
	}
	if _, err := result(context.Background(), func() {}); err == nil || errors.Unwrap(err) == nil {
		t.Errorf("a value that cannot be encoded: %v", err)
	}
}

package mcp

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/svc-engine/svc-engine/codec"
)

// TestAppendResponse holds the answers the HTTP transport writes itself
// to the generic encoder's: the same JSON value for every result shape
// and id, and the result's text the same object as its structuredContent.
func TestAppendResponse(t *testing.T) {
	ok, err := result(map[string]any{"name": "a \"quoted\" \\ name\u2028é", "n": 1})
	if err != nil {
		t.Fatal(err)
	}
	list, err := result(codec.RawMessage(` [1, {"a": "b"}] `))
	if err != nil {
		t.Fatal(err)
	}
	scalar, _ := result("text")
	passed := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(`{"x":1}`)}, StructuredContent: objectText([]byte("{\n \"x\": 1}\n"))}
	refusal := errorResult(&Refusal{Gate: "mcpWriteEnabled", Msg: "writes are off"})
	foreign := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("plain")}, StructuredContent: map[string]any{"k": "v"}}
	for _, tc := range []struct {
		name   string
		id     any
		res    *mcp.CallToolResult
		direct bool
	}{
		{"an object, numeric id", int64(7), ok, true},
		{"a list wrapped as items", "id \"with\" quotes\u2028", list, true},
		{"a scalar wrapped as result", float64(1.5), scalar, true},
		{"text and structure that differ", int64(1), passed, false},
		{"a refusal", int64(2), refusal, true},
		{"a result this package does not build", int64(3), foreign, false},
	} {
		resp := mcp.JSONRPCResponse{JSONRPC: "2.0", ID: mcp.NewRequestId(tc.id), Result: tc.res}
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
		want, err := codec.Marshal(resp)
		if err != nil {
			t.Fatal(err)
		}
		var g, w map[string]any
		if err := json.Unmarshal(got[4:], &g); err != nil {
			t.Fatalf("%s: not JSON: %v: %s", tc.name, err, got[4:])
		}
		_ = json.Unmarshal(want, &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got[4:], want)
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
	if _, err := result(func() {}); err == nil || errors.Unwrap(err) == nil {
		t.Errorf("a value that cannot be encoded: %v", err)
	}
}

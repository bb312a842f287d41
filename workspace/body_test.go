package workspace

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestNormalizeBodyAcceptsEveryMode(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		in, want string
		mode     string
	}{
		{"none", `{"mode":"none"}`, `{"mode":"none"}`, "none"},
		{"json keeps its content verbatim", `{"mode":"json","content":"{\"a\": 1}"}`, `{"mode":"json","content":"{\"a\": 1}"}`, "json"},
		{"text", `{"mode":"text","content":"hi {{x}}"}`, `{"mode":"text","content":"hi {{x}}"}`, "text"},
		{"xml", `{"mode":"xml","content":"<a/>"}`, `{"mode":"xml","content":"<a/>"}`, "xml"},
		{"graphql", `{"mode":"graphql","content":"{ me }"}`, `{"mode":"graphql","content":"{ me }"}`, "graphql"},
		{"jsonrpc", `{"mode":"jsonrpc","content":"[]"}`, `{"mode":"jsonrpc","content":"[]"}`, "jsonrpc"},
		{"json with empty content keeps its mode", `{"mode":"json","content":""}`, `{"mode":"json","content":""}`, "json"},
		{"graphql with empty content keeps its mode", `{"mode":"graphql","content":""}`, `{"mode":"graphql","content":""}`, "graphql"},
		{"a content mode without content keeps its mode with empty content", `{"mode":"xml"}`, `{"mode":"xml","content":""}`, "xml"},
		{"null fields on a string mode are ignored", `{"mode":"text","content":"x","fields":null}`, `{"mode":"text","content":"x","fields":null}`, "text"},
		{"whitespace is compacted and member order kept", `{ "content" : "x" , "mode" : "text" }`, `{"content":"x","mode":"text"}`, "text"},
		{"unknown members are kept in place", `{"mode":"text","note":1,"content":"x"}`, `{"mode":"text","note":1,"content":"x"}`, "text"},
		{"urlencoded rows get value and enabled defaults",
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a"},{"key":"b","value":"2","enabled":false}]}`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"a","value":"","enabled":true},{"key":"b","value":"2","enabled":false}]}`, "x-www-form-urlencoded"},
		{"a null value reads as empty", `{"mode":"form-data","fields":[{"key":"a","value":null}]}`, `{"mode":"form-data","fields":[{"key":"a","value":"","enabled":true}]}`, "form-data"},
		{"a non-boolean enabled reads as enabled",
			`{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":"false"},{"key":"b","value":"2","enabled":0},{"key":"c","value":"3","enabled":null}]}`,
			`{"mode":"form-data","fields":[{"key":"a","value":"1","enabled":true},{"key":"b","value":"2","enabled":true},{"key":"c","value":"3","enabled":true}]}`, "form-data"},
		{"an empty fields array", `{"mode":"form-data","fields":[]}`, `{"mode":"form-data","fields":[]}`, "form-data"},
		{"legacy form is the long urlencoded name", `{"mode":"form","fields":[]}`, `{"mode":"x-www-form-urlencoded","fields":[]}`, "x-www-form-urlencoded"},
		{"legacy formdata is the long form-data name", `{"fields":[],"mode":"formdata"}`, `{"fields":[],"mode":"form-data"}`, "form-data"},
		{"file parts keep src, fileName and contentType",
			`{"mode":"form-data","fields":[{"key":"f","type":"file","src":"/tmp/{{f}}","fileName":"{{n}}","contentType":"image/png","enabled":false}]}`,
			`{"mode":"form-data","fields":[{"key":"f","type":"file","src":"/tmp/{{f}}","fileName":"{{n}}","contentType":"image/png","enabled":false,"value":""}]}`, "form-data"},
		{"a text part may state its type", `{"mode":"form-data","fields":[{"key":"t","value":"v","type":"text","enabled":true}]}`,
			`{"mode":"form-data","fields":[{"key":"t","value":"v","type":"text","enabled":true}]}`, "form-data"},
		{"a null src on a text part is no src", `{"mode":"x-www-form-urlencoded","fields":[{"key":"t","value":"v","enabled":true,"src":null}]}`,
			`{"mode":"x-www-form-urlencoded","fields":[{"key":"t","value":"v","enabled":true,"src":null}]}`, "x-www-form-urlencoded"},
		{"fileName and contentType are allowed on a text part", `{"mode":"form-data","fields":[{"key":"t","value":"v","enabled":true,"contentType":"text/plain"}]}`,
			`{"mode":"form-data","fields":[{"key":"t","value":"v","enabled":true,"contentType":"text/plain"}]}`, "form-data"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, mode, err := NormalizeBody(json.RawMessage(tc.in))
			if err != nil {
				t.Fatalf("NormalizeBody(%s): %v", tc.in, err)
			}
			if string(got) != tc.want || mode != tc.mode {
				t.Fatalf("NormalizeBody(%s)\n got %s, mode %q\nwant %s, mode %q", tc.in, got, mode, tc.want, tc.mode)
			}
			again, mode2, err := NormalizeBody(got)
			if err != nil || string(again) != string(got) || mode2 != mode {
				t.Fatalf("NormalizeBody is not idempotent on %s: got %s, mode %q, err %v", got, again, mode2, err)
			}
		})
	}
}

func TestNormalizeBodyRefusals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in, field string
	}{
		{"a string", `"text"`, "body"},
		{"an array", `[]`, "body"},
		{"no mode", `{}`, "body.mode"},
		{"a null mode", `{"mode":null}`, "body.mode"},
		{"a numeric mode", `{"mode":1}`, "body.mode"},
		{"an unknown mode", `{"mode":"yaml"}`, "body.mode"},
		{"a mode in another case", `{"mode":"JSON","content":""}`, "body.mode"},
		{"an empty mode", `{"mode":""}`, "body.mode"},
		{"numeric content", `{"mode":"json","content":1}`, "body.content"},
		{"object content", `{"mode":"graphql","content":{"query":"{a}"}}`, "body.content"},
		{"array content", `{"mode":"jsonrpc","content":[]}`, "body.content"},
		{"boolean content", `{"mode":"text","content":false}`, "body.content"},
		{"fields on a string mode", `{"mode":"json","content":"{}","fields":[]}`, "body.fields"},
		{"fields on xml", `{"mode":"xml","fields":[{"key":"a"}]}`, "body.fields"},
		{"a form mode without fields", `{"mode":"x-www-form-urlencoded"}`, "body.fields"},
		{"a form mode with null fields", `{"mode":"form-data","fields":null}`, "body.fields"},
		{"a form mode with a string fields", `{"mode":"form","fields":"a=1"}`, "body.fields"},
		{"a form mode with an object fields", `{"mode":"formdata","fields":{"a":"1"}}`, "body.fields"},
		{"a row that is not an object", `{"mode":"form-data","fields":[{"key":"a"},"b=2"]}`, "body.fields[1]"},
		{"a row without key", `{"mode":"form-data","fields":[{"value":"v"}]}`, "body.fields[0].key"},
		{"a row with a null key", `{"mode":"form-data","fields":[{"key":null}]}`, "body.fields[0].key"},
		{"a row with a numeric key", `{"mode":"x-www-form-urlencoded","fields":[{"key":1}]}`, "body.fields[0].key"},
		{"a row with a numeric value", `{"mode":"x-www-form-urlencoded","fields":[{"key":"k","value":1}]}`, "body.fields[0].value"},
		{"a type other than text or file", `{"mode":"form-data","fields":[{"key":"k","type":"binary"}]}`, "body.fields[0].type"},
		{"a numeric type", `{"mode":"form-data","fields":[{"key":"k","type":2}]}`, "body.fields[0].type"},
		{"a file part in urlencoded", `{"mode":"x-www-form-urlencoded","fields":[{"key":"k","type":"file","src":"/x"}]}`, "body.fields[0].type"},
		{"a file part in legacy form", `{"mode":"form","fields":[{"key":"k","type":"file","src":"/x"}]}`, "body.fields[0].type"},
		{"src on a part without type", `{"mode":"form-data","fields":[{"key":"k","src":"/x"}]}`, "body.fields[0].src"},
		{"src on a text part", `{"mode":"form-data","fields":[{"key":"k","type":"text","src":"/x"}]}`, "body.fields[0].src"},
		{"a numeric src", `{"mode":"form-data","fields":[{"key":"k","type":"file","src":1}]}`, "body.fields[0].src"},
		{"a numeric fileName", `{"mode":"form-data","fields":[{"key":"k","type":"file","src":"/x","fileName":1}]}`, "body.fields[0].fileName"},
		{"an object contentType", `{"mode":"form-data","fields":[{"key":"k","type":"file","src":"/x","contentType":{}}]}`, "body.fields[0].contentType"},
		{"a numeric contentType on a text part", `{"mode":"form-data","fields":[{"key":"k","contentType":5}]}`, "body.fields[0].contentType"},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is refused naming "+tc.field, func(t *testing.T) {
			t.Parallel()
			got, mode, err := NormalizeBody(json.RawMessage(tc.in))
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("NormalizeBody(%s) = %s, %q, %v; want a *FieldError on %s", tc.in, got, mode, err, tc.field)
			}
			if fe.Field != tc.field {
				t.Fatalf("NormalizeBody(%s): field %q (%s), want %q", tc.in, fe.Field, fe.Message, tc.field)
			}
			if fe.Message == "" {
				t.Fatalf("NormalizeBody(%s): empty message", tc.in)
			}
		})
	}
}

func TestBodyModesListsTheLongNames(t *testing.T) {
	t.Parallel()
	want := []string{"none", "json", "text", "xml", "graphql", "jsonrpc", "x-www-form-urlencoded", "form-data"}
	got := BodyModes()
	if len(got) != len(want) {
		t.Fatalf("BodyModes() = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("BodyModes() = %v, want %v", got, want)
		}
	}
	// The result is the caller's: changing it must not change the next call.
	got[0] = "changed"
	if BodyModes()[0] != "none" {
		t.Fatalf("BodyModes shares its backing array with callers")
	}
}

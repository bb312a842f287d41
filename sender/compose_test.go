package sender

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/workspace"
)

func col(id, vars, auth, elements string) workspace.Collection {
	return workspace.Collection{ID: id, Variables: json.RawMessage(vars), Auth: json.RawMessage(auth), Elements: json.RawMessage(elements)}
}

func TestVariablePrecedenceIsGlobalsChainEnvironmentThenExtra(t *testing.T) {
	in := ComposeInput{
		Request: workspace.Request{Method: "GET", URL: "{{a}}/{{b}}/{{c}}/{{d}}/{{e}}/{{f}}", Headers: json.RawMessage(`[]`), Body: json.RawMessage(`{"mode":"none"}`), Auth: json.RawMessage(`{"mode":"inherit"}`)},
		Chain: []workspace.Collection{
			col("col_root", `{"a":"root","b":"root","c":"root"}`, `{"mode":"none"}`, `[]`),
			col("col_leaf", `{"b":"leaf","c":"leaf"}`, `{"mode":"none"}`, `[]`),
		},
		Globals:     Vars{"a": "global", "f": "global"},
		Environment: Vars{"c": "env", "d": "env"},
		Extra:       []Vars{{"d": "row", "e": "row"}, {"e": "script"}},
	}
	got, err := Compose(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := "root/leaf/env/row/script/global"; got.Request.URL != want {
		t.Fatalf("URL %q, want %q", got.Request.URL, want)
	}
}

func TestUnresolvedNamesAreLeftAsWrittenAndListedOnce(t *testing.T) {
	in := ComposeInput{Request: workspace.Request{Method: "POST", URL: "http://{{host}}/x?q={{ missing }}&r={{missing}}",
		Headers: json.RawMessage(`[{"key":"X-{{hk}}","value":"{{hv}}","enabled":true},{"key":"Off","value":"{{never}}","enabled":false}]`),
		Body:    json.RawMessage(`{"mode":"json","content":"{\"a\":\"{{body}}\"}"}`),
		Auth:    json.RawMessage(`{"mode":"bearer","token":"{{tok}}"}`)},
		Globals: Vars{"host": "127.0.0.1"}}
	got, err := Compose(in)
	if err != nil {
		t.Fatal(err)
	}
	if got.Request.URL != "http://127.0.0.1/x?q={{ missing }}&r={{missing}}" {
		t.Fatalf("URL %q", got.Request.URL)
	}
	if diff := cmp.Diff([]string{"missing", "hk", "hv", "body", "tok"}, got.Unresolved); diff != "" {
		t.Fatalf("unresolved (-want +got):\n%s", diff)
	}
	if len(got.Request.Headers) != 1 {
		t.Fatalf("disabled header rows must not be composed: %v", got.Request.Headers)
	}
}

func TestVariablesResolveInBodyFormFieldsAndFileParts(t *testing.T) {
	in := ComposeInput{Request: workspace.Request{Method: "POST", URL: "u",
		Body: json.RawMessage(`{"mode":"form-data","fields":[{"key":"{{k}}","value":"{{v}}","enabled":true},{"key":"f","type":"file","src":"{{dir}}/a.bin","fileName":"{{name}}","contentType":"{{ct}}","value":"","enabled":true}]}`),
		Auth: json.RawMessage(`{"mode":"none"}`)},
		Environment: Vars{"k": "key", "v": "val", "dir": "/tmp", "name": "n.bin", "ct": "image/png"}}
	got, err := Compose(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"mode":"form-data","fields":[{"key":"key","value":"val","enabled":true},{"key":"f","type":"file","src":"/tmp/a.bin","fileName":"n.bin","contentType":"image/png","value":"","enabled":true}]}`
	if string(got.Request.Body) != want {
		t.Fatalf("body\n got %s\nwant %s", got.Request.Body, want)
	}
}

func TestNestedVariablesResolveAndCyclesStop(t *testing.T) {
	s := NewScope(Vars{"base": "http://{{host}}:{{port}}", "host": "127.0.0.1", "port": "80", "loop": "{{loop}}"})
	var un []string
	if got := s.Resolve("{{base}}/x", &un); got != "http://127.0.0.1:80/x" {
		t.Fatalf("nested: %q", got)
	}
	done := make(chan string, 1)
	go func() { done <- s.Resolve("{{loop}}", &un) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("a self-referencing variable did not terminate")
	}
}

func TestDynamicVariablesAreGeneratedPerOccurrence(t *testing.T) {
	s := NewScope()
	s.now = func() time.Time { return time.Date(2026, 11, 21, 8, 0, 0, 123e6, time.UTC) }
	var un []string
	got := s.Resolve("{{$guid}} {{$guid}} {{$timestamp}} {{$isoTimestamp}} {{$randomInt}}", &un)
	parts := strings.Fields(got)
	if len(parts) != 5 || parts[0] == parts[1] || len(parts[0]) != 36 {
		t.Fatalf("guids %q", got)
	}
	if parts[2] != "1795248000" || parts[3] != "2026-11-21T08:00:00.123Z" {
		t.Fatalf("timestamps %q", got)
	}
	if len(un) != 0 {
		t.Fatalf("dynamic variables reported unresolved: %v", un)
	}
	s2 := NewScope(Vars{"$guid": "fixed"})
	if got := s2.Resolve("{{$guid}}", &un); got != "fixed" {
		t.Fatalf("a defined variable must win over a dynamic one: %q", got)
	}
}

func TestInheritedAuthWalksTheChainWithNoneTransparentAndNoauthTerminal(t *testing.T) {
	bearer := `{"mode":"bearer","token":"{{t}}"}`
	cases := []struct {
		name  string
		chain []workspace.Collection
		own   string
		want  string
		from  string
	}{
		{"inherit takes the nearest concrete auth", []workspace.Collection{col("col_a", `{}`, bearer, `[]`), col("col_b", `{}`, `{"mode":"none"}`, `[]`)}, `{"mode":"inherit"}`, `{"mode":"bearer","token":"T"}`, "col_a"},
		{"a folder noauth is terminal", []workspace.Collection{col("col_a", `{}`, bearer, `[]`), col("col_b", `{}`, `{"mode":"noauth"}`, `[]`)}, `{"mode":"inherit"}`, ``, ""},
		{"the request's own auth wins", []workspace.Collection{col("col_a", `{}`, bearer, `[]`)}, `{"mode":"basic","username":"u","password":"{{t}}"}`, `{"mode":"basic","username":"u","password":"T"}`, "request"},
		{"a request none sends no auth", []workspace.Collection{col("col_a", `{}`, bearer, `[]`)}, `{"mode":"none"}`, ``, ""},
		{"inherit with nothing above sends no auth", []workspace.Collection{col("col_a", `{}`, `{"mode":"none"}`, `[]`)}, `{"mode":"inherit"}`, ``, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Compose(ComposeInput{Request: workspace.Request{Method: "GET", URL: "u", Auth: json.RawMessage(tc.own)}, Chain: tc.chain, Globals: Vars{"t": "T"}})
			if err != nil {
				t.Fatal(err)
			}
			if string(got.Request.Auth) != tc.want || got.AuthFrom != tc.from {
				t.Fatalf("auth %s from %q, want %s from %q", got.Request.Auth, got.AuthFrom, tc.want, tc.from)
			}
		})
	}
}

func TestInheritDisableTurnsOffAnInheritedElementByID(t *testing.T) {
	chain := []workspace.Collection{col("col_a", `{}`, `{"mode":"none"}`, `[{"id":"elm_outer","kind":"script.pre","config":{"script":"1"}},{"id":"elm_keep","kind":"script.post","config":{"script":"2"}}]`)}
	own := `[{"id":"elm_off","kind":"inherit.disable","config":{"elementId":"elm_outer"}},{"id":"elm_mine","kind":"script.pre","config":{"script":"3"}}]`
	got, err := Compose(ComposeInput{Request: workspace.Request{Method: "GET", URL: "u", Elements: json.RawMessage(own)}, Chain: chain})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, el := range got.Elements {
		var e struct{ ID string }
		_ = json.Unmarshal(el, &e)
		ids = append(ids, e.ID)
	}
	if diff := cmp.Diff([]string{"elm_keep", "elm_off", "elm_mine"}, ids); diff != "" {
		t.Fatalf("effective elements (-want +got):\n%s", diff)
	}
}

func TestVarsFromJSONReadsExportedShapes(t *testing.T) {
	got := VarsFromJSON(json.RawMessage(`{"s":"x","n":5,"b":true,"o":{"value":"v","enabled":true},"off":{"value":"no","enabled":false},"nil":null}`))
	if diff := cmp.Diff(Vars{"s": "x", "n": "5", "b": "true", "o": "v"}, got); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
}

package mgmt_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// envList reads GET /environments.
func envList(t *testing.T, e *mgmttest.Engine) []map[string]any {
	t.Helper()
	r := rqDo(t, e, "GET", "/environments", nil)
	if r.Status != 200 {
		t.Fatalf("GET /environments: status %d: %s", r.Status, r.Body)
	}
	var out []map[string]any
	for _, v := range r.Array(t) {
		out = append(out, v.(map[string]any))
	}
	return out
}

// envActive maps each listed environment id to its isActive.
func envActive(t *testing.T, e *mgmttest.Engine) map[string]any {
	t.Helper()
	out := map[string]any{}
	for _, env := range envList(t, e) {
		out[env["id"].(string)] = env["isActive"]
	}
	return out
}

// envKeys returns the member names of the JSON object at key in body, in document order.
func envKeys(t *testing.T, body []byte, key string) []string {
	t.Helper()
	var outer map[string]json.RawMessage
	if err := json.Unmarshal(body, &outer); err != nil {
		t.Fatalf("not an object: %s", body)
	}
	dec := json.NewDecoder(bytes.NewReader(outer[key]))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("%s is not an object: %s", key, outer[key])
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func TestEnvironmentWriteContract(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	t.Run("a create that carries an id, null included, is refused and stores nothing", func(t *testing.T) {
		for _, body := range []string{`{"id":"env_00000000-0000-4000-8000-000000000000","name":"a"}`, `{"id":null,"name":"a"}`} {
			rqWantError(t, rqDo(t, e, "POST", "/environments", body), body, 400, "bad_request", "id")
		}
		if got := envList(t, e); len(got) != 0 {
			t.Fatalf("refused creates stored %v", got)
		}
	})
	env := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "dev"})
	id := env["id"].(string)
	t.Run("a PUT body id that differs or is null is refused, before the lookup", func(t *testing.T) {
		for _, body := range []string{`{"id":"env_other","name":"x"}`, `{"id":null,"name":"x"}`, `{"id":5,"name":"x"}`} {
			rqWantError(t, rqDo(t, e, "PUT", "/environments/"+id, body), body, 400, "bad_request", "id")
			rqWantError(t, rqDo(t, e, "PUT", "/environments/env_unknown", body), body, 400, "bad_request", "id")
		}
		if got := rqMust(t, e, 200, "GET", "/environments/"+id, nil); got["name"] != "dev" {
			t.Fatalf("a refused PUT renamed the environment to %v", got["name"])
		}
	})
	t.Run("a PUT body id equal to the path id is accepted", func(t *testing.T) {
		got := rqMust(t, e, 200, "PUT", "/environments/"+id, map[string]any{"id": id, "name": "dev2"})
		if got["id"] != id || got["name"] != "dev2" {
			t.Fatalf("PUT with the path id answered %v", got)
		}
	})
	t.Run("a PUT of an unknown id is a 404", func(t *testing.T) {
		body := map[string]any{"name": "x"}
		rqWantError(t, rqDo(t, e, "PUT", "/environments/env_unknown", body), body, 404, "not_found")
	})
	t.Run("a GET of an unknown id is a 404", func(t *testing.T) {
		rqWantError(t, rqDo(t, e, "GET", "/environments/env_unknown", nil), nil, 404, "not_found")
	})
}

func TestEnvironmentNameIsRequiredAndCannotBeNull(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, body := range []string{`{}`, `{"name":null}`, `{"variables":{"a":"1"}}`, `{"name":5}`, `{"name":""}`} {
		t.Run("create "+body+" is refused naming name", func(t *testing.T) {
			rqWantError(t, rqDo(t, e, "POST", "/environments", body), body, 400, "bad_request", "name")
		})
	}
	env := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "dev", "variables": map[string]any{"a": "1"}})
	t.Run("an update with a null name is refused and changes nothing", func(t *testing.T) {
		body := `{"name":null,"variables":{"b":"2"}}`
		rqWantError(t, rqDo(t, e, "PUT", "/environments/"+env["id"].(string), body), body, 400, "bad_request", "name")
		if d := cmp.Diff(env, rqMust(t, e, 200, "GET", "/environments/"+env["id"].(string), nil)); d != "" {
			t.Fatalf("a refused PUT changed the environment (-before +after):\n%s", d)
		}
	})
	t.Run("an update without name keeps it", func(t *testing.T) {
		got := rqMust(t, e, 200, "PUT", "/environments/"+env["id"].(string), map[string]any{"variables": map[string]any{}})
		if got["name"] != "dev" {
			t.Fatalf("name %v, want dev kept", got["name"])
		}
	})
}

func TestEnvironmentVariablesDefaultToAnEmptyObject(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	empty := map[string]any{}
	t.Run("absent on create is {}", func(t *testing.T) {
		got := rqMust(t, e, 201, "POST", "/environments", `{"name":"a"}`)
		if d := cmp.Diff(any(empty), got["variables"]); d != "" {
			t.Fatalf("variables (-want +got):\n%s", d)
		}
	})
	t.Run("null on create resets to {}", func(t *testing.T) {
		got := rqMust(t, e, 201, "POST", "/environments", `{"name":"a","variables":null}`)
		if d := cmp.Diff(any(empty), got["variables"]); d != "" {
			t.Fatalf("variables (-want +got):\n%s", d)
		}
		if d := cmp.Diff(any(empty), rqMust(t, e, 200, "GET", "/environments/"+got["id"].(string), nil)["variables"]); d != "" {
			t.Fatalf("stored variables (-want +got):\n%s", d)
		}
	})
	vars := map[string]any{"host": "h", "n": float64(1), "nested": map[string]any{"x": true}}
	env := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "b", "variables": vars})
	id := env["id"].(string)
	t.Run("absent on update keeps them", func(t *testing.T) {
		got := rqMust(t, e, 200, "PUT", "/environments/"+id, map[string]any{"name": "b2"})
		if d := cmp.Diff(any(vars), got["variables"]); d != "" {
			t.Fatalf("variables (-want +got):\n%s", d)
		}
	})
	t.Run("a non-object is refused on both verbs naming variables", func(t *testing.T) {
		before := rqMust(t, e, 200, "GET", "/environments/"+id, nil)
		for _, v := range []string{`"a=1"`, `[]`, `[{"key":"a","value":"1"}]`, `1`, `true`} {
			body := `{"name":"x","variables":` + v + `}`
			rqWantError(t, rqDo(t, e, "POST", "/environments", body), body, 400, "bad_request", "variables")
			put := `{"variables":` + v + `}`
			rqWantError(t, rqDo(t, e, "PUT", "/environments/"+id, put), put, 400, "bad_request", "variables")
		}
		if d := cmp.Diff(before, rqMust(t, e, 200, "GET", "/environments/"+id, nil)); d != "" {
			t.Fatalf("refused PUTs changed the environment (-before +after):\n%s", d)
		}
	})
	t.Run("null on update resets them to {}", func(t *testing.T) {
		got := rqMust(t, e, 200, "PUT", "/environments/"+id, `{"variables":null}`)
		if d := cmp.Diff(any(empty), got["variables"]); d != "" {
			t.Fatalf("variables (-want +got):\n%s", d)
		}
	})
	t.Run("member order is kept", func(t *testing.T) {
		res := rqDo(t, e, "POST", "/environments", `{"name":"o","variables":{"zeta":"1","alpha":"2","mid":{"y":1,"b":2}}}`)
		if res.Status != 201 {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		want := []string{"zeta", "alpha", "mid"}
		if d := cmp.Diff(want, envKeys(t, res.Body, "variables")); d != "" {
			t.Fatalf("create answer member order (-want +got):\n%s", d)
		}
		id := res.Object(t)["id"].(string)
		if d := cmp.Diff(want, envKeys(t, rqDo(t, e, "GET", "/environments/"+id, nil).Body, "variables")); d != "" {
			t.Fatalf("stored member order (-want +got):\n%s", d)
		}
	})
	t.Run("variables over 10 MiB are a 413 naming the field and leave the row", func(t *testing.T) {
		before := rqMust(t, e, 200, "GET", "/environments/"+id, nil)
		big := `{"variables":{"v":"` + strings.Repeat("x", 10<<20) + `"}}`
		rqWantError(t, rqDo(t, e, "PUT", "/environments/"+id, big), "variables over the cap", 413, "payload_too_large", "variables", strconv.Itoa(10<<20))
		if d := cmp.Diff(before, rqMust(t, e, 200, "GET", "/environments/"+id, nil)); d != "" {
			t.Fatalf("a refused PUT changed the environment (-before +after):\n%s", d)
		}
	})
}

func TestEnvironmentIsActiveDefaultsToFalseOnBothVerbs(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "a"})
	if a["isActive"] != false {
		t.Fatalf("create without isActive: %v, want false", a["isActive"])
	}
	if got := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "n", "isActive": nil}); got["isActive"] != false {
		t.Fatalf("create with isActive null: %v, want false", got["isActive"])
	}
	b := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "b", "isActive": true})
	if b["isActive"] != true {
		t.Fatalf("create with isActive true: %v", b["isActive"])
	}
	id := b["id"].(string)
	steps := []struct {
		name string
		body string
		want bool
	}{
		{"an update without isActive keeps true", `{"name":"b2"}`, true},
		{"an update with isActive null resets to false", `{"isActive":null}`, false},
		{"an update with isActive true activates", `{"isActive":true}`, true},
		{"an update with isActive false deactivates", `{"isActive":false}`, false},
		{"an update without isActive keeps false", `{"name":"b3"}`, false},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			got := rqMust(t, e, 200, "PUT", "/environments/"+id, s.body)
			stored := rqMust(t, e, 200, "GET", "/environments/"+id, nil)
			if got["isActive"] != s.want || stored["isActive"] != s.want {
				t.Fatalf("PUT %s: answered isActive %v, stored %v, want %v", s.body, got["isActive"], stored["isActive"], s.want)
			}
		})
	}
	t.Run("a non-boolean isActive is refused", func(t *testing.T) {
		for _, v := range []string{`"true"`, `1`, `{}`} {
			body := `{"isActive":` + v + `}`
			rqWantError(t, rqDo(t, e, "PUT", "/environments/"+id, body), body, 400, "bad_request", "isActive")
		}
	})
}

func TestEnvironmentOnlyOneIsActiveAtATime(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	a := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "a", "isActive": true})["id"].(string)
	b := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "b", "isActive": true})["id"].(string)
	c := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "c"})["id"].(string)
	t.Run("creating B active deactivates A", func(t *testing.T) {
		want := map[string]any{a: false, b: true, c: false}
		if d := cmp.Diff(want, envActive(t, e)); d != "" {
			t.Fatalf("isActive per id in one list read (-want +got):\n%s", d)
		}
		if got := rqMust(t, e, 200, "GET", "/environments/"+a, nil)["isActive"]; got != false {
			t.Fatalf("A read by id: isActive %v, want false", got)
		}
	})
	t.Run("activating A by update deactivates B", func(t *testing.T) {
		rqMust(t, e, 200, "PUT", "/environments/"+a, map[string]any{"isActive": true})
		want := map[string]any{a: true, b: false, c: false}
		if d := cmp.Diff(want, envActive(t, e)); d != "" {
			t.Fatalf("isActive per id in one list read (-want +got):\n%s", d)
		}
	})
	t.Run("re-activating the active one leaves it the only active", func(t *testing.T) {
		rqMust(t, e, 200, "PUT", "/environments/"+a, map[string]any{"isActive": true, "name": "a2"})
		want := map[string]any{a: true, b: false, c: false}
		if d := cmp.Diff(want, envActive(t, e)); d != "" {
			t.Fatalf("isActive per id (-want +got):\n%s", d)
		}
	})
	t.Run("a refused activation deactivates nobody", func(t *testing.T) {
		body := `{"isActive":true,"variables":"bad"}`
		rqWantError(t, rqDo(t, e, "PUT", "/environments/"+c, body), body, 400, "bad_request", "variables")
		want := map[string]any{a: true, b: false, c: false}
		if d := cmp.Diff(want, envActive(t, e)); d != "" {
			t.Fatalf("isActive per id (-want +got):\n%s", d)
		}
	})
}

func TestEnvironmentDeleteHidesItFromEveryRead(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	keep := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "keep"})["id"].(string)
	gone := rqMust(t, e, 201, "POST", "/environments", map[string]any{"name": "gone", "isActive": true})["id"].(string)
	rqMust(t, e, 200, "DELETE", "/environments/"+gone, nil)

	t.Run("the list no longer carries it", func(t *testing.T) {
		if d := cmp.Diff(map[string]any{keep: false}, envActive(t, e)); d != "" {
			t.Fatalf("listed environments (-want +got):\n%s", d)
		}
	})
	t.Run("a read by id is a 404", func(t *testing.T) {
		rqWantError(t, rqDo(t, e, "GET", "/environments/"+gone, nil), nil, 404, "not_found")
	})
	t.Run("an update is a 404", func(t *testing.T) {
		body := map[string]any{"name": "back"}
		rqWantError(t, rqDo(t, e, "PUT", "/environments/"+gone, body), body, 404, "not_found")
	})
	t.Run("a second delete is a 404", func(t *testing.T) {
		rqWantError(t, rqDo(t, e, "DELETE", "/environments/"+gone, nil), nil, 404, "not_found")
	})
	t.Run("activating another one after the delete works", func(t *testing.T) {
		rqMust(t, e, 200, "PUT", "/environments/"+keep, map[string]any{"isActive": true})
		if d := cmp.Diff(map[string]any{keep: true}, envActive(t, e)); d != "" {
			t.Fatalf("listed environments (-want +got):\n%s", d)
		}
	})
}

func TestGlobalsReadBeforeAnyWriteIsEmpty(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	got := rqMust(t, e, 200, "GET", "/globals", nil)
	if d := cmp.Diff(any(map[string]any{}), got["variables"]); d != "" {
		t.Fatalf("variables before any write (-want +got):\n%s", d)
	}
}

func TestGlobalsPostReplacesTheWholeBlob(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	first := map[string]any{"a": "1", "b": "2"}
	if got := rqMust(t, e, 200, "POST", "/globals", map[string]any{"variables": first}); !cmp.Equal(any(first), got["variables"]) {
		t.Fatalf("first POST answered variables %v", got["variables"])
	}
	second := map[string]any{"c": "3"}
	got := rqMust(t, e, 200, "POST", "/globals", map[string]any{"variables": second})
	stored := rqMust(t, e, 200, "GET", "/globals", nil)
	for name, v := range map[string]any{"answer": got["variables"], "read": stored["variables"]} {
		if d := cmp.Diff(any(second), v); d != "" {
			t.Fatalf("%s after the second POST (-want +got; nothing of the first may survive):\n%s", name, d)
		}
	}
}

func TestGlobalsPostWithAnIDIsRefused(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	rqMust(t, e, 200, "POST", "/globals", map[string]any{"variables": map[string]any{"kept": "1"}})
	for _, body := range []string{`{"id":"glb_1","variables":{"x":"1"}}`, `{"id":null,"variables":{"x":"1"}}`, `{"id":1}`} {
		rqWantError(t, rqDo(t, e, "POST", "/globals", body), body, 400, "bad_request", "id")
	}
	if d := cmp.Diff(any(map[string]any{"kept": "1"}), rqMust(t, e, 200, "GET", "/globals", nil)["variables"]); d != "" {
		t.Fatalf("refused POSTs changed globals (-want +got):\n%s", d)
	}
}

func TestGlobalsVariablesNullOrAbsentAreEmpty(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, body := range []string{`{}`, `{"variables":null}`} {
		t.Run("POST "+body+" stores {}", func(t *testing.T) {
			rqMust(t, e, 200, "POST", "/globals", map[string]any{"variables": map[string]any{"x": "1"}})
			got := rqMust(t, e, 200, "POST", "/globals", body)
			stored := rqMust(t, e, 200, "GET", "/globals", nil)
			for name, v := range map[string]any{"answer": got["variables"], "read": stored["variables"]} {
				if d := cmp.Diff(any(map[string]any{}), v); d != "" {
					t.Fatalf("%s after POST %s (-want +got):\n%s", name, body, d)
				}
			}
		})
	}
}

func TestGlobalsVariablesMustBeAnObject(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	rqMust(t, e, 200, "POST", "/globals", map[string]any{"variables": map[string]any{"kept": "1"}})
	for _, v := range []string{`"a=1"`, `[]`, `[{"key":"a","value":"1"}]`, `1`, `false`} {
		body := `{"variables":` + v + `}`
		rqWantError(t, rqDo(t, e, "POST", "/globals", body), body, 400, "bad_request", "variables")
	}
	for _, body := range []string{`[]`, `"x"`, `not json`} {
		rqWantError(t, rqDo(t, e, "POST", "/globals", body), body, 400, "bad_request")
	}
	if d := cmp.Diff(any(map[string]any{"kept": "1"}), rqMust(t, e, 200, "GET", "/globals", nil)["variables"]); d != "" {
		t.Fatalf("refused POSTs changed globals (-want +got):\n%s", d)
	}
}

func TestGlobalsKeepTheMemberOrderOfVariables(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	res := rqDo(t, e, "POST", "/globals", `{"variables":{"zeta":"1","alpha":"2","mid":"3","beta":{"z":1,"a":2}}}`)
	if res.Status != 200 {
		t.Fatalf("POST /globals: %d %s", res.Status, res.Body)
	}
	want := []string{"zeta", "alpha", "mid", "beta"}
	if d := cmp.Diff(want, envKeys(t, res.Body, "variables")); d != "" {
		t.Fatalf("answer member order (-want +got):\n%s", d)
	}
	if d := cmp.Diff(want, envKeys(t, rqDo(t, e, "GET", "/globals", nil).Body, "variables")); d != "" {
		t.Fatalf("stored member order (-want +got):\n%s", d)
	}
}

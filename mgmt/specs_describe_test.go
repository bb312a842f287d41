package mgmt_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestSpecDescribeResolvesAnOperation(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	content := corpus(t, "openapi-3/oai-v3.0-petstore-expanded.json")
	d := e.Must(201, "POST", "/specs", map[string]any{"content": content})

	post := e.Must(200, "POST", "/specs/describe", map[string]any{"specId": id(d), "method": "post", "path": "/pets"})
	if post["operationId"] != "addPet" || post["method"] != "POST" {
		t.Fatalf("describe %v", post)
	}
	rb := post["requestBody"].(map[string]any)
	media := rb["content"].([]any)[0].(map[string]any)
	schema := media["schema"].(map[string]any)
	if rb["required"] != true || media["mediaType"] != "application/json" || schema["$ref"] != nil || schema["required"] == nil {
		t.Fatalf("request body %v", rb)
	}
	if ex := media["example"].(map[string]any); ex["name"] != "string" {
		t.Fatalf("sampled example %v", media["example"])
	}
	resps := post["responses"].([]any)
	if len(resps) != 2 || resps[0].(map[string]any)["status"] != "200" || resps[1].(map[string]any)["status"] != "default" {
		t.Fatalf("responses %v", resps)
	}
	okSchema := resps[0].(map[string]any)["content"].([]any)[0].(map[string]any)["schema"].(map[string]any)
	if okSchema["allOf"] == nil {
		t.Fatalf("the Pet schema was not inlined: %v", okSchema)
	}

	// A request path matches its templated operation; content works as well as specId.
	get := e.Must(200, "POST", "/specs/describe", map[string]any{"content": content, "method": "GET", "path": "/pets/42"})
	ps := get["parameters"].([]any)
	if get["path"] != "/pets/{id}" || len(ps) != 1 || ps[0].(map[string]any)["in"] != "path" || ps[0].(map[string]any)["required"] != true {
		t.Fatalf("describe by a request path %v", get)
	}
	for _, c := range []struct {
		body map[string]any
		want int
	}{
		{map[string]any{"specId": id(d), "path": "/pets"}, 400},
		{map[string]any{"specId": id(d), "method": "GET"}, 400},
		{map[string]any{"method": "GET", "path": "/pets"}, 400},
		{map[string]any{"specId": id(d), "method": "PATCH", "path": "/pets"}, 404},
		{map[string]any{"specId": "spec_missing", "method": "GET", "path": "/pets"}, 404},
	} {
		if r := e.Do("POST", "/specs/describe", c.body); r.Status != c.want {
			t.Fatalf("%v: %d %s", c.body, r.Status, r.Body)
		}
	}
}

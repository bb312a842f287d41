package main

import (
	"path/filepath"
	"testing"
)

func TestInvalidRequestFilesAreRefusedNamingTheProblem(t *testing.T) {
	t.Parallel()
	// Nothing listens here: each file must be refused before any call.
	daemon := closedURL(t)
	cases := []struct {
		name, content, want string
	}{
		{"an empty file", "", "not valid JSON: the file is empty"},
		{"a file that is not JSON", "{\n  \"method\": GET\n}", "not valid JSON: invalid character 'G' looking for beginning of value (line 2, column 13)"},
		{"a truncated file", `{"method":"GET"`, "not valid JSON: unexpected end of JSON input"},
		{"an array", `[{"method":"GET","url":"http://t/"}]`, "the file must hold a JSON object, not an array"},
		{"a string", `"GET http://t/"`, "the file must hold a JSON object, not a string"},
		{"a missing method", `{"url":"http://t/"}`, "method is missing"},
		{"a missing url", `{"method":"GET"}`, "url is missing"},
		{"an empty method", `{"method":" ","url":"http://t/"}`, "method is empty"},
		{"a method that is not a string", `{"method":1,"url":"http://t/"}`, "method must be a string, not a number"},
		{"a url that is not a string", `{"method":"GET","url":["http://t/"]}`, "url must be a string, not an array"},
		{"headers as an array", `{"method":"GET","url":"http://t/","headers":[{"key":"a","value":"b"}]}`, "headers must be an object of names to string values, not an array"},
		{"a header value that is not a string", `{"method":"GET","url":"http://t/","headers":{"X-N":1}}`, "headers.X-N must be a string, not a number"},
		{"an empty header name", `{"method":"GET","url":"http://t/","headers":{"":"x"}}`, "headers has an empty header name"},
		{"a header given twice", `{"method":"GET","url":"http://t/","headers":{"A":"1","A":"2"}}`, `headers: the key "A" appears twice`},
		{"a body that is a string", `{"method":"GET","url":"http://t/","body":"x"}`, "body must be an object with type and content, not a string"},
		{"a body without type", `{"method":"GET","url":"http://t/","body":{"content":"x"}}`, "body.type is missing"},
		{"a body with the API's mode", `{"method":"GET","url":"http://t/","body":{"mode":"json","content":"{}"}}`, "body.mode is the API's name for it; a request file writes body.type"},
		{"a body type that is not a string", `{"method":"GET","url":"http://t/","body":{"type":true}}`, "body.type must be a string, not a boolean"},
		{"JSON content written as an object", `{"method":"POST","url":"http://t/","body":{"type":"json","content":{"a":1}}}`, "body.content must be a string, not an object"},
		{"elements that are not an array", `{"method":"GET","url":"http://t/","elements":{}}`, "elements must be an array of {kind, config} objects, not an object"},
		{"an element without kind", `{"method":"GET","url":"http://t/","elements":[{"config":{}}]}`, "elements[0].kind must be a string"},
		{"an element config that is not an object", `{"method":"GET","url":"http://t/","elements":[{"kind":"script.post","config":"x"}]}`, "elements[0].config must be an object, not a string"},
		{"an environmentId that is not a string", `{"method":"GET","url":"http://t/","environmentId":7}`, "environmentId must be a string, not a number"},
		{"a top-level key given twice", `{"method":"GET","method":"POST","url":"http://t/"}`, `the key "method" appears twice`},
		{"a load test without a request", `{"mode":"constant_rps","duration":"1s"}`, "a load test (a file with mode, duration or iterations) needs a request object"},
		{"a load test request that is not an object", `{"mode":"constant_rps","request":"GET /"}`, "request must be an object, not a string"},
		{"a load test request without url", `{"iterations":3,"request":{"method":"GET"}}`, "request.url is missing"},
		{"a load test request header that is not a string", `{"duration":"1s","request":{"method":"GET","url":"http://t/","headers":{"A":null}}}`, "request.headers.A must be a string, not null"},
		{"a load test environmentId inside the request", `{"mode":"iterations","request":{"method":"GET","url":"http://t/","environmentId":"env_1"}}`, "request.environmentId belongs at the top level"},
		{"an unknown key in a request file", `{"method":"GET","url":"http://t/","heders":{"A":"1"}}`, `"heders" is not a member of a request file (method, url, headers,`},
		{"an unknown key in a load test file", `{"mode":"iterations","iterations":2,"concurency":2,"request":{"method":"GET","url":"http://t/"}}`, `"concurency" is not a member of a load test file (request, mode,`},
		{"an unknown key in a load test's request", `{"duration":"1s","request":{"method":"GET","url":"http://t/","bdy":{}}}`, `"request.bdy" is not a member of a load test's request`},
		{"a load test environmentId that is not a string", `{"mode":"iterations","environmentId":1,"request":{"method":"GET","url":"http://t/"}}`, "environmentId must be a string, not a number"},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			t.Parallel()
			file := writeFile(t, "bad.json", tc.content)
			args := []string{"--daemon", daemon, "run", file}
			wantFailure(t, args, runCLI(t, args...), "svc-cli: request file "+file+": "+tc.want)
		})
	}
	t.Run("a missing file is refused", func(t *testing.T) {
		t.Parallel()
		file := filepath.Join(t.TempDir(), "nope.json")
		args := []string{"--daemon", daemon, "run", file}
		wantFailure(t, args, runCLI(t, args...), "svc-cli: request file "+file+": does not exist")
	})
	t.Run("a directory is refused as unreadable", func(t *testing.T) {
		t.Parallel()
		dir := t.TempDir()
		args := []string{"--daemon", daemon, "run", dir}
		wantFailure(t, args, runCLI(t, args...), "svc-cli: request file "+dir+": cannot be read: is a directory")
	})
}

package mgmt_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// TestLatencyBlocksNameTheirUnitFirst reads a finished run's report and
// its per-second series as a client does and checks that every latency
// block starts with "unit":"ms".
func TestLatencyBlocksNameTheirUnitFirst(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	run := startLoad(t, e, map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL}, "mode": "iterations", "iterations": 20, "concurrency": 2, "saveTimingBreakdown": true})
	waitEnded(t, e, run)
	for _, path := range []string{"/runs/" + run + "/report", "/runs/" + run + "/metrics"} {
		r := e.Do("GET", path, nil)
		if r.Status != 200 {
			t.Fatalf("GET %s: %d %s", path, r.Status, r.Body)
		}
		for _, block := range []string{"latency", "serviceTime", "connect", "tls", "ttfb", "download"} {
			key := []byte(`"` + block + `":{`)
			n := bytes.Count(r.Body, key)
			if n == 0 {
				t.Errorf("GET %s has no %s block: %s", path, block, r.Body)
			}
			if with := bytes.Count(r.Body, append(key, []byte(`"unit":"ms",`)...)); with != n {
				t.Errorf("GET %s: %d of %d %s blocks start with \"unit\":\"ms\": %s", path, with, n, block, r.Body)
			}
		}
	}
}

// TestCompareOfDifferentPlansIsInformational compares two runs of the same
// plan (a verdict per figure) and two of different plans (the differences
// listed, no figure judged).
func TestCompareOfDifferentPlansIsInformational(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	plan := func(concurrency int, path string) map[string]any {
		return map[string]any{"request": map[string]any{"method": "GET", "url": lt.URL + path}, "mode": "iterations", "iterations": 20, "concurrency": concurrency}
	}
	a := startLoad(t, e, plan(2, "/"))
	waitEnded(t, e, a)
	same := startLoad(t, e, plan(2, "/"))
	waitEnded(t, e, same)
	other := startLoad(t, e, plan(4, "/status/200"))
	waitEnded(t, e, other)

	t.Run("the same plan is comparable and judged", func(t *testing.T) {
		c := e.Must(200, "GET", "/runs/compare?a="+a+"&b="+same, nil)
		if c["planDiffers"] != false || c["verdict"] != "comparable" || len(c["differences"].([]any)) != 0 {
			t.Fatalf("compare of one plan: %v", c)
		}
		judged := 0
		for _, m := range c["metrics"].([]any) {
			if ch := m.(map[string]any)["change"]; ch == "better" || ch == "worse" || ch == "same" {
				judged++
			}
		}
		if judged == 0 {
			t.Errorf("no figure of a comparable comparison was judged: %v", c["metrics"])
		}
	})
	t.Run("different plans are listed and nothing is judged", func(t *testing.T) {
		c := e.Must(200, "GET", "/runs/compare?a="+other+"&b="+a, nil)
		if c["planDiffers"] != true || c["verdict"] != "informational" {
			t.Fatalf("compare of two plans: %v", c)
		}
		got := map[string][2]any{}
		for _, d := range c["differences"].([]any) {
			m := d.(map[string]any)
			got[m["field"].(string)] = [2]any{m["a"], m["b"]}
		}
		want := map[string][2]any{
			"concurrency": {float64(4), float64(2)},
			"request.url": {lt.URL + "/status/200", lt.URL + "/"},
		}
		if len(got) != len(want) {
			t.Errorf("differences %v, want %v", got, want)
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("difference %s = %v, want %v", k, got[k], v)
			}
		}
		for _, m := range c["metrics"].([]any) {
			if mm := m.(map[string]any); mm["change"] != "" {
				t.Errorf("an informational comparison judged %v", mm)
			}
		}
	})
}

// TestJSONAnswersEndWithANewline checks a success, an error and both
// paths of the request list (built, then served from its cache).
func TestJSONAnswersEndWithANewline(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	e.Request(id(c), nil)
	for _, tc := range []struct{ name, method, path string }{
		{"a health answer", "GET", "/health"},
		{"an error", "GET", "/collections/col_nope"},
		{"a request list built", "GET", "/requests?collectionId=" + id(c)},
		{"a request list from the cache", "GET", "/requests?collectionId=" + id(c)},
	} {
		r := e.Do(tc.method, tc.path, nil)
		if !bytes.HasSuffix(r.Body, []byte("}\n")) && !bytes.HasSuffix(r.Body, []byte("]\n")) {
			t.Errorf("%s (%s %s) does not end with a newline: %q", tc.name, tc.method, tc.path, r.Body)
		}
	}
}

// formBody is a form-data body of rows.
func formBody(rows ...map[string]any) map[string]any {
	fields := make([]any, len(rows))
	for i, r := range rows {
		fields[i] = r
	}
	return map[string]any{"mode": "form-data", "fields": fields}
}

// errorField is error.field of an error answer.
func errorField(t *testing.T, r mgmttest.Response) string {
	t.Helper()
	e, _ := r.Object(t)["error"].(map[string]any)
	f, _ := e["field"].(string)
	return f
}

func TestFileRowWithoutSrcIsRefusedByName(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	text := map[string]any{"key": "a", "value": "1"}
	noSrc := formBody(text, map[string]any{"key": "b", "value": "2"}, map[string]any{"key": "f", "type": "file"})
	nullSrc := formBody(map[string]any{"key": "f", "type": "file", "src": nil})
	emptySrc := formBody(text, map[string]any{"key": "f", "type": "file", "src": ""})
	req := func(body map[string]any) map[string]any {
		return map[string]any{"collectionId": id(c), "name": "up", "method": "POST", "url": "http://127.0.0.1:9/", "body": body}
	}
	stored := e.Must(201, "POST", "/requests", req(emptySrc))
	refused := []struct {
		name, method, path string
		body               any
		field              string
	}{
		{"a create without src", "POST", "/requests", req(noSrc), "body.fields[2].src"},
		{"a create with a null src", "POST", "/requests", req(nullSrc), "body.fields[0].src"},
		{"an update whose body has no src", "PUT", "/requests/" + id(stored), map[string]any{"body": noSrc}, "body.fields[2].src"},
		{"an inline compose", "POST", "/compose", map[string]any{"request": req(noSrc)}, "request.body.fields[2].src"},
		{"an inline execute", "POST", "/execute", map[string]any{"request": req(noSrc)}, "request.body.fields[2].src"},
		{"an inline run", "POST", "/runs", map[string]any{"request": req(noSrc), "mode": "iterations", "iterations": 1}, "request.body.fields[2].src"},
	}
	for _, tc := range refused {
		t.Run(tc.name+" is a 400 naming the field", func(t *testing.T) {
			r := e.Do(tc.method, tc.path, tc.body)
			if r.Status != 400 || errorField(t, r) != tc.field || !strings.Contains(r.ErrorMessage(t), tc.field) {
				t.Fatalf("%s %s: %d %s, want a 400 naming %s", tc.method, tc.path, r.Status, r.Body, tc.field)
			}
		})
	}
	if rs := e.Do("GET", "/requests?collectionId="+id(c), nil).Array(t); len(rs) != 1 {
		t.Fatalf("refused writes stored requests: %v", rs)
	}
	t.Run("an update without a body keeps the stored one", func(t *testing.T) {
		e.Must(200, "PUT", "/requests/"+id(stored), map[string]any{"description": "d"})
	})
	t.Run("an empty src is stored and fails at send naming the field", func(t *testing.T) {
		res := e.Must(200, "POST", "/execute", map[string]any{"requestId": id(stored)})
		if res["statusCode"] != float64(0) || res["errorCode"] != "INTERNAL_ERROR" || !strings.Contains(res["message"].(string), "body.fields[1].src") {
			t.Fatalf("execute of an empty src: %v", res)
		}
	})
}

func TestUnreadableFilePartNamesFieldAndPath(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	lt := startLoadTarget(t)
	dir := t.TempDir()
	readable := filepath.Join(dir, "ok.txt")
	if err := os.WriteFile(readable, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.bin")
	body := formBody(
		map[string]any{"key": "a", "value": "1"},
		map[string]any{"key": "ok", "type": "file", "src": readable},
		map[string]any{"key": "off", "type": "file", "src": missing, "enabled": false},
		map[string]any{"key": "bad", "type": "file", "src": missing},
	)
	inline := map[string]any{"method": "POST", "url": lt.URL, "body": body}
	const field = "body.fields[3].src"
	t.Run("POST /execute", func(t *testing.T) {
		res := e.Must(200, "POST", "/execute", map[string]any{"request": inline})
		msg, _ := res["message"].(string)
		if res["statusCode"] != float64(0) || res["errorCode"] != "INTERNAL_ERROR" || !strings.Contains(msg, field) || !strings.Contains(msg, missing) {
			t.Fatalf("execute: %v, want INTERNAL_ERROR naming %s and %s", res, field, missing)
		}
	})
	t.Run("POST /runs", func(t *testing.T) {
		run := startLoad(t, e, map[string]any{"request": inline, "mode": "iterations", "iterations": 3})
		got := waitEnded(t, e, run)
		msg, _ := got["error"].(string)
		if got["status"] != "Failed" || !strings.Contains(msg, field) || !strings.Contains(msg, missing) {
			t.Fatalf("run: %v, want Failed naming %s and %s", got, field, missing)
		}
	})
	if n := lt.count.Load(); n != 0 {
		t.Errorf("the target received %d requests; a send with an unreadable file part must fail before it happens", n)
	}
}

func TestOneExampleIsReadByItsID(t *testing.T) {
	t.Parallel()
	e, rid := exampleFixture(t)
	list := "/requests/" + rid + "/examples"
	user := e.Must(201, "POST", list, map[string]any{"name": "user", "origin": "user", "status": 201, "body": "[]"})
	imported := e.Must(201, "POST", list, map[string]any{"name": "imported", "origin": "import"})
	kept := e.Must(201, "POST", list, map[string]any{"name": "kept"})
	got := e.Must(200, "GET", list+"/"+id(user), nil)
	for _, k := range []string{"id", "requestId", "name", "status", "body", "origin", "createdAt"} {
		if got[k] != user[k] {
			t.Errorf("GET one: %s = %v, want %v", k, got[k], user[k])
		}
	}
	other := e.Request(e.Must(200, "GET", "/requests/"+rid, nil)["collectionId"].(string), map[string]any{"name": "other"})
	e.Must(200, "DELETE", list+"/"+id(user), nil)
	e.Must(200, "DELETE", list+"/"+id(imported), nil)
	for _, tc := range []struct{ name, path string }{
		{"an unknown example", list + "/exa_nope"},
		{"a removed user example", list + "/" + id(user)},
		{"a tombstoned imported example", list + "/" + id(imported)},
		{"an example read through another request", "/requests/" + id(other) + "/examples/" + id(kept)},
		{"an example of an unknown request", "/requests/req_nope/examples/" + id(kept)},
	} {
		if r := e.Do("GET", tc.path, nil); r.Status != 404 || r.ErrorCode(t) != "not_found" {
			t.Errorf("%s: %d %s, want a 404", tc.name, r.Status, r.Body)
		}
	}
	e.Must(200, "DELETE", "/requests/"+rid, nil)
	if r := e.Do("GET", list+"/"+id(kept), nil); r.Status != 404 {
		t.Errorf("an example of a trashed request: %d %s, want a 404", r.Status, r.Body)
	}
}

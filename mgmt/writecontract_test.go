package mgmt_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/uuid"
	_ "modernc.org/sqlite"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// Helpers of the collection and write-contract tests carry the prefix cw so
// they cannot collide with helpers of other test files in this package.

// cwWantError fails unless r is an error answer with status and the one
// error shape {"error":{"code","message",...}}. An empty code only requires
// a non-empty one. The message must contain every string in mentions.
func cwWantError(t *testing.T, what string, r mgmttest.Response, status int, code string, mentions ...string) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("%s: status %d, want %d; body %s", what, r.Status, status, r.Body)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(r.Body, &top); err != nil {
		t.Fatalf("%s: error body is not a JSON object (%v): %s", what, err, r.Body)
	}
	if len(top) != 1 || top["error"] == nil {
		t.Errorf("%s: error body has members %v, want exactly {error}; body %s", what, cwKeys(top), r.Body)
	}
	var detail map[string]any
	if err := json.Unmarshal(top["error"], &detail); err != nil {
		t.Fatalf("%s: error member is not an object (%v): %s", what, err, r.Body)
	}
	gotCode, okCode := detail["code"].(string)
	msg, okMsg := detail["message"].(string)
	if !okCode || gotCode == "" || !okMsg || msg == "" {
		t.Errorf("%s: error object lacks a string code or message: %s", what, r.Body)
	}
	if code != "" && gotCode != code {
		t.Errorf("%s: error.code = %q, want %q; body %s", what, gotCode, code, r.Body)
	}
	for _, m := range mentions {
		if !strings.Contains(msg, m) {
			t.Errorf("%s: error.message %q does not mention %q", what, msg, m)
		}
	}
}

func cwKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// cwGetRaw returns the raw body of GET path, requiring 200.
func cwGetRaw(t *testing.T, e *mgmttest.Engine, path string) []byte {
	t.Helper()
	r := e.Do("GET", path, nil)
	if r.Status != 200 {
		t.Fatalf("GET %s: status %d, want 200; body %s", path, r.Status, r.Body)
	}
	return r.Body
}

// cwSame fails unless GET path still answers exactly before.
func cwSame(t *testing.T, e *mgmttest.Engine, what, path string, before []byte) {
	t.Helper()
	if after := cwGetRaw(t, e, path); !bytes.Equal(before, after) {
		t.Errorf("%s: GET %s changed\nbefore: %s\nafter:  %s", what, path, before, after)
	}
}

// cwDB opens the running engine's database for direct reads and writes.
func cwDB(t *testing.T, e *mgmttest.Engine) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+e.DBPath()+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatalf("open %s: %v", e.DBPath(), err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// cwExec runs one statement on db.
func cwExec(t *testing.T, db *sql.DB, query string, args ...any) {
	t.Helper()
	if _, err := db.Exec(query, args...); err != nil {
		t.Fatalf("exec %q %v: %v", query, args, err)
	}
}

// cwInsertSpec stores a spec document directly (there is no POST /specs
// yet) and returns its id and hash.
func cwInsertSpec(t *testing.T, e *mgmttest.Engine) (id, hash string) {
	t.Helper()
	id = "spec_" + uuid.NewString()
	content := `{"openapi":"3.0.3","info":{"title":"` + id + `","version":"1"},"paths":{}}`
	sum := sha256.Sum256([]byte(content))
	hash = hex.EncodeToString(sum[:])
	now := time.Now().UnixMilli()
	cwExec(t, cwDB(t, e), `INSERT INTO specs (id, content, source_url, fetched_at, hash, operations, created_at) VALUES (?, ?, NULL, ?, ?, '[]', ?)`,
		id, content, now, hash, now)
	return id, hash
}

// cwResource is one resource under the write contract, with a minimal
// valid create body.
type cwResource struct {
	name   string
	path   string
	create func(t *testing.T, e *mgmttest.Engine) map[string]any
}

func cwResources() []cwResource {
	return []cwResource{
		{"collections", "/collections", func(t *testing.T, e *mgmttest.Engine) map[string]any {
			return map[string]any{"name": "c"}
		}},
		{"requests", "/requests", func(t *testing.T, e *mgmttest.Engine) map[string]any {
			c := e.Collection(map[string]any{})
			return map[string]any{"collectionId": c["id"], "name": "r", "method": "GET", "url": "http://127.0.0.1/x"}
		}},
		{"environments", "/environments", func(t *testing.T, e *mgmttest.Engine) map[string]any {
			return map[string]any{"name": "env"}
		}},
	}
}

// cwListPath lists the resource's rows relevant to a create body.
func cwListPath(res cwResource, body map[string]any) string {
	if res.name == "requests" {
		return "/requests?collectionId=" + body["collectionId"].(string)
	}
	return res.path
}

func TestCreateWithIDIsRefused(t *testing.T) {
	t.Parallel()
	for _, res := range cwResources() {
		t.Run("POST "+res.path+" with an id is a 400 and stores nothing", func(t *testing.T) {
			t.Parallel()
			e := mgmttest.Start(t)
			body := res.create(t, e)
			before := cwGetRaw(t, e, cwListPath(res, body))
			for _, id := range []any{"col_6f1c1d1e-7a3b-4c1f-9b1e-2f7f3f3f3f3f", "anything", 42} {
				body["id"] = id
				r := e.Do("POST", res.path, body)
				cwWantError(t, fmt.Sprintf("POST %s %v", res.path, body), r, 400, "bad_request", "id")
			}
			cwSame(t, e, "refused creates", cwListPath(res, body), before)
			if r := e.Do("GET", res.path+"/col_6f1c1d1e-7a3b-4c1f-9b1e-2f7f3f3f3f3f", nil); r.Status != 404 {
				t.Errorf("GET of the refused id: status %d, want 404; body %s", r.Status, r.Body)
			}
		})
	}
}

func TestCreateWithNullIDIsRefused(t *testing.T) {
	t.Parallel()
	for _, res := range cwResources() {
		t.Run("POST "+res.path+" with id null is a 400 and stores nothing", func(t *testing.T) {
			t.Parallel()
			e := mgmttest.Start(t)
			body := res.create(t, e)
			before := cwGetRaw(t, e, cwListPath(res, body))
			body["id"] = nil
			r := e.Do("POST", res.path, body)
			cwWantError(t, fmt.Sprintf("POST %s %v", res.path, body), r, 400, "bad_request", "id")
			cwSame(t, e, "refused create", cwListPath(res, body), before)
		})
	}
}

func TestPutBodyIDMustMatchPath(t *testing.T) {
	t.Parallel()
	for _, res := range cwResources() {
		t.Run("PUT "+res.path+"/:id accepts an equal id and refuses a different or null one", func(t *testing.T) {
			t.Parallel()
			e := mgmttest.Start(t)
			row := e.Must(201, "POST", res.path, res.create(t, e))
			id := row["id"].(string)
			path := res.path + "/" + id

			got := e.Must(200, "PUT", path, map[string]any{"id": id, "name": "renamed"})
			if got["id"] != id || got["name"] != "renamed" {
				t.Errorf("PUT with the equal id: got id %v name %v, want id %s name renamed", got["id"], got["name"], id)
			}
			before := cwGetRaw(t, e, path)
			for _, bad := range []any{id + "x", "", nil, 7} {
				body := map[string]any{"id": bad, "name": "other"}
				r := e.Do("PUT", path, body)
				cwWantError(t, fmt.Sprintf("PUT %s %v", path, body), r, 400, "bad_request", "match", "path")
			}
			cwSame(t, e, "refused updates", path, before)
		})
	}
}

func TestPutBodyIDCheckRunsBeforeLookup(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, res := range cwResources() {
		t.Run("PUT "+res.path+" on an unknown id with a differing body id is a 400, not a 404", func(t *testing.T) {
			path := res.path + "/nope_unknown"
			for _, bad := range []any{"nope_other", nil} {
				r := e.Do("PUT", path, map[string]any{"id": bad, "name": "x"})
				cwWantError(t, fmt.Sprintf("PUT %s id=%v", path, bad), r, 400, "bad_request", "id")
			}
		})
	}
}

func TestPutUnknownIDIs404(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, res := range cwResources() {
		t.Run("PUT "+res.path+" on an unknown id is a 404 and creates nothing", func(t *testing.T) {
			body := res.create(t, e)
			list := cwListPath(res, body)
			before := cwGetRaw(t, e, list)
			path := res.path + "/nope_unknown"
			r := e.Do("PUT", path, map[string]any{"name": "x"})
			cwWantError(t, "PUT "+path, r, 404, "not_found")
			r = e.Do("PUT", path, map[string]any{"id": "nope_unknown", "name": "x"})
			cwWantError(t, "PUT "+path+" with the equal body id", r, 404, "not_found")
			cwSame(t, e, "PUT of an unknown id", list, before)
			if r := e.Do("GET", path, nil); r.Status != 404 {
				t.Errorf("GET %s after the PUT: status %d, want 404; body %s", path, r.Status, r.Body)
			}
		})
	}
}

func TestObjectMemberOrderIsPreserved(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)

	t.Run("collection variables and auth keep their member order on create, read and update", func(t *testing.T) {
		body := `{"name":"c","variables":{"z":1,"a":2,"m":{"y":true,"b":null}},"auth":{"token":"t","mode":"bearer"}}`
		r := e.Do("POST", "/collections", body)
		if r.Status != 201 {
			t.Fatalf("POST /collections %s: status %d; body %s", body, r.Status, r.Body)
		}
		wantVars := `"variables":{"z":1,"a":2,"m":{"y":true,"b":null}}`
		wantAuth := `"auth":{"token":"t","mode":"bearer"}`
		for _, w := range []string{wantVars, wantAuth} {
			if !bytes.Contains(r.Body, []byte(w)) {
				t.Errorf("POST response lacks %s\ninput: %s\ngot:   %s", w, body, r.Body)
			}
		}
		id := r.Object(t)["id"].(string)
		for _, path := range []string{"/collections/" + id, "/collections"} {
			got := cwGetRaw(t, e, path)
			for _, w := range []string{wantVars, wantAuth} {
				if !bytes.Contains(got, []byte(w)) {
					t.Errorf("GET %s lacks %s\ngot: %s", path, w, got)
				}
			}
		}
		r = e.Do("PUT", "/collections/"+id, `{"description":"d"}`)
		if r.Status != 200 || !bytes.Contains(r.Body, []byte(wantVars)) || !bytes.Contains(r.Body, []byte(wantAuth)) {
			t.Errorf("PUT of another field: status %d, want 200 with %s and %s; got %s", r.Status, wantVars, wantAuth, r.Body)
		}
		r = e.Do("PUT", "/collections/"+id, `{"variables":{"b":1,"a":0}}`)
		if w := `"variables":{"b":1,"a":0}`; r.Status != 200 || !bytes.Contains(r.Body, []byte(w)) {
			t.Errorf("PUT variables: status %d, want 200 with %s; got %s", r.Status, w, r.Body)
		}
	})

	t.Run("environment variables and request auth keep their member order", func(t *testing.T) {
		r := e.Do("POST", "/environments", `{"name":"e","variables":{"z":"1","a":"2"}}`)
		if w := `"variables":{"z":"1","a":"2"}`; r.Status != 201 || !bytes.Contains(r.Body, []byte(w)) {
			t.Errorf("POST /environments: status %d, want 201 with %s; got %s", r.Status, w, r.Body)
		}
		c := e.Collection(map[string]any{})
		body := fmt.Sprintf(`{"collectionId":%q,"name":"r","method":"GET","url":"http://x/","auth":{"token":"t","mode":"bearer"}}`, c["id"])
		r = e.Do("POST", "/requests", body)
		if w := `"auth":{"token":"t","mode":"bearer"}`; r.Status != 201 || !bytes.Contains(r.Body, []byte(w)) {
			t.Errorf("POST /requests %s: status %d, want 201 with %s; got %s", body, r.Status, w, r.Body)
		}
	})
}

func TestUpdateIsAtomicAgainstConcurrentUpdates(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	t.Cleanup(e.Client.CloseIdleConnections) // see TestOrdinaryWritesNeverConflict
	c := e.Collection(map[string]any{})
	id := c["id"].(string)
	// Each writer changes one different field; with read-merge-write under
	// one lock no write may lose another's field.
	patches := map[string]any{
		"description": "d",
		"variables":   map[string]any{"k": "v"},
		"auth":        map[string]any{"mode": "bearer", "token": "t"},
		"dataSchema":  map[string]any{"columns": []any{"a"}},
		"elements":    []any{map[string]any{"id": "elm_1", "kind": "script.pre", "version": 1, "enabled": true, "config": map[string]any{"script": "1"}}},
		"name":        "n",
		"order":       9,
	}
	for round := range 3 {
		var reqs []*http.Request
		for k, v := range patches {
			reqs = append(reqs, e.NewRequest("PUT", "/collections/"+id, map[string]any{k: v}))
		}
		// Reset between rounds so every round changes every field again.
		if round > 0 {
			e.Must(200, "PUT", "/collections/"+id, `{"description":null,"variables":null,"auth":null,"dataSchema":null,"elements":null,"name":"c","order":0}`)
		}
		var wg sync.WaitGroup
		statuses := make([]int, len(reqs))
		errs := make([]error, len(reqs))
		for i, req := range reqs {
			wg.Go(func() {
				res, err := e.Client.Do(req)
				if err != nil {
					errs[i] = err
					return
				}
				_ = res.Body.Close()
				statuses[i] = res.StatusCode
			})
		}
		wg.Wait()
		for i := range reqs {
			if errs[i] != nil || statuses[i] != 200 {
				t.Fatalf("round %d: concurrent PUT %d: status %d err %v, want 200", round, i, statuses[i], errs[i])
			}
		}
		got := e.Must(200, "GET", "/collections/"+id, nil)
		for k, v := range patches {
			want := cwDecode(t, v)
			if diff := cmp.Diff(want, got[k]); diff != "" {
				t.Errorf("round %d: field %s lost a concurrent update (-want +got):\n%s", round, k, diff)
			}
		}
	}
}

// cwDecode round-trips v through JSON so it compares with decoded bodies.
func cwDecode(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("encode %v: %v", v, err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("decode %s: %v", b, err)
	}
	return out
}

func TestOrdinaryWritesNeverConflict(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	// Connections the client dialed but never used would hold the engine's
	// shutdown for its 5 s grace; close them before the engine stops.
	t.Cleanup(e.Client.CloseIdleConnections)
	parent := e.Collection(map[string]any{})
	const n = 24
	type result struct {
		status int
		body   []byte
		err    error
	}
	do := func(reqs []*http.Request) []result {
		out := make([]result, len(reqs))
		var wg sync.WaitGroup
		for i, req := range reqs {
			wg.Go(func() {
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				defer cancel()
				res, err := e.Client.Do(req.WithContext(ctx))
				if err != nil {
					out[i].err = err
					return
				}
				defer func() { _ = res.Body.Close() }()
				var buf bytes.Buffer
				_, _ = buf.ReadFrom(res.Body)
				out[i] = result{status: res.StatusCode, body: buf.Bytes()}
			})
		}
		wg.Wait()
		return out
	}

	t.Run("concurrent creates of siblings all succeed with distinct ids", func(t *testing.T) {
		var reqs []*http.Request
		for i := range n {
			reqs = append(reqs, e.NewRequest("POST", "/collections", map[string]any{"name": fmt.Sprint("c", i), "parentId": parent["id"]}))
		}
		ids := map[string]bool{}
		for i, r := range do(reqs) {
			if r.err != nil || r.status != 201 {
				t.Fatalf("create %d: status %d err %v body %s, want 201", i, r.status, r.err, r.body)
			}
			var row map[string]any
			_ = json.Unmarshal(r.body, &row)
			ids[row["id"].(string)] = true
		}
		if len(ids) != n {
			t.Errorf("got %d distinct ids from %d creates, want %d", len(ids), n, n)
		}
	})

	t.Run("concurrent updates of one row all succeed without a precondition", func(t *testing.T) {
		id := parent["id"].(string)
		var reqs []*http.Request
		for i := range n {
			reqs = append(reqs, e.NewRequest("PUT", "/collections/"+id, map[string]any{"variables": map[string]any{"i": i}}))
		}
		for i, r := range do(reqs) {
			if r.err != nil || r.status != 200 {
				t.Fatalf("update %d: status %d err %v body %s, want 200", i, r.status, r.err, r.body)
			}
		}
	})
}

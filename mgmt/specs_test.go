package mgmt_test

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// corpusDir holds the shared real-world documents.
const corpusDir = "/work/shared/corpus"

// corpus reads a document of the shared corpus; the test is skipped when
// the corpus is not on this machine.
func corpus(t testing.TB, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(corpusDir, rel))
	if err != nil {
		t.Skipf("corpus document %s: %v", rel, err)
	}
	return string(b)
}

// specDocs are the corpus documents the spec tests read, every dialect
// and both syntaxes.
var specDocs = []string{
	"openapi-3/oai-v3.0-petstore.yaml",
	"openapi-3/oai-v3.0-petstore-expanded.json",
	"openapi-3/oai-v3.0-uspto.json",
	"openapi-3/oai-v3.0-link-example.yaml",
	"openapi-3/oai-v3.0-callback-example.yaml",
	"openapi-3/oai-v3.1-non-oauth-scopes.json",
	"openapi-3/oai-v3.1-webhook-example.yaml",
	"swagger-2/oai-v2.0-petstore.yaml",
	"swagger-2/oai-v2.0-api-with-examples.yaml",
	"swagger-2/oai-v2.0-uber.json",
}

// corpusSpecDocs are every OpenAPI and Swagger document of the corpus
// that reads without external files: specDocs, the Docker Engine's
// Swagger and, without the race detector (which multiplies their time
// several times), the two largest, Discord and Twilio.
func corpusSpecDocs() []string {
	docs := append(slices.Clone(specDocs), "swagger-2/moby-engine-api-swagger.yaml")
	if !raceDetector {
		docs = append(docs, "openapi-3/discord-openapi-3.1.json", "openapi-3/twilio-api-v2010.yaml")
	}
	return docs
}

// backdate moves a spec document's write time past the sweep's grace.
func backdate(t *testing.T, db *sql.DB, specID string) {
	t.Helper()
	if _, err := db.Exec(`UPDATE specs SET created_at = created_at - 11*60*1000 WHERE id = ?`, specID); err != nil {
		t.Fatal(err)
	}
}

func TestSpecCreateStoresVerbatimWithHashAndIndex(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	content := corpus(t, "openapi-3/oai-v3.0-petstore.yaml")
	d := e.Must(201, "POST", "/specs", map[string]any{"content": content, "sourceUrl": "https://example.com/petstore.yaml"})
	sum := sha256.Sum256([]byte(content))
	if d["content"] != content || d["hash"] != hex.EncodeToString(sum[:]) || d["sourceUrl"] != "https://example.com/petstore.yaml" {
		t.Fatalf("document %v", d)
	}
	if !strings.HasPrefix(id(d), "spec_") || d["fetchedAt"] == nil {
		t.Fatalf("id and fetchedAt: %v", d)
	}
	ops := d["operations"].([]any)
	want := []string{"GET /pets listPets", "POST /pets createPets", "GET /pets/{petId} showPetById"}
	if len(ops) != len(want) {
		t.Fatalf("operations %v", ops)
	}
	for i, o := range ops {
		op := o.(map[string]any)
		if got := op["method"].(string) + " " + op["path"].(string) + " " + op["operationId"].(string); got != want[i] {
			t.Fatalf("operation %d = %s, want %s", i, got, want[i])
		}
		if len(op["responses"].([]any)) == 0 || op["tags"] == nil || op["summary"] == nil {
			t.Fatalf("operation %v", op)
		}
	}
	if r := ops[0].(map[string]any)["responses"].([]any); r[0] != "200" || r[1] != "default" {
		t.Fatalf("declared status keys %v", r)
	}
	got := e.Must(200, "GET", "/specs/"+id(d), nil)
	if got["content"] != content || got["hash"] != d["hash"] {
		t.Fatalf("GET %v", got)
	}
	meta := e.Must(200, "GET", "/specs/"+id(d)+"/meta", nil)
	if _, has := meta["content"]; has || meta["contentBytes"] != float64(len(content)) || meta["hash"] != d["hash"] || meta["operations"] == nil {
		t.Fatalf("meta %v", meta)
	}
}

func TestSpecCreateReadsEveryCorpusDialect(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, name := range specDocs {
		d := e.Must(201, "POST", "/specs", map[string]any{"content": corpus(t, name)})
		if len(d["operations"].([]any)) == 0 && !strings.Contains(name, "webhook") {
			t.Fatalf("%s: no operation indexed", name)
		}
	}
}

func TestSpecCreateRefusals(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, c := range []struct {
		name string
		body any
		want int
		says string
	}{
		{"no content", map[string]any{}, 400, "content"},
		{"empty content", map[string]any{"content": ""}, 400, "content"},
		{"content not a string", map[string]any{"content": 5}, 400, "content"},
		{"a Postman collection", map[string]any{"content": `{"info":{"schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":[]}`}, 400, "OpenAPI"},
		{"not a document at all", map[string]any{"content": "just words"}, 400, "OpenAPI"},
		{"a sourceUrl that is not a string", map[string]any{"content": corpus(t, "openapi-3/oai-v3.0-petstore.yaml"), "sourceUrl": 3}, 400, "sourceUrl"},
	} {
		r := e.Do("POST", "/specs", c.body)
		if r.Status != c.want || !strings.Contains(r.ErrorMessage(t), c.says) {
			t.Fatalf("%s: %d %s", c.name, r.Status, r.Body)
		}
	}
	e.Must(200, "POST", "/config", map[string]any{"maxSpecDocumentBytes": 1024})
	big := corpus(t, "openapi-3/oai-v3.0-petstore.yaml")
	r := e.Do("POST", "/specs", map[string]any{"content": big})
	if r.Status != 413 || !strings.Contains(r.ErrorMessage(t), "maxSpecDocumentBytes") || !strings.Contains(r.ErrorMessage(t), "2772") {
		t.Fatalf("oversized: %d %s", r.Status, r.Body)
	}
	if r := e.Do("GET", "/specs/spec_missing", nil); r.Status != 404 {
		t.Fatalf("unknown id: %d", r.Status)
	}
}

func TestSpecDeleteRefusedWhileBound(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	d := e.Must(201, "POST", "/specs", map[string]any{"content": corpus(t, "openapi-3/oai-v3.0-petstore.yaml")})
	c := e.Collection(map[string]any{"name": "Pets", "openapi": map[string]any{"specId": id(d)}})
	r := e.Do("DELETE", "/specs/"+id(d), nil)
	if r.Status != 409 || r.ErrorCode(t) != "conflict" || !strings.Contains(r.ErrorMessage(t), id(c)) {
		t.Fatalf("bound delete: %d %s", r.Status, r.Body)
	}
	// A trashed collection still binds its document.
	e.Must(200, "DELETE", "/collections/"+id(c), nil)
	if r := e.Do("DELETE", "/specs/"+id(d), nil); r.Status != 409 {
		t.Fatalf("trashed binder: %d %s", r.Status, r.Body)
	}
	e.Must(200, "POST", "/trash/"+id(c)+"/restore", nil)
	e.Must(200, "PUT", "/collections/"+id(c), map[string]any{"openapi": nil})
	e.Must(200, "DELETE", "/specs/"+id(d), nil)
	if r := e.Do("GET", "/specs/"+id(d), nil); r.Status != 404 {
		t.Fatalf("deleted: %d", r.Status)
	}
	if r := e.Do("DELETE", "/specs/"+id(d), nil); r.Status != 404 {
		t.Fatalf("delete again: %d", r.Status)
	}
}

func TestSpecSweepAfterCollectionDeleteAndAtStartup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	db := openDB(t, e)
	content := corpus(t, "openapi-3/oai-v3.0-petstore.yaml")
	post := func() string { return id(e.Must(201, "POST", "/specs", map[string]any{"content": content})) }
	old, fresh, bound, trashedBound, runNamed := post(), post(), post(), post(), post()
	for _, s := range []string{old, bound, trashedBound, runNamed} {
		backdate(t, db, s)
	}
	e.Collection(map[string]any{"name": "live", "openapi": map[string]any{"specId": bound}})
	tb := e.Collection(map[string]any{"name": "trashed", "openapi": map[string]any{"specId": trashedBound}})
	if _, err := db.Exec(`INSERT INTO runs (id, kind, status, target_key, config_snapshot, created_at) VALUES ('run_x', 'scenario', 'Completed', 'k', ?, 0)`,
		`{"openapi":{"specId":"`+runNamed+`","specHash":"h"}}`); err != nil {
		t.Fatal(err)
	}
	e.Must(200, "DELETE", "/collections/"+id(tb), nil)
	want := map[string]int{old: 404, fresh: 200, bound: 200, trashedBound: 200, runNamed: 200}
	for s, status := range want {
		if r := e.Do("GET", "/specs/"+s+"/meta", nil); r.Status != status {
			t.Fatalf("after the collection delete %s: %d, want %d", s, r.Status, status)
		}
	}
	// At startup: the run is gone, so its document goes too.
	if _, err := db.Exec(`DELETE FROM runs WHERE id = 'run_x'`); err != nil {
		t.Fatal(err)
	}
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	e2 := mgmttest.StartIn(t, dir)
	want[runNamed] = 404
	delete(want, old)
	for s, status := range want {
		if r := e2.Do("GET", "/specs/"+s+"/meta", nil); r.Status != status {
			t.Fatalf("after a restart %s: %d, want %d", s, r.Status, status)
		}
	}
}

// A document named only by a run goes with the run: the run-retention
// pass removes the run, and the spec sweep that follows it the document.
func TestSpecSweepFollowsTheRunRetentionPass(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e := mgmttest.StartIn(t, dir)
	db := openDB(t, e)
	d := e.Must(201, "POST", "/specs", map[string]any{"content": corpus(t, "openapi-3/oai-v3.0-petstore.yaml")})
	backdate(t, db, id(d))
	e.Must(200, "POST", "/config", map[string]any{"runRetentionDays": 1})
	old := time.Now().Add(-72 * time.Hour).UnixMilli()
	if _, err := db.Exec(`INSERT INTO runs (id, kind, status, target_key, config_snapshot, created_at, started_at, ended_at) VALUES ('run_old', 'scenario', 'Completed', 'k', ?, ?, ?, ?)`,
		`{"openapi":{"specId":"`+id(d)+`","specHash":"h"}}`, old, old, old); err != nil {
		t.Fatal(err)
	}
	e.Stop()
	if err := e.Wait(); err != nil {
		t.Fatal(err)
	}
	// The restart's own spec sweep runs first and spares the document the
	// run still names; the retention pass then removes the run and the
	// document after it.
	e2 := mgmttest.StartIn(t, dir)
	deadline := time.Now().Add(30 * time.Second)
	for e2.Do("GET", "/specs/"+id(d)+"/meta", nil).Status != 404 {
		if time.Now().After(deadline) {
			t.Fatal("the document named only by an expired run was not swept after the run-retention pass")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if r := e2.Do("GET", "/runs/run_old", nil); r.Status != 404 {
		t.Fatalf("the expired run is still there: %d", r.Status)
	}
}

package mgmt_test

import (
	"encoding/json"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// comparable drops the write stamps of requests, which a write that
// changes nothing may still touch.
func comparableRequests(t *testing.T, reqs []map[string]any) string {
	t.Helper()
	for _, r := range reqs {
		delete(r, "updatedAt")
	}
	b, err := json.Marshal(reqs)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// For every corpus document: import it, bind the same document, and a
// policy sync with the same document changes nothing; a diff finds
// nothing.
func TestSpecPropertyBindThenSafeSyncChangesNothing(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	for _, name := range corpusSpecDocs() {
		content := corpus(t, name)
		cid := importDoc(t, e, content)
		bind := e.Must(200, "POST", "/specs/bind", map[string]any{"collectionId": cid, "content": content})
		if bind["cleared"] != float64(0) || len(bind["unmatched"].([]any)) != 0 {
			t.Fatalf("%s: bind of the imported document %v", name, bind)
		}
		before := comparableRequests(t, subtree(t, e, cid))
		d := e.Must(200, "POST", "/specs/diff", map[string]any{"collectionId": cid, "content": content})
		if s := d["summary"].(map[string]any); s["added"] != float64(0) || s["removed"] != float64(0) || s["changed"] != float64(0) {
			t.Fatalf("%s: diff with itself %v", name, d)
		}
		res := e.Must(200, "POST", "/specs/sync", map[string]any{"collectionId": cid, "spec": map[string]any{"content": content}, "policy": "safe"})
		sk := res["skipped"].(map[string]any)
		if res["created"] != float64(0) || res["updated"] != float64(0) || res["deleted"] != float64(0) || sk["requests"] != float64(0) || sk["fields"] != float64(0) || sk["deletions"] != float64(0) || res["specId"] != bind["specId"] {
			t.Fatalf("%s: sync with the same document %v", name, res)
		}
		if after := comparableRequests(t, subtree(t, e, cid)); after != before {
			t.Fatalf("%s: the sync changed the requests", name)
		}
	}
}

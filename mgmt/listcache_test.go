package mgmt_test

import (
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

func TestRequestListsAreNeverStaleAfterAWriteFromAnywhere(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	c := e.Collection(map[string]any{"name": "c"})
	r := e.Request(id(c), map[string]any{"name": "first"})
	list := func() string {
		return e.Do("GET", "/requests?collectionId="+id(c), nil).Array(t)[0].(map[string]any)["name"].(string)
	}
	if got := list(); got != "first" {
		t.Fatalf("name %q", got)
	}
	list() // served from the cache now
	e.Must(200, "PUT", "/requests/"+id(r), map[string]any{"name": "renamed"})
	if got := list(); got != "renamed" {
		t.Fatalf("after an API write the list says %q", got)
	}
	if _, err := openDB(t, e).Exec(`UPDATE requests SET name = 'by another process', doc = '' WHERE id = ?`, id(r)); err != nil {
		t.Fatal(err)
	}
	if got := list(); got != "by another process" {
		t.Fatalf("after a write by another process the list says %q", got)
	}
}

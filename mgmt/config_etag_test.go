package mgmt_test

import (
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// TestConfigETag covers the conditional GET /config a poller of the
// settings sends (svc-mcp reads its gates for every call): 304 while
// nothing was written, the full answer with a new ETag as soon as POST
// /config has answered, and never a 304 for another engine's tag.
func TestConfigETag(t *testing.T) {
	e := mgmttest.Start(t)
	first := e.Do("GET", "/config", nil)
	tag := first.Header.Get("ETag")
	if first.Status != 200 || tag == "" {
		t.Fatalf("GET /config: %d, ETag %q", first.Status, tag)
	}
	conditional := func(tag string) mgmttest.Response {
		req := e.NewRequest("GET", "/config", nil)
		req.Header.Set("If-None-Match", tag)
		return e.Send(req)
	}
	if res := conditional(tag); res.Status != 304 || len(res.Body) != 0 || res.Header.Get("ETag") != tag {
		t.Errorf("unchanged settings: %d %q, ETag %q", res.Status, res.Body, res.Header.Get("ETag"))
	}
	e.Must(200, "POST", "/config", map[string]any{"mcpWriteEnabled": true})
	res := conditional(tag)
	if res.Status != 200 || res.Header.Get("ETag") == tag || !strings.Contains(string(res.Body), `"key":"mcpWriteEnabled","value":"true"`) {
		t.Fatalf("after a write: %d, ETag %q (was %q): %.200s", res.Status, res.Header.Get("ETag"), tag, res.Body)
	}
	if res := conditional(`"cfg-other-1"`); res.Status != 200 {
		t.Errorf("a tag this engine never gave: %d", res.Status)
	}
	other := mgmttest.Start(t)
	if tagOther := other.Do("GET", "/config", nil).Header.Get("ETag"); tagOther == res.Header.Get("ETag") {
		t.Errorf("two engines gave the same ETag %q", tagOther)
	}
}

package mcp

import (
	"strconv"
	"strings"
	"testing"
)

// TestTrimDiff checks the trimming on the shape the spec describes
// (buckets of entries with a per-entry draft, a summary with the true
// totals); TestSpecTools checks it against the engine's POST /specs/diff.
func TestTrimDiff(t *testing.T) {
	entries := func(n int) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = map[string]any{"requestId": strconv.Itoa(i), "safe": true, "draft": map[string]any{"url": "x"}}
		}
		return out
	}
	v := trimDiff(map[string]any{
		"added":   entries(120),
		"removed": entries(3),
		"changed": map[string]any{"fields": entries(51)},
		"summary": map[string]any{"added": 120, "removed": 3, "changed": 51, "list": entries(70)},
	}).(map[string]any)
	if n := len(v["added"].([]any)); n != 50 {
		t.Errorf("added keeps %d entries, want 50", n)
	}
	if n := len(v["removed"].([]any)); n != 3 {
		t.Errorf("removed keeps %d entries, want 3", n)
	}
	if n := len(v["changed"].(map[string]any)["fields"].([]any)); n != 50 {
		t.Errorf("a nested bucket keeps %d entries, want 50", n)
	}
	for _, e := range v["added"].([]any) {
		if _, ok := e.(map[string]any)["draft"]; ok {
			t.Fatal("an entry kept its draft")
		}
	}
	sum := v["summary"].(map[string]any)
	if sum["added"] != 120 || len(sum["list"].([]any)) != 70 {
		t.Errorf("summary changed: %v", sum["added"])
	}
	cut := v["truncatedBuckets"].(map[string]any)
	if cut["added"] != 120 || cut["changed.fields"] != 51 || cut["removed"] != nil {
		t.Errorf("truncatedBuckets %v", cut)
	}
}

func TestCapText(t *testing.T) {
	for _, n := range []int{0, MaxSpecText, MaxSpecText + 1, 3 * MaxSpecText} {
		m := map[string]any{"content": strings.Repeat("é", n/2) + strings.Repeat("a", n%2)}
		capText(m, "content")
		s := m["content"].(string)
		if m["contentBytes"] != n || len(s) > MaxSpecText || (n > MaxSpecText) != (m["contentTruncated"] == true) {
			t.Errorf("%d bytes: kept %d, contentBytes %v, truncated %v", n, len(s), m["contentBytes"], m["contentTruncated"])
		}
		if !strings.HasPrefix(strings.Repeat("é", n/2)+strings.Repeat("a", n%2), s) {
			t.Errorf("%d bytes: the cut split a character", n)
		}
	}
}

func TestStripTokens(t *testing.T) {
	v := stripTokens(map[string]any{"tokens": []any{map[string]any{"access_token": "secret", "refresh_token": "r", "expiresAt": 1, "scope": "a"}}})
	row := v.(map[string]any)["tokens"].([]any)[0].(map[string]any)
	if _, ok := row["access_token"]; ok || row["refresh_token"] != nil || row["tokenWithheld"] != true || row["scope"] != "a" {
		t.Errorf("stripped %v", row)
	}
}

func TestAllowedMatching(t *testing.T) {
	g := Gates{Allowlist: []string{"api.example.com", "svc.test:8443", "*.example.org", "[::1]:9000", "10.0.0.5"}}
	for _, tc := range []struct {
		host, port string
		want       bool
	}{
		{"api.example.com", "443", true}, {"API.example.com.", "80", true}, {"x.api.example.com", "443", false},
		{"svc.test", "8443", true}, {"svc.test", "443", false},
		{"a.example.org", "80", true}, {"a.b.example.org", "80", true}, {"example.org", "80", false}, {"badexample.org", "80", false},
		{"::1", "9000", true}, {"::1", "9001", false}, {"10.0.0.5", "1", true}, {"10.0.0.6", "1", false},
	} {
		if got := g.allowed(tc.host, tc.port); got != tc.want {
			t.Errorf("%s:%s: %v, want %v", tc.host, tc.port, got, tc.want)
		}
	}
}

func TestCapBodies(t *testing.T) {
	long := strings.Repeat("x", MaxResultBody+10)
	v := capBodies(map[string]any{
		"response": map[string]any{"bodyRaw": long, "body": map[string]any{"parsed": true}},
		"request":  map[string]any{"body": long},
		"steps":    []any{map[string]any{"body": "short"}},
		"nested":   map[string]any{"body": map[string]any{"mode": "json", "content": "kept"}},
	}).(map[string]any)
	resp := v["response"].(map[string]any)
	if len(resp["bodyRaw"].(string)) != MaxResultBody || resp["body"] != nil || resp["bodyTruncated"] != true || resp["bodyBytes"] != len(long) {
		t.Errorf("a cut bodyRaw: %d bytes, body %v, truncated %v, bodyBytes %v", len(resp["bodyRaw"].(string)), resp["body"], resp["bodyTruncated"], resp["bodyBytes"])
	}
	req := v["request"].(map[string]any)
	if len(req["body"].(string)) != MaxResultBody || req["bodyTruncated"] != true || req["bodyBytes"] != len(long) {
		t.Errorf("a cut body: %d bytes", len(req["body"].(string)))
	}
	if st := v["steps"].([]any)[0].(map[string]any); st["bodyTruncated"] != nil || st["body"] != "short" {
		t.Errorf("a short body was marked: %v", st)
	}
	if n := v["nested"].(map[string]any)["body"].(map[string]any); n["content"] != "kept" {
		t.Errorf("a body object changed: %v", n)
	}
}

func TestGateValues(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       map[string]string
	}{
		{"the compact answer: only the mcp entries are decoded",
			`{"entries":[{"key":"trashRetentionDays","value":"30","description":"{\"key\":\"mcpWriteEnabled\",\"value\":\"true\"}"},` +
				`{"key":"mcpWriteEnabled","value":"false","keywords":["mcp"]},{"key":"mcpAllowlist","value":"a.example,*.b.example"}]}`,
			map[string]string{"mcpWriteEnabled": "false", "mcpAllowlist": "a.example,*.b.example"}},
		{"an answer written otherwise is decoded whole",
			"{\"entries\": [ {\"key\": \"mcpWriteEnabled\", \"value\": \"true\"}, {\"key\": \"other\", \"value\": \"1\"} ]}",
			map[string]string{"mcpWriteEnabled": "true", "other": "1"}},
		{"no mcp entry", `{"entries":[]}`, map[string]string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := gateValues([]byte(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s = %q, want %q", k, got[k], v)
				}
			}
		})
	}
	if _, err := gateValues([]byte(`{"entries":[{"key":"mcpWriteEnabled","value":`)); err == nil {
		t.Error("a cut answer decoded without an error")
	}
}

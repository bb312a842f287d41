package bench

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestPutTargetsCycleOverTheIDsWithDistinctBodies(t *testing.T) {
	t.Parallel()
	ts, err := PutTargets("http://127.0.0.1:1234", []string{"a", "b"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteTargets(&buf, ts); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want 3:\n%s", len(lines), buf.String())
	}
	for k, want := range []string{"/requests/a", "/requests/b", "/requests/a"} {
		// The shape vegeta's JSON targets decoder reads: body is base64.
		var got struct {
			Method string              `json:"method"`
			URL    string              `json:"url"`
			Body   []byte              `json:"body"`
			Header map[string][]string `json:"header"`
		}
		if err := json.Unmarshal([]byte(lines[k]), &got); err != nil {
			t.Fatalf("line %d: %v", k, err)
		}
		if got.Method != "PUT" || got.URL != "http://127.0.0.1:1234"+want || !bytes.Equal(got.Body, PutBody(k)) ||
			got.Header["Content-Type"][0] != "application/json" {
			t.Errorf("line %d = %+v, want PUT %s with PutBody(%d) as JSON", k, got, want, k)
		}
	}
	if _, err := PutTargets("http://example.test", []string{"a"}, 1); err == nil {
		t.Error("PutTargets accepted a base off 127.0.0.1")
	}
}

package importers

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// A document that is not JSON is read as YAML only up to MaxYAMLBytes
// (the engine passes maxSpecDocumentBytes): a larger one is refused at
// once as a limit naming the setting, while JSON of the same size and a
// cURL command line are read as before.
func TestParseBoundsAYAMLDocumentBeforeDecodingIt(t *testing.T) {
	t.Parallel()
	const bound = 1 << 20
	scalar := "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx: '" + strings.Repeat("y", 4<<20) + "'\n"
	small := "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx: '" + strings.Repeat("y", bound/2) + "'\n"
	jsonDoc := `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{},"x":"` + strings.Repeat("y", 4<<20) + `"}`
	curl := "curl https://example.com/ -d '" + strings.Repeat("y", 4<<20) + "'"
	tests := []struct {
		name, doc, format string // format "": refused as a limit
	}{
		{"a 4 MiB YAML scalar over a 1 MiB bound", scalar, ""},
		{"a YAML document under the bound", small, "openapi-3.0"},
		{"a 4 MiB JSON document", jsonDoc, "openapi-3.0"},
		{"a 4 MiB cURL command line", curl, FormatCurl},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			tree, err := Parse([]byte(tt.doc), Options{MaxYAMLBytes: bound})
			took := time.Since(start)
			if tt.format == "" {
				if !errors.Is(err, ErrDocumentLimit) || !strings.Contains(err.Error(), "maxSpecDocumentBytes") {
					t.Fatalf("Parse = %v, want ErrDocumentLimit naming maxSpecDocumentBytes", err)
				}
				if took > time.Second {
					t.Errorf("refused after %v, want before any decoding", took)
				}
				return
			}
			if err != nil || tree.Meta.Format != tt.format {
				t.Fatalf("Parse = format %q, %v; want %s", tree.Meta.Format, err, tt.format)
			}
		})
	}
}

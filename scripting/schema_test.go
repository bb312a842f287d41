package scripting

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCompileSchemaRefuses(t *testing.T) {
	tests := []struct {
		name    string
		schema  string
		wantErr string
	}{
		{
			name:    "a property without a title is refused",
			schema:  `{"type":"object","properties":{"a":{"type":"string","description":"d"}}}`,
			wantErr: "must carry a title and a description",
		},
		{
			name:    "a property without a description is refused",
			schema:  `{"type":"object","properties":{"a":{"type":"string","title":"A"}}}`,
			wantErr: "must carry a title and a description",
		},
		{
			name:    "an x-svc-unit outside ms, % and B is refused",
			schema:  `{"type":"object","properties":{"a":{"type":"integer","title":"A","description":"d","x-svc-unit":"s"}}}`,
			wantErr: `x-svc-unit "s"`,
		},
		{
			name:    "an x-svc-group other than advanced is refused",
			schema:  `{"type":"object","properties":{"a":{"type":"integer","title":"A","description":"d","x-svc-group":"basic"}}}`,
			wantErr: `x-svc-group "basic"`,
		},
		{
			name:    "a keyword outside the subset is refused",
			schema:  `{"type":"object","patternProperties":{}}`,
			wantErr: `keyword "patternProperties"`,
		},
		{
			name:    "an unsupported type is refused",
			schema:  `{"type":"null"}`,
			wantErr: "type must be one of",
		},
		{
			name:    "a required name that is not a property is refused",
			schema:  `{"type":"object","properties":{},"required":["a"]}`,
			wantErr: `required property "a"`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := compileSchema(json.RawMessage(tt.schema), "test", false)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("compileSchema error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestSchemaValidate(t *testing.T) {
	s, err := compileSchema(json.RawMessage(`{
		"type": "object",
		"properties": {
			"n":    {"type": "number", "minimum": 0.5, "maximum": 2.5, "title": "N", "description": "d"},
			"b":    {"type": "boolean", "title": "B", "description": "d"},
			"mode": {"type": "string", "enum": ["fast", "slow"], "title": "Mode", "description": "d"},
			"name": {"type": "string", "minLength": 2, "maxLength": 3, "title": "Name", "description": "d"},
			"size": {"type": "integer", "title": "Size", "description": "d", "x-svc-unit": "B"},
			"tags": {"type": "array", "items": {"type": "string"}, "title": "Tags", "description": "d"},
			"open": {"type": "object", "title": "Open", "description": "d"}
		},
		"additionalProperties": false
	}`), "test", false)
	if err != nil {
		t.Fatalf("compileSchema: %v", err)
	}
	tests := []struct {
		name string
		in   string
		want *violation
	}{
		{"a value inside every constraint passes", `{"n":1,"b":true,"mode":"slow","name":"abc","size":1e3,"tags":["x"],"open":{"any":1}}`, nil},
		{"an empty object passes when nothing is required", `{}`, nil},
		{"a number below the minimum is refused", `{"n":0.25}`, &violation{"config.n", "config.n must be at least 0.5"}},
		{"a number above the maximum is refused", `{"n":3}`, &violation{"config.n", "config.n must be at most 2.5"}},
		{"a string where a number belongs is refused", `{"n":"1"}`, &violation{"config.n", "config.n must be a number"}},
		{"a number where a boolean belongs is refused", `{"b":1}`, &violation{"config.b", "config.b must be a boolean"}},
		{"a value outside the enum is refused", `{"mode":"medium"}`, &violation{"config.mode", `config.mode must be one of "fast", "slow"`}},
		{"a string shorter than minLength is refused", `{"name":"a"}`, &violation{"config.name", "config.name must be at least 2 characters long"}},
		{"a string longer than maxLength is refused", `{"name":"abcd"}`, &violation{"config.name", "config.name must be at most 3 characters long"}},
		{"length counts characters rather than bytes", `{"name":"äöü"}`, nil},
		{"an array item of the wrong type is refused", `{"tags":["x",1]}`, &violation{"config.tags[1]", "config.tags[1] must be a string"}},
		{"an object where an array belongs is refused", `{"tags":{}}`, &violation{"config.tags", "config.tags must be an array"}},
		{"an array where an object belongs is refused", `{"open":[]}`, &violation{"config.open", "config.open must be an object"}},
		{"an unknown property is refused", `{"n":1,"zzz":1}`, &violation{"config.zzz", "config.zzz is not a known property (known: n, b, mode, name, size, tags, open)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := s.validate(json.RawMessage(tt.in), "config")
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(violation{})); diff != "" {
				t.Errorf("validate (-want +got):\n%s", diff)
			}
		})
	}
}

package mcp

import (
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
)

// jsonCases are inputs on both sides of the grammar's edges.
var jsonCases = []string{
	``, ` `, `null`, ` null `, `nul`, `nulll`, `true`, `false`, `tru`, `True`,
	`0`, `-0`, `01`, `-`, `1.`, `1.5`, `.5`, `1e5`, `1E+5`, `1e-5`, `1e`, `1e+`, `-1.5e10`, `1.5.5`, `+1`, `0x10`,
	`""`, `"a"`, `"a`, `"\""`, `"\\"`, `"\/"`, `"\b\f\n\r\t"`, `"\u00e9"`, `"\u00G9"`, `"\u12"`, `"\x"`, "\"a\tb\"", "\"a\x01b\"",
	"\"\xff\xfe\"", "\"é\"", "\"\x7f\"", `"\`,
	`{}`, `{ }`, `{"a":1}`, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `{"a":1 "b":2}`, `{"a":{"b":[1,2,{"c":null}]}}`, `{"a":1}}`, `{`, `{"a":`,
	`[]`, `[ ]`, `[1,2]`, `[1,]`, `[,1]`, `[1 2]`, `[[[]]]`, `[`, `]`, `[1]]`,
	`1 2`, `{} {}`, "\t\n\r{}\r\n", "\v{}", `[1,"a",true,null,{"k":[-1.5e3]}]`,
	strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	strings.Repeat(`{"a":`, 10001) + "1" + strings.Repeat("}", 10001),
}

func TestValidJSON(t *testing.T) {
	for _, c := range jsonCases {
		if got, want := validJSON([]byte(c)), codec.Valid([]byte(c)); got != want {
			t.Errorf("validJSON(%.40q) = %v, encoding/json says %v", c, got, want)
		}
	}
}

// FuzzValidJSON holds validJSON to encoding/json's answer on any input.
func FuzzValidJSON(f *testing.F) {
	for _, c := range jsonCases[:len(jsonCases)-3] {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := validJSON(b), codec.Valid(b); got != want {
			t.Errorf("validJSON(%q) = %v, encoding/json says %v", b, got, want)
		}
	})
}

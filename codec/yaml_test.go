package codec

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestYAMLToJSON(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		{"mappings keep their order", "z: 1\na: 2\nm: 3\n", `{"z":1,"a":2,"m":3}`},
		{"scalars follow the YAML 1.2 core schema", "n: 0x1F\nf: 1.5e3\nbig: 12345678901234567890\nd: 2024-01-02\ns: \"007\"\ny: yes\ninf: .inf\nnil: ~\nt: true\n",
			`{"n":31,"f":1.5e3,"big":12345678901234567890,"d":"2024-01-02","s":"007","y":"yes","inf":".inf","nil":null,"t":true}`},
		{"merge keys give way to stated keys, at the merge key's place", "base: &b {x: 1, y: 2}\nuse:\n  y: 3\n  <<: *b\n  z: 4\n",
			`{"base":{"x":1,"y":2},"use":{"y":3,"x":1,"z":4}}`},
		{"aliases are expanded", "a: &a [1, 2]\nb: *a\n", `{"a":[1,2],"b":[1,2]}`},
		{"only the first document is read", "a: 1\n---\nb: 2\n", `{"a":1}`},
		{"flow JSON is YAML too", `{"a": [true, null]}`, `{"a":[true,null]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := YAMLToJSON([]byte(tt.in))
			if err != nil || string(got) != tt.want {
				t.Errorf("YAMLToJSON(%q) = %s, %v; want %s", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestYAMLToJSONLimits(t *testing.T) {
	t.Parallel()
	nested := func(levels int) string { // block mappings, levels deep
		var b strings.Builder
		for i := range levels - 1 {
			b.WriteString(strings.Repeat(" ", i) + "k:\n")
		}
		b.WriteString(strings.Repeat(" ", levels-1) + "v: 1\n")
		return b.String()
	}
	var laughs strings.Builder
	laughs.WriteString("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n")
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		laughs.WriteString(n + ": &" + n + " [" + strings.Repeat("*"+prev+",", 8) + "*" + prev + "]\n")
		prev = n
	}
	if _, err := YAMLToJSON([]byte(nested(MaxDepth))); err != nil {
		t.Errorf("%d levels: %v; want accepted", MaxDepth, err)
	}
	for _, tt := range []struct{ name, in string }{
		{"mappings one level past MaxDepth", nested(MaxDepth + 1)},
		{"flow sequences 10k levels deep", "x: " + strings.Repeat("[", 10000) + strings.Repeat("]", 10000)},
		{"an anchor holding an alias to itself", "a: &x\n  b: *x\n"},
		{"a billion laughs", laughs.String()},
		{"a million one-letter list items", "x:\n" + strings.Repeat("- a\n", 1<<20)},
		{"a flow list of two million one-letter items", "x: [" + strings.Repeat("a,", 2<<20) + "a]"},
		{"a flow mapping of a million one-letter pairs", "x: {" + strings.Repeat("a: b, ", 1<<20) + "}"},
	} {
		t.Run(tt.name+" is refused as a limit", func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			_, err := YAMLToJSON([]byte(tt.in))
			var le *LimitError
			if !errors.As(err, &le) {
				t.Errorf("YAMLToJSON: %v, want a *LimitError", err)
			}
			if took := time.Since(start); took > 30*time.Second {
				t.Errorf("refusing took %v", took)
			}
			if strings.HasPrefix(tt.name, "a million") || strings.HasPrefix(tt.name, "a flow") {
				// Refused by counting, before the decoder builds a node.
				if le == nil || !strings.Contains(le.What, "may hold") {
					t.Errorf("refused with %v, want the value count checked before decoding", err)
				}
			}
		})
	}
}

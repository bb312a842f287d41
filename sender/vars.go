package sender

import (
	"crypto/rand"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// Vars is one layer of variables (globals, a collection, an environment...).
type Vars map[string]string

// VarsFromJSON reads a stored variables object. A value may be a string, a
// number or boolean (used as its JSON text), or an object {value, enabled}
// as other tools export; a disabled or null entry is skipped.
func VarsFromJSON(raw codec.RawMessage) Vars {
	out := Vars{}
	ms, err := workspace.Members(raw)
	if err != nil {
		return out
	}
	for _, m := range ms {
		if v, ok := varValue(m.Value); ok {
			out[m.Key] = v
		}
	}
	return out
}

func varValue(raw codec.RawMessage) (string, bool) {
	switch workspace.KindOf(raw) {
	case workspace.KindString:
		s, _ := workspace.String(raw)
		return s, true
	case workspace.KindNumber, workspace.KindBool:
		return string(workspace.Compact(raw)), true
	case workspace.KindObject:
		ms, err := workspace.Members(raw)
		if err != nil {
			return "", false
		}
		if e, ok := workspace.Get(ms, "enabled"); ok {
			if on, isBool := workspace.Bool(e); isBool && !on {
				return "", false
			}
		}
		if v, ok := workspace.Get(ms, "value"); ok {
			return varValue(v)
		}
		return string(workspace.Compact(raw)), true
	case workspace.KindArray:
		return string(workspace.Compact(raw)), true
	}
	return "", false
}

// Scope resolves variable names through layers, lowest precedence first:
// globals, the collection chain from root to leaf, the active environment,
// a data row, values set by scripts (DESIGN.md).
type Scope struct {
	layers []Vars
	now    func() time.Time
}

// NewScope returns a scope over layers, lowest precedence first.
func NewScope(layers ...Vars) *Scope {
	return &Scope{layers: layers, now: time.Now}
}

// Push adds a layer of higher precedence than every existing one.
func (s *Scope) Push(v Vars) { s.layers = append(s.layers, v) }

// Lookup finds name in the highest layer that has it.
func (s *Scope) Lookup(name string) (string, bool) {
	for i := len(s.layers) - 1; i >= 0; i-- {
		if v, ok := s.layers[i][name]; ok {
			return v, true
		}
	}
	return "", false
}

// maxDepth bounds nested resolution (a value that names another variable).
const maxDepth = 10

// Resolve replaces every {{name}} in text. A variable's value may itself
// contain tokens, resolved up to maxDepth levels. Built-in dynamic
// variables ({{$guid}}, {{$timestamp}}, {{$isoTimestamp}}, {{$randomInt}})
// are generated per occurrence. An unknown name is left as written and
// added to unresolved (each name once, in order of appearance).
func (s *Scope) Resolve(text string, unresolved *[]string) string {
	return s.resolve(text, unresolved, 0)
}

func (s *Scope) resolve(text string, unresolved *[]string, depth int) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	var b strings.Builder
	rest := text
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			b.WriteString(rest)
			break
		}
		j := strings.Index(rest[i+2:], "}}")
		if j < 0 {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i])
		token := rest[i : i+2+j+2]
		name := strings.TrimSpace(rest[i+2 : i+2+j])
		if v, ok := s.value(name); ok {
			if depth < maxDepth {
				v = s.resolve(v, unresolved, depth+1)
			}
			b.WriteString(v)
		} else {
			b.WriteString(token)
			if name != "" {
				addOnce(unresolved, name)
			}
		}
		rest = rest[i+2+j+2:]
	}
	return b.String()
}

func addOnce(list *[]string, name string) {
	if list == nil {
		return
	}
	for _, n := range *list {
		if n == name {
			return
		}
	}
	*list = append(*list, name)
}

// value resolves a name: a defined variable wins over a dynamic one of the
// same name, as in Postman.
func (s *Scope) value(name string) (string, bool) {
	if v, ok := s.Lookup(name); ok {
		return v, true
	}
	switch name {
	case "$guid", "$randomUUID":
		return uuid.NewString(), true
	case "$timestamp":
		return strconv.FormatInt(s.now().Unix(), 10), true
	case "$isoTimestamp":
		return s.now().UTC().Format("2006-01-02T15:04:05.000Z"), true
	case "$randomInt":
		n, err := rand.Int(rand.Reader, big.NewInt(1001))
		if err != nil {
			return "0", true
		}
		return n.String(), true
	}
	return "", false
}

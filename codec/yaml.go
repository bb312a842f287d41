package codec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// YAMLToJSON converts the first document of a YAML stream to JSON text,
// keeping mapping order: aliases expanded, merge keys (<<) applied,
// mapping keys turned into strings, and scalars resolved by the YAML 1.2
// core schema (a number keeps its source spelling when that is a valid
// JSON number; timestamps, binary, custom tags, .inf and .nan stay
// strings). It is the engine's one YAML decoder. A document over
// MaxDocumentBytes, nested deeper than MaxDepth (counted through aliases)
// or expanding through aliases past its budget is a *LimitError; an
// anchor holding an alias to itself nests without end and is refused so.
// So is a document that could hold more values than its size allows
// (yamlBytesPerValue), checked before it is decoded.
func YAMLToJSON(text []byte) (RawMessage, error) {
	if len(text) > MaxDocumentBytes {
		return nil, &LimitError{What: fmt.Sprintf("the document is %d bytes; at most %d are read", len(text), MaxDocumentBytes)}
	}
	if n, most := yamlValueStarts(text), yamlBaseValues+len(text)/yamlBytesPerValue; n > most {
		return nil, &LimitError{What: fmt.Sprintf("the YAML document may hold %d values; at most %d are read from %d bytes", n, most, len(text))}
	}
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(text))
	if err := dec.Decode(&root); err != nil {
		return nil, err
	}
	c := yamlConv{
		maxNodes: yamlBaseNodes + yamlNodesPerByte*len(text),
		maxBytes: yamlBaseBytes + yamlBytesPerByte*len(text),
	}
	if err := c.value(&root, 0); err != nil {
		return nil, err
	}
	return c.buf, nil
}

// yamlValueStarts counts the bytes after which a YAML value may start.
// Every value but the document's first starts after one of them, so the
// nodes the decoder would build are at most one more.
func yamlValueStarts(text []byte) int {
	n := 0
	for _, c := range text {
		switch c {
		case ',', ':', '-', '[', '{', '\n':
			n++
		}
	}
	return n
}

// yamlConv writes a YAML node graph as JSON. Aliases are followed, not
// copied, so the budget counts every value written and every merged pair
// read: the work is bounded even when anchors expand exponentially.
type yamlConv struct {
	buf      []byte
	nodes    int
	maxNodes int
	maxBytes int
}

// tick charges one unit of work against the budget.
func (c *yamlConv) tick() error {
	c.nodes++
	if c.nodes > c.maxNodes {
		return &LimitError{What: fmt.Sprintf("the YAML document expands through aliases to more than %d values", c.maxNodes)}
	}
	if len(c.buf) > c.maxBytes {
		return &LimitError{What: fmt.Sprintf("the YAML document expands through aliases to more than %d bytes", c.maxBytes)}
	}
	return nil
}

// yamlDeref follows aliases to the node they name.
func yamlDeref(n *yaml.Node) *yaml.Node {
	for hops := 0; n != nil && n.Kind == yaml.AliasNode; hops++ {
		if hops > MaxDepth {
			return nil
		}
		n = n.Alias
	}
	return n
}

func (c *yamlConv) value(n *yaml.Node, depth int) error {
	if err := c.tick(); err != nil {
		return err
	}
	n = yamlDeref(n)
	if n == nil {
		c.buf = append(c.buf, "null"...)
		return nil
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			c.buf = append(c.buf, "null"...)
			return nil
		}
		return c.value(n.Content[0], depth)
	case yaml.SequenceNode:
		if depth >= MaxDepth {
			return depthError("sequences and mappings")
		}
		c.buf = append(c.buf, '[')
		for i, it := range n.Content {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			if err := c.value(it, depth+1); err != nil {
				return err
			}
		}
		c.buf = append(c.buf, ']')
		return nil
	case yaml.MappingNode:
		if depth >= MaxDepth {
			return depthError("sequences and mappings")
		}
		pairs, err := c.pairs(n, depth)
		if err != nil {
			return err
		}
		c.buf = append(c.buf, '{')
		for i, p := range pairs {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			c.buf = AppendString(c.buf, p.key)
			c.buf = append(c.buf, ':')
			if err := c.value(p.val, depth+1); err != nil {
				return err
			}
		}
		c.buf = append(c.buf, '}')
		return nil
	case yaml.ScalarNode:
		c.scalar(n)
		return nil
	}
	c.buf = append(c.buf, "null"...)
	return nil
}

// yamlPair is one effective member of a mapping.
type yamlPair struct {
	key string
	val *yaml.Node
}

// pairs lists the effective members of a mapping in source order. A merge
// key (<<) contributes, at its position, the members of the mapping (or
// mappings, earlier first) it names that the mapping does not state itself.
func (c *yamlConv) pairs(m *yaml.Node, depth int) ([]yamlPair, error) {
	if depth >= MaxDepth {
		return nil, depthError("sequences and mappings")
	}
	explicit := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if !yamlMerge(m.Content[i]) {
			k, err := c.key(m.Content[i], depth)
			if err != nil {
				return nil, err
			}
			explicit[k] = true
		}
	}
	out := make([]yamlPair, 0, len(m.Content)/2)
	merged := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if err := c.tick(); err != nil {
			return nil, err
		}
		k, v := m.Content[i], m.Content[i+1]
		if !yamlMerge(k) {
			key, err := c.key(k, depth)
			if err != nil {
				return nil, err
			}
			out = append(out, yamlPair{key, v})
			continue
		}
		var sources []*yaml.Node
		switch src := yamlDeref(v); {
		case src == nil:
		case src.Kind == yaml.MappingNode:
			sources = []*yaml.Node{src}
		case src.Kind == yaml.SequenceNode:
			for _, s := range src.Content {
				if s = yamlDeref(s); s != nil && s.Kind == yaml.MappingNode {
					sources = append(sources, s)
				}
			}
		}
		for _, s := range sources {
			sp, err := c.pairs(s, depth+1)
			if err != nil {
				return nil, err
			}
			for _, p := range sp {
				if err := c.tick(); err != nil {
					return nil, err
				}
				if explicit[p.key] || merged[p.key] {
					continue
				}
				merged[p.key] = true
				out = append(out, p)
			}
		}
	}
	return out, nil
}

func yamlMerge(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.Value == "<<" && k.ShortTag() == "!!merge"
}

// key turns a mapping key into a JSON member name: a scalar's text, or the
// JSON text of a collection used as a key.
func (c *yamlConv) key(k *yaml.Node, depth int) (string, error) {
	n := yamlDeref(k)
	if n == nil {
		return "null", nil
	}
	if n.Kind == yaml.ScalarNode {
		if n.ShortTag() == "!!null" {
			return "null", nil
		}
		return n.Value, nil
	}
	sub := yamlConv{nodes: c.nodes, maxNodes: c.maxNodes, maxBytes: c.maxBytes - len(c.buf)}
	if err := sub.value(n, depth+1); err != nil {
		return "", err
	}
	c.nodes = sub.nodes
	return string(sub.buf), nil
}

// scalar writes a scalar resolved by the YAML core schema.
func (c *yamlConv) scalar(n *yaml.Node) {
	switch n.ShortTag() {
	case "!!null":
		c.buf = append(c.buf, "null"...)
		return
	case "!!bool":
		var b bool
		if n.Decode(&b) == nil {
			c.buf = strconv.AppendBool(c.buf, b)
			return
		}
	case "!!int", "!!float":
		if jsonNumber(n.Value) {
			c.buf = append(c.buf, n.Value...)
			return
		}
		var v any
		if n.Decode(&v) == nil {
			switch x := v.(type) {
			case int:
				c.buf = strconv.AppendInt(c.buf, int64(x), 10)
				return
			case int64:
				c.buf = strconv.AppendInt(c.buf, x, 10)
				return
			case uint64:
				c.buf = strconv.AppendUint(c.buf, x, 10)
				return
			case float64:
				if !math.IsInf(x, 0) && !math.IsNaN(x) {
					c.buf = strconv.AppendFloat(c.buf, x, 'g', -1, 64)
					return
				}
			}
		}
	}
	// Strings, timestamps, binary, custom tags, .inf and .nan: the text.
	c.buf = AppendString(c.buf, n.Value)
}

// jsonNumber reports whether s is a number in JSON's grammar: it starts
// with '-' or a digit and ends with a digit (so no whitespace around it),
// and encoding/json accepts it.
func jsonNumber(s string) bool {
	return s != "" && (s[0] == '-' || isDigit(s[0])) && isDigit(s[len(s)-1]) && json.Valid([]byte(s))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

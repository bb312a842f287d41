package mcp

// validJSON reports whether b is one JSON value with optional white space
// around it, by the grammar encoding/json's Valid applies (strings are not
// checked for UTF-8, nesting is limited to maxJSONDepth). It is the check
// of every engine answer a result embeds as it was sent, on the path of
// every tool call, where encoding/json's scanner reads about 90 MB/s: this
// reads the same grammar several times faster.
func validJSON(b []byte) bool {
	v := jsonValidator{b: b}
	v.space()
	if !v.value(0) {
		return false
	}
	v.space()
	return v.i == len(b)
}

// maxJSONDepth is encoding/json's nesting limit.
const maxJSONDepth = 10000

type jsonValidator struct {
	b []byte
	i int
}

// plain reports whether a string holds c as it is: not '"', not '\\' and
// not a control character.
func plain(c byte) bool { return c >= 0x20 && c != '"' && c != '\\' }

func (v *jsonValidator) space() {
	for v.i < len(v.b) {
		switch v.b[v.i] {
		case ' ', '\t', '\n', '\r':
			v.i++
		default:
			return
		}
	}
}

func (v *jsonValidator) value(depth int) bool {
	if v.i >= len(v.b) {
		return false
	}
	switch c := v.b[v.i]; {
	case c == '{':
		return v.object(depth + 1)
	case c == '[':
		return v.array(depth + 1)
	case c == '"':
		return v.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return v.number()
	case c == 't':
		return v.literal("true")
	case c == 'f':
		return v.literal("false")
	case c == 'n':
		return v.literal("null")
	}
	return false
}

func (v *jsonValidator) literal(word string) bool {
	if len(v.b)-v.i < len(word) || string(v.b[v.i:v.i+len(word)]) != word {
		return false
	}
	v.i += len(word)
	return true
}

func (v *jsonValidator) object(depth int) bool {
	empty, ok := v.open(depth, '}')
	for ok && !empty {
		if v.i >= len(v.b) || v.b[v.i] != '"' || !v.str() {
			return false
		}
		v.space()
		if v.i >= len(v.b) || v.b[v.i] != ':' {
			return false
		}
		v.i++
		v.space()
		if !v.value(depth) {
			return false
		}
		empty, ok = v.next('}')
	}
	return ok
}

func (v *jsonValidator) array(depth int) bool {
	empty, ok := v.open(depth, ']')
	for ok && !empty {
		if !v.value(depth) {
			return false
		}
		empty, ok = v.next(']')
	}
	return ok
}

// open reads the opening bracket of an object or array at depth and
// reports whether closing follows at once.
func (v *jsonValidator) open(depth int, closing byte) (empty, ok bool) {
	if depth > maxJSONDepth {
		return false, false
	}
	v.i++
	v.space()
	if v.i < len(v.b) && v.b[v.i] == closing {
		v.i++
		return true, true
	}
	return false, true
}

// next reads what follows a member or an element: a comma (another
// follows: end false) or the closing bracket (end true).
func (v *jsonValidator) next(closing byte) (end, ok bool) {
	v.space()
	if v.i >= len(v.b) {
		return false, false
	}
	switch v.b[v.i] {
	case ',':
		v.i++
		v.space()
		return false, true
	case closing:
		v.i++
		return true, true
	}
	return false, false
}

// str reads a string from its opening quote.
func (v *jsonValidator) str() bool {
	b := v.b
	i := v.i + 1
	for {
		for i < len(b) && plain(b[i]) {
			i++
		}
		if i >= len(b) {
			return false
		}
		switch b[i] {
		case '"':
			v.i = i + 1
			return true
		case '\\':
			if i+1 >= len(b) {
				return false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(b) {
					return false
				}
				for _, h := range b[i+2 : i+6] {
					if !isHex(h) {
						return false
					}
				}
				i += 6
			default:
				return false
			}
		default: // a control character
			return false
		}
	}
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

// number reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?.
func (v *jsonValidator) number() bool {
	b, i := v.b, v.i
	if b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digits(b, i)
	default:
		return false
	}
	if i < len(b) && b[i] == '.' {
		start := i + 1
		if i = digits(b, start); i == start {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		start := i
		if i = digits(b, start); i == start {
			return false
		}
	}
	v.i = i
	return true
}

// digits returns the index after the run of decimal digits at i.
func digits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

package codec

import (
	"errors"
	"fmt"
)

// MaxDepth bounds the nesting of a decoded document: arrays and objects
// (JSON), sequences and mappings (YAML, counted through aliases), elements
// (the XML of a JMeter plan). It is the one depth limit of every import
// decoder and of Decoder when its MaxDepth is set to it.
const MaxDepth = 200

// MaxDocumentBytes bounds a document before anything parses it.
const MaxDocumentBytes = 256 << 20

// A YAML document may expand through aliases to at most
// yamlBaseNodes + yamlNodesPerByte×(its size) values and
// yamlBaseBytes + yamlBytesPerByte×(its size) bytes of JSON. Without
// aliases a document holds at most about one value per two bytes, so the
// bound leaves room for honest anchors and stops an expansion bomb (the
// "billion laughs") after a few megabytes of work.
const (
	yamlBaseNodes    = 100_000
	yamlNodesPerByte = 4
	yamlBaseBytes    = 16 << 20
	yamlBytesPerByte = 4
)

// The YAML decoder builds a node of about 250 bytes per value before
// anything can count them, at about a microsecond each: a document is
// refused before it is decoded when its bytes could start more than
// yamlBaseValues + (its size)/yamlBytesPerValue values. Every value but
// the first starts after one of the bytes , : - [ { or a line break, so
// their count bounds the values; the corpus's documents have one every
// 10 to 17 bytes, a list of one-letter items one every 2 to 4.
const (
	yamlBaseValues    = 100_000
	yamlBytesPerValue = 8
)

// ErrTrailingData is a JSON text with more after its one value.
var ErrTrailingData = errors.New("unexpected data after the JSON value")

// LimitError is a document over one of the limits: its nesting, its size
// or its YAML alias expansion. Match it with errors.As.
type LimitError struct {
	// What states the limit crossed, as a clause ("arrays and objects
	// nest deeper than 200 levels").
	What string
}

func (e *LimitError) Error() string { return "the document exceeds a limit: " + e.What }

// depthError is the LimitError of nesting in the given terms.
func depthError(things string) *LimitError {
	return &LimitError{What: fmt.Sprintf("%s nest deeper than %d levels", things, MaxDepth)}
}

// TooDeep reports whether the brackets of a JSON text (strings skipped)
// nest deeper than limit. It reads the bytes once and allocates nothing,
// so a hostile document is refused before any parser recurses into it.
func TooDeep(b []byte, limit int) bool {
	depth := 0
	inString, escaped := false, false
	for _, c := range b {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			if depth > limit {
				return true
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return false
}

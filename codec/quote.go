package codec

import (
	"unicode/utf8"
	"unsafe"
)

// AppendQuoted appends s as a JSON string, escaped exactly as encoding/json
// does with HTML escaping off: invalid UTF-8 becomes U+FFFD, and U+2028 and
// U+2029 are escaped so the text is also valid JavaScript. It allocates
// only to grow dst.
func AppendQuoted(dst, s []byte) []byte {
	return append(AppendEscaped(append(dst, '"'), s), '"')
}

// AppendEscaped appends s escaped as AppendQuoted escapes it, without the
// quotes: a piece of a JSON string written in parts.
func AppendEscaped(dst, s []byte) []byte {
	const hex = "0123456789abcdef"
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	return append(dst, s[start:]...)
}

// AppendString is AppendQuoted for a string, without copying it.
func AppendString(dst []byte, s string) []byte {
	// The bytes are only read.
	return AppendQuoted(dst, unsafe.Slice(unsafe.StringData(s), len(s)))
}

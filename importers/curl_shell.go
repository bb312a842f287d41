package importers

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// curlCommands splits a shell text into commands, each a list of words,
// as bash or Windows cmd would read it. Bash: single quotes, double quotes
// (backslash escapes ", \, $, ` and a newline), $'...' ANSI-C quoting, a
// backslash outside quotes escaping the next byte, backslash-newline a
// continuation, # starting a comment at a word's start; commands end at an
// unquoted newline, ;, && or ||, and a pipe ends the curl command's words.
// Cmd (chosen when the text uses ^ as an escape or continuation, as a
// browser's "Copy as cURL (cmd)" does): ^ escapes the next byte outside
// double quotes (^ and a newline continue the line), then the words are
// split as the C runtime splits a command line (double quotes group, \"
// is a quote).
func curlCommands(text string) [][]string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if curlIsCmd(text) {
		return cmdCommands(text)
	}
	return bashCommands(text)
}

// curlIsCmd reports whether text reads as Windows cmd: a line ending in ^
// or the ^" escape.
func curlIsCmd(text string) bool {
	return strings.Contains(text, "^\n") || strings.Contains(text, `^"`) || strings.HasSuffix(strings.TrimRight(text, " \t"), "^")
}

// bashCommands is curlCommands for bash.
func bashCommands(s string) [][]string {
	var cmds [][]string
	var words []string
	var w strings.Builder
	inWord, piped := false, false
	endWord := func() {
		if inWord && !piped {
			words = append(words, w.String())
		}
		w.Reset()
		inWord = false
	}
	endCmd := func() {
		endWord()
		if len(words) > 0 {
			cmds = append(cmds, words)
		}
		words, piped = nil, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 < len(s) && s[i+1] == '\n' {
				i++ // a continuation
				continue
			}
			if i+1 < len(s) {
				i++
				w.WriteByte(s[i])
			}
			inWord = true
		case c == '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				end = len(s) - i - 1
			}
			w.WriteString(s[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == '$' && i+1 < len(s) && s[i+1] == '\'':
			n := ansiC(s[i+2:], &w)
			i += 1 + n
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`\n", s[i+1]) >= 0 {
					i++
					if s[i] == '\n' {
						continue
					}
				}
				w.WriteByte(s[i])
			}
			inWord = true
		case c == '#' && !inWord:
			for i < len(s) && s[i] != '\n' {
				i++
			}
			i-- // the newline ends the command
		case c == '\n' || c == ';':
			endCmd()
		case c == '&' && i+1 < len(s) && s[i+1] == '&', c == '|' && i+1 < len(s) && s[i+1] == '|':
			i++
			endCmd()
		case c == '|':
			endWord()
			piped = true // what follows a pipe is another program's words
		case c == ' ' || c == '\t':
			endWord()
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	endCmd()
	return cmds
}

// ansiC decodes the body of $'...' from s (after the opening quote) into
// w and returns how many bytes it read, the closing quote included.
func ansiC(s string, w *strings.Builder) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' {
			return i + 1
		}
		if c != '\\' || i+1 >= len(s) {
			w.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			w.WriteByte('\n')
		case 't':
			w.WriteByte('\t')
		case 'r':
			w.WriteByte('\r')
		case 'a':
			w.WriteByte(7)
		case 'b':
			w.WriteByte(8)
		case 'e', 'E':
			w.WriteByte(27)
		case 'f':
			w.WriteByte(12)
		case 'v':
			w.WriteByte(11)
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			j := i + 1
			for j < len(s) && j-i-1 < max && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
				j++
			}
			if j == i+1 {
				w.WriteByte('\\')
				w.WriteByte(e)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if e == 'x' {
				w.WriteByte(byte(n))
			} else if r := rune(n); utf8.ValidRune(r) {
				w.WriteRune(r)
			}
			i = j - 1
		default:
			w.WriteByte(e) // \\, \', \", \?
		}
	}
	return len(s)
}

// cmdCommands is curlCommands for Windows cmd.
func cmdCommands(s string) [][]string {
	// cmd's pass: ^ escapes outside double quotes; lines split commands.
	var lines []string
	var b strings.Builder
	inQuote := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '^' && !inQuote && i+1 < len(s):
			i++
			if s[i] == '\n' {
				// A continuation; ^ and an empty line is an escaped
				// newline, kept in the word (a browser's multi-line body).
				if i+1 < len(s) && s[i+1] == '\n' {
					i++
					b.WriteByte('\n')
				}
				continue
			}
			b.WriteByte(s[i]) // an escaped quote is a plain byte for cmd
		case c == '"':
			inQuote = !inQuote
			b.WriteByte(c)
		case c == '\n' && !inQuote:
			lines = append(lines, b.String())
			b.Reset()
		case c == '&' && !inQuote && i+1 < len(s) && s[i+1] == '&':
			i++
			lines = append(lines, b.String())
			b.Reset()
		default:
			b.WriteByte(c)
		}
	}
	lines = append(lines, b.String())
	var cmds [][]string
	for _, l := range lines {
		if words := crtWords(l); len(words) > 0 {
			cmds = append(cmds, words)
		}
	}
	return cmds
}

// crtWords splits one command line as the Microsoft C runtime does.
func crtWords(s string) []string {
	var words []string
	var w strings.Builder
	inWord, inQuote := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			n := 0
			for i+n < len(s) && s[i+n] == '\\' {
				n++
			}
			if i+n < len(s) && s[i+n] == '"' {
				w.WriteString(strings.Repeat(`\`, n/2))
				if n%2 == 1 {
					w.WriteByte('"')
					i += n
				} else {
					i += n - 1 // the quote toggles next
				}
			} else {
				w.WriteString(strings.Repeat(`\`, n))
				i += n - 1
			}
			inWord = true
		case c == '"':
			if inQuote && i+1 < len(s) && s[i+1] == '"' {
				w.WriteByte('"') // "" inside quotes is a quote
				i++
			} else {
				inQuote = !inQuote
			}
			inWord = true
		case (c == ' ' || c == '\t') && !inQuote:
			if inWord {
				words = append(words, w.String())
			}
			w.Reset()
			inWord = false
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// Package cliargs applies the argument rules that svc-engine and svc-cli
// share (spec: "Daemon arguments"), checked before anything starts:
//
//  1. a flag that takes a value is refused when nothing follows it; it never
//     falls back to its default silently;
//  2. a value that starts with - is refused, since it is more likely the
//     next flag (a path that really starts with - is written ./-name);
//     --verbose is exempt from rule 1 alone: its level is optional, and a
//     following argument that starts with - is the next flag;
//  3. an argument matching no flag is refused, naming it and pointing to
//     --help.
//
// Each binary walks its arguments with a Scanner and decides per flag name.
package cliargs

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is a refused argument: the binary prints it to stderr and exits 1.
type Error struct {
	Prog string // "svc-engine" or "svc-cli"
	Msg  string
}

func (e *Error) Error() string { return e.Msg + "; see " + e.Prog + " --help" }

// Scanner walks argv one flag at a time.
type Scanner struct {
	prog   string
	argv   []string
	i      int
	arg    string // the current argument as written
	name   string // the flag name: arg without any =value
	inline string // the =value of --flag=value
	has    bool   // whether an =value was given
}

// New scans argv (without the program name) for prog.
func New(prog string, argv []string) *Scanner { return &Scanner{prog: prog, argv: argv, i: -1} }

// Next moves to the next argument and reports whether there is one.
func (s *Scanner) Next() bool {
	s.i++
	if s.i >= len(s.argv) {
		return false
	}
	s.arg, s.name, s.inline, s.has = s.argv[s.i], s.argv[s.i], "", false
	if strings.HasPrefix(s.arg, "--") {
		if k, v, ok := strings.Cut(s.arg, "="); ok {
			s.name, s.inline, s.has = k, v, true
		}
	}
	return true
}

// Arg is the current argument as written; Name is its flag name.
func (s *Scanner) Arg() string  { return s.arg }
func (s *Scanner) Name() string { return s.name }

// Rest returns the arguments after the current one and ends the scan.
func (s *Scanner) Rest() []string {
	rest := s.argv[s.i+1:]
	s.i = len(s.argv)
	return rest
}

// Refuse returns an *Error for prog.
func (s *Scanner) Refuse(format string, a ...any) error {
	return &Error{Prog: s.prog, Msg: fmt.Sprintf(format, a...)}
}

// Value takes the current flag's value, inline (--flag=v) or the next
// argument, applying rules 1 and 2; what describes the value for messages.
func (s *Scanner) Value(what string) (string, error) {
	if s.has {
		if s.inline == "" {
			return "", s.Refuse("flag %s needs a value (%s)", s.name, what)
		}
		if strings.HasPrefix(s.inline, "-") {
			return "", s.Refuse("flag %s was given %q, which starts with - and looks like a flag (%s)", s.name, s.inline, what)
		}
		return s.inline, nil
	}
	if s.i+1 >= len(s.argv) {
		return "", s.Refuse("flag %s needs a value (%s)", s.name, what)
	}
	next := s.argv[s.i+1]
	if strings.HasPrefix(next, "-") {
		return "", s.Refuse("flag %s needs a value (%s) but is followed by %q, which looks like a flag; write a path starting with - as ./%s", s.name, what, next, next)
	}
	s.i++
	return next, nil
}

// Level takes the optional verbosity level 0, 1 or 2 of --verbose: bare
// means 1, and a following argument that starts with - is the next flag.
func (s *Scanner) Level() (int, error) {
	level := "1"
	switch {
	case s.has:
		if s.inline == "" || strings.HasPrefix(s.inline, "-") {
			return 0, s.Refuse("flag %s takes a level 0, 1 or 2, not %q", s.name, s.inline)
		}
		level = s.inline
	case s.i+1 < len(s.argv) && !strings.HasPrefix(s.argv[s.i+1], "-"):
		s.i++
		level = s.argv[s.i]
	}
	n, err := strconv.Atoi(level)
	switch {
	case err != nil && !s.has:
		return 0, s.Refuse("flag %s takes a level 0, 1 or 2, not %q (a bare %s takes the next argument as its level: write %s 1, or put it last)", s.name, level, s.name, s.name)
	case err != nil || n < 0 || n > 2:
		return 0, s.Refuse("flag %s takes a level 0, 1 or 2, not %q", s.name, level)
	}
	return n, nil
}

// NoValue refuses an inline value on a flag that takes none.
func (s *Scanner) NoValue() error {
	if s.has {
		return s.Refuse("flag %s takes no value", s.name)
	}
	return nil
}

// Unknown refuses the current argument by name.
func (s *Scanner) Unknown() error {
	return s.Refuse("unknown argument %q", s.arg)
}

// Port parses a port value: a whole number 1 to 65535.
func (s *Scanner) Port() (int, error) {
	v, err := s.Value("a whole number 1 to 65535")
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 65535 {
		return 0, s.Refuse("flag %s takes a whole number 1 to 65535, not %q", s.name, v)
	}
	return n, nil
}

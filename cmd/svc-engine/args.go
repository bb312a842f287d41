package main

import (
	"fmt"
	"strconv"
	"strings"
)

// args are the daemon's parsed arguments.
type args struct {
	port      int
	dataDir   string
	verbosity int
	help      bool
	version   bool
}

// argError is a refused argument: printed to stderr, exit code 1.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg + "; see svc-engine --help" }

func refuse(format string, a ...any) error { return &argError{msg: fmt.Sprintf(format, a...)} }

const usage = `svc-engine: the local HTTP request and load-generation engine.

Usage:
  svc-engine [flags]

Flags:
  -p, --port <PORT>        port on 127.0.0.1, a whole number 1 to 65535 (default 9876)
  -d, --data-dir <DIR>     data directory: database, logs, lock (default $XDG_DATA_HOME/svc-engine)
  -v, --verbose [LEVEL]    log level 0 (warn/error), 1 (info) or 2 (debug); bare -v means 1 (default 1)
  -h, --help               show this help
      --version            print the version

A value that starts with - is refused as a likely flag; write such a path as ./-name.
`

// parseArgs applies the spec's argument rules, checked before anything
// starts: a value flag needs a value, a value may not start with -, and an
// argument matching no flag is refused by name.
func parseArgs(argv []string) (args, error) {
	a := args{port: 9876, verbosity: 1}
	for i := 0; i < len(argv); i++ {
		arg := argv[i]
		name, inline, hasInline := arg, "", false
		if strings.HasPrefix(arg, "--") {
			if k, v, ok := strings.Cut(arg, "="); ok {
				name, inline, hasInline = k, v, true
			}
		}
		// value takes the flag's value: inline (--flag=v) or the next argument.
		value := func(what string) (string, error) {
			if hasInline {
				if inline == "" {
					return "", refuse("flag %s needs a value (%s)", name, what)
				}
				if strings.HasPrefix(inline, "-") {
					return "", refuse("flag %s was given %q, which starts with - and looks like a flag (%s)", name, inline, what)
				}
				return inline, nil
			}
			if i+1 >= len(argv) {
				return "", refuse("flag %s needs a value (%s)", name, what)
			}
			next := argv[i+1]
			if strings.HasPrefix(next, "-") {
				return "", refuse("flag %s needs a value (%s) but is followed by %q, which looks like a flag; write a path starting with - as ./%s", name, what, next, next)
			}
			i++
			return next, nil
		}
		switch name {
		case "-p", "--port":
			v, err := value("a whole number 1 to 65535")
			if err != nil {
				return a, err
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 65535 {
				return a, refuse("flag %s takes a whole number 1 to 65535, not %q", name, v)
			}
			a.port = n
		case "-d", "--data-dir":
			v, err := value("a directory path")
			if err != nil {
				return a, err
			}
			a.dataDir = v
		case "-v", "--verbose":
			// The level is optional (exempt from rule 1): a following
			// argument that starts with - is the next flag, not a level.
			level := "1"
			switch {
			case hasInline:
				if inline == "" || strings.HasPrefix(inline, "-") {
					return a, refuse("flag %s takes a level 0, 1 or 2, not %q", name, inline)
				}
				level = inline
			case i+1 < len(argv) && !strings.HasPrefix(argv[i+1], "-"):
				i++
				level = argv[i]
			}
			n, err := strconv.Atoi(level)
			if err != nil || n < 0 || n > 2 {
				return a, refuse("flag %s takes a level 0, 1 or 2, not %q", name, level)
			}
			a.verbosity = n
		case "-h", "--help":
			if hasInline {
				return a, refuse("flag %s takes no value", name)
			}
			a.help = true
		case "--version":
			if hasInline {
				return a, refuse("flag %s takes no value", name)
			}
			a.version = true
		default:
			return a, refuse("unknown argument %q", arg)
		}
	}
	return a, nil
}

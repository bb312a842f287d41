package main

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/cliargs"
)

// defaultDaemon is the engine address when --daemon is not given.
const defaultDaemon = "http://127.0.0.1:9876"

// parseReporters reads a comma-separated reporter list (cli, junit, json;
// each at most once).
func parseReporters(v string) ([]string, error) {
	var out []string
	for r := range strings.SplitSeq(v, ",") {
		r = strings.TrimSpace(r)
		switch r {
		case "cli", "junit", "json":
		default:
			return nil, fmt.Errorf("%q is not a reporter (cli, junit, json)", r)
		}
		if slices.Contains(out, r) {
			return nil, fmt.Errorf("the reporter %s is named twice", r)
		}
		out = append(out, r)
	}
	return out, nil
}

// refuse returns a refused argument: printed to stderr, exit code 1.
func refuse(format string, a ...any) error {
	return &cliargs.Error{Prog: "svc-cli", Msg: fmt.Sprintf(format, a...)}
}

// normalizeArgs applies the spec's argument rules to the global options
// before cobra sees them, because pflag can express neither the optional
// level of -v nor the rule that a value starting with - is refused:
//
//   - a flag that takes a value is refused when nothing follows it;
//   - a value that starts with - is refused as a likely flag (--verbose is
//     exempt from the first rule alone: a bare -v means level 1, and a
//     following argument that starts with - is the next flag);
//   - the daemon address must be an http or https URL, the level 0, 1 or 2,
//     and a flag without a value takes none (--no-color=x is refused).
//
// It returns argv with every global option in one canonical long form
// (--verbose=N, --daemon=URL, --no-color, --version, --help), everything
// else untouched and in place, so cobra parses only forms it cannot
// misread; an unknown flag or command is left for cobra to refuse. Nothing
// after "--" is a flag.
func normalizeArgs(argv []string) ([]string, error) {
	out := make([]string, 0, len(argv)) // never nil: cobra reads os.Args for a nil slice
	sc := cliargs.New("svc-cli", argv)
	for sc.Next() {
		name := sc.Name()
		if sc.Arg() == "--" {
			return append(append(out, "--"), sc.Rest()...), nil
		}
		switch name {
		case "-v", "--verbose":
			n, err := sc.Level()
			if err != nil {
				return nil, err
			}
			out = append(out, "--verbose="+strconv.Itoa(n))
		case "--daemon":
			v, err := sc.Value("an http or https URL such as " + defaultDaemon)
			if err != nil {
				return nil, err
			}
			base, err := daemonURL(v)
			if err != nil {
				return nil, sc.Refuse("flag --daemon takes an http or https URL such as %s, not %q (%v)", defaultDaemon, v, err)
			}
			out = append(out, "--daemon="+base)
		case "-n", "--iterations":
			v, err := sc.Value("a whole number of iterations from 1")
			if err != nil {
				return nil, err
			}
			if n, err := strconv.Atoi(v); err != nil || n < 1 {
				return nil, sc.Refuse("flag --iterations takes a whole number from 1, not %q", v)
			}
			out = append(out, "--iterations="+v)
		case "-e", "--environment", "-d", "--data", "--reporter-out", "--reporter-junit-export", "--reporter-json-export":
			v, err := sc.Value(map[string]string{"-e": "an environment id or file", "--environment": "an environment id or file",
				"-d": "a CSV or JSON data file", "--data": "a CSV or JSON data file", "--reporter-out": "a file path",
				"--reporter-junit-export": "a file path", "--reporter-json-export": "a file path"}[name])
			if err != nil {
				return nil, err
			}
			long := map[string]string{"-e": "--environment", "-d": "--data"}[name]
			if long == "" {
				long = name
			}
			out = append(out, long+"="+v)
		case "-g", "--globals", "--folder", "--working-dir", "--export-environment", "--export-globals":
			v, err := sc.Value(map[string]string{"-g": "a globals file", "--globals": "a globals file", "--folder": "a folder name",
				"--working-dir": "a directory", "--export-environment": "a file path", "--export-globals": "a file path"}[name])
			if err != nil {
				return nil, err
			}
			if name == "-g" {
				out = append(out, "-g", v) // cobra's shorthand: an error names -g
				continue
			}
			out = append(out, name+"="+v)
		case "--env-var", "--global-var":
			v, err := sc.Value("name=value")
			if err != nil {
				return nil, err
			}
			if k, _, ok := strings.Cut(v, "="); !ok || k == "" {
				return nil, sc.Refuse("flag %s takes name=value, not %q", name, v)
			}
			out = append(out, name+"="+v)
		case "--timeout-request", "--delay-request":
			v, err := sc.Value("a whole number of milliseconds")
			if err != nil {
				return nil, err
			}
			if n, err := strconv.Atoi(v); err != nil || n < 0 {
				return nil, sc.Refuse("flag %s takes a whole number of milliseconds, not %q", name, v)
			}
			out = append(out, name+"="+v)
		case "--ignore-redirects", "-k", "--insecure", "-x", "--suppress-exit-code":
			if err := sc.NoValue(); err != nil {
				return nil, err
			}
			out = append(out, name) // -k and -x are cobra shorthands: an error names them as given
		case "-r", "--reporter":
			v, err := sc.Value("a list of reporters such as cli,junit,json")
			if err != nil {
				return nil, err
			}
			if _, err := parseReporters(v); err != nil {
				return nil, sc.Refuse("flag --reporter: %v", err)
			}
			out = append(out, "--reporter="+v)
		case "--format":
			v, err := sc.Value("text, json or junit")
			if err != nil {
				return nil, err
			}
			if v != "text" && v != "json" && v != "junit" {
				return nil, sc.Refuse("flag --format takes text, json or junit, not %q", v)
			}
			out = append(out, "--format="+v)
		case "--limit":
			v, err := sc.Value("a whole number from 1 to 500")
			if err != nil {
				return nil, err
			}
			if n, err := strconv.Atoi(v); err != nil || n < 1 || n > 500 {
				return nil, sc.Refuse("flag --limit takes a whole number from 1 to 500, not %q", v)
			}
			out = append(out, "--limit="+v)
		case "--out":
			v, err := sc.Value("a file path")
			if err != nil {
				return nil, err
			}
			out = append(out, "--out="+v)
		case "--bail", "--follow", "--curl", "--environments":
			if err := sc.NoValue(); err != nil {
				return nil, err
			}
			out = append(out, name)
		case "-h", "--help", "--version", "--no-color":
			if err := sc.NoValue(); err != nil {
				return nil, err
			}
			if name == "-h" {
				name = "--help"
			}
			out = append(out, name)
		default:
			out = append(out, sc.Arg())
		}
	}
	return out, nil
}

// daemonURL checks an engine address and returns it without a trailing
// slash, ready for "/execute" to be appended.
func daemonURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return "", fmt.Errorf("it does not parse")
	case u.Scheme != "http" && u.Scheme != "https":
		return "", fmt.Errorf("the scheme must be http or https")
	case u.Host == "":
		return "", fmt.Errorf("it names no host")
	case u.RawQuery != "" || u.Fragment != "" || u.ForceQuery:
		return "", fmt.Errorf("it may not have a query or fragment")
	}
	return strings.TrimRight(u.String(), "/"), nil
}

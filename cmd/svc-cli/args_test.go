package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/engine"
)

func TestArgumentsAreRefusedBeforeAnythingRuns(t *testing.T) {
	t.Parallel()
	file := writeFile(t, "r.json", `{"method":"GET","url":"http://127.0.0.1:1/"}`)
	cases := []struct {
		name string
		args []string
		want string // must appear on stderr
	}{
		{"a verbose level above 2 is refused", []string{"-v", "3"}, `flag -v takes a level 0, 1 or 2, not "3"`},
		{"a verbose level that is not a number is refused", []string{"-v", "x"}, `flag -v takes a level 0, 1 or 2, not "x"`},
		{"a negative inline verbose level is refused", []string{"--verbose=-1"}, `flag --verbose takes a level 0, 1 or 2, not "-1"`},
		{"an empty inline verbose level is refused", []string{"--verbose="}, `flag --verbose takes a level 0, 1 or 2, not ""`},
		{"a fractional verbose level is refused", []string{"--verbose", "1.5", "run", file}, `not "1.5"`},
		{"a bare -v before the command takes the command as its level and is refused", []string{"-v", "run", file}, `not "run"`},
		{"a daemon flag with nothing after it is refused", []string{"--daemon"}, "flag --daemon needs a value"},
		{"a daemon flag followed by a flag is refused", []string{"--daemon", "-v"}, `followed by "-v", which looks like a flag`},
		{"an empty inline daemon value is refused", []string{"--daemon=", "run", file}, "flag --daemon needs a value"},
		{"an inline daemon value starting with a dash is refused", []string{"--daemon=-x", "run", file}, `"-x", which starts with - and looks like a flag`},
		{"a daemon address that is not http is refused", []string{"--daemon", "ftp://127.0.0.1:9876", "run", file}, "the scheme must be http or https"},
		{"a daemon address without a scheme is refused", []string{"--daemon", "127.0.0.1:9876", "run", file}, "http or https URL"},
		{"a daemon address without a host is refused", []string{"--daemon", "http://", "run", file}, "it names no host"},
		{"a daemon address with a query is refused", []string{"--daemon", "http://127.0.0.1:9876/?a=1", "run", file}, "query or fragment"},
		{"-V is not a version flag", []string{"-V"}, `unknown argument "-V"`},
		{"an unknown long flag is refused by name", []string{"--colour"}, `unknown argument "--colour"`},
		{"an unknown long flag after the command is refused by name", []string{"run", file, "--timeout=5"}, `unknown argument "--timeout"`},
		{"an unknown short flag is refused by name", []string{"-Q", "run", file}, `unknown argument "-Q"`},
		{"a bundle of short flags is refused by name", []string{"-vh"}, `unknown argument "-vh"`},
		{"a value for a switch is refused", []string{"--no-color=true", "run", file}, "flag --no-color takes no value"},
		{"a value for --version is refused", []string{"--version=1"}, "flag --version takes no value"},
		{"an unknown command is refused by name", []string{"send", file}, `unknown command "send"`},
		{"help for an unknown command is refused by name", []string{"help", "send"}, `unknown command "send"`},
		{"completion is not a command", []string{"completion", "bash"}, `unknown command "completion"`},
		{"cobra's hidden completion command is refused", []string{"__complete", "run", ""}, `unknown argument "__complete"`},
		{"no command is refused", []string{}, "a command is needed"},
		{"run without a file is refused", []string{"run"}, "run needs one request file"},
		{"watch without a run id is refused", []string{"watch"}, "watch needs one run id"},
		{"report without a run id is refused", []string{"report"}, "report needs one run id"},
		{"stop with two run ids is refused naming the second", []string{"stop", "run_a", "run_b"}, `unknown argument "run_b" (stop takes one run id)`},
		{"compare with three run ids is refused naming the third", []string{"compare", "run_a", "run_b", "run_c"}, `unknown argument "run_c"`},
		{"import without a file is refused", []string{"import"}, "import needs one file"},
		{"runs takes no argument", []string{"runs", "all"}, `unknown argument "all"`},
		{"version takes no argument", []string{"version", "2"}, `unknown argument "2"`},
		{"a report format other than text, json or junit is refused", []string{"report", "run_a", "--format", "xml"}, `flag --format takes text, json or junit, not "xml"`},
		{"a runs limit of 0 is refused", []string{"runs", "--limit", "0"}, `flag --limit takes a whole number from 1 to 500, not "0"`},
		{"an unknown reporter is refused", []string{"run", file, "-r", "cli,html"}, `"html" is not a reporter`},
		{"a reporter named twice is refused", []string{"run", file, "-r", "json,json"}, "the reporter json is named twice"},
		{"a value for --follow is refused", []string{"run", file, "--follow=yes"}, "flag --follow takes no value"},
		{"--follow is a flag of run only", []string{"runs", "--follow"}, `unknown argument "--follow"`},
		{"run with two files is refused naming the second", []string{"run", file, "other.json"}, `unknown argument "other.json"`},
		{"a lone dash is not a file", []string{"run", "-"}, `"-"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, tc.args...)
			wantFailure(t, tc.args, r, tc.want, "see svc-cli --help")
		})
	}
}

func TestHelpAndVersionExitZero(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--help"}, {"-h"}, {"-v", "--help"}, {"--help", "run"}} {
		t.Run(strings.Join(args, " ")+" prints the usage on stdout", func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, args...)
			if r.code != 0 || r.stderr != "" || !strings.Contains(r.stdout, "--daemon <URL>") && !strings.Contains(r.stdout, "svc-cli run:") {
				t.Fatalf("svc-cli %q: code %d stdout %q stderr %q", args, r.code, r.stdout, r.stderr)
			}
		})
	}
	t.Run("run --help describes the request file", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "run", "--help")
		if r.code != 0 || !strings.Contains(r.stdout, `"body": {"type": "json"`) {
			t.Fatalf("code %d stdout %q stderr %q", r.code, r.stdout, r.stderr)
		}
	})
	t.Run("--version prints the engine's version", func(t *testing.T) {
		t.Parallel()
		r := runCLI(t, "--version")
		if want := "svc-cli " + engine.Version + "\n"; r.code != 0 || r.stdout != want || r.stderr != "" {
			t.Fatalf("code %d stdout %q stderr %q, want 0 and %q", r.code, r.stdout, r.stderr, want)
		}
	})
}

func TestVerboseLevelIsOptional(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-v", "--version"},
		{"--verbose", "--no-color", "--version"},
		{"-v", "2", "--version"},
		{"--verbose=0", "--version"},
		{"--version", "-v"},
		{"--daemon", "http://localhost:1", "--version", "--verbose"},
	} {
		t.Run(strings.Join(args, " ")+" is accepted", func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, args...)
			if r.code != 0 || !strings.HasPrefix(r.stdout, "svc-cli ") {
				t.Fatalf("svc-cli %q: code %d stdout %q stderr %q", args, r.code, r.stdout, r.stderr)
			}
		})
	}
}

func TestNormalizeArgsWritesCanonicalLongForms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   []string
		want []string
	}{
		{"a bare -v before -- means level 1", []string{"run", "-v", "--", "-x"}, []string{"run", "--verbose=1", "--", "-x"}},
		{"a bare last -v means level 1", []string{"run", "x", "-v"}, []string{"run", "x", "--verbose=1"}},
		{"a bare -v before a flag means level 1", []string{"-v", "--no-color"}, []string{"--verbose=1", "--no-color"}},
		{"a level after -v is taken", []string{"run", "-v", "2"}, []string{"run", "--verbose=2"}},
		{"an inline level is taken", []string{"--verbose=0"}, []string{"--verbose=0"}},
		{"-h becomes --help", []string{"-h"}, []string{"--help"}},
		{"the daemon loses its trailing slash", []string{"--daemon", "http://h:1/"}, []string{"--daemon=http://h:1"}},
		{"a daemon path is kept", []string{"--daemon=https://h/engine/"}, []string{"--daemon=https://h/engine"}},
		{"unknown flags are left for cobra", []string{"--x", "-y"}, []string{"--x", "-y"}},
		{"nothing after -- is a flag", []string{"run", "--", "-v", "--daemon"}, []string{"run", "--", "-v", "--daemon"}},
		{"no arguments give an empty list, not nil", []string{}, []string{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := normalizeArgs(tc.in)
			if err != nil {
				t.Fatalf("normalizeArgs(%q): %v", tc.in, err)
			}
			if got == nil || !cmp.Equal(got, tc.want) {
				t.Fatalf("normalizeArgs(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

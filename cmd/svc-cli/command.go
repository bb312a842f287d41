package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/svc-engine/svc-engine/logs"
)

// version is the client's version. It moves with engine.Version (a test
// checks); the client does not import the engine to read it.
const version = "0.1.0"

// env is what main hands the client: where output goes and whether the
// terminal may get color (stdout is a terminal and NO_COLOR is unset).
type env struct {
	stdout, stderr io.Writer
	color          bool
}

// options are the global options, parsed by cobra from the canonical forms
// normalizeArgs produces.
type options struct {
	verbosity int
	daemon    string
	noColor   bool
	version   bool
	help      bool
}

// exitError carries the exit code of a failure; main picks the code from
// it, once. Every failure of the client exits 1 (the spec's error table).
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// execute runs the client on argv (without the program name).
func execute(ctx context.Context, argv []string, e env) error {
	args, err := normalizeArgs(argv)
	if err != nil {
		return &exitError{code: 1, err: err}
	}
	for _, a := range args {
		if a == "--" {
			break
		}
		// Cobra adds its hidden shell-completion command whenever it is
		// called; the client has no completion, so it is refused like any
		// unknown argument.
		if a == cobra.ShellCompRequestCmd || a == cobra.ShellCompNoDescRequestCmd {
			return &exitError{code: 1, err: refuse("unknown argument %q", a)}
		}
	}
	root := newRoot(e)
	root.SetArgs(args)
	if err := root.ExecuteContext(ctx); err != nil {
		return &exitError{code: 1, err: err}
	}
	return nil
}

// newRoot builds the command tree. Cobra reports nothing itself: every
// error it finds (unknown flag, unknown command, missing argument) comes
// back as a refused argument (cliargs.Error) and main prints it in the one form.
func newRoot(e env) *cobra.Command {
	var o options
	root := &cobra.Command{
		Use:           "svc-cli",
		SilenceErrors: true,
		SilenceUsage:  true,
		// Any arguments reach RunE, so an unknown command is refused there
		// in the one form rather than in cobra's own wording.
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return refuse("unknown argument %q", args[0])
			}
			if o.version {
				return printVersion(e.stdout)
			}
			return refuse("a command is needed, such as svc-cli run <file.json>")
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	// This stands in for cobra's "help" command, so "svc-cli help" is
	// refused like any unknown argument (help is --help).
	root.SetHelpCommand(&cobra.Command{
		Use:    "help",
		Hidden: true,
		Args:   cobra.ArbitraryArgs,
		RunE:   func(*cobra.Command, []string) error { return refuse("unknown argument %q", "help") },
	})
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetHelpFunc(func(cmd *cobra.Command, _ []string) {
		text := rootUsage
		if cmd.Name() == "run" {
			text = runUsage
		}
		fmt.Fprint(cmd.OutOrStdout(), text)
	})
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError(err) })

	// Long names only: normalizeArgs has turned -v and -h into these, and
	// leaving the shorthands out of pflag keeps it from reading -vx.
	f := root.PersistentFlags()
	f.IntVar(&o.verbosity, "verbose", 0, "log level 0 (warn/error), 1 (info) or 2 (debug)")
	f.StringVar(&o.daemon, "daemon", defaultDaemon, "engine address")
	f.BoolVar(&o.noColor, "no-color", false, "disable colored output")
	f.BoolVar(&o.version, "version", false, "print the version")
	f.BoolVar(&o.help, "help", false, "show help")

	var ro runOptions
	runCmd := &cobra.Command{
		Use:  "run <file.json>",
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return refuse("unknown argument %q (run takes one request file)", args[1])
			}
			if o.version {
				return printVersion(e.stdout)
			}
			if len(args) == 0 {
				return refuse("run needs a request file: svc-cli run <file.json>")
			}
			if args[0] == "-" || args[0] == "" {
				return refuse("run needs a request file, not %q", args[0])
			}
			c := &client{
				http:      &http.Client{},
				daemon:    o.daemon,
				verbosity: o.verbosity,
				log:       logs.New(e.stderr, "cli", o.verbosity),
				stderr:    e.stderr,
				out:       printer{w: e.stdout, color: e.color && !o.noColor},
			}
			ro.set = func(name string) bool { return cmd.Flags().Changed(name) }
			return c.run(cmd.Context(), args[0], ro)
		},
	}
	// Collection-run options (collection.go); normalizeArgs has put them
	// in their long forms and checked their values.
	rf := runCmd.Flags()
	rf.IntVar(&ro.iterations, "iterations", 0, "iterations of a collection run")
	rf.BoolVar(&ro.bail, "bail", false, "stop a collection run at the first failure")
	rf.StringVar(&ro.environment, "environment", "", "environment id or exported environment file")
	rf.StringVar(&ro.data, "data", "", "CSV or JSON data file")
	rf.StringVar(&ro.reporter, "reporter", "", "junit or json")
	rf.StringVar(&ro.reporterOut, "reporter-out", "", "where the reporter writes")
	root.AddCommand(runCmd)
	return root
}

func printVersion(w io.Writer) error {
	_, err := fmt.Fprintln(w, "svc-cli", version)
	return err
}

// flagError turns pflag's parse errors into refusals that name the flag
// as it was written (without an inline value).
func flagError(err error) error {
	var (
		notExist *pflag.NotExistError
		required *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		if group := notExist.GetSpecifiedShortnames(); group != "" {
			return refuse("unknown argument %q", "-"+group)
		}
		return refuse("unknown argument %q", "--"+notExist.GetSpecifiedName())
	case errors.As(err, &required):
		return refuse("flag --%s needs a value", required.GetSpecifiedName())
	case errors.As(err, &invalid):
		return refuse("flag --%s was given %q, which it does not take", invalid.GetFlag().Name, invalid.GetValue())
	case errors.As(err, &syntax):
		return refuse("unknown argument %q", syntax.GetSpecifiedFlag())
	}
	return refuse("%s", strings.TrimSpace(err.Error()))
}

const rootUsage = `svc-cli: send a request, or start a load test, through the svc-engine daemon.

Usage:
  svc-cli [flags] run <file.json>

Commands:
  run <file.json>          send the single request of a request file and print the
                           response, start the load test it describes and print
                           the run id and its live-stream URL, or run a collection
                           and print a Newman-like summary (svc-cli run --help)

Flags:
  -v, --verbose [LEVEL]    diagnostics on stderr: 0 (warn/error), 1 (info) or 2 (debug,
                           with the request sent to the engine); bare -v means 1 (default 0)
      --daemon <URL>       engine address, an http or https URL (default ` + defaultDaemon + `)
      --no-color           no colored output (also when NO_COLOR is set or stdout is not
                           a terminal)
  -h, --help               show this help
      --version            print the version

A value that starts with - is refused as a likely flag; write such a path as ./-name.
A bare -v takes the next argument as its level unless that starts with -, so before a
command or file write -v 1 (or --verbose=1).
Exit code 0 on success, 1 for a refused argument, an invalid file, an engine that
cannot be reached or refuses, and a request that could not be sent.
`

const runUsage = `svc-cli run: send one request, or start a load test, from a request file.

Usage:
  svc-cli [flags] run <file.json>

A file with mode, duration or iterations at the top level is a load test; any
other file is a single request.

Single request:
  {
    "method": "POST",
    "url": "https://example.com/items",
    "headers": {"Accept": "application/json"},
    "body": {"type": "json", "content": "{\"name\": \"x\"}"},
    "environmentId": "env_...",
    "elements": [{"kind": "script.post", "config": {"script": "..."}}]
  }
  method and url are required. body.type is none, json, text, xml, graphql or
  jsonrpc. Prints the status, the time in ms, the size in bytes, the headers, the
  body (JSON formatted) and the test results when a script reported any.

Load test:
  {
    "request": {"method": "GET", "url": "https://example.com/items"},
    "mode": "constant_rps", "targetRps": 50, "duration": "30s"
  }
  mode is constant_rps, constant_concurrency, ramp_up or iterations; the other
  fields (maxInFlight, concurrency, startConcurrency, rampUpDuration,
  iterations, testScript, environmentId...) go to the engine as written.
  Prints the run id and the URL of its live stream.

Collection run (a file with "collection", or an exported Postman collection):
  {
    "collection": "col_..." | "path/to/collection.json" | {...exported collection...},
    "environment": "env_..." | "path/to/environment.json" | {...exported environment...},
    "data": "rows.csv" | "rows.json" | [{"user": "ann"}, ...],
    "iterations": 2, "bail": true, "delayMs": 0, "timeoutMs": 10000
  }
  Paths are relative to the run file. An exported collection or environment is
  imported into the engine for the run and removed (purged) after it. Runs the
  collection (POST /runs with a scenario), prints each request with its tests
  as it runs, then a summary table and the failures. Exit code 1 when a test,
  a script or a request failed.

Collection run flags (they override the file):
  -n, --iterations N       iterations (default: the data rows, else 1)
      --bail               stop at the first failure
  -e, --environment V      an environment id or an exported environment file
  -d, --data FILE          a CSV or JSON data file
  -r, --reporter KIND      also write a report: junit (JUnit XML) or json
      --reporter-out PATH  where the report goes (default svc-run.xml / svc-run.json)

Flags: see svc-cli --help.
`

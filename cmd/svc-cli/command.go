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
	tty            bool // stdout is a terminal: --follow redraws a status block
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
		if _, ok := errors.AsType[*exitError](err); ok {
			return err
		}
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
				return refuse("unknown command %q", args[0])
			}
			if o.version {
				return printVersion(e.stdout)
			}
			return refuse("a command is needed, such as svc-cli run <file.json>")
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetHelpFunc(func(cmd *cobra.Command, _ []string) {
		// A help func returns nothing: a failed write to stdout has nowhere
		// to go.
		_, _ = fmt.Fprint(cmd.OutOrStdout(), usageOf(cmd.Name()))
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

	newClient := func() *client {
		return &client{
			http:      &http.Client{},
			daemon:    o.daemon,
			verbosity: o.verbosity,
			log:       logs.New(e.stderr, "cli", o.verbosity),
			stderr:    e.stderr,
			tty:       e.tty,
			out:       printer{w: e.stdout, color: e.color && !o.noColor},
		}
	}
	// verb builds a command that takes between min and max arguments
	// (max -1: any number) named by what; --version still prints the version.
	verb := func(use string, minArgs, maxArgs int, what string, run func(cmd *cobra.Command, c *client, args []string) error) *cobra.Command {
		name, _, _ := strings.Cut(use, " ")
		return &cobra.Command{
			Use:  use,
			Args: cobra.ArbitraryArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				if maxArgs >= 0 && len(args) > maxArgs {
					return refuse("unknown argument %q (%s takes %s)", args[maxArgs], name, what)
				}
				if o.version {
					return printVersion(e.stdout)
				}
				if len(args) < minArgs {
					return refuse("%s needs %s: svc-cli %s", name, what, use)
				}
				for _, a := range args {
					if a == "" || a == "-" {
						return refuse("%s needs %s, not %q", name, what, a)
					}
				}
				return run(cmd, newClient(), args)
			},
		}
	}

	var ro runOptions
	runCmd := verb("run <file.json>", 1, 1, "one request file", func(cmd *cobra.Command, c *client, args []string) error {
		ro.set = func(name string) bool { return cmd.Flags().Changed(name) }
		return c.run(cmd.Context(), args[0], ro)
	})
	// Collection-run options (collection.go) and the follow and reporter
	// options; normalizeArgs has put them in their long forms and checked
	// their values.
	rf := runCmd.Flags()
	rf.IntVar(&ro.iterations, "iterations", 0, "iterations of a collection run")
	rf.BoolVar(&ro.bail, "bail", false, "stop a collection run at the first failure")
	rf.StringVar(&ro.environment, "environment", "", "environment id or exported environment file")
	rf.StringVar(&ro.data, "data", "", "CSV or JSON data file")
	rf.BoolVar(&ro.follow, "follow", false, "follow a load test to its end")
	rf.StringVar(&ro.reporter, "reporter", "", "reporters: cli, junit, json")
	rf.StringVar(&ro.reporterOut, "reporter-out", "", "where the one file reporter writes")
	rf.StringVar(&ro.junitExport, "reporter-junit-export", "", "where the junit reporter writes")
	rf.StringVar(&ro.jsonExport, "reporter-json-export", "", "where the json reporter writes")
	// Newman's run flags, for CI scripts written for Newman.
	rf.StringVarP(&ro.globals, "globals", "g", "", "a globals export to run with (Newman's -g)")
	rf.StringArrayVar(&ro.envVars, "env-var", nil, "an environment variable name=value (repeatable)")
	rf.StringArrayVar(&ro.globalVars, "global-var", nil, "a global variable name=value (repeatable)")
	rf.StringVar(&ro.folder, "folder", "", "run only the folder of this name")
	rf.BoolVar(&ro.ignoreRedirects, "ignore-redirects", false, "do not follow redirects")
	rf.BoolVarP(&ro.insecure, "insecure", "k", false, "do not verify TLS certificates (Newman's -k)")
	rf.IntVar(&ro.timeoutRequest, "timeout-request", 0, "the timeout of each request, in milliseconds")
	rf.IntVar(&ro.delayRequest, "delay-request", 0, "the delay between requests, in milliseconds")
	rf.StringVar(&ro.workingDir, "working-dir", "", "where relative form-data files are read (default: the collection file's folder)")
	rf.StringVar(&ro.exportEnvironment, "export-environment", "", "write the final environment here")
	rf.StringVar(&ro.exportGlobals, "export-globals", "", "write the final globals here")
	rf.BoolVarP(&ro.suppressExitCode, "suppress-exit-code", "x", false, "exit 0 even when tests fail (Newman's -x)")

	var format string
	reportCmd := verb("report <runId>", 1, 1, "one run id", func(cmd *cobra.Command, c *client, args []string) error {
		return c.printReport(cmd.Context(), args[0], format)
	})
	reportCmd.Flags().StringVar(&format, "format", "text", "text, json or junit")

	var limit int
	runsCmd := verb("runs", 0, 0, "no argument", func(cmd *cobra.Command, c *client, _ []string) error {
		return c.listRuns(cmd.Context(), limit)
	})
	runsCmd.Flags().IntVar(&limit, "limit", 20, "rows to list, 1 to 500")

	var eo exportOptions
	exportCmd := verb("export <collectionId|requestId|historyId>", 1, 1, "one id", func(cmd *cobra.Command, c *client, args []string) error {
		return c.export(cmd.Context(), args[0], eo)
	})
	exportCmd.Flags().BoolVar(&eo.curl, "curl", false, "print a request's or history entry's cURL command")
	exportCmd.Flags().BoolVar(&eo.environments, "environments", false, "write every environment beside the collection")
	exportCmd.Flags().StringVar(&eo.out, "out", "", "the file the collection is written to")

	root.AddCommand(
		runCmd,
		exportCmd,
		verb("watch <runId>", 1, 1, "one run id", func(cmd *cobra.Command, c *client, args []string) error {
			return c.watch(cmd.Context(), args[0])
		}),
		runsCmd,
		reportCmd,
		verb("stop <runId>", 1, 1, "one run id", func(cmd *cobra.Command, c *client, args []string) error {
			return c.stop(args[0])
		}),
		verb("compare <runId> [<baselineRunId>]", 1, 2, "one or two run ids", func(cmd *cobra.Command, c *client, args []string) error {
			b := ""
			if len(args) == 2 {
				b = args[1]
			}
			return c.compare(cmd.Context(), args[0], b)
		}),
		verb("import <file>", 1, 1, "one file", func(cmd *cobra.Command, c *client, args []string) error {
			return c.importFile(cmd.Context(), args[0])
		}),
		verb("backup", 0, 0, "no argument", func(cmd *cobra.Command, c *client, _ []string) error {
			return c.backup(cmd.Context())
		}),
		verb("version", 0, 0, "no argument", func(*cobra.Command, *client, []string) error {
			return printVersion(e.stdout)
		}),
	)
	// svc-cli help [command] prints the help of the tool or of a command.
	root.SetHelpCommand(verb("help [command]", 0, 1, "at most one command", func(_ *cobra.Command, _ *client, args []string) error {
		if len(args) == 0 {
			_, err := io.WriteString(e.stdout, rootUsage)
			return err
		}
		text := usageOf(args[0])
		if text == rootUsage {
			return refuse("unknown command %q", args[0])
		}
		_, err := io.WriteString(e.stdout, text)
		return err
	}))
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

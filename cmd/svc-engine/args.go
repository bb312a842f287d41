package main

import "github.com/svc-engine/svc-engine/cliargs"

// args are the daemon's parsed arguments.
type args struct {
	port      int
	dataDir   string
	verbosity int
	help      bool
	version   bool
}

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

// parseArgs applies the shared argument rules (package cliargs).
func parseArgs(argv []string) (args, error) {
	a := args{port: 9876, verbosity: 1}
	s := cliargs.New("svc-engine", argv)
	for s.Next() {
		var err error
		switch s.Name() {
		case "-p", "--port":
			a.port, err = s.Port()
		case "-d", "--data-dir":
			a.dataDir, err = s.Value("a directory path")
		case "-v", "--verbose":
			a.verbosity, err = s.Level()
		case "-h", "--help":
			a.help, err = true, s.NoValue()
		case "--version":
			a.version, err = true, s.NoValue()
		default:
			err = s.Unknown()
		}
		if err != nil {
			return a, err
		}
	}
	return a, nil
}

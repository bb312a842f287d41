package main

import "github.com/svc-engine/svc-engine/cliargs"

// args are the tool server's parsed arguments.
type args struct {
	http      bool
	port      int
	portSet   bool
	verbosity int
	help      bool
	version   bool
}

const usage = `svc-mcp: the agent tool server of svc-engine (Model Context Protocol).

Usage:
  svc-mcp                    serve the tools over stdio (for stdio-only clients)
  svc-mcp --http [--port N]  serve Streamable HTTP on POST http://127.0.0.1:N/mcp (default port 9877)

Flags:
      --http               serve Streamable HTTP instead of stdio
  -p, --port <PORT>        the HTTP port, a whole number 1 to 65535 (default 9877; needs --http)
  -v, --verbose [LEVEL]    log level 0 (warn/error), 1 (info) or 2 (debug); bare -v means 1 (default 1)
  -h, --help               show this help
      --version            print the version

Environment:
  SVC_MCP_ENGINE_URL       the engine's address (default http://127.0.0.1:9876); the engine must be running
  SVC_MCP_WRITE            true or false: override the engine's mcpWriteEnabled setting
  SVC_MCP_ALLOWLIST        override mcpAllowlist (comma-separated host, host:port or *.domain)
  SVC_MCP_MAX_RPS          override mcpMaxRps
  SVC_MCP_MAX_CONCURRENCY  override mcpMaxConcurrency
  SVC_MCP_MAX_DURATION     override mcpMaxDurationSeconds
  SVC_MCP_DISABLED_TOOLS   override mcpDisabledTools (comma-separated tool names)
  SVC_LOG_DIR              also write a JSON-lines log file mcp_<stamp>.log into this directory

Diagnostics go to stderr. A value that starts with - is refused as a likely flag.
`

// parseArgs applies the shared argument rules (package cliargs).
func parseArgs(argv []string) (args, error) {
	a := args{port: 9877, verbosity: 1}
	s := cliargs.New("svc-mcp", argv)
	for s.Next() {
		var err error
		switch s.Name() {
		case "--http":
			a.http, err = true, s.NoValue()
		case "-p", "--port":
			a.port, err = s.Port()
			a.portSet = true
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
	if a.portSet && !a.http && !a.help {
		return a, s.Refuse("flag --port needs --http (stdio has no port)")
	}
	return a, nil
}

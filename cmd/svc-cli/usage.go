package main

// usageOf is the help text of a command, or the tool's for any other name.
func usageOf(name string) string {
	switch name {
	case "run":
		return runUsage
	case "watch":
		return watchUsage
	case "runs":
		return runsUsage
	case "report":
		return reportUsage
	case "stop":
		return stopUsage
	case "compare":
		return compareUsage
	case "import":
		return importUsage
	case "backup":
		return backupUsage
	case "export":
		return exportUsage
	case "help":
		return helpUsage
	case "version":
		return versionUsage
	}
	return rootUsage
}

const rootUsage = `svc-cli: send a request, start and follow a load test, or run a collection
through the svc-engine daemon.

Usage:
  svc-cli [flags] <command> [arguments]

Commands:
  run <file.json>          send the single request of a request file and print the
                           response, start the load test it describes and print
                           the run id and its live-stream URL (--follow: follow it
                           to its end), or run a collection and print a Newman-like
                           summary (svc-cli run --help)
  watch <runId>            follow a run's live stream to its end, then summarize it
  runs                     list the latest runs (--limit N)
  report <runId>           print an ended run's report (--format text|json|junit)
  stop <runId>             stop a running run and print how it ended
  compare <a> [<b>]        compare run a with run b, or with the baseline of a's target
  import <file>            import a collection, environment, API description, cURL
                           command or HAR file and print what it made
  export <id>              write a collection as a Postman v2.1 export (--out FILE,
                           --environments), or with --curl a request's or history
                           entry's cURL command
  backup                   snapshot the daemon's database into backups/ beside it and
                           print the snapshot's path
  help [command]           show this help, or a command's
  version                  print the version

Flags:
  -v, --verbose [LEVEL]    diagnostics on stderr: 0 (warn/error), 1 (info) or 2 (debug,
                           with the request sent to the engine); bare -v means 1 (default 0)
      --daemon <URL>       engine address, an http or https URL (default ` + defaultDaemon + `)
      --no-color           no colored output (also when NO_COLOR is set or stdout is not
                           a terminal)
  -h, --help               show this help (svc-cli <command> --help: the command's)
      --version            print the version

A value that starts with - is refused as a likely flag; write such a path as ./-name.
A bare -v takes the next argument as its level unless that starts with -, so before a
command or file write -v 1 (or --verbose=1).

Exit codes:
  0    success
  1    a refused argument or unknown command, an invalid file, an engine that cannot
       be reached or refuses, a request that could not be sent, a collection run
       with a failed test, script or request
  97   a followed load run ended Failed
  98   a followed load run ended Stopped (stopped by someone else)
  99   a followed load run ended with a failed threshold
  130  Ctrl-C: a followed run this client started was stopped (POST /runs/:id/stop)
`

const runUsage = `svc-cli run: send one request, start a load test or run a collection, from a file.

Usage:
  svc-cli [flags] run <file.json> [--follow] [-r cli,junit,json] [collection flags]

A file with mode, duration or iterations at the top level is a load test; a file
with "collection" (or an exported Postman collection) is a collection run; any other
file is a single request. A member a file format does not name is refused by name.

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
  jsonrpc. Also taken: auth, params, followRedirects, maxRedirects, verifySSL,
  httpVersion, stream, name, description. Prints the status, the time in ms, the
  size in bytes, the headers, the body (JSON formatted), the test results and the
  script's console lines when a script reported any.

Load test:
  {
    "request": {"method": "GET", "url": "https://example.com/items"},
    "mode": "constant_rps", "targetRps": 50, "duration": "30s",
    "thresholds": ["p95<250", "errorRate<0.01"]
  }
  mode is constant_rps, constant_concurrency, ramp_up, iterations or capacity; the
  other members (maxInFlight, concurrency, startConcurrency, rampUpDuration,
  iterations, testScript, environmentId, thresholds, comment...) go to the engine
  as written. Prints the run id and the URL of its live stream.
  --follow then follows the run: on a terminal a status block redrawn each second
  (progress, requests/s, p50/p95/p99, errors by code, thresholds), otherwise a line
  per second; then a summary with the latency distribution. Ctrl-C stops the run.
  The exit code says how it ended (svc-cli --help, Exit codes).

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
  as it completes, then a summary table and the failures. Exit code 1 when a test,
  a script or a request failed; Ctrl-C stops the run and exits 130.

Run flags:
      --follow                      follow a load test to its end (a file reporter
                                    implies it)
  -r, --reporter LIST               reporters, comma-separated: cli (the terminal
                                    output, always on), junit (JUnit XML), json
      --reporter-junit-export PATH  where junit writes (default svc-run.xml)
      --reporter-json-export PATH   where json writes (default svc-run.json)
      --reporter-out PATH           the path of the one file reporter chosen
  Each report path is checked writable (its directory made) before the run starts,
  and each file written is named on stdout. A load run's junit report has a test
  case for the run's status and one per threshold; its json report is the engine's
  GET /runs/:id/report answer. A collection run's junit report has a suite per
  step and a case per test; its json report is {runId, report, steps}.

Collection run flags (they override the file):
  -n, --iterations N       iterations (default: the data rows, else 1)
      --bail               stop at the first failure
  -e, --environment V      an environment id or an exported environment file
  -d, --data FILE          a CSV or JSON data file
  Newman's run flags, so a CI script written for newman run works as it is:
  -g, --globals FILE       a globals export to run with (the stored globals are
                           left alone)
      --env-var N=V        set an environment value for the run (repeatable)
      --global-var N=V     set a global value for the run (repeatable)
      --folder NAME        run only the folder of this name
      --ignore-redirects   do not follow redirects
  -k, --insecure           do not verify TLS certificates
      --timeout-request MS the timeout of each request
      --delay-request MS   the delay between requests
      --working-dir DIR    where a form-data file with a relative path is read
                           (default: the collection file's folder)
      --export-environment FILE  write the environment as the run left it
      --export-globals FILE      write the globals as the run left it
  -x, --suppress-exit-code exit 0 even when a test, script or request failed

Flags: see svc-cli --help.
`

const watchUsage = `svc-cli watch: follow a run to its end.

Usage:
  svc-cli [flags] watch <runId>

Follows GET /runs/<runId>/live: a load run as run --follow does (status block or
lines, then the summary and the exit code of svc-cli --help), a collection run step
by step with its summary table. Ctrl-C stops following (exit 130) and leaves the run
going: svc-cli stop <runId> stops it. A run whose live stream has gone is summarized
from its report.
`

const runsUsage = `svc-cli runs: list the latest runs.

Usage:
  svc-cli [flags] runs [--limit N]

Prints the newest runs first (GET /runs?limit=N, default 20, at most 500): id,
kind, status, mode, requests, requests/s, p95 in ms and name, then how many runs
there are in all.
`

const reportUsage = `svc-cli report: print an ended run's report.

Usage:
  svc-cli [flags] report <runId> [--format text|json|junit]

text (the default) prints the summary run --follow prints at a load run's end, or
a collection run's steps and table. json prints the engine's GET
/runs/<runId>/report answer; junit prints JUnit XML (a load run: its status and
thresholds; a collection run: a suite per step, a case per test). The exit code is
the run's, as for svc-cli run --follow (svc-cli --help, Exit codes).
`

const stopUsage = `svc-cli stop: stop a running run.

Usage:
  svc-cli [flags] stop <runId>

Sends POST /runs/<runId>/stop, which waits until the run has ended, and prints the
run id and the status it ended with.
`

const backupUsage = `svc-cli backup: snapshot the daemon's whole database.

Usage:
  svc-cli [flags] backup

Sends POST /backup: the daemon writes one compacted, checked snapshot of its database
(collections, environments, credentials, run history) into backups/ beside it and keeps
the newest maxBackupsRetained. Prints only the snapshot's path. Exit 1 with the engine's
message on stderr when the daemon is unreachable or refuses (409 while another backup
runs). To restore, stop the engine and copy the snapshot over svc-engine.db.
`

const compareUsage = `svc-cli compare: compare two ended runs.

Usage:
  svc-cli [flags] compare <runId> [<otherRunId>]

Compares the first run (a) with the second (b), or with the baseline of the first
run's target when no second is given (GET /runs/compare?a=&b=; PUT
/runs/:id/baseline marks a baseline). Prints each figure of both runs, the
difference, the difference in percent of b and whether a is better or worse.
`

const importUsage = `svc-cli import: import a document into the engine.

Usage:
  svc-cli [flags] import <file>

Sends the file (a Postman collection or environment, an Insomnia export, an OpenAPI
or Swagger document, a JMeter plan, cURL command lines, a HAR file) to POST /import and prints the detected format,
how many collections, requests, examples and environments it made with their ids,
and anything that could not be represented.
`

const exportUsage = `svc-cli export: write a collection or a request out of the engine.

Usage:
  svc-cli [flags] export <collectionId> [--out <file>] [--environments]
  svc-cli [flags] export --curl <requestId|historyId>

Writes the collection with its folders, requests, auth, scripts, saved examples and
variables as a Postman collection v2.1 export (POST /export/postman): on stdout, or
into --out's file; --environments also writes every environment beside that file as
<name>.postman_environment.json (names that give the same file name, such as a/b and
a:b, get -2, -3... in export order; each file is named on stdout). With --curl, prints the cURL command of a stored
request as it would be sent now, or of a history entry (hist_...) as it was sent
(POST /export/curl).
`

const helpUsage = `svc-cli help: show help.

Usage:
  svc-cli help [command]

Prints the tool's help, or a command's (the same as svc-cli <command> --help).
`

const versionUsage = `svc-cli version: print the version.

Usage:
  svc-cli version
`

// Package logs writes the engine's log files: newline-delimited JSON, one
// object per line, through log/slog with a single handler.
//
// Every line has the same closed set of properties, always in this order:
//
//	ts     string, required: RFC 3339 in UTC with milliseconds and a trailing Z
//	level  string, required: debug, info, warn or error
//	src    string, required: engine, cli, app, mcp or renderer
//	cat    string, required: one lowercase token from the closed list of src
//	msg    string, required: one human sentence
//	pid    integer, required: the writing process
//	tid    string, optional: thread id, from a "tid" string attribute
//	runId  string, present when a run was active ([RunID])
//	req    string, the request's correlation id when one was generated ([Req])
//	err    object {name, message[, stack]} ([Err])
//
// Any other attribute given to a log call is dropped: the record format is
// closed, so arguments can never smuggle a query string, a header or a body
// into a line. Groups are flattened, so [Cat], [RunID], [Req] and [Err] work
// inside them and through [slog.Logger.With].
//
// The categories allowed for each source are:
//
//	engine         startup, config, http, db, run, script, inbox, mock,
//	               oauth, client, shutdown
//	cli            the engine list plus cli
//	app, mcp       main, sidecar, window, updater, ipc, mcp, power, notify
//	renderer       renderer, boundary
//
// A record without a valid category for its source gets the first category
// of that source's list; an invalid token is never written.
//
// Messages are normalized to a sentence: surrounding space is trimmed, the
// first letter is capitalized and a full stop is added when the message does
// not end with '.', '!' or '?'. URLs in messages and in error messages are
// reduced to scheme://host/path, so no userinfo, query or fragment is
// written.
//
// Verbosity picks the lowest level written: 0 writes warn and error, 1 adds
// info and 2 adds debug. [Logger.Request] writes the line of one management
// request or inbox capture at debug for 1xx and 2xx, info for 3xx and 4xx and
// error for 5xx, so verbosity 2 shows every request, 1 only the non-2xx ones
// and 0 still shows a 5xx.
//
// [Open] writes to <dir>/<src>.log and rotates at 10 MB, keeping five
// uncompressed backups, so every file in the directory stays NDJSON.
package logs

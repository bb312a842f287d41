// Package scripting owns the element registry and the JavaScript sandbox
// that runs script elements with a Postman-compatible pm API.
//
// # Elements
//
// An element is one entry of a collection's or a request's elements array:
// an object {id, kind, version, enabled, config}. The Registry knows every
// element kind (GET /elements/kinds lists them), validates an elements array
// against the kinds' config schemas and returns it normalized, with ids
// minted and defaults filled in. Scripts are elements of kind script.pre or
// script.post with config.script; script.setup and script.teardown run once
// per collection run and are collection-only; script.package (also
// collection-only) holds a package of Postman's package library, a CommonJS
// module the scripts beneath load with pm.require(name), evaluated once per
// script run; inherit.disable turns off an inherited element by its id.
//
// The registry is built from a literal table by NewRegistry and is immutable
// afterwards, so one Registry may be shared by every goroutine. The test.echo
// kind exists only in builds tagged svctest.
//
// # Sandbox
//
// A Sandbox runs one script per Run call:
//
//	sb := scripting.NewSandbox(scripting.Options{}) // once, shared
//	res := sb.Run(ctx, scripting.Input{
//		Phase:       scripting.PhasePost,
//		Script:      src,
//		Request:     &req,      // pre phase: the script's changes land here
//		Response:    &resp,     // post phase only
//		Environment: env,       // *Variables the caller keeps between requests
//		Send:        sendFunc,  // pm.sendRequest; nil makes it fail
//	})
//	// res.Tests, res.Console, res.Error, res.TimedOut, res.NextRequest, res.SkipRequest
//
// Run is safe for concurrent use; it owns the Input's Variables and Request
// until it returns, so two concurrent runs must not share them. Scripts are
// compiled once per distinct source (a bounded cache) and run in pooled goja
// runtimes that already hold the pm API, chai and lodash; the other bundled
// libraries (moment, crypto-js, uuid, tv4, ajv, and goja_nodejs' buffer, url
// and util) load on their first require in a runtime. At most
// Options.MaxRuntimes scripts run at once; further calls wait, honouring ctx.
//
// Every script has a deadline: Input.Timeout, DefaultTimeout when zero, and
// ctx. At the deadline the runtime is interrupted (a runaway loop included),
// the Result says TimedOut, and the runtime is dropped rather than reused.
// After the script body, Run runs what it scheduled — promise jobs,
// pm.sendRequest callbacks (Input.Send is called on the Run goroutine, with
// a context carrying the deadline) and timers — until nothing is left.
//
// Each run gets a fresh top-level scope: the script is wrapped in a
// function (async when it uses await, which gives it top-level await).
// Each run also starts with clean globals: after a run, globals it created
// (x = 1 without a declaration, globalThis.x = ...) are deleted and
// prepared ones it replaced or deleted (pm, console, JSON, ...) are put
// back; a runtime whose global object cannot be restored is dropped.
// Built-in prototypes and constructors (Array.prototype, String, Math,
// JSON, ...) are restored too, after any run whose source may change them
// (touchesBuiltins: it names a prototype, assigns a member of a built-in,
// deletes, defines properties, ...; the check errs on the side of
// restoring): replaced or deleted members get their prepared values back
// and added ones are deleted.
//
// Legacy extensions: Postman's sandbox loads Sugar (jslib/sugar.js) into
// every script, and old scripts call its prototype extensions
// ([].any, 'a_b'.camelize(), (5).pad(2), Date.create, fn.once(), ...).
// Loading it costs about 100 ms, so each member it adds is a stub until
// first read, which loads Sugar into that runtime; a script whose source
// names a member only Sugar has gets it loaded before its deadline starts.
// Once loaded, Sugar is part of the runtime's prepared state. The natives
// Sugar would replace with enhanced versions (Array filter, map, every and
// some with matcher objects, Object.keys with a callback, trim, startsWith,
// endsWith) stay native, so a script behaves the same whether or not an
// earlier one loaded Sugar.
//
// The sandbox has no file system, network or process access: require
// resolves only the bundled libraries (jslib/README.md) and refuses anything
// else with a clear error; pm.sendRequest goes through Input.Send.
//
// Variables: pm.environment, pm.collectionVariables, pm.globals,
// pm.iterationData and the local layer (pm.variables.set) read and write the
// Input's *Variables in place; a nil scope reads as empty and its writes are
// dropped. pm.variables.get resolves locals, then data, environment,
// collection variables, globals. Values a script sets as non-strings keep
// their type in Variables.Typed, so a later get returns a number as a number.
//
// Compatibility notes, each chosen to agree with Newman: named status
// assertions (to.be.ok, accepted, notFound, ...) compare the reason phrase
// case-insensitively with Postman's table ("Not Found") and the code, as
// Postman's chai plugin does, quirks included (unauthorised and
// notAcceptable never hold on standard reasons); the legacy
// postman.setEnvironmentVariable and setGlobalVariable store a truthy
// value as its string (1 reads back as "1"), while pm.*.set keeps types;
// xml2Json returns xml2js's shape with Postman's options (attributes
// under "$", text under "_", one value or an array per child name);
// to.have.header compares values strictly;
// to.have.jsonBody checks only string paths; to.have.jsonSchema uses ajv.
// chai runs without its proxies (a misspelt chain property asserts nothing
// instead of throwing), which saves about a third of each assertion.
// require offers cheerio, csv-parse/lib/sync, xml2js and
// postman-collection (jslib); pm.require loads Input.Packages; pm.cookies
// sees the request's Cookie header and the response's Set-Cookie headers,
// not the caller's jar.
//
// Tests: pm.test results and legacy tests["name"] = bool appear in
// Result.Tests in call order; a skipped test has Passed false and Skipped
// true (TestResult.Failed tells failures apart). A test whose promise or
// done callback never settles fails.
package scripting

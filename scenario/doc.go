// Package scenario runs collections: POST /runs with a scenario block, as
// Newman runs a Postman collection, and the same collection as a load
// scenario.
//
// ParseConfig reads the scenario block (collectionId, folderId,
// environmentId, iterations, data or dataFile, delayMs, bail, timeoutMs,
// scriptTimeoutMs, variables) and the load members beside it; CheckData
// holds data rows to the collection's dataSchema. The caller (mgmt) reads
// a Tree from the store in one snapshot and builds a Runner; Run then
// publishes the plan frame, runs the steps and returns a runs.Result whose
// report is a Report.
//
// The run order is recursive: for each collection its subfolders first
// (by the ordering rule: order, createdAt, id), then its requests. Each
// step runs the effective script.pre elements (collection scripts
// outermost first, inherit.disable applied: sender.Compose's rule) on the
// request template, applies what they left in pm.request, composes
// (layers: globals, collection chain, collection variables set by
// scripts, environment, data row, the block's variables, pm.variables)
// and sends with a sender.Client copied per session with its own
// in-memory cookie jar and its own sender.ConnCache (HTTP/1.1 connections
// kept alive, closed as the session ends), then runs the script.post
// elements. setNextRequest
// jumps by name (null, or an unknown name, ends the iteration);
// skipRequest skips the send. script.setup and script.teardown of the run
// root's chain run once per run. Scripts change in-memory copies of the
// scopes; nothing is written back to the store.
//
// Under a load mode (constant_concurrency, ramp_up, iterations) every
// virtual user is a session with its own variables, cookie jar and kept
// connections that runs the scenario in a loop; merged metrics ticks are published each
// second and a sample of step traces. The per-user state is a few small
// maps and a cookie jar: scripts run in the sandbox's pooled runtimes,
// and at most 2×GOMAXPROCS of them at once.
//
// bridge.go turns stored and sent requests into what scripts see
// (pm.request before and after the send, pm.response, pm.sendRequest,
// scopes read from stored variables) and applies what pre scripts left;
// mgmt's single send (POST /execute) uses the same functions.
//
// The package knows no HTTP server; it must not write to the store.
package scenario

// Package scripting owns the element registry and, later, the JavaScript
// sandbox that runs script elements.
//
// An element is one entry of a collection's or a request's elements array:
// an object {id, kind, version, enabled, config}. The Registry knows every
// element kind (GET /elements/kinds lists them), validates an elements array
// against the kinds' config schemas and returns it normalized, with ids
// minted and defaults filled in. Scripts are elements of kind script.pre or
// script.post with config.script; script.setup and script.teardown run once
// per collection run and are collection-only; inherit.disable turns off an
// inherited element by its id.
//
// The registry is built from a literal table by NewRegistry and is immutable
// afterwards, so one Registry may be shared by every goroutine. The test.echo
// kind exists only in builds tagged svctest.
package scripting

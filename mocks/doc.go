// Package mocks runs the engine's side servers: mock servers answering a
// collection's requests with their saved examples, webhook inboxes that
// capture whatever is sent to them, and the mock OAuth 2 / OIDC issuer.
//
// Each side server is a real HTTP server (fasthttp) on its own 127.0.0.1
// port. A Host owns the running ones: it binds the port (0 picks a free
// one), serves a handler on it, stops one on request and all of them when
// the engine stops. A server's definition is stored (store.SideServer)
// with the port it was bound on, so starting it again after an engine
// restart brings it back on the same port when that port is free.
//
// The package decides how the servers answer; it holds no HTTP route of
// the management API (mgmt does) and sends no request (sender does).
package mocks

// Package mgmt is the engine's management server on fasthttp: the router,
// the middleware every route shares (Cache-Control: no-store, the
// loopback Host/Origin guard, the request log line) and the handlers, one
// file per resource group.
//
// A handler decodes, calls workspace to validate and merge, calls store
// inside one transaction, and encodes. Handlers return errors; writeError
// (errors.go) is the one place that turns an error into a status and the
// spec's error body.
package mgmt

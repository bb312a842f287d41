// Package config declares the engine's configuration catalogue: every
// setting this build understands, with its type, default, range, options,
// category and documentation, as served by GET /config.
//
// The package is pure Go and does no IO. The store keeps the values that
// were written ([Stored]); [Entries] overlays them on the [Catalogue] for
// GET /config, [ParseUpdate] validates and normalizes a POST /config body,
// and [Values] gives the rest of the engine a resolved, read-only view in
// which every key has a usable value.
//
// Only three settings need a restart to take effect ([KeyDBCacheSize],
// [KeyDBBusyTimeout] and [KeyDBSynchronous]); every other setting is read
// again by the next run, inbox or request that uses it.
package config

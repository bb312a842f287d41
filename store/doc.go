// Package store keeps the engine's state in one embedded SQLite database
// (modernc.org/sqlite, pure Go).
//
// It owns the schema and its embedded migrations, the schema version check
// (an engine never opens a database written by a newer schema), and one
// transaction helper: Update runs a closure on the single writer connection
// inside BEGIN IMMEDIATE and commits when it returns nil; View runs a closure
// on the read pool. The database runs in WAL mode, so readers never wait on
// the writer. The store knows nothing about HTTP.
package store

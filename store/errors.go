package store

import (
	"errors"
	"fmt"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Storage failures the API reports as such: every write that meets one
// wraps the sentinel, so callers match it with errors.Is whatever the
// operation was, and the driver's text never has to reach a client.
var (
	// ErrDiskFull means the disk (or the quota) holding the database is
	// full: the write was rolled back and nothing committed is lost.
	ErrDiskFull = errors.New("the disk holding the database is full; free some space and retry")
	// ErrIO means the operating system failed a read or write of the
	// database file.
	ErrIO = errors.New("the database file could not be read or written (an I/O error); check the disk and retry")
)

// sqliteCode returns the primary SQLite result code in err's chain, or 0.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return 0
	}
	return se.Code() & 0xff
}

// classifyErr marks err with ErrDiskFull or ErrIO when SQLite failed for
// lack of space or an I/O error; other errors pass unchanged.
func classifyErr(err error) error {
	if err == nil || errors.Is(err, ErrDiskFull) || errors.Is(err, ErrIO) {
		return err
	}
	switch sqliteCode(err) {
	case sqlite3.SQLITE_FULL:
		return fmt.Errorf("%w: %w", ErrDiskFull, err)
	case sqlite3.SQLITE_IOERR:
		return fmt.Errorf("%w: %w", ErrIO, err)
	}
	return err
}

// isCorrupt reports an error that means the file is not a readable
// database: damaged, not a database, or failing reads. Write-side I/O
// errors (a full disk, a shared-memory file that cannot grow) are not: a
// healthy file must never be quarantined for them.
func isCorrupt(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	switch se.Code() {
	case sqlite3.SQLITE_IOERR_READ, sqlite3.SQLITE_IOERR_SHORT_READ:
		return true
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return true
	}
	return false
}

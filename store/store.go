package store

import (
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Options configure Open. The zero value of each field means its default.
type Options struct {
	Path        string        // database file; required
	CacheSize   int64         // page cache in bytes; default 64 MiB
	BusyTimeout time.Duration // wait on a locked database; default 5 s
	Synchronous string        // off, normal, full or extra; default normal
	ReadConns   int           // read pool size; default 4
	// BackupsRetained is how many snapshots the automatic backup before a
	// schema migration keeps (maxBackupsRetained); default 10.
	BackupsRetained int
}

// Store is the engine's database: one writer connection and a read pool.
type Store struct {
	w, r *sql.DB
	path string

	// versionMu guards versionConn, a read-only connection kept apart from
	// the pool. It never writes, so its PRAGMA data_version changes exactly
	// when any other connection (the engine's writer or another process)
	// commits: a database-wide version for caches.
	versionMu   sync.Mutex
	versionConn *sql.Conn

	// backupMu is held by the one backup that may run at a time; backups
	// read through backupConn, a connection of their own, so a backup
	// never holds one of the read pool's.
	backupMu   sync.Mutex
	backupConn *sql.DB
	// commits counts the write transactions this Store committed: a
	// version read without a query, for caches consulted on every request
	// of a side server (one engine owns the data dir, so no other process
	// writes while it runs).
	commits atomic.Uint64
}

// SchemaTooNewError means the file was written by a newer engine.
type SchemaTooNewError struct {
	Path      string
	File      int // the file's schema version
	Supported int // the newest version this build knows
}

func (e *SchemaTooNewError) Error() string {
	return fmt.Sprintf("database %s has schema version %d, newer than version %d that this engine supports; upgrade the engine or use another data dir", e.Path, e.File, e.Supported)
}

// migrations returns the embedded migration scripts in order.
func migrations() ([]string, error) {
	entries, err := migrationFS.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	out := make([]string, len(names))
	for i, n := range names {
		b, err := migrationFS.ReadFile("migrations/" + n)
		if err != nil {
			return nil, err
		}
		out[i] = string(b)
	}
	return out, nil
}

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int {
	m, _ := migrations()
	return len(m)
}

// fileVersion reads user_version straight from the database header (offset
// 60, big-endian) without opening the file through SQLite, so a database
// written by a newer schema is refused before a single byte could be written.
func fileVersion(path string) (int, bool, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	defer func() { _ = f.Close() }() // read-only
	var hdr [100]byte
	n, err := io.ReadFull(f, hdr[:])
	if n == 0 && (errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)) {
		return 0, false, nil
	}
	if err != nil {
		return 0, true, fmt.Errorf("read database header: %w", err)
	}
	if string(hdr[:16]) != "SQLite format 3\x00" {
		return 0, true, fmt.Errorf("%s is not an SQLite database", path)
	}
	return int(int32(binary.BigEndian.Uint32(hdr[60:64]))), true, nil
}

func dsn(o Options, writer bool) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout("+strconv.FormatInt(o.BusyTimeout.Milliseconds(), 10)+")")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous("+strings.ToUpper(o.Synchronous)+")")
	q.Add("_pragma", "cache_size(-"+strconv.FormatInt(o.CacheSize/1024, 10)+")")
	q.Add("_pragma", "foreign_keys(1)")
	// Reads go through a memory map (up to 256 MiB): after any commit every
	// other connection drops its page cache, and re-reading through the map
	// costs far less than a pread per page.
	q.Add("_pragma", "mmap_size(268435456)")
	if writer {
		q.Set("_txlock", "immediate")
	} else {
		q.Add("_pragma", "query_only(1)")
	}
	return "file:" + o.Path + "?" + q.Encode()
}

// Open opens (creating if needed) and migrates the database at o.Path.
// It returns *SchemaTooNewError, without writing, for a newer schema.
func Open(ctx context.Context, o Options) (*Store, error) {
	if o.CacheSize <= 0 {
		o.CacheSize = 64 << 20
	}
	if o.BusyTimeout <= 0 {
		o.BusyTimeout = 5 * time.Second
	}
	if o.Synchronous == "" {
		o.Synchronous = "normal"
	}
	if o.ReadConns <= 0 {
		o.ReadConns = 4
	}
	if o.BackupsRetained <= 0 {
		o.BackupsRetained = 10
	}
	supported := SchemaVersion()
	if v, exists, err := fileVersion(o.Path); err != nil {
		return nil, err
	} else if exists && v > supported {
		return nil, &SchemaTooNewError{Path: o.Path, File: v, Supported: supported}
	}
	if err := os.MkdirAll(filepath.Dir(o.Path), 0o700); err != nil {
		return nil, fmt.Errorf("create database dir: %w", err)
	}
	w, err := sql.Open("sqlite", dsn(o, true))
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	s := &Store{w: w, path: o.Path}
	if err := s.migrate(ctx, supported, o.BackupsRetained); err != nil {
		return nil, errors.Join(err, w.Close())
	}
	r, err := sql.Open("sqlite", dsn(o, false))
	if err != nil {
		return nil, errors.Join(fmt.Errorf("open database readers: %w", err), w.Close())
	}
	r.SetMaxOpenConns(o.ReadConns + 1)
	r.SetMaxIdleConns(o.ReadConns + 1)
	r.SetConnMaxLifetime(0)
	s.r = r
	// VACUUM INTO is refused on a query_only connection: the backup
	// connection has the writer's settings, and only ever reads.
	if s.backupConn, err = sql.Open("sqlite", dsn(o, true)); err != nil {
		return nil, errors.Join(fmt.Errorf("open backup connection: %w", err), s.Close())
	}
	s.backupConn.SetMaxOpenConns(1)
	if s.versionConn, err = r.Conn(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("open version connection: %w", err), s.Close())
	}
	return s, nil
}

// DataVersion returns a number that changes whenever anything commits to
// the database, from this engine or any other process. Two equal values
// mean nothing was written in between.
func (s *Store) DataVersion(ctx context.Context) (int64, error) {
	s.versionMu.Lock()
	defer s.versionMu.Unlock()
	var v int64
	if err := s.versionConn.QueryRowContext(ctx, "PRAGMA data_version").Scan(&v); err != nil {
		return 0, fmt.Errorf("read data version: %w", err)
	}
	return v, nil
}

// migrate brings the schema to supported. A database that holds data
// (version 1 or later) is first backed up, so a failed or regretted
// migration can be undone by restoring the snapshot.
func (s *Store) migrate(ctx context.Context, supported, keepBackups int) error {
	var v int
	if err := s.w.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if v > supported { // a newer version that was still in the WAL
		return &SchemaTooNewError{Path: s.path, File: v, Supported: supported}
	}
	ms, err := migrations()
	if err != nil {
		return err
	}
	if v > 0 && v < len(ms) {
		if _, err := snapshot(ctx, s.path, s.w, time.Now()); err != nil {
			return classifyErr(fmt.Errorf("back up before migrating schema version %d to %d: %w", v, len(ms), err))
		}
		if err := PruneBackups(s.path, keepBackups); err != nil {
			return fmt.Errorf("prune old backups: %w", err)
		}
	}
	for i := v; i < len(ms); i++ {
		err := s.Update(ctx, func(tx *Tx) error {
			if _, err := tx.tx.ExecContext(ctx, ms[i]); err != nil {
				return err
			}
			_, err := tx.tx.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(i+1))
			return err
		})
		if err != nil {
			return fmt.Errorf("migrate schema to version %d: %w", i+1, err)
		}
	}
	return nil
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Close checkpoints and closes the database.
func (s *Store) Close() error {
	var errs []error
	if s.versionConn != nil {
		errs = append(errs, s.versionConn.Close())
	}
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	if s.backupConn != nil {
		errs = append(errs, s.backupConn.Close())
	}
	if s.w != nil {
		_, _ = s.w.ExecContext(context.Background(), "PRAGMA wal_checkpoint(TRUNCATE)") // best effort: the WAL is replayed on the next open anyway
		errs = append(errs, s.w.Close())
	}
	return errors.Join(errs...)
}

// Tx is one database transaction with the engine's typed queries.
type Tx struct {
	ctx context.Context
	tx  *sql.Tx
}

// Update runs fn in one write transaction (BEGIN IMMEDIATE on the single
// writer connection): it commits when fn returns nil, rolls back otherwise.
// Reads done by fn see the latest committed state and nothing can change it
// until commit, so read-merge-write inside fn is atomic.
func (s *Store) Update(ctx context.Context, fn func(*Tx) error) error {
	err := run(ctx, s.w, fn)
	if err == nil {
		s.commits.Add(1)
	}
	return err
}

// Commits returns the number of write transactions committed through this
// Store; two equal values mean it wrote nothing in between. It costs one
// atomic load.
func (s *Store) Commits() uint64 { return s.commits.Load() }

// View runs fn in a read transaction on the read pool (a consistent snapshot).
func (s *Store) View(ctx context.Context, fn func(*Tx) error) error {
	return run(ctx, s.r, fn)
}

func run(ctx context.Context, db *sql.DB, fn func(*Tx) error) error {
	t, err := db.BeginTx(ctx, nil)
	if err != nil {
		return classifyErr(fmt.Errorf("begin transaction: %w", err))
	}
	if err := fn(&Tx{ctx: ctx, tx: t}); err != nil {
		_ = t.Rollback()
		return classifyErr(err)
	}
	if err := t.Commit(); err != nil {
		return classifyErr(fmt.Errorf("commit: %w", err))
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

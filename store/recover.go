package store

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// Outcomes of a recovery at start (GET /health recovery.outcome).
const (
	// OutcomeRestored: the damaged file was moved aside and the newest
	// backup that passed an integrity check took its place.
	OutcomeRestored = "restored_from_backup"
	// OutcomeFreshQuarantined: the damaged file was moved aside and, with
	// no backup to restore, a fresh database was started.
	OutcomeFreshQuarantined = "started_fresh_quarantined"
	// OutcomeBackupAlsoCorrupt: the damaged file was moved aside, every
	// backup failed its check (all are kept), a fresh database was started.
	OutcomeBackupAlsoCorrupt = "backup_also_corrupt"
	// OutcomeDeletedCorrupt: the damaged file could not be moved aside and
	// was removed; the newest good backup, if any, was restored.
	OutcomeDeletedCorrupt = "deleted_corrupt"
)

// quarantineStamp is the UTC stamp of a quarantined file's name,
// svc-engine.db.corrupt-<stamp>.
const quarantineStamp = "20060102T150405Z"

// Recovery is what a start did with a damaged database. Its JSON is the
// marker file and GET /health's recovery member.
type Recovery struct {
	Outcome         string `json:"outcome"`
	At              int64  `json:"at"` // epoch milliseconds
	DatabasePath    string `json:"databasePath"`
	QuarantinedPath string `json:"quarantinedPath,omitempty"`
	// RestoredFrom is the backup copied into place, or "".
	RestoredFrom string `json:"-"`
	// Reason is what the check found.
	Reason string `json:"-"`
	// Rejected are the backups that failed their check, newest first.
	Rejected []string `json:"-"`
}

// MarkerPath is the recovery marker of the database at dbPath.
func MarkerPath(dbPath string) string { return dbPath + ".recovery.json" }

// Recover checks the database at path before it is opened: its header,
// PRAGMA quick_check and its schema version. A missing or healthy file is
// left as it is and Recover returns nil. A file written by a newer schema
// is never recovered: Recover returns *SchemaTooNewError without writing.
// A damaged or unreadable file is moved aside to
// <path>.corrupt-<UTC stamp> with its -wal and -shm (removed when it
// cannot be moved), then the newest backup that passes an integrity check
// is copied into place; with none, the next Open starts a fresh database.
// The returned Recovery says which of the four outcomes happened; the
// caller records it with WriteMarker.
func Recover(ctx context.Context, path string, now time.Time) (*Recovery, error) {
	reason, err := checkStart(ctx, path)
	if err != nil || reason == "" {
		return nil, err
	}
	rec := &Recovery{At: now.UnixMilli(), DatabasePath: path, Reason: reason}
	q := path + ".corrupt-" + now.UTC().Format(quarantineStamp)
	if err := moveAside(path, q); err == nil {
		rec.QuarantinedPath = q
	} else if err := removeDB(path); err != nil {
		return nil, fmt.Errorf("database %s is damaged (%s) and could neither be moved aside nor removed: %w", path, reason, err)
	}
	backups, err := Backups(path)
	if err != nil {
		return nil, err
	}
	for _, b := range backups {
		ok, err := restore(ctx, b.Path, path)
		if err != nil {
			return nil, fmt.Errorf("restore backup %s: %w", b.Path, err)
		}
		if !ok {
			rec.Rejected = append(rec.Rejected, b.Path)
			continue
		}
		rec.RestoredFrom = b.Path
		break
	}
	switch {
	case rec.QuarantinedPath == "":
		rec.Outcome = OutcomeDeletedCorrupt
	case rec.RestoredFrom != "":
		rec.Outcome = OutcomeRestored
	case len(rec.Rejected) > 0:
		rec.Outcome = OutcomeBackupAlsoCorrupt
	default:
		rec.Outcome = OutcomeFreshQuarantined
	}
	return rec, nil
}

// checkStart returns why the file at path cannot be used ("" when it is
// missing, empty or healthy), *SchemaTooNewError for a newer schema, or
// an error when the check itself could not run (a lock, a permission).
func checkStart(ctx context.Context, path string) (string, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("open database: %w", err)
	}
	var hdr [100]byte
	n, err := io.ReadFull(f, hdr[:])
	_ = f.Close() // read only
	switch {
	case n == 0 && errors.Is(err, io.EOF):
		return "", nil // an empty file is an empty database
	case err != nil:
		return "the file is too short for a database header (" + strconv.Itoa(n) + " bytes)", nil
	case string(hdr[:16]) != "SQLite format 3\x00":
		return "the file does not start with an SQLite header", nil
	}
	supported := SchemaVersion()
	if v := int(int32(binary.BigEndian.Uint32(hdr[60:64]))); v > supported {
		return "", &SchemaTooNewError{Path: path, File: v, Supported: supported}
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return "", fmt.Errorf("open database: %w", err)
	}
	defer func() { _ = db.Close() }() // only read: the check writes nothing
	if err := checkDB(ctx, db, path, false); err != nil {
		var c *CorruptError
		if errors.As(err, &c) {
			return c.Reason, nil
		}
		return "", err
	}
	var v int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		if isCorrupt(err) {
			return err.Error(), nil
		}
		return "", fmt.Errorf("read schema version: %w", err)
	}
	if v > supported { // a newer version that was still in the WAL
		return "", &SchemaTooNewError{Path: path, File: v, Supported: supported}
	}
	return "", nil
}

// moveAside moves path and its -wal and -shm to q (and q-wal, q-shm)
// without ever replacing a file: a link then an unlink, so an existing q
// (an earlier quarantined file of the same second) makes it fail.
func moveAside(path, q string) error {
	if err := os.Link(path, q); err != nil {
		return err
	}
	if err := os.Remove(path); err != nil {
		_ = os.Remove(q)
		return err
	}
	for _, sfx := range []string{"-wal", "-shm"} {
		if err := os.Link(path+sfx, q+sfx); err == nil || errors.Is(err, os.ErrNotExist) {
			_ = os.Remove(path + sfx)
			continue
		}
		_ = os.Remove(path + sfx) // a side file of a moved database must not pair with the next one
	}
	return syncDir(filepath.Dir(path))
}

// removeDB removes path with its -wal and -shm.
func removeDB(path string) error {
	var errs []error
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// restore copies the backup at src to a temporary file beside dst, runs
// the integrity check on the copy, then renames it into place. ok is
// false, with nothing left behind, when the copy fails its check. The
// backup is read from disk once: the check reads the copy just written,
// which the page cache still holds, instead of reading the backup before
// copying it (a 1 GiB backup is read once, not twice).
func restore(ctx context.Context, src, dst string) (ok bool, err error) {
	tmp := dst + ".restore-tmp"
	in, err := os.Open(src)
	if err != nil {
		return false, err
	}
	defer func() { _ = in.Close() }() // read only
	out, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return false, err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if err = errors.Join(err, out.Close()); err != nil {
		_ = os.Remove(tmp)
		return false, err
	}
	if err := CheckFile(ctx, tmp, true); err != nil {
		_ = os.Remove(tmp)
		return false, nil
	}
	if err := os.Rename(tmp, dst); err != nil {
		_ = os.Remove(tmp)
		return false, err
	}
	return true, syncDir(filepath.Dir(dst))
}

// WriteMarker records rec beside the database (MarkerPath), replacing
// any earlier marker.
func WriteMarker(dbPath string, rec *Recovery) error {
	b, err := codec.Marshal(rec)
	if err != nil {
		return err
	}
	tmp := MarkerPath(dbPath) + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o600); err != nil {
		return fmt.Errorf("write recovery marker: %w", err)
	}
	if err := os.Rename(tmp, MarkerPath(dbPath)); err != nil {
		return fmt.Errorf("write recovery marker: %w", err)
	}
	return nil
}

// ClearMarker removes the marker of an earlier recovery, after a clean
// start.
func ClearMarker(dbPath string) error {
	if err := os.Remove(MarkerPath(dbPath)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("remove recovery marker: %w", err)
	}
	return nil
}

package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// BackupDirName is the directory of snapshots, beside the database file.
const BackupDirName = "backups"

// Snapshot file names are backupPrefix + a UTC stamp (backupStamp) +
// backupSuffix, so that names sort in time order.
const (
	backupPrefix = "svc-engine-"
	backupSuffix = ".db"
	backupStamp  = "20060102T150405.000Z"
	// backupTemp marks a snapshot still being written; an engine killed
	// during a backup leaves one, which the next backup removes.
	backupTemp = ".tmp-"
)

// ErrBackupRunning means another backup of the same database is under way.
var ErrBackupRunning = errors.New("another backup is running; retry when it has finished")

// BackupInfo describes one snapshot file.
type BackupInfo struct {
	Path       string `json:"path"`
	Bytes      int64  `json:"bytes"`
	CreatedAt  int64  `json:"createdAt"`            // epoch milliseconds, from the file name
	DurationMs int64  `json:"durationMs,omitempty"` // set on the answer of the backup that wrote it
}

// BackupDir is the snapshot directory of the database at dbPath.
func BackupDir(dbPath string) string {
	return filepath.Join(filepath.Dir(dbPath), BackupDirName)
}

// Backup writes one compacted, consistent snapshot of the whole database
// into BackupDir while the engine keeps serving: VACUUM INTO a temporary
// file (a read transaction: writers go on), fsync, an integrity check of
// the copy, then an atomic rename to svc-engine-<UTC stamp>.db and an
// fsync of the directory. Afterwards only the newest keep snapshots are
// kept (keep < 1 keeps them all). It returns ErrBackupRunning while
// another backup runs.
func (s *Store) Backup(ctx context.Context, keep int) (BackupInfo, error) {
	if !s.backupMu.TryLock() {
		return BackupInfo{}, ErrBackupRunning
	}
	defer s.backupMu.Unlock()
	start := time.Now()
	info, err := snapshot(ctx, s.path, s.backupConn, start)
	if err != nil {
		return info, classifyErr(fmt.Errorf("back up the database: %w", err))
	}
	info.DurationMs = time.Since(start).Milliseconds()
	if err := PruneBackups(s.path, keep); err != nil {
		return info, fmt.Errorf("prune old backups: %w", err)
	}
	return info, nil
}

// Backups lists the snapshots of the database at dbPath, newest first. A
// missing backup directory lists none.
func Backups(dbPath string) ([]BackupInfo, error) {
	dir := BackupDir(dbPath)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return []BackupInfo{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	out := []BackupInfo{}
	for _, e := range entries {
		at, ok := backupTime(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		out = append(out, BackupInfo{Path: filepath.Join(dir, e.Name()), Bytes: fi.Size(), CreatedAt: at.UnixMilli()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path > out[j].Path })
	return out, nil
}

// PruneBackups removes all but the newest keep snapshots (keep < 1 keeps
// them all) and any temporary file a killed backup left.
func PruneBackups(dbPath string, keep int) error {
	dir := BackupDir(dbPath)
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	var errs []error
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), backupTemp) {
			errs = append(errs, os.Remove(filepath.Join(dir, e.Name())))
		}
	}
	if keep < 1 {
		return errors.Join(errs...)
	}
	list, err := Backups(dbPath)
	if err != nil {
		return err
	}
	for i := keep; i < len(list); i++ {
		if err := os.Remove(list[i].Path); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// backupTime parses the stamp of a snapshot file name.
func backupTime(name string) (time.Time, bool) {
	stamp, ok := strings.CutPrefix(name, backupPrefix)
	if !ok {
		return time.Time{}, false
	}
	if stamp, ok = strings.CutSuffix(stamp, backupSuffix); !ok {
		return time.Time{}, false
	}
	t, err := time.Parse(backupStamp, stamp)
	return t, err == nil
}

// snapshot writes the snapshot of the database at dbPath, read through
// conn (nil opens a connection for the call), named for now (moved on by
// a millisecond while a file of that name exists).
func snapshot(ctx context.Context, dbPath string, conn *sql.DB, now time.Time) (BackupInfo, error) {
	dir := BackupDir(dbPath)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return BackupInfo{}, fmt.Errorf("create backup dir: %w", err)
	}
	if conn == nil {
		db, err := sql.Open("sqlite", "file:"+dbPath+"?_pragma=busy_timeout(5000)")
		if err != nil {
			return BackupInfo{}, err
		}
		defer func() { _ = db.Close() }() // read only: nothing to lose on close
		conn = db
	}
	tmp := filepath.Join(dir, backupTemp+now.UTC().Format(backupStamp))
	_ = os.Remove(tmp) // a leftover of a killed backup at the same stamp
	if _, err := conn.ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		_ = os.Remove(tmp)
		return BackupInfo{}, fmt.Errorf("vacuum into %s: %w", tmp, err)
	}
	if err := syncFile(tmp); err != nil {
		_ = os.Remove(tmp)
		return BackupInfo{}, err
	}
	if err := CheckFile(ctx, tmp, true); err != nil {
		_ = os.Remove(tmp)
		return BackupInfo{}, fmt.Errorf("check the new snapshot: %w", err)
	}
	at := now.UTC().Truncate(time.Millisecond)
	var final string
	for {
		final = filepath.Join(dir, backupPrefix+at.Format(backupStamp)+backupSuffix)
		if _, err := os.Lstat(final); errors.Is(err, os.ErrNotExist) {
			break
		}
		at = at.Add(time.Millisecond)
	}
	if err := os.Rename(tmp, final); err != nil {
		_ = os.Remove(tmp)
		return BackupInfo{}, fmt.Errorf("rename snapshot: %w", err)
	}
	if err := syncDir(dir); err != nil {
		return BackupInfo{}, err
	}
	fi, err := os.Stat(final)
	if err != nil {
		return BackupInfo{}, err
	}
	return BackupInfo{Path: final, Bytes: fi.Size(), CreatedAt: at.UnixMilli()}, nil
}

// CheckFile runs PRAGMA integrity_check (full) or quick_check on the
// database file at path, opened read-only. It returns a *CorruptError
// when SQLite finds the file damaged or not a database at all.
func CheckFile(ctx context.Context, path string, full bool) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer func() { _ = db.Close() }() // read only
	return checkDB(ctx, db, path, full)
}

// checkDB runs the check on db; the first problem SQLite reports becomes
// the *CorruptError's reason.
func checkDB(ctx context.Context, db *sql.DB, path string, full bool) error {
	pragma := "PRAGMA quick_check(1)"
	if full {
		pragma = "PRAGMA integrity_check(1)"
	}
	var res string
	if err := db.QueryRowContext(ctx, pragma).Scan(&res); err != nil {
		if isCorrupt(err) {
			return &CorruptError{Path: path, Reason: err.Error()}
		}
		return fmt.Errorf("check %s: %w", path, err)
	}
	if res != "ok" {
		return &CorruptError{Path: path, Reason: res}
	}
	return nil
}

// CorruptError means a database file failed its check: not a database,
// unreadable, or damaged.
type CorruptError struct {
	Path   string
	Reason string
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("database %s is damaged: %s", e.Path, e.Reason)
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("fsync %s: %w", path, err)
	}
	err = f.Sync()
	return errors.Join(err, f.Close())
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("fsync %s: %w", dir, err)
	}
	err = d.Sync()
	return errors.Join(err, d.Close())
}

package engine

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// lockFileName is the lock file inside the data dir.
const lockFileName = "svc-engine.lock"

// Bounds of AcquireLock's retries.
const (
	// lockAttempts bounds the retries when the lock file is replaced
	// between opening and locking it.
	lockAttempts = 100
	// pidReads and pidReadPause bound the wait for a holder that has the
	// lock but has not written its pid yet.
	pidReads     = 5
	pidReadPause = 20 * time.Millisecond
)

// Lock is the data-dir lock of a running engine: an exclusive flock on
// <dir>/svc-engine.lock, which holds the engine's pid. The kernel drops the
// flock when the process dies, so a file left by a dead engine never blocks
// a restart.
type Lock struct {
	mu   sync.Mutex
	f    *os.File
	path string
}

// LockedError is returned by AcquireLock when another live process holds
// the data-dir lock.
type LockedError struct {
	Path string // the lock file
	PID  int    // the holder's pid, 0 when it could not be read
}

func (e *LockedError) Error() string {
	if e.PID == 0 {
		return fmt.Sprintf("data dir lock %s is held by another process", e.Path)
	}
	return fmt.Sprintf("data dir lock %s is held by svc-engine pid %d", e.Path, e.PID)
}

// AcquireLock locks dir, creating it with mode 0700 if it is missing, and
// writes the pid of this process into the lock file. When another live
// process holds the lock it returns a *LockedError naming that process.
// Locks are per open file, so a second AcquireLock on the same dir fails
// within one process too.
func AcquireLock(dir string) (*Lock, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("create data dir: %w", err)
	}
	path := filepath.Join(dir, lockFileName)
	// An attempt that fails closes its file with the close error dropped:
	// the error returned says what failed, and the close only gives up
	// this attempt's lock.
	for range lockAttempts {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, fmt.Errorf("open data dir lock: %w", err)
		}
		if err := flock(f, syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			if errors.Is(err, syscall.EWOULDBLOCK) {
				pid := holderPID(f)
				_ = f.Close()
				return nil, &LockedError{Path: path, PID: pid}
			}
			_ = f.Close()
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		// A holder that released removed the file, which we may have opened
		// just before: then we hold a lock on a file nobody else will open,
		// so start again with the file now at path.
		same, err := samePath(f, path)
		if err != nil {
			_ = f.Close()
			return nil, fmt.Errorf("check data dir lock: %w", err)
		}
		if !same {
			_ = f.Close()
			continue
		}
		if err := writePID(f); err != nil {
			_ = f.Close()
			return nil, fmt.Errorf("write data dir lock %s: %w", path, err)
		}
		return &Lock{f: f, path: path}, nil
	}
	return nil, fmt.Errorf("lock %s: the file kept being replaced", path)
}

// Release removes the lock file, then unlocks and closes it. The file is
// removed while still locked, so no other process can lock the old file
// after it is gone. Release is safe to call more than once.
func (l *Lock) Release() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return nil
	}
	var errs []error
	if err := os.Remove(l.path); err != nil && !errors.Is(err, os.ErrNotExist) {
		errs = append(errs, err)
	}
	if err := flock(l.f, syscall.LOCK_UN); err != nil {
		errs = append(errs, fmt.Errorf("unlock %s: %w", l.path, err))
	}
	if err := l.f.Close(); err != nil {
		errs = append(errs, err)
	}
	l.f = nil
	return errors.Join(errs...)
}

// flock calls flock(2), retrying when a signal interrupts it.
func flock(f *os.File, how int) error {
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if err != syscall.EINTR {
			return err
		}
	}
}

// samePath reports whether the open file f is still the file at path.
func samePath(f *os.File, path string) (bool, error) {
	fi, err := f.Stat()
	if err != nil {
		return false, err
	}
	pi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return os.SameFile(fi, pi), nil
}

// writePID replaces the content of f with this process's pid and a
// newline.
func writePID(f *os.File) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err := f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	return err
}

// holderPID reads the pid in the lock file f, waiting a little for a
// holder that has just taken the lock to write it. It returns 0 when no
// pid can be read.
func holderPID(f *os.File) int {
	for i := range pidReads {
		if i > 0 {
			time.Sleep(pidReadPause)
		}
		buf := make([]byte, 32)
		n, err := f.ReadAt(buf, 0)
		if err != nil && err != io.EOF {
			return 0
		}
		if pid, err := strconv.Atoi(strings.TrimSpace(string(buf[:n]))); err == nil && pid > 0 {
			return pid
		}
	}
	return 0
}

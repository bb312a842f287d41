package engine

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// lockChildEnv names the data dir that TestLockChildProcess locks when the
// test binary runs as the child of TestLockAcrossProcesses.
const lockChildEnv = "SVC_ENGINE_LOCK_TEST_CHILD_DIR"

// releaseAtEnd releases l when the test ends, failing it if that fails.
func releaseAtEnd(t *testing.T, l *Lock) {
	t.Helper()
	t.Cleanup(func() {
		if err := l.Release(); err != nil {
			t.Errorf("Release: %v", err)
		}
	})
}

func readLockFile(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, lockFileName))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestLock(t *testing.T) {
	t.Run("acquiring creates a private dir and writes the pid", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "data")
		l, err := AcquireLock(dir)
		if err != nil {
			t.Fatal(err)
		}
		releaseAtEnd(t, l)
		fi, err := os.Stat(dir)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o700 {
			t.Errorf("data dir has mode %v, want 0700", fi.Mode().Perm())
		}
		if got, want := readLockFile(t, dir), fmt.Sprintf("%d\n", os.Getpid()); got != want {
			t.Errorf("lock file holds %q, want %q", got, want)
		}
	})

	t.Run("a second acquire in the same process is refused and names the holder", func(t *testing.T) {
		dir := t.TempDir()
		l, err := AcquireLock(dir)
		if err != nil {
			t.Fatal(err)
		}
		releaseAtEnd(t, l)
		l2, err := AcquireLock(dir)
		if err == nil {
			_ = l2.Release() // the test fails either way
			t.Fatal("second AcquireLock succeeded")
		}
		var le *LockedError
		if !errors.As(err, &le) {
			t.Fatalf("error %v is not a *LockedError", err)
		}
		want := &LockedError{Path: filepath.Join(dir, lockFileName), PID: os.Getpid()}
		if diff := cmp.Diff(want, le); diff != "" {
			t.Errorf("LockedError (-want +got):\n%s", diff)
		}
		if got := readLockFile(t, dir); got != fmt.Sprintf("%d\n", os.Getpid()) {
			t.Errorf("the refused acquire changed the lock file to %q", got)
		}
	})

	t.Run("a stale file with a dead pid does not block", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, lockFileName), []byte("999999\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		l, err := AcquireLock(dir)
		if err != nil {
			t.Fatalf("stale lock file blocked: %v", err)
		}
		releaseAtEnd(t, l)
		if got, want := readLockFile(t, dir), fmt.Sprintf("%d\n", os.Getpid()); got != want {
			t.Errorf("lock file holds %q, want %q", got, want)
		}
	})

	t.Run("release removes the file, is safe twice and frees the lock", func(t *testing.T) {
		dir := t.TempDir()
		l, err := AcquireLock(dir)
		if err != nil {
			t.Fatal(err)
		}
		if err := l.Release(); err != nil {
			t.Fatal(err)
		}
		if err := l.Release(); err != nil {
			t.Errorf("second Release: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dir, lockFileName)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("lock file still there after Release: %v", err)
		}
		l2, err := AcquireLock(dir)
		if err != nil {
			t.Fatalf("acquire after Release: %v", err)
		}
		if err := l2.Release(); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("the error names the holder or another process", func(t *testing.T) {
		tests := []struct {
			err  *LockedError
			want string
		}{
			{&LockedError{Path: "/d/svc-engine.lock", PID: 42}, "data dir lock /d/svc-engine.lock is held by svc-engine pid 42"},
			{&LockedError{Path: "/d/svc-engine.lock"}, "data dir lock /d/svc-engine.lock is held by another process"},
		}
		for _, tt := range tests {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		}
	})

	t.Run("racing acquires and releases never give two holders", func(t *testing.T) {
		dir := t.TempDir()
		var holders, acquired atomic.Int32
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 200 {
					l, err := AcquireLock(dir)
					if err != nil {
						var le *LockedError
						if !errors.As(err, &le) {
							t.Errorf("AcquireLock: %v", err)
							return
						}
						continue
					}
					if n := holders.Add(1); n != 1 {
						t.Errorf("%d holders at once", n)
					}
					acquired.Add(1)
					// Hold a moment, so an overlapping holder would be seen.
					time.Sleep(100 * time.Microsecond)
					holders.Add(-1)
					if err := l.Release(); err != nil {
						t.Errorf("Release: %v", err)
					}
				}
			})
		}
		wg.Wait()
		if acquired.Load() == 0 {
			t.Error("no goroutine ever acquired the lock")
		}
	})
}

// TestLockChildProcess is the child of TestLockAcrossProcesses: it takes the
// lock on the dir named by lockChildEnv, reports "locked" and holds the
// lock until it is killed or its standard input closes.
//
//nolint:forbidigo // A child process is a main: its dir comes in the environment, it talks to its parent on stdout and picks its exit code.
func TestLockChildProcess(t *testing.T) {
	dir := os.Getenv(lockChildEnv)
	if dir == "" {
		t.Skip("runs only as the child process of TestLockAcrossProcesses")
	}
	l, err := AcquireLock(dir)
	if err != nil {
		fmt.Printf("failed: %v\n", err)
		os.Exit(3)
	}
	fmt.Println("locked")
	_, _ = io.Copy(io.Discard, os.Stdin) // holds the lock until the parent closes stdin
	if err := l.Release(); err != nil {
		fmt.Printf("release: %v\n", err)
		os.Exit(3)
	}
	os.Exit(0)
}

func TestLockAcrossProcesses(t *testing.T) {
	t.Run("a live holder in another process blocks and its death frees the lock", func(t *testing.T) {
		dir := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^TestLockChildProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), lockChildEnv+"="+dir)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = stdin.Close() }() // ends the child's wait if it is still alive
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		waited := false
		defer func() {
			if !waited { // the test failed early: stop the child, whatever state it is in
				_ = cmd.Process.Kill()
				_ = cmd.Wait()
			}
		}()

		ready := make(chan string, 1)
		go func() {
			line, _ := bufio.NewReader(stdout).ReadString('\n')
			ready <- strings.TrimSpace(line)
		}()
		select {
		case line := <-ready:
			if line != "locked" {
				t.Fatalf("child said %q, want \"locked\"", line)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("child did not take the lock within 30 s")
		}

		_, err = AcquireLock(dir)
		var le *LockedError
		if !errors.As(err, &le) {
			t.Fatalf("AcquireLock while the child holds the lock: got %v, want a *LockedError", err)
		}
		want := &LockedError{Path: filepath.Join(dir, lockFileName), PID: cmd.Process.Pid}
		if diff := cmp.Diff(want, le); diff != "" {
			t.Errorf("LockedError (-want +got):\n%s", diff)
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("pid %d", cmd.Process.Pid)) {
			t.Errorf("error %q does not name the child's pid", err)
		}

		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		var ee *exec.ExitError
		if err := cmd.Wait(); !errors.As(err, &ee) {
			t.Fatalf("wait for the killed child: %v, want its exit status", err)
		}
		waited = true
		if got := readLockFile(t, dir); got != fmt.Sprintf("%d\n", cmd.Process.Pid) {
			t.Errorf("killed child left %q, want its pid", got)
		}

		l, err := AcquireLock(dir)
		if err != nil {
			t.Fatalf("AcquireLock after the child died: %v", err)
		}
		if err := l.Release(); err != nil {
			t.Fatal(err)
		}
	})
}

package main

import (
	"bytes"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// runOnTerminal runs svc-cli with stdout and stderr each on a
// pseudo-terminal of its own, as in a shell, and returns what each showed
// (the terminal's line discipline turns each \n into \r\n).
func runOnTerminal(t *testing.T, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = cleanEnv()
	var outs [2]bytes.Buffer
	var masters, slaves [2]*os.File
	read := make(chan struct{}, 2)
	for i := range masters {
		m, s, err := pty.Open()
		if err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		masters[i], slaves[i] = m, s
	}
	cmd.Stdout, cmd.Stderr = slaves[0], slaves[1]
	err := cmd.Start()
	for _, s := range slaves {
		_ = s.Close() // the client holds its own copies
	}
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range masters {
		go func() {
			_, _ = io.Copy(&outs[i], m) // ends with EIO once the client exits
			read <- struct{}{}
		}()
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("svc-cli %q did not exit", args)
	}
	<-read
	<-read
	for _, m := range masters {
		_ = m.Close() // read to its end
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: outs[0].String(), stderr: outs[1].String()}
}

func TestBackupVerb(t *testing.T) {
	t.Parallel()
	t.Run("it prints only the path of a snapshot the daemon wrote", func(t *testing.T) {
		t.Parallel()
		e := mgmttest.Start(t)
		e.Collection(map[string]any{"name": "kept"})
		r := runCLI(t, "--daemon", e.Base, "backup")
		path := strings.TrimSuffix(r.stdout, "\n")
		if r.code != 0 || r.stderr != "" || strings.Contains(path, "\n") || filepath.Dir(path) != filepath.Join(e.DataDir(), "backups") {
			t.Fatalf("exit %d stderr %q stdout %q, want one line naming a file in %s/backups", r.code, r.stderr, r.stdout, e.DataDir())
		}
		if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
			t.Fatalf("the printed path %s: %v", path, err)
		}
	})
	t.Run("a refusal exits 1 with the engine's message on stderr", func(t *testing.T) {
		t.Parallel()
		d := startFakeDaemon(t, 409, `{"error":{"code":"conflict","message":"another backup is running; retry when it has finished"}}`)
		args := []string{"--daemon", d.URL, "backup"}
		wantFailure(t, args, runCLI(t, args...), "another backup is running")
	})
	t.Run("an unreachable daemon exits 1 naming it", func(t *testing.T) {
		t.Parallel()
		ln, err := net.Listen("tcp4", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := "http://" + ln.Addr().String()
		_ = ln.Close() // nothing listens there any more
		args := []string{"--daemon", addr, "backup"}
		wantFailure(t, args, runCLI(t, args...), ln.Addr().String())
	})
	t.Run("on a terminal it shows only the path, and a refusal only the message", func(t *testing.T) {
		t.Parallel()
		e := mgmttest.Start(t)
		r := runOnTerminal(t, "--daemon", e.Base, "backup")
		path, ok := strings.CutSuffix(r.stdout, "\r\n")
		if r.code != 0 || r.stderr != "" || !ok || strings.ContainsAny(path, "\r\n\x1b") || filepath.Dir(path) != filepath.Join(e.DataDir(), "backups") {
			t.Fatalf("exit %d stderr %q stdout %q, want one plain line naming a file in %s/backups", r.code, r.stderr, r.stdout, e.DataDir())
		}
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("the printed path: %v", err)
		}
		d := startFakeDaemon(t, 409, `{"error":{"code":"conflict","message":"another backup is running; retry when it has finished"}}`)
		r = runOnTerminal(t, "--daemon", d.URL, "backup")
		if r.code != 1 || r.stdout != "" || !strings.HasPrefix(r.stderr, "svc-cli: ") || !strings.Contains(r.stderr, "another backup is running") || strings.Contains(r.stderr, "\x1b") {
			t.Fatalf("exit %d stdout %q stderr %q, want 1, nothing on stdout and the plain message on stderr", r.code, r.stdout, r.stderr)
		}
	})
	t.Run("an argument is refused", func(t *testing.T) {
		t.Parallel()
		args := []string{"backup", "now"}
		wantFailure(t, args, runCLI(t, args...), `unknown argument "now"`)
	})
}

package main

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

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
	t.Run("an argument is refused", func(t *testing.T) {
		t.Parallel()
		args := []string{"backup", "now"}
		wantFailure(t, args, runCLI(t, args...), `unknown argument "now"`)
	})
}

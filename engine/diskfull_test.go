package engine_test

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/engine"
	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
	"github.com/svc-engine/svc-engine/store"
)

// smallDisk mounts a tmpfs of size bytes on a temp dir and unmounts it at
// cleanup. Mounting needs root (CAP_SYS_ADMIN); without it the test is
// skipped, saying why.
func smallDisk(t *testing.T, size int) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, fmt.Sprintf("size=%d,mode=0700", size)); err != nil {
		t.Skipf("the disk-full suite needs a small filesystem; mounting a %d-byte tmpfs on %s failed (%v): run it as root", size, dir, err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("unmount %s: %v", dir, err)
		}
	})
	return dir
}

// fill writes a file at path until the filesystem refuses more.
func fill(t *testing.T, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	chunk := make([]byte, 64<<10)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("fill %s: %v", path, err)
			}
			break
		}
	}
	// The last few bytes a partial chunk could not take.
	for {
		if _, err := f.Write(chunk[:512]); err != nil {
			return
		}
	}
}

func TestDiskFull(t *testing.T) {
	mnt := smallDisk(t, 24<<20)
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "ok") }))
	t.Cleanup(target.Close)
	e := mgmttest.StartIn(t, mnt)
	cid := e.Collection(map[string]any{"name": "kept"})["id"].(string)
	var (
		mu    sync.Mutex
		acked = map[string]string{} // id -> description as written
	)
	create := func(desc string) mgmttest.Response {
		r := e.Do("POST", "/requests", map[string]any{"collectionId": cid, "name": "r", "method": "GET", "url": "http://127.0.0.1/x", "description": desc})
		if r.Status == 201 {
			mu.Lock()
			acked[r.Object(t)["id"].(string)] = desc
			mu.Unlock()
		}
		return r
	}
	for i := range 20 {
		if r := create(fmt.Sprintf("before %d", i)); r.Status != 201 {
			t.Fatalf("a write before the disk filled: %d %s", r.Status, r.Body)
		}
	}
	// A load run is going when the disk fills: its history writer drops
	// rows rather than stall, and counts them in the report.
	run := e.Must(202, "POST", "/runs", map[string]any{
		"request": map[string]any{"method": "GET", "url": target.URL + "/"},
		"mode":    "constant_rps", "targetRps": 50, "duration": "6s",
	})["runId"].(string)
	filler := filepath.Join(mnt, "filler")
	fill(t, filler)
	full := time.Now()

	t.Run("writes on a full disk answer 507 with a clear message, concurrently", func(t *testing.T) {
		var refused, other atomic.Int64
		var firstOther atomic.Value
		var wg sync.WaitGroup
		for w := range 4 {
			wg.Go(func() {
				for i := range 40 {
					r := create(strings.Repeat(fmt.Sprintf("during %d %d ", w, i), 400))
					switch {
					case r.Status == 201:
					case r.Status == 507 && r.ErrorCode(t) == "insufficient_storage" && r.ErrorMessage(t) == store.ErrDiskFull.Error():
						refused.Add(1)
					default:
						other.Add(1)
						firstOther.CompareAndSwap(nil, fmt.Sprintf("%d %s", r.Status, r.Body))
					}
				}
			})
		}
		wg.Wait()
		if other.Load() > 0 {
			t.Fatalf("%d answers were neither 201 nor a clean 507, first: %v", other.Load(), firstOther.Load())
		}
		if refused.Load() == 0 {
			t.Fatal("no write was refused on a full disk")
		}
		t.Logf("%d writes refused with 507", refused.Load())
	})

	t.Run("reads keep serving every acknowledged row", func(t *testing.T) {
		list := e.Do("GET", "/requests?collectionId="+cid+"&limit=1000", nil)
		if list.Status != 200 {
			t.Fatalf("list on a full disk: %d %s", list.Status, list.Body)
		}
		for id := range acked {
			if !strings.Contains(string(list.Body), id) {
				t.Fatalf("acknowledged %s is missing from the list on a full disk", id)
			}
		}
	})

	// Two seconds of the run with a full disk: its ticks could not be stored.
	for time.Since(full) < 2500*time.Millisecond {
		if r := e.Must(200, "GET", "/runs/"+run, nil); r["status"] != "Running" {
			t.Fatalf("the run ended while the disk was full: %v", r["status"])
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}

	t.Run("writes succeed again once space is freed", func(t *testing.T) {
		deadline := time.Now().Add(10 * time.Second)
		for {
			r := create("after")
			if r.Status == 201 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("10 s after space was freed a write still answers %d %s", r.Status, r.Body)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})

	t.Run("the run completed and its report counts the history rows it dropped", func(t *testing.T) {
		deadline := time.Now().Add(30 * time.Second)
		for {
			r := e.Do("GET", "/runs/"+run+"/report", nil)
			if r.Status == 200 {
				rep, _ := r.Object(t)["report"].(map[string]any)
				if n, _ := rep["historyDropped"].(float64); n <= 0 || rep["requests"] == float64(0) {
					t.Fatalf("report without historyDropped: %s", r.Body)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no report 30 s after the run's end: %d %s", r.Status, r.Body)
			}
			time.Sleep(50 * time.Millisecond)
		}
	})

	t.Run("nothing acknowledged is lost across a restart and the file is intact", func(t *testing.T) {
		e.Stop()
		if err := e.Wait(); err != nil {
			t.Fatal(err)
		}
		if err := store.CheckFile(t.Context(), filepath.Join(mnt, engine.DatabaseFile), true); err != nil {
			t.Fatal(err)
		}
		e2 := mgmttest.StartIn(t, mnt)
		for id, desc := range acked {
			got := e2.Must(200, "GET", "/requests/"+id, nil)
			if got["description"] != desc {
				t.Fatalf("acknowledged %s came back with a different description", id)
			}
		}
		t.Logf("%d acknowledged writes, all present", len(acked))
	})
}

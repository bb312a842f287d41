package mgmt_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mgmt/mgmttest"
)

// A 500 shows the client a fixed message and a correlation id, never the
// error's own text; the engine log holds that text under the same id. The
// failure is a real one: the environments table is renamed under the
// running engine, as a damaged database would present it.
func TestInternalErrorHidesItsTextBehindACorrelationID(t *testing.T) {
	t.Parallel()
	e := mgmttest.Start(t)
	if _, err := openDB(t, e).Exec(`ALTER TABLE environments RENAME TO environments_gone`); err != nil {
		t.Fatal(err)
	}
	r := e.Do("GET", "/environments", nil)
	if r.Status != 500 {
		t.Fatalf("GET /environments without its table answered %d %s, want 500", r.Status, r.Body)
	}
	var body struct {
		Error map[string]any `json:"error"`
	}
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatalf("the 500 body is not JSON (%v): %s", err, r.Body)
	}
	id, _ := body.Error["correlationId"].(string)
	if len(id) != 36 {
		t.Fatalf("the 500 carries correlationId %q, want a 36-character id: %s", id, r.Body)
	}
	want := map[string]any{
		"code":          "internal_error",
		"message":       "internal error; see the engine log, correlation id " + id,
		"correlationId": id,
	}
	if len(body.Error) != len(want) {
		t.Errorf("the 500 error object is %v, want exactly %v", body.Error, want)
	}
	for k, v := range want {
		if body.Error[k] != v {
			t.Errorf("error.%s = %v, want %v", k, body.Error[k], v)
		}
	}
	for _, leak := range []string{"no such table", "environments", "sql", "SQL"} {
		if bytes.Contains(r.Body, []byte(leak)) {
			t.Errorf("the 500 body shows internal text %q: %s", leak, r.Body)
		}
	}

	// The log record: same id as req, the error with its text.
	logFile := filepath.Join(e.DataDir(), "logs", "engine.log")
	var rec map[string]any
	deadline := time.Now().Add(10 * time.Second)
	for rec == nil && time.Now().Before(deadline) {
		rec = logRecordWithReq(t, logFile, id)
		if rec == nil {
			time.Sleep(20 * time.Millisecond) // poll: the record is written by the request's goroutine
		}
	}
	if rec == nil {
		t.Fatalf("no record in %s carries req %q", logFile, id)
	}
	errObj, _ := rec["err"].(map[string]any)
	msg, _ := errObj["message"].(string)
	if rec["level"] != "error" || rec["cat"] != "http" || !strings.Contains(msg, "no such table") {
		t.Errorf("the log record of %s is %v; want level error, cat http and err.message naming the missing table", id, rec)
	}

	// A second failure gets its own id.
	r2 := e.Do("GET", "/environments", nil)
	if r2.Status != 500 || bytes.Contains(r2.Body, []byte(id)) {
		t.Errorf("a second 500 answered %d %s; want a 500 with a new correlation id", r2.Status, r2.Body)
	}
}

// logRecordWithReq returns the first record of the NDJSON file whose req
// is id, or nil.
func logRecordWithReq(t *testing.T, name, id string) map[string]any {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only: a failed close loses nothing
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec map[string]any
		if json.Unmarshal(sc.Bytes(), &rec) == nil && rec["req"] == id {
			return rec
		}
	}
	return nil
}

package store_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"strings"
	"testing"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
	"github.com/svc-engine/svc-engine/workspace"
)

func seedRequests(t *testing.T, s *store.Store, n int) []string {
	t.Helper()
	var ids []string
	err := s.Update(t.Context(), func(tx *store.Tx) error {
		if err := tx.InsertCollection(workspace.Collection{ID: "col_a", Name: "a", Variables: []byte("{}"), Auth: []byte(`{"mode":"none"}`), DataSchema: []byte("{}"), OpenAPI: []byte("{}"), Elements: []byte("[]")}); err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			ms := "graphql"
			r := workspace.Request{ID: workspace.NewID("req"), CollectionID: "col_a", Name: "r <&> \"q\" é", Method: "POST", URL: "http://127.0.0.1/x?a=1&b=<2>", Order: int64(i % 3),
				Params: []byte(`[{"key":"a","value":"1","enabled":true}]`), Headers: []byte(`[{"key":"Z","value":"1","enabled":false},{"key":"A","value":"2","enabled":true}]`),
				Body: []byte(`{"mode":"json","content":"{\"z\":1,\"a\":2}"}`), BodyType: "json", Auth: []byte(`{"mode":"bearer","token":"{{t}}"}`), Elements: []byte("[]"),
				FollowRedirects: i%2 == 0, MaxRedirects: int64(i), HTTPVersion: "http2", VerifySSL: true, SpecOperation: []byte(`{"method":"get","path":"/x"}`),
				MethodSource: &ms, MockResponseMode: "random", CreatedAt: int64(1000 + i/2), UpdatedAt: int64(2000 + i)}
			if err := tx.InsertRequest(r); err != nil {
				return err
			}
			ids = append(ids, r.ID)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// slowList is the reference: every row read in full and encoded.
func slowList(t *testing.T, s *store.Store, cap int) []byte {
	t.Helper()
	var rs []workspace.Request
	if err := s.View(t.Context(), func(tx *store.Tx) error {
		var err error
		rs, err = tx.RequestsOf("col_a", cap)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	b, err := codec.Marshal(rs)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func fastList(t *testing.T, s *store.Store, cap int) []byte {
	t.Helper()
	var b []byte
	if err := s.View(t.Context(), func(tx *store.Tx) error {
		var err error
		b, err = tx.RequestsJSON(nil, "col_a", cap)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRequestsJSONEqualsEncodingTheFullRows(t *testing.T) {
	s := storetest.Open(t)
	ids := seedRequests(t, s, 25)
	t.Run("rows with a rendered doc encode identically", func(t *testing.T) {
		if fast, slow := fastList(t, s, 1<<20), slowList(t, s, 1<<20); !bytes.Equal(fast, slow) {
			t.Fatalf("fast list differs:\nfast %s\nslow %s", fast, slow)
		}
	})
	db, err := sql.Open("sqlite", "file:"+s.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	big := `{"mode":"text","content":"` + strings.Repeat("x", 300) + `"}`
	if _, err := db.Exec(`UPDATE requests SET body = ? WHERE id = ?`, big, ids[3]); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE requests SET doc = '', name = 'written by another tool' WHERE id = ?`, ids[7]); err != nil {
		t.Fatal(err)
	}
	t.Run("an oversized field and a row without doc are read in full", func(t *testing.T) {
		fast, slow := fastList(t, s, 200), slowList(t, s, 200)
		if !bytes.Equal(fast, slow) {
			t.Fatalf("fast list differs:\nfast %s\nslow %s", fast, slow)
		}
		var rows []map[string]any
		if err := json.Unmarshal(fast, &rows); err != nil {
			t.Fatal(err)
		}
		var truncated, renamed int
		for _, r := range rows {
			if tf, ok := r["truncatedFields"]; ok {
				truncated++
				if r["id"] != ids[3] || len(tf.([]any)) != 1 || tf.([]any)[0] != "body" {
					t.Fatalf("unexpected truncatedFields on %v: %v", r["id"], tf)
				}
			}
			if r["name"] == "written by another tool" {
				renamed++
			}
		}
		if truncated != 1 || renamed != 1 {
			t.Fatalf("truncated rows %d, rows read in full %d; want 1 and 1", truncated, renamed)
		}
	})
}

func BenchmarkRequestsJSON(b *testing.B) {
	s, err := store.Open(b.Context(), store.Options{Path: b.TempDir() + "/b.db"})
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	err = s.Update(b.Context(), func(tx *store.Tx) error {
		if err := tx.InsertCollection(workspace.Collection{ID: "col_a", Name: "a", Variables: []byte("{}"), Auth: []byte(`{"mode":"none"}`), DataSchema: []byte("{}"), OpenAPI: []byte("{}"), Elements: []byte("[]")}); err != nil {
			return err
		}
		for i := 0; i < 1000; i++ {
			r := workspace.Request{ID: workspace.NewID("req"), CollectionID: "col_a", Name: "r", Method: "POST", URL: "http://127.0.0.1:8080/api/v1/items?limit=10", Order: int64(i),
				Params: []byte(`[{"key":"limit","value":"10","enabled":true}]`), Headers: []byte(`[{"key":"Accept","value":"application/json","enabled":true}]`),
				Body: []byte(`{"mode":"json","content":"` + strings.Repeat("x", 300) + `"}`), BodyType: "json", Auth: []byte(`{"mode":"inherit"}`), Elements: []byte("[]"),
				SpecOperation: []byte("null"), HTTPVersion: "auto", MockResponseMode: "first"}
			if err := tx.InsertRequest(r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		_ = s.View(b.Context(), func(tx *store.Tx) error {
			var err error
			buf, err = tx.RequestsJSON(buf[:0], "col_a", 10<<20)
			return err
		})
	}
}

func TestDataVersionChangesOnEveryCommitFromAnyConnection(t *testing.T) {
	s := storetest.Open(t)
	v0, err := s.DataVersion(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := s.DataVersion(t.Context()); v != v0 {
		t.Fatalf("version moved without a write: %d -> %d", v0, v)
	}
	seedRequests(t, s, 1)
	v1, _ := s.DataVersion(t.Context())
	if v1 == v0 {
		t.Fatal("a commit by the engine's writer did not change the version")
	}
	db, err := sql.Open("sqlite", "file:"+s.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	if _, err := db.Exec(`UPDATE requests SET name = 'other process'`); err != nil {
		t.Fatal(err)
	}
	if v2, _ := s.DataVersion(t.Context()); v2 == v1 {
		t.Fatal("a commit by another connection did not change the version")
	}
}

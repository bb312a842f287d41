package bench

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

func TestTargetAnswersReadsWithListAndWritesWithItem(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tg := &Target{List: []byte(`[{"id":"a"}]`), Item: []byte(`{"id":"a"}`)}
	served := make(chan error, 1)
	go func() { served <- tg.Serve(ln) }()
	t.Cleanup(func() {
		// t.Context is already canceled when cleanups run.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := tg.Shutdown(ctx); err != nil {
			t.Error(err)
		}
		if err := <-served; err != nil {
			t.Error(err)
		}
	})
	client := &http.Client{Timeout: 5 * time.Second}
	url := "http://" + ln.Addr().String() + "/requests/a"
	for _, tt := range []struct {
		method string
		body   []byte
		want   []byte
	}{
		{http.MethodGet, nil, tg.List},
		{http.MethodPut, PutBody(1), tg.Item},
		{http.MethodPost, PutBody(2), tg.Item},
	} {
		req, err := http.NewRequestWithContext(t.Context(), tt.method, url, bytes.NewReader(tt.body))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", tt.method, err)
		}
		got, err := io.ReadAll(resp.Body)
		_ = resp.Body.Close() // read to the end above
		if err != nil {
			t.Fatalf("%s: %v", tt.method, err)
		}
		if resp.StatusCode != http.StatusOK || !bytes.Equal(got, tt.want) {
			t.Errorf("%s answered %d %q, want 200 %q", tt.method, resp.StatusCode, got, tt.want)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: Cache-Control %q, want no-store", tt.method, cc)
		}
	}
}

package mocks_test

import (
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"testing"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/mocks"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/store/storetest"
	"github.com/svc-engine/svc-engine/workspace"
)

func hello(ctx *fasthttp.RequestCtx) { ctx.SetBodyString("hello " + string(ctx.Path())) }

func get(t *testing.T, url string) (int, string, error) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer func() { _ = resp.Body.Close() }()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

func TestHostStartServesOnAFreePortAndStopReleasesIt(t *testing.T) {
	h := mocks.NewHost()
	t.Cleanup(h.Close)
	port, err := h.Start(t.Context(), "mck_1", 0, hello)
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	if got, ok := h.Port("mck_1"); !ok || got != port {
		t.Fatalf("Port = %d, %v; want %d, true", got, ok, port)
	}
	status, body, err := get(t, mocks.URL(port)+"/x")
	if err != nil || status != 200 || body != "hello /x" {
		t.Fatalf("GET = %d %q %v; want 200 \"hello /x\"", status, body, err)
	}
	if !h.Stop("mck_1") {
		t.Fatal("Stop reported the server was not running")
	}
	if _, _, err := get(t, mocks.URL(port)+"/x"); err == nil {
		t.Fatal("the stopped server still answers")
	}
	// The port is free again: the same id starts on it.
	if again, err := h.Start(t.Context(), "mck_1", port, hello); err != nil || again != port {
		t.Fatalf("restart on %d = %d, %v", port, again, err)
	}
}

func TestHostRefusesABusyPortATakenIdAndABadPort(t *testing.T) {
	h := mocks.NewHost()
	t.Cleanup(h.Close)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	busy := ln.Addr().(*net.TCPAddr).Port
	var conflict *workspace.ConflictError
	if _, err := h.Start(t.Context(), "inb_1", busy, hello); !errors.As(err, &conflict) {
		t.Fatalf("start on busy port %d: %v; want a ConflictError", busy, err)
	}
	if _, ok := h.Port("inb_1"); ok {
		t.Fatal("a refused start is listed as running")
	}
	if _, err := h.Start(t.Context(), "inb_2", 0, hello); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Start(t.Context(), "inb_2", 0, hello); !errors.As(err, &conflict) {
		t.Fatalf("second start of a running id: %v; want a ConflictError", err)
	}
	var field *workspace.FieldError
	for _, p := range []int{-1, 65536} {
		if _, err := h.Start(t.Context(), "inb_3", p, hello); !errors.As(err, &field) || field.Field != "port" {
			t.Fatalf("start on port %d: %v; want a FieldError naming port", p, err)
		}
	}
}

func TestHostCloseStopsEverythingAndRefusesLaterStarts(t *testing.T) {
	h := mocks.NewHost()
	ports := make([]int, 3)
	for i := range ports {
		p, err := h.Start(t.Context(), "srv_"+strconv.Itoa(i), 0, hello)
		if err != nil {
			t.Fatal(err)
		}
		ports[i] = p
	}
	h.Close()
	for _, p := range ports {
		if _, _, err := get(t, mocks.URL(p)); err == nil {
			t.Fatalf("port %d still answers after Close", p)
		}
	}
	if _, err := h.Start(t.Context(), "late", 0, hello); !errors.Is(err, mocks.ErrClosed) {
		t.Fatalf("start after Close: %v; want ErrClosed", err)
	}
}

func TestLaunchStoresTheBoundPortAndRemoveDeletesTheRow(t *testing.T) {
	st := storetest.Open(t)
	h := mocks.NewHost()
	t.Cleanup(h.Close)
	def := store.SideServer{ID: "inb_a", Kind: mocks.KindInbox, Name: "hooks", Definition: []byte(`{"x":1}`), CreatedAt: 1, UpdatedAt: 1}
	got, err := h.Launch(t.Context(), st, def, hello)
	if err != nil {
		t.Fatalf("launch: %v", err)
	}
	if got.Port == 0 {
		t.Fatal("Launch returned port 0")
	}
	var stored store.SideServer
	if err := st.View(t.Context(), func(tx *store.Tx) error {
		var err error
		stored, err = tx.SideServer(mocks.KindInbox, "inb_a")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if stored.Port != got.Port || string(stored.Definition) != `{"x":1}` || stored.Name != "hooks" {
		t.Fatalf("stored %+v; want port %d and the definition", stored, got.Port)
	}
	// Another kind does not see it.
	if err := st.View(t.Context(), func(tx *store.Tx) error {
		_, err := tx.SideServer(mocks.KindMock, "inb_a")
		return err
	}); !errors.Is(err, workspace.ErrNotFound) {
		t.Fatalf("read as a mock: %v; want not found", err)
	}
	if err := h.Remove(t.Context(), st, mocks.KindInbox, "inb_a"); err != nil {
		t.Fatalf("remove: %v", err)
	}
	if _, ok := h.Port("inb_a"); ok {
		t.Fatal("a removed server is still running")
	}
	if err := h.Remove(t.Context(), st, mocks.KindInbox, "inb_a"); !errors.Is(err, workspace.ErrNotFound) {
		t.Fatalf("second remove: %v; want not found", err)
	}
}

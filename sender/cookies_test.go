package sender

import (
	"context"
	"net/http"
	"net/url"
	"sync"
	"testing"
)

type memCookies struct {
	mu   sync.Mutex
	recs map[string]CookieRecord
}

func (m *memCookies) LoadCookies(context.Context) ([]CookieRecord, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []CookieRecord
	for _, r := range m.recs {
		out = append(out, r)
	}
	return out, nil
}

func (m *memCookies) SaveCookies(_ context.Context, put, del []CookieRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, r := range del {
		delete(m.recs, r.Domain+r.Path+r.Name)
	}
	for _, r := range put {
		m.recs[r.Domain+r.Path+r.Name] = r
	}
	return nil
}

func TestJarPersistsOnlyCookiesTheJarAccepts(t *testing.T) {
	st := &memCookies{recs: map[string]CookieRecord{}}
	j, err := NewJar(context.Background(), st, func(err error) { t.Fatal(err) })
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse("https://api.shop.example.co.uk/v1/items")
	j.SetCookies(u, []*http.Cookie{
		{Name: "suffix", Value: "x", Domain: "co.uk"},          // a public suffix: refused
		{Name: "foreign", Value: "x", Domain: "other.example"}, // not a domain of the host: refused
		{Name: "parent", Value: "p", Domain: ".example.co.uk"}, // a registrable parent: kept
		{Name: "host", Value: "h"},                             // host-only, default path /v1
		{Name: "root", Value: "r", Path: "/", Secure: true},
	})
	got := map[string]CookieRecord{}
	for _, r := range st.recs {
		got[r.Name] = r
	}
	if _, ok := got["suffix"]; ok {
		t.Fatal("a cookie for a public suffix was stored")
	}
	if _, ok := got["foreign"]; ok {
		t.Fatal("a cookie for a foreign domain was stored")
	}
	if p := got["parent"]; p.Domain != "example.co.uk" || p.HostOnly {
		t.Fatalf("parent-domain cookie %+v", p)
	}
	if h := got["host"]; h.Domain != "api.shop.example.co.uk" || !h.HostOnly || h.Path != "/v1" {
		t.Fatalf("host-only cookie %+v", h)
	}
	// A new jar over the same store sends the same cookies.
	j2, err := NewJar(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	sib, _ := url.Parse("https://www.example.co.uk/v1/list") // the parent cookie took the default path /v1
	names := map[string]bool{}
	for _, c := range j2.Cookies(sib) {
		names[c.Name] = true
	}
	if !names["parent"] || names["host"] || names["root"] {
		t.Fatalf("cookies for a sibling host after reload: %v", names)
	}
	back, _ := url.Parse("https://api.shop.example.co.uk/v1/x")
	names = map[string]bool{}
	for _, c := range j2.Cookies(back) {
		names[c.Name] = true
	}
	if !names["parent"] || !names["host"] || !names["root"] {
		t.Fatalf("cookies for the origin after reload: %v", names)
	}
}

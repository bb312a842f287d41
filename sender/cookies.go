package sender

import (
	"context"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/publicsuffix"
)

// CookieRecord is one cookie as the jar persists it.
type CookieRecord struct {
	Domain   string // without a leading dot
	Path     string
	Name     string
	Value    string
	HostOnly bool
	Secure   bool
	HTTPOnly bool
	SameSite string     // "", "lax", "strict" or "none"
	Expires  *time.Time // nil for a session cookie
}

// CookieStore persists the jar's cookies.
type CookieStore interface {
	LoadCookies(ctx context.Context) ([]CookieRecord, error)
	SaveCookies(ctx context.Context, put, del []CookieRecord) error
}

// Jar is the engine's persistent cookie jar. net/http/cookiejar (with the
// public suffix list) decides which cookies are accepted and which are
// sent; every accepted or removed cookie is also written to the store, and
// a new Jar replays the stored cookies, so the jar survives restarts.
// Session cookies are kept until cleared, as API clients do.
type Jar struct {
	store   CookieStore
	onError func(error) // a failed write to the store
	now     func() time.Time

	mu  sync.RWMutex // guards jar (swapped by Clear)
	jar *cookiejar.Jar
}

var _ http.CookieJar = (*Jar)(nil)

// NewJar loads the stored cookies into a new jar.
func NewJar(ctx context.Context, st CookieStore, onError func(error)) (*Jar, error) {
	j := &Jar{store: st, onError: onError, now: time.Now}
	if err := j.reload(ctx); err != nil {
		return nil, err
	}
	return j, nil
}

// reload replaces the inner jar with one built from the store. The caller
// holds j.mu for writing (or owns j exclusively).
func (j *Jar) reload(ctx context.Context) error {
	inner, err := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List})
	if err != nil {
		return err
	}
	recs, err := j.store.LoadCookies(ctx)
	if err != nil {
		return err
	}
	for _, r := range recs {
		scheme := "http"
		if r.Secure {
			scheme = "https"
		}
		c := &http.Cookie{Name: r.Name, Value: r.Value, Path: r.Path, Secure: r.Secure, HttpOnly: r.HTTPOnly, SameSite: sameSite(r.SameSite)}
		if !r.HostOnly {
			c.Domain = r.Domain
		}
		if r.Expires != nil {
			c.Expires = *r.Expires
		}
		inner.SetCookies(&url.URL{Scheme: scheme, Host: hostForURL(r.Domain), Path: r.Path}, []*http.Cookie{c})
	}
	j.jar = inner
	return nil
}

func hostForURL(domain string) string {
	if strings.Contains(domain, ":") { // IPv6
		return "[" + domain + "]"
	}
	return domain
}

// Cookies implements http.CookieJar.
func (j *Jar) Cookies(u *url.URL) []*http.Cookie {
	j.mu.RLock()
	defer j.mu.RUnlock()
	return j.jar.Cookies(u)
}

// SetCookies implements http.CookieJar: the jar applies the cookies, and
// those it accepted (or removed) are written to the store.
func (j *Jar) SetCookies(u *url.URL, cookies []*http.Cookie) {
	if len(cookies) == 0 {
		return
	}
	// The read lock is held until the store write is done, so Clear (which
	// takes it for writing) never rebuilds between the two.
	j.mu.RLock()
	defer j.mu.RUnlock()
	inner := j.jar
	inner.SetCookies(u, cookies)
	now := j.now()
	var put, del []CookieRecord
	for _, c := range cookies {
		rec, ok := record(u, c, now)
		if !ok {
			continue
		}
		expired := c.MaxAge < 0 || (c.MaxAge == 0 && !c.Expires.IsZero() && !c.Expires.After(now))
		if expired {
			del = append(del, rec)
			continue
		}
		if accepted(inner, rec) {
			put = append(put, rec)
		}
	}
	if len(put)+len(del) == 0 {
		return
	}
	if err := j.store.SaveCookies(context.Background(), put, del); err != nil && j.onError != nil {
		j.onError(err)
	}
}

// record computes where the cookie lives, per RFC 6265 5.3 (domain and
// default path); ok is false for a cookie that names no domain the host
// could set.
func record(u *url.URL, c *http.Cookie, now time.Time) (CookieRecord, bool) {
	host := strings.ToLower(u.Hostname())
	r := CookieRecord{Name: c.Name, Value: c.Value, Secure: c.Secure, HTTPOnly: c.HttpOnly, SameSite: sameSiteName(c.SameSite)}
	d := strings.TrimPrefix(strings.ToLower(c.Domain), ".")
	switch {
	case d == "" || net.ParseIP(host) != nil:
		r.Domain, r.HostOnly = host, true
	case host == d || strings.HasSuffix(host, "."+d):
		r.Domain = d
	default:
		return r, false
	}
	r.Path = c.Path
	if r.Path == "" || r.Path[0] != '/' {
		r.Path = "/"
		if p := u.EscapedPath(); strings.Count(p, "/") > 1 {
			r.Path = path.Dir(p)
		}
	}
	switch {
	case c.MaxAge > 0:
		t := now.Add(time.Duration(c.MaxAge) * time.Second)
		r.Expires = &t
	case !c.Expires.IsZero():
		t := c.Expires
		r.Expires = &t
	}
	return r, true
}

// accepted asks the jar whether it now holds rec (it refuses, for example,
// a cookie for a public suffix).
func accepted(jar *cookiejar.Jar, rec CookieRecord) bool {
	scheme := "http"
	if rec.Secure {
		scheme = "https"
	}
	for _, c := range jar.Cookies(&url.URL{Scheme: scheme, Host: hostForURL(rec.Domain), Path: rec.Path}) {
		if c.Name == rec.Name && c.Value == rec.Value {
			return true
		}
	}
	return false
}

// Clear runs remove (which deletes cookies from the store) and rebuilds the
// jar from what is left, with every SetCookies held off in between, so no
// cookie set meanwhile is lost from the jar or the store.
func (j *Jar) Clear(ctx context.Context, remove func() error) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if err := remove(); err != nil {
		return err
	}
	return j.reload(ctx)
}

func sameSite(s string) http.SameSite {
	switch s {
	case "lax":
		return http.SameSiteLaxMode
	case "strict":
		return http.SameSiteStrictMode
	case "none":
		return http.SameSiteNoneMode
	}
	return http.SameSiteDefaultMode
}

func sameSiteName(s http.SameSite) string {
	switch s {
	case http.SameSiteLaxMode:
		return "lax"
	case http.SameSiteStrictMode:
		return "strict"
	case http.SameSiteNoneMode:
		return "none"
	}
	return ""
}

package mgmt

import (
	"context"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
)

// cookieStore adapts the store's cookie table to the sender's jar.
type cookieStore struct {
	st  *store.Store
	now func() int64
}

func (c cookieStore) LoadCookies(ctx context.Context) ([]sender.CookieRecord, error) {
	rows, err := c.st.Cookies(ctx, "", c.now())
	if err != nil {
		return nil, err
	}
	out := make([]sender.CookieRecord, len(rows))
	for i, r := range rows {
		out[i] = sender.CookieRecord{Domain: r.Domain, Path: r.Path, Name: r.Name, Value: r.Value, HostOnly: r.HostOnly, Secure: r.Secure, HTTPOnly: r.HTTPOnly, SameSite: r.SameSite}
		if r.Expires != nil {
			t := time.UnixMilli(*r.Expires)
			out[i].Expires = &t
		}
	}
	return out, nil
}

func (c cookieStore) SaveCookies(ctx context.Context, put, del []sender.CookieRecord) error {
	now := c.now()
	conv := func(rs []sender.CookieRecord) []store.Cookie {
		out := make([]store.Cookie, len(rs))
		for i, r := range rs {
			out[i] = store.Cookie{Domain: r.Domain, Path: r.Path, Name: r.Name, Value: r.Value, HostOnly: r.HostOnly, Secure: r.Secure, HTTPOnly: r.HTTPOnly,
				SameSite: r.SameSite, CreatedAt: now, UpdatedAt: now}
			if r.Expires != nil {
				ms := r.Expires.UnixMilli()
				out[i].Expires = &ms
			}
		}
		return out
	}
	return c.st.PutCookies(ctx, conv(put), conv(del))
}

func (s *Server) cookieDomain(ctx *fasthttp.RequestCtx) string {
	return strings.TrimPrefix(strings.ToLower(string(ctx.QueryArgs().Peek("domain"))), ".")
}

type cookieList struct {
	Cookies []store.Cookie `json:"cookies"`
}

// listCookies answers the jar's live cookies, optionally of one domain
// (and its subdomains).
func (s *Server) listCookies(ctx *fasthttp.RequestCtx) error {
	rows, err := s.store.Cookies(s.base, s.cookieDomain(ctx), s.now())
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, cookieList{Cookies: rows})
}

type cookiesDeleted struct {
	Deleted int    `json:"deleted"`
	Domain  string `json:"domain,omitempty"`
}

// deleteCookies empties the jar, or removes one domain's cookies.
func (s *Server) deleteCookies(ctx *fasthttp.RequestCtx) error {
	domain := s.cookieDomain(ctx)
	var n int
	err := s.jar.Clear(s.base, func() error {
		var err error
		n, err = s.store.DeleteCookies(s.base, domain)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, cookiesDeleted{Deleted: n, Domain: domain})
}

func (s *Server) cookieError(err error) {
	s.log.Error("The cookie jar could not store cookies", logs.Cat("client"), logs.Err(err))
}

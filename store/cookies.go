package store

import (
	"context"
	"fmt"
)

// domainMatch selects the cookies of domain ?1 and its subdomains ("" =
// all), comparing text exactly (no LIKE, whose wildcards a domain
// parameter could carry).
const domainMatch = `(?1 = '' OR domain = ?1 OR substr(domain, -(length(?1) + 1)) = '.' || ?1)`

// Cookie is one stored cookie of the engine's jar.
type Cookie struct {
	Domain    string `json:"domain"`
	Path      string `json:"path"`
	Name      string `json:"name"`
	Value     string `json:"value"`
	HostOnly  bool   `json:"hostOnly"`
	Secure    bool   `json:"secure"`
	HTTPOnly  bool   `json:"httpOnly"`
	SameSite  string `json:"sameSite"`
	Expires   *int64 `json:"expires"` // epoch ms; null for a session cookie
	CreatedAt int64  `json:"createdAt"`
	UpdatedAt int64  `json:"updatedAt"`
}

// Cookies lists the stored cookies that have not expired at now, by
// domain, path and name; domain "" means all.
func (s *Store) Cookies(ctx context.Context, domain string, now int64) ([]Cookie, error) {
	out := []Cookie{}
	err := s.View(ctx, func(tx *Tx) error {
		rows, err := tx.tx.QueryContext(ctx, `SELECT domain, path, name, value, host_only, secure, http_only, same_site, expires, created_at, updated_at
FROM cookies WHERE `+domainMatch+` AND (expires IS NULL OR expires > ?2) ORDER BY domain, path, name`, domain, now)
		if err != nil {
			return fmt.Errorf("list cookies: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var c Cookie
			if err := rows.Scan(&c.Domain, &c.Path, &c.Name, &c.Value, &c.HostOnly, &c.Secure, &c.HTTPOnly, &c.SameSite, &c.Expires, &c.CreatedAt, &c.UpdatedAt); err != nil {
				return fmt.Errorf("list cookies: %w", err)
			}
			out = append(out, c)
		}
		return rows.Err()
	})
	return out, err
}

// PutCookies writes cookies (replacing same domain, path and name) and
// removes the ones in del, in one transaction.
func (s *Store) PutCookies(ctx context.Context, put, del []Cookie) error {
	return s.Update(ctx, func(tx *Tx) error {
		for _, c := range del {
			if _, err := tx.tx.ExecContext(ctx, `DELETE FROM cookies WHERE domain = ? AND path = ? AND name = ?`, c.Domain, c.Path, c.Name); err != nil {
				return fmt.Errorf("delete cookie: %w", err)
			}
		}
		for _, c := range put {
			_, err := tx.tx.ExecContext(ctx, `INSERT INTO cookies (domain, path, name, value, host_only, secure, http_only, same_site, expires, created_at, updated_at)
VALUES (?,?,?,?,?,?,?,?,?,?,?)
ON CONFLICT (domain, path, name) DO UPDATE SET value = excluded.value, host_only = excluded.host_only, secure = excluded.secure,
    http_only = excluded.http_only, same_site = excluded.same_site, expires = excluded.expires, updated_at = excluded.updated_at`,
				c.Domain, c.Path, c.Name, c.Value, b2i(c.HostOnly), b2i(c.Secure), b2i(c.HTTPOnly), c.SameSite, c.Expires, c.CreatedAt, c.UpdatedAt)
			if err != nil {
				return fmt.Errorf("store cookie: %w", err)
			}
		}
		return nil
	})
}

// DeleteCookies removes every cookie of domain and its subdomains ("" =
// all) and returns how many it removed.
func (s *Store) DeleteCookies(ctx context.Context, domain string) (int, error) {
	var n int64
	err := s.Update(ctx, func(tx *Tx) error {
		res, err := tx.tx.ExecContext(ctx, `DELETE FROM cookies WHERE `+domainMatch, domain)
		if err != nil {
			return fmt.Errorf("delete cookies: %w", err)
		}
		n, _ = res.RowsAffected()
		return nil
	})
	return int(n), err
}

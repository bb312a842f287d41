package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// OAuth2Token is one cached OAuth 2 token. AccessToken, RefreshToken and
// IDToken are secrets that the API never shows.
type OAuth2Token struct {
	Key           string
	TokenURL      string
	ClientID      string
	GrantType     string
	CredentialsID string
	Scopes        string
	TokenType     string
	AccessToken   string
	RefreshToken  string
	IDToken       string
	ExpiresAt     int64 // epoch ms; 0: no stated lifetime
	ObtainedAt    int64 // epoch ms
}

const oauth2Columns = `key, token_url, client_id, grant_type, credentials_id, scopes, token_type, access_token, refresh_token, id_token, expires_at, obtained_at`

func scanOAuth2(sc interface{ Scan(...any) error }) (OAuth2Token, error) {
	var t OAuth2Token
	var exp sql.NullInt64
	err := sc.Scan(&t.Key, &t.TokenURL, &t.ClientID, &t.GrantType, &t.CredentialsID, &t.Scopes, &t.TokenType, &t.AccessToken,
		&t.RefreshToken, &t.IDToken, &exp, &t.ObtainedAt)
	t.ExpiresAt = exp.Int64
	return t, err
}

// OAuth2Token reads the token of key; ok is false when none is kept.
func (s *Store) OAuth2Token(ctx context.Context, key string) (t OAuth2Token, ok bool, err error) {
	err = s.View(ctx, func(tx *Tx) error {
		t, err = scanOAuth2(tx.tx.QueryRowContext(ctx, `SELECT `+oauth2Columns+` FROM oauth2_tokens WHERE key = ?`, key))
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read oauth2 token: %w", err)
		}
		ok = true
		return nil
	})
	return t, ok, err
}

// PutOAuth2Token writes t, replacing the token of the same key.
func (s *Store) PutOAuth2Token(ctx context.Context, t OAuth2Token) error {
	var exp any
	if t.ExpiresAt != 0 {
		exp = t.ExpiresAt
	}
	return s.Update(ctx, func(tx *Tx) error {
		_, err := tx.tx.ExecContext(ctx, `INSERT OR REPLACE INTO oauth2_tokens (`+oauth2Columns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			t.Key, t.TokenURL, t.ClientID, t.GrantType, t.CredentialsID, t.Scopes, t.TokenType, t.AccessToken, t.RefreshToken, t.IDToken, exp, t.ObtainedAt)
		if err != nil {
			return fmt.Errorf("put oauth2 token: %w", err)
		}
		return nil
	})
}

// OAuth2Tokens lists the cached tokens by key.
func (s *Store) OAuth2Tokens(ctx context.Context) ([]OAuth2Token, error) {
	out := []OAuth2Token{}
	err := s.View(ctx, func(tx *Tx) error {
		rows, err := tx.tx.QueryContext(ctx, `SELECT `+oauth2Columns+` FROM oauth2_tokens ORDER BY key`)
		if err != nil {
			return fmt.Errorf("list oauth2 tokens: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			t, err := scanOAuth2(rows)
			if err != nil {
				return fmt.Errorf("list oauth2 tokens: %w", err)
			}
			out = append(out, t)
		}
		return rows.Err()
	})
	return out, err
}

// DeleteOAuth2Tokens removes the token of key, or every token when key
// is "", and returns how many went.
func (s *Store) DeleteOAuth2Tokens(ctx context.Context, key string) (int64, error) {
	var n int64
	err := s.Update(ctx, func(tx *Tx) error {
		res, err := tx.tx.ExecContext(ctx, `DELETE FROM oauth2_tokens WHERE ?1 = '' OR key = ?1`, key)
		if err != nil {
			return fmt.Errorf("delete oauth2 tokens: %w", err)
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}

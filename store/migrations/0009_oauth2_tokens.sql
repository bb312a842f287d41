-- OAuth 2 tokens fetched at send, by cache key (token URL, client,
-- scopes, grant, credentialsId). Mock issuers are side servers.
CREATE TABLE IF NOT EXISTS oauth2_tokens (
    key            TEXT PRIMARY KEY,
    token_url      TEXT NOT NULL,
    client_id      TEXT NOT NULL,
    grant_type     TEXT NOT NULL,
    credentials_id TEXT NOT NULL DEFAULT '',
    scopes         TEXT NOT NULL DEFAULT '',
    token_type     TEXT NOT NULL,
    access_token   TEXT NOT NULL,
    refresh_token  TEXT NOT NULL DEFAULT '',
    id_token       TEXT NOT NULL DEFAULT '',
    expires_at     INTEGER,          -- epoch ms; NULL when the provider stated no lifetime
    obtained_at    INTEGER NOT NULL  -- epoch ms
);

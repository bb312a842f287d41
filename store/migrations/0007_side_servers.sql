-- Side servers of package mocks (mock servers, webhook inboxes, mock
-- issuers): one row per stored definition, so POST .../start after an
-- engine restart brings a server back on the port it had.
CREATE TABLE side_servers (
    id         TEXT PRIMARY KEY,      -- mck_…, inb_…, iss_…
    kind       TEXT NOT NULL,         -- mock, inbox, issuer
    name       TEXT NOT NULL DEFAULT '',
    port       INTEGER NOT NULL,      -- the port it was last bound on
    definition TEXT NOT NULL DEFAULT '{}', -- the kind's own JSON
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX side_servers_by_kind ON side_servers (kind, created_at, id);

-- Captured requests of webhook inboxes, oldest dropped past the
-- per-inbox cap (maxInboxCaptures).
CREATE TABLE inbox_captures (
    seq            INTEGER PRIMARY KEY AUTOINCREMENT, -- polling cursor (since)
    id             TEXT NOT NULL UNIQUE,              -- cap_…
    inbox_id       TEXT NOT NULL REFERENCES side_servers (id) ON DELETE CASCADE,
    method         TEXT NOT NULL,
    path           TEXT NOT NULL,
    query          TEXT NOT NULL DEFAULT '',
    headers        TEXT NOT NULL DEFAULT '[]', -- [{key, value}] in arrival order
    body           TEXT NOT NULL,              -- text, or base64 when body_encoding says so
    body_encoding  TEXT NOT NULL DEFAULT '',   -- '' (text) or base64
    body_size      INTEGER NOT NULL,           -- bytes received
    body_truncated INTEGER NOT NULL DEFAULT 0,
    remote_addr    TEXT NOT NULL DEFAULT '',
    received_at    INTEGER NOT NULL            -- epoch ms
);
CREATE INDEX inbox_captures_by_inbox ON inbox_captures (inbox_id, seq);

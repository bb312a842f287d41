CREATE TABLE client_certificates (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL DEFAULT '',
    host       TEXT NOT NULL,
    cert_path  TEXT NOT NULL DEFAULT '',
    key_path   TEXT NOT NULL DEFAULT '',
    pfx_path   TEXT NOT NULL DEFAULT '',
    cert_pem   TEXT NOT NULL DEFAULT '',
    key_pem    TEXT NOT NULL DEFAULT '',
    passphrase TEXT NOT NULL DEFAULT '',
    enabled    INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE cookies (
    domain     TEXT NOT NULL,   -- without a leading dot
    path       TEXT NOT NULL,
    name       TEXT NOT NULL,
    value      TEXT NOT NULL,
    host_only  INTEGER NOT NULL,
    secure     INTEGER NOT NULL,
    http_only  INTEGER NOT NULL,
    same_site  TEXT NOT NULL DEFAULT '',
    expires    INTEGER,         -- epoch ms; NULL for a session cookie
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (domain, path, name)
);

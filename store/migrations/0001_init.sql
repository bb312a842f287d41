CREATE TABLE collections (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    parent_id   TEXT,
    ord         INTEGER NOT NULL,
    variables   TEXT NOT NULL DEFAULT '{}',
    auth        TEXT NOT NULL DEFAULT '{"mode":"none"}',
    data_schema TEXT NOT NULL DEFAULT '{}',
    openapi     TEXT NOT NULL DEFAULT '{}',
    elements    TEXT NOT NULL DEFAULT '[]',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    deleted_at  INTEGER
);
CREATE INDEX collections_by_parent ON collections (parent_id, deleted_at);

CREATE TABLE requests (
    id                 TEXT PRIMARY KEY,
    collection_id      TEXT NOT NULL,
    name               TEXT NOT NULL,
    description        TEXT NOT NULL DEFAULT '',
    method             TEXT NOT NULL,
    url                TEXT NOT NULL,
    ord                INTEGER NOT NULL,
    params             TEXT NOT NULL DEFAULT '[]',
    headers            TEXT NOT NULL DEFAULT '[]',
    body               TEXT NOT NULL DEFAULT '{"mode":"none"}',
    body_type          TEXT NOT NULL DEFAULT 'none',
    auth               TEXT NOT NULL DEFAULT '{"mode":"inherit"}',
    elements           TEXT NOT NULL DEFAULT '[]',
    follow_redirects   INTEGER NOT NULL DEFAULT 1,
    max_redirects      INTEGER NOT NULL DEFAULT 10,
    http_version       TEXT NOT NULL DEFAULT 'auto',
    verify_ssl         INTEGER NOT NULL DEFAULT 1,
    stream             INTEGER NOT NULL DEFAULT 0,
    spec_operation     TEXT NOT NULL DEFAULT 'null',
    method_source      TEXT,
    mock_response_mode TEXT NOT NULL DEFAULT 'first',
    mock_example_id    TEXT,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL,
    deleted_at         INTEGER
);
CREATE INDEX requests_by_collection ON requests (collection_id, deleted_at, ord, created_at, id);

CREATE TABLE environments (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    variables  TEXT NOT NULL DEFAULT '{}',
    is_active  INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    deleted_at INTEGER
);

CREATE TABLE globals (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    variables  TEXT NOT NULL DEFAULT '{}',
    updated_at INTEGER NOT NULL
);

CREATE TABLE config (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE specs (
    id         TEXT PRIMARY KEY,
    content    TEXT NOT NULL,
    source_url TEXT,
    fetched_at INTEGER NOT NULL,
    hash       TEXT NOT NULL,
    operations TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
);

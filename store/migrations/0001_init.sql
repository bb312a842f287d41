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
    doc                TEXT NOT NULL DEFAULT '',
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

-- doc holds a request's content fields pre-rendered as JSON members
-- (written by the engine on every write) so list reads concatenate. A
-- writer that changes a content column without rewriting doc (another
-- tool, an older engine, a hand-edit) clears it, and the row is then read
-- in full, oversized fields substituted.
CREATE TRIGGER requests_doc_stale AFTER UPDATE ON requests
WHEN NEW.doc = OLD.doc AND NEW.doc <> '' AND (
    NEW.name IS NOT OLD.name OR NEW.description IS NOT OLD.description OR NEW.method IS NOT OLD.method OR NEW.url IS NOT OLD.url
    OR NEW.params IS NOT OLD.params OR NEW.headers IS NOT OLD.headers OR NEW.body IS NOT OLD.body OR NEW.body_type IS NOT OLD.body_type
    OR NEW.auth IS NOT OLD.auth OR NEW.elements IS NOT OLD.elements OR NEW.follow_redirects IS NOT OLD.follow_redirects
    OR NEW.max_redirects IS NOT OLD.max_redirects OR NEW.http_version IS NOT OLD.http_version OR NEW.verify_ssl IS NOT OLD.verify_ssl
    OR NEW.stream IS NOT OLD.stream OR NEW.spec_operation IS NOT OLD.spec_operation OR NEW.method_source IS NOT OLD.method_source
    OR NEW.mock_response_mode IS NOT OLD.mock_response_mode OR NEW.mock_example_id IS NOT OLD.mock_example_id)
BEGIN
    UPDATE requests SET doc = '' WHERE id = NEW.id;
END;

CREATE TABLE examples (
    id             TEXT PRIMARY KEY,
    request_id     TEXT NOT NULL,
    name           TEXT NOT NULL,
    status         INTEGER NOT NULL DEFAULT 200,
    headers        TEXT NOT NULL DEFAULT '[]',
    body           TEXT NOT NULL DEFAULT '',
    content_type   TEXT NOT NULL DEFAULT '',
    ord            INTEGER NOT NULL,
    origin         TEXT NOT NULL DEFAULT 'import',
    body_truncated INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    -- A deleted import example stays as a tombstone: hidden from every
    -- read, its status remembered so a later sync does not write it back.
    tombstoned_at  INTEGER
);
CREATE INDEX examples_by_request ON examples (request_id, tombstoned_at, ord, created_at, id);
CREATE INDEX collections_by_deleted ON collections (deleted_at);
CREATE INDEX requests_by_deleted ON requests (deleted_at);

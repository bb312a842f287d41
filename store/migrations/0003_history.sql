CREATE TABLE history (
    id             TEXT PRIMARY KEY,
    request_id     TEXT,
    collection_id  TEXT,
    method         TEXT NOT NULL,
    url            TEXT NOT NULL,
    status_code    INTEGER NOT NULL,
    error_code     TEXT,
    total_ms       REAL NOT NULL,
    protocol       TEXT NOT NULL DEFAULT '',
    created_at     INTEGER NOT NULL,
    -- {request: the resolved request as sent, response: status, headers,
    -- body (cut at maxTraceBodyBytes), timing}
    trace_data     TEXT NOT NULL
);
CREATE INDEX history_by_time ON history (created_at DESC, id);
CREATE INDEX history_by_request ON history (request_id, created_at DESC);

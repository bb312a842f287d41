-- Runs: load runs and collection runs, with their stored history.
CREATE TABLE runs (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,              -- load or scenario
    name            TEXT NOT NULL DEFAULT '',
    mode            TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL,              -- Pending, Running, Completed, Stopped, Failed
    error           TEXT,
    comment         TEXT,
    request_id      TEXT,
    collection_id   TEXT,
    environment_id  TEXT,
    -- the run's target for baselines: the request id, else the collection
    -- id, else "name:" and the run's name
    target_key      TEXT NOT NULL,
    baseline        INTEGER NOT NULL DEFAULT 0,
    config_snapshot TEXT NOT NULL DEFAULT '{}',
    scenario        TEXT,                       -- the scenario block of a collection run
    report          TEXT,                       -- the final report, once the run has ended
    -- summary columns for the compact list rows, from the report
    requests        INTEGER,
    error_rate      REAL,
    rps             REAL,
    p95             REAL,
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    ended_at        INTEGER
);
CREATE INDEX runs_by_time ON runs (created_at DESC, id DESC);
CREATE INDEX runs_by_status ON runs (status);
CREATE INDEX runs_by_target ON runs (target_key, baseline);

CREATE TABLE run_ticks (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    t      INTEGER NOT NULL,
    data   TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

CREATE TABLE run_samples (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    t      INTEGER NOT NULL,
    kind   TEXT NOT NULL,
    data   TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
CREATE INDEX run_samples_by_kind ON run_samples (run_id, kind, seq);

CREATE TABLE run_monitor (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    t      INTEGER NOT NULL,
    data   TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

-- plan frames, steps and per-step traces of collection runs; capacity
-- steps of load runs
CREATE TABLE run_events (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    t      INTEGER NOT NULL,
    kind   TEXT NOT NULL,
    data   TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

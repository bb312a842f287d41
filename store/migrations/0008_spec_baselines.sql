-- What the last bind or sync of an OpenAPI document wrote into a request:
-- a JSON object of field name to value. A field whose current value
-- differs from it was edited by hand (package specs).
CREATE TABLE IF NOT EXISTS spec_baselines (
    request_id TEXT PRIMARY KEY,
    fields     TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS specs_by_created ON specs (created_at);

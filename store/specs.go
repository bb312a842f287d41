package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// SpecRow is a stored OpenAPI document.
type SpecRow struct {
	ID         string
	Content    string
	SourceURL  *string
	FetchedAt  int64
	Hash       string
	Operations codec.RawMessage // the declared-operation index, a JSON array
	CreatedAt  int64
}

// InsertSpec writes a new spec document.
func (t *Tx) InsertSpec(s SpecRow) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO specs (id, content, source_url, fetched_at, hash, operations, created_at) VALUES (?,?,?,?,?,?,?)`,
		s.ID, s.Content, s.SourceURL, s.FetchedAt, s.Hash, string(s.Operations), s.CreatedAt)
	if isConstraint(err) {
		return &workspace.ConflictError{Message: fmt.Sprintf("spec %s already exists", s.ID)}
	}
	if err != nil {
		return fmt.Errorf("insert spec %s: %w", s.ID, err)
	}
	return nil
}

// Spec reads a spec document; with content false the content is left
// empty and ContentBytes still counts it.
func (t *Tx) Spec(id string, content bool) (SpecRow, int64, error) {
	var s SpecRow
	var ops string
	var n int64
	col := `''`
	if content {
		col = `content`
	}
	err := t.tx.QueryRowContext(t.ctx, `SELECT id, `+col+`, length(CAST(content AS BLOB)), source_url, fetched_at, hash, operations, created_at FROM specs WHERE id = ?`, id).
		Scan(&s.ID, &s.Content, &n, &s.SourceURL, &s.FetchedAt, &s.Hash, &ops, &s.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return s, 0, workspace.NotFound("spec", id)
	}
	if err != nil {
		return s, 0, fmt.Errorf("get spec %s: %w", id, err)
	}
	s.Operations = codec.RawMessage(ops)
	return s, n, nil
}

// specBinderSQL selects the collections, trashed ones included, that bind
// a spec document.
const specBinderSQL = `SELECT id, name FROM collections WHERE json_valid(openapi) AND json_extract(openapi, '$.specId') = ? ORDER BY deleted_at IS NOT NULL, id LIMIT 1`

// SpecBinder names a collection (live first, trashed ones count too) that
// binds spec id; ok is false when none does.
func (t *Tx) SpecBinder(id string) (collectionID, name string, ok bool, err error) {
	err = t.tx.QueryRowContext(t.ctx, specBinderSQL, id).Scan(&collectionID, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", false, nil
	}
	if err != nil {
		return "", "", false, fmt.Errorf("binder of spec %s: %w", id, err)
	}
	return collectionID, name, true, nil
}

// DeleteSpec removes a spec document; while a collection binds it the
// delete is a conflict naming the collection.
func (t *Tx) DeleteSpec(id string) error {
	if _, _, err := t.Spec(id, false); err != nil {
		return err
	}
	cid, name, bound, err := t.SpecBinder(id)
	if err != nil {
		return err
	}
	if bound {
		return &workspace.ConflictError{Message: fmt.Sprintf("spec %s is bound by collection %s (%q); unbind it first ({openapi: null})", id, cid, name)}
	}
	if _, err := t.tx.ExecContext(t.ctx, `DELETE FROM specs WHERE id = ?`, id); err != nil {
		return fmt.Errorf("delete spec %s: %w", id, err)
	}
	return nil
}

// SweepSpecs removes the spec documents no collection binds (trashed
// collections count) and no stored run names under its snapshot's or
// report's openapi.specId, sparing those written at or after spare (epoch
// ms). It returns how many it removed.
func (t *Tx) SweepSpecs(spare int64) (int, error) {
	res, err := t.tx.ExecContext(t.ctx, `DELETE FROM specs WHERE created_at < ?
AND id NOT IN (SELECT json_extract(openapi, '$.specId') FROM collections WHERE json_valid(openapi) AND json_extract(openapi, '$.specId') IS NOT NULL)
AND id NOT IN (SELECT json_extract(config_snapshot, '$.openapi.specId') FROM runs WHERE json_valid(config_snapshot) AND json_extract(config_snapshot, '$.openapi.specId') IS NOT NULL)
AND id NOT IN (SELECT json_extract(report, '$.openapi.specId') FROM runs WHERE report IS NOT NULL AND json_valid(report) AND json_extract(report, '$.openapi.specId') IS NOT NULL)`, spare)
	if err != nil {
		return 0, fmt.Errorf("sweep specs: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("sweep specs: %w", err)
	}
	return int(n), nil
}

// SpecBaseline reads what the last bind or sync wrote into a request (a
// JSON object of field to value); ok is false when nothing was recorded.
func (t *Tx) SpecBaseline(requestID string) (codec.RawMessage, bool, error) {
	var f string
	err := t.tx.QueryRowContext(t.ctx, `SELECT fields FROM spec_baselines WHERE request_id = ?`, requestID).Scan(&f)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("spec baseline of %s: %w", requestID, err)
	}
	return codec.RawMessage(f), true, nil
}

// PutSpecBaseline records what a bind or sync wrote into a request.
func (t *Tx) PutSpecBaseline(requestID string, fields codec.RawMessage) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO spec_baselines (request_id, fields) VALUES (?, ?)
ON CONFLICT (request_id) DO UPDATE SET fields = excluded.fields`, requestID, string(fields))
	if err != nil {
		return fmt.Errorf("put spec baseline of %s: %w", requestID, err)
	}
	return nil
}

// DeleteRequestForever removes a live request, its examples and its
// baseline permanently (a sync delete, never a trash move). A request
// that does not exist is not an error.
func (t *Tx) DeleteRequestForever(id string) error {
	for _, q := range []string{`DELETE FROM examples WHERE request_id = ?`, `DELETE FROM spec_baselines WHERE request_id = ?`, `DELETE FROM requests WHERE id = ?`} {
		if _, err := t.tx.ExecContext(t.ctx, q, id); err != nil {
			return fmt.Errorf("delete request %s: %w", id, err)
		}
	}
	return nil
}

// SubtreeRequests lists the live requests of collection id and of every
// live collection beneath it, in tree order (each collection's requests in
// the ordering rule, subfolders first). A collection whose openapi binding
// names another document than specID stops the walk, with its
// descendants, when specID is not empty.
func (t *Tx) SubtreeRequests(id, specID string) ([]workspace.Request, []workspace.Collection, error) {
	all, err := t.Collections()
	if err != nil {
		return nil, nil, err
	}
	kids := map[string][]workspace.Collection{}
	for _, c := range all {
		if c.ParentID != nil {
			kids[*c.ParentID] = append(kids[*c.ParentID], c)
		}
	}
	var reqs []workspace.Collection
	var out []workspace.Request
	seen := map[string]bool{}
	var walk func(c workspace.Collection) error
	walk = func(c workspace.Collection) error {
		if seen[c.ID] {
			return nil
		}
		seen[c.ID] = true
		reqs = append(reqs, c)
		for _, k := range kids[c.ID] {
			if specID != "" && bindsOther(k.OpenAPI, specID) {
				continue
			}
			if err := walk(k); err != nil {
				return err
			}
		}
		rs, err := t.RequestsOf(c.ID, uncapped)
		if err != nil {
			return err
		}
		out = append(out, rs...)
		return nil
	}
	root, err := t.Collection(id)
	if err != nil {
		return nil, nil, err
	}
	if err := walk(root); err != nil {
		return nil, nil, err
	}
	return out, reqs, nil
}

// bindsOther reports an openapi binding that names a spec other than id.
func bindsOther(openapi codec.RawMessage, id string) bool {
	ms, err := workspace.Members(openapi)
	if err != nil {
		return false
	}
	v, ok := workspace.Get(ms, "specId")
	if !ok {
		return false
	}
	s, _ := workspace.String(v)
	return s != "" && s != id
}

// uncapped is a field cap no stored value reaches: every field read whole.
const uncapped = 1 << 40

// DeleteImportedExamples removes a request's visible examples of origin
// import (a sync refresh writes them anew); user examples and tombstones
// stay.
func (t *Tx) DeleteImportedExamples(requestID string) error {
	if _, err := t.tx.ExecContext(t.ctx, `DELETE FROM examples WHERE request_id = ? AND origin = 'import' AND tombstoned_at IS NULL`, requestID); err != nil {
		return fmt.Errorf("delete imported examples of %s: %w", requestID, err)
	}
	return nil
}

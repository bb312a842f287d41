package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

const requestCols = `id, collection_id, name, description, method, url, ord, params, headers, body, body_type, auth, elements, follow_redirects, max_redirects, http_version, verify_ssl, stream, spec_operation, method_source, mock_response_mode, mock_example_id, created_at, updated_at`

func scanRequest(sc interface{ Scan(...any) error }, extra ...any) (workspace.Request, error) {
	var r workspace.Request
	var params, headers, body, auth, els, specOp sql.NullString
	var methodSource, mockExample sql.NullString
	dst := []any{&r.ID, &r.CollectionID, &r.Name, &r.Description, &r.Method, &r.URL, &r.Order, &params, &headers, &body, &r.BodyType, &auth, &els,
		&r.FollowRedirects, &r.MaxRedirects, &r.HTTPVersion, &r.VerifySSL, &r.Stream, &specOp, &methodSource, &r.MockResponseMode, &mockExample, &r.CreatedAt, &r.UpdatedAt}
	if err := sc.Scan(append(dst, extra...)...); err != nil {
		return r, err
	}
	// A NULL here is a field substituted by a capped list read.
	sub := func(name string, v sql.NullString, def string) codec.RawMessage {
		if !v.Valid {
			r.TruncatedFields = append(r.TruncatedFields, name)
			return codec.RawMessage(def)
		}
		return codec.RawMessage(v.String)
	}
	r.Params = sub("params", params, workspace.DefaultRows)
	r.Headers = sub("headers", headers, workspace.DefaultRows)
	r.Body = sub("body", body, workspace.DefaultBody)
	if !body.Valid {
		r.BodyType = "none"
	}
	r.Auth = sub("auth", auth, workspace.DefaultRequestAuth)
	r.Elements = codec.RawMessage(els.String)
	r.SpecOperation = codec.RawMessage(specOp.String)
	if methodSource.Valid {
		r.MethodSource = &methodSource.String
	}
	if mockExample.Valid {
		r.MockExampleID = &mockExample.String
	}
	return r, nil
}

// Request returns the live request id, never substituted.
func (t *Tx) Request(id string) (workspace.Request, error) {
	row := t.tx.QueryRowContext(t.ctx, `SELECT `+requestCols+` FROM requests WHERE id = ? AND deleted_at IS NULL`, id)
	r, err := scanRequest(row)
	if errors.Is(err, sql.ErrNoRows) {
		return r, workspace.NotFound("request", id)
	}
	if err != nil {
		return r, fmt.Errorf("get request %s: %w", id, err)
	}
	return r, nil
}

// cappedRequestCols selects the request columns with a params, headers,
// body or auth value over fieldCap bytes left unread (NULL), which
// scanRequest substitutes by its default and names in TruncatedFields.
func cappedRequestCols(fieldCap int) string {
	capped := func(col string) string {
		return fmt.Sprintf("CASE WHEN octet_length(%[1]s) > %[2]d THEN NULL ELSE %[1]s END", col, fieldCap)
	}
	return `id, collection_id, name, description, method, url, ord, ` + capped("params") + `, ` + capped("headers") + `, ` +
		capped("body") + `, body_type, ` + capped("auth") + `, elements, follow_redirects, max_redirects, http_version, verify_ssl, stream, spec_operation, method_source, mock_response_mode, mock_example_id, created_at, updated_at`
}

// requestCapped reads one live request with oversized fields substituted.
func (t *Tx) requestCapped(id string, fieldCap int) (workspace.Request, error) {
	r, err := scanRequest(t.tx.QueryRowContext(t.ctx, `SELECT `+cappedRequestCols(fieldCap)+` FROM requests WHERE id = ?`, id))
	if err != nil {
		return r, fmt.Errorf("get request %s: %w", id, err)
	}
	return r, nil
}

// encodeRequest is the JSON of one request row.
func encodeRequest(r workspace.Request) ([]byte, error) {
	return codec.Marshal(r)
}

// RequestsOf lists the live requests of a collection in the ordering rule.
// A params, headers, body or auth value over fieldCap bytes is left unread
// and substituted by its default, named in TruncatedFields.
func (t *Tx) RequestsOf(collectionID string, fieldCap int) ([]workspace.Request, error) {
	q := `SELECT ` + cappedRequestCols(fieldCap) + ` FROM requests WHERE collection_id = ? AND deleted_at IS NULL ORDER BY ord, created_at, id`
	rows, err := t.tx.QueryContext(t.ctx, q, collectionID)
	if err != nil {
		return nil, fmt.Errorf("list requests of %s: %w", collectionID, err)
	}
	defer rows.Close()
	out := []workspace.Request{}
	for rows.Next() {
		r, err := scanRequest(rows)
		if err != nil {
			return nil, fmt.Errorf("list requests of %s: %w", collectionID, err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func requestArgs(r workspace.Request) ([]any, error) {
	doc, err := workspace.RenderRequestContent(r)
	if err != nil {
		return nil, fmt.Errorf("render request %s: %w", r.ID, err)
	}
	return []any{string(doc), r.CollectionID, r.Name, r.Description, r.Method, r.URL, r.Order, string(r.Params), string(r.Headers), string(r.Body), r.BodyType, string(r.Auth), string(r.Elements),
		b2i(r.FollowRedirects), r.MaxRedirects, r.HTTPVersion, b2i(r.VerifySSL), b2i(r.Stream), string(r.SpecOperation), r.MethodSource, r.MockResponseMode, r.MockExampleID, r.UpdatedAt}, nil
}

// InsertRequest writes a new request; an id collision is a conflict.
func (t *Tx) InsertRequest(r workspace.Request) error {
	rest, err := requestArgs(r)
	if err != nil {
		return err
	}
	args := append([]any{r.ID}, rest...)
	args = append(args, r.CreatedAt)
	_, err = t.tx.ExecContext(t.ctx, `INSERT INTO requests (id, doc, collection_id, name, description, method, url, ord, params, headers, body, body_type, auth, elements, follow_redirects, max_redirects, http_version, verify_ssl, stream, spec_operation, method_source, mock_response_mode, mock_example_id, updated_at, created_at)
VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`, args...)
	if isConstraint(err) {
		return &workspace.ConflictError{Message: fmt.Sprintf("request %s already exists", r.ID)}
	}
	if err != nil {
		return fmt.Errorf("insert request %s: %w", r.ID, err)
	}
	return nil
}

// UpdateRequest rewrites a live request.
func (t *Tx) UpdateRequest(r workspace.Request) error {
	args, err := requestArgs(r)
	if err != nil {
		return err
	}
	args = append(args, r.ID)
	res, err := t.tx.ExecContext(t.ctx, `UPDATE requests SET doc=?, collection_id=?, name=?, description=?, method=?, url=?, ord=?, params=?, headers=?, body=?, body_type=?, auth=?, elements=?, follow_redirects=?, max_redirects=?, http_version=?, verify_ssl=?, stream=?, spec_operation=?, method_source=?, mock_response_mode=?, mock_example_id=?, updated_at=?
WHERE id=? AND deleted_at IS NULL`, args...)
	if err != nil {
		return fmt.Errorf("update request %s: %w", r.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("request", r.ID)
	}
	return nil
}

// NextRequestOrder implements workspace.Lookup.
func (t *Tx) NextRequestOrder(collectionID string) (int64, error) {
	var n sql.NullInt64
	if err := t.tx.QueryRowContext(t.ctx, `SELECT MAX(ord) FROM requests WHERE collection_id = ? AND deleted_at IS NULL`, collectionID).Scan(&n); err != nil {
		return 0, fmt.Errorf("request append point: %w", err)
	}
	return nextOrder(n), nil
}

// TrashRequest stamps one live request with deletedAt.
func (t *Tx) TrashRequest(id string, now int64) (TrashEntry, error) {
	r, err := t.Request(id)
	if err != nil {
		return TrashEntry{}, err
	}
	if now, err = t.cohortStamp(now); err != nil {
		return TrashEntry{}, err
	}
	if _, err := t.tx.ExecContext(t.ctx, `UPDATE requests SET deleted_at = ? WHERE id = ?`, now, id); err != nil {
		return TrashEntry{}, fmt.Errorf("trash request %s: %w", id, err)
	}
	return TrashEntry{ID: id, Kind: "request", Name: r.Name, DeletedAt: now, ParentID: &r.CollectionID, Requests: 1}, nil
}

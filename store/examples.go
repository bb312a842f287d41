package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

const exampleCols = `id, request_id, name, status, headers, body, content_type, ord, origin, body_truncated, created_at, updated_at`

func scanExample(sc interface{ Scan(...any) error }) (workspace.Example, error) {
	var x workspace.Example
	var headers string
	err := sc.Scan(&x.ID, &x.RequestID, &x.Name, &x.Status, &headers, &x.Body, &x.ContentType, &x.Order, &x.Origin, &x.BodyTruncated, &x.CreatedAt, &x.UpdatedAt)
	x.Headers = codec.RawMessage(headers)
	return x, err
}

// Examples lists the visible examples of a request by order, createdAt, id.
func (t *Tx) Examples(requestID string) ([]workspace.Example, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+exampleCols+` FROM examples WHERE request_id = ? AND tombstoned_at IS NULL ORDER BY ord, created_at, id`, requestID)
	if err != nil {
		return nil, fmt.Errorf("list examples of %s: %w", requestID, err)
	}
	defer rows.Close()
	out := []workspace.Example{}
	for rows.Next() {
		x, err := scanExample(rows)
		if err != nil {
			return nil, fmt.Errorf("list examples of %s: %w", requestID, err)
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// Example returns a visible example of requestID; a tombstone, an unknown
// id or an example of another request is not found.
func (t *Tx) Example(requestID, id string) (workspace.Example, error) {
	x, err := scanExample(t.tx.QueryRowContext(t.ctx, `SELECT `+exampleCols+` FROM examples WHERE id = ? AND request_id = ? AND tombstoned_at IS NULL`, id, requestID))
	if errors.Is(err, sql.ErrNoRows) {
		return x, workspace.NotFound("example", id)
	}
	if err != nil {
		return x, fmt.Errorf("get example %s: %w", id, err)
	}
	return x, nil
}

// CountExamples counts the visible examples of a request.
func (t *Tx) CountExamples(requestID string) (int, error) {
	var n int
	err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM examples WHERE request_id = ? AND tombstoned_at IS NULL`, requestID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count examples of %s: %w", requestID, err)
	}
	return n, nil
}

// NextExampleOrder implements workspace.ExampleLookup.
func (t *Tx) NextExampleOrder(requestID string) (int64, error) {
	var n sql.NullInt64
	if err := t.tx.QueryRowContext(t.ctx, `SELECT MAX(ord) FROM examples WHERE request_id = ? AND tombstoned_at IS NULL`, requestID).Scan(&n); err != nil {
		return 0, fmt.Errorf("example append point: %w", err)
	}
	return nextOrder(n), nil
}

// InsertExample writes a new example.
func (t *Tx) InsertExample(x workspace.Example) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO examples (`+exampleCols+`) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
		x.ID, x.RequestID, x.Name, x.Status, string(x.Headers), x.Body, x.ContentType, x.Order, x.Origin, b2i(x.BodyTruncated), x.CreatedAt, x.UpdatedAt)
	if isConstraint(err) {
		return &workspace.ConflictError{Message: fmt.Sprintf("example %s already exists", x.ID)}
	}
	if err != nil {
		return fmt.Errorf("insert example %s: %w", x.ID, err)
	}
	return nil
}

// UpdateExample rewrites a visible example.
func (t *Tx) UpdateExample(x workspace.Example) error {
	res, err := t.tx.ExecContext(t.ctx, `UPDATE examples SET name=?, status=?, headers=?, body=?, content_type=?, ord=?, origin=?, body_truncated=?, updated_at=?
WHERE id=? AND request_id=? AND tombstoned_at IS NULL`,
		x.Name, x.Status, string(x.Headers), x.Body, x.ContentType, x.Order, x.Origin, b2i(x.BodyTruncated), x.UpdatedAt, x.ID, x.RequestID)
	if err != nil {
		return fmt.Errorf("update example %s: %w", x.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("example", x.ID)
	}
	return nil
}

// DeleteExample removes a visible example: an imported one becomes a
// tombstone (its status remembered), a user one is removed outright.
func (t *Tx) DeleteExample(requestID, id string, now int64) error {
	x, err := t.Example(requestID, id)
	if err != nil {
		return err
	}
	if x.Origin == workspace.OriginImport {
		_, err = t.tx.ExecContext(t.ctx, `UPDATE examples SET tombstoned_at = ? WHERE id = ?`, now, id)
	} else {
		_, err = t.tx.ExecContext(t.ctx, `DELETE FROM examples WHERE id = ?`, id)
	}
	if err != nil {
		return fmt.Errorf("delete example %s: %w", id, err)
	}
	return nil
}

// TombstonedStatuses lists the statuses of a request's deleted imported
// examples, which a sync must not write back.
func (t *Tx) TombstonedStatuses(requestID string) ([]int64, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT DISTINCT status FROM examples WHERE request_id = ? AND tombstoned_at IS NOT NULL ORDER BY status`, requestID)
	if err != nil {
		return nil, fmt.Errorf("tombstones of %s: %w", requestID, err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var s int64
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/workspace"
)

// HistoryEntry is one executed request. TraceData is only filled by a read
// of one entry.
type HistoryEntry struct {
	ID           string           `json:"id"`
	RequestID    *string          `json:"requestId"`
	CollectionID *string          `json:"collectionId"`
	Method       string           `json:"method"`
	URL          string           `json:"url"`
	StatusCode   int              `json:"statusCode"`
	ErrorCode    *string          `json:"errorCode"`
	TotalMs      float64          `json:"totalMs"`
	Protocol     string           `json:"protocol"`
	CreatedAt    int64            `json:"createdAt"`
	TraceData    codec.RawMessage `json:"trace_data,omitempty"`
}

// InsertHistory stores one execution.
func (t *Tx) InsertHistory(h HistoryEntry) error {
	_, err := t.tx.ExecContext(t.ctx, `INSERT INTO history (id, request_id, collection_id, method, url, status_code, error_code, total_ms, protocol, created_at, trace_data)
VALUES (?,?,?,?,?,?,?,?,?,?,?)`, h.ID, h.RequestID, h.CollectionID, h.Method, h.URL, h.StatusCode, h.ErrorCode, h.TotalMs, h.Protocol, h.CreatedAt, string(h.TraceData))
	if err != nil {
		return fmt.Errorf("insert history %s: %w", h.ID, err)
	}
	return nil
}

// History lists executions newest first, optionally of one request, with
// the total count.
func (t *Tx) History(requestID string, limit, offset int) ([]HistoryEntry, int, error) {
	where, args := "", []any{}
	if requestID != "" {
		where, args = " WHERE request_id = ?", append(args, requestID)
	}
	var total int
	if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM history`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count history: %w", err)
	}
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id, request_id, collection_id, method, url, status_code, error_code, total_ms, protocol, created_at FROM history`+where+
		` ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list history: %w", err)
	}
	defer rows.Close()
	out := []HistoryEntry{}
	for rows.Next() {
		var h HistoryEntry
		if err := rows.Scan(&h.ID, &h.RequestID, &h.CollectionID, &h.Method, &h.URL, &h.StatusCode, &h.ErrorCode, &h.TotalMs, &h.Protocol, &h.CreatedAt); err != nil {
			return nil, 0, fmt.Errorf("list history: %w", err)
		}
		out = append(out, h)
	}
	return out, total, rows.Err()
}

// HistoryByID reads one execution with its trace.
func (t *Tx) HistoryByID(id string) (HistoryEntry, error) {
	var h HistoryEntry
	var trace string
	err := t.tx.QueryRowContext(t.ctx, `SELECT id, request_id, collection_id, method, url, status_code, error_code, total_ms, protocol, created_at, trace_data FROM history WHERE id = ?`, id).
		Scan(&h.ID, &h.RequestID, &h.CollectionID, &h.Method, &h.URL, &h.StatusCode, &h.ErrorCode, &h.TotalMs, &h.Protocol, &h.CreatedAt, &trace)
	if errors.Is(err, sql.ErrNoRows) {
		return h, workspace.NotFound("history entry", id)
	}
	if err != nil {
		return h, fmt.Errorf("get history %s: %w", id, err)
	}
	h.TraceData = codec.RawMessage(trace)
	return h, nil
}

// CollectionChain returns the live collection chain of collectionID, root
// first. A cycle or a missing ancestor ends the walk.
func (t *Tx) CollectionChain(collectionID string) ([]workspace.Collection, error) {
	var chain []workspace.Collection
	seen := map[string]bool{}
	for id := collectionID; id != "" && !seen[id]; {
		seen[id] = true
		c, err := t.Collection(id)
		if errors.Is(err, workspace.ErrNotFound) {
			break
		}
		if err != nil {
			return nil, err
		}
		chain = append([]workspace.Collection{c}, chain...)
		if c.ParentID == nil {
			break
		}
		id = *c.ParentID
	}
	return chain, nil
}

package store

import (
	"database/sql"
	"fmt"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
)

// Capture is one request captured by a webhook inbox.
type Capture struct {
	Seq           int64            `json:"seq"` // increases with every capture; the polling cursor
	ID            string           `json:"id"`
	InboxID       string           `json:"inboxId"`
	Method        string           `json:"method"`
	Path          string           `json:"path"`
	Query         string           `json:"query"`
	Headers       codec.RawMessage `json:"headers"`      // [{key, value}] in arrival order
	Body          string           `json:"body"`         // text, or base64 when BodyEncoding says so
	BodyEncoding  string           `json:"bodyEncoding"` // "" (text) or "base64"
	BodySize      int64            `json:"bodySize"`     // bytes received
	BodyTruncated bool             `json:"bodyTruncated"`
	RemoteAddr    string           `json:"remoteAddr"`
	ReceivedAt    int64            `json:"receivedAt"` // epoch ms
}

const captureCols = `seq, id, inbox_id, method, path, query, headers, body, body_encoding, body_size, body_truncated, remote_addr, received_at`

// captureRows is how many captures one INSERT statement writes: a
// statement per row would cost a bind, a step and a reset per capture.
const captureRows = 32

// InsertCaptures writes captures in order, up to captureRows per
// statement, and returns how many it wrote per inbox. A capture of an
// inbox deleted meanwhile is skipped (its existence is read once per
// inbox, inside the same transaction).
func (t *Tx) InsertCaptures(cs []Capture) (map[string]int64, error) {
	live := map[string]bool{}
	kept := make([]Capture, 0, len(cs))
	for _, c := range cs {
		ok, seen := live[c.InboxID]
		if !seen {
			var n int
			if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*) FROM side_servers WHERE id = ?`, c.InboxID).Scan(&n); err != nil {
				return nil, fmt.Errorf("store captures of %s: %w", c.InboxID, err)
			}
			ok = n > 0
			live[c.InboxID] = ok
		}
		if ok {
			kept = append(kept, c)
		}
	}
	written := map[string]int64{}
	var full *sql.Stmt
	defer func() {
		if full != nil {
			_ = full.Close()
		}
	}()
	args := make([]any, 0, captureRows*12)
	for len(kept) > 0 {
		n := min(len(kept), captureRows)
		args = args[:0]
		for _, c := range kept[:n] {
			args = append(args, c.ID, c.InboxID, c.Method, c.Path, c.Query, string(c.Headers), c.Body, c.BodyEncoding, c.BodySize, b2i(c.BodyTruncated), c.RemoteAddr, c.ReceivedAt)
		}
		var err error
		switch {
		case n < captureRows:
			_, err = t.tx.ExecContext(t.ctx, insertCapturesSQL(n), args...)
		case full == nil:
			if full, err = t.tx.PrepareContext(t.ctx, insertCapturesSQL(captureRows)); err == nil {
				_, err = full.ExecContext(t.ctx, args...)
			}
		default:
			_, err = full.ExecContext(t.ctx, args...)
		}
		if err != nil {
			return written, fmt.Errorf("store captures of %s: %w", kept[0].InboxID, err)
		}
		for _, c := range kept[:n] {
			written[c.InboxID]++
		}
		kept = kept[n:]
	}
	return written, nil
}

// insertCapturesSQL is the INSERT of n captures.
func insertCapturesSQL(n int) string {
	var b strings.Builder
	b.WriteString(`INSERT INTO inbox_captures (id, inbox_id, method, path, query, headers, body, body_encoding, body_size, body_truncated, remote_addr, received_at) VALUES `)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`(?,?,?,?,?,?,?,?,?,?,?,?)`)
	}
	return b.String()
}

// TrimCaptures drops the oldest captures of inbox past keep: afterwards
// it holds at most keep.
func (t *Tx) TrimCaptures(inboxID string, keep int64) error {
	if _, err := t.tx.ExecContext(t.ctx, `DELETE FROM inbox_captures WHERE inbox_id = ?1 AND seq <=
    (SELECT seq FROM inbox_captures WHERE inbox_id = ?1 ORDER BY seq DESC LIMIT 1 OFFSET ?2)`, inboxID, keep); err != nil {
		return fmt.Errorf("drop old captures of %s: %w", inboxID, err)
	}
	return nil
}

// Captures lists captures of inbox. With since < 0 it returns the newest
// limit captures; otherwise the first limit captures after seq since
// (lossless polling). Either way the page is newest first, and more
// reports whether captures beyond the page exist in its direction.
func (t *Tx) Captures(inboxID string, since int64, limit int) (page []Capture, more bool, err error) {
	q := `SELECT ` + captureCols + ` FROM inbox_captures WHERE inbox_id = ? ORDER BY seq DESC LIMIT ?`
	args := []any{inboxID, limit + 1}
	if since >= 0 {
		q = `SELECT ` + captureCols + ` FROM inbox_captures WHERE inbox_id = ? AND seq > ? ORDER BY seq LIMIT ?`
		args = []any{inboxID, since, limit + 1}
	}
	rows, err := t.tx.QueryContext(t.ctx, q, args...)
	if err != nil {
		return nil, false, fmt.Errorf("list captures of %s: %w", inboxID, err)
	}
	defer rows.Close()
	page = []Capture{}
	for rows.Next() {
		var c Capture
		var headers string
		if err := rows.Scan(&c.Seq, &c.ID, &c.InboxID, &c.Method, &c.Path, &c.Query, &headers, &c.Body, &c.BodyEncoding, &c.BodySize, &c.BodyTruncated, &c.RemoteAddr, &c.ReceivedAt); err != nil {
			return nil, false, fmt.Errorf("list captures of %s: %w", inboxID, err)
		}
		c.Headers = codec.RawMessage(headers)
		page = append(page, c)
	}
	if err := rows.Err(); err != nil {
		return nil, false, err
	}
	if len(page) > limit {
		page, more = page[:limit], true
	}
	if since >= 0 {
		for i, j := 0, len(page)-1; i < j; i, j = i+1, j-1 {
			page[i], page[j] = page[j], page[i]
		}
	}
	return page, more, nil
}

// CaptureStats returns how many captures inbox holds and the highest seq (0 when none).
func (t *Tx) CaptureStats(inboxID string) (count, lastSeq int64, err error) {
	err = t.tx.QueryRowContext(t.ctx, `SELECT count(*), coalesce(max(seq), 0) FROM inbox_captures WHERE inbox_id = ?`, inboxID).Scan(&count, &lastSeq)
	if err != nil {
		return 0, 0, fmt.Errorf("count captures of %s: %w", inboxID, err)
	}
	return count, lastSeq, nil
}

// ClearCaptures removes every capture of inbox and returns how many.
func (t *Tx) ClearCaptures(inboxID string) (int64, error) {
	res, err := t.tx.ExecContext(t.ctx, `DELETE FROM inbox_captures WHERE inbox_id = ?`, inboxID)
	if err != nil {
		return 0, fmt.Errorf("clear captures of %s: %w", inboxID, err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

package store

import (
	"database/sql"
	"fmt"

	"github.com/svc-engine/svc-engine/workspace"
)

// RequestsJSON appends the live requests of a collection to dst as one
// JSON array in the ordering rule, ready to send.
//
// Each row's content fields are stored pre-rendered in the doc column
// (written by InsertRequest and UpdateRequest), so the common row costs a
// narrow read and a concatenation instead of 24 typed columns and a
// reflective encode. A row without a doc (written by anything but this
// engine: the requests_doc_stale trigger clears a doc whose content
// changed underneath it) is read in full instead, with any params, headers,
// body or auth value over fieldCap bytes substituted by its default and
// named in truncatedFields.
func (t *Tx) RequestsJSON(dst []byte, collectionID string, fieldCap int) ([]byte, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT id, collection_id, ord, created_at, updated_at, doc
FROM requests WHERE collection_id = ? AND deleted_at IS NULL ORDER BY ord, created_at, id`, collectionID)
	if err != nil {
		return nil, fmt.Errorf("list requests of %s: %w", collectionID, err)
	}
	defer rows.Close()
	start := len(dst)
	out := append(dst, '[')
	var slow []int // offsets in out where a fully read row is spliced
	var slowIDs []string
	var id, cid, doc sql.RawBytes
	var ord, created, updated int64
	n := 0
	for rows.Next() {
		if err := rows.Scan(&id, &cid, &ord, &created, &updated, &doc); err != nil {
			return nil, fmt.Errorf("list requests of %s: %w", collectionID, err)
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
		if len(doc) == 0 {
			slow = append(slow, len(out)-start)
			slowIDs = append(slowIDs, string(id))
			continue
		}
		out = workspace.AppendRequestJSON(out, id, cid, ord, created, updated, doc)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list requests of %s: %w", collectionID, err)
	}
	rows.Close()
	out = append(out, ']')
	if len(slow) == 0 {
		return out, nil
	}
	spliced, err := t.spliceFullRows(out[start:], slow, slowIDs, fieldCap)
	if err != nil {
		return nil, err
	}
	return append(out[:start], spliced...), nil
}

// spliceFullRows inserts the fully read rows at their offsets in out.
func (t *Tx) spliceFullRows(out []byte, at []int, ids []string, fieldCap int) ([]byte, error) {
	res := make([]byte, 0, len(out)+len(at)*1024)
	prev := 0
	for i, off := range at {
		r, err := t.requestCapped(ids[i], fieldCap)
		if err != nil {
			return nil, err
		}
		b, err := encodeRequest(r)
		if err != nil {
			return nil, err
		}
		res = append(res, out[prev:off]...)
		res = append(res, b...)
		prev = off
	}
	return append(res, out[prev:]...), nil
}

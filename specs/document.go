package specs

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/importers"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// SweepGrace is how long a freshly written document is spared by the
// sweep of unreferenced documents.
const SweepGrace = 10 * time.Minute

// SettingMaxDocumentBytes names the setting that caps a document.
const SettingMaxDocumentBytes = "maxSpecDocumentBytes"

// Service is the spec documents' service. Every field is required.
type Service struct {
	Store *store.Store
	// Now returns epoch milliseconds.
	Now func() int64
	// MaxDocumentBytes reads the live maxSpecDocumentBytes setting.
	MaxDocumentBytes func() int64
	// Deps are the merge dependencies of a write inside tx.
	Deps func(tx *store.Tx) workspace.Deps

	// mu serializes the calls that read documents: a read document is
	// not safe for concurrent use, and the last ones read are kept for
	// the next call (a bind then a diff or an export of the same bytes
	// reads them once).
	mu     sync.Mutex
	recent []cachedSpec // most recent first, at most cachedSpecs
}

// cachedSpecs is how many read documents a Service keeps.
const cachedSpecs = 2

// cachedSpec is a document read by the import mapping, by its bytes (a
// stored row's hash is not trusted: another writer may have changed the
// content) and the source URL it was read with.
type cachedSpec struct {
	content, sourceURL string
	spec               *importers.Spec
}

// readSpec reads a document through the cache; s.mu is held.
func (s *Service) readSpec(content string, sourceURL *string) (*importers.Spec, error) {
	src := ""
	if sourceURL != nil {
		src = *sourceURL
	}
	for i, c := range s.recent {
		if c.content == content && c.sourceURL == src {
			s.recent = append(append([]cachedSpec{c}, s.recent[:i]...), s.recent[i+1:]...)
			return c.spec, nil
		}
	}
	sp, err := importers.ReadSpec([]byte(content), importers.Options{ImportEnvironments: true, ImportScripts: true, SourceURL: src})
	if err != nil {
		return nil, err
	}
	s.recent = append([]cachedSpec{{content: content, sourceURL: src, spec: sp}}, s.recent...)
	if len(s.recent) > cachedSpecs {
		s.recent = s.recent[:cachedSpecs]
	}
	return sp, nil
}

// Document is a stored spec document (GET /specs/:id).
type Document struct {
	ID         string           `json:"id"`
	Content    string           `json:"content"`
	SourceURL  *string          `json:"sourceUrl"`
	FetchedAt  int64            `json:"fetchedAt"`
	Hash       string           `json:"hash"`
	Operations codec.RawMessage `json:"operations"`
	CreatedAt  int64            `json:"createdAt"`
}

// Meta is a stored spec document without its content (GET
// /specs/:id/meta), with the content's size.
type Meta struct {
	ID           string           `json:"id"`
	SourceURL    *string          `json:"sourceUrl"`
	FetchedAt    int64            `json:"fetchedAt"`
	Hash         string           `json:"hash"`
	Operations   codec.RawMessage `json:"operations"`
	CreatedAt    int64            `json:"createdAt"`
	ContentBytes int64            `json:"contentBytes"`
}

// TooLargeError is a document over the maxSpecDocumentBytes setting.
type TooLargeError struct {
	Field string // the member that carried the document
	Size  int    // bytes
	Cap   int64  // bytes, the setting's live value
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is %d bytes, over the %d-byte cap of the %s setting", e.Field, e.Size, e.Cap, SettingMaxDocumentBytes)
}

// ErrDeclined is a document that does not read as OpenAPI 3.0, 3.1 or
// Swagger 2.0 (wrapped by a *workspace.FieldError's message).
var ErrDeclined = importers.ErrNotSpec

// parsed is a document read and indexed, ready to be stored.
type parsed struct {
	row  store.SpecRow
	spec *importers.Spec
}

// Hash is the lowercase hex SHA-256 of content.
func Hash(content []byte) string {
	h := sha256.Sum256(content)
	return hex.EncodeToString(h[:])
}

// read checks the size of a document named by field, reads it and
// builds its row (not stored).
func (s *Service) read(field, content string, sourceURL *string) (parsed, error) {
	if content == "" {
		return parsed{}, workspace.Fieldf(field, "%s is required: the OpenAPI document text as a non-empty string", field)
	}
	if c := s.MaxDocumentBytes(); int64(len(content)) > c {
		return parsed{}, &TooLargeError{Field: field, Size: len(content), Cap: c}
	}
	hash := Hash([]byte(content))
	sp, err := s.readSpec(content, sourceURL)
	if err != nil {
		return parsed{}, workspace.Fieldf(field, "%s does not read as an OpenAPI 3.0, 3.1 or Swagger 2.0 document: %v", field, err)
	}
	ops, err := codec.Marshal(sp.Operations)
	if err != nil {
		return parsed{}, fmt.Errorf("index the document: %w", err)
	}
	now := s.Now()
	return parsed{spec: sp, row: store.SpecRow{
		ID: workspace.NewID(workspace.PrefixSpec), Content: content, SourceURL: sourceURL,
		FetchedAt: now, CreatedAt: now, Hash: hash, Operations: ops,
	}}, nil
}

// Create stores a document (POST /specs).
func (s *Service) Create(ctx context.Context, content string, sourceURL *string) (Document, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, err := s.read("content", content, sourceURL)
	if err != nil {
		return Document{}, err
	}
	if err := s.Store.Update(ctx, func(tx *store.Tx) error { return tx.InsertSpec(p.row) }); err != nil {
		return Document{}, err
	}
	return documentOf(p.row), nil
}

func documentOf(r store.SpecRow) Document {
	return Document{ID: r.ID, Content: r.Content, SourceURL: r.SourceURL, FetchedAt: r.FetchedAt, Hash: r.Hash, Operations: r.Operations, CreatedAt: r.CreatedAt}
}

// Get reads a stored document.
func (s *Service) Get(ctx context.Context, id string) (Document, error) {
	var out Document
	err := s.Store.View(ctx, func(tx *store.Tx) error {
		r, _, err := tx.Spec(id, true)
		out = documentOf(r)
		return err
	})
	return out, err
}

// GetMeta reads a stored document without its content.
func (s *Service) GetMeta(ctx context.Context, id string) (Meta, error) {
	var out Meta
	err := s.Store.View(ctx, func(tx *store.Tx) error {
		r, n, err := tx.Spec(id, false)
		out = Meta{ID: r.ID, SourceURL: r.SourceURL, FetchedAt: r.FetchedAt, Hash: r.Hash, Operations: r.Operations, CreatedAt: r.CreatedAt, ContentBytes: n}
		return err
	})
	return out, err
}

// Delete removes a document no collection binds; while one does, the
// delete is a *workspace.ConflictError naming it.
func (s *Service) Delete(ctx context.Context, id string) error {
	return s.Store.Update(ctx, func(tx *store.Tx) error { return tx.DeleteSpec(id) })
}

// Sweep removes the documents no collection binds and no stored run
// names, sparing those written in the last SweepGrace before now. It is
// called at startup, after each run-retention pass, after a sync and
// after a collection delete.
func Sweep(ctx context.Context, st *store.Store, now time.Time) (int, error) {
	var n int
	err := st.Update(ctx, func(tx *store.Tx) error {
		var err error
		n, err = tx.SweepSpecs(now.Add(-SweepGrace).UnixMilli())
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("sweep spec documents: %w", err)
	}
	return n, nil
}

// Sweep runs the sweep of unreferenced documents at the service's clock.
func (s *Service) Sweep(ctx context.Context) (int, error) {
	return Sweep(ctx, s.Store, time.UnixMilli(s.Now()))
}

// load reads a stored document and the import mapping of it; s.mu is
// held.
func (s *Service) load(tx *store.Tx, id string) (store.SpecRow, *importers.Spec, error) {
	r, _, err := tx.Spec(id, true)
	if err != nil {
		return r, nil, err
	}
	sp, err := s.readSpec(r.Content, r.SourceURL)
	if err != nil {
		return r, nil, fmt.Errorf("read stored spec %s: %w", id, errors.Join(err, ErrUnreadable))
	}
	return r, sp, nil
}

// ErrUnreadable marks a stored document that no longer reads.
var ErrUnreadable = errors.New("the stored document does not read")

// DocumentFields reads a document's text and source URL from a body: the
// text member is a required non-empty string, the source URL member is
// absent, null or a string.
func DocumentFields(p workspace.Patch, contentKey, sourceKey string) (string, *string, error) {
	content, ok := workspace.String(p[contentKey])
	if !ok || content == "" {
		return "", nil, workspace.Fieldf(contentKey, "%s is required: the OpenAPI document text as a non-empty string", contentKey)
	}
	var src *string
	if p.State(sourceKey) == workspace.Value {
		v, ok := workspace.String(p[sourceKey])
		if !ok {
			return "", nil, workspace.Fieldf(sourceKey, "%s must be a string or null", sourceKey)
		}
		src = &v
	}
	return content, src, nil
}

// isNotFound reports a missing row.
func isNotFound(err error) bool { return errors.Is(err, workspace.ErrNotFound) }

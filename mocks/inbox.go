package mocks

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

// Inbox limits and page sizes.
const (
	PrefixInbox     = "inb"
	prefixCapture   = "cap"
	MaxDelayMs      = 60_000 // a configured response delay (inboxes and mocks)
	CapturesDefault = 25     // GET /inbox/:id/captures limit default
	CapturesMax     = 100    // and maximum
	captureBatch    = 512    // captures written per transaction at most
	// captureLinger is how long the writer waits for more captures
	// after the first of a batch: a steady stream then commits a few
	// dozen captures per transaction rather than one or two (a commit
	// costs far more than a row), and a capture is stored at most this
	// much later.
	captureLinger      = 10 * time.Millisecond
	captureQueueLength = 8192 // see Inboxes.queue
)

// Header is one header line of a configured response or a capture.
type Header struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// InboxResponse is what an inbox answers to every capture.
type InboxResponse struct {
	Status  int      `json:"status"`  // 100..599, default 200
	Headers []Header `json:"headers"` // in order, repeated names kept
	Body    string   `json:"body"`
	DelayMs int      `json:"delayMs"` // waited before answering, 0..60000
}

// inboxDef is an inbox's stored definition.
type inboxDef struct {
	Response InboxResponse `json:"response"`
}

// Inbox is an inbox as the API shows it.
type Inbox struct {
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Port      int           `json:"port"`
	URL       string        `json:"url"`
	Running   bool          `json:"running"`
	Response  InboxResponse `json:"response"`
	Captures  int64         `json:"captures"` // captures held now
	LastSeq   int64         `json:"lastSeq"`  // seq of the newest capture, 0 when none
	CreatedAt int64         `json:"createdAt"`
	UpdatedAt int64         `json:"updatedAt"`
}

// CapturePage is one page of GET /inbox/:id/captures.
type CapturePage struct {
	Captures []store.Capture `json:"captures"`
	HasMore  bool            `json:"hasMore"`
}

// InboxSettings are the live settings an inbox reads per capture.
type InboxSettings struct {
	MaxBodyBytes int64 // maxTraceBodyBytes: the part of a body kept
	Keep         int64 // maxInboxCaptures: captures kept per inbox
}

// Inboxes runs the webhook inboxes: each captures every request sent to
// its port into SQLite and answers its configured response.
//
// Captures travel from the handlers to one writer goroutine through a
// queue, and the writer stores them in batches (one transaction per
// batch), so a burst costs one commit per batch rather than per request.
// The queue is bounded: when it is full a handler waits for room, which
// slows the sender down but never drops a capture.
type Inboxes struct {
	host     *Host
	st       *store.Store
	log      *logs.Logger
	settings func() InboxSettings
	now      func() time.Time

	// queue holds captures not yet written. 8192 entries is 1.6 s of a
	// 5,000 requests/s stream: room for a writer stalled by a checkpoint
	// or a busy database before any sender waits.
	queue   chan store.Capture
	closing chan struct{} // closed by Close: the writer drains and ends
	// hurry asks the writer to commit what it holds without lingering
	// (Clear waits for the captures answered before it).
	hurry chan struct{}
	// queued counts the captures handed to the writer, settled those it
	// has written (or lost with a failed batch); Clear waits until settled
	// reaches what queued was when it began.
	queued, settled atomic.Int64
	done            chan struct{} // closed when the writer has ended

	mu        sync.Mutex
	responses map[string]*atomic.Pointer[InboxResponse] // of running inboxes
	changed   chan struct{}                             // closed and replaced after each written batch
}

// NewInboxes starts the capture writer; Close ends it.
func NewInboxes(host *Host, st *store.Store, log *logs.Logger, settings func() InboxSettings) *Inboxes {
	m := &Inboxes{
		host: host, st: st, log: log, settings: settings, now: time.Now,
		queue:     make(chan store.Capture, captureQueueLength),
		closing:   make(chan struct{}),
		hurry:     make(chan struct{}, 1),
		done:      make(chan struct{}),
		responses: map[string]*atomic.Pointer[InboxResponse]{},
		changed:   make(chan struct{}),
	}
	go m.write()
	return m
}

// Close writes the captures still queued and ends the writer. Call it
// after the host has stopped the inboxes.
func (m *Inboxes) Close() {
	select {
	case <-m.closing:
	default:
		close(m.closing)
	}
	<-m.done
}

// Changed returns a channel closed when the next batch of captures has
// been written; take it before reading captures, then wait on it.
func (m *Inboxes) Changed() <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.changed
}

func (m *Inboxes) write() {
	defer close(m.done)
	batch := make([]store.Capture, 0, captureBatch)
	// held is an upper bound of the captures each inbox holds, kept by
	// this goroutine alone: the oldest are trimmed only when it passes the
	// cap, since a trim walks up to keep index entries. A clear or a
	// delete elsewhere only lowers the true count, so the bound holds.
	held := map[string]int64{}
	for {
		select {
		case c := <-m.queue:
			batch = append(batch[:0], c)
		case <-m.closing:
			for {
				batch = batch[:0]
				m.fill(&batch)
				if len(batch) == 0 {
					return
				}
				m.flush(batch, held)
			}
		}
		m.gather(&batch)
		m.flush(batch, held)
	}
}

// gather adds to batch what the queue holds, then what arrives within
// captureLinger, until the batch is full or the writer is closing.
func (m *Inboxes) gather(batch *[]store.Capture) {
	m.fill(batch)
	if len(*batch) >= captureBatch {
		return
	}
	t := time.NewTimer(captureLinger)
	defer t.Stop()
	for len(*batch) < captureBatch {
		select {
		case c := <-m.queue:
			*batch = append(*batch, c)
			m.fill(batch)
		case <-t.C:
			return
		case <-m.hurry:
			return
		case <-m.closing:
			return
		}
	}
}

// fill moves what the queue holds now into batch, up to its capacity.
func (m *Inboxes) fill(batch *[]store.Capture) {
	for len(*batch) < captureBatch {
		select {
		case c := <-m.queue:
			*batch = append(*batch, c)
		default:
			return
		}
	}
}

func (m *Inboxes) flush(batch []store.Capture, held map[string]int64) {
	keep := m.settings().Keep
	err := m.st.Update(context.Background(), func(tx *store.Tx) error {
		written, err := tx.InsertCaptures(batch)
		if err != nil {
			return err
		}
		for id, n := range written {
			h, known := held[id]
			if !known {
				if h, _, err = tx.CaptureStats(id); err != nil {
					return err
				}
			} else {
				h += n
			}
			if h > keep {
				if err := tx.TrimCaptures(id, keep); err != nil {
					return err
				}
				h = keep // at most: a bound is all the writer needs
			}
			held[id] = h
		}
		return nil
	})
	if err != nil {
		clear(held) // the transaction rolled back: recount on the next batch
	}
	if err != nil {
		m.log.Error("Webhook inbox captures could not be stored", logs.Cat("inbox"), logs.Err(err))
	}
	m.settled.Add(int64(len(batch)))
	m.mu.Lock()
	close(m.changed)
	m.changed = make(chan struct{})
	m.mu.Unlock()
}

// inboxInput is the body of POST /inbox.
type inboxInput struct {
	ID       codec.RawMessage `json:"id"`
	Name     *string          `json:"name"`
	Port     *int             `json:"port"`
	Response codec.RawMessage `json:"response"`
}

// Create stores and starts an inbox from the body of POST /inbox.
func (m *Inboxes) Create(ctx context.Context, body []byte) (Inbox, error) {
	var in inboxInput
	if err := decodeObject(body, &in); err != nil {
		return Inbox{}, err
	}
	if in.ID != nil {
		return Inbox{}, workspace.Fieldf("id", "id must be omitted: the engine mints inbox ids")
	}
	resp := InboxResponse{Status: 200, Headers: []Header{}}
	if len(in.Response) > 0 && string(in.Response) != "null" {
		var err error
		if resp, err = parseResponse(in.Response, resp); err != nil {
			return Inbox{}, err
		}
	}
	now := m.now().UnixMilli()
	def := store.SideServer{ID: workspace.NewID(PrefixInbox), Kind: KindInbox, CreatedAt: now, UpdatedAt: now}
	if in.Name != nil {
		def.Name = *in.Name
	}
	if in.Port != nil {
		def.Port = *in.Port
	}
	raw, err := codec.Marshal(inboxDef{Response: resp})
	if err != nil {
		return Inbox{}, err
	}
	def.Definition = raw
	return m.launch(ctx, def, resp)
}

func (m *Inboxes) launch(ctx context.Context, def store.SideServer, resp InboxResponse) (Inbox, error) {
	ptr := new(atomic.Pointer[InboxResponse])
	ptr.Store(&resp)
	m.mu.Lock()
	m.responses[def.ID] = ptr
	m.mu.Unlock()
	def, err := m.host.Launch(ctx, m.st, def, m.handler(def.ID, ptr))
	if err != nil {
		m.forget(def.ID)
		return Inbox{}, err
	}
	m.log.Info("The webhook inbox "+def.ID+" is listening on "+URL(def.Port), logs.Cat("inbox"))
	return m.view(ctx, def)
}

func (m *Inboxes) forget(id string) {
	m.mu.Lock()
	delete(m.responses, id)
	m.mu.Unlock()
}

// parseResponse merges a response object onto cur: absent members keep
// their value, null resets to the default.
func parseResponse(raw codec.RawMessage, cur InboxResponse) (InboxResponse, error) {
	var in struct {
		Status  codec.RawMessage `json:"status"`
		Headers codec.RawMessage `json:"headers"`
		Body    codec.RawMessage `json:"body"`
		DelayMs codec.RawMessage `json:"delayMs"`
	}
	if err := decodeObject(raw, &in); err != nil {
		return cur, prefixField("response", err)
	}
	if in.Status != nil {
		cur.Status = 200
		if string(in.Status) != "null" {
			if err := codec.Unmarshal(in.Status, &cur.Status); err != nil || cur.Status < 100 || cur.Status > 599 {
				return cur, workspace.Fieldf("response.status", "response.status must be an integer from 100 to 599")
			}
		}
	}
	if in.Headers != nil {
		cur.Headers = []Header{}
		if string(in.Headers) != "null" {
			hs, err := parseHeaders(in.Headers)
			if err != nil {
				return cur, prefixField("response", err)
			}
			cur.Headers = hs
		}
	}
	if in.Body != nil {
		cur.Body = ""
		if string(in.Body) != "null" {
			if err := codec.Unmarshal(in.Body, &cur.Body); err != nil {
				return cur, workspace.Fieldf("response.body", "response.body must be a string")
			}
		}
	}
	if in.DelayMs != nil {
		cur.DelayMs = 0
		if string(in.DelayMs) != "null" {
			if err := codec.Unmarshal(in.DelayMs, &cur.DelayMs); err != nil || cur.DelayMs < 0 || cur.DelayMs > MaxDelayMs {
				return cur, workspace.Fieldf("response.delayMs", "response.delayMs must be an integer from 0 to %d", MaxDelayMs)
			}
		}
	}
	return cur, nil
}

// parseHeaders reads headers as an array of {key, value} (an object of
// names to values is accepted too, in its member order).
func parseHeaders(raw codec.RawMessage) ([]Header, error) {
	out := []Header{}
	if len(raw) > 0 && raw[0] == '{' {
		members, _, err := codec.Members(raw)
		if err != nil {
			return nil, workspace.Fieldf("headers", "headers must be an array of {key, value} or an object of strings")
		}
		for _, mb := range members {
			var v string
			if err := codec.Unmarshal(mb.Value, &v); err != nil {
				return nil, workspace.Fieldf("headers."+mb.Key, "headers.%s must be a string", mb.Key)
			}
			out = append(out, Header{Key: mb.Key, Value: v})
		}
		return out, nil
	}
	var rows []struct {
		Key     *string `json:"key"`
		Value   string  `json:"value"`
		Enabled *bool   `json:"enabled"`
	}
	if err := codec.Unmarshal(raw, &rows); err != nil {
		return nil, workspace.Fieldf("headers", "headers must be an array of {key, value} or an object of strings")
	}
	for i, r := range rows {
		if r.Key == nil || *r.Key == "" || strings.ContainsAny(*r.Key, " \t\r\n:") || strings.ContainsAny(r.Value, "\r\n") {
			return nil, workspace.Fieldf("headers", "headers[%d] needs a header name (no spaces or colons) and a single-line value", i)
		}
		if r.Enabled != nil && !*r.Enabled {
			continue
		}
		out = append(out, Header{Key: *r.Key, Value: r.Value})
	}
	return out, nil
}

// handler captures every request and answers *resp.
func (m *Inboxes) handler(id string, resp *atomic.Pointer[InboxResponse]) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		start := time.Now()
		c := m.capture(ctx, id)
		m.queued.Add(1)
		select {
		case m.queue <- c:
		case <-m.closing:
			m.settled.Add(1) // never written: the engine is stopping
		}
		r := resp.Load()
		if r.DelayMs > 0 {
			t := time.NewTimer(time.Duration(r.DelayMs) * time.Millisecond)
			<-t.C
		}
		ctx.SetStatusCode(r.Status)
		for _, h := range r.Headers {
			ctx.Response.Header.Add(h.Key, h.Value)
		}
		ctx.Response.SetBodyString(r.Body)
		m.log.RequestIn("inbox", c.Method, c.Path, r.Status, time.Since(start), len(r.Body))
	}
}

// capture copies what the request holds (fasthttp reuses ctx).
func (m *Inboxes) capture(ctx *fasthttp.RequestCtx, id string) store.Capture {
	body := ctx.PostBody()
	c := store.Capture{
		ID:         workspace.NewID(prefixCapture),
		InboxID:    id,
		Method:     string(ctx.Method()),
		Path:       string(ctx.URI().PathOriginal()),
		Query:      string(ctx.URI().QueryString()),
		Headers:    rawHeaders(ctx.Request.Header.RawHeaders()),
		BodySize:   int64(len(body)),
		RemoteAddr: ctx.RemoteAddr().String(),
		ReceivedAt: m.now().UnixMilli(),
	}
	if limit := m.settings().MaxBodyBytes; int64(len(body)) > limit {
		body, c.BodyTruncated = body[:limit], true
	}
	if utf8.Valid(body) {
		c.Body = string(body)
	} else {
		c.Body, c.BodyEncoding = base64.StdEncoding.EncodeToString(body), "base64"
	}
	return c
}

// rawHeaders turns the header block as received into [{key, value}], in
// wire order with the names as sent. The JSON is written straight into
// one buffer (the capture path runs once per request).
func rawHeaders(raw []byte) codec.RawMessage {
	out := make([]byte, 0, len(raw)+len(raw)/2+16)
	out = append(out, '[')
	for line := range bytes.SplitSeq(raw, []byte("\n")) {
		line = bytes.TrimRight(line, "\r")
		k, v, ok := bytes.Cut(line, []byte(":"))
		if !ok || len(k) == 0 {
			continue
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(out, `{"key":`...)
		out = codec.AppendQuoted(out, k)
		out = append(out, `,"value":`...)
		out = codec.AppendQuoted(out, bytes.TrimSpace(v))
		out = append(out, '}')
	}
	return append(out, ']')
}

// get reads inbox id's stored definition.
func (m *Inboxes) get(ctx context.Context, id string) (store.SideServer, inboxDef, error) {
	var def store.SideServer
	err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		def, err = tx.SideServer(KindInbox, id)
		return err
	})
	if err != nil {
		return def, inboxDef{}, err
	}
	var d inboxDef
	if err := codec.Unmarshal(def.Definition, &d); err != nil {
		return def, d, err
	}
	if d.Response.Headers == nil {
		d.Response.Headers = []Header{}
	}
	return def, d, nil
}

func (m *Inboxes) view(ctx context.Context, def store.SideServer) (Inbox, error) {
	var d inboxDef
	if err := codec.Unmarshal(def.Definition, &d); err != nil {
		return Inbox{}, err
	}
	if d.Response.Headers == nil {
		d.Response.Headers = []Header{}
	}
	_, running := m.host.Port(def.ID)
	v := Inbox{ID: def.ID, Name: def.Name, Port: def.Port, URL: URL(def.Port), Running: running, Response: d.Response, CreatedAt: def.CreatedAt, UpdatedAt: def.UpdatedAt}
	err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		v.Captures, v.LastSeq, err = tx.CaptureStats(def.ID)
		return err
	})
	return v, err
}

// Get returns inbox id.
func (m *Inboxes) Get(ctx context.Context, id string) (Inbox, error) {
	def, _, err := m.get(ctx, id)
	if err != nil {
		return Inbox{}, err
	}
	return m.view(ctx, def)
}

// List returns every inbox, oldest first.
func (m *Inboxes) List(ctx context.Context) ([]Inbox, error) {
	var defs []store.SideServer
	if err := m.st.View(ctx, func(tx *store.Tx) error {
		var err error
		defs, err = tx.SideServers(KindInbox)
		return err
	}); err != nil {
		return nil, err
	}
	out := make([]Inbox, 0, len(defs))
	for _, d := range defs {
		v, err := m.view(ctx, d)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// SetResponse merges body (the response object, or {response: …}) onto
// inbox id's response; a running inbox answers it from the next capture.
func (m *Inboxes) SetResponse(ctx context.Context, id string, body []byte) (Inbox, error) {
	var wrapped struct {
		ID       codec.RawMessage `json:"id"`
		Response codec.RawMessage `json:"response"`
	}
	if err := decodeObject(body, &wrapped); err != nil {
		return Inbox{}, err
	}
	if wrapped.ID != nil && string(wrapped.ID) != `"`+id+`"` {
		return Inbox{}, workspace.Fieldf("id", "id must match the path id or be omitted")
	}
	var out store.SideServer
	err := m.st.Update(ctx, func(tx *store.Tx) error {
		def, err := tx.SideServer(KindInbox, id)
		if err != nil {
			return err
		}
		var d inboxDef
		if err := codec.Unmarshal(def.Definition, &d); err != nil {
			return err
		}
		src := codec.RawMessage(body)
		if wrapped.Response != nil {
			if string(wrapped.Response) == "null" {
				src = codec.RawMessage(`{"status":null,"headers":null,"body":null,"delayMs":null}`)
			} else {
				src = wrapped.Response
			}
		}
		if d.Response, err = parseResponse(src, d.Response); err != nil {
			return err
		}
		if def.Definition, err = codec.Marshal(d); err != nil {
			return err
		}
		def.UpdatedAt = m.now().UnixMilli()
		out = def
		m.mu.Lock()
		if ptr := m.responses[id]; ptr != nil {
			resp := d.Response
			ptr.Store(&resp)
		}
		m.mu.Unlock()
		return tx.PutSideServer(def)
	})
	if err != nil {
		return Inbox{}, err
	}
	return m.view(ctx, out)
}

// Start starts a stopped inbox on its stored port.
func (m *Inboxes) Start(ctx context.Context, id string) (Inbox, error) {
	def, d, err := m.get(ctx, id)
	if err != nil {
		return Inbox{}, err
	}
	if _, running := m.host.Port(id); running {
		return m.view(ctx, def)
	}
	return m.launch(ctx, def, d.Response)
}

// Stop stops a running inbox; its definition and captures stay.
func (m *Inboxes) Stop(ctx context.Context, id string) (Inbox, error) {
	def, _, err := m.get(ctx, id)
	if err != nil {
		return Inbox{}, err
	}
	if m.host.Stop(id) {
		m.log.Info("The webhook inbox "+id+" stopped", logs.Cat("inbox"))
	}
	m.forget(id)
	return m.view(ctx, def)
}

// Delete stops inbox id and removes it with its captures.
func (m *Inboxes) Delete(ctx context.Context, id string) error {
	if err := m.host.Remove(ctx, m.st, KindInbox, id); err != nil {
		return err
	}
	m.forget(id)
	return nil
}

// Captures returns a page of inbox id's captures: limit 1..100 (0 means
// 25); since < 0 means the newest page.
func (m *Inboxes) Captures(ctx context.Context, id string, since int64, limit int) (CapturePage, error) {
	if limit == 0 {
		limit = CapturesDefault
	}
	if limit < 1 || limit > CapturesMax {
		return CapturePage{}, workspace.Fieldf("limit", "limit must be an integer from 1 to %d", CapturesMax)
	}
	var p CapturePage
	err := m.st.View(ctx, func(tx *store.Tx) error {
		if _, err := tx.SideServer(KindInbox, id); err != nil {
			return err
		}
		var err error
		p.Captures, p.HasMore, err = tx.Captures(id, since, limit)
		return err
	})
	return p, err
}

// settle waits until every capture answered before the call has been
// written (the writer is asked not to linger), so a clear removes them
// too rather than see them stored after it.
func (m *Inboxes) settle(ctx context.Context) error {
	target := m.queued.Load()
	for {
		ch := m.Changed()
		if m.settled.Load() >= target {
			return nil
		}
		select {
		case m.hurry <- struct{}{}:
		default:
		}
		select {
		case <-ch:
		case <-m.done:
			return nil
		case <-ctx.Done():
			return fmt.Errorf("wait for the captures being written: %w", ctx.Err())
		}
	}
}

// Clear removes every capture of inbox id, those answered before the call
// and not yet written included, and returns how many.
func (m *Inboxes) Clear(ctx context.Context, id string) (int64, error) {
	if err := m.settle(ctx); err != nil {
		return 0, err
	}
	var n int64
	err := m.st.Update(ctx, func(tx *store.Tx) error {
		if _, err := tx.SideServer(KindInbox, id); err != nil {
			return err
		}
		var err error
		n, err = tx.ClearCaptures(id)
		return err
	})
	return n, err
}

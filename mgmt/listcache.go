package mgmt

import "sync"

// listCache keeps rendered GET /requests?collectionId= answers, each tagged
// with the database version (store.DataVersion) it was read at. An entry is
// served only while the version is unchanged, that is while nothing at all
// was committed, by this engine or anything else: it can never be stale.
type listCache struct {
	mu      sync.Mutex
	entries map[string]listEntry
	size    int // bytes held
}

type listEntry struct {
	version int64
	body    []byte
}

const (
	listCacheMaxBytes = 64 << 20 // all entries together
	listCacheMaxEntry = 16 << 20 // one answer larger than this is not kept
)

// get returns the cached answer for key at version, if any.
func (c *listCache) get(key string, version int64) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || e.version != version {
		return nil, false
	}
	return e.body, true
}

// put stores a copy of body for key at version. Entries of other versions
// can never be served again and are dropped.
func (c *listCache) put(key string, version int64, body []byte) {
	if len(body) > listCacheMaxEntry {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string]listEntry{}
	}
	for k, e := range c.entries {
		if e.version != version || c.size+len(body) > listCacheMaxBytes {
			c.size -= len(e.body)
			delete(c.entries, k)
		}
	}
	if old, ok := c.entries[key]; ok {
		c.size -= len(old.body)
	}
	c.entries[key] = listEntry{version: version, body: append([]byte(nil), body...)}
	c.size += len(body)
}

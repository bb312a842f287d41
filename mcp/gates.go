package mcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"

	"github.com/svc-engine/svc-engine/codec"
	"github.com/svc-engine/svc-engine/config"
)

// Gates are the settings of the mcp config category as they hold for one
// listing or one call.
type Gates struct {
	WriteEnabled       bool
	Allowlist          []string // host, host:port or *.domain, lower case
	MaxRps             int
	MaxConcurrency     int
	MaxDurationSeconds int
	Disabled           map[string]bool // tool names
}

// defaultGates are the catalogue defaults, used for a key the engine does
// not declare.
func defaultGates() Gates {
	return Gates{MaxRps: 1000, MaxConcurrency: 50, MaxDurationSeconds: 300, Disabled: map[string]bool{}}
}

// Overrides are the environment's replacements of single gates (nil keeps
// the engine's value).
type Overrides struct {
	WriteEnabled       *bool
	Allowlist          *string
	MaxRps             *int
	MaxConcurrency     *int
	MaxDurationSeconds *int
	DisabledTools      *string
}

// Environment variables of the standalone program.
const (
	EnvEngineURL      = "SVC_MCP_ENGINE_URL"
	EnvWrite          = "SVC_MCP_WRITE"
	EnvAllowlist      = "SVC_MCP_ALLOWLIST"
	EnvMaxRps         = "SVC_MCP_MAX_RPS"
	EnvMaxConcurrency = "SVC_MCP_MAX_CONCURRENCY"
	EnvMaxDuration    = "SVC_MCP_MAX_DURATION"
	EnvDisabledTools  = "SVC_MCP_DISABLED_TOOLS"
	EnvLogDir         = "SVC_LOG_DIR"
)

// DefaultEngineURL is where the engine listens unless SVC_MCP_ENGINE_URL
// says otherwise.
const DefaultEngineURL = "http://127.0.0.1:9876"

// ParseOverrides reads the SVC_MCP_* gate overrides through getenv; an
// unset or empty variable overrides nothing, and a malformed one is an
// error naming it.
func ParseOverrides(getenv func(string) string) (Overrides, error) {
	var o Overrides
	if v := strings.TrimSpace(getenv(EnvWrite)); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return o, fmt.Errorf("%s must be true or false, not %q", EnvWrite, v)
		}
		o.WriteEnabled = &b
	}
	if v := getenv(EnvAllowlist); strings.TrimSpace(v) != "" {
		norm, err := config.NormalizeMCPAllowlist(v)
		if err != nil {
			return o, fmt.Errorf("%s %w", EnvAllowlist, err)
		}
		o.Allowlist = &norm
	}
	for _, n := range []struct {
		env string
		dst **int
	}{{EnvMaxRps, &o.MaxRps}, {EnvMaxConcurrency, &o.MaxConcurrency}, {EnvMaxDuration, &o.MaxDurationSeconds}} {
		v := strings.TrimSpace(getenv(n.env))
		if v == "" {
			continue
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 1 {
			return o, fmt.Errorf("%s must be a whole number of at least 1, not %q", n.env, v)
		}
		*n.dst = &i
	}
	if v := getenv(EnvDisabledTools); strings.TrimSpace(v) != "" {
		o.DisabledTools = &v
	}
	return o, nil
}

// gateRead is the last GET /config answer the gates were decoded from:
// its ETag and the mcp values.
type gateRead struct {
	etag   string
	values map[string]string
}

// gates reads the mcp settings from GET /config, fresh for every listing
// and every call, and applies the overrides. The request names the ETag of
// the last answer read: the engine answers 304 while no setting was
// written since, and the values decoded then are used again; any write
// changes the ETag, so a flipped gate holds from the next call.
func (s *Server) gates(ctx context.Context) (Gates, error) {
	g := defaultGates()
	last := s.lastGates.Load()
	var known string
	if last != nil {
		known = last.etag
	}
	b, etag, err := s.engine.do(ctx, "GET", "/config", nil, nil, known)
	if err != nil {
		return g, fmt.Errorf("read the gates: %w", err)
	}
	var values map[string]string
	switch {
	case b == nil && last != nil && etag == last.etag: // 304
		values = last.values
	case b == nil:
		return g, errors.New("read the gates: GET /config answered 304 to a request it could not match")
	default:
		if values, err = gateValues(b); err != nil {
			return g, fmt.Errorf("read the gates: decode GET /config: %w", err)
		}
		if etag != "" {
			s.lastGates.Store(&gateRead{etag: etag, values: values})
		}
	}
	num := func(key string, dst *int) {
		if n, err := strconv.Atoi(values[key]); err == nil && n > 0 {
			*dst = n
		}
	}
	g.WriteEnabled = values[config.KeyMCPWriteEnabled] == "true"
	g.Allowlist = splitList(values[config.KeyMCPAllowlist])
	num(config.KeyMCPMaxRps, &g.MaxRps)
	num(config.KeyMCPMaxConcurrency, &g.MaxConcurrency)
	num(config.KeyMCPMaxDurationSeconds, &g.MaxDurationSeconds)
	for _, t := range splitList(values[config.KeyMCPDisabledTools]) {
		g.Disabled[t] = true
	}
	s.applyOverrides(&g)
	return g, nil
}

// gateEntry is the part of a config entry the gates read.
type gateEntry struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// gateMarker starts every entry of the mcp settings in the engine's
// compact GET /config answer. It cannot occur inside a string (its quotes
// would be escaped there), so each occurrence starts an entry object.
const gateMarker = `{"key":"mcp`

// gateValues returns the key and value of the mcp settings in a GET
// /config answer. The answer lists every setting with its description
// (tens of kilobytes), read for every call: only the entries that start
// with gateMarker are decoded, and an answer without any is decoded whole
// (an engine that writes its JSON otherwise, or declares no mcp setting).
func gateValues(b []byte) (map[string]string, error) {
	values := map[string]string{}
	for i := bytes.Index(b, []byte(gateMarker)); i >= 0; {
		var e gateEntry
		if err := codec.NewDecoder(b[i:]).Decode(&e); err != nil {
			return nil, fmt.Errorf("an mcp entry: %w", err)
		}
		values[e.Key] = e.Value
		next := bytes.Index(b[i+1:], []byte(gateMarker))
		if next < 0 {
			break
		}
		i += 1 + next
	}
	if len(values) > 0 {
		return values, nil
	}
	var cfg struct {
		Entries []gateEntry `json:"entries"`
	}
	if err := codec.Unmarshal(b, &cfg); err != nil {
		return nil, err
	}
	for _, e := range cfg.Entries {
		values[e.Key] = e.Value
	}
	return values, nil
}

func (s *Server) applyOverrides(g *Gates) {
	o := s.overrides
	if o.WriteEnabled != nil {
		g.WriteEnabled = *o.WriteEnabled
	}
	if o.Allowlist != nil {
		g.Allowlist = splitList(*o.Allowlist)
	}
	if o.MaxRps != nil {
		g.MaxRps = *o.MaxRps
	}
	if o.MaxConcurrency != nil {
		g.MaxConcurrency = *o.MaxConcurrency
	}
	if o.MaxDurationSeconds != nil {
		g.MaxDurationSeconds = *o.MaxDurationSeconds
	}
	if o.DisabledTools != nil {
		g.Disabled = map[string]bool{}
		for _, t := range splitList(*o.DisabledTools) {
			g.Disabled[t] = true
		}
	}
}

// splitList splits a comma-separated setting into its trimmed, non-empty,
// lower-cased members.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.ToLower(strings.TrimSpace(p)); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// allowed reports whether host (a name or an address) with port (decimal,
// never empty) is on the allowlist: an entry host matches every port, an
// entry host:port that port only, and *.domain every name that ends in
// .domain (never an address).
func (g Gates) allowed(host, port string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	_, ipErr := netip.ParseAddr(host)
	for _, e := range g.Allowlist {
		if suffix, ok := strings.CutPrefix(e, "*."); ok {
			if ipErr != nil && strings.HasSuffix(host, "."+suffix) {
				return true
			}
			continue
		}
		if h, p, err := net.SplitHostPort(e); err == nil {
			if h == host && p == port {
				return true
			}
			continue
		}
		if strings.Trim(e, "[]") == host {
			return true
		}
	}
	return false
}

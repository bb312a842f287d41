package config

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
)

// CategoryMCP holds the gates of the agent tool server (svc-mcp), read
// fresh for every tool listing and every tool call.
const CategoryMCP = "mcp"

// UnitSeconds is the unit of a setting counted in seconds.
const UnitSeconds = "seconds"

// Keys of the mcp category.
const (
	KeyMCPWriteEnabled        = "mcpWriteEnabled"
	KeyMCPAllowlist           = "mcpAllowlist"
	KeyMCPMaxRps              = "mcpMaxRps"
	KeyMCPMaxConcurrency      = "mcpMaxConcurrency"
	KeyMCPMaxDurationSeconds  = "mcpMaxDurationSeconds"
	KeyMCPDisabledTools       = "mcpDisabledTools"
	maxMCPListEntries         = 1000
	mcpAllowlistRule          = "must be a comma-separated list of host, host:port or *.domain"
	mcpDisabledToolsRuleIntro = "must be a comma-separated list of tool names"
)

// NormalizeMCPAllowlist checks a comma-separated allowlist of host,
// host:port (an IPv6 address in brackets) and *.domain entries and returns
// it trimmed, lower-cased and joined with ",". The error text completes a
// sentence that starts with the setting's name.
func NormalizeMCPAllowlist(s string) (string, error) {
	var out []string
	for _, raw := range strings.Split(s, ",") {
		e := strings.ToLower(strings.TrimSpace(raw))
		if e == "" {
			continue
		}
		if err := checkAllowlistEntry(e); err != nil {
			return "", fmt.Errorf("%s; entry %q %w", mcpAllowlistRule, e, err)
		}
		out = append(out, e)
	}
	if len(out) > maxMCPListEntries {
		return "", fmt.Errorf("%s of at most %d entries", mcpAllowlistRule, maxMCPListEntries)
	}
	return strings.Join(out, ","), nil
}

func checkAllowlistEntry(e string) error {
	host := e
	if suffix, ok := strings.CutPrefix(e, "*."); ok {
		if strings.ContainsAny(suffix, "*:") {
			return errors.New("may hold only one leading *. and no port")
		}
		host = suffix
	} else if h, p, err := net.SplitHostPort(e); err == nil {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return errors.New("has a port outside 1 to 65535")
		}
		host = h
	} else if strings.HasPrefix(e, "[") && strings.HasSuffix(e, "]") {
		host = e[1 : len(e)-1]
	}
	if host == "" || strings.Contains(host, "*") {
		return errors.New("names no host")
	}
	if net.ParseIP(host) != nil {
		return nil
	}
	for _, r := range host {
		if !isHostChar(r) {
			return errors.New("is not a host name, an address or *.domain")
		}
	}
	return nil
}

// normalizeToolList checks a comma-separated list of tool names (lower
// case letters, digits and _) and returns it trimmed and joined with ",".
func normalizeToolList(s string) (string, error) {
	var out []string
	for _, raw := range strings.Split(s, ",") {
		t := strings.TrimSpace(raw)
		if t == "" {
			continue
		}
		for _, r := range t {
			if !isToolChar(r) {
				return "", fmt.Errorf("%s (lower-case letters, digits and _); %q is not one", mcpDisabledToolsRuleIntro, t)
			}
		}
		out = append(out, t)
	}
	if len(out) > maxMCPListEntries {
		return "", fmt.Errorf("%s of at most %d entries", mcpDisabledToolsRuleIntro, maxMCPListEntries)
	}
	return strings.Join(out, ","), nil
}

func isHostChar(r rune) bool { return isToolChar(r) || r == '-' || r == '.' }

func isToolChar(r rune) bool { return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '_' }

package config

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
)

// checkString applies the rules of the string entry key to s, which has
// already been trimmed, and returns its canonical form. The error text
// completes a sentence that starts with the key.
func checkString(key, s string) (string, error) {
	switch key {
	case KeyCorrelationIDHeader:
		return s, checkHeaderName(s)
	case KeyProxyURL, KeyProxySystemURL:
		return s, checkProxyURL(s)
	case KeyProxyBypass:
		return normalizeBypass(s)
	case KeyCustomCACertificates:
		return normalizePathList(s)
	case KeyMCPAllowlist:
		return NormalizeMCPAllowlist(s)
	case KeyMCPDisabledTools:
		return normalizeToolList(s)
	default:
		if hasControl(s) {
			return "", errors.New("must not contain control characters")
		}
		return s, nil
	}
}

// checkHeaderName accepts a non-empty HTTP field name (an RFC 9110 token).
func checkHeaderName(s string) error {
	if s == "" {
		return errors.New("must not be empty")
	}
	for _, r := range s {
		if !isTokenChar(r) {
			return fmt.Errorf("must be a valid HTTP header name (letters, digits and !#$%%&'*+-.^_`|~), got %q", s)
		}
	}
	return nil
}

func isTokenChar(r rune) bool {
	switch {
	case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', '0' <= r && r <= '9':
		return true
	default:
		return strings.ContainsRune("!#$%&'*+-.^_`|~", r)
	}
}

// checkProxyURL accepts "" or an absolute proxy URL. The value is never
// echoed in the error because it may carry a password.
func checkProxyURL(s string) error {
	if s == "" {
		return nil
	}
	const rule = "must be empty or a URL like scheme://user:password@host:port with scheme http, https, socks5 or socks5h"
	if hasControl(s) || strings.ContainsFunc(s, unicode.IsSpace) {
		return errors.New(rule + "; it contains spaces or control characters")
	}
	if !strings.Contains(s, "://") {
		return errors.New(rule + "; the scheme is missing")
	}
	u, err := url.Parse(s)
	if err != nil {
		return errors.New(rule + "; it cannot be parsed")
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "socks5", "socks5h":
	default:
		if u.Scheme == "" {
			return errors.New(rule + "; the scheme is missing")
		}
		return fmt.Errorf("%s; scheme %q is not supported", rule, u.Scheme)
	}
	if u.Opaque != "" || u.Hostname() == "" {
		return errors.New(rule + "; the host is missing")
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return fmt.Errorf("%s; port %q is not between 1 and 65535", rule, p)
		}
	}
	return nil
}

// normalizeBypass checks a comma-separated list of NO_PROXY style
// patterns and returns it with blanks and empty items removed. A pattern
// is "*", a host name optionally prefixed by "." or "*.", an IP address
// or a CIDR range, the host name and IP forms optionally followed by a
// port.
func normalizeBypass(s string) (string, error) {
	var patterns []string
	for p := range strings.SplitSeq(s, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if !validBypassPattern(p) {
			return "", fmt.Errorf("must be a comma-separated list of host names, domains (.example.com or *.example.com), IP addresses or CIDR ranges, got invalid entry %q", p)
		}
		patterns = append(patterns, p)
	}
	return strings.Join(patterns, ","), nil
}

func validBypassPattern(p string) bool {
	if p == "*" {
		return true
	}
	if strings.Contains(p, "/") {
		_, err := netip.ParsePrefix(p)
		return err == nil
	}
	if _, err := netip.ParseAddr(p); err == nil {
		return true
	}
	if _, err := netip.ParseAddrPort(p); err == nil {
		return true
	}
	host := p
	if i := strings.LastIndexByte(p, ':'); i >= 0 {
		port, err := strconv.Atoi(p[i+1:])
		if err != nil || port < 1 || port > 65535 {
			return false
		}
		host = p[:i]
	}
	if rest, ok := strings.CutPrefix(host, "*."); ok {
		host = rest
	} else if rest, ok := strings.CutPrefix(host, "."); ok {
		host = rest
	}
	return validHostName(host)
}

// validHostName accepts dot-separated labels of letters, digits, '-' and
// '_' (and any non-ASCII letter, for internationalized names).
func validHostName(h string) bool {
	if h == "" || len(h) > 253 {
		return false
	}
	for label := range strings.SplitSeq(h, ".") {
		if label == "" || len(label) > 63 {
			return false
		}
		for _, r := range label {
			if r != '-' && r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	return true
}

// normalizePathList checks a list of file paths separated by the OS path
// list separator and returns it with blanks and empty items removed.
// Whether the files exist is not checked here.
func normalizePathList(s string) (string, error) {
	var paths []string
	for _, p := range filepath.SplitList(s) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if hasControl(p) {
			return "", fmt.Errorf("must be a list of file paths separated by %q without control characters", string(filepath.ListSeparator))
		}
		paths = append(paths, p)
	}
	return strings.Join(paths, string(filepath.ListSeparator)), nil
}

func hasControl(s string) bool {
	return strings.ContainsFunc(s, unicode.IsControl)
}

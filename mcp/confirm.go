package mcp

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/svc-engine/svc-engine/hostguard"
)

// confirmed asks for confirmation through elicitation when the client
// declared that capability, else reads the argument confirmed: true.
func (s *Server) confirmed(ctx context.Context, t *tool, c *call) (bool, error) {
	if ms := server.ServerFromContext(ctx); ms != nil && clientElicits(ctx) {
		res, err := ms.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{
			Message: "Allow " + t.name + "? It will " + t.preview(c) + ".",
			RequestedSchema: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"confirm": map[string]any{"type": "boolean", "title": "Confirm", "description": "Yes, " + t.preview(c) + "."},
				},
				"required": []string{"confirm"},
			},
		}})
		if err != nil {
			return false, fmt.Errorf("ask the client to confirm %s: %w", t.name, err)
		}
		if res.Action != mcp.ElicitationResponseActionAccept {
			return false, nil
		}
		content, _ := res.Content.(map[string]any)
		ok, _ := content["confirm"].(bool)
		return ok, nil
	}
	ok, _, err := c.boolean("confirmed")
	return ok, err
}

// clientElicits reports whether the session's client declared elicitation.
func clientElicits(ctx context.Context) bool {
	sess, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	return ok && sess.GetClientCapabilities().Elicitation != nil
}

// checkTargets refuses the first URL whose host is not on the allowlist,
// unless it is a loopback service the engine hosts (a mock server, a mock
// issuer or an inbox).
func (s *Server) checkTargets(ctx context.Context, g Gates, urls []string) error {
	var hosted map[string]bool
	for _, raw := range urls {
		u, err := url.Parse(strings.TrimSpace(raw))
		if err != nil || u.Host == "" {
			return argErr("url", "%q is not an absolute URL, so its host cannot be checked against the allowlist", raw)
		}
		host, port := u.Hostname(), u.Port()
		if port == "" {
			port = "80"
			if strings.EqualFold(u.Scheme, "https") || strings.EqualFold(u.Scheme, "wss") {
				port = "443"
			}
		}
		if g.allowed(host, port) {
			continue
		}
		if hostguard.LoopbackHost(host) {
			if hosted == nil {
				hosted = s.hostedPorts(ctx)
			}
			if hosted[port] {
				continue
			}
		}
		return &Refusal{Gate: "mcpAllowlist", Msg: fmt.Sprintf("the target %s is not on the allowlist (the mcpAllowlist setting); loopback services the engine hosts are exempt", net.JoinHostPort(host, port))}
	}
	return nil
}

// hostedPorts lists the loopback ports of the engine's running mock
// servers, mock issuers and inboxes (a list that cannot be read adds
// nothing, and a stopped server's port is not exempt).
func (s *Server) hostedPorts(ctx context.Context) map[string]bool {
	ports := map[string]bool{}
	for _, path := range []string{"/mock", "/mock-issuer", "/inbox"} {
		v, err := s.engine.value(ctx, "GET", path, nil, nil)
		if err != nil {
			continue
		}
		for _, item := range listItems(v) {
			m, _ := item.(map[string]any)
			if running, ok := m["running"].(bool); (ok && !running) || m["status"] == "stopped" {
				continue
			}
			for _, k := range []string{"url", "issuer"} {
				if s, _ := m[k].(string); s != "" {
					if u, err := url.Parse(s); err == nil && hostguard.LoopbackHost(u.Hostname()) && u.Port() != "" {
						ports[u.Port()] = true
					}
				}
			}
			if p, ok := m["port"]; ok && p != nil {
				ports[fmt.Sprint(p)] = true
			}
		}
	}
	return ports
}

// listItems returns the rows of a list answer: a bare array, or the array
// under items, data or a name ending in s.
func listItems(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case map[string]any:
		for _, k := range []string{"items", "data", "mocks", "issuers", "inboxes", "servers"} {
			if a, ok := x[k].([]any); ok {
				return a
			}
		}
	}
	return nil
}

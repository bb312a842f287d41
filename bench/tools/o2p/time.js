// Times openapi-to-postmanv2 (Postman's own OpenAPI converter) on one document,
// in-process after loading, for the import peer ratio of make bench.
const fs = require('fs');
const Converter = require(process.env.O2P_MODULE || 'openapi-to-postmanv2');
const file = process.argv[2];
const data = fs.readFileSync(file, 'utf8');
const t0 = process.hrtime.bigint();
Converter.convert({ type: 'string', data }, {}, (err, res) => {
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (err || !res.result) { console.log(JSON.stringify({ file, error: String(err || res.reason) })); return; }
  console.log(JSON.stringify({ file, ms, rssMiB: process.memoryUsage().rss / 1048576 }));
});

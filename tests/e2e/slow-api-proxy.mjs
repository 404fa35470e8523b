// Test-only Store API proxy: forwards to the real Store API (UPSTREAM) and misbehaves for page
// lookups whose path contains a marker, so the storefront's real timeout and error paths run:
//   __slow → answers after DELAY_MS (beyond STORE_API_TIMEOUT_MS: 408)
//   __broken → drops the connection (unreachable: 502)
//   __fail → 500 error envelope, __down → 503 error envelope
import { createServer } from 'node:http';

const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:4399';
const delayMs = Number(process.env.DELAY_MS ?? 4000);

const envelope = (status, code) =>
  JSON.stringify({ errors: [{ status: String(status), code, title: code, detail: `proxy: ${code}` }] });

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const text = body.toString();
  if (text.includes('__broken')) return req.socket.destroy();
  if (text.includes('__fail') || text.includes('__down')) {
    const status = text.includes('__fail') ? 500 : 503;
    res.writeHead(status, { 'content-type': 'application/json' });
    return res.end(envelope(status, status === 500 ? 'FRAMEWORK__INTERNAL_ERROR' : 'SERVICE_UNAVAILABLE'));
  }
  if (text.includes('__slow')) await new Promise((resolve) => setTimeout(resolve, delayMs));
  try {
    const headers = { ...req.headers };
    delete headers.host;
    delete headers['content-length'];
    const response = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const out = Buffer.from(await response.arrayBuffer());
    const passed = Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    res.writeHead(response.status, passed);
    res.end(out);
  } catch {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  }
});

server.listen(Number(process.env.PROXY_PORT ?? 0), '127.0.0.1', () => {
  console.log(`PROXY_PORT=${server.address().port}`);
});

// The baseline: a plain Node file server returning one HTML file from disk for every request.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
createServer(async (req, res) => {
  if (req.url === '/healthz') return res.end('ok');
  const body = await readFile(file);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1');

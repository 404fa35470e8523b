// Serves the built shop: static files (precompressed) and anonymous pages from the page cache are
// answered here, before Astro runs at all; everything else goes to the Astro standalone handler.
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import { checkDataDir, DataDirProblem, defaultDataDir } from '../src/server/db/data-dir.ts';
import { logger, logRequest } from '../src/server/ops/logger.ts';
import { observeRequest } from '../src/server/ops/metrics.ts';
import { requestIdOf } from '../src/server/ops/request-id.ts';
import { securityHeaders, servedOverHttps } from '../src/shared/security-headers.ts';
import { staticFiles } from './static-files.mjs';

export async function serve() {
  embeddedDatabasePreflight();
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // React (an external of the server build) picks its build from NODE_ENV when first imported: without
  // this, every page rendered with the development build's checks.
  // The refusals of demo secrets in production follow the operator's NODE_ENV, not this default.
  process.env.B2B_DECLARED_NODE_ENV ??= process.env.NODE_ENV ?? '';
  process.env.NODE_ENV ??= 'production';
  const { handler } = await import(join(process.cwd(), 'dist/server/entry.mjs'));
  // Registered by the page cache module once the app has loaded it (on the first request).
  const LOOKUP = Symbol.for('b2b.pageCache.lookup');
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '0.0.0.0';
  const serveStatic = staticFiles(join(process.cwd(), 'dist/client'));
  // Rendered pages of a session and API answers are compressed on the fly (brotli at a fast level).
  const compress = compression();
  const server = createServer((req, res) => {
    // On everything answered here; Astro's own answers set the same again (src/middleware.ts).
    const https = servedOverHttps(
      Boolean(req.socket.encrypted),
      req.socket.remoteAddress,
      req.headers['x-forwarded-proto'],
    );
    for (const [name, value] of securityHeaders(https)) res.setHeader(name, value);
    if (serveStatic(req, res)) return;
    const started = performance.now();
    const { host = '', cookie, 'accept-encoding': encoding } = req.headers;
    const requestId = requestIdOf(req.headers['x-request-id'], req.socket.remoteAddress);
    const hit = globalThis[LOOKUP]?.(req.method, host, req.url ?? '/', cookie, encoding);
    // Astro's middleware logs and counts the rest, under this id (its `locals`).
    if (!hit) return compress(req, res, () => handler(req, res, undefined, { requestId }));
    // One by one: writeHead cannot merge a header list with the headers set above.
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
    res.writeHead(hit.status);
    res.end(hit.body);
    const seconds = (performance.now() - started) / 1000;
    observeRequest('page', hit.route, 'GET', hit.status, seconds);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const durationMs = Math.round(seconds * 1000);
    logRequest({ requestId, method: 'GET', path, status: hit.status, durationMs, cached: true });
  });
  // Idle keep-alive connections are closed by the client or the load balancer in front (their idle timeouts
  // are commonly 60 s), not by the shop: a request sent just as the server closed the connection would be
  // reset (Node's default is 5 s, which the e2e suite's API clients hit on a busy machine: ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  logger.info({ host, port }, `listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  return server;
}

/**
 * The embedded database opens on the first request; a directory it cannot write is found now instead,
 * so the shop refuses to start with a clear message rather than answering 500s. (An unreachable
 * PostgreSQL is different: it may come back, and /readyz says when.)
 */
function embeddedDatabasePreflight() {
  if (process.env.DATABASE_URL || process.env.STORE_API_URL) return;
  try {
    checkDataDir(defaultDataDir());
  } catch (error) {
    if (!(error instanceof DataDirProblem)) throw error;
    logger.fatal(`cannot start: ${error.message}`);
    process.exit(1);
  }
}

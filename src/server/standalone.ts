import { serve } from '@hono/node-server';
import { previewTokenProblem } from './cms/preview.ts';
import { DataDirProblem } from './db/data-dir.ts';
import { sellerConfigProblem } from './documents/seller-config.ts';
import type { HostBindings } from './http/client-address.ts';
import { logger, logRequest, withRequestId } from './ops/logger.ts';
import { livenessResponse, metricsResponse, readinessResponse } from './ops/probes.ts';
import { requestIdOf } from './ops/request-id.ts';
import { storeApiRuntime } from './runtime.ts';

/** Serves the Store API on its own (without the storefront): `node src/server/standalone.ts`. */
const problem = previewTokenProblem(process.env);
if (problem) {
  logger.fatal(`refusing to start in production: ${problem}`);
  process.exit(1);
}
const sellerProblem = sellerConfigProblem(process.env);
if (sellerProblem) {
  logger.fatal(`refusing to start: ${sellerProblem}`);
  process.exit(1);
}
const { app } = await storeApiRuntime().catch((error: unknown) => {
  if (!(error instanceof DataDirProblem)) throw error;
  logger.fatal(`cannot start: ${error.message}`);
  process.exit(1);
});
const port = Number(process.env.STORE_API_PORT ?? 8000);
// The node server hands the socket to the app (HostBindings.incoming): the client address comes from it.
serve({ port, fetch: logged });
logger.info({ port }, `Store API listening on http://localhost:${port}/store-api`);

/** The operations endpoints the storefront serves otherwise (src/pages), for probes and scrapers. */
const probes: Record<string, (request: Request, env: HostBindings) => Promise<Response> | Response> = {
  '/healthz': livenessResponse,
  '/readyz': readinessResponse,
  '/metrics': (request, env) => metricsResponse(request.headers, env.incoming?.socket?.remoteAddress),
};

/** Without the storefront in front, the Store API writes the access log and answers X-Request-Id itself. */
async function logged(request: Request, env: HostBindings): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers.get('x-request-id'), env.incoming?.socket?.remoteAddress);
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const { method } = request;
  const path = new URL(request.url).pathname;
  const probe = probes[path];
  const response = await (probe && method === 'GET'
    ? probe(request, env)
    : withRequestId(requestId, () => app.fetch(new Request(request, { headers }), env)));
  const durationMs = Math.round(performance.now() - started);
  logRequest({ requestId, method, path, status: response.status, durationMs, cached: false });
  const answer = new Response(response.body, response);
  answer.headers.set('x-request-id', requestId);
  return answer;
}

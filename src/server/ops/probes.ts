import { readiness } from '../runtime.ts';
import { mayReadMetrics, metrics } from './metrics.ts';

// The operations endpoints as plain Responses, served by the storefront (src/pages) and by the
// Store API on its own (standalone.ts) alike.

const noStore = { 'cache-control': 'no-store' };

/** Liveness: the process answers. The database is readiness's concern (a restart would not fix it). */
export const livenessResponse = () => Response.json({ status: 'ok' }, { headers: noStore });

/** Readiness: send traffic here only when the database answers and every migration has run. */
export async function readinessResponse(): Promise<Response> {
  const { database, migrations } = await readiness();
  const ok = database && migrations;
  return Response.json(
    {
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'ok' : 'down',
      migrations: migrations ? 'ok' : 'pending',
    },
    { status: ok ? 200 : 503, headers: noStore },
  );
}

/** Prometheus scrape endpoint; refused to the public (see mayReadMetrics). */
export async function metricsResponse(headers: Headers, peer: string | undefined): Promise<Response> {
  if (!mayReadMetrics(headers, peer)) {
    return new Response('Forbidden\n', {
      status: 403,
      headers: { ...noStore, 'content-type': 'text/plain' },
    });
  }
  const { registry } = metrics;
  return new Response(await registry.metrics(), {
    headers: { ...noStore, 'content-type': registry.contentType },
  });
}

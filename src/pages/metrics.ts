import type { APIRoute } from 'astro';
import { mayReadMetrics, metrics } from '../server/ops/metrics.ts';
import { socketPeer } from '../shared/client-address.ts';

export const prerender = false;

/** Prometheus scrape endpoint; refused to the public (see mayReadMetrics). */
export const GET: APIRoute = async (context) => {
  const headers = { 'cache-control': 'no-store' };
  if (!mayReadMetrics(context.request.headers, socketPeer(context))) {
    return new Response('Forbidden\n', {
      status: 403,
      headers: { ...headers, 'content-type': 'text/plain' },
    });
  }
  const { registry } = metrics;
  return new Response(await registry.metrics(), {
    headers: { ...headers, 'content-type': registry.contentType },
  });
};

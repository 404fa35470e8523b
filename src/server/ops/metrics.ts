import { timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { statusClass } from './request-id.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Which server layer answered: the storefront (pages, /store-api mount) or the Store API app itself. */
export type Layer = 'page' | 'store-api';

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let pool: (() => PoolStats | null) | undefined;
  let cacheSize: (() => number) | undefined;
  return {
    registry,
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the raw path) and status class.',
      labelNames: ['layer', 'route', 'method', 'status_class', 'caller'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    errors: new Counter({
      name: 'http_request_errors_total',
      help: 'Answers with a 4xx or 5xx status, by route pattern and status class.',
      labelNames: ['layer', 'route', 'status_class'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: 'Anonymous page requests the page cache could answer (hit) or had to render (miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    throttled: new Counter({
      name: 'login_throttled_total',
      help: 'Login and one-time-password requests refused with 429 by the login throttle.',
      labelNames: ['route'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook delivery attempts (issue 30): delivered, to be retried, or failed for good.',
      labelNames: ['result'] as const,
      registers,
    }),
    dbUnavailable: new Counter({
      name: 'db_unavailable_errors_total',
      help: 'Errors that meant the database was unreachable, by where they were seen (pages then answer 503).',
      labelNames: ['source'] as const,
      registers,
    }),
    cacheEntries: new Gauge({
      name: 'page_cache_entries',
      help: 'Pages held in this instance’s page cache.',
      registers,
      collect() {
        if (cacheSize) this.set(cacheSize());
      },
    }),
    dbPool: new Gauge({
      name: 'db_pool_connections',
      help: 'node-postgres pool connections (total, idle, waiting clients); absent on embedded PGlite.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool?.();
        if (!stats) return;
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    }),
    watchPool(source: () => PoolStats | null) {
      pool = source;
    },
    watchPageCache(size: () => number) {
      cacheSize = size;
    },
  };
}

type Metrics = ReturnType<typeof createMetrics>;
// One set per process: scripts/serve.mjs loads this file from source, the built server its bundled copy.
const KEY = Symbol.for('b2b.ops.metrics');
const slot = globalThis as unknown as Record<symbol, Metrics | undefined>;
slot[KEY] ??= createMetrics();
export const metrics: Metrics = slot[KEY];

const THROTTLED_ROUTE = /login|otp/i;

/** Records one answered request. */
export function observeRequest(
  layer: Layer,
  route: string,
  method: string,
  status: number,
  seconds: number,
  caller = 'client',
): void {
  const status_class = statusClass(status);
  metrics.duration.observe({ layer, route, method, status_class, caller }, seconds);
  if (status >= 400) metrics.errors.inc({ layer, route, status_class });
  if (status === 429 && layer === 'store-api' && THROTTLED_ROUTE.test(route))
    metrics.throttled.inc({ route });
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without, only a
 * scraper on this machine that came straight to the socket (a request through a local reverse proxy
 * carries X-Forwarded-For and could come from anyone).
 */
export function mayReadMetrics(
  headers: Headers,
  peer: string | undefined,
  token = process.env.METRICS_TOKEN,
): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const loopback = peer !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(peer);
  return loopback && !headers.has('x-forwarded-for') && !headers.has('forwarded');
}

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, withRequestId } from '../../src/server/ops/logger.ts';
import { mayReadMetrics, metrics, observeRequest } from '../../src/server/ops/metrics.ts';
import { requestIdOf, statusClass } from '../../src/server/ops/request-id.ts';
import { parseTrustedProxies } from '../../src/shared/client-address.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8');

  it("keeps a trusted proxy's id and makes a fresh one for anybody else", () => {
    expect(requestIdOf('lb-42.a:b', '10.1.2.3', trusted)).toBe('lb-42.a:b');
    expect(requestIdOf('lb-42', '203.0.113.9', trusted)).toMatch(UUID);
    expect(requestIdOf(undefined, '10.1.2.3', trusted)).toMatch(UUID);
    expect(requestIdOf('a', '10.1.2.3', trusted)).not.toBe(requestIdOf(undefined, '10.1.2.3', trusted));
  });

  it('refuses ids that could forge log lines, even from a trusted proxy', () => {
    for (const forged of ['a b', 'x\n{"level":"error"}', 'x'.repeat(129), '<script>', ''])
      expect(requestIdOf(forged, '10.1.2.3', trusted)).toMatch(UUID);
  });

  it('buckets statuses into classes', () => {
    expect([200, 304, 404, 429, 503, 99, 700].map(statusClass)).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '1xx',
      '5xx',
    ]);
  });
});

describe('/metrics access', () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);

  it('without METRICS_TOKEN: only a scraper straight on the loopback socket', () => {
    expect(mayReadMetrics(headers(), '127.0.0.1', '')).toBe(true);
    expect(mayReadMetrics(headers(), '::1', '')).toBe(true);
    expect(mayReadMetrics(headers(), '::ffff:127.0.0.1', '')).toBe(true);
    expect(mayReadMetrics(headers(), '192.168.1.5', '')).toBe(false);
    expect(mayReadMetrics(headers(), undefined, '')).toBe(false);
    // A local reverse proxy forwards the public: it names them in X-Forwarded-For / Forwarded.
    expect(mayReadMetrics(headers({ 'x-forwarded-for': '198.51.100.1' }), '127.0.0.1', '')).toBe(false);
    expect(mayReadMetrics(headers({ forwarded: 'for=198.51.100.1' }), '127.0.0.1', '')).toBe(false);
  });

  it('with METRICS_TOKEN: the bearer token, from anywhere, and nothing else', () => {
    const bearer = (token: string) => headers({ authorization: `Bearer ${token}` });
    expect(mayReadMetrics(bearer('s3cret'), '203.0.113.9', 's3cret')).toBe(true);
    expect(mayReadMetrics(bearer('s3cre'), '203.0.113.9', 's3cret')).toBe(false);
    expect(mayReadMetrics(bearer('s3cretX'), '127.0.0.1', 's3cret')).toBe(false);
    expect(mayReadMetrics(headers(), '127.0.0.1', 's3cret')).toBe(false);
  });
});

describe('request metrics', () => {
  const value = async (name: string, labels: Record<string, string>) => {
    const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
    const found = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
    return found?.value ?? 0;
  };

  it('counts requests per route pattern, errors per status class and login refusals', async () => {
    const route = '/store-api/account/login';
    const before = {
      count: await value('http_request_duration_seconds', { route, le: '+Inf', status_class: '4xx' }),
      errors: await value('http_request_errors_total', { route, status_class: '4xx' }),
      throttled: await value('login_throttled_total', { route }),
    };
    observeRequest('store-api', route, 'POST', 401, 0.02);
    observeRequest('store-api', route, 'POST', 429, 0.01);
    observeRequest('store-api', route, 'POST', 200, 0.03);
    expect(await value('http_request_duration_seconds', { route, le: '+Inf', status_class: '4xx' })).toBe(
      before.count + 2,
    );
    expect(await value('http_request_errors_total', { route, status_class: '4xx' })).toBe(before.errors + 2);
    expect(await value('login_throttled_total', { route })).toBe(before.throttled + 1);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.025",layer="store-api",route="${route}"`,
    );
  });

  it('does not count a 429 of other routes as a login refusal', async () => {
    const before = await value('login_throttled_total', { route: '/store-api/search' });
    observeRequest('store-api', '/store-api/search', 'POST', 429, 0.01);
    expect(await value('login_throttled_total', { route: '/store-api/search' })).toBe(before);
  });
});

describe('JSON logs', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, logger: createLogger(stream) };
  };

  it("writes one object per line with time, level and msg, and the running request's id", async () => {
    const { lines, logger } = capture();
    logger.info('outside');
    await withRequestId('req-1', async () => {
      await Promise.resolve();
      logger.error({ err: new Error('boom') }, 'search failed');
      logger.info({ status: 200 }, 'GET /search 200');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.level, l.msg, l.requestId])).toEqual([
      ['info', 'outside', undefined],
      ['error', 'search failed', 'req-1'],
      ['info', 'GET /search 200', 'req-1'],
    ]);
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
    expect(lines[1]?.err).toMatchObject({ type: 'Error', message: 'boom' });
    // One line's fields never leak into the next line of the same request.
    expect(lines[2]).not.toHaveProperty('err');
  });
});

import { describe, expect, it } from 'vitest';
import { bufferedBody, FORM_LIMIT_BYTES, formLimit, TOO_LARGE } from '../../src/api/form-limit.ts';

const target = new URL('http://shop.test/auth/login');

/** A chunked body of `chunks` × 16 KB that counts how many chunks were pulled from it. */
function endless(chunks: number) {
  const pulled = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(16 * 1024).fill(97));
    },
  });
  const request = new Request(target, { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled };
}

describe('bufferedBody', () => {
  it('refuses a declared length over the limit without reading the body', async () => {
    const { request, pulled } = endless(100_000);
    request.headers.set('content-length', String(300 * 1024 * 1024));
    expect(await bufferedBody(request, target, FORM_LIMIT_BYTES)).toBe(TOO_LARGE);
    expect(pulled.count).toBeLessThanOrEqual(1);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = endless(100_000);
    expect(await bufferedBody(request, target, FORM_LIMIT_BYTES)).toBe(TOO_LARGE);
    // 64 KB is four chunks; the stream may have pulled one or two ahead, never the 1.6 GB.
    expect(pulled.count).toBeLessThan(10);
  });

  it('passes a body within the limit on as a request for the target', async () => {
    const request = new Request('http://shop.test/fr/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo.lead&password=x',
    });
    const out = await bufferedBody(request, target, FORM_LIMIT_BYTES);
    if (!(out instanceof Request)) throw new Error('expected a request');
    expect(out.url).toBe(target.href);
    expect(Object.fromEntries(await out.formData())).toEqual({ username: 'demo.lead', password: 'x' });
  });

  it('leaves GET alone and gives the CSV upload pages a larger limit', async () => {
    expect(await bufferedBody(new Request(target), target, 1)).toBeNull();
    expect(formLimit('/auth/login')).toBe(FORM_LIMIT_BYTES);
    expect(formLimit('/checkout')).toBeGreaterThan(5 * 1024 * 1024);
    expect(formLimit('/account/articlelinks/import/')).toBeGreaterThan(5 * 1024 * 1024);
  });
});

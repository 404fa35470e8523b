// The static file server of the built shop (scripts/static-files.mjs) on a real HTTP server, over
// files precompressed the way the build does it (src/build/precompress.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../scripts/static-files.mjs';
import { precompress } from '../../src/build/precompress.ts';
import { pickEncoding } from '../../src/shared/encoding.ts';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
let root: string;
let server: Server;
let origin: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'media'));
  writeFileSync(join(root, '_astro/app.AbC123.js'), script);
  writeFileSync(
    join(root, 'media/logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
  );
  writeFileSync(join(root, 'media/tiny.txt'), 'hi');
  expect(await precompress(root)).toBe(2);
  const serve = staticFiles(root);
  server = createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404).end('not static');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('answers brotli before gzip, with its own length, Vary and a year of immutable caching for hashed files', async () => {
    const br = await get('/_astro/app.AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/_astro/app.AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const plain = await get('/_astro/app.AbC123.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('revalidates files without a hash in their name', async () => {
    const first = await get('/media/logo.svg', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=0');
    expect(first.headers['content-type']).toBe('image/svg+xml');
    const again = await get('/media/logo.svg', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('serves ranges of the file itself, and HEAD without a body', async () => {
    const range = await get('/_astro/app.AbC123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(script.slice(0, 10));
    expect(range.headers['content-range']).toBe(`bytes 0-9/${script.length}`);

    const head = await get('/_astro/app.AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('leaves small files uncompressed and other paths to the shop', async () => {
    const tiny = await get('/media/tiny.txt', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect((await get('/_astro/app.AbC123.js.br')).body.toString()).toBe('not static');
    expect((await get('/lagers/')).body.toString()).toBe('not static');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

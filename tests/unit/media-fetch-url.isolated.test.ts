import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMediaUrl, isForbiddenAddress, MediaFetchError } from '../../src/server/media/fetch-url.ts';
import { sniffImage } from '../../src/server/media/sniff.ts';

// Test-only host names with fixed answers, so "every resolved address is checked" can be shown
// without a DNS server; everything else resolves for real.
vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns')>();
  const fixed: Record<string, { address: string; family: number }[]> = {
    'pinned.test': [{ address: '127.0.0.1', family: 4 }],
    'mixed.test': [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ],
  };
  const lookup = (host: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = fixed[host];
    if (answer) setImmediate(() => callback(null, answer));
    else real.lookup(host, options, callback as never);
  };
  return { ...real, lookup };
});

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : p)));
const u16le = (n: number) => [n & 0xff, n >> 8];
const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** A complete, valid PNG (RGB, 8 bit) of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([Buffer.from(u32be(data.length)), body, Buffer.from(u32be(crc32(body)))]);
  };
  const rows = Buffer.alloc((1 + width * 3) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0; // filter type "none"
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', bytes(u32be(width), u32be(height), [8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const gif = (w: number, h: number) => bytes('GIF89a', u16le(w), u16le(h), [0xf0, 0, 0], [0x3b]);
/** SOI, APP0/JFIF, a fill byte, DQT, then the given SOF marker with height and width, then SOS. */
const jpeg = (sof: number, w: number, h: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0, 16],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xff, 0xdb, 0, 4, 0, 0],
    [0xff, sof, 0, 17, 8, h >> 8, h & 0xff, w >> 8, w & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xda, 0, 2, 0xff, 0xd9],
  );
const riff = (chunk: string, data: number[]) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [data.length, 0, 0, 0], data);
const webpLossy = (w: number, h: number) =>
  riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(w), ...u16le(h)]);
function webpLossless(w: number, h: number) {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
}
const webpExtended = (w: number, h: number) =>
  riff('VP8X', [0x10, 0, 0, 0, (w - 1) & 0xff, (w - 1) >> 8, 0, (h - 1) & 0xff, (h - 1) >> 8, 0]);
const avif = (major: string, ...compatible: string[]) =>
  bytes(u32be(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImage', () => {
  it('recognises each raster format by its magic bytes and reads the size', () => {
    const size = (b: Uint8Array) => {
      const s = sniffImage(b);
      return s && [s.mimeType, s.extension, s.width, s.height];
    };
    expect(size(png(3, 2))).toEqual(['image/png', 'png', 3, 2]);
    expect(size(gif(320, 200))).toEqual(['image/gif', 'gif', 320, 200]);
    expect(size(jpeg(0xc0, 640, 480))).toEqual(['image/jpeg', 'jpg', 640, 480]);
    expect(size(jpeg(0xc2, 1025, 7))).toEqual(['image/jpeg', 'jpg', 1025, 7]); // progressive
    expect(size(webpLossy(800, 600))).toEqual(['image/webp', 'webp', 800, 600]);
    expect(size(webpLossless(400, 300))).toEqual(['image/webp', 'webp', 400, 300]);
    expect(size(webpExtended(4000, 3000))).toEqual(['image/webp', 'webp', 4000, 3000]);
    expect(size(avif('avif', 'mif1', 'miaf'))).toEqual(['image/avif', 'avif', null, null]);
    expect(size(avif('mif1', 'avis'))).toEqual(['image/avif', 'avif', null, null]);
  });

  it('refuses everything that is not one of those images', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg/>',
      '<!doctype html><html><body>hi</body></html>',
      '%PDF-1.7\n',
      'just text',
      '',
    ]) {
      expect(sniffImage(bytes(text))).toBeNull();
    }
    expect(sniffImage(avif('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    // Truncated signatures.
    for (const b of [[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8], ascii('GIF89'), ascii('RIFF\0\0\0\0WEB')]) {
      expect(sniffImage(Uint8Array.from(b))).toBeNull();
    }
  });

  it('never throws or reads out of bounds on truncated or garbage headers', () => {
    const samples = [
      png(3, 2),
      gif(1, 1),
      jpeg(0xc0, 9, 9),
      webpLossy(5, 5),
      webpLossless(5, 5),
      webpExtended(5, 5),
    ];
    for (const sample of samples) {
      for (let n = 0; n <= sample.length; n++) {
        const s = sniffImage(sample.subarray(0, n));
        if (s) expect(s.width === null).toBe(s.height === null); // a size is read whole or not at all
      }
    }
    // A JPEG with a zero segment length and one that runs off the end: a type, but no size.
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xc0]))?.width).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0]))?.width).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0, 9]))?.height).toBeNull();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed & 0xff;
    };
    for (let i = 0; i < 2000; i++) {
      const magic = samples[i % samples.length]?.subarray(0, 4 + (i % 12)) ?? new Uint8Array();
      const noise = Array.from({ length: i % 64 }, random);
      expect(() => sniffImage(Uint8Array.from([...magic, ...noise]))).not.toThrow();
    }
  });
});

const original = process.env.MEDIA_FETCH_ALLOW;
beforeEach(() => {
  delete process.env.MEDIA_FETCH_ALLOW;
});
afterEach(() => {
  if (original === undefined) delete process.env.MEDIA_FETCH_ALLOW;
  else process.env.MEDIA_FETCH_ALLOW = original;
});

describe('isForbiddenAddress', () => {
  it('refuses loopback, private, link-local, unique-local, multicast, reserved and embedded private v4', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      'not-an-ip',
    ]) {
      expect([ip, isForbiddenAddress(ip)]).toEqual([ip, true]);
    }
  });

  it('allows public addresses, also when embedded in IPv6', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:93.184.216.34']) {
      expect([ip, isForbiddenAddress(ip)]).toEqual([ip, false]);
    }
    expect(isForbiddenAddress('64:ff9b::5db8:d822')).toBe(false); // NAT64 of 93.184.216.34
  });

  it('lets MEDIA_FETCH_ALLOW open single addresses and CIDRs, read on every call', () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1, 10.1.0.0/16,bogus,192.168.0.0/';
    expect(isForbiddenAddress('127.0.0.1')).toBe(false);
    expect(isForbiddenAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isForbiddenAddress('127.0.0.2')).toBe(true);
    expect(isForbiddenAddress('10.1.200.3')).toBe(false);
    expect(isForbiddenAddress('10.2.0.1')).toBe(true);
    expect(isForbiddenAddress('192.168.1.1')).toBe(true); // a prefix-less "/" is no /0
    delete process.env.MEDIA_FETCH_ALLOW;
    expect(isForbiddenAddress('127.0.0.1')).toBe(true);
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const listen = (host: string, handler: Handler) =>
  new Promise<{ server: Server; port: number }>((resolve) => {
    const server = createServer(handler);
    server.listen(0, host, () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });

describe('fetchMediaUrl', () => {
  const image = png(3, 2);
  let main: { server: Server; port: number };
  let other: { server: Server; port: number }; // on 127.0.0.2, outside the test allowance
  let otherHits = 0;
  const endless = { written: 0, closed: false };
  let base = '';

  const routes: Record<string, Handler> = {
    '/img/Produkt%20Bild%C3%A4-1.png': (_, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(image),
    '/octet': (_, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(image),
    '/404': (_, res) => res.writeHead(404).end('not found'),
    '/svg': (_, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="x"/>'),
    '/html-as-png': (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<html></html>'),
    '/png-as-html': (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(image),
    '/declared-huge': (_, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(1024 ** 3) });
      res.write(image); // and never more: only the header can end this in time
    },
    '/endless': (_, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.on('close', () => {
        endless.closed = true;
      });
      const chunk = Buffer.alloc(16 * 1024);
      const pump = () => {
        while (!res.destroyed && endless.written < 1024 ** 3) {
          endless.written += chunk.length;
          if (!res.write(endless.written === chunk.length ? Buffer.concat([image, chunk]) : chunk)) {
            return void res.once('drain', pump);
          }
        }
      };
      pump();
    },
    '/stall-headers': () => {},
    '/stall-body': (_, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(image.length) });
      res.write(image.subarray(0, 10));
    },
  };
  const handler: Handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const n = Number(hops[1]);
      const location = n > 1 ? `/hops/${n - 1}` : '/img/Produkt%20Bild%C3%A4-1.png'; // n redirects
      return res.writeHead(n % 2 ? 302 : 307, { location }).end();
    }
    if (url.pathname === '/to')
      return res.writeHead(301, { location: url.searchParams.get('l') ?? '' }).end();
    (routes[url.pathname] ?? routes['/404'])?.(req, res);
  };

  beforeAll(async () => {
    main = await listen('127.0.0.1', handler);
    other = await listen('127.0.0.2', (req, res) => {
      otherHits++;
      handler(req, res);
    });
    base = `http://127.0.0.1:${main.port}`;
  });
  afterAll(() => {
    main.server.closeAllConnections();
    other.server.closeAllConnections();
    main.server.close();
    other.server.close();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof MediaFetchError ? error.code : String(error)),
    );

  it('downloads an image from an allowed address', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    const media = await fetchMediaUrl(`${base}/img/Produkt%20Bild%C3%A4-1.png`);
    expect(media.bytes.equals(image)).toBe(true);
    expect([media.mimeType, media.extension, media.width, media.height]).toEqual(['image/png', 'png', 3, 2]);
    expect(media.fileName).toBe('Produkt-Bild--1');
    // Redirects are followed (up to three by default); the name comes from the final URL.
    expect((await fetchMediaUrl(`${base}/hops/3`)).fileName).toBe('Produkt-Bild--1');
    // A host name is connected to at the address its vetted lookup returned.
    expect((await fetchMediaUrl(`http://pinned.test:${main.port}/hops/1`)).width).toBe(3);
    // Object stores send images as octet-stream: the bytes decide.
    expect((await fetchMediaUrl(`${base}/octet`)).mimeType).toBe('image/png');
  });

  it('refuses private addresses: literal, by name, and when any resolved address is private', async () => {
    const path = '/img/Produkt%20Bild%C3%A4-1.png';
    expect(await failure(fetchMediaUrl(`${base}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(`http://localhost:${main.port}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(`http://[::1]:${main.port}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(`http://[::ffff:127.0.0.1]:${main.port}${path}`))).toBe(
      'MEDIA_URL_FORBIDDEN',
    );
    expect(await failure(fetchMediaUrl(`http://2130706433:${main.port}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    expect(await failure(fetchMediaUrl(`http://mixed.test:${main.port}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(`http://[::1]:${main.port}${path}`))).toBe('MEDIA_URL_FORBIDDEN');
  });

  it('checks every redirect hop again', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    const to = (location: string) => `${base}/to?l=${encodeURIComponent(location)}`;
    const elsewhere = `http://127.0.0.2:${other.port}/hops/1`;
    expect(await failure(fetchMediaUrl(to(elsewhere)))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(to(`http://mixed.test:${main.port}/hops/1`)))).toBe(
      'MEDIA_URL_FORBIDDEN',
    );
    expect(await failure(fetchMediaUrl(to(`http://[::1]:${main.port}/hops/1`)))).toBe('MEDIA_URL_FORBIDDEN');
    expect(await failure(fetchMediaUrl(to('http://169.254.169.254/latest/meta-data/')))).toBe(
      'MEDIA_URL_FORBIDDEN',
    );
    expect(await failure(fetchMediaUrl(to('file:///etc/passwd')))).toBe('MEDIA_URL_INVALID');
    expect(otherHits).toBe(0);
    // The refusal is the check, not an unreachable server: allowed, the same chain succeeds.
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1,127.0.0.2';
    expect((await fetchMediaUrl(to(elsewhere))).width).toBe(3);
    expect(otherHits).toBe(2);
  });

  it('fails the download on too many redirects, HTTP errors and timeouts', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    expect(await failure(fetchMediaUrl(`${base}/hops/4`))).toBe('MEDIA_DOWNLOAD_FAILED');
    expect(await failure(fetchMediaUrl(`${base}/hops/1`, { maxRedirects: 0 }))).toBe('MEDIA_DOWNLOAD_FAILED');
    expect(await failure(fetchMediaUrl(`${base}/404`))).toBe('MEDIA_DOWNLOAD_FAILED');
    for (const path of ['/stall-headers', '/stall-body']) {
      const started = Date.now();
      await expect(fetchMediaUrl(`${base}${path}`, { timeoutMs: 200 })).rejects.toMatchObject({
        code: 'MEDIA_DOWNLOAD_FAILED',
        message: expect.stringContaining('timed out'),
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('stops reading as soon as the size cap is passed', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    const maxBytes = 64 * 1024;
    expect(await failure(fetchMediaUrl(`${base}/declared-huge`, { maxBytes }))).toBe('MEDIA_TOO_LARGE');
    expect(await failure(fetchMediaUrl(`${base}/endless`, { maxBytes }))).toBe('MEDIA_TOO_LARGE');
    // The socket was destroyed: the server sees the close long before it could send its gigabyte.
    await vi.waitFor(() => expect(endless.closed).toBe(true));
    expect(endless.written).toBeLessThan(64 * 1024 * 1024);
    // Within the cap the same kind of body is fine.
    expect(
      (await fetchMediaUrl(`${base}/img/Produkt%20Bild%C3%A4-1.png`, { maxBytes: image.length })).width,
    ).toBe(3);
  });

  it('refuses content that is not a raster image, whatever its content-type', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    for (const path of ['/svg', '/html-as-png', '/png-as-html']) {
      expect([path, await failure(fetchMediaUrl(`${base}${path}`))]).toEqual([
        path,
        'MEDIA_TYPE_NOT_ALLOWED',
      ]);
    }
  });

  it('refuses URLs that are not plain http(s)', async () => {
    process.env.MEDIA_FETCH_ALLOW = '127.0.0.1';
    for (const url of [
      'ftp://127.0.0.1/a.png',
      'file:///etc/passwd',
      'data:image/png;base64,iVBORw0KGgo=',
      `http://user:pw@127.0.0.1:${main.port}/hops/1`,
      `http://user@127.0.0.1:${main.port}/hops/1`,
      'not a url',
      '',
    ]) {
      expect([url, await failure(fetchMediaUrl(url))]).toEqual([url, 'MEDIA_URL_INVALID']);
    }
  });
});

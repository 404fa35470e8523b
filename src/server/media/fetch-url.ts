import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { safeFileName } from './files.ts';
import { type SniffedImage, sniffImage } from './sniff.ts';

/**
 * Downloads an image a connector names by URL (Admin API "upload media by URL") without letting the
 * URL reach the shop's own network (SSRF): every address a host name resolves to is vetted inside the
 * socket's own lookup, so the connection goes to exactly the address that was checked (no DNS
 * rebinding window), and each redirect hop is validated again.
 */

export type MediaFetchCode =
  | 'MEDIA_URL_INVALID'
  | 'MEDIA_URL_FORBIDDEN'
  | 'MEDIA_DOWNLOAD_FAILED'
  | 'MEDIA_TOO_LARGE'
  | 'MEDIA_TYPE_NOT_ALLOWED';

// A declared field, not a constructor parameter property: the server also runs under Node's type stripping.
export class MediaFetchError extends Error {
  readonly code: MediaFetchCode;

  constructor(code: MediaFetchCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'MediaFetchError';
  }
}

export type MediaFetchOptions = { maxBytes?: number; timeoutMs?: number; maxRedirects?: number };
export type FetchedMedia = SniffedImage & { bytes: Buffer; fileName: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Adds "ip" or "ip/prefix" entries to a block list; malformed entries are skipped. */
function addRanges(list: BlockList, entries: string): BlockList {
  for (const entry of entries.split(/[\s,]+/)) {
    const [net = '', prefix] = entry.split('/');
    const family = isIP(net);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const max = family === 4 ? 32 : 128;
    const bits = /^\d{1,3}$/.test(prefix ?? '') ? Number(prefix) : -1; // "10.0.0.0/" must not mean /0
    if (family === 0) continue;
    if (prefix === undefined) list.addAddress(net, type);
    else if (bits >= 0 && bits <= max) list.addSubnet(net, bits, type);
  }
  return list;
}

// Everything but public unicast. IPv4: "this network" (0.0.0.0), private, carrier-grade NAT, loopback,
// link-local (cloud metadata 169.254.169.254), IETF/documentation/6to4-relay/benchmarking, multicast,
// reserved and broadcast. IPv6: all outside 2000::/3 (loopback, unspecified, link-local, unique-local,
// multicast, mapped/compatible forms, discard), then IETF assignments (Teredo, ORCHID) and documentation.
// Two lists, since a BlockList matches IPv4 addresses against IPv6 rules in their ::ffff: form.
const BLOCKED_V4 = addRanges(
  new BlockList(),
  `0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.0.2.0/24
  192.88.99.0/24 192.168.0.0/16 198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 224.0.0.0/4 240.0.0.0/4`,
);
const BLOCKED_V6 = addRanges(new BlockList(), '::/3 4000::/2 8000::/1 2001::/23 2001:db8::/32 3fff::/20');

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes two groups). */
function v6Groups(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

/** The IPv4 address an IPv6 one carries and would reach: IPv4-mapped, NAT64 (64:ff9b::/96), 6to4. */
function embeddedV4(address: string): string | null {
  const g = v6Groups(address);
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return v4(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/** True when a connection to this IP must not be made (non-IPs are forbidden too). */
export function isForbiddenAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // brackets, IPv6 zone id
  const family = isIP(ip);
  if (family === 0) return true;
  const v4 = family === 6 ? embeddedV4(ip) : ip;
  // MEDIA_FETCH_ALLOW: IPs or CIDRs an operator lets through although private (an ERP image server).
  const allowed = addRanges(new BlockList(), process.env.MEDIA_FETCH_ALLOW ?? '');
  if (allowed.check(ip, family === 4 ? 'ipv4' : 'ipv6') || (v4 !== null && allowed.check(v4, 'ipv4'))) {
    return false;
  }
  return v4 !== null ? BLOCKED_V4.check(v4, 'ipv4') : BLOCKED_V6.check(ip, 'ipv6');
}

const forbidden = (host: string) =>
  new MediaFetchError('MEDIA_URL_FORBIDDEN', `${host} is not a public address`);

/** The socket's DNS lookup: resolve all addresses, refuse if any is forbidden, connect to the vetted ones. */
const vettedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '');
    if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
      return callback(forbidden(hostname), '');
    }
    const first = addresses[0] as LookupAddress;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/** Parses and checks a URL (also each redirect target); IP literals never reach the lookup, so here. */
function validUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new MediaFetchError('MEDIA_URL_INVALID', 'media URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new MediaFetchError('MEDIA_URL_INVALID', `media URL scheme ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) {
    throw new MediaFetchError('MEDIA_URL_INVALID', 'media URL must not carry credentials');
  }
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 && isForbiddenAddress(url.hostname)) {
    throw forbidden(url.hostname);
  }
  return url;
}

type Hop = { redirect: string | undefined } | { body: Buffer };

/** One request: a redirect target, or the body once it is complete and within the limits. */
function get(url: URL, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { accept: 'image/*', 'user-agent': 'b2b-shop-media-fetch/1' };
    // agent: false gives every request a fresh socket, and so a fresh vetted lookup.
    const options = { headers, lookup: vettedLookup, agent: false, signal };
    const fail = (error: MediaFetchError) => {
      req.destroy(); // drops the socket at once: nothing more is read
      reject(error);
    };
    const req = request(url, options, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        req.destroy();
        return resolve({ redirect: res.headers.location });
      }
      if (status < 200 || status > 299) return fail(downloadFailed(new Error(`HTTP ${status}`), signal));
      const declared = Number(res.headers['content-length']);
      if (declared > maxBytes) return fail(tooLarge(maxBytes));
      const type = res.headers['content-type'];
      // Object stores often send octet-stream for images; the bytes decide then (sniffImage).
      if (type !== undefined && !/^\s*(image\/|application\/octet-stream\b)/i.test(type)) {
        return fail(new MediaFetchError('MEDIA_TYPE_NOT_ALLOWED', `content-type ${type} is not an image`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(tooLarge(maxBytes));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        if (res.complete) resolve({ body: Buffer.concat(chunks, size) });
        else fail(new MediaFetchError('MEDIA_DOWNLOAD_FAILED', 'connection closed before the body ended'));
      });
      res.on('error', (error) => reject(downloadFailed(error, signal)));
    });
    req.on('error', (error) => reject(downloadFailed(error, signal)));
    req.end();
  });
}

const tooLarge = (maxBytes: number) =>
  new MediaFetchError('MEDIA_TOO_LARGE', `media is larger than ${maxBytes} bytes`);

function downloadFailed(error: Error, signal: AbortSignal): MediaFetchError {
  if (error instanceof MediaFetchError) return error; // e.g. refused in the lookup
  const reason = signal.aborted ? 'timed out' : error.message;
  return new MediaFetchError('MEDIA_DOWNLOAD_FAILED', `media download failed: ${reason}`);
}

/** The last path segment without extension, decoded and reduced to a safe file name. */
function fileNameOf(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  const dot = name.lastIndexOf('.');
  return safeFileName(dot > 0 ? name.slice(0, dot) : name);
}

export async function fetchMediaUrl(url: string, options: MediaFetchOptions = {}): Promise<FetchedMedia> {
  const { maxBytes = 10 * 1024 * 1024, timeoutMs = 15_000, maxRedirects = 3 } = options;
  // One deadline for the whole download, redirects included.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let current = validUrl(url);
    for (let hops = 0; ; hops++) {
      const hop = await get(current, maxBytes, controller.signal);
      if ('body' in hop) {
        const image = sniffImage(hop.body);
        if (!image) throw new MediaFetchError('MEDIA_TYPE_NOT_ALLOWED', 'content is not a supported image');
        return { ...image, bytes: hop.body, fileName: fileNameOf(current) };
      }
      if (hops >= maxRedirects) throw new MediaFetchError('MEDIA_DOWNLOAD_FAILED', 'too many redirects');
      if (!hop.redirect) throw new MediaFetchError('MEDIA_DOWNLOAD_FAILED', 'redirect without location');
      current = validUrl(hop.redirect, current);
    }
  } finally {
    clearTimeout(timer);
  }
}

import { describe, expect, it } from 'vitest';
import { applyContentChange, type CachedPage, PageCache } from '../../src/cache/page-cache.ts';

const page = (tags: string[], storedAt = 0): CachedPage => ({
  body: 'x',
  status: 200,
  headers: [],
  tags,
  route: '/[...path]',
  storedAt,
});

describe('PageCache', () => {
  it('expires entries after the time limit', () => {
    const cache = new PageCache(10, 1000);
    cache.set('a', page([], 0));
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new PageCache(2, 1000);
    cache.set('a', page([]));
    cache.set('b', page([]));
    cache.get('a', 0);
    cache.set('c', page([]));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });

  it('drops only the pages of a changed CMS page, and everything for other changes', () => {
    const cache = new PageCache(10, 1000);
    cache.set('home', page(['page', 'cms:home']));
    cache.set('listing', page(['page', 'cms:listing']));
    applyContentChange(cache, { table: 'cms_slot', pageId: 'home' });
    expect(cache.get('home', 0)).toBeUndefined();
    expect(cache.get('listing', 0)).toBeDefined();
    applyContentChange(cache, { table: 'category', pageId: null });
    expect(cache.size).toBe(0);
  });
});

describe('lookupForNode (the HTTP fast path)', () => {
  it('answers anonymous GETs with a length, brotli or gzipped when the client accepts it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { cacheKey, lookupForNode, pageCache } = await import('../../src/cache/index.ts');
    const body = '<p>Kogellagers – €</p>'.repeat(50);
    pageCache.set(cacheKey('shop.test', '/lagers/'), { ...page(['cms:x'], Date.now()), body });

    const plain = lookupForNode('GET', 'shop.test', '/lagers/');
    expect(plain?.body.toString()).toBe(body);
    expect(plain?.headers).toContainEqual(['content-length', String(Buffer.byteLength(body))]);
    // Brotli is compressed in the background: gzip until it is ready.
    const zipped = lookupForNode('GET', 'shop.test', '/lagers/', '', 'br, gzip, deflate');
    expect(zipped?.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(gunzipSync(zipped?.body ?? Buffer.alloc(0)).toString()).toBe(body);
    // A busy machine's zlib thread pool may take more than poll's default second.
    await expect
      .poll(() => lookupForNode('GET', 'shop.test', '/lagers/', '', 'br, gzip')?.headers, { timeout: 15_000 })
      .toContainEqual(['content-encoding', 'br']);
    const brotli = lookupForNode('GET', 'shop.test', '/lagers/', '', 'gzip;q=0.5, br');
    expect(brotliDecompressSync(brotli?.body ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(brotli?.headers).toContainEqual(['content-length', String(brotli?.body.length)]);
    const refused = lookupForNode('GET', 'shop.test', '/lagers/', '', 'br;q=0, gzip');
    expect(refused?.headers).toContainEqual(['content-encoding', 'gzip']);

    expect(lookupForNode('POST', 'shop.test', '/lagers/')).toBeUndefined();
    expect(lookupForNode('GET', 'shop.test', '/lagers/', 'sw-context-token=abc')).toBeUndefined();
  });

  it('tells shared caches (CDN) that a page differs by cookie, so a session never gets the anonymous one', async () => {
    const { cacheKey, lookupForNode, pageCache, toResponse } = await import('../../src/cache/index.ts');
    const stored = {
      ...page(['cms:x'], Date.now()),
      headers: [['vary', 'Accept-Encoding']] as [string, string][],
    };
    pageCache.set(cacheKey('shop.test', '/afdichtingen/'), stored);
    const hit = lookupForNode('GET', 'shop.test', '/afdichtingen/', '', 'gzip');
    expect(hit?.headers.filter(([name]) => name === 'vary')).toEqual([['vary', 'Cookie, Accept-Encoding']]);
    expect(toResponse(stored, 'MISS').headers.get('vary')).toBe('Cookie');
  });
});

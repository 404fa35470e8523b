import type { APIRoute } from 'astro';
import { load } from '../api/index.ts';
import {
  sitemapHeaders,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlBuilder,
  urlEntries,
} from '../components/seo/sitemap.ts';
import { logger } from '../server/ops/logger.ts';

export const prerender = false;

/** Products per Store API call: a file is streamed chunk by chunk, never held whole. */
const CHUNK = 1000;

/**
 * One product sitemap (12,500 products, 50,000 URLs with four languages), streamed: the next
 * chunk is read only when the client has taken the previous one, so memory stays bounded
 * however large the catalogue. Unchanged since `If-Modified-Since`: 304.
 */
export const GET: APIRoute = async ({ locals, params, request, url }) => {
  const number = Number(params.file);
  const loaded = locals.bootError
    ? null
    : await load('sitemap index', () => locals.storeApi.getProductSitemapFiles());
  if (!loaded?.data) {
    return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '120' } });
  }
  const file = loaded.data.find((f) => f.number === number);
  if (!file) return new Response('Not found', { status: 404 });
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (since >= Math.floor(Date.parse(file.lastmod) / 1000) * 1000) {
    return new Response(null, { status: 304, headers: sitemapHeaders(file.lastmod) });
  }

  const { storeApi } = locals;
  const urlOf = urlBuilder(locals.domains, url.origin);
  const encoder = new TextEncoder();
  let after: string | undefined;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      if (done) return;
      try {
        const chunk = await storeApi.getProductSitemapChunk({ file: number, after, limit: CHUNK });
        const xml = chunk.elements.map((p) => urlEntries(urlOf, p.paths, p.lastmod)).join('');
        done = chunk.elements.length < CHUNK || chunk.next === null;
        after = chunk.next ?? undefined;
        controller.enqueue(encoder.encode(done ? `${xml}${URLSET_CLOSE}` : xml));
        if (done) controller.close();
      } catch (error) {
        // The status is sent already: a cut-off file is invalid XML, which crawlers retry later.
        logger.error({ err: error }, `product sitemap ${number} failed`);
        controller.error(error);
      }
    },
  });
  return new Response(body, { headers: sitemapHeaders(file.lastmod) });
};

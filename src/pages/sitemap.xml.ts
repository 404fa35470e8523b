import type { APIRoute } from 'astro';
import { load } from '../api/index.ts';
import { sitemapHeaders, sitemapIndex } from '../components/seo/sitemap.ts';

export const prerender = false;

/** The sitemap index (robots.txt points here): the pages' sitemap and the product sitemaps. */
export const GET: APIRoute = async ({ locals, url }) => {
  const loaded = locals.bootError
    ? null
    : await load('sitemap index', () => locals.storeApi.getProductSitemapFiles());
  const files = loaded?.data;
  if (!files) {
    return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '120' } });
  }
  return new Response(sitemapIndex(locals.domain.origin || url.origin, files), { headers: sitemapHeaders() });
};

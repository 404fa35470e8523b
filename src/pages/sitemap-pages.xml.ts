import type { APIRoute } from 'astro';
import { load } from '../api/index.ts';
import {
  sitemapHeaders,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlBuilder,
  urlEntries,
} from '../components/seo/sitemap.ts';

export const prerender = false;

/** Home, every category, content page and blog post, each with its language versions. */
export const GET: APIRoute = async ({ locals, url }) => {
  const loaded = locals.bootError ? null : await load('sitemap', () => locals.storeApi.getSitemap());
  const entries = loaded?.data;
  if (!entries) {
    return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '120' } });
  }
  const urlOf = urlBuilder(locals.domains, url.origin);
  const body = entries.map((entry) => urlEntries(urlOf, entry.paths)).join('');
  return new Response(`${URLSET_OPEN}${body}${URLSET_CLOSE}`, { headers: sitemapHeaders() });
};

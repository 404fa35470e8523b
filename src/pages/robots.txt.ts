import type { APIRoute } from 'astro';

export const prerender = false;

/** Crawlers may index the catalogue and content, not account, checkout or API paths. */
export const GET: APIRoute = ({ locals, url }) => {
  const origin = locals.domain.origin || url.origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /store-api/',
    'Disallow: /api/',
    'Disallow: /account/',
    'Disallow: /checkout',
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};

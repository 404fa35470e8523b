import type { APIRoute } from 'astro';
import { load } from '../api/index.ts';
import { createHref } from '../components/links.ts';

export const prerender = false;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/**
 * The sitemap: home, every category, content page and blog post, each with its language versions
 * (xhtml:link hreflang) on the shop's domains.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const loaded = locals.bootError ? null : await load('sitemap', () => locals.storeApi.getSitemap());
  const entries = loaded?.data;
  if (!entries) {
    return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '120' } });
  }
  const domainOf = new Map(locals.domains.map((d) => [d.languageLocaleCode, d]));
  const urlOf = (locale: string, path: string) => {
    const domain = domainOf.get(locale);
    return domain ? new URL(createHref(domain.pathPrefix)(path), domain.origin || url.origin).href : null;
  };
  const blocks = entries.flatMap((entry) => {
    const versions = Object.entries(entry.paths)
      .map(([locale, path]) => ({ locale, href: urlOf(locale, path) }))
      .filter((v): v is { locale: string; href: string } => v.href !== null);
    const links = versions
      .map((v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${escapeXml(v.href)}"/>`)
      .join('\n');
    return versions.map((v) => `  <url>\n    <loc>${escapeXml(v.href)}</loc>\n${links}\n  </url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${blocks.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};

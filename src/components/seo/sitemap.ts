import type { Domain } from '../../api/index.ts';
import { createHref } from '../links.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`;
export const URLSET_CLOSE = '</urlset>\n';

/** Crawlers may keep a sitemap for an hour; the Store API remembers the data behind it. */
export const sitemapHeaders = (lastmod?: string): Record<string, string> => ({
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  ...(lastmod ? { 'last-modified': new Date(lastmod).toUTCString() } : {}),
});

/** Absolute URLs of a path on each of the shop's domains (a domain without origin uses the request's). */
export function urlBuilder(domains: Domain[], requestOrigin: string) {
  const byLocale = new Map(domains.map((d) => [d.languageLocaleCode, d]));
  return (locale: string, path: string): string | null => {
    const domain = byLocale.get(locale);
    return domain ? new URL(createHref(domain.pathPrefix)(path), domain.origin || requestOrigin).href : null;
  };
}

/**
 * One `<url>` per language version of a page, each naming all versions as hreflang alternates
 * (sitemaps.org plus Google's xhtml:link convention).
 */
export function urlEntries(
  urlOf: (locale: string, path: string) => string | null,
  paths: Record<string, string>,
  lastmod?: string,
): string {
  const versions = Object.entries(paths).flatMap(([locale, path]) => {
    const href = urlOf(locale, path);
    return href ? [{ locale, href: escapeXml(href) }] : [];
  });
  const links = versions
    .map((v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${v.href}"/>\n`)
    .join('');
  const modified = lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : '';
  return versions.map((v) => `  <url>\n    <loc>${v.href}</loc>\n${modified}${links}  </url>\n`).join('');
}

/** The sitemap index: the pages' sitemap and one file per slice of the catalogue. */
export function sitemapIndex(origin: string, productFiles: { number: number; lastmod: string }[]): string {
  const entry = (path: string, lastmod?: string) =>
    `  <sitemap>\n    <loc>${escapeXml(new URL(path, origin).href)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </sitemap>\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entry('/sitemap-pages.xml')}${productFiles.map((f) => entry(`/sitemap-products-${f.number}.xml`, f.lastmod)).join('')}</sitemapindex>
`;
}

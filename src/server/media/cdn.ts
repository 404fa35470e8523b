/** The product prefix of the CDN custom fields of §3 ({product}CdnUrl → b2bCdnUrl). */
export const CDN_PREFIX = 'b2b';

const field = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[`${CDN_PREFIX}${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The public URL of a media file from its CDN custom fields: an absolute CdnUrl is used as is, a
 * relative one is joined to CdnDefaultDomain (a bare host gets https). Without CDN fields, or with
 * a URL that is neither http(s) nor site-relative, the stored URL stays in place.
 */
export function cdnUrl(fields: Record<string, unknown>, fallback: string): string {
  const url = field(fields, 'CdnUrl');
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return fallback;
  const domain = field(fields, 'CdnDefaultDomain').replace(/\/+$/, '');
  if (!domain) return url;
  return /^https?:\/\//i.test(domain) ? `${domain}${url}` : `https://${domain}${url}`;
}

import type { Product } from '../../api/catalog-types.ts';

/** The product's SEO path (§2 product detail URL), with a leading slash. */
export function productPath(product: Pick<Product, 'id' | 'seoUrls'>): string {
  const seo = product.seoUrls.find((url) => url.isCanonical) ?? product.seoUrls[0];
  return seo ? `/${seo.seoPathInfo.replace(/^\/+/, '')}` : `/detail/${product.id}`;
}

/**
 * `mailto:` the sales mailbox (the sales channel's contact data) with the article number in the
 * subject, in place of add-to-cart (§1 mail-contact button).
 */
export const contactMailto = (salesEmail: string, productNumber: string, subject: string) =>
  `mailto:${salesEmail}?subject=${encodeURIComponent(`${subject} ${productNumber}`)}`;

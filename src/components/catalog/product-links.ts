import type { Product } from '../../api/catalog-types.ts';

/** The shop's sales mailbox for products without a buyable price (§1 mail-contact button). */
export const SALES_EMAIL = 'verkoop@indumex.example';

/** The product's SEO path (§2 product detail URL), with a leading slash. */
export function productPath(product: Pick<Product, 'id' | 'seoUrls'>): string {
  const seo = product.seoUrls.find((url) => url.isCanonical) ?? product.seoUrls[0];
  return seo ? `/${seo.seoPathInfo.replace(/^\/+/, '')}` : `/detail/${product.id}`;
}

/** `mailto:` with the article number in the subject, in place of add-to-cart. */
export const contactMailto = (productNumber: string, subject: string) =>
  `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`${subject} ${productNumber}`)}`;

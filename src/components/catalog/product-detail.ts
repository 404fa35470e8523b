import type { Product, ProductDetail, PropertyOption } from '../../api/catalog-types.ts';
import { customCanonical } from '../../shared/canonical.ts';
import { compareGroups } from '../../shared/catalog/properties.ts';
import { productPath } from './product-links.ts';

/** Custom fields carry the product prefix of §3 (`b2b_applications`, `b2b_canonical_url` …). */
const FIELD_PREFIX = 'b2b';

/** A link list from a custom field (downloads, documents): `[{ title, url }]`, junk dropped. */
export function linkList(value: unknown): { title: string; url: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const { title, url } = (item ?? {}) as Record<string, unknown>;
    return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url)
      ? [{ title: typeof title === 'string' && title ? title : url, url }]
      : [];
  });
}

export const htmlField = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[`${FIELD_PREFIX}_${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

/** All specifications: properties visible on the detail page, ordered like the card's (§9). */
export const specifications = (product: Product): PropertyOption[] =>
  product.properties
    .filter((p) => p.group.visibleOnProductDetailPage)
    .sort((a, b) => compareGroups(a.group, b.group) || (a.name ?? '').localeCompare(b.name ?? ''));

/** The canonical path (§2 SEO): the product's custom field when it holds a shop path, else its SEO path. */
export function canonicalOf(product: Product): string {
  return customCanonical(product.customFields) ?? productPath(product);
}

/**
 * Product JSON-LD: offers only when the page shows a price, which the Store API never sends to
 * anonymous visitors, so cached pages carry none.
 */
export function productJsonLd(detail: ProductDetail, origin: string) {
  const p = detail.product;
  const price = p.calculatedPrice?.unitPrice;
  const images = [p.cover, ...p.media].flatMap((m) =>
    m?.media.url ? [new URL(m.media.url, origin).href] : [],
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name ?? p.productNumber,
    sku: p.productNumber,
    ...(p.ean && /^\d{13}$/.test(p.ean) ? { gtin13: p.ean } : {}),
    ...(p.manufacturer ? { brand: { '@type': 'Brand', name: p.manufacturer.name } } : {}),
    ...(images.length ? { image: [...new Set(images)] } : {}),
    ...(price != null
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(3),
            priceCurrency: 'EUR',
            availability: `https://schema.org/${p.hasStock ? 'InStock' : 'OutOfStock'}`,
          },
        }
      : {}),
  };
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

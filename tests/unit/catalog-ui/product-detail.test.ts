import { describe, expect, it } from 'vitest';
import type { Product, ProductDetail } from '../../../src/api/catalog-types.ts';
import {
  canonicalOf,
  linkList,
  productJsonLd,
  scriptJson,
} from '../../../src/components/catalog/product-detail.ts';
import { contactMailto, productPath } from '../../../src/components/catalog/product-links.ts';

const product = {
  id: 'p1',
  productNumber: 'IM-1',
  name: 'Lager',
  ean: '5400000001581',
  manufacturer: { id: 'm', name: 'SKF', link: null },
  cover: { media: { url: '/media/a.svg' } },
  media: [],
  hasStock: true,
  calculatedPrice: null,
  seoUrls: [{ seoPathInfo: 'lager/IM-1', isCanonical: true }],
  customFields: {},
} as unknown as Product;
const detail = (p: Partial<Product>) => ({ product: { ...product, ...p } }) as unknown as ProductDetail;

describe('product detail helpers', () => {
  it('builds the SEO path and prefers a canonical custom field holding a shop path', () => {
    expect(productPath(product)).toBe('/lager/IM-1');
    expect(canonicalOf(product)).toBe('/lager/IM-1');
    expect(canonicalOf({ ...product, customFields: { b2b_canonical_url: '/other/IM-1' } })).toBe(
      '/other/IM-1',
    );
    expect(canonicalOf({ ...product, customFields: { b2b_canonical_url: '//evil.example' } })).toBe(
      '/lager/IM-1',
    );
  });

  it('JSON-LD has no offers without a price (anonymous), and one with a price', () => {
    const anonymous = productJsonLd(detail({}), 'https://shop.example');
    expect(anonymous).toMatchObject({ sku: 'IM-1', gtin13: '5400000001581', brand: { name: 'SKF' } });
    expect(anonymous.image).toEqual(['https://shop.example/media/a.svg']);
    expect('offers' in anonymous).toBe(false);
    const priced = productJsonLd(
      detail({ calculatedPrice: { unitPrice: 1.5, totalPrice: 1.5, quantity: 1, listPrice: null } }),
      'https://shop.example',
    );
    expect(priced.offers).toMatchObject({ price: '1.500', priceCurrency: 'EUR' });
  });

  it('keeps only http(s) or site links in link lists and escapes script JSON', () => {
    expect(linkList([{ title: 'PDF', url: '/a.pdf' }, { url: 'javascript:alert(1)' }, 3])).toEqual([
      { title: 'PDF', url: '/a.pdf' },
    ]);
    expect(scriptJson({ a: '</script>' })).not.toContain('</');
  });

  it('mail contact carries the article number in the subject', () => {
    expect(contactMailto('verkoop@x.example', 'IM-1', 'Prijsaanvraag')).toBe(
      'mailto:verkoop@x.example?subject=Prijsaanvraag%20IM-1',
    );
  });
});

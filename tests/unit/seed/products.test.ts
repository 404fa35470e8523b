import { describe, expect, it } from 'vitest';
import { ROOT_IDS } from '../../../src/server/seed/constants.ts';
import { ean13 } from '../../../src/server/seed/ean.ts';
import { generateProducts, type ProductRecord } from '../../../src/server/seed/products.ts';
import { slugify } from '../../../src/server/seed/text.ts';
import { stableId } from '../../../src/shared/ids.ts';
import { LOCALES } from '../../../src/shared/locales.ts';

const products = (count: number, seed?: number) => [...generateProducts(count, seed)];

describe('generateProducts', () => {
  const sample = products(3000);

  it('is deterministic: the same seed gives the same products and ids', () => {
    expect(products(50)).toEqual(sample.slice(0, 50));
    expect(sample[0]?.productNumber).toBe('IM-100000');
    expect(sample[0]?.id).toBe(stableId('product:IM-100000'));
  });

  it('starts a longer run with the products of a shorter one', () => {
    // Only the last variant family (at most 7 products) may be cut short to fit the count.
    expect(products(500).slice(0, 490)).toEqual(sample.slice(0, 490));
  });

  it('differs for another seed', () => {
    expect(products(20, 7).map((p) => p.manufacturerNumber)).not.toEqual(
      sample.slice(0, 20).map((p) => p.manufacturerNumber),
    );
  });

  it('yields exactly the requested count, numbered in sequence', () => {
    expect(sample).toHaveLength(3000);
    expect(sample.map((p) => p.productNumber)).toEqual(sample.map((_, i) => `IM-${100000 + i}`));
    expect(products(0)).toEqual([]);
  });

  it('gives sellable products a valid EAN-13 and parents none', () => {
    for (const p of sample) {
      if (p.childCount) expect(p.ean).toBeNull();
      else expect(p.ean).toBe(ean13(p.ean?.slice(0, 12) ?? ''));
    }
  });

  it('keeps stock equal to the sum of the branch rows', () => {
    for (const p of sample) {
      expect(p.stock).toBe(p.stocks.reduce((sum, [, quantity]) => sum + quantity, 0));
      if (!p.childCount) expect(p.stocks.length).toBeGreaterThanOrEqual(2);
    }
    expect(sample.some((p) => p.stock === 0)).toBe(true);
  });

  it('leaves some sold-out articles without a delivery time (no longer supplied), never one in stock', () => {
    const singles = sample.filter((p) => !p.childCount);
    expect(singles.some((p) => p.stock === 0 && p.deliveryTimeId === null)).toBe(true);
    expect(singles.some((p) => p.stock === 0 && p.deliveryTimeId !== null)).toBe(true);
    expect(singles.filter((p) => p.stock > 0 && p.deliveryTimeId === null)).toEqual([]);
  });

  it('builds variant families: parents first, children with a size option', () => {
    const byId = new Map<string, ProductRecord>(sample.map((p) => [p.id, p]));
    const children = sample.filter((p) => p.parentId);
    expect(children.length / sample.length).toBeGreaterThan(0.06);
    expect(children.length / sample.length).toBeLessThan(0.15);
    for (const child of children) {
      const parent = byId.get(child.parentId ?? '');
      expect(parent?.childCount).toBeGreaterThan(0);
      expect(Number(parent?.productNumber.slice(3))).toBeLessThan(Number(child.productNumber.slice(3)));
      expect(child.optionIds).toHaveLength(1);
    }
    for (const parent of sample.filter((p) => p.childCount)) {
      expect(parent.parentId).toBeNull();
      expect(parent.optionIds).toEqual([]);
      expect(children.filter((c) => c.parentId === parent.id)).toHaveLength(parent.childCount);
    }
  });

  it('files every product under one leaf, with the ancestors up to the root', () => {
    for (const p of sample) {
      expect(p.categoryIds).toHaveLength(1);
      expect(p.categoryTree[0]).toBe(p.categoryIds[0]);
      expect(p.categoryTree.at(-1)).toBe(ROOT_IDS.main);
      expect(p.categoryTree).toHaveLength(4);
    }
  });

  it('names products in all four languages, with URL-safe slugs', () => {
    const [first] = sample;
    for (const locale of LOCALES) {
      const text = first?.translations[locale];
      expect(text?.name).toBeTruthy();
      expect(text?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(slugify('Roulements à billes')).toBe('roulements-a-billes');
    expect(slugify('Wälzlager & Zubehör')).toBe('waelzlager-zubehoer');
  });

  it('stores money as integer thousandths, with some products without a price', () => {
    const priced = sample.filter((p) => p.netPriceMilli !== null);
    for (const p of priced) {
      expect(Number.isInteger(p.netPriceMilli)).toBe(true);
      expect(p.listPriceMilli ?? 0).toBeGreaterThanOrEqual(p.netPriceMilli ?? 0);
    }
    expect(priced.length).toBeLessThan(sample.length);
  });
});

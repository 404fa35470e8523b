import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ListingParamsSchema, normalizeId } from '../../../src/shared/catalog/listing.ts';

const ID = '0b6f2a6e-3c5d-5e1f-8a9b-0c1d2e3f4a5b';

describe('listing parameters', () => {
  it('accepts query-string style values', () => {
    const out = v.parse(ListingParamsSchema, {
      p: '2',
      limit: '12',
      manufacturer: `${ID}|${ID.replace(/-/g, '')}`,
      'min-price': '1.5',
      'shipping-free': '1',
      order: 'price-desc',
    });
    expect(out).toMatchObject({ p: 2, limit: 12, manufacturer: [ID, ID], 'min-price': 1.5 });
    expect(out['shipping-free']).toBe(true);
    expect(out.properties).toEqual([]);
  });

  it('rejects bad ids, sortings and limits', () => {
    expect(v.safeParse(ListingParamsSchema, { manufacturer: 'nope' }).success).toBe(false);
    expect(v.safeParse(ListingParamsSchema, { order: 'random' }).success).toBe(false);
    expect(v.safeParse(ListingParamsSchema, { limit: 0 }).success).toBe(false);
    expect(v.safeParse(ListingParamsSchema, { limit: 101 }).success).toBe(false);
    expect(v.safeParse(ListingParamsSchema, { p: 1.5 }).success).toBe(false);
    expect(v.safeParse(ListingParamsSchema, { 'min-price': 'abc' }).success).toBe(false);
  });

  it('normalises 32-hex ids to dashed UUIDs', () => {
    expect(normalizeId(ID.replace(/-/g, '').toUpperCase())).toBe(ID);
    expect(normalizeId('x')).toBeNull();
  });
});

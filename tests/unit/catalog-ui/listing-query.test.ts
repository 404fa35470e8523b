import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  listingParams,
  listingQuery,
  pageWindow,
  parseListingQuery,
} from '../../../src/components/catalog/listing-query.ts';

const A = '0f89633a-30a3-5e19-b1b6-3de73e2b4243';
const B = '1a2b3c4d-0000-4000-8000-000000000001';
const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listing URL ↔ filter state', () => {
  it('reads repeated keys of a GET form and Shopware pipes alike', () => {
    const state = parse(`manufacturer=${A}&manufacturer=${B}&properties=${A}|${B}&categories=${B}`);
    expect(state.manufacturer).toEqual([A, B]);
    expect(state.properties).toEqual([A, B]);
    expect(state.categories).toEqual([B]);
  });

  it('drops malformed values instead of failing the page', () => {
    const state = parse('manufacturer=nope&p=-3&order=drop-table&rating=9&min-price=abc&max-price=12,5');
    expect(state).toMatchObject({ manufacturer: [], page: 1, order: null, rating: null, minPrice: null });
    expect(state.maxPrice).toBe(12.5);
    expect(parse('p=2.5').page).toBe(1);
  });

  it('normalises and de-duplicates ids (32 hex digits like Shopware)', () => {
    expect(parse(`manufacturer=${A.replace(/-/g, '')}&manufacturer=${A.toUpperCase()}`).manufacturer).toEqual(
      [A],
    );
  });

  it('round-trips through the query string, leaving out page 1 and empty fields', () => {
    const state = parse(
      `manufacturer=${A}&properties=${B}&min-price=5&rating=3&shipping-free=1&order=price-asc&p=2`,
    );
    const query = listingQuery(state);
    expect(parse(query.slice(1))).toEqual(state);
    expect(listingQuery({ ...state, page: 1 })).not.toContain('p=');
    expect(listingQuery(parse(''))).toBe('');
    expect(listingQuery(parse(''), { query: 'lager' })).toBe('?query=lager');
  });

  it('builds the Store API body with 24 per page', () => {
    const params = listingParams(parse(`manufacturer=${A}&shipping-free=on&p=3`));
    expect(params).toEqual({
      p: 3,
      limit: 24,
      manufacturer: [A],
      properties: [],
      categories: [],
      'shipping-free': true,
    });
  });

  it('knows whether anything filters (sorting and page do not)', () => {
    expect(hasFilters(parse('order=name-desc&p=4'))).toBe(false);
    expect(hasFilters(parse('max-price=10'))).toBe(true);
  });
});

describe('page window', () => {
  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

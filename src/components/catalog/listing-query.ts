import type { ListingParams } from '../../api/catalog-types.ts';
import { LISTING_PAGE_SIZE, normalizeId, SORTINGS, type SortingKey } from '../../shared/catalog/listing.ts';

/**
 * The listing's state in the page URL (§2: every filtered page is linkable and works without
 * JavaScript). A GET form repeats keys (`manufacturer=a&manufacturer=b`); Shopware's `a|b` is
 * accepted too. Anything malformed is dropped rather than failing the page.
 */
export interface ListingState {
  page: number;
  order: SortingKey | null;
  manufacturer: string[];
  properties: string[];
  categories: string[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  shippingFree: boolean;
}

const MAX_IDS = 100;

function ids(query: URLSearchParams, key: string): string[] {
  const all = query.getAll(key).flatMap((value) => value.split('|'));
  const valid = all.map(normalizeId).filter((id): id is string => id !== null);
  return [...new Set(valid)].slice(0, MAX_IDS);
}

function number(query: URLSearchParams, key: string, max: number): number | null {
  const raw = query.get(key)?.trim().replace(',', '.');
  if (!raw || !/^\d+(\.\d+)?$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
}

export function parseListingQuery(query: URLSearchParams): ListingState {
  const order = query.get('order');
  const page = number(query, 'p', 100_000);
  const rating = number(query, 'rating', 5);
  return {
    page: page && Number.isInteger(page) && page >= 1 ? page : 1,
    order: SORTINGS.includes(order as SortingKey) ? (order as SortingKey) : null,
    manufacturer: ids(query, 'manufacturer'),
    properties: ids(query, 'properties'),
    categories: ids(query, 'categories'),
    minPrice: number(query, 'min-price', 1e9),
    maxPrice: number(query, 'max-price', 1e9),
    rating: rating && rating > 0 ? rating : null,
    shippingFree: ['1', 'true', 'on'].includes(query.get('shipping-free') ?? ''),
  };
}

/** The Store API's listing body for this state (24 per page, §9). */
export function listingParams(state: ListingState): ListingParams {
  return {
    p: state.page,
    limit: LISTING_PAGE_SIZE,
    ...(state.order ? { order: state.order } : {}),
    manufacturer: state.manufacturer,
    properties: state.properties,
    categories: state.categories,
    ...(state.minPrice !== null ? { 'min-price': state.minPrice } : {}),
    ...(state.maxPrice !== null ? { 'max-price': state.maxPrice } : {}),
    ...(state.rating !== null ? { rating: state.rating } : {}),
    ...(state.shippingFree ? { 'shipping-free': true } : {}),
  };
}

/** The query string of a state (page 1 and defaults left out), e.g. for page links. */
export function listingQuery(state: ListingState, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const id of state.manufacturer) query.append('manufacturer', id);
  for (const id of state.properties) query.append('properties', id);
  for (const id of state.categories) query.append('categories', id);
  if (state.minPrice !== null) query.set('min-price', String(state.minPrice));
  if (state.maxPrice !== null) query.set('max-price', String(state.maxPrice));
  if (state.rating !== null) query.set('rating', String(state.rating));
  if (state.shippingFree) query.set('shipping-free', '1');
  if (state.order) query.set('order', state.order);
  if (state.page > 1) query.set('p', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter narrows the listing (sorting and page do not). */
export const hasFilters = (s: ListingState) =>
  s.manufacturer.length + s.properties.length + s.categories.length > 0 ||
  s.minPrice !== null ||
  s.maxPrice !== null ||
  s.rating !== null ||
  s.shippingFree;

/** Page numbers around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= radius) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

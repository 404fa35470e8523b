import { beforeAll, expect } from 'vitest';
import { call, loginAs } from './client.ts';

// Shared by the catalogue API tests: the main navigation root, demo sessions and listing helpers.

export type Product = {
  id: string;
  parentId: string | null;
  productNumber: string;
  manufacturerId: string;
  childCount: number;
  propertyIds: string[];
  calculatedPrice: { unitPrice: number } | null;
  [key: string]: any;
};
export type Group = { id: string; technicalName: string; options: { id: string; count: number }[] };

/** Filled by setUpCatalogSessions() before the tests run. */
export const session = { root: '', lead: '', viewer: '', other: '' };

export function setUpCatalogSessions() {
  beforeAll(async () => {
    session.root = (await call('GET', '/context')).json.salesChannel.navigationCategoryId;
    [session.lead, session.viewer, session.other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.viewer'),
      loginAs('other.lead'),
    ]);
  });
}

/** A listing with its aggregations keyed by name, as the storefront's reader (src/api/catalog.ts) keys them. */
export const named = <T extends { aggregations: { name: string }[] }>(json: T) => ({
  ...json,
  aggregations: Object.fromEntries(json.aggregations.map((a) => [a.name, a])) as any,
});

export async function listing(body: Record<string, unknown>, token?: string, category = session.root) {
  const res = await call('POST', `/product-listing/${category}`, { body, token });
  return res.status === 200 ? { ...res, json: named(res.json) } : res;
}

/** Every product of a listing, page by page. */
export async function allOf(body: Record<string, unknown>, token?: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let p = 1; ; p++) {
    const res = await listing({ ...body, p, limit: 100 }, token);
    expect(res.status).toBe(200);
    out.push(...res.json.elements);
    if (p >= res.json.totalPages) return out;
  }
}

export const innerDiameter = (aggregations: any): Group | undefined =>
  aggregations.properties.entities.find((g: Group) => g.technicalName === 'Innendurchmesser');

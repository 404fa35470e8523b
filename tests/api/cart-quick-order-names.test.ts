import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderReport } from '../../src/api/cart-types.ts';
import { type CatalogProduct, catalog, emptyCart, getCart, simple, tableRows } from './cart-helpers.ts';
import { call, loginAs } from './client.ts';

// Issue 28: a quick-order line may name the article as printed on the part (`DIN 933 M8x16 8.8 ZN;50`)
// instead of its number. One fitting article takes the line; several are named to choose from.

interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  child_count: number;
  translations: Record<string, { name: string }>;
}

let lead: string;
let orderable: CatalogProduct[];
let articles: ProductRow[];

/** The name's words, as a plain reader splits them (the test's own oracle, not the shop's notation). */
const words = (name: string) => new Set(name.toLowerCase().split(/\s+/));
const nameOf = (row: ProductRow) => row.translations['nl-NL']?.name ?? '';

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  orderable = (await catalog(lead)).filter(simple);
  articles = (await tableRows<ProductRow>('product')).filter((p) => !p.child_count);
});

const quick = (csv: string) => call('POST', '/b2b/quick-order', { token: lead, body: { csv } });

describe('quick order by designation', () => {
  it('adds the one article a pasted name fits, with its quantity', async () => {
    // An orderable article whose name's words are in no other article's name.
    const target = orderable.find((p) => {
      const row = articles.find((a) => a.id === p.id);
      if (!row) return false;
      const own = words(nameOf(row));
      return !articles.some((a) => a.id !== row.id && [...own].every((w) => words(nameOf(a)).has(w)));
    });
    expect(target, 'a seeded article with a name of its own').toBeDefined();
    const name = nameOf(articles.find((a) => a.id === target?.id) as ProductRow);
    await emptyCart(lead);
    const res = await quick(`${name};3`);
    expect(res.status, res.text).toBe(200);
    const report: QuickOrderReport = res.json;
    expect(report.errors).toEqual([]);
    expect(report.added).toEqual([{ line: 1, article: name, quantity: 3 }]);
    const lines = (await getCart(lead)).lineItems;
    expect(lines.map((l) => [l.referencedId, l.quantity])).toEqual([[target?.id, 3]]);
  });

  it('names the articles to choose from when the text fits several, and adds none of them', async () => {
    const byName = new Map<string, ProductRow[]>();
    for (const a of articles) byName.set(nameOf(a), [...(byName.get(nameOf(a)) ?? []), a]);
    const [name, twins] = [...byName].find(([, same]) => same.length >= 2) ?? [];
    expect(twins, 'two seeded articles of the same name').toBeDefined();
    await emptyCart(lead);
    const res = await quick(`${name};2`);
    expect(res.status).toBe(400);
    const [error] = res.json.errors[0].meta.parameters.errors as QuickOrderReport['errors'];
    expect(error).toMatchObject({ line: 1, article: name, code: 'AMBIGUOUS_ARTICLE' });
    const offered = (error?.candidates ?? []).map((c) => c.productNumber);
    for (const twin of (twins ?? []).slice(0, 5)) expect(offered).toContain(twin.product_number);
    expect(error?.candidates?.[0]?.name).toBeTruthy();
    expect((await getCart(lead)).lineItems).toEqual([]);
  });

  it('still reports text that names no article as unknown', async () => {
    const res = await quick('Zeskantbout DIN933 M7x13 9.9 QQ;1');
    expect(res.status).toBe(400);
    expect(res.json.errors[0].meta.parameters.errors[0]).toMatchObject({ code: 'UNKNOWN_ARTICLE' });
  });
});

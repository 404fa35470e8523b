import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderReport } from '../../src/api/cart-types.ts';
import {
  type CatalogProduct,
  catalog,
  emptyCart,
  getCart,
  isOrderable,
  maxQuantity,
  simple,
  tableRows,
} from './cart-helpers.ts';
import { call, loginAs } from './client.ts';

// §4 quick order: pasted text or CSV (`article;quantity`, header optional, `,` `;` or tab, decimal comma),
// by article number, EAN or the company's own number; bad lines are reported, the rest added in one call.

let lead: string;
let all: CatalogProduct[];
let whole: CatalogProduct[];
let metres: CatalogProduct;
let linked: { sku: string; product: CatalogProduct };
let unpriced: CatalogProduct;

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  all = await catalog(lead);
  whole = all.filter(
    (p) => simple(p) && !['M', 'KG', 'L'].includes(p.unit.shortCode) && (p.availableStock ?? 0) >= 10,
  );
  metres = all.find(
    (p) => simple(p) && ['M', 'KG', 'L'].includes(p.unit.shortCode) && (p.availableStock ?? 0) >= 3,
  ) as CatalogProduct;
  unpriced = all.find((p) => p.childCount === 0 && p.calculatedPrice === null) as CatalogProduct;
  const links = await tableRows<{ customer_sku: string; product_id: string; company_id: string }>(
    'article_link',
  );
  const byId = new Map(all.map((p) => [p.id, p]));
  const link = links.find(
    (l) => /^DEMO-\d{4}$/.test(l.customer_sku) && simple(byId.get(l.product_id) as CatalogProduct),
  );
  expect(link, 'a seeded article link DEMO-000x of an orderable article').toBeDefined();
  linked = {
    sku: link?.customer_sku as string,
    product: byId.get(link?.product_id as string) as CatalogProduct,
  };
  expect(whole.length).toBeGreaterThan(10);
  expect(metres).toBeDefined();
  expect(unpriced).toBeDefined();
});

/** The article's rules as a refused quantity reports them, with (at least) these reasons. */
const refusal = (p: CatalogProduct, reasons: string[]) => ({
  reasons: expect.arrayContaining(reasons),
  min: Math.max(1, p.minPurchase),
  step: p.purchaseSteps,
  max: p.maxPurchase,
  stock: p.availableStock,
});

const quick = (body: unknown) => call('POST', '/b2b/quick-order', { token: lead, body });
const quantities = async () =>
  Object.fromEntries(
    (await getCart(lead)).lineItems.map((l) => [
      l.referencedId,
      l.payload['article-float-qty'] ?? l.quantity,
    ]),
  );

describe('quick order', () => {
  it('reads a pasted list with a header, article numbers, EANs, own numbers and decimal commas; reports bad lines', async () => {
    await emptyCart(lead);
    const [a, b, c, d, e] = whole.filter((p) => p.id !== linked.product.id) as CatalogProduct[];
    if (!a || !b || !c || !d || !e) throw new Error('not enough articles');
    const compact = c.productNumber.toLowerCase().replace(/[^a-z0-9]/g, '');
    const text = [
      'Artikelnummer;Aantal',
      `${a.productNumber};2`,
      `${b.ean};3`,
      `${linked.sku.toLowerCase()};1`,
      `${compact};4`,
      'XX-ONBEKEND;1',
      `${d.productNumber};abc`,
      `${metres.productNumber};3,0`,
      `${unpriced.productNumber};1`,
      `${e.productNumber};1,5`,
      `${metres.productNumber};0,5`,
    ].join('\r\n');
    const res = await quick({ csv: text });
    expect(res.status, res.text).toBe(200);
    const report: QuickOrderReport = res.json;
    expect(report.added).toEqual([
      { line: 2, article: a.productNumber, quantity: 2 },
      { line: 3, article: b.ean, quantity: 3 },
      { line: 4, article: linked.sku.toLowerCase(), quantity: 1 },
      { line: 5, article: compact, quantity: 4 },
      { line: 8, article: metres.productNumber, quantity: 3 },
    ]);
    expect(report.errors).toEqual([
      { line: 6, article: 'XX-ONBEKEND', code: 'UNKNOWN_ARTICLE' },
      {
        line: 7,
        article: d.productNumber,
        code: 'INVALID_QUANTITY',
        quantity: refusal(d, ['INVALID_QUANTITY']),
      },
      { line: 9, article: unpriced.productNumber, code: 'NOT_ORDERABLE' },
      // 1,5 of a whole unit; 0,5 m below the minimum of 1 m (and off the grid of whole steps).
      {
        line: 10,
        article: e.productNumber,
        code: 'INVALID_QUANTITY',
        quantity: refusal(e, ['QUANTITY_NOT_WHOLE']),
      },
      {
        line: 11,
        article: metres.productNumber,
        code: 'INVALID_QUANTITY',
        quantity: refusal(metres, ['QUANTITY_BELOW_MINIMUM']),
      },
    ]);
    expect(report.cart.productCount).toBe(5);
    // The cart lists the lines in the order they were pasted.
    expect(report.cart.lineItems.map((l) => l.referencedId)).toEqual([
      a.id,
      b.id,
      linked.product.id,
      c.id,
      metres.id,
    ]);
    expect(await quantities()).toEqual({
      [a.id]: 2,
      [b.id]: 3,
      [linked.product.id]: 1,
      [c.id]: 4,
      [metres.id]: 3,
    });
  });

  it("says why a quantity is refused, with the article's minimum, step, maximum and stock", async () => {
    await emptyCart(lead);
    const stepped = all.find((p) => isOrderable(p) && p.purchaseSteps > 1);
    const capped = all.find((p) => isOrderable(p) && p.maxPurchase !== null);
    if (!stepped || !capped?.maxPurchase) throw new Error('no article sold per step or up to a maximum');
    const res = await quick({
      lines: [
        { article: stepped.productNumber, quantity: String(stepped.minPurchase + 1) },
        { article: capped.productNumber, quantity: String(capped.maxPurchase + capped.purchaseSteps) },
      ],
    });
    expect(res.status).toBe(400);
    const [offStep, tooMany] = res.json.errors[0].meta.parameters.errors;
    expect(offStep).toEqual({
      line: 1,
      article: stepped.productNumber,
      code: 'INVALID_QUANTITY',
      quantity: refusal(stepped, ['QUANTITY_OFF_STEP']),
    });
    expect(tooMany).toEqual({
      line: 2,
      article: capped.productNumber,
      code: 'INVALID_QUANTITY',
      quantity: refusal(capped, ['QUANTITY_ABOVE_MAXIMUM']),
    });
  });

  it('accepts comma and tab separated text, quoted decimal commas, no header, and explicit rows', async () => {
    await emptyCart(lead);
    const [a, b, c, d] = whole as CatalogProduct[];
    if (!a || !b || !c || !d) throw new Error('not enough articles');
    const comma = await quick({ csv: `sku,qty\n${a.productNumber},2\n"${metres.productNumber}","2,000"\n` });
    expect(comma.status, comma.text).toBe(200);
    expect(comma.json.added.map((l: { quantity: number }) => l.quantity)).toEqual([2, 2]);
    expect(comma.json.errors).toEqual([]);

    const tab = await quick({ csv: `${b.productNumber}\t3\n${c.ean}\t1\n\n${a.productNumber}\t1` });
    expect(tab.status, tab.text).toBe(200);
    // Line numbers are the file's, also after an empty line.
    expect(tab.json.added.map((l: { line: number }) => l.line)).toEqual([1, 2, 4]);

    const rows = await quick({
      lines: [
        { article: d.productNumber, quantity: '2' },
        { article: 'nope', quantity: '1' },
      ],
    });
    expect(rows.status).toBe(200);
    expect(rows.json.errors).toEqual([{ line: 2, article: 'nope', code: 'UNKNOWN_ARTICLE' }]);

    // Lines of an article already in the cart add to it, as the cart's add call does.
    expect(await quantities()).toEqual({ [a.id]: 3, [metres.id]: 2, [b.id]: 3, [c.id]: 1, [d.id]: 2 });
  });

  it('adds 500 lines in one call within 2 s', async () => {
    await emptyCart(lead);
    // Every orderable article, by number and by EAN in turn, until 500 lines; each appears at most
    // as often as its stock and maximum allow at its minimum quantity.
    const pool = all.filter((p) => isOrderable(p) && maxQuantity(p) >= 3 * p.minPurchase);
    expect(pool.length).toBeGreaterThan(170);
    const lines: string[] = ['article;quantity'];
    const expected = new Map<string, number>();
    for (let i = 0; lines.length <= 500; i++) {
      const p = pool[i % pool.length] as CatalogProduct;
      const name = i % 2 === 1 && p.ean ? p.ean : p.productNumber;
      lines.push(`${name};${String(p.minPurchase).replace('.', ',')}`);
      expected.set(p.id, (expected.get(p.id) ?? 0) + p.minPurchase);
    }
    expect(lines).toHaveLength(501);
    const started = performance.now();
    const res = await quick({ csv: lines.join('\n') });
    const ms = performance.now() - started;
    expect(res.status, res.text.slice(0, 500)).toBe(200);
    expect(res.json.added).toHaveLength(500);
    expect(res.json.errors).toEqual([]);
    expect(ms).toBeLessThan(2000);
    expect(await quantities()).toEqual(Object.fromEntries(expected));
    await emptyCart(lead);
  });
});

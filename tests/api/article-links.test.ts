import { describe, expect, inject, it } from 'vitest';
import { quickSearchBody } from '../../src/api/quick-search.ts';
import { demoCustomerSku } from '../../src/server/seed/article-links.ts';
import { listing, type Product, session, setUpCatalogSessions } from './catalog-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { rows } from './inspect.ts';

setUpCatalogSessions();

const info = (productIds: string[], token?: string) =>
  call('POST', '/article-links/info', { body: { productIds }, token });
const create = (body: Record<string, unknown>, token?: string) =>
  call('POST', '/article-links', { body, token });
const searchIds = async (term: string, token?: string) =>
  (await call('POST', '/search', { body: quickSearchBody(term), token })).json.elements.map(
    (p: Product) => p.id,
  ) as string[];

/** The seeded link DEMO-0001 of company 100001 and its article. */
async function seededLink() {
  const all = await rows<{ id: string; product_id: string; customer_sku: string }>(
    inject('baseUrl'),
    'article_link',
  );
  const link = all.find((l) => l.customer_sku === demoCustomerSku(1));
  if (!link) throw new Error('the seed has no article link DEMO-0001');
  return { id: link.id, productId: link.product_id };
}

describe('article links (§3, §7)', () => {
  it('are read by every user of the company, and by nobody else', async () => {
    const link = await seededLink();
    const buyer = await loginAs('demo.buyer');
    expect((await info([link.productId], buyer)).json.elements).toEqual([
      { apiAlias: 'b2b_article_link', id: link.id, productId: link.productId, customerSku: 'DEMO-0001' },
    ]);
    expect((await info([link.productId], session.other)).json.elements).toEqual([]);
    const anonymous = await info([link.productId]);
    expect(anonymous.status).toBe(401);
    expect(errorCodes(anonymous.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  it("find the article by the company's own number, in any case, without separators and by its start", async () => {
    const link = await seededLink();
    expect((await searchIds('demo-0001', session.viewer))[0]).toBe(link.productId);
    expect((await searchIds('demo0001', session.viewer))[0]).toBe(link.productId);
    expect(await searchIds('DEMO-000', session.lead)).toContain(link.productId);
    // Another company and anonymous visitors do not know this number.
    expect(await searchIds('DEMO-0001', session.other)).not.toContain(link.productId);
    expect(await searchIds('DEMO-0001')).not.toContain(link.productId);
  });

  it('are created with MANAGE_ARTICLE_LINKS only, with unique numbers and articles', async () => {
    const [free, other] = (
      (await listing({ limit: 50, order: 'name-desc' })).json.elements as Product[]
    ).filter((p) => !p.parentId);
    if (!free || !other) throw new Error('no products');
    const denied = await create({ productId: free.id, customerSku: 'VIEWER-1' }, session.viewer);
    expect(denied.status).toBe(403);

    const created = await create({ productId: free.id, customerSku: ' Lead-Own-1 ' }, session.lead);
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ productId: free.id, customerSku: 'Lead-Own-1' });
    expect((await searchIds('lead-own-1', session.lead))[0]).toBe(free.id);

    const sameSku = await create({ productId: other.id, customerSku: 'LEAD-OWN-1' }, session.lead);
    expect([sameSku.status, errorCodes(sameSku.json)]).toEqual([
      409,
      ['B2B__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE'],
    ]);
    const sameProduct = await create({ productId: free.id, customerSku: 'LEAD-OWN-2' }, session.lead);
    expect([sameProduct.status, errorCodes(sameProduct.json)]).toEqual([
      409,
      ['B2B__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE'],
    ]);
    const unknown = await create(
      { productId: '00000000-0000-4000-8000-000000000000', customerSku: 'LEAD-OWN-3' },
      session.lead,
    );
    expect([unknown.status, errorCodes(unknown.json)]).toEqual([
      404,
      ['B2B__ARTICLE_LINK_PRODUCT_NOT_FOUND'],
    ]);
    const blank = await create({ productId: free.id, customerSku: '   ' }, session.lead);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.json)).toContain('IS_BLANK');
  });
});

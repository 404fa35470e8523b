import { describe, expect, inject, it } from 'vitest';
import { listing, type Product, session, setUpCatalogSessions } from './catalog-helpers.ts';
import { call, errorCodes } from './client.ts';
import { rows } from './inspect.ts';

setUpCatalogSessions();

const demoLink = async () => {
  const all = await rows<{ id: string; product_id: string; customer_sku: string }>(
    inject('baseUrl'),
    'article_link',
  );
  const link = all.find((l) => l.customer_sku === 'DEMO-0002');
  if (!link) throw new Error('the seed has no article link DEMO-0002');
  return link;
};

/** Every call of the account section (§7 article-links/*), aimed at a link of company 100001. */
const endpoints = (id: string, productId: string) =>
  [
    ['GET', '/article-links', undefined],
    ['GET', '/article-links?term=DEMO', undefined],
    ['GET', '/article-links/template', undefined],
    ['POST', '/article-links/export', undefined],
    ['POST', '/article-links/import', { payload: 'productNumber;customerSku\nX;Y\n', preview: true }],
    ['GET', `/article-links/${id}`, undefined],
    ['PUT', `/article-links/${id}`, { customerSku: 'TAKEN-OVER' }],
    ['DELETE', `/article-links/${id}`, undefined],
    ['DELETE', '/article-links', undefined],
    ['POST', '/article-links', { productId, customerSku: 'TAKEN-OVER' }],
  ] as const;

describe('article links: who may call what (§6 MANAGE_ARTICLE_LINKS)', () => {
  it('refuses anonymous visitors and users without the right, and never shows another company', async () => {
    const link = await demoLink();
    for (const [method, path, body] of endpoints(link.id, link.product_id)) {
      const what = `${method} ${path}`;
      const anonymous = await call(method, path, { body });
      // The account section's calls tell "log in" (401) apart from "not allowed" (403).
      expect([anonymous.status, errorCodes(anonymous.json)], what).toEqual([
        401,
        ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'],
      ]);
      const viewer = await call(method, path, { body, token: session.viewer });
      expect([viewer.status, errorCodes(viewer.json)], what).toEqual([403, ['B2B__MISSING_RIGHT']]);
      // other.lead has the right, but only for company 100002: reads see nothing of 100001.
      const other = await call(method, path, { body, token: session.other });
      expect(other.text, what).not.toContain('DEMO-000');
      if (path.includes(link.id))
        expect([other.status, errorCodes(other.json)], what).toEqual([404, ['B2B__ARTICLE_LINK_NOT_FOUND']]);
    }
    // Nothing of company 100001 changed.
    expect(await demoLink()).toEqual(link);
  });

  it('lists, reads, edits and deletes the own links; delete all leaves other companies alone', async () => {
    const products = (
      (await listing({ limit: 24, p: 4, order: 'name-asc' })).json.elements as Product[]
    ).filter((p) => !p.parentId);
    const [a, b] = products;
    if (!a || !b) throw new Error('no products');
    const made = [];
    for (const [p, sku] of [
      [a, 'OTHER-A'],
      [b, 'OTHER-B'],
    ] as const) {
      const res = await call('POST', '/article-links', {
        body: { productId: p.id, customerSku: sku },
        token: session.other,
      });
      expect(res.status).toBe(200);
      made.push(res.json.id as string);
    }
    const list = await call('GET', '/article-links?term=other-&sort=customerSku&order=desc', {
      token: session.other,
    });
    expect(list.json).toMatchObject({ total: 2, page: 1 });
    expect(list.json.elements.map((l: { customerSku: string }) => l.customerSku)).toEqual([
      'OTHER-B',
      'OTHER-A',
    ]);
    expect(list.json.elements[1]).toMatchObject({ productNumber: a.productNumber, productId: a.id });

    const taken = await call('PUT', `/article-links/${made[0]}`, {
      body: { customerSku: 'other-b' },
      token: session.other,
    });
    expect([taken.status, errorCodes(taken.json)]).toEqual([
      409,
      ['B2B__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE'],
    ]);
    const edited = await call('PUT', `/article-links/${made[0]}`, {
      body: { customerSku: 'OTHER-A2' },
      token: session.other,
    });
    expect(edited.json).toMatchObject({ id: made[0], customerSku: 'OTHER-A2' });
    expect((await call('GET', `/article-links/${made[0]}`, { token: session.other })).json.customerSku).toBe(
      'OTHER-A2',
    );

    expect((await call('DELETE', `/article-links/${made[1]}`, { token: session.other })).status).toBe(204);
    expect((await call('GET', `/article-links/${made[1]}`, { token: session.other })).status).toBe(404);
    expect((await call('GET', '/article-links/not-a-uuid', { token: session.other })).status).toBe(404);

    const before = (await call('GET', '/article-links', { token: session.lead })).json.total;
    const all = await call('DELETE', '/article-links', { token: session.other });
    expect(all.json.deleted).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/article-links', { token: session.other })).json.total).toBe(0);
    expect((await call('GET', '/article-links', { token: session.lead })).json.total).toBe(before);
  });
});

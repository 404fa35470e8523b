import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { slugify } from '../../src/shared/slug.ts';
import { adminCall, dashed, hex, removeSyncedLater, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { adminError, drift } from './admin-schema.ts';
import { call, languageId } from './client.ts';
import { runSql } from './inspect.ts';
import { expectListingInStep } from './listing-in-step.ts';

/** Categories through `POST /api/_action/sync` (issue 29): the ERP's tree in the shop's navigation. */

type Node = {
  id: string;
  name: string;
  type: string;
  seoUrl: string | null;
  customFields: Record<string, string>;
  children: Node[];
};
const LOCALES = ['nl-NL', 'fr-FR', 'en-GB', 'de-DE'] as const;
const tag = hex().slice(0, 6);
const names = (base: string) => LOCALES.map((l) => `${base} ${l.slice(0, 2)} ${tag}`);
const top = { id: hex(), names: names('Aandrijving') };
const gears = { id: hex(), names: names('Tandwielen') };
const chains = { id: hex(), names: names('Kettingen') };
const productId = hex();
let admin = '';
let rootId = '';

const translations = (n: string[]) =>
  Object.fromEntries(LOCALES.map((l, i) => [l, { name: n[i], description: `<p>${n[i]}</p>` }]));

const navigation = async (locale: string): Promise<Node[]> =>
  (
    await call('POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 3 },
      headers: { 'sw-language-id': await languageId(locale) },
    })
  ).json;
const topNode = async (locale: string) => (await navigation(locale)).find((n) => n.id === dashed(top.id));
const categoryRows = async () =>
  Number((await runSql<{ n: string }>(inject('baseUrl'), 'select count(*) as n from category'))[0]?.n);

let removeSynced: () => Promise<void> = async () => {};
beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const [channel] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select navigation_category_id as id from sales_channel limit 1',
  );
  rootId = (channel as { id: string }).id;
});
afterAll(() => removeSynced());

describe('Admin API category sync', () => {
  it('writes a tree in four languages, children before their parent, shown in the navigation at once', async () => {
    const nl = await languageId('nl-NL');
    const res = await sync(
      [
        {
          entity: 'category',
          action: 'upsert',
          payload: [
            {
              id: chains.id,
              parentId: top.id,
              afterCategoryId: gears.id,
              translations: translations(chains.names),
            },
            // By language id as well as by locale code; the top-level name is en-GB.
            {
              id: gears.id,
              parentId: top.id,
              name: gears.names[2],
              translations: {
                [nl.replace(/-/g, '')]: { name: gears.names[0] },
                'fr-FR': { name: gears.names[1] },
                'de-DE': { name: gears.names[3] },
              },
            },
            { id: top.id, parentId: rootId, type: 'page', translations: translations(top.names) },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.category).toHaveLength(3);
    for (const [i, locale] of LOCALES.entries()) {
      const node = await topNode(locale);
      expect(node?.name).toBe(top.names[i]);
      expect(node?.children.map((c) => c.name)).toEqual([gears.names[i], chains.names[i]]);
      const topPath = `/${slugify(top.names[i] as string)}/`;
      expect(node?.seoUrl).toBe(topPath);
      expect(node?.children[1]?.seoUrl).toBe(`${topPath}${slugify(chains.names[i] as string)}/`);
      const page = await call('POST', '/pwa/page', {
        body: { path: node?.children[1]?.seoUrl },
        headers: { 'sw-language-id': await languageId(locale) },
      });
      expect(page.status).toBe(200);
      expect(page.json.resourceIdentifier).toBe(dashed(chains.id));
      expect(page.json.canonicalPathInfo).toBe(node?.children[1]?.seoUrl);
    }
    const [row] = await runSql<{ path: string; level: number }>(
      inject('baseUrl'),
      `select path, level from category where id = '${dashed(chains.id)}'`,
    );
    expect(row).toMatchObject({ path: `|${rootId}|${dashed(top.id)}|`, level: 3 });
  });

  it('moves a category first among its siblings with afterCategoryId null', async () => {
    const res = await sync(
      [{ entity: 'category', action: 'upsert', payload: [{ id: chains.id, afterCategoryId: null }] }],
      admin,
    );
    expect(res.status).toBe(200);
    expect((await topNode('en-GB'))?.children.map((c) => c.id)).toEqual([
      dashed(chains.id),
      dashed(gears.id),
    ]);
  });

  it('lists a product synced into a category there and in its parent', async () => {
    const res = await sync(
      [
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            {
              id: productId,
              productNumber: `CAT-${tag}`,
              name: `Category test ${tag}`,
              stock: 4,
              price: [{ currencyId: SHOPWARE_EURO, net: 2, gross: 2.42, linked: true }],
              categories: [{ id: gears.id }],
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    for (const id of [gears.id, top.id]) {
      const listing = await call('POST', `/product-listing/${dashed(id)}`, { body: { limit: 24 } });
      expect(listing.status).toBe(200);
      expect(listing.json.elements.map((p: { id: string }) => p.id)).toContain(dashed(productId));
    }
  });

  it('shows a rename at once, with the new SEO path and the old one redirecting', async () => {
    const before = (await topNode('nl-NL'))?.children.find((c) => c.id === dashed(gears.id))?.seoUrl;
    const renamed = `Rondsels ${tag}`;
    const res = await sync(
      [
        {
          entity: 'category',
          action: 'upsert',
          payload: [{ id: gears.id, translations: { 'nl-NL': { name: renamed } } }],
        },
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const node = (await topNode('nl-NL'))?.children.find((c) => c.id === dashed(gears.id));
    expect(node?.name).toBe(renamed);
    expect(node?.seoUrl).toBe(`/${slugify(top.names[0] as string)}/${slugify(renamed)}/`);
    expect((await topNode('fr-FR'))?.children.find((c) => c.id === dashed(gears.id))?.name).toBe(
      gears.names[1],
    );
    const old = await call('POST', '/pwa/page', { body: { path: before } });
    expect(old.json.canonicalPathInfo).toBe(node?.seoUrl);
  });

  it("shows the mega menu's badge and banner sent as custom fields in each language, and takes an image", async () => {
    const [image] = await runSql<{ id: string }>(
      inject('baseUrl'),
      'select id from media order by id limit 1',
    );
    const mediaId = (image as { id: string }).id.replace(/-/g, '');
    const res = await sync(
      [
        {
          entity: 'category',
          action: 'upsert',
          payload: [
            {
              id: top.id,
              mediaId,
              // Shopware's system language (en-GB): what a language without its own shows.
              customFields: { category_badge_text: 'New', category_banner1_url: '/contact/' },
              translations: {
                'nl-NL': { customFields: { category_badge_text: 'Nieuw', category_banner1_title: 'Actie' } },
                'fr-FR': { customFields: { category_badge_text: 'Nouveau' } },
              },
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await topNode('nl-NL'))?.customFields).toMatchObject({
      category_badge_text: 'Nieuw',
      category_banner1_title: 'Actie',
      category_banner1_url: '/contact/',
    });
    expect((await topNode('fr-FR'))?.customFields.category_badge_text).toBe('Nouveau');
    expect((await topNode('de-DE'))?.customFields.category_badge_text).toBe('New');
    const read = await adminCall('GET', `/category/${top.id}`, admin);
    expect(read.json.data).toMatchObject({ mediaId, customFields: { category_badge_text: 'New' } });
    // null removes a field; the others stay.
    const cleared = await sync(
      [
        {
          entity: 'category',
          action: 'upsert',
          payload: [
            { id: top.id, translations: { 'nl-NL': { customFields: { category_banner1_title: null } } } },
          ],
        },
      ],
      admin,
    );
    expect(cleared.status).toBe(200);
    const nl = (await topNode('nl-NL'))?.customFields;
    expect(nl?.category_badge_text).toBe('Nieuw');
    expect(nl).not.toHaveProperty('category_banner1_title');
  });

  it('refuses bad batches with 400 naming the record and field, and changes nothing', async () => {
    const count = await categoryRows();
    const cases: [unknown[], string][] = [
      [[{ id: hex(), name: 'Orphan', parentId: hex() }], '/0/1/parentId'],
      [[{ id: top.id, parentId: chains.id }], '/0/1/parentId'],
      [[{ id: hex(), name: 'Odd', colour: 'red' }], '/0/1/colour'],
      [[{ id: hex(), name: 'Odd', type: 'shelf' }], '/0/1/type'],
      [[{ id: hex(), name: 'Odd', active: 'yes' }], '/0/1/active'],
      [[{ id: hex(), name: 'Odd', parentId: top.id, afterCategoryId: rootId }], '/0/1/afterCategoryId'],
      [[{ id: hex(), name: 'Odd', mediaId: hex() }], '/0/1/mediaId'],
      [[{ id: hex(), name: 'Odd', customFields: { colour: 'red' } }], '/0/1/customFields/colour'],
      [
        [
          {
            id: hex(),
            name: 'Odd',
            translations: { 'nl-NL': { customFields: { category_banner1_url: 'javascript:x' } } },
          },
        ],
        '/0/1/translations/nl-NL/customFields/category_banner1_url',
      ],
    ];
    for (const [bad, pointer] of cases) {
      const fresh = { id: hex(), parentId: top.id, name: `Fine ${tag}` };
      const res = await sync([{ entity: 'category', action: 'upsert', payload: [fresh, ...bad] }], admin);
      expect(res.status, pointer).toBe(400);
      expect(drift(adminError('400'), res.json)).toEqual([]);
      expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(
        pointer,
      );
    }
    expect(await categoryRows()).toBe(count);
    expect((await topNode('en-GB'))?.children).toHaveLength(2);
  });

  it('moves a category with its products: listed under the new parent, its path and URL below it', async () => {
    const res = await sync(
      [{ entity: 'category', action: 'upsert', payload: [{ id: gears.id, parentId: chains.id }] }],
      admin,
    );
    expect(res.status).toBe(200);
    const listing = await call('POST', `/product-listing/${dashed(chains.id)}`, { body: { limit: 24 } });
    expect(listing.json.elements.map((p: { id: string }) => p.id)).toContain(dashed(productId));
    const chainsNode = (await topNode('fr-FR'))?.children.find((c) => c.id === dashed(chains.id));
    expect(chainsNode?.children.map((c) => c.id)).toEqual([dashed(gears.id)]);
    expect(chainsNode?.children[0]?.seoUrl).toBe(
      `${chainsNode?.seoUrl}${slugify(gears.names[1] as string)}/`,
    );
  });

  it('writes a link category that leads to another category and gets no SEO URL of its own', async () => {
    const link = hex();
    const res = await sync(
      [
        {
          entity: 'category',
          action: 'upsert',
          payload: [
            {
              id: link,
              parentId: top.id,
              name: `Zie ook ${tag}`,
              type: 'link',
              linkType: 'category',
              internalLink: chains.id,
              linkNewTab: true,
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const node = await topNode('nl-NL');
    const chainsPath = node?.children.find((c) => c.id === dashed(chains.id))?.seoUrl;
    expect(node?.children.find((c) => c.id === dashed(link))).toMatchObject({
      type: 'link',
      linkNewTab: true,
      seoUrl: chainsPath,
    });
    const own = await runSql<{ n: string }>(
      inject('baseUrl'),
      `select count(*) as n from seo_url where foreign_key = '${dashed(link)}'`,
    );
    expect(Number(own[0]?.n)).toBe(0);
  });

  it('deletes a category with its subtree: gone from the navigation, its URLs and its products', async () => {
    const path = (await topNode('de-DE'))?.seoUrl;
    const res = await sync([{ entity: 'category', action: 'delete', payload: [{ id: top.id }] }], admin);
    expect(res.status).toBe(200);
    expect(await topNode('de-DE')).toBeUndefined();
    const page = await call('POST', '/pwa/page', {
      body: { path },
      headers: { 'sw-language-id': await languageId('de-DE') },
    });
    expect(page.status).toBe(404);
    const left = await runSql<{ n: string }>(
      inject('baseUrl'),
      `select (select count(*) from category where id in ('${dashed(gears.id)}', '${dashed(chains.id)}'))
            + (select count(*) from seo_url where foreign_key = '${dashed(gears.id)}')
            + (select count(*) from product where id = '${dashed(productId)}' and cardinality(category_tree) > 0) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    // The product's facets left the deleted categories before their counters went (no negative counts).
    const facets = await runSql(
      inject('baseUrl'),
      `select 1 from category_facet where category_id in ('${dashed(top.id)}', '${dashed(gears.id)}')`,
    );
    expect(facets).toEqual([]);
    await expectListingInStep();
  });
});

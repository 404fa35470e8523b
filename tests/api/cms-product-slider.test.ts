import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { categoryPage, dashed, hex, newProduct, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { runSql } from './inspect.ts';

/**
 * Shopware's product-slider element (issue 31) through the Admin API: the Store API answers the
 * configured products as content-only teasers, in the configured order and the asked language;
 * unknown, inactive and malformed ids are left out.
 */
const tag = hex().slice(0, 6);
const pageId = hex();
const categoryId = hex();
const inactiveId = hex();
let seeded: { id: string; nl: string; fr: string }[] = [];
let removeSynced: () => Promise<void> = async () => {};

const entry = (value: unknown) => ({ source: 'static', value });
const undashed = (id: string) => id.replace(/-/g, '');

/** The configured products in the slider's order: neither the database's nor the product numbers'. */
const configured = () => {
  const [a, b, c] = seeded;
  return [b, c, a].map((p) => p?.id ?? '');
};

/** The element as Shopware's admin saves it (its defaultConfig without `entity` and `required`). */
const productSlider = () => ({
  slot: 'productSlider',
  type: 'product-slider',
  config: {
    products: entry([
      undashed(configured()[0] ?? ''),
      hex(), // unknown
      undashed(configured()[1] ?? ''),
      inactiveId,
      'not-an-id',
      undashed(configured()[2] ?? ''),
    ]),
    title: entry(`Bestsellers ${tag}`),
    displayMode: entry('standard'),
    boxLayout: entry('standard'),
    navigation: entry(true),
    rotate: entry(false),
    border: entry(false),
    elMinWidth: entry('300px'),
    verticalAlign: entry(null),
    productStreamSorting: entry('name:ASC'),
    productStreamLimit: entry(10),
  },
});

type Teaser = { id: string; name: string; productNumber: string; seoUrl: string; cover: unknown };
const sliderOf = async (locale: string) => {
  const page = (await categoryPage(categoryId, locale)).cmsPage;
  const block = page?.sections[0]?.blocks[0];
  expect(block?.type).toBe('product-slider');
  return block.slots[0] as { slot: string; config: { title: string }; data: { products: Teaser[] } };
};

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  const admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  seeded = await runSql(
    inject('baseUrl'),
    `select id, translations->'nl-NL'->>'name' as nl, translations->'fr-FR'->>'name' as fr from product
     where active and parent_id is null and translations->'nl-NL'->>'name' <> translations->'fr-FR'->>'name'
     order by product_number limit 3`,
  );
  const [channel] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select navigation_category_id as id from sales_channel limit 1',
  );
  const res = await sync(
    [
      {
        entity: 'product',
        action: 'upsert',
        payload: [newProduct(inactiveId, `PS-${tag}`, { active: false })],
      },
      {
        entity: 'cms_page',
        action: 'upsert',
        payload: [
          {
            id: pageId,
            name: `Slider ${tag}`,
            type: 'landingpage',
            sections: [
              { position: 0, blocks: [{ position: 0, type: 'product-slider', slots: [productSlider()] }] },
            ],
          },
        ],
      },
      {
        entity: 'category',
        action: 'upsert',
        payload: [
          { id: categoryId, parentId: undashed(channel?.id ?? ''), name: `Slider ${tag}`, cmsPageId: pageId },
        ],
      },
    ],
    admin,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});
afterAll(() => removeSynced());

describe('CMS product slider', () => {
  it('answers the configured products in their order, without unknown, inactive or malformed ids', async () => {
    expect(seeded).toHaveLength(3);
    const slot = await sliderOf('nl-NL');
    expect(slot.slot).toBe('productSlider');
    expect(slot.config.title).toBe(`Bestsellers ${tag}`);
    expect(slot.data.products.map((p) => p.id)).toEqual(configured());
    expect(slot.data.products.map((p) => p.id)).not.toContain(dashed(inactiveId));
    for (const product of slot.data.products) {
      expect(product.seoUrl).toMatch(new RegExp(`${product.productNumber}$`));
      // Resolved pages are shared between customers: content only.
      expect(product).not.toHaveProperty('price');
      expect(product).not.toHaveProperty('stock');
    }
  });

  it('names the products in the asked language', async () => {
    const byId = new Map(seeded.map((p) => [p.id, p]));
    const [nl, fr] = await Promise.all([sliderOf('nl-NL'), sliderOf('fr-FR')]);
    expect(nl.data.products.map((p) => p.name)).toEqual(configured().map((id) => byId.get(id)?.nl));
    expect(fr.data.products.map((p) => p.name)).toEqual(configured().map((id) => byId.get(id)?.fr));
  });
});

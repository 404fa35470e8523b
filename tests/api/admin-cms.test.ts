import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOCK_TYPES } from '../../blocks/types.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import {
  adminCall,
  categoryPage as categoryPageOf,
  dashed,
  hex,
  removeSyncedLater,
  sync,
  tokenOf,
} from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { errorCodes, languageId } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * CMS layouts through the Admin API (issue 31): a page with its sections, blocks and slots in
 * Shopware's shape, per-language slot config, assigned to a category, shown by the storefront at once.
 */
const tag = hex().slice(0, 6);
const pageId = hex();
const textSection = hex();
const textBlock = hex();
const textSlot = hex();
const imageBlock = hex();
const categoryId = hex();
const typesSection = hex();
let admin = '';
let mediaId = '';
let productId = '';
let rootId = '';
let removeSynced: () => Promise<void> = async () => {};

const entry = (value: unknown) => ({ source: 'static', value });
/** A slot of each type; the product slider's as Shopware's admin saves it (cms-product-slider.test.ts). */
const slotFor = (type: string) =>
  type === 'product-slider'
    ? {
        slot: 'productSlider',
        type,
        config: {
          products: entry([productId.replace(/-/g, '')]),
          title: entry(`${type} ${tag}`),
          displayMode: entry('standard'),
          elMinWidth: entry('300px'),
          verticalAlign: entry(null),
        },
      }
    : { slot: 'content', type, config: { title: entry(`${type} ${tag}`) } };
const layout = () => ({
  id: pageId,
  name: `Landing ${tag}`,
  type: 'landingpage',
  translations: { 'nl-NL': { name: `Actie ${tag}` }, 'fr-FR': { name: `Action ${tag}` } },
  sections: [
    {
      id: textSection,
      position: 0,
      sizingMode: 'boxed',
      blocks: [
        {
          id: textBlock,
          position: 0,
          type: 'text',
          visibility: { mobile: false, tablet: true, desktop: true },
          slots: [
            {
              id: textSlot,
              slot: 'content',
              type: 'text',
              config: { content: entry(`<p>Welcome ${tag}</p>`) },
              translations: {
                'nl-NL': { config: { content: entry(`<p>Welkom ${tag}</p>`) } },
                'fr-FR': { config: { content: entry(`<p>Bienvenue ${tag}</p>`) } },
              },
            },
          ],
        },
        {
          id: imageBlock,
          position: 1,
          type: 'image',
          slots: [{ slot: 'image', type: 'image', config: { media: entry(mediaId.replace(/-/g, '')) } }],
        },
      ],
    },
    {
      id: typesSection,
      position: 1,
      sizingMode: 'full_width',
      // Every block type the storefront's registry renders, each with a slot of its own type.
      blocks: BLOCK_TYPES.map((type, i) => ({ position: i, type, slots: [slotFor(type)] })),
    },
  ],
});

const pageRows = async () =>
  Number((await runSql<{ n: string }>(inject('baseUrl'), `select count(*) as n from cms_page`))[0]?.n ?? 0);

/** The category page as the storefront asks for it, in one language. */
const categoryPage = async (locale: string) =>
  (await categoryPageOf(categoryId, locale)).cmsPage as {
    id: string;
    name: string;
    sections: {
      blocks: {
        id: string;
        type: string;
        customFields: { visibility?: Record<string, boolean> };
        slots: {
          config: Record<string, unknown>;
          data: { media: Record<string, { url: string }>; products?: { id: string }[] };
        }[];
      }[];
    }[];
  } | null;

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const [media] = await runSql<{ id: string }>(inject('baseUrl'), 'select id from media order by id limit 1');
  mediaId = media?.id ?? '';
  const [product] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select id from product where active order by product_number limit 1',
  );
  productId = product?.id ?? '';
  const [channel] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select navigation_category_id as id from sales_channel limit 1',
  );
  rootId = channel?.id ?? '';
});
afterAll(() => removeSynced());

describe('Admin API CMS layouts', () => {
  it("takes a layout in Shopware's shape and a category shows it at once, per language", async () => {
    expect(mediaId).not.toBe('');
    const res = await sync(
      [
        { entity: 'cms_page', action: 'upsert', payload: [layout()] },
        {
          entity: 'category',
          action: 'upsert',
          payload: [
            { id: categoryId, parentId: rootId.replace(/-/g, ''), name: `Actie ${tag}`, cmsPageId: pageId },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.cms_page).toEqual([pageId]);

    const nl = await categoryPage('nl-NL');
    expect(nl?.id).toBe(dashed(pageId));
    expect(nl?.name).toBe(`Actie ${tag}`);
    const [first] = nl?.sections ?? [];
    const text = first?.blocks.find((b) => b.id === dashed(textBlock));
    expect(text?.slots[0]?.config.content).toBe(`<p>Welkom ${tag}</p>`);
    expect(text?.customFields.visibility).toEqual({ xs: false, sm: false, md: true, lg: true, xl: true });
    const image = first?.blocks.find((b) => b.id === dashed(imageBlock))?.slots[0];
    expect(image?.config.mediaId).toBe(mediaId);
    expect(image?.data.media[mediaId]?.url).toMatch(/\/media\//);
    expect(nl?.sections[1]?.blocks.map((b) => b.type)).toEqual([...BLOCK_TYPES]);
    const slider = nl?.sections[1]?.blocks.find((b) => b.type === 'product-slider')?.slots[0];
    expect(slider?.data.products?.map((p) => p.id)).toEqual([productId]);

    const fr = await categoryPage('fr-FR');
    expect(fr?.sections[0]?.blocks[0]?.slots[0]?.config.content).toBe(`<p>Bienvenue ${tag}</p>`);
    // No German config: the base config (Shopware's system language) applies.
    const de = await categoryPage('de-DE');
    expect(de?.sections[0]?.blocks[0]?.slots[0]?.config.content).toBe(`<p>Welcome ${tag}</p>`);
  });

  it('reads the layout back as it was sent, in the answer the 6.7 schema describes', async () => {
    const res = await adminCall('POST', '/search/cms-page', admin, {
      ids: [pageId],
      associations: { sections: { associations: { blocks: { associations: { slots: {} } } } } },
    });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/cms-page'), res.json)).toEqual([]);
    const [page] = res.json.data;
    const sent = layout();
    expect(page).toMatchObject({ id: pageId, name: sent.name, type: sent.type });
    expect(page.sections).toHaveLength(2);
    for (const [s, section] of sent.sections.entries()) {
      const read = page.sections[s];
      expect(read).toMatchObject({ position: section.position, sizingMode: section.sizingMode });
      expect(read.blocks.map((b: { type: string }) => b.type)).toEqual(section.blocks.map((b) => b.type));
      for (const [b, block] of section.blocks.entries()) {
        expect(read.blocks[b].slots).toHaveLength(1);
        expect(read.blocks[b].slots[0]).toMatchObject({
          slot: block.slots[0]?.slot,
          type: block.slots[0]?.type,
          config: block.slots[0]?.config,
        });
      }
    }
    expect(page.sections[0].blocks[0].visibility).toEqual({ mobile: false, tablet: true, desktop: true });
    const frId = (await languageId('fr-FR')).replace(/-/g, '');
    expect(page.sections[0].blocks[0].slots[0].translations).toContainEqual({
      cmsSlotId: textSlot,
      languageId: frId,
      config: { content: entry(`<p>Bienvenue ${tag}</p>`) },
    });

    const one = await adminCall('GET', `/cms-page/${pageId}`, admin);
    expect(one.status).toBe(200);
    expect(drift(adminAnswer('get', '/cms-page/{id}'), one.json)).toEqual([]);
    expect(one.json.data.translated.name).toBe(`Landing ${tag}`);
  });

  it('changes one slot in one language through cms_slot, and the page shows it', async () => {
    const res = await sync(
      [
        {
          entity: 'cms_slot',
          action: 'upsert',
          payload: [
            {
              id: textSlot,
              translations: { 'nl-NL': { config: { content: entry(`<p>Nieuw ${tag}</p>`) } } },
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await categoryPage('nl-NL'))?.sections[0]?.blocks[0]?.slots[0]?.config.content).toBe(
      `<p>Nieuw ${tag}</p>`,
    );
    expect((await categoryPage('fr-FR'))?.sections[0]?.blocks[0]?.slots[0]?.config.content).toBe(
      `<p>Bienvenue ${tag}</p>`,
    );
  });

  it('refuses an unknown block type, a missing parent and a page without a type, and writes nothing', async () => {
    const before = await pageRows();
    const res = await sync(
      [
        {
          entity: 'cms_page',
          action: 'upsert',
          payload: [
            {
              ...layout(),
              id: hex(),
              sections: [{ position: 0, blocks: [{ position: 0, type: 'marquee', slots: [] }] }],
            },
            { name: `No type ${tag}` },
          ],
        },
        {
          entity: 'cms_slot',
          action: 'upsert',
          payload: [{ blockId: hex(), slot: 'content', type: 'text' }],
        },
      ],
      admin,
    );
    expect(res.status).toBe(400);
    expect(drift(adminError('400'), res.json)).toEqual([]);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(['/0/0/sections/0/blocks/0/type', '/0/1/type', '/1/0/blockId']);
    expect(res.json.errors[0].detail).toContain('"marquee"');
    expect(errorCodes(res.json)).toContain('FRAMEWORK__FOREIGN_KEY_NOT_FOUND');
    expect(await pageRows()).toBe(before);
  });

  it('refuses a link with a scheme other than http(s), mailto or tel, naming where it is', async () => {
    const res = await sync(
      [
        {
          entity: 'cms_slot',
          action: 'upsert',
          payload: [
            { id: textSlot, translations: { 'fr-FR': { config: { url: entry('javascript:alert(1)') } } } },
          ],
        },
      ],
      admin,
    );
    expect(res.status).toBe(400);
    expect(drift(adminError('400'), res.json)).toEqual([]);
    expect(res.json.errors[0].source.pointer).toBe('/0/0/translations/fr-FR/config');
    expect(res.json.errors[0].detail).toContain('url');
  });

  it('needs the cms_page write permission', async () => {
    const reader = await tokenOf({ permissions: { cms_page: ['read'] } });
    const res = await sync(
      [{ entity: 'cms_page', action: 'upsert', payload: [{ id: pageId, name: 'x' }] }],
      reader,
    );
    expect(res.status).toBe(403);
    expect((await adminCall('POST', '/search/cms-page', reader, { ids: [pageId] })).status).toBe(200);
  });

  it('deletes the page with its layout; the category shows none', async () => {
    const res = await sync([{ entity: 'cms_page', action: 'delete', payload: [{ id: pageId }] }], admin);
    expect(res.status).toBe(200);
    expect(res.json.deleted.cms_page).toEqual([pageId]);
    expect(await categoryPage('nl-NL')).toBeNull();
    const left = await runSql<{ n: string }>(
      inject('baseUrl'),
      `select count(*) as n from cms_slot where id = '${dashed(textSlot)}'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});

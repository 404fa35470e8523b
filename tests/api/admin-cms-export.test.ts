import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, hex, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, drift } from './admin-schema.ts';

/**
 * A layout as a Shopware shop exports it (issue 31): the layout options the storefront's blocks do not
 * use (names, CSS classes, locks, margins, background media mode…) are taken and read back as sent,
 * rather than refusing the whole layout.
 */
const tag = hex().slice(0, 6);
const [pageId, sectionId, blockId, slotId] = [hex(), hex(), hex(), hex()];
let admin = '';
let removeSynced: () => Promise<void> = async () => {};
/** What reads back: the options that are set (null ones are left out of the answer). */
const set = (options: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== null));

const pageOptions = {
  cssClass: 'campaign',
  locked: false,
  entity: null,
  previewMediaId: null,
  config: { backgroundColor: '#fff' },
};
const sectionOptions = {
  name: `Top ${tag}`,
  cssClass: null,
  locked: true,
  mobileBehavior: 'wrap',
  backgroundMediaMode: 'cover',
};
const blockOptions = {
  name: `Intro ${tag}`,
  cssClass: 'intro',
  locked: false,
  marginTop: '20px',
  marginBottom: '20px',
  marginLeft: null,
  marginRight: null,
  backgroundMediaId: null,
  backgroundMediaMode: 'cover',
};

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(() => removeSynced());

describe("a layout in Shopware's export shape", () => {
  it('is taken with its layout options and reads them back, in the answer the 6.7 schema describes', async () => {
    const res = await sync(
      [
        {
          entity: 'cms_page',
          action: 'upsert',
          payload: [
            {
              id: pageId,
              name: `Export ${tag}`,
              type: 'landingpage',
              ...pageOptions,
              sections: [
                {
                  id: sectionId,
                  position: 0,
                  type: 'default',
                  sizingMode: 'boxed',
                  ...sectionOptions,
                  blocks: [
                    {
                      id: blockId,
                      position: 0,
                      type: 'text',
                      sectionPosition: 'main',
                      ...blockOptions,
                      slots: [
                        {
                          id: slotId,
                          slot: 'content',
                          type: 'text',
                          locked: true,
                          config: { content: { source: 'static', value: `<p>${tag}</p>` } },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);

    const read = await adminCall('POST', '/search/cms-page', admin, {
      ids: [pageId],
      associations: { sections: { associations: { blocks: { associations: { slots: {} } } } } },
    });
    expect(read.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/cms-page'), read.json)).toEqual([]);
    const [page] = read.json.data;
    expect(page).toMatchObject(set(pageOptions));
    expect(page).not.toHaveProperty('entity');
    expect(page.sections[0]).toMatchObject(set(sectionOptions));
    expect(page.sections[0].customFields.shopware).toBeUndefined();
    expect(page.sections[0].blocks[0]).toMatchObject(set(blockOptions));
    expect(page.sections[0].blocks[0].slots[0]).toMatchObject({
      locked: true,
      config: { content: { source: 'static', value: `<p>${tag}</p>` } },
    });
    expect(page.sections[0].blocks[0].slots[0].config._shopware).toBeUndefined();

    // A later upsert of one option keeps the others.
    const renamed = await sync(
      [{ entity: 'cms_block', action: 'upsert', payload: [{ id: blockId, name: `Renamed ${tag}` }] }],
      admin,
    );
    expect(renamed.status).toBe(200);
    const again = await adminCall('GET', `/cms-page/${pageId}`, admin);
    expect(again.status).toBe(200);
    const reread = await adminCall('POST', '/search/cms-page', admin, {
      ids: [pageId],
      associations: { sections: { associations: { blocks: {} } } },
    });
    expect(reread.json.data[0].sections[0].blocks[0]).toMatchObject({
      ...set(blockOptions),
      name: `Renamed ${tag}`,
    });
  });
});

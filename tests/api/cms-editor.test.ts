import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { categoryPage, dashed, hex, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Content editors (issue 31): a draft shows only to editors, publishing makes it live at once and
 * keeps a version, an older version can be restored, and two editors never overwrite each other.
 */
const tag = hex().slice(0, 6);
const pageId = hex();
const [first, second] = [hex(), hex()];
const [firstSlot, secondSlot] = [hex(), hex()];
const categoryId = hex();
let admin = '';
let editor = '';
let sales = '';
let removeSynced: () => Promise<void> = async () => {};

const text = (slot: string, body: string) => ({
  slot: 'content',
  id: slot,
  type: 'text',
  config: { content: { source: 'static', value: `<p>${body} ${tag}</p>` } },
});

const staffLogin = async (username: string) =>
  (await call('POST', '/staff/login', { body: { username, password: DEMO_PASSWORD } })).json
    .contextToken as string;
const editorCall = (method: string, path: string, body?: unknown, token = editor) =>
  call(method, `/b2b/cms/editor/pages/${dashed(pageId)}${path}`, { token, body });
const edit = (revision: number, edits: unknown[], token = editor) =>
  editorCall('POST', '/draft', { revision, edits }, token);

/** The words of the page's blocks as a visitor gets them, in block order. */
const visitorSees = async (locale = 'nl-NL') =>
  (await categoryPage(categoryId, locale)).cmsPage.sections[0].blocks.map(
    (b: { slots: { config: { content: string } }[] }) => b.slots[0]?.config.content,
  );

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const [channel] = await runSql<{ id: string }>(
    inject('baseUrl'),
    'select navigation_category_id as id from sales_channel limit 1',
  );
  const res = await sync(
    [
      {
        entity: 'cms_page',
        action: 'upsert',
        payload: [
          {
            id: pageId,
            name: `Editor test ${tag}`,
            type: 'landingpage',
            sections: [
              {
                position: 0,
                blocks: [
                  { id: first, position: 0, type: 'text', slots: [text(firstSlot, 'Eerste')] },
                  { id: second, position: 1, type: 'text', slots: [text(secondSlot, 'Tweede')] },
                ],
              },
            ],
          },
        ],
      },
      {
        entity: 'category',
        action: 'upsert',
        payload: [{ id: categoryId, parentId: channel?.id, name: `Editor ${tag}`, cmsPageId: pageId }],
      },
    ],
    admin,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  editor = await staffLogin('staff.editor');
  sales = await staffLogin('staff.sales');
});
afterAll(() => removeSynced());

describe('CMS editors', () => {
  it('lets only editors in, and editors only here', async () => {
    expect((await editorCall('GET', '', undefined, '')).status).toBe(401);
    expect((await editorCall('GET', '', undefined, await loginAs('demo.lead'))).status).toBe(403);
    const salesTry = await editorCall('GET', '', undefined, sales);
    expect(salesTry.status).toBe(403);
    expect(errorCodes(salesTry.json)).toEqual(['B2B__STAFF_ROLE_MISSING']);
    // An editor helps no customer.
    expect((await call('GET', '/staff/customers?term=lead', { token: editor })).status).toBe(403);
    const pages = await call('GET', '/b2b/cms/editor/pages', { token: editor });
    expect(pages.status).toBe(200);
    expect(pages.json.elements.map((p: { id: string }) => p.id)).toContain(dashed(pageId));
  });

  it('keeps a draft to the preview until it is published, then shows it at once', async () => {
    const opened = await editorCall('GET', '');
    expect(opened.json).toMatchObject({ version: 0, revision: 0, draft: null });
    const saved = await edit(0, [
      {
        op: 'text',
        slotId: dashed(firstSlot),
        locale: 'nl-NL',
        field: 'content',
        value: `<p>Nieuw ${tag}</p>`,
      },
      { op: 'move', blockId: dashed(second), direction: 'up' },
      { op: 'visibility', blockId: dashed(first), breakpoint: 'xs', visible: false },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.revision).toBe(1);
    // The visitor still sees the published page; the editor the draft.
    expect(await visitorSees()).toEqual([`<p>Eerste ${tag}</p>`, `<p>Tweede ${tag}</p>`]);
    const draft = await editorCall('GET', '', undefined);
    const blocks = draft.json.cmsPage.sections[0].blocks;
    expect(blocks.map((b: { id: string }) => b.id)).toEqual([dashed(second), dashed(first)]);
    expect(blocks[1].customFields.visibility).toMatchObject({ xs: false });

    const changes = await editorCall('GET', '/compare?from=live&to=draft');
    expect(changes.json.changes.map((c: { kind: string }) => c.kind).sort()).toEqual(
      ['field', 'moved', 'moved', 'visibility'].sort(),
    );
    expect(changes.json.changes).toContainEqual(
      expect.objectContaining({ kind: 'field', locale: 'nl-NL', after: `<p>Nieuw ${tag}</p>` }),
    );

    const published = await editorCall('POST', '/publish', { revision: 1 });
    expect(published.status, published.text).toBe(200);
    expect(published.json.version).toBe(1);
    expect(await visitorSees()).toEqual([`<p>Tweede ${tag}</p>`, `<p>Nieuw ${tag}</p>`]);
    // French has no translation of its own: the base config still applies there.
    expect(await visitorSees('fr-FR')).toEqual([`<p>Tweede ${tag}</p>`, `<p>Eerste ${tag}</p>`]);
    expect((await editorCall('GET', '')).json).toMatchObject({ version: 1, revision: 0, draft: null });
  });

  it('tells the second of two editors saving the same page, instead of overwriting', async () => {
    const change = (value: string) => [
      { op: 'text', slotId: dashed(secondSlot), locale: 'nl-NL', field: 'content', value },
    ];
    const colleague = await staffLogin('staff.editor');
    expect((await edit(0, change('<p>A</p>'))).json.revision).toBe(1);
    const late = await edit(0, change('<p>B</p>'), colleague);
    expect(late.status).toBe(409);
    expect(errorCodes(late.json)).toEqual(['B2B__CMS_PAGE_CONFLICT']);
    expect((await editorCall('POST', '/publish', { revision: 0 })).status).toBe(409);
    // The layout written through the Admin API meanwhile is a newer version: this draft may not undo it.
    const apiWrite = await sync(
      [{ entity: 'cms_slot', action: 'upsert', payload: [text(firstSlot, 'Vanuit ERP')] }],
      admin,
    );
    expect(apiWrite.status).toBe(200);
    const stale = await editorCall('POST', '/publish', { revision: 1 });
    expect(stale.status).toBe(409);
    // The ERP wrote the base config: French shows it, Dutch keeps the editor's own text.
    expect(await visitorSees('fr-FR')).toEqual([`<p>Tweede ${tag}</p>`, `<p>Vanuit ERP ${tag}</p>`]);
    expect(await visitorSees()).toEqual([`<p>Tweede ${tag}</p>`, `<p>Nieuw ${tag}</p>`]);
    expect((await editorCall('POST', '/discard', { revision: 1 })).status).toBe(200);
  });

  it('refuses changes the page cannot take', async () => {
    const wrong = [
      [{ op: 'text', slotId: dashed(firstSlot), locale: 'nl-NL', field: 'colour', value: 'red' }],
      [{ op: 'image', slotId: dashed(firstSlot), locale: 'nl-NL', field: 'mediaId', mediaId: dashed(hex()) }],
      [{ op: 'move', blockId: dashed(hex()), direction: 'up' }],
      [{ op: 'text', slotId: dashed(firstSlot), locale: 'xx-XX', field: 'content', value: 'x' }],
    ];
    for (const edits of wrong) expect((await edit(0, edits)).status).toBe(400);
    expect((await editorCall('GET', '')).json.draft).toBeNull();
  });

  it('restores an earlier version as the next one', async () => {
    const kept = await editorCall('GET', '/versions');
    // The first publication kept the original as version 0; the Admin API's write made version 2.
    expect(kept.json).toMatchObject({ version: 2 });
    expect(kept.json.elements.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    const restored = await editorCall('POST', '/rollback', { version: 0 });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.version).toBe(3);
    expect(await visitorSees()).toEqual([`<p>Eerste ${tag}</p>`, `<p>Tweede ${tag}</p>`]);
    const after = await editorCall('GET', '/versions');
    expect(after.json.elements.map((v: { version: number }) => v.version)).toEqual([3, 2, 1, 0]);
    expect(after.json.elements[0]).toMatchObject({ version: 3, restoredFrom: 0 });
    expect((await editorCall('POST', '/rollback', { version: 99 })).status).toBe(404);
  });

  it('restores a version whose block the Admin API has moved to another page since, leaving it there', async () => {
    const [other, otherSection] = [hex(), hex()];
    const moved = await sync(
      [
        {
          entity: 'cms_page',
          action: 'upsert',
          payload: [
            {
              id: other,
              name: `Other ${tag}`,
              type: 'landingpage',
              sections: [{ id: otherSection, position: 0 }],
            },
          ],
        },
        { entity: 'cms_block', action: 'upsert', payload: [{ id: second, sectionId: otherSection }] },
      ],
      admin,
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(await visitorSees()).toEqual([`<p>Eerste ${tag}</p>`]);
    const restored = await editorCall('POST', '/rollback', { version: 0 });
    expect(restored.status, restored.text).toBe(200);
    expect(await visitorSees()).toEqual([`<p>Eerste ${tag}</p>`, `<p>Tweede ${tag}</p>`]);
    const [block] = await runSql<{ page: string }>(
      inject('baseUrl'),
      `select s.page_id as page from cms_block b join cms_section s on s.id = b.section_id where b.id = '${dashed(second)}'`,
    );
    expect(block?.page).toBe(dashed(other));
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locale } from '../../src/shared/locales.ts';
import { hex, removeSyncedLater } from './admin-client.ts';
import { call, DEMO_PASSWORD, errorCodes, languageId } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Editors make landing pages without code or SQL (issue 31): a new page with paths in Dutch and French,
 * blocks added (banner, text, product slider), filled per language, published, changed, rolled back.
 */
const tag = hex().slice(0, 6);
const urls = { 'nl-NL': `lente-${tag}`, 'fr-FR': `printemps-${tag}` };
const titles = { 'nl-NL': `Lente ${tag}`, 'fr-FR': `Printemps ${tag}` };
let editor = '';
let pageId = '';
let numbers: string[] = [];
let removeSynced: () => Promise<void> = async () => {};

interface Slot {
  id: string;
  blockId: string;
  fields: { field: string; kind: string; value: string }[];
}
interface Block {
  id: string;
  type: string;
  slots: { type: string; config: Record<string, unknown> }[];
}

const staffLogin = async (username: string) =>
  (await call('POST', '/staff/login', { body: { username, password: DEMO_PASSWORD } })).json
    .contextToken as string;
const editorCall = (method: string, path: string, body?: unknown, token = editor) =>
  call(method, `/b2b/cms/editor/pages${path}`, { token, body });
const view = async () => (await editorCall('GET', `/${pageId}`)).json;
const save = async (edits: unknown[]) =>
  editorCall('POST', `/${pageId}/draft`, { revision: (await view()).revision, edits });
const publish = async () => editorCall('POST', `/${pageId}/publish`, { revision: (await view()).revision });
const visitor = async (locale: Locale) =>
  call('POST', '/pwa/page', {
    body: { path: `/${urls[locale as keyof typeof urls]}` },
    headers: { 'sw-language-id': await languageId(locale) },
  });
const visitorBlocks = async (locale: Locale): Promise<Block[]> =>
  (await visitor(locale)).json.cmsPage.sections[0].blocks;
const inSitemap = async () =>
  ((await call('GET', '/b2b/sitemap')).json.elements as { id: string }[]).some(
    (e) => e.id.replace(/-/g, '') === pageId.replace(/-/g, ''),
  );
const slotOfType = (slots: Slot[], blocks: Block[], type: string) =>
  slots.find((s) => s.blockId === blocks.find((b) => b.type === type)?.id) as Slot;

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  editor = await staffLogin('staff.editor');
  numbers = (
    await runSql<{ n: string }>(
      inject('baseUrl'),
      'select product_number as n from product where active and parent_id is null order by product_number limit 3',
    )
  ).map((r) => r.n);
});
afterAll(() => removeSynced());

describe('an editor makes a landing page', () => {
  it('creates it unpublished, with its paths; a path another page holds is refused at its language', async () => {
    expect(
      (await editorCall('POST', '', { titles: { 'nl-NL': 'Lente' }, urls }, await staffLogin('staff.sales')))
        .status,
    ).toBe(403);
    const bad = await editorCall('POST', '', {
      titles: { 'nl-NL': 'Lente' },
      urls: { 'nl-NL': 'Lente Actie!' },
    });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toContain('VIOLATION::INVALID_URL');
    const untitled = await editorCall('POST', '', { titles: {}, urls });
    expect(errorCodes(untitled.json)).toContain('VIOLATION::TITLE_REQUIRED');

    const shops = await editorCall('POST', '', {
      titles: { 'fr-FR': 'Compte' },
      urls: { 'fr-FR': 'Account/lente' },
    });
    expect(shops.json.errors[0]).toMatchObject({
      code: 'B2B__SEO_URL_RESERVED',
      source: { pointer: '/0/0/translations/fr-FR/url' },
    });

    const res = await editorCall('POST', '', { titles, urls });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    pageId = res.json.id;
    expect((await view()).cmsPage.sections[0].blocks).toEqual([]);
    // Not published yet: visitors and crawlers get nothing at its paths.
    expect((await visitor('nl-NL')).status).toBe(404);
    expect(await inSitemap()).toBe(false);

    // Two editors asking for one new address at the same instant: one gets it, the other is told.
    const race = `race-${tag}`;
    const both = await Promise.all(
      ['Een', 'Twee'].map((title) =>
        editorCall('POST', '', { titles: { 'nl-NL': title }, urls: { 'nl-NL': race } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.json.errors[0].code).toBe('FRAMEWORK__DUPLICATE_SEO_URL');

    const taken = await editorCall('POST', '', {
      titles: { 'nl-NL': 'Twee' },
      urls: { 'nl-NL': urls['nl-NL'] },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.errors[0]).toMatchObject({
      code: 'FRAMEWORK__DUPLICATE_SEO_URL',
      source: { pointer: '/0/0/translations/nl-NL/url' },
    });
  });

  it('adds a banner, a text and a product slider, fills them in two languages and publishes', async () => {
    const sectionId = (await view()).cmsPage.sections[0].id;
    const added = await save(
      ['promotion-banner', 'text', 'product-slider'].map((type) => ({ op: 'add', sectionId, type })),
    );
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const { slots, cmsPage } = await view();
    const blocks: Block[] = cmsPage.sections[0].blocks;
    expect(blocks.map((b) => b.type)).toEqual(['promotion-banner', 'text', 'product-slider']);
    const banner = slotOfType(slots, blocks, 'promotion-banner');
    const text = slotOfType(slots, blocks, 'text');
    const slider = slotOfType(slots, blocks, 'product-slider');
    expect(banner.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['title', 'link', 'mediaId']));
    expect(slider.fields).toContainEqual({ field: 'products', kind: 'products', value: '' });

    const unknown = await save([{ op: 'products', slotId: slider.id, productNumbers: ['NO-SUCH-NUMBER'] }]);
    expect(errorCodes(unknown.json)).toEqual(['B2B__CMS_PRODUCT_NOT_FOUND']);
    const script = await save([
      { op: 'text', slotId: banner.id, locale: 'nl-NL', field: 'link', value: 'javascript:alert(1)' },
    ]);
    expect(errorCodes(script.json)).toEqual(['B2B__CMS_LINK_UNSAFE']);

    const texts = (locale: Locale, title: string, body: string) => [
      { op: 'text', slotId: banner.id, locale, field: 'title', value: title },
      { op: 'text', slotId: text.id, locale, field: 'content', value: `<p>${body}</p>` },
    ];
    const filled = await save([
      ...texts('nl-NL', `Lenteactie ${tag}`, 'Tot 20 % korting'),
      ...texts('fr-FR', `Action de printemps ${tag}`, "Jusqu'à 20 % de remise"),
      { op: 'text', slotId: banner.id, locale: 'nl-NL', field: 'link', value: 'https://example.com/lente' },
      { op: 'products', slotId: slider.id, productNumbers: [...numbers].reverse() },
    ]);
    expect(filled.status, JSON.stringify(filled.json)).toBe(200);
    const shown = slotOfType((await view()).slots, blocks, 'product-slider').fields;
    expect(shown.find((f) => f.kind === 'products')?.value).toBe([...numbers].reverse().join(', '));
    expect((await visitor('nl-NL')).status).toBe(404);

    expect((await publish()).json.version).toBe(1);
    expect(await inSitemap()).toBe(true);
    const nl = await visitorBlocks('nl-NL');
    const fr = await visitorBlocks('fr-FR');
    // The page's heading is its title in the visitor's language.
    expect((await visitor('fr-FR')).json.cmsPage.name).toBe(titles['fr-FR']);
    expect((await visitor('nl-NL')).json.cmsPage.name).toBe(titles['nl-NL']);
    expect(nl.map((b) => b.type)).toEqual(['promotion-banner', 'text', 'product-slider']);
    expect(nl[0]?.slots[0]?.config).toMatchObject({
      title: `Lenteactie ${tag}`,
      link: 'https://example.com/lente',
    });
    expect(fr[0]?.slots[0]?.config.title).toBe(`Action de printemps ${tag}`);
    expect(fr[1]?.slots[0]?.config.content).toBe("<p>Jusqu'à 20 % de remise</p>");
    const ids = await runSql<{ id: string }>(
      inject('baseUrl'),
      `select id from product where product_number in (${numbers.map((n) => `'${n}'`).join(',')})`,
    );
    expect(nl[2]?.slots[0]?.config.products).toHaveLength(ids.length);
  });

  it('removes a block, publishes, and rolls the page back to the version before', async () => {
    const { cmsPage } = await view();
    const text = cmsPage.sections[0].blocks.find((b: Block) => b.type === 'text');
    expect((await save([{ op: 'remove', blockId: text.id }])).status).toBe(200);
    expect((await publish()).json.version).toBe(2);
    expect((await visitorBlocks('nl-NL')).map((b) => b.type)).toEqual(['promotion-banner', 'product-slider']);

    const back = await editorCall('POST', `/${pageId}/rollback`, { version: 1 });
    expect(back.json.version).toBe(3);
    expect((await visitorBlocks('fr-FR')).map((b) => b.type)).toEqual([
      'promotion-banner',
      'text',
      'product-slider',
    ]);
  });
});

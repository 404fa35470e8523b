import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { cmsPageId } from '../../src/server/seed/cms.ts';
import { contentPaths } from '../../src/server/seed/cms-pages.ts';
import { adminCall, dashed, hex, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { call, errorCodes, languageId } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Landing pages through the Admin API (issue 31): Shopware's landing_page, a CMS layout at SEO paths
 * of its own in every language, served by the storefront at once and left out when inactive.
 */
const LOCALES = ['nl-NL', 'fr-FR', 'en-GB', 'de-DE'] as const;
type Locale = (typeof LOCALES)[number];
const tag = hex().slice(0, 6);
const layoutId = hex();
const pageId = hex();
const names: Record<Locale, string> = {
  'nl-NL': `Actie ${tag}`,
  'fr-FR': `Action ${tag}`,
  'en-GB': `Campaign ${tag}`,
  'de-DE': `Aktion ${tag}`,
};
const urls: Record<Locale, string> = {
  'nl-NL': `actie-${tag}/`,
  'fr-FR': `action-${tag}/`,
  'en-GB': `campaign-${tag}/`,
  'de-DE': `aktion-${tag}/`,
};
const welcome: Record<Locale, string> = {
  'nl-NL': `<p>Welkom ${tag}</p>`,
  'fr-FR': `<p>Bienvenue ${tag}</p>`,
  'en-GB': `<p>Welcome ${tag}</p>`,
  'de-DE': `<p>Willkommen ${tag}</p>`,
};
let admin = '';
let removeSynced: () => Promise<void> = async () => {};

const entry = (value: unknown) => ({ source: 'static', value });
/** A layout with one text block whose content differs per language. */
const layout = () => ({
  id: layoutId,
  name: `Layout ${tag}`,
  type: 'landingpage',
  sections: [
    {
      position: 0,
      blocks: [
        {
          position: 0,
          type: 'text',
          slots: [
            {
              slot: 'content',
              type: 'text',
              config: { content: entry(welcome['en-GB']) },
              translations: Object.fromEntries(
                LOCALES.map((l) => [l, { config: { content: entry(welcome[l]) } }]),
              ),
            },
          ],
        },
      ],
    },
  ],
});

/** What the storefront gets for a path in a language. */
const pageAt = async (path: string, locale: Locale = 'nl-NL') =>
  call('POST', '/pwa/page', { body: { path }, headers: { 'sw-language-id': await languageId(locale) } });
const textOf = (page: {
  json: { cmsPage: { sections: { blocks: { slots: { config: { content: string } }[] }[] }[] } };
}) => page.json.cmsPage.sections[0]?.blocks[0]?.slots[0]?.config.content;
const sitemapIds = async () =>
  ((await call('GET', '/b2b/sitemap')).json.elements as { id: string }[]).map((e) => e.id);
const count = async (query: string) =>
  Number((await runSql<{ n: string }>(inject('baseUrl'), query))[0]?.n ?? 0);
const landingRows = () => count('select count(*) as n from landing_page');
const seoRows = () => count('select count(*) as n from seo_url');
const pointers = (json: { errors: { source: { pointer: string } }[] }) =>
  json.errors.map((e) => e.source.pointer);

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(() => removeSynced());

describe('Admin API landing pages', () => {
  it('serves a landing page at its url in each of four languages, with its layout in that language', async () => {
    const res = await sync(
      [
        { entity: 'cms_page', action: 'upsert', payload: [layout()] },
        {
          entity: 'landing_page',
          action: 'upsert',
          payload: [
            {
              id: pageId,
              cmsPageId: layoutId,
              // The top level is en-GB; the leading slash is not stored.
              name: names['en-GB'],
              url: `/${urls['en-GB']}`,
              metaTitle: `Campaign title ${tag}`,
              translations: Object.fromEntries(
                LOCALES.filter((l) => l !== 'en-GB').map((l) => [l, { name: names[l], url: ` ${urls[l]} ` }]),
              ),
            },
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.landing_page).toEqual([pageId]);
    for (const locale of LOCALES) {
      const page = await pageAt(`/${urls[locale]}`, locale);
      expect(page.status, locale).toBe(200);
      expect(page.json).toMatchObject({
        resourceType: 'frontend.landing.page',
        resourceIdentifier: dashed(pageId),
        canonicalPathInfo: `/${urls[locale]}`,
      });
      expect(page.json.cmsPage).toMatchObject({ id: dashed(layoutId), name: names[locale] });
      expect(textOf(page)).toBe(welcome[locale]);
    }
    expect((await pageAt(`/${urls['en-GB']}`, 'en-GB')).json.landingPage.metaTitle).toBe(
      `Campaign title ${tag}`,
    );
    expect(await sitemapIds()).toContain(dashed(pageId));
  });

  it('reads the landing page back in the answer the 6.7 schema describes', async () => {
    const res = await adminCall('POST', '/search/landing-page', admin, {
      filter: [{ type: 'equals', field: 'cmsPageId', value: layoutId }],
    });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/landing-page'), res.json)).toEqual([]);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      id: pageId,
      name: names['en-GB'],
      url: urls['en-GB'],
      metaTitle: `Campaign title ${tag}`,
      active: true,
      cmsPageId: layoutId,
      translated: { name: names['en-GB'], url: urls['en-GB'] },
      apiAlias: 'landing_page',
    });
    const found = await adminCall('POST', '/search-ids/landing-page', admin, { term: `Campaign ${tag}` });
    expect(found.json.data).toEqual([pageId]);

    const one = await adminCall('GET', `/landing-page/${pageId}`, admin);
    expect(one.status).toBe(200);
    expect(drift(adminAnswer('get', '/landing-page/{id}'), one.json)).toEqual([]);
    expect(one.json.data.id).toBe(pageId);
  });

  it('keeps the old path of a changed url as a redirect to the new one', async () => {
    const moved = `actie-nieuw-${tag}/`;
    const res = await sync(
      [
        {
          entity: 'landing_page',
          action: 'upsert',
          payload: [{ id: pageId, translations: { 'nl-NL': { url: moved } } }],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const old = await pageAt(`/${urls['nl-NL']}`);
    expect(old.status).toBe(200);
    expect(old.json.canonicalPathInfo).toBe(`/${moved}`);
    expect((await pageAt(`/${moved}`)).json.canonicalPathInfo).toBe(`/${moved}`);
    expect((await pageAt(`/${urls['fr-FR']}`, 'fr-FR')).json.canonicalPathInfo).toBe(`/${urls['fr-FR']}`);
    urls['nl-NL'] = moved;
  });

  it('stops serving an inactive landing page and leaves it out of the sitemap', async () => {
    const deactivate = await sync(
      [{ entity: 'landing_page', action: 'upsert', payload: [{ id: pageId, active: false }] }],
      admin,
    );
    expect(deactivate.status, JSON.stringify(deactivate.json)).toBe(200);
    for (const locale of LOCALES) expect((await pageAt(`/${urls[locale]}`, locale)).status, locale).toBe(404);
    expect((await pageAt(`/landingPage/${dashed(pageId)}`)).status).toBe(404);
    expect(await sitemapIds()).not.toContain(dashed(pageId));

    await sync(
      [{ entity: 'landing_page', action: 'upsert', payload: [{ id: pageId, active: true }] }],
      admin,
    );
    expect((await pageAt(`/${urls['de-DE']}`, 'de-DE')).status).toBe(200);
    expect(await sitemapIds()).toContain(dashed(pageId));
  });

  it('refuses bad records with 400 naming the record and field, and changes nothing', async () => {
    const [landing, seo] = [await landingRows(), await seoRows()];
    const fresh = () => ({ id: hex(), cmsPageId: layoutId, name: `Fine ${tag}`, url: `fine-${hex()}` });
    const cases: [unknown[], string, string][] = [
      [[{ ...fresh(), colour: 'red' }], '/0/1/colour', 'VIOLATION::INVALID_TYPE'],
      [[{ ...fresh(), cmsPageId: hex() }], '/0/1/cmsPageId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND'],
      [[{ ...fresh(), url: undefined }], '/0/1/url', 'VIOLATION::IS_BLANK'],
      [[{ ...fresh(), url: 'summer sale?' }], '/0/1/url', 'VIOLATION::INVALID_VALUE'],
      [[{ ...fresh(), url: 'a/../b' }], '/0/1/url', 'VIOLATION::INVALID_VALUE'],
      // The seeded contact page holds contact/ in Dutch; `contact` is the same path to the storefront.
      [
        [{ ...fresh(), translations: { 'nl-NL': { url: contentPaths('contact')[0] } } }],
        '/0/1/translations/nl-NL/url',
        'FRAMEWORK__DUPLICATE_SEO_URL',
      ],
      [[{ ...fresh(), url: 'contact' }], '/0/1/url', 'FRAMEWORK__DUPLICATE_SEO_URL'],
      // Another landing page's url, also when both come in one batch.
      [[{ ...fresh(), url: urls['en-GB'] }], '/0/1/url', 'FRAMEWORK__DUPLICATE_SEO_URL'],
      [
        [
          { ...fresh(), url: `twice-${tag}` },
          { ...fresh(), url: `twice-${tag}/` },
        ],
        '/0/2/url',
        'FRAMEWORK__DUPLICATE_SEO_URL',
      ],
    ];
    for (const [bad, pointer, code] of cases) {
      const res = await sync(
        [{ entity: 'landing_page', action: 'upsert', payload: [fresh(), ...bad] }],
        admin,
      );
      expect(res.status, pointer).toBe(400);
      expect(drift(adminError('400'), res.json)).toEqual([]);
      expect(pointers(res.json), JSON.stringify(res.json)).toEqual([pointer]);
      expect(errorCodes(res.json)).toEqual([code]);
    }
    expect([await landingRows(), await seoRows()]).toEqual([landing, seo]);
    expect((await pageAt(`/${contentPaths('contact')[0]}`)).json.resourceIdentifier).toBe(
      cmsPageId('contact'),
    );
  });

  it('still serves the seeded content pages as landing pages', async () => {
    for (const [i, locale] of LOCALES.entries()) {
      const page = await pageAt(`/${contentPaths('contact')[i]}`, locale);
      expect(page.status, locale).toBe(200);
      expect(page.json).toMatchObject({
        resourceType: 'frontend.landing.page',
        resourceIdentifier: cmsPageId('contact'),
        cmsPage: { id: cmsPageId('contact'), name: ['Contact', 'Contact', 'Contact', 'Kontakt'][i] },
      });
    }
    const agb = await adminCall('GET', `/landing-page/${cmsPageId('agb').replace(/-/g, '')}`, admin);
    expect(agb.json.data).toMatchObject({ name: 'Terms and conditions', url: 'agb', active: true });
  });

  it('deletes the landing page with its SEO URLs; its layout stays', async () => {
    const res = await sync([{ entity: 'landing_page', action: 'delete', payload: [{ id: pageId }] }], admin);
    expect(res.status).toBe(200);
    expect(res.json.deleted.landing_page).toEqual([pageId]);
    expect((await pageAt(`/${urls['fr-FR']}`, 'fr-FR')).status).toBe(404);
    expect(await count(`select count(*) as n from seo_url where foreign_key = '${dashed(pageId)}'`)).toBe(0);
    expect(await count(`select count(*) as n from cms_page where id = '${dashed(layoutId)}'`)).toBe(1);
  });
});

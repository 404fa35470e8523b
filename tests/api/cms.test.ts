import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../blocks/sanitize.ts';
import { BLOCK_TYPES } from '../../blocks/types.ts';
import { createHref } from '../../src/components/links.ts';
import { cmsPageId } from '../../src/server/seed/cms.ts';
import { DRAFT_PAGE_KEY } from '../../src/server/seed/cms-pages.ts';
import { call, errorCodes } from './client.ts';

type Slot = { type: string; config: Record<string, unknown>; data: Record<string, any> };
type Block = {
  id: string;
  type: string;
  customFields: { visibility?: Record<string, boolean> };
  slots: Slot[];
};
type Page = { id: string; published: boolean; sections: { blocks: Block[] }[] };

const LOCALES = ['nl-NL', 'fr-FR', 'en-GB', 'de-DE'];
const draftId = cmsPageId(DRAFT_PAGE_KEY);
const blocksOf = (page: Page) => page.sections.flatMap((s) => s.blocks);

async function languageId(locale: string): Promise<string> {
  const ctx = await call('GET', '/context');
  return ctx.json.domains.find((d: { languageLocaleCode: string }) => d.languageLocaleCode === locale)
    .languageId;
}

async function pageAt(path: string, locale = 'nl-NL'): Promise<Page> {
  const res = await call('POST', '/pwa/page', {
    body: { path },
    headers: { 'sw-language-id': await languageId(locale) },
  });
  expect(res.status, `${locale} ${path}`).toBe(200);
  return res.json.cmsPage;
}

const preview = (id: string, token?: string) =>
  call('GET', `/b2b/cms/preview/${id}`, { headers: token ? { 'b2b-preview-token': token } : {} });

describe('CMS editor preview', () => {
  it('refuses a missing or wrong preview token with 401, uncached', async () => {
    for (const token of [undefined, 'wrong', 'preview-demo-and-more']) {
      const res = await preview(draftId, token);
      expect(res.status, String(token)).toBe(401);
      expect(errorCodes(res.json)).toEqual(['B2B__CMS_PREVIEW_TOKEN_INVALID']);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('shows an unpublished draft to the token holder, never cached', async () => {
    const res = await preview(draftId, 'preview-demo');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.cmsPage).toMatchObject({ id: draftId, published: false });
    expect(blocksOf(res.json.cmsPage).length).toBeGreaterThan(0);
  });

  it('answers unknown and malformed page ids with 404, not 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%201=1"]) {
      const res = await preview(id, 'preview-demo');
      expect(res.status, id).toBe(404);
    }
  });

  it('never serves a draft as a published page, also not after a preview', async () => {
    await preview(draftId, 'preview-demo');
    const res = await call('POST', '/pwa/page', { body: { path: `/landingPage/${draftId}` } });
    expect(res.status).toBe(404);
    const published = await pageAt('/services/');
    expect(published.published).toBe(true);
  });
});

describe('seeded CMS pages', () => {
  it('serve /services/ and /parts-products/ in every language', async () => {
    for (const locale of LOCALES) {
      for (const path of ['/services/', '/parts-products/']) {
        const page = await pageAt(path, locale);
        expect(blocksOf(page).length, `${locale} ${path}`).toBeGreaterThan(3);
      }
    }
  });

  it('show every block type at least once, an unknown type and a block hidden on xs', async () => {
    const category = await call('POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 1 },
    });
    const categoryPath = category.json.find((n: { type: string }) => n.type === 'page').seoUrl;
    const pages = await Promise.all(
      ['/', '/services/', '/parts-products/', categoryPath].map((p) => pageAt(p)),
    );
    const blocks = pages.flatMap(blocksOf);
    const types = new Set(blocks.map((b) => b.type));
    for (const type of BLOCK_TYPES) expect(types, type).toContain(type);
    expect(types).toContain('legacy-carousel');
    expect(blocks.some((b) => b.customFields.visibility?.xs === false)).toBe(true);
  });

  it('resolves media from the CDN custom fields into slot data', async () => {
    const home = await pageAt('/');
    const slider = blocksOf(home).find((b) => b.type === 'image-slider')?.slots[0] as Slot;
    const slides = slider.config.slides as { mediaId: string }[];
    expect(slides.length).toBe(3);
    for (const slide of slides) {
      const media = slider.data.media[slide.mediaId];
      expect(media).toMatchObject({
        id: slide.mediaId,
        url: expect.stringMatching(/^\/media\/hero-.+\.svg$/),
      });
      expect(media.customFields.b2bCdnUrl).toBe(media.url);
      expect(media.alt).toBeTruthy();
    }
  });

  it('resolves categories, blog posts, manufacturers and a featured product', async () => {
    const [home, parts] = await Promise.all([pageAt('/'), pageAt('/parts-products/')]);
    const data = (page: Page, type: string) =>
      blocksOf(page).find((b) => b.type === type)?.slots[0]?.data ?? {};
    expect(data(home, 'news').posts).toHaveLength(3);
    expect(data(home, 'news').posts[0].seoUrl).toMatch(/^\/blog\//);
    expect(data(parts, 'brands-listing').manufacturers.length).toBeGreaterThan(3);
    expect(data(parts, 'category-navigation').categories[0].seoUrl).toMatch(/^\/.+\/$/);
    const product = data(parts, 'gallery-buybox').product;
    expect(product).toMatchObject({
      productNumber: 'IM-100000',
      seoUrl: expect.stringMatching(/IM-100000$/),
    });
    expect(product.media[0].url).toMatch(/^\/media\//);
    expect(product).not.toHaveProperty('price');
  });

  it('limits a news block to the configured blog tags', async () => {
    const services = await pageAt('/services/');
    const news = blocksOf(services).find((b) => b.type === 'news')?.slots[0] as Slot;
    const posts = news.data.posts as { id: string }[];
    expect(posts.length).toBeGreaterThan(0);
    const all = blocksOf(await pageAt('/')).find((b) => b.type === 'news')?.slots[0] as Slot;
    expect(posts.map((p) => p.id)).not.toEqual(all.data.posts.map((p: { id: string }) => p.id));
  });

  it('translates slot config per language', async () => {
    const [nl, fr] = await Promise.all([pageAt('/services/', 'nl-NL'), pageAt('/services/', 'fr-FR')]);
    const title = (page: Page) =>
      blocksOf(page).find((b) => b.type === 'location-map')?.slots[0]?.config.title;
    expect(title(nl)).toBe('Onze vestigingen');
    expect(title(fr)).toBe('Nos agences');
  });
});

describe('POST /b2b/files-catalog', () => {
  it("lists the files-catalog block's files in the caller's language, as the block shows them", async () => {
    for (const locale of ['nl-NL', 'fr-FR']) {
      const block = blocksOf(await pageAt('/parts-products/', locale)).find(
        (b) => b.type === 'files-catalog',
      );
      const config = block?.slots[0]?.config as { title: string; files: { url: string; title: string }[] };
      const headers = { 'sw-language-id': await languageId(locale) };
      const all = await call('POST', '/b2b/files-catalog', { headers });
      expect(all.status).toBe(200);
      const mine = all.json.elements.filter((f: { blockId: string }) => f.blockId === block?.id);
      expect(mine.length, locale).toBeGreaterThan(0);
      expect(mine.map((f: { title: string }) => f.title)).toEqual(config.files.map((f) => f.title));
      expect(mine.every((f: { catalogTitle: string }) => f.catalogTitle === config.title)).toBe(true);
      const one = await call('POST', '/b2b/files-catalog', { headers, body: { blockId: block?.id } });
      expect(one.json).toMatchObject({ apiAlias: 'b2b_files_catalog', total: mine.length, elements: mine });
    }
    const fr = (
      await call('POST', '/b2b/files-catalog', { headers: { 'sw-language-id': await languageId('fr-FR') } })
    ).json.elements[0];
    expect(fr).toMatchObject({
      format: expect.stringMatching(/^[A-Z]+$/),
      url: expect.stringMatching(/^https:/),
    });
    const bad = await call('POST', '/b2b/files-catalog', { body: { blockId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::INVALID_UUID']);
  });
});

describe('CMS HTML sanitising', () => {
  const href = createHref('/fr');

  it('strips scripts, event handlers and javascript: links', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><style>body{}</style>',
      href,
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="/a.png" />');
  });

  it('prefixes shop links with the domain and protects new-tab links', () => {
    const html = sanitizeCmsHtml(
      '<a href="/services/">s</a><a href="https://x.example" target="_blank">x</a><a href="//evil.example">e</a>',
      href,
    );
    expect(html).toContain('href="/fr/services/"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="//evil.example"');
  });
});

import { describe, expect, it } from 'vitest';
import { call, languageId } from './client.ts';

async function firstCategoryPath(locale: string): Promise<string> {
  const res = await call('POST', '/navigation/main-navigation/main-navigation', {
    body: { depth: 1 },
    headers: { 'sw-language-id': await languageId(locale) },
  });
  return res.json.find((n: { type: string }) => n.type === 'page').seoUrl;
}

describe('POST /pwa/page (search by path)', () => {
  it('resolves / to the navigation root and its CMS home page', async () => {
    const res = await call('POST', '/pwa/page', { body: { path: '/' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ resourceType: 'frontend.navigation.page', canonicalPathInfo: '/' });
    expect(res.json.cmsPage.sections[0].blocks.length).toBeGreaterThan(0);
  });

  it('resolves a category path per language with the same resource and translated names', async () => {
    const nl = await firstCategoryPath('nl-NL');
    const fr = await firstCategoryPath('fr-FR');
    expect(nl).not.toBe(fr);
    const nlPage = await call('POST', '/pwa/page', { body: { path: nl } });
    const frPage = await call('POST', '/pwa/page', {
      body: { path: fr },
      headers: { 'sw-language-id': await languageId('fr-FR') },
    });
    expect(nlPage.json.resourceIdentifier).toBe(frPage.json.resourceIdentifier);
    expect(nlPage.json.canonicalPathInfo).toBe(nl);
    expect(nlPage.json.category.name).not.toBe(frPage.json.category.name);
    expect(nlPage.json.category.breadcrumb.at(-1).path).toBe(nl);
  });

  it('answers a path without trailing slash with the canonical one', async () => {
    const nl = await firstCategoryPath('nl-NL');
    const res = await call('POST', '/pwa/page', { body: { path: nl.replace(/\/$/, '') } });
    expect(res.json.canonicalPathInfo).toBe(nl);
  });

  it('answers an old, non-canonical SEO path with the canonical path of the same category', async () => {
    const old = await call('POST', '/pwa/page', { body: { path: '/producten/kogellagers/' } });
    const current = await call('POST', '/pwa/page', { body: { path: '/lagers/kogellagers/' } });
    expect(old.json.canonicalPathInfo).toBe('/lagers/kogellagers/');
    expect(old.json.resourceIdentifier).toBe(current.json.resourceIdentifier);
  });

  it('resolves a product by its template path and corrects a wrong slug', async () => {
    const res = await call('POST', '/pwa/page', { body: { path: '/anything/IM-100008' } });
    expect(res.json.resourceType).toBe('frontend.detail.page');
    expect(res.json.canonicalPathInfo).toMatch(/^\/[a-z0-9-]+\/IM-100008$/);
    expect(res.json.canonicalPathInfo).not.toContain('anything');
    const again = await call('POST', '/pwa/page', { body: { path: res.json.canonicalPathInfo } });
    expect(again.json.canonicalPathInfo).toBe(res.json.canonicalPathInfo);
  });

  it('does not resolve a folder category', async () => {
    const res = await call('POST', '/pwa/page', { body: { path: '/lagers/lagerhuizen/' } });
    expect(res.status).toBe(404);
  });

  it('maps the technical /navigation/{id} path to the canonical SEO path', async () => {
    const nl = await firstCategoryPath('nl-NL');
    const { json } = await call('POST', '/pwa/page', { body: { path: nl } });
    const res = await call('POST', '/pwa/page', { body: { path: `/navigation/${json.resourceIdentifier}` } });
    expect(res.json.canonicalPathInfo).toBe(nl);
  });

  it('does not resolve a path of another language', async () => {
    const fr = await firstCategoryPath('fr-FR');
    const res = await call('POST', '/pwa/page', { body: { path: fr } });
    expect(res.status).toBe(404);
  });

  it('answers an unknown path with 404 FRAMEWORK__ROUTE_NOT_FOUND', async () => {
    const res = await call('POST', '/pwa/page', { body: { path: '/does-not-exist' } });
    expect(res.status).toBe(404);
    expect(res.json.errors[0].code).toBe('FRAMEWORK__ROUTE_NOT_FOUND');
  });

  it('survives hostile paths', async () => {
    for (const path of [
      "/'; drop table product; --",
      '/%E0%A4%A',
      '/../../etc/passwd',
      '/%00',
      `/${'a/'.repeat(500)}`,
    ]) {
      const res = await call('POST', '/pwa/page', { body: { path } });
      expect(res.status, path).toBe(404);
    }
  });
});

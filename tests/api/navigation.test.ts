import { describe, expect, it } from 'vitest';
import { call, errorCodes } from './client.ts';

type Node = {
  id: string;
  level: number;
  type: string;
  seoUrl: string | null;
  childCount: number;
  children: Node[];
};

const depthOf = (nodes: Node[]): number =>
  nodes.length ? 1 + Math.max(...nodes.map((n) => depthOf(n.children))) : 0;

describe('POST /navigation/{activeId}/{rootId}', () => {
  it('returns the main navigation as a tree limited to the requested depth', async () => {
    const res = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(5);
    expect(depthOf(res.json)).toBe(2);
    const deeper = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 4 } });
    expect(depthOf(deeper.json)).toBeGreaterThan(2);
  });

  it('counts children beyond the depth limit so the menu can show an arrow', async () => {
    const res = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 1 } });
    expect(res.json.every((n: Node) => n.children.length === 0)).toBe(true);
    expect(res.json.some((n: Node) => n.childCount > 0)).toBe(true);
  });

  it('gives linkable nodes a path and folders none', async () => {
    const res = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 4 } });
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const nodes = all(res.json);
    expect(nodes.filter((n) => n.type === 'page').every((n) => n.seoUrl?.startsWith('/'))).toBe(true);
    expect(nodes.filter((n) => n.type === 'folder').every((n) => n.seoUrl === null)).toBe(true);
  });

  it('serves the service, countries and footer navigations', async () => {
    for (const root of ['service-navigation', 'countries-navigation', 'footer-navigation']) {
      const res = await call('POST', `/navigation/${root}/${root}`, {
        body: { depth: root === 'footer-navigation' ? 1 : 2 },
      });
      expect(res.status, root).toBe(200);
      expect(res.json.length, root).toBeGreaterThan(0);
    }
  });

  it('answers an unknown root with 404 and a bad depth with a violation', async () => {
    const unknown = await call('POST', '/navigation/x/no-such-navigation', { body: {} });
    expect(unknown.status).toBe(404);
    const bad = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 99 } });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)[0]).toMatch(/^VIOLATION::/);
  });
});

describe('navigation seed (§2 header)', () => {
  it('has a countries navigation: label node → countries → regions → links, in every language', async () => {
    const names = new Set<string>();
    for (const lang of ['nl-NL', 'fr-FR', 'en-GB', 'de-DE']) {
      const context = await call('GET', '/context');
      const languageId = context.json.domains.find(
        (d: { languageLocaleCode: string }) => d.languageLocaleCode === lang,
      ).languageId;
      const res = await call('POST', '/navigation/countries-navigation/countries-navigation', {
        body: { depth: 4 },
        headers: { 'sw-language-id': languageId },
      });
      expect(res.status).toBe(200);
      const [label] = res.json as (Node & { name: string })[];
      names.add(label?.name ?? '');
      expect(label?.children.length).toBeGreaterThan(1);
      for (const country of label?.children ?? []) {
        expect(country.children.length, lang).toBeGreaterThan(0);
        for (const region of country.children) expect(region.children.length).toBeGreaterThan(0);
      }
      const service = await call('POST', '/navigation/service-navigation/service-navigation', {
        body: { depth: 2 },
        headers: { 'sw-language-id': languageId },
      });
      expect(service.json.length).toBeGreaterThan(3);
      expect(service.json.some((n: Node) => n.children.length > 0)).toBe(true);
    }
    expect(names.size).toBe(4);
  });
});

describe('POST /category', () => {
  const mainIds = async () => {
    const res = await call('POST', '/navigation/main-navigation/main-navigation', { body: { depth: 2 } });
    const first = res.json[0] as Node;
    return [first.id, ...first.children.map((c) => c.id)];
  };

  it('finds categories by id with an equalsAny filter, folders without a path', async () => {
    const ids = await mainIds();
    const res = await call('POST', '/category', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: ids }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.elements.map((c: Node) => c.id).sort()).toEqual([...ids].sort());
    for (const c of res.json.elements as Node[]) {
      if (c.type === 'folder') expect(c.seoUrl).toBeNull();
      else expect(c.seoUrl).toMatch(/^\//);
    }
    const short = await call('POST', '/category', { body: { ids: ids.slice(0, 1) } });
    expect(short.json.elements).toHaveLength(1);
  });

  it('answers malformed ids and bad criteria with a violation, never a 500', async () => {
    const odd = await call('POST', '/category', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: ['nope', "'; drop"] }] },
    });
    expect(odd.status).toBe(400);
    const field = await call('POST', '/category', {
      body: { filter: [{ type: 'equals', field: 'password', value: 'x' }] },
    });
    expect(field.status).toBe(400);
    const bad = await call('POST', '/category', { body: { filter: 'x' } });
    expect(bad.status).toBe(400);
  });
});

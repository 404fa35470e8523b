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

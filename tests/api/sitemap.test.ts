import { describe, expect, inject, it } from 'vitest';
import { call, errorCodes } from './client.ts';
import { runSql } from './inspect.ts';

const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);

interface ProductEntry {
  id: string;
  productNumber: string;
  lastmod: string;
  paths: Record<string, string>;
}

/** Every product of every file, read as the storefront does: the index, then chunk after chunk. */
async function followIndex(limit: number) {
  const index = await call('GET', '/b2b/sitemap/products');
  expect(index.status).toBe(200);
  const entries: ProductEntry[] = [];
  for (const file of index.json.elements as { number: number; count: number }[]) {
    const inFile: ProductEntry[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await call('POST', '/b2b/sitemap/products', { body: { file: file.number, after, limit } });
      expect(res.status).toBe(200);
      inFile.push(...res.json.elements);
      if (res.json.elements.length < limit) break;
      after = res.json.next;
    }
    expect(inFile).toHaveLength(file.count);
    entries.push(...inFile);
  }
  return { index: index.json, entries };
}

describe('product sitemap', () => {
  it('reaches every listed product once, in every language, chunk by chunk', async () => {
    const { index, entries } = await followIndex(70);
    // A file holds at most 50,000 URLs: one per product and language.
    expect(index.perFile * 4).toBeLessThanOrEqual(50_000);
    const expected = await sql<{ product_number: string }>(
      'select product_number from product where active and parent_id is null order by product_number',
    );
    expect(expected.length).toBeGreaterThan(70 * 3);
    expect(entries.map((e) => e.productNumber)).toEqual(expected.map((r) => r.product_number));
    for (const entry of entries) {
      expect(Object.keys(entry.paths).sort()).toEqual(['de-DE', 'en-GB', 'fr-FR', 'nl-NL']);
      for (const path of Object.values(entry.paths)) {
        expect(path.endsWith(`/${encodeURIComponent(entry.productNumber)}`)).toBe(true);
      }
      expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    }
    // The language versions are the localized product paths, which resolve to the product.
    const sample = entries[5] as ProductEntry;
    expect(sample.paths['nl-NL']).not.toBe(sample.paths['fr-FR']);
    const page = await call('POST', '/pwa/page', { body: { path: sample.paths['nl-NL'] } });
    expect(page.json.resourceIdentifier).toBe(sample.id);
  });

  it('leaves out inactive products and uses the canonical custom field', async () => {
    const [first, second] = (await followIndex(1000)).entries as [ProductEntry, ProductEntry];
    await sql(`update product set active = false where id = '${first.id}'`);
    await sql(
      `update product set custom_fields = custom_fields || '{"b2b_canonical_url":"/elders/X-1"}' where id = '${second.id}'`,
    );
    try {
      const { entries } = await followIndex(1000);
      expect(entries.map((e) => e.id)).not.toContain(first.id);
      expect(entries.find((e) => e.id === second.id)?.paths['fr-FR']).toBe('/elders/X-1');
    } finally {
      await sql(`update product set active = true where id = '${first.id}'`);
      await sql(
        `update product set custom_fields = custom_fields - 'b2b_canonical_url' where id = '${second.id}'`,
      );
    }
  });

  it('dates a product and its file by the last change, else the creation (issue 27)', async () => {
    const [first] = (await followIndex(1000)).entries as [ProductEntry];
    const [row] = await sql<{ created_at: string; updated_at: string | null }>(
      `select created_at, updated_at from product where id = '${first.id}'`,
    );
    if (!row) throw new Error('product not found');
    if (row.updated_at === null) expect(first.lastmod).toBe(new Date(row.created_at).toISOString());
    await sql(
      `update product set translations = jsonb_set(translations, '{nl-NL,metaTitle}', '"Issue 27"') where id = '${first.id}'`,
    );
    const [changed] = await sql<{ updated_at: string }>(
      `select updated_at from product where id = '${first.id}'`,
    );
    const changedAt = new Date(changed?.updated_at as string).toISOString();
    expect(Date.parse(changedAt)).toBeGreaterThan(Date.parse(row.created_at));
    const { index, entries } = await followIndex(1000);
    expect(entries.find((e) => e.id === first.id)?.lastmod).toBe(changedAt);
    // The newest change of all: the first file's lastmod.
    expect(index.elements[0].lastmod).toBe(changedAt);
  });

  it('answers 404 for a file beyond the index and 400 for a bad body', async () => {
    const index = await call('GET', '/b2b/sitemap/products');
    const beyond = await call('POST', '/b2b/sitemap/products', { body: { file: index.json.total + 1 } });
    expect(beyond.status).toBe(404);
    const bad = await call('POST', '/b2b/sitemap/products', { body: { file: 0 } });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).not.toHaveLength(0);
  });
});

describe('page sitemap', () => {
  it('takes a category canonical from its custom field, as products do', async () => {
    const page = await call('POST', '/pwa/page', { body: { path: '/lagers/kogellagers/' } });
    const id = page.json.resourceIdentifier;
    const pathsOf = async () =>
      (
        (await call('GET', '/b2b/sitemap')).json.elements as { id: string; paths: Record<string, string> }[]
      ).find((e) => e.id === id)?.paths;
    expect((await pathsOf())?.['nl-NL']).toBe('/lagers/kogellagers/');
    await sql(
      `update category set custom_fields = custom_fields || '{"b2b_canonical_url":"/lagers/"}' where id = '${id}'`,
    );
    try {
      expect(await pathsOf()).toEqual({
        'nl-NL': '/lagers/',
        'fr-FR': '/lagers/',
        'en-GB': '/lagers/',
        'de-DE': '/lagers/',
      });
    } finally {
      await sql(`update category set custom_fields = custom_fields - 'b2b_canonical_url' where id = '${id}'`);
    }
  });
});

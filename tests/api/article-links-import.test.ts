import { describe, expect, it } from 'vitest';
import { listing, type Product, session, setUpCatalogSessions } from './catalog-helpers.ts';
import { call, errorCodes } from './client.ts';

setUpCatalogSessions();

const importCsv = (payload: string, token = session.lead, preview = false) =>
  call('POST', '/article-links/import', { body: { payload, preview }, token });
const exportCsv = (token = session.lead) => call('POST', '/article-links/export', { token });
/** The company's links as productNumber → customerSku, read through the export. */
const linksOf = async (token = session.lead) =>
  new Map(
    (await exportCsv(token)).text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';').slice(0, 2) as [string, string]),
  );

/** Articles no other suite links: single articles from the third page by name. */
async function articles(n: number): Promise<Product[]> {
  const res = await listing({ limit: 24, p: 3, order: 'name-asc' });
  const found = (res.json.elements as Product[]).filter((p) => !p.parentId).slice(0, n);
  if (found.length < n) throw new Error('not enough articles');
  return found;
}

describe('article links CSV import (§5, §9)', () => {
  it('previews the first rows with their errors, then imports the good rows of a file at once', async () => {
    const [a, b] = await articles(2);
    const csv = `productNumber;customerSku\n${a?.productNumber};IMP-A\nNO-SUCH-ARTICLE;IMP-X\n${b?.productNumber};IMP-B\n`;
    const before = await linksOf();
    const preview = await importCsv(csv, session.lead, true);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ preview: true, total: 3, created: 2, failed: 1 });
    expect(preview.json.rows.map((r: { status: string; code?: string }) => r.code ?? r.status)).toEqual([
      'new',
      'ARTICLE_LINK_PRODUCT_NOT_FOUND',
      'new',
    ]);
    expect(await linksOf()).toEqual(before);

    const done = await importCsv(csv);
    expect(done.json).toMatchObject({ preview: false, created: 2, failed: 1 });
    const after = await linksOf();
    expect(after.get(a?.productNumber ?? '')).toBe('IMP-A');
    expect(after.get(b?.productNumber ?? '')).toBe('IMP-B');
    for (const [number, sku] of before) expect(after.get(number)).toBe(sku);

    // The export reads back unchanged, and a template is the header alone.
    const again = await importCsv((await exportCsv()).text);
    expect(again.json).toMatchObject({ created: 0, updated: 0, failed: 0, unchanged: after.size });
    const template = await call('GET', '/article-links/template', { token: session.lead });
    expect(template.headers.get('content-type')).toContain('text/csv');
    expect(template.text.replace(/^\uFEFF/, '').trim()).toBe('productNumber;customerSku');
  });

  it('refuses a 6 MB file, an empty file, wrong columns and formulas, and keeps every link', async () => {
    const before = await linksOf();
    const [a] = await articles(1);
    const cases: [string, number, string][] = [
      [`productNumber;customerSku\n${'X;Y\n'.repeat(1_600_000)}`, 413, 'B2B__CSV_TOO_LARGE'],
      ['', 400, 'B2B__CSV_EMPTY'],
      ['productNumber;customerSku\n', 400, 'B2B__CSV_EMPTY'],
      [`article;number\n${a?.productNumber};WRONG-1\n`, 400, 'B2B__CSV_INVALID_COLUMNS'],
      [
        `productNumber;customerSku\n${a?.productNumber};=HYPERLINK("http://x")\n=1+1;SKU\n@SUM(A1);B\n+cmd;C\n`,
        400,
        'B2B__CSV_FORMULA',
      ],
    ];
    for (const [payload, status, code] of cases) {
      const res = await importCsv(payload);
      expect([res.status, errorCodes(res.json)], payload.slice(0, 60)).toEqual([status, [code]]);
    }
    const mixed = await importCsv(`productNumber;customerSku\nNOPE-1;A\n${a?.productNumber};-cmd\n`);
    expect(errorCodes(mixed.json)).toEqual(['B2B__CSV_ALL_ROWS_FAILED']);
    expect(mixed.json.errors[0].meta.parameters.report.rows.map((r: { code: string }) => r.code)).toEqual([
      'ARTICLE_LINK_PRODUCT_NOT_FOUND',
      'CSV_FORMULA',
    ]);
    expect(await linksOf()).toEqual(before);
  });

  it('escapes formula triggers on export, and reads them back', async () => {
    const [, , c] = await articles(3);
    const created = await call('POST', '/article-links', {
      body: { productId: c?.id, customerSku: '-7 draft' },
      token: session.lead,
    });
    expect(created.status).toBe(200);
    const csv = (await exportCsv()).text;
    expect(csv).toContain(`${c?.productNumber};'-7 draft`);
    const again = await importCsv(csv);
    expect(again.json).toMatchObject({ failed: 0, created: 0, updated: 0 });
    const list = await call('GET', '/article-links?term=draft', { token: session.lead });
    expect(list.json.elements.map((l: { customerSku: string }) => l.customerSku)).toEqual(['-7 draft']);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CSV_COLUMNS,
  CUSTOMER_SKU_MAX,
  IMPORT_ERROR_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportReport,
  type ImportRow,
  MAX_CSV_BYTES,
} from '../../shared/schemas/article-links.ts';
import { type CsvRecord, FORMULA, readCsv, unescapeCell } from '../csv/read.ts';
import { articleLink, product } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { articleLinkErrors, isUniqueViolation } from './service.ts';

const CHUNK = 5000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const csvError = (status: 400 | 413, code: string, detail: string, parameters = {}) =>
  new ApiError(status, `B2B__${code}`, detail, parameters);

/** The header row names the columns (any order, any case); productNumber and customerSku must be there. */
function columnsOf(header: CsvRecord) {
  const names = header.cells.map((c) => unescapeCell(c).toLowerCase());
  const at = (name: string) => names.indexOf(name.toLowerCase());
  const productNumber = at('productNumber');
  const customerSku = at('customerSku');
  if (productNumber < 0 || customerSku < 0) {
    throw csvError(400, 'CSV_INVALID_COLUMNS', `Expected the columns ${CSV_COLUMNS.join(', ')}.`, {
      expected: CSV_COLUMNS.slice(0, 2),
    });
  }
  return { productNumber, customerSku };
}

/** Rows with their own errors (§5): the blank, the formulas, the too long. */
function readRows(payload: string): ImportRow[] {
  if (Buffer.byteLength(payload) > MAX_CSV_BYTES) {
    throw csvError(413, 'CSV_TOO_LARGE', 'The file is larger than 5 MB.', { max: MAX_CSV_BYTES });
  }
  const [header, ...records] = readCsv(payload);
  if (!header) throw csvError(400, 'CSV_EMPTY', 'The file is empty.');
  const columns = columnsOf(header);
  const rows = records
    .map(({ line, cells }): ImportRow => {
      const raw = [cells[columns.productNumber] ?? '', cells[columns.customerSku] ?? ''];
      const [productNumber = '', customerSku = ''] = raw.map(unescapeCell);
      const row: ImportRow = { line, productNumber, customerSku, status: 'new' };
      // A formula anywhere in the row, even in a column the import ignores, refuses the row.
      // (The shop's own export escapes such cells with an apostrophe; those read back as they were.)
      if (cells.some((c) => FORMULA.test(c))) return { ...row, status: 'error', code: 'CSV_FORMULA' };
      if (!productNumber || !customerSku) return { ...row, status: 'error', code: 'IS_BLANK' };
      if (customerSku.length > CUSTOMER_SKU_MAX) return { ...row, status: 'error', code: 'TOO_LONG' };
      return row;
    })
    .filter((r) => r.productNumber || r.customerSku || r.status === 'error');
  if (!rows.length) throw csvError(400, 'CSV_EMPTY', 'The file has no rows.');
  return rows;
}

/**
 * §5 CSV import of article links. Every row is checked against the articles, the company's links
 * and the rows above it; the good rows are then written in one transaction (all or none of them),
 * creating links or changing their customer SKU; links missing from the file stay as they were. A
 * file whose every row fails is refused. With `preview` nothing is written.
 */
export async function importLinks(
  ctx: StoreContext,
  companyId: string,
  payload: string,
  preview: boolean,
): Promise<ImportReport> {
  const rows = readRows(payload);
  const ok = rows.filter((r) => r.status !== 'error');
  const products = new Map<string, string>();
  // Article numbers as written and upper-cased (ours are), so the unique index on the number serves.
  const numbers = new Set(ok.flatMap((r) => [r.productNumber, r.productNumber.toUpperCase()]));
  for (const part of chunks([...numbers])) {
    const found = await ctx.db
      .select({ id: product.id, number: product.productNumber })
      .from(product)
      .where(and(eq(product.active, true), inArray(product.productNumber, part)));
    for (const p of found) products.set(p.number.toUpperCase(), p.id);
  }
  const existing = await ctx.db
    .select({ productId: articleLink.productId, customerSku: articleLink.customerSku })
    .from(articleLink)
    .where(eq(articleLink.companyId, companyId));
  const skuOf = new Map(existing.map((l) => [l.productId, l.customerSku]));
  const productOfSku = new Map(existing.map((l) => [l.customerSku.toUpperCase(), l.productId]));
  const seenProducts = new Set<string>();
  const seenSkus = new Set<string>();
  const writes: { productId: string; customerSku: string }[] = [];

  for (const row of ok) {
    const productId = products.get(row.productNumber.toUpperCase());
    const sku = row.customerSku.toUpperCase();
    // A number another article holds stays with it: a file never takes links away.
    const holder = productOfSku.get(sku);
    const fail = (code: string) => Object.assign(row, { status: 'error', code });
    if (!productId) fail('ARTICLE_LINK_PRODUCT_NOT_FOUND');
    else if (seenProducts.has(productId)) fail('ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE');
    else if (seenSkus.has(sku) || (holder && holder !== productId))
      fail('ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE');
    else {
      seenProducts.add(productId);
      seenSkus.add(sku);
      const current = skuOf.get(productId);
      row.status = current === undefined ? 'new' : current === row.customerSku ? 'unchanged' : 'update';
      if (row.status !== 'unchanged') writes.push({ productId, customerSku: row.customerSku });
    }
  }
  const errors = rows.filter((r) => r.status === 'error');
  const report: ImportReport = {
    apiAlias: 'b2b_article_link_import',
    preview,
    total: rows.length,
    created: rows.filter((r) => r.status === 'new').length,
    updated: rows.filter((r) => r.status === 'update').length,
    unchanged: rows.filter((r) => r.status === 'unchanged').length,
    failed: errors.length,
    rows: rows.slice(0, IMPORT_PREVIEW_ROWS),
    errors: errors.slice(0, IMPORT_ERROR_ROWS),
  };
  if (errors.length === rows.length) {
    const formulas = errors.every((r) => r.code === 'CSV_FORMULA');
    throw csvError(
      400,
      formulas ? 'CSV_FORMULA' : 'CSV_ALL_ROWS_FAILED',
      formulas ? 'Every row holds a formula.' : 'No row of the file can be imported.',
      { report },
    );
  }
  if (!preview && writes.length) await write(ctx, companyId, writes);
  return report;
}

/** One transaction: a link per article, its SKU changed when it has one. */
async function write(
  ctx: StoreContext,
  companyId: string,
  writes: { productId: string; customerSku: string }[],
) {
  try {
    await ctx.db.transaction(async (tx) => {
      for (const part of chunks(writes)) {
        await tx
          .insert(articleLink)
          .values(part.map((w) => ({ id: randomUUID(), companyId, ...w })))
          .onConflictDoUpdate({
            target: [articleLink.companyId, articleLink.productId],
            set: { customerSku: sql.raw('excluded.customer_sku') },
          });
      }
    });
  } catch (error) {
    // Another write took one of the numbers meanwhile: nothing of this file was written.
    if (isUniqueViolation(error)) throw articleLinkErrors.customerSkuNotUnique('');
    throw error;
  }
}

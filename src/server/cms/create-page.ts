import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CmsPageCreate } from '../../shared/schemas/cms-editor.ts';
import type { Db } from '../db/client.ts';
import { cmsPage, cmsSection, product } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { landingPageSync } from '../integration/sync/landing-page.ts';
import { syncContext } from '../integration/sync/service.ts';

/**
 * An editor's new landing page: an empty, unpublished layout of one section (named by the first
 * title), and its landing page with its title and path per language given, written as the Admin API
 * writes them (so a path another page holds is refused the same way). Visitors and the sitemap see
 * nothing until the first publication.
 */
export async function createLandingPage(db: Db, input: CmsPageCreate): Promise<string> {
  const name = Object.values(input.titles).find(Boolean) ?? '';
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(cmsPage).values({ id, type: 'landingpage', name, published: false });
    await tx.insert(cmsSection).values({ id: randomUUID(), pageId: id, position: 0 });
    const ctx = await syncContext(tx);
    const translations = Object.fromEntries(
      Object.entries(input.urls).map(([locale, url]) => {
        const title = input.titles[locale as keyof typeof input.titles] || name;
        return [locale, url ? { name: title, url } : { name: title }];
      }),
    );
    await landingPageSync.upsert(ctx, [{ id, name, cmsPageId: id, active: true, translations }], '0');
    if (ctx.report.errors.length) throw ApiError.fromItems(400, ctx.report.errors);
    return id;
  });
}

/** The ids of these product numbers; an unknown one is refused, naming it. */
export async function productIdsOf(db: Db, numbers: string[]): Promise<Map<string, string>> {
  if (!numbers.length) return new Map();
  const rows = await db
    .select({ id: product.id, number: product.productNumber })
    .from(product)
    .where(inArray(product.productNumber, numbers));
  const ids = new Map(rows.map((r) => [r.number, r.id]));
  const unknown = numbers.filter((n) => !ids.has(n));
  if (unknown.length) {
    throw new ApiError(400, 'B2B__CMS_PRODUCT_NOT_FOUND', `No product ${unknown.join(', ')}.`, {
      productNumbers: unknown.join(', '),
    });
  }
  return ids;
}

/** The product numbers of these ids, in their order (a product since deleted is left out). */
export async function productNumbersOf(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: product.id, number: product.productNumber })
    .from(product)
    .where(inArray(product.id, ids));
  return ids.flatMap((id) => rows.find((r) => r.id === id)?.number ?? []);
}

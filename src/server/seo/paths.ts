import { and, eq, inArray } from 'drizzle-orm';
import { seoUrl } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

/** Canonical SEO paths (with a leading slash) of entities in the caller's language. */
export async function canonicalPaths(ctx: StoreContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: seoUrl.foreignKey, path: seoUrl.seoPathInfo })
    .from(seoUrl)
    .where(
      and(
        eq(seoUrl.salesChannelId, ctx.salesChannel.id),
        eq(seoUrl.languageId, ctx.languageId),
        eq(seoUrl.isCanonical, true),
        inArray(seoUrl.foreignKey, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, `/${r.path}`]));
}

/** Product paths follow the template `{slug}/{productNumber}` (no stored row per product). */
export function productPath(slug: string | null, productNumber: string): string {
  return `/${slug ? `${slug}/` : ''}${encodeURIComponent(productNumber)}`;
}

/** `/a/b` and `/a/b/` both match the stored `a/b/`. */
export function pathCandidates(path: string): string[] {
  const trimmed = path.replace(/^\/+/, '');
  const bare = trimmed.replace(/\/+$/, '');
  return [...new Set([trimmed, `${bare}/`, bare])].filter(Boolean);
}

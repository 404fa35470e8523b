import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { category } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { uuidArray } from '../../search/product-rows.ts';
import { CATEGORY_ROUTE } from '../../seo/category-urls.ts';
import { writeCategorySeoUrls } from './category-seo.ts';
import { type CategoryNode, layOut, loadTree, type Placed, place, subtreeOf } from './category-tree.ts';
import { CategoryCustomFields, customFieldColumns, textsOf, WebOrShopAddress } from './custom-fields.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { byLocale, mergeTranslations, TranslationsOf } from './languages.ts';
import { setCategories } from './product-category.ts';
import { type Fail, hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const Text = v.nullable(v.pipe(v.string(), v.maxLength(65_535)));
const texts = {
  name: v.optional(Name),
  description: v.optional(Text),
  metaTitle: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  metaDescription: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
};

/** `category` with Shopware's field names: the tree (parentId, afterCategoryId), kind and texts. */
export const CategoryRecord = v.strictObject({
  id: v.optional(ShopwareId),
  parentId: v.optional(v.nullable(ShopwareId)),
  afterCategoryId: v.optional(v.nullable(ShopwareId)),
  ...texts,
  translations: v.optional(TranslationsOf({ ...texts, customFields: v.optional(CategoryCustomFields) })),
  /** The category's image; the fields the storefront shows in the mega menu (custom-fields.ts). */
  mediaId: v.optional(v.nullable(ShopwareId)),
  customFields: v.optional(CategoryCustomFields),
  active: v.optional(v.boolean()),
  visible: v.optional(v.boolean()),
  type: v.optional(v.picklist(['page', 'folder', 'link'])),
  /** Where a `link` category leads: outside (externalLink) or to a category, product or landing page. */
  linkType: v.optional(v.nullable(v.picklist(['external', 'category', 'product', 'landing_page']))),
  internalLink: v.optional(v.nullable(ShopwareId)),
  externalLink: v.optional(WebOrShopAddress),
  linkNewTab: v.optional(v.boolean()),
  /** The CMS layout the category page shows (a new page gets the shop's listing layout). */
  cmsPageId: v.optional(v.nullable(ShopwareId)),
});

/**
 * Upserts categories: the records are put into the tree together (a parent may come anywhere in
 * the batch, or in an earlier operation), every moved node's subtree gets its path and level anew,
 * the products below a moved node their categoryTree (the listing follows by trigger), and the
 * written nodes and all below them their SEO URLs. A new page shows the shop's listing layout.
 */
async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(CategoryRecord, records, key, ctx.report), key, ctx.report);
  const stored = await loadTree(ctx.tx);
  const tree = new Map(stored);
  const written: Placed[] = [];
  const named = (field: 'cmsPageId' | 'mediaId') =>
    parsed.flatMap((p) => (p.record[field] ? [p.record[field]] : []));
  const layouts = await existing(ctx, 'cms_page', named('cmsPageId'));
  const images = await existing(ctx, 'media', named('mediaId'));
  const assigned = new Map<string, string | null>();
  for (const { index, record: r } of parsed) {
    const fail: Fail = (field, code, detail) => ctx.report.fail([key, index, ...field], code, detail);
    const own = { name: r.name, description: r.description, metaTitle: r.metaTitle };
    const given = byLocale(
      { ...own, metaDescription: r.metaDescription },
      textsOf(r.translations),
      ctx.locales,
      [key, index],
      ctx.report,
    );
    if (!given) continue;
    const id = r.id ?? randomUUID();
    const old = stored.get(id);
    if (r.cmsPageId && !layouts.has(r.cmsPageId)) {
      fail(['cmsPageId'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No cms_page ${hexId(r.cmsPageId)}.`);
      continue;
    }
    if (r.mediaId && !images.has(r.mediaId)) {
      fail(['mediaId'], 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No media ${hexId(r.mediaId)}.`);
      continue;
    }
    if (r.cmsPageId !== undefined) assigned.set(id, r.cmsPageId);
    const translations = mergeTranslations(old?.translations ?? {}, given);
    if (!Object.values(translations).some((t) => t?.name)) {
      fail(['name'], 'VIOLATION::IS_BLANK', 'A new category needs a name.');
      continue;
    }
    const node: CategoryNode = {
      id,
      parentId: r.parentId === undefined ? (old?.parentId ?? null) : r.parentId,
      path: old?.path ?? '',
      level: old?.level ?? 1,
      position: old?.position ?? 0,
      type: r.type ?? old?.type ?? 'page',
      active: r.active ?? old?.active ?? true,
      visible: r.visible ?? old?.visible ?? true,
      translations,
      linkType: r.linkType === undefined ? (old?.linkType ?? null) : r.linkType,
      internalLink: r.internalLink === undefined ? (old?.internalLink ?? null) : r.internalLink,
      externalLink: r.externalLink === undefined ? (old?.externalLink ?? null) : r.externalLink,
      linkNewTab: r.linkNewTab ?? old?.linkNewTab ?? false,
      mediaId: r.mediaId === undefined ? (old?.mediaId ?? null) : r.mediaId,
      customFields: old?.customFields ?? {},
      translatedCustomFields: old?.translatedCustomFields ?? {},
      ...customFieldColumns(ctx, r.customFields, r.translations, old),
    };
    written.push({ node, after: r.afterCategoryId, fail });
  }
  const placed = place(tree, stored, written);
  const below = subtreeOf(
    tree,
    placed.map((w) => w.node.id),
  );
  layOut(tree, below);
  const changed = [...tree.values()].filter((n) => n !== stored.get(n.id));
  if (!changed.length) return [];
  const layout = await listingLayout(ctx);
  await ctx.tx
    .insert(category)
    .values(changed.map((n) => ({ ...n, cmsPageId: n.type === 'page' ? layout : null })))
    .onConflictDoUpdate({
      target: category.id,
      set: Object.fromEntries(
        [
          'parent_id',
          'path',
          'level',
          'position',
          'type',
          'active',
          'visible',
          'translations',
          'link_type',
          'internal_link',
          'external_link',
          'link_new_tab',
          'media_id',
          'custom_fields',
          'translated_custom_fields',
        ].map((c) => [c.replace(/_(\w)/g, (_, ch: string) => ch.toUpperCase()), sql.raw(`excluded.${c}`)]),
      ),
    });
  if (assigned.size) {
    const ids = uuidArray([...assigned.keys()]);
    const pages = uuidArray([...assigned.values()].map((p) => p ?? 'NULL'));
    await ctx.tx.execute(sql`update category c set cms_page_id = x.page
      from unnest(${ids}, ${pages}) as x(id, page) where c.id = x.id`);
  }
  const moved = changed.filter((n) => stored.has(n.id) && stored.get(n.id)?.path !== n.path);
  await refreshProductTrees(
    ctx,
    moved.map((n) => n.id),
  );
  await writeCategorySeoUrls(ctx.tx, tree, below);
  return placed.map((w) => w.node.id);
}

/** Which of these CMS pages or media exist. */
async function existing(ctx: SyncContext, table: 'cms_page' | 'media', ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from ${sql.identifier(table)} where id = any(${uuidArray(ids)})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The CMS layout the shop's category pages mostly use (Shopware's default category layout). */
async function listingLayout(ctx: SyncContext): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select c.cms_page_id as id from category c join cms_page p on p.id = c.cms_page_id
        where p.type = 'product_list' group by 1 order by count(*) desc limit 1`,
  );
  return row?.id ?? null;
}

/**
 * The products in or below these categories get their categories anew: those gone are dropped
 * (Shopware's product_category rows cascade), categoryTree is their categories with their current
 * ancestors. The listing tables follow by the product triggers.
 */
async function refreshProductTrees(ctx: SyncContext, ids: string[]) {
  if (!ids.length) return;
  await ctx.tx.execute(
    setCategories(sql`
      select q.id, array(select x from unnest(q.category_ids) x where exists (select from category c where c.id = x))
      from product q where q.category_tree && ${uuidArray(ids)} for update of q`),
  );
}

/**
 * Deletes the categories with their subtrees (as Shopware's cascade), their SEO URLs and counters;
 * their products stay, without them. A sales channel's navigation root cannot go (Shopware restricts).
 */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  const all = subtreeOf(await loadTree(ctx.tx), ids);
  const roots = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from sales_channel where array[navigation_category_id, service_category_id,
          countries_category_id, footer_category_id] && ${uuidArray(all)}`,
  );
  if (roots.length) {
    throw new ApiError(
      400,
      'FRAMEWORK__RESTRICT_DELETE_VIOLATION',
      'A sales channel navigation root cannot be deleted.',
    );
  }
  await ctx.tx.execute(sql`delete from category where id = any(${uuidArray(all)})`);
  await ctx.tx.execute(
    sql`delete from seo_url where route_name = ${CATEGORY_ROUTE} and foreign_key = any(${uuidArray(all)})`,
  );
  await refreshProductTrees(ctx, all);
  await ctx.tx.execute(sql`delete from category_facet where category_id = any(${uuidArray(all)})`);
}

export const categorySync: EntitySync = {
  table: category,
  id: category.id,
  filterable: {
    id: category.id,
    parentId: category.parentId,
    type: category.type,
    active: category.active,
    visible: category.visible,
  },
  upsert,
  remove,
};

import { inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { blogCategory, type blogPost, blogTag } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';

type PostRow = typeof blogPost.$inferSelect;

/** Translated tags, by id (all of them: there are few). */
export async function tagViews(ctx: StoreContext) {
  return ctx.memo.get(`blog-tags:${ctx.locale}`, async () => {
    const rows = await ctx.db.select().from(blogTag);
    return rows
      .map((t) => ({
        apiAlias: 'b2b_blog_tag',
        id: t.id,
        name: translate(t.translations, 'name', ctx.locale) ?? t.name,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  });
}

/** Blog posts as the Store API returns them: translated, with media, categories and tags. */
export async function blogViews(ctx: StoreContext, rows: PostRow[], options: { content?: boolean } = {}) {
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const [categories, tags, media] = await Promise.all([
    categoryIds.length ? ctx.db.select().from(blogCategory).where(inArray(blogCategory.id, categoryIds)) : [],
    tagViews(ctx),
    mediaByIds(
      ctx,
      rows.map((r) => r.mediaId),
    ),
  ]);
  return rows.map((row) => {
    const slug = translate(row.translations, 'slug', ctx.locale) ?? row.id;
    return {
      apiAlias: 'b2b_blog',
      id: row.id,
      title: translate(row.translations, 'title', ctx.locale),
      teaser: translate(row.translations, 'teaser', ctx.locale),
      ...(options.content ? { content: translate(row.translations, 'content', ctx.locale) } : {}),
      slug,
      seoPathInfo: `/blog/${slug}`,
      authorName: row.authorName,
      publishedAt: row.publishedAt.toISOString(),
      media: (row.mediaId && media.get(row.mediaId)) || null,
      categories: categories
        .filter((c) => row.categoryIds.includes(c.id))
        .map((c) => ({
          apiAlias: 'b2b_blog_category',
          id: c.id,
          name: translate(c.translations, 'name', ctx.locale),
        })),
      tags: tags.filter((t) => row.tagIds.includes(t.id)),
    };
  });
}

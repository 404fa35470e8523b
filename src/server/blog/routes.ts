import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loadCmsPage } from '../cms/load.ts';
import { blogCategory, blogPost } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { CriteriaSchema, type Filter, paging } from '../http/criteria.ts';
import { ApiError, errors } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { blogViews, tagViews } from './view.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** §9 blog listing: page 1 by default; the storefront asks for its own page size. */
const DEFAULT_LIMIT = 24;

const published = () => and(eq(blogPost.active, true), lte(blogPost.publishedAt, sql`now()`));

const ids = (value: (string | number)[] | string): string[] => {
  const list = (typeof value === 'string' ? value.split('|') : value).map(String);
  const bad = list.find((id) => !UUID_RE.test(id));
  if (bad !== undefined) {
    throw new ApiError(400, 'VIOLATION::INVALID_UUID', `"${bad}" is not a valid UUID.`, { value: bad });
  }
  return list.map((id) => id.toLowerCase());
};

/** Blog listing filters: `equalsAny` on tagIds or categoryIds (array columns: any overlap). */
function blogFilter(filter: Filter): SQL {
  if (filter.type === 'equalsAny' && (filter.field === 'tagIds' || filter.field === 'categoryIds')) {
    const column = filter.field === 'tagIds' ? blogPost.tagIds : blogPost.categoryIds;
    return sql`${column} && ${sql.param(ids(filter.value))}::uuid[]`;
  }
  const field = 'field' in filter ? filter.field : filter.type;
  throw new ApiError(
    400,
    'FRAMEWORK__INVALID_CRITERIA_FIELD',
    `Filter on "${field}" is not supported here.`,
    {
      field,
    },
  );
}

const SlugSchema = v.pipe(v.string(), v.regex(SLUG_RE));

export const blogRoutes = createRouter()
  /**
   * §7 `POST /h1webblog-listing/{id}`: published posts, newest first, paged (`p`, `limit`).
   * `{id}` is a blog category id, or `all` for every category.
   */
  .post('/h1webblog-listing/:id', async (c) => {
    const ctx = c.get('ctx');
    const id = c.req.param('id').toLowerCase();
    const criteria = await body(c, CriteriaSchema);
    const { page, limit, offset } = paging(criteria, DEFAULT_LIMIT);
    const conditions = [
      published(),
      ...criteria.filter.map(blogFilter),
      ...criteria['post-filter'].map(blogFilter),
    ];
    if (id !== 'all') {
      const [found] = UUID_RE.test(id)
        ? await ctx.db.select({ id: blogCategory.id }).from(blogCategory).where(eq(blogCategory.id, id))
        : [];
      if (!found) throw errors.notFound('Blog category', c.req.param('id'));
      conditions.push(sql`${id}::uuid = any(${blogPost.categoryIds})`);
    }
    const where = and(...conditions);
    const [rows, [total], tags] = await Promise.all([
      ctx.db
        .select()
        .from(blogPost)
        .where(where)
        .orderBy(desc(blogPost.publishedAt), blogPost.id)
        .limit(limit)
        .offset(offset),
      ctx.db.select({ value: count() }).from(blogPost).where(where),
      tagViews(ctx),
    ]);
    return c.json({
      apiAlias: 'h1webblog_listing',
      elements: await blogViews(ctx, rows),
      page,
      limit,
      total: total?.value ?? 0,
      /** Every tag with its translated name, for the tag filter. */
      tags,
    });
  })
  /**
   * §7 `GET /b2b/blog/{slug}`: blog.cmsPage and blog.blog. A slug of another language finds the
   * post too; `canonicalPathInfo` then names the slug of the caller's language.
   */
  .get('/b2b/blog/:slug', async (c) => {
    const ctx = c.get('ctx');
    const slug = c.req.param('slug');
    if (!v.is(SlugSchema, slug)) throw errors.notFound('Blog', slug);
    const inLanguage = sql`${blogPost.translations}->${ctx.locale}->>'slug' = ${slug}`;
    const inAny = sql`exists (select 1 from jsonb_each(${blogPost.translations}) e where e.value->>'slug' = ${slug})`;
    const [row] = await ctx.db
      .select()
      .from(blogPost)
      .where(and(published(), sql`(${inLanguage} or ${inAny})`))
      .orderBy(sql`${inLanguage} desc`)
      .limit(1);
    if (!row) throw errors.notFound('Blog', slug);
    const [blog] = await blogViews(ctx, [row], { content: true });
    return c.json({
      apiAlias: 'b2b_blog_detail',
      canonicalPathInfo: blog?.seoPathInfo,
      cmsPage: row.cmsPageId ? await loadCmsPage(ctx, row.cmsPageId) : null,
      blog,
    });
  });

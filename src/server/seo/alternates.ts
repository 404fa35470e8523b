import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { isLocale } from '../../shared/locales.ts';
import { blogPost, category, language, salesChannelDomain, seoUrl } from '../db/schema/index.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { type ResourceType, resolvePath } from './resolve.ts';

const TECHNICAL_PREFIX: Record<ResourceType, string> = {
  'frontend.navigation.page': 'navigation',
  'frontend.landing.page': 'landingPage',
  'frontend.detail.page': 'detail',
  'frontend.blog.page': 'blog',
};

/** The languages the sales channel has a domain for. */
async function channelLanguages(ctx: StoreContext) {
  return ctx.memo.get(`channel-languages:${ctx.salesChannel.id}`, () =>
    ctx.db
      .selectDistinct({ id: language.id, localeCode: language.localeCode })
      .from(salesChannelDomain)
      .innerJoin(language, eq(language.id, salesChannelDomain.languageId))
      .where(eq(salesChannelDomain.salesChannelId, ctx.salesChannel.id)),
  );
}

const AlternatesSchema = v.object({
  /** A storefront path in the caller's language, e.g. `/lagers/kogellagers/`… */
  path: v.optional(v.pipe(v.string(), v.maxLength(2048, 'TOO_LONG'))),
  /** …or the id of a category, landing page, product or blog post. */
  resourceId: v.optional(v.pipe(v.string(), v.uuid('INVALID_UUID'))),
  /** Only this language (§7: lookup by resource id and language id, `elements[0].seoPathInfo`). */
  languageId: v.optional(v.pipe(v.string(), v.uuid('INVALID_UUID'))),
});

/**
 * The localized SEO path of one page in every language of the channel (hreflang, language
 * switch; §4 "look up the localized SEO path in the target language"). A path that resolves to
 * nothing has no alternates.
 */
async function alternates(ctx: StoreContext, input: v.InferOutput<typeof AlternatesSchema>) {
  const resolved = input.path
    ? await resolvePath(ctx, `/${input.path.replace(/^\/+/, '')}`)
    : input.resourceId
      ? await resolveAnyType(ctx, input.resourceId.toLowerCase())
      : null;
  if (!resolved) return [];
  const technical = `/${TECHNICAL_PREFIX[resolved.resourceType]}/${resolved.resourceIdentifier}`;
  const wanted = input.languageId?.toLowerCase();
  const languages = (await channelLanguages(ctx)).filter((l) => !wanted || l.id === wanted);
  const entries = await Promise.all(
    languages.map(async (lang) => {
      if (!isLocale(lang.localeCode)) return null;
      const inLanguage = { ...ctx, languageId: lang.id, locale: lang.localeCode };
      const target = resolved.canonicalPathInfo === '/' ? resolved : await resolvePath(inLanguage, technical);
      return target
        ? {
            apiAlias: 'seo_url_alternate',
            languageId: lang.id,
            localeCode: lang.localeCode,
            seoPathInfo: target.canonicalPathInfo,
          }
        : null;
    }),
  );
  return entries.filter((e) => e !== null);
}

async function resolveAnyType(ctx: StoreContext, id: string) {
  for (const prefix of Object.values(TECHNICAL_PREFIX)) {
    const resolved = await resolvePath(ctx, `/${prefix}/${id}`);
    if (resolved) return resolved;
  }
  return null;
}

/**
 * Every public page of the sitemap: active linkable categories, content pages and blog posts,
 * each with its canonical path per language (the home page is `/` everywhere).
 */
async function sitemap(ctx: StoreContext) {
  const languages = await channelLanguages(ctx);
  const [rows, hiddenCategories, hiddenPosts] = await Promise.all([
    ctx.db
      .select({
        id: seoUrl.foreignKey,
        routeName: seoUrl.routeName,
        languageId: seoUrl.languageId,
        path: seoUrl.seoPathInfo,
      })
      .from(seoUrl)
      .where(
        and(
          eq(seoUrl.salesChannelId, ctx.salesChannel.id),
          eq(seoUrl.isCanonical, true),
          inArray(seoUrl.routeName, [
            'frontend.navigation.page',
            'frontend.landing.page',
            'frontend.blog.page',
          ]),
        ),
      )
      .orderBy(seoUrl.routeName, seoUrl.seoPathInfo),
    ctx.db.select({ id: category.id }).from(category).where(eq(category.active, false)),
    ctx.db.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.active, false)),
  ]);
  const hidden = new Set([...hiddenCategories, ...hiddenPosts].map((r) => r.id));
  const localeOf = new Map(languages.map((l) => [l.id, l.localeCode]));
  const pages = new Map<string, { resourceType: string; id: string; paths: Record<string, string> }>();
  pages.set('home', {
    resourceType: 'frontend.navigation.page',
    id: ctx.salesChannel.navigationCategoryId,
    paths: {},
  });
  for (const l of languages)
    (pages.get('home') as { paths: Record<string, string> }).paths[l.localeCode] = '/';
  for (const row of rows) {
    const locale = localeOf.get(row.languageId);
    if (!locale || hidden.has(row.id)) continue;
    const page = pages.get(row.id) ?? { resourceType: row.routeName, id: row.id, paths: {} };
    page.paths[locale] = `/${row.path}`;
    pages.set(row.id, page);
  }
  return [...pages.values()];
}

export const alternateRoutes = createRouter()
  .post('/b2b/seo-url/alternates', async (c) => {
    const ctx = c.get('ctx');
    const input = await body(c, AlternatesSchema);
    const key = `alternates:${ctx.salesChannel.id}:${ctx.languageId}:${JSON.stringify(input)}`;
    const elements = await ctx.memo.get(key, () => alternates(ctx, input));
    return c.json({ apiAlias: 'seo_url_alternates', total: elements.length, elements });
  })
  .get('/b2b/sitemap', async (c) => {
    const ctx = c.get('ctx');
    const elements = await ctx.memo.get(`sitemap:${ctx.salesChannel.id}`, () => sitemap(ctx));
    return c.json({ apiAlias: 'b2b_sitemap', total: elements.length, elements });
  });

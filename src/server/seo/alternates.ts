import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isLocale } from '../../shared/locales.ts';
import { language, salesChannelDomain } from '../db/schema/index.ts';
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
export async function channelLanguages(ctx: StoreContext) {
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

export const alternateRoutes = createRouter().post('/b2b/seo-url/alternates', async (c) => {
  const ctx = c.get('ctx');
  const input = await body(c, AlternatesSchema);
  const key = `alternates:${ctx.salesChannel.id}:${ctx.languageId}:${JSON.stringify(input)}`;
  const elements = await ctx.memo.get(key, () => alternates(ctx, input));
  return c.json({ apiAlias: 'seo_url_alternates', total: elements.length, elements });
});

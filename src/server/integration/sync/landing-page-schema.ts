import * as v from 'valibot';
import { TranslationsOf } from './languages.ts';
import { ShopwareId } from './report.ts';

/**
 * A landing page's path as seo_url stores paths: trimmed, without a leading slash. What a path cannot
 * hold or would leave its place with is refused: spaces, `?`, `#`, `\`, empty or dot segments.
 */
const Url = v.pipe(
  v.string(),
  v.trim(),
  v.transform((url) => url.replace(/^\/+/, '')),
  v.minLength(1, 'IS_BLANK'),
  v.maxLength(255),
  v.check(
    (url) => !/[\s\p{Cc}?#\\]|\/\/|(^|\/)\.\.?(\/|$)/u.test(url),
    'A url is a path: no spaces, "?", "#", "\\", empty segments, "." or "..".',
  ),
);
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const Text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))));

/** The translated fields; null clears one in its language, which then falls back (en-GB first). */
const texts = {
  name: v.optional(v.nullable(Name)),
  url: v.optional(v.nullable(Url)),
  metaTitle: Text(255),
  metaDescription: Text(255),
  keywords: Text(65_535),
};

/** `landing_page` with Shopware's field names: its texts per language, its layout, whether it is shown. */
export const LandingPageRecord = v.strictObject({
  id: v.optional(ShopwareId),
  ...texts,
  translations: v.optional(TranslationsOf(texts)),
  active: v.optional(v.boolean()),
  /** The CMS layout it shows; without one it is not served. */
  cmsPageId: v.optional(v.nullable(ShopwareId)),
  customFields: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

export type LandingPageInput = v.InferOutput<typeof LandingPageRecord>;

import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import type { CustomFields } from '../../db/schema/types.ts';
import type { SyncContext } from './entity.ts';

const Html = v.nullable(v.pipe(v.string(), v.maxLength(65_535)));
/** Where a link the storefront renders may lead: a web address or a path of the shop (not `javascript:`, not `//host`). */
const address = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(/^(https?:\/\/|\/(?!\/))/, 'A web address or a shop path.'),
);
export const WebOrShopAddress = v.nullable(address);
/** A download or document of the detail tabs; what the storefront links to must be a web or shop path. */
const Links = v.nullable(
  v.pipe(
    v.array(
      v.strictObject({
        title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255)),
        url: address,
      }),
    ),
    v.maxLength(50),
  ),
);

/**
 * The B2B custom fields the storefront shows on a product (§2 detail tabs, §3 SEO): applications and
 * instructions as HTML (sanitized where rendered), downloads and documents as links, the canonical
 * URL. Any other key is refused (400) rather than stored unseen; null removes a field.
 */
export const ProductCustomFields = v.strictObject({
  b2b_applications: v.optional(Html),
  b2b_instructions: v.optional(Html),
  b2b_downloads: v.optional(Links),
  b2b_documents: v.optional(Links),
  b2b_canonical_url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
});

const Short = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255)));
const banner = (n: 1 | 2) => ({
  [`category_banner${n}_title`]: v.optional(Short),
  [`category_banner${n}_subtitle`]: v.optional(Short),
  [`category_banner${n}_url`]: v.optional(WebOrShopAddress),
  [`category_banner${n}_media_url`]: v.optional(WebOrShopAddress),
});

/**
 * The custom fields the storefront shows on a category (§2 mega menu): the badge beside its name and a
 * top category's two banners (title, subtitle, link, image). Any other key is refused (400).
 */
export const CategoryCustomFields = v.strictObject({
  category_badge_text: v.optional(Short),
  ...banner(1),
  ...banner(2),
});

type Given = Record<string, unknown>;

/** Stored fields with the given ones over them, key by key; null removes a key (Shopware merges too). */
const merge = (stored: CustomFields, given: Given): CustomFields => {
  const out: CustomFields = { ...stored, ...given };
  for (const [key, value] of Object.entries(out)) if (value === null || value === undefined) delete out[key];
  return out;
};

interface Stored {
  customFields: CustomFields;
  translatedCustomFields: Record<string, CustomFields>;
}

/** Shopware's translations without their custom fields, which are no texts (customFieldColumns takes them). */
export const textsOf = <T extends { customFields?: unknown }>(translations: Record<string, T> | undefined) =>
  translations &&
  Object.fromEntries(
    Object.entries(translations).map(([key, { customFields: _, ...texts }]) => [key, texts]),
  );

/**
 * A record's custom fields as the entity's columns (product, category): top-level ones (Shopware's system language) are
 * the shop's base fields, shown in every language without its own; `translations[…].customFields`
 * are that language's. Languages not of the shop are reported with the texts (byLocale). Nothing when
 * the record names none.
 */
export function customFieldColumns(
  ctx: SyncContext,
  top: Given | undefined,
  translations: Record<string, { customFields?: Given }> | undefined,
  old: Stored | undefined,
): Partial<Stored> {
  const perLocale = Object.entries(translations ?? {}).flatMap(([key, t]) => {
    const locale = ctx.locales.get(normalizeId(key) ?? key);
    return locale && t.customFields ? [[locale, t.customFields] as const] : [];
  });
  const columns: Partial<Stored> = {};
  if (top) columns.customFields = merge(old?.customFields ?? {}, top);
  if (perLocale.length) {
    const translated = { ...(old?.translatedCustomFields ?? {}) };
    for (const [locale, given] of perLocale) translated[locale] = merge(translated[locale] ?? {}, given);
    columns.translatedCustomFields = translated;
  }
  return columns;
}

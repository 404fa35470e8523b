import * as v from 'valibot';
import { IdSchema } from './listing.ts';

/** At most this many SKUs per article information or price call (one query each, §7). */
export const MAX_ARTICLES = 100;
export const MAX_PARENT_IDS = 100;

const Sku = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** `{ articles: [{ sku, quantity? }] }` of article information and price lookup. */
export const ArticleRequestSchema = v.object({
  articles: v.pipe(
    v.array(
      v.object({
        sku: Sku,
        quantity: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000))),
      }),
    ),
    v.maxLength(MAX_ARTICLES),
  ),
});
export type ArticleRequest = v.InferOutput<typeof ArticleRequestSchema>;

/** `{ parentIds }` of the variant counts. */
export const VariantCountRequestSchema = v.object({
  parentIds: v.pipe(v.array(IdSchema), v.maxLength(MAX_PARENT_IDS)),
});

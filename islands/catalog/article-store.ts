import { map } from 'nanostores';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';

/** An article as the page's one batched call returned it; `noPrice`: the customer sees no price for it. */
export type ArticleEntry = ArticleInformation & { noPrice: boolean };

/** Article information by SKU (for the counter). */
export const $articles = map<Record<string, ArticleEntry>>({});

/** The quantity the customer wants by SKU (the counter's valid value), for the stock state (§4). */
export const $quantities = map<Record<string, number>>({});

import { map } from 'nanostores';
import type { ArticleInformation } from '../../src/api/catalog-types.ts';

/** Article information by SKU, as the page's one batched call returned it (for the counter). */
export const $articles = map<Record<string, ArticleInformation>>({});

import type { ArticlePrice } from '../../src/api/catalog-types.ts';
import { QUICK_SEARCH_PATH, type QuickSearchResult, quickSearchBody } from '../../src/api/quick-search.ts';
import type { ArticleLinkView } from '../../src/shared/schemas/article-links.ts';

/** Same-origin Store API call through the storefront proxy (which adds the visitor's session). */
async function post<T>(path: string, body: unknown, languageId: string, signal: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (languageId) headers['sw-language-id'] = languageId;
  const response = await fetch(`/store-api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const searchProducts = (term: string, languageId: string, signal: AbortSignal) =>
  post<QuickSearchResult>(QUICK_SEARCH_PATH, quickSearchBody(term), languageId, signal);

/** One batched price lookup for the shown articles (logged-in customers only; null without the right). */
export async function loadPrices(skus: string[], languageId: string, signal: AbortSignal) {
  const { articles } = await post<{ articles: ArticlePrice[] }>(
    '/b2b/article/price',
    { articles: skus.map((sku) => ({ sku })) },
    languageId,
    signal,
  );
  return new Map(
    articles.map((a) => [a.productId, a.price === null ? null : { price: a.price, uom: a.uom }]),
  );
}

/** One call for the variant counts of the shown products. */
export async function loadVariantCounts(ids: string[], languageId: string, signal: AbortSignal) {
  const { elements } = await post<{ elements: { id: string; childCount: number }[] }>(
    '/b2b/variants',
    { parentIds: ids },
    languageId,
    signal,
  );
  return new Map(elements.map((e) => [e.id, e.childCount]));
}

/** The company's own numbers for the shown products (article links; logged-in customers only). */
export async function loadArticleLinks(productIds: string[], languageId: string, signal: AbortSignal) {
  const { elements } = await post<{ elements: ArticleLinkView[] }>(
    '/article-links/info',
    { productIds },
    languageId,
    signal,
  );
  return new Map(elements.map((link) => [link.productId, link.customerSku]));
}

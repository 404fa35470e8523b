// Runs the labelled query set through the real quick search (the header's `POST /store-api/search-suggest`
// with the island's body, answered in-process by the Store API app) and judges the top 3 by the articles'
// own data, read back from the database: hit@3 and every miss with what came first instead.
import { inArray, or } from 'drizzle-orm';
import { QUICK_SEARCH_PATH, quickSearchBody } from '../../src/api/quick-search.ts';
import { createStoreApi } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { product } from '../../src/server/db/schema/index.ts';
import { DEMO_ACCESS_KEY, DEMO_PASSWORD, languageId } from '../../src/server/seed/constants.ts';
import type { Locale } from '../../src/shared/locales.ts';
import type { Expect, LabelledQuery } from './queries.ts';

export const TOP = 3;
/** The login whose company has article links (DEMO-0001…): its searches also match its own numbers. */
export const CUSTOMER_LOGIN = 'demo.lead';

export interface Miss {
  query: string;
  locale: Locale;
  top3: string[];
}

export interface Evaluation {
  hitAt3: number;
  hits: number;
  total: number;
  misses: Miss[];
  /** Per query, in the given order: whether its article was in the top 3. */
  results: { query: LabelledQuery; hit: boolean }[];
}

interface Article {
  id: string;
  parentId: string | null;
  productNumber: string;
  manufacturerNumber: string | null;
  translations: Partial<Record<Locale, { name?: string }>>;
}

const nameIn = (article: Article, locale: Locale) => article.translations[locale]?.name ?? '';

export const satisfies = (article: Article, expect: Expect, locale: Locale) =>
  (!expect.mpn || expect.mpn.test(article.manufacturerNumber ?? '')) &&
  (!expect.name || expect.name.test(nameIn(article, locale))) &&
  (!expect.number || expect.number === article.productNumber);

/** A client of the in-process Store API: one quick search per call, in a language, optionally logged in. */
export function quickSearcher(database: Database) {
  const api = createStoreApi(database.db);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.fetch(
      new Request(`http://relevance/store-api${path}`, {
        method: 'POST',
        headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  let token: Promise<string> | undefined;
  const login = async () => {
    const response = await post('/account/login', { username: CUSTOMER_LOGIN, password: DEMO_PASSWORD });
    if (!response.ok) throw new Error(`login ${CUSTOMER_LOGIN}: ${response.status} ${await response.text()}`);
    return response.headers.get('sw-context-token') ?? '';
  };
  /** Without a locale, no language header: the sales channel's default, as a first visit asks. */
  return async (term: string, locale?: Locale, customer = false): Promise<string[]> => {
    const headers: Record<string, string> = locale ? { 'sw-language-id': languageId(locale) } : {};
    if (customer) {
      token ??= login();
      headers['sw-context-token'] = await token;
    }
    const response = await post(QUICK_SEARCH_PATH, quickSearchBody(term), headers);
    if (!response.ok) throw new Error(`${term}: ${response.status} ${await response.text()}`);
    const json = (await response.json()) as { elements: { id: string }[] };
    return json.elements.map((e) => e.id);
  };
}

/** What a labelled query's expectation is judged on (`satisfies`). */
export const ARTICLE_COLUMNS = {
  id: product.id,
  parentId: product.parentId,
  productNumber: product.productNumber,
  manufacturerNumber: product.manufacturerNumber,
  translations: product.translations,
};

/** The listed products and their variant children, by listed id. */
async function articlesOf(database: Database, ids: string[]) {
  const rows: Article[] = ids.length
    ? await database.db
        .select(ARTICLE_COLUMNS)
        .from(product)
        .where(or(inArray(product.id, ids), inArray(product.parentId, ids)))
    : [];
  const byId = new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const listed = byId.get(id);
    if (!listed) return [];
    return [{ listed, family: [listed, ...rows.filter((r) => r.parentId === id)] }];
  });
}

export async function evaluate(database: Database, queries: LabelledQuery[]): Promise<Evaluation> {
  const search = quickSearcher(database);
  const results: Evaluation['results'] = [];
  const misses: Miss[] = [];
  for (const query of queries) {
    const ids = (await search(query.query, query.locale, query.customer)).slice(0, TOP);
    const top = await articlesOf(database, ids);
    const hit = top.some(({ family }) => family.some((a) => satisfies(a, query.expect, query.locale)));
    results.push({ query, hit });
    if (!hit)
      misses.push({
        query: query.query,
        locale: query.locale,
        top3: top.map(({ listed }) => nameIn(listed, query.locale)),
      });
  }
  const hits = results.filter((r) => r.hit).length;
  return { hitAt3: queries.length ? hits / queries.length : 0, hits, total: queries.length, misses, results };
}

/** `hit@3 = 0.96 (181/188)` and one line per miss, for the test's and the bench's output. */
export function report(evaluation: Evaluation) {
  const lines = [
    `hit@3 = ${evaluation.hitAt3.toFixed(2)} (${evaluation.hits}/${evaluation.total})`,
    ...evaluation.misses.map(
      (m) => `  miss [${m.locale}] ${JSON.stringify(m.query)} → ${m.top3.join(' | ') || '(nothing)'}`,
    ),
  ];
  return lines.join('\n');
}

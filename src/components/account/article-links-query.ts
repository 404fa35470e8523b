import * as v from 'valibot';
import {
  type ArticleLinkListQuery,
  ArticleLinkListSchema,
  type ArticleLinkSort,
} from '../../shared/schemas/article-links.ts';

const DEFAULTS: ArticleLinkListQuery = v.parse(ArticleLinkListSchema, {});

/** The list state from the URL (§2: bookmarkable, works without JavaScript); anything malformed is a default. */
export function parseLinksQuery(params: URLSearchParams): ArticleLinkListQuery {
  const q = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof ArticleLinkListQuery)[]) {
    const result = v.safeParse(ArticleLinkListSchema, { [key]: params.get(key) ?? undefined });
    if (result.success) Object.assign(q, { [key]: result.output[key] });
  }
  return q;
}

/** The URL of a list state; defaults are left out so the plain list has a plain URL. */
export function linksHref(base: string, q: ArticleLinkListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value !== DEFAULTS[key as keyof ArticleLinkListQuery]) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A column header's link: the same column toggles the direction, another one starts ascending. */
export const sortHref = (base: string, q: ArticleLinkListQuery, sort: ArticleLinkSort) =>
  linksHref(base, {
    ...q,
    sort,
    order: q.sort === sort && q.order === 'asc' ? 'desc' : 'asc',
    page: 1,
  });

export const ariaSort = (q: ArticleLinkListQuery, sort: ArticleLinkSort) =>
  q.sort === sort ? (q.order === 'asc' ? 'ascending' : 'descending') : undefined;

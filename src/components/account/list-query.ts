/**
 * The state of an account list (order lists, address book) as it lives in the URL: page, search
 * term, one filter, sort field and direction. Plain GET forms and links carry it, so the lists work
 * without JavaScript and can be bookmarked; anything malformed falls back to the default.
 */
export interface ListQuery<S extends string = string> {
  page: number;
  term: string;
  filter: string;
  sort: S;
  order: 'asc' | 'desc';
}

export interface ListShape<S extends string> {
  sorts: readonly S[];
  filters: readonly string[];
  defaults: Omit<ListQuery<S>, 'page' | 'term' | 'filter'>;
}

const MAX_TERM = 120;

export function parseListQuery<S extends string>(params: URLSearchParams, shape: ListShape<S>): ListQuery<S> {
  const page = Number(params.get('page'));
  const filter = params.get('filter') ?? '';
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    term: (params.get('term') ?? '').trim().slice(0, MAX_TERM),
    filter: shape.filters.includes(filter) ? filter : '',
    sort: shape.sorts.find((s) => s === sort) ?? shape.defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : shape.defaults.order,
  };
}

/** The list's URL for a state; defaults are left out so a plain list has a plain URL. */
export function listHref<S extends string>(action: string, q: ListQuery<S>, shape: ListShape<S>): string {
  const params = new URLSearchParams();
  if (q.page > 1) params.set('page', String(q.page));
  if (q.term) params.set('term', q.term);
  if (q.filter) params.set('filter', q.filter);
  if (q.sort !== shape.defaults.sort) params.set('sort', q.sort);
  if (q.order !== shape.defaults.order) params.set('order', q.order);
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

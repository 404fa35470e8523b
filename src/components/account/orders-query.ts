import type { OrderSortField } from '../../shared/erp-orders.ts';
import { formatAmount } from '../../shared/money.ts';

/** The /account/orders query as the filter form posts it (status may repeat, one box per status). */
export interface OrdersQuery {
  /** 'shop' for the shop's own orders; the ERP's history otherwise. */
  source: string;
  page: string;
  status: string[];
  from: string;
  to: string;
  reference: string;
  articleNumber: string;
  sort: string;
  order: string;
}

export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const one = (key: string) => params.get(key)?.trim() ?? '';
  return {
    source: one('source') === 'shop' ? 'shop' : '',
    page: one('page'),
    // One box per status in the form, or one comma-separated value in a shared link.
    status: params
      .getAll('status')
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
    from: one('from'),
    to: one('to'),
    reference: one('reference'),
    articleNumber: one('articleNumber'),
    sort: one('sort'),
    order: one('order'),
  };
}

/** The same query for the Store API (status as one comma-separated value) or a link; empty fields left out. */
export function toOrdersParams(query: Partial<OrdersQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(key, text);
  }
  return params;
}

/** The link of a column header: sorts by it, newest or largest first, or flips the current direction. */
export function sortLink(query: OrdersQuery, field: OrderSortField): Partial<OrdersQuery> {
  const current = (query.sort || 'orderDate') === field;
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return { ...query, page: '', sort: field, order: current && direction === 'desc' ? 'asc' : 'desc' };
}

/** aria-sort of a column header. */
export function ariaSort(query: OrdersQuery, field: OrderSortField): 'ascending' | 'descending' | undefined {
  if ((query.sort || 'orderDate') !== field) return undefined;
  return query.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The detail path of an order: §2 /account/orders/details/:orderNumber for the shop's own orders,
 * …/:orderNumber/:firm/:warehouse? for the ERP's.
 */
export const detailPath = (o: { orderNumber: string; firm: string | null; warehouse: string | null }) =>
  `/account/orders/details/${[o.orderNumber, o.firm, o.warehouse]
    .filter((part): part is string => Boolean(part))
    .map(encodeURIComponent)
    .join('/')}`;

/** A calendar day (yyyy-mm-dd) in the visitor's language; null as a dash. */
export const formatDay = (iso: string | null, locale: string) =>
  iso
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${iso.slice(0, 10)}T12:00:00Z`),
      )
    : '–';

/** Money to pay, to the cent (order totals; §9's three decimals are for unit prices). */
export const formatMoney = (amount: number, locale: string) => formatAmount(locale, amount);

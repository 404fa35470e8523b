import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  detailPath,
  readOrdersQuery,
  sortLink,
  toOrdersParams,
} from '../../../src/components/account/orders-query.ts';
import { OrderHistoryQuerySchema } from '../../../src/shared/schemas/order-history.ts';

describe('orders query', () => {
  it('reads repeated and comma-separated statuses and sends them as one value', () => {
    const query = readOrdersQuery(
      new URLSearchParams('status=open&status=shipped,backorder&reference= werf &source=x'),
    );
    expect(query.status).toEqual(['open', 'shipped', 'backorder']);
    expect(query.source).toBe('');
    const { source: _, ...filters } = query;
    expect(toOrdersParams(filters).toString()).toBe('status=open%2Cshipped%2Cbackorder&reference=werf');
  });

  it('sorts a column newest or largest first, a second press flips it, back on page 1', () => {
    const query = readOrdersQuery(new URLSearchParams('page=3'));
    expect(ariaSort(query, 'orderDate')).toBe('descending');
    const byTotal = sortLink(query, 'amountTotal');
    expect(byTotal).toMatchObject({ sort: 'amountTotal', order: 'desc', page: '' });
    const flipped = sortLink(readOrdersQuery(toOrdersParams(byTotal)), 'amountTotal');
    expect(flipped.order).toBe('asc');
    expect(ariaSort(readOrdersQuery(toOrdersParams(flipped)), 'amountTotal')).toBe('ascending');
  });

  it('links shop orders by number, ERP orders with firm and warehouse', () => {
    expect(detailPath({ orderNumber: '100123', firm: null, warehouse: null })).toBe(
      '/account/orders/details/100123',
    );
    expect(detailPath({ orderNumber: '4101999', firm: '10', warehouse: 'IMH_HAS' })).toBe(
      '/account/orders/details/4101999/10/IMH_HAS',
    );
  });

  it('validates with the shared schema: statuses, dates in order, page size', () => {
    const ok = v.safeParse(OrderHistoryQuerySchema, { status: 'open,completed', from: '2026-01-01', to: '' });
    expect(ok.success && ok.output).toMatchObject({
      status: ['open', 'completed'],
      to: null,
      page: 1,
      limit: 20,
    });
    const swapped = v.safeParse(OrderHistoryQuerySchema, { from: '2026-02-01', to: '2026-01-01' });
    expect(swapped.issues?.map((i) => i.message)).toEqual(['DATE_RANGE_INVALID']);
    const bad = v.safeParse(OrderHistoryQuerySchema, { status: 'lost', limit: '500' });
    expect(bad.issues?.map((i) => i.message).sort()).toEqual(['INVALID_NUMBER', 'INVALID_STATUS']);
  });
});

import type { StoreApiClient } from './client.ts';
import type { ErpOrderDetail, OrderHistoryPage, ReorderResult } from './erp-types.ts';

// Typed calls of the order history (§7 GET /order/history and /sw/order/history with their details).

export interface ErpOrderKeyInput {
  orderNumber: string;
  firm?: string | null;
  warehouse?: string | null;
}

/** Where an order comes from: the ERP's history, or the shop's own orders not yet in the ERP. */
export type OrderSource = 'erp' | 'shop';

const keyQuery = (key: ErpOrderKeyInput) =>
  new URLSearchParams(
    Object.entries(key).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
const base = (source: OrderSource) => (source === 'shop' ? '/b2b/sw/order/history' : '/b2b/order/history');

export const ordersApi = (api: StoreApiClient) => ({
  /** The query string of the /account/orders page, as the Store API reads it. */
  history: (source: OrderSource, query: URLSearchParams) =>
    api.request<OrderHistoryPage>('GET', `${base(source)}?${query}`),
  detail: (source: OrderSource, key: ErpOrderKeyInput) =>
    api.request<ErpOrderDetail>('GET', `${base(source)}/detail?${keyQuery(key)}`),
  reorder: (source: OrderSource, key: ErpOrderKeyInput) =>
    api.request<ReorderResult>('POST', `${base(source)}/reorder`, key),
});

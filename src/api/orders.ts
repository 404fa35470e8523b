import type { StoreApiClient } from './client.ts';
import type { ErpOrderDetail, OrderHistoryPage, ReorderResult } from './erp-types.ts';

// Typed calls of the order history (§7 GET /order/history, /order/history/detail).

export interface ErpOrderKeyInput {
  orderNumber: string;
  firm?: string | null;
  warehouse?: string | null;
}

const keyQuery = (key: ErpOrderKeyInput) =>
  new URLSearchParams(
    Object.entries(key).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();

export const ordersApi = (api: StoreApiClient) => ({
  /** The query string of the /account/orders page, as the Store API reads it. */
  history: (query: URLSearchParams) => api.request<OrderHistoryPage>('GET', `/b2b/order/history?${query}`),
  detail: (key: ErpOrderKeyInput) =>
    api.request<ErpOrderDetail>('GET', `/b2b/order/history/detail?${keyQuery(key)}`),
  reorder: (key: ErpOrderKeyInput) => api.request<ReorderResult>('POST', '/b2b/order/history/reorder', key),
});

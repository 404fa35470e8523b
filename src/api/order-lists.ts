import type {
  OrderListCreateInput,
  OrderListPrivacy,
  OrderListQuery,
} from '../shared/schemas/order-lists.ts';
import type { Pager } from './account.ts';
import type { Cart } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the order lists (§7 order/list*).

/** An order list as the list and the detail show it (§3 Order list); amount in euros, null without prices. */
export interface OrderList {
  id: string;
  name: string;
  privacy: OrderListPrivacy;
  createdAt: string;
  creator: { id: string; firstName: string; lastName: string } | null;
  itemCount: number;
  amount: number | null;
}

/** §3 order-list item; prices in euros (null without ROLE_VIEW_PRICES), lead time in days. */
export interface OrderListItem {
  id: string;
  productId: string;
  sku: string;
  customerSku: string | null;
  name: string;
  quantity: number;
  unitPrice: number | null;
  totalPrice: number | null;
  packUnit: string;
  stock: number | null;
  hasStock: boolean;
  leadTime: string | null;
}

export interface OrderListDetail extends OrderList {
  items: OrderListItem[];
}

const path = (id: string) => `/b2b/order/list/${encodeURIComponent(id)}`;

export const orderListApi = (api: StoreApiClient) => ({
  list: (query: Partial<OrderListQuery>) => {
    const params = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === '' || v === undefined ? [] : [[k, String(v)]])),
    );
    return api.request<{ elements: OrderList[]; pager: Pager }>('GET', `/b2b/order/list?${params}`);
  },
  get: (id: string) => api.request<OrderListDetail>('GET', path(id)),
  create: (input: OrderListCreateInput) => api.request<OrderListDetail>('POST', '/b2b/order/list', input),
  update: (id: string, input: { name?: string; privacy?: OrderListPrivacy }) =>
    api.request<OrderListDetail>('PATCH', path(id), input),
  remove: (id: string) => api.request<unknown>('DELETE', path(id)),
  addItems: (id: string, items: { sku?: string; productId?: string; quantity?: number }[]) =>
    api.request<OrderListDetail>('POST', `${path(id)}/items`, { items }),
  removeItems: (id: string, ids: string[]) =>
    api.request<OrderListDetail>('DELETE', `${path(id)}/items`, { ids }),
  /** Items (none named: all) into the cart. */
  toCart: (id: string, ids?: string[]) => api.request<Cart>('POST', `${path(id)}/cart`, ids ? { ids } : {}),
});

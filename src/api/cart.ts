import type { OrderPlace } from '../shared/schemas/cart.ts';
import type { Cart, Order, OrderAddress, PickupLocation, QuickOrderReport } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the cart and checkout (§7 checkout/cart, checkout/order, b2b/quick-order,
// order-reference/cart, cost-center/cart, account/list-address, b2b/order/{id}).

/** A company address as POST /account/list-address answers it. */
export interface CompanyAddress extends Omit<OrderAddress, 'country'> {
  id: string;
  email: string | null;
  countryId: string;
  country: { id: string; iso: string; name: string | null };
  defaultDelivery: boolean;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** Every address of the company (Shopware's list-address, an EntitySearchResult of them all). */
export const listCompanyAddresses = async (api: StoreApiClient) =>
  (await api.request<{ elements: CompanyAddress[] }>('POST', '/account/list-address')).elements;

export interface OrderReferenceOption {
  id: string;
  name: string;
  /** Euros; null when the reference has no budget. */
  budget: number | null;
  remaining: number | null;
}

export interface ExternalContact {
  id: string;
  identifier: string;
  name: string;
  email: string | null;
  kind: 'contact' | 'contract';
}

interface LineChange {
  id: string;
  quantity?: number;
  /** The line comment (§3 customFields.order_detail_text); '' removes it. */
  comment?: string;
}

type QuickOrderInput = { csv: string } | { lines: { article: string; quantity: string }[] };

const enc = encodeURIComponent;

export const cartApi = (api: StoreApiClient) => ({
  getCart: () => api.request<Cart>('GET', '/checkout/cart'),
  addProduct: (productId: string, quantity: number) =>
    api.request<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: productId, quantity }],
    }),
  addPromotion: (code: string) =>
    api.request<Cart>('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: code }],
    }),
  updateLines: (changes: LineChange[]) =>
    api.request<Cart>('PATCH', '/checkout/cart/line-item', {
      items: changes.map(({ id, quantity, comment }) => ({
        id,
        quantity,
        payload: comment === undefined ? undefined : { customFields: { order_detail_text: comment } },
      })),
    }),
  removeLines: (ids: string[]) => api.request<Cart>('POST', '/checkout/cart/line-item/delete', { ids }),
  clearCart: () => api.request<undefined>('DELETE', '/checkout/cart'),
  quickOrder: (input: QuickOrderInput) => api.request<QuickOrderReport>('POST', '/b2b/quick-order', input),

  searchOrderReferences: async (term: string) =>
    (
      await api.request<{ elements: OrderReferenceOption[] }>(
        'GET',
        `/b2b/order-reference/search/${enc(term || '*')}`,
      )
    ).elements,
  assignOrderReference: (id: string) => api.request<Cart>('PUT', `/b2b/order-reference/cart/${enc(id)}`),
  removeOrderReference: () => api.request<Cart>('DELETE', '/b2b/order-reference/cart'),
  setShippingOption: (shippingOption: 'delivery' | 'pickup') =>
    api.request<Cart>('PATCH', '/checkout/cart/shipping-option', { shippingOption }),

  getCostCentreContacts: () =>
    api.request<{ elements: ExternalContact[]; selectedId: string | null }>(
      'GET',
      '/b2b/cost-center/cart/external-contact',
    ),
  selectCostCentreContact: (id: string | null) =>
    id
      ? api.request<Cart>('PUT', `/b2b/cost-center/cart/external-contact/${enc(id)}`)
      : api.request<Cart>('DELETE', '/b2b/cost-center/cart/external-contact'),

  listAddresses: () => listCompanyAddresses(api),
  getPickupLocations: async () =>
    (await api.request<{ elements: PickupLocation[] }>('GET', '/b2b/pickup-locations')).elements,

  /** The key makes a retry or a second press return the first order instead of a new one. */
  placeOrder: (input: OrderPlace, idempotencyKey: string) =>
    api.request<Order>('POST', '/checkout/order', input, { headers: { 'Idempotency-Key': idempotencyKey } }),
  getOrder: (id: string) => api.request<Order>('GET', `/b2b/order/${enc(id)}`),
  /** §1 quote request by e-mail: without a product, for every product line of the cart. */
  requestOffer: (input: { productId?: string; quantity?: number; comment?: string } = {}) =>
    api.request<{ id: string; offerNumber: string }>('POST', '/b2b/offer/request', input),
});

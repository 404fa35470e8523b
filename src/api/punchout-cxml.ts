import type { Cart } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed cXML punch-out calls (§7 b2bCxmlEntry/auth/{a}/{b}, b2bCxmlEntry/inspect).

interface StartAnswer {
  contextToken: string;
  /** Storefront path without language prefix: `/`, `/checkout` or `/cxml/inspect`. */
  redirectUrl: string;
}

export interface CxmlInspection {
  operation: 'create' | 'edit' | 'inspect';
  cart: Cart;
}

export const cxmlApi = (api: StoreApiClient) => ({
  /** The StartPage: redeems the one-time link; the new context token and where to go. */
  start: (companyId: string, token: string) =>
    api.request<StartAnswer>(
      'POST',
      `/b2bCxmlEntry/auth/${encodeURIComponent(companyId)}/${encodeURIComponent(token)}`,
    ),
  /** The re-opened requisition of a cXML session. */
  inspect: () => api.request<CxmlInspection>('POST', '/b2bCxmlEntry/inspect'),
});

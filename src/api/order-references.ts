import type { OrderReferenceInput } from '../shared/schemas/order-references.ts';
import type { Pager } from './account.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the order references (§7 order-reference/*) and the cost centre (§7 cost-center/*).

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/** §3 Order reference; amounts in euros, remaining budget null without a budget. */
export interface OrderReference {
  id: string;
  name: string;
  creator: Person | null;
  customers: Person[];
  approvers: Person[];
  budget: number | null;
  remaining: number | null;
  approveFrom: number | null;
  period: OrderReferenceInput['period'];
  renewable: boolean;
  transferable: boolean;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** §3 Cost centre: an external contact or contract; linked ones are assigned to the company. */
export interface ExternalContact {
  id: string;
  identifier: string;
  name: string;
  email: string | null;
  kind: string;
  linked: boolean;
}

const one = (id: string) => `/b2b/order-reference/${encodeURIComponent(id)}`;

export const orderReferenceApi = (api: StoreApiClient) => ({
  list: (query: { page: number; term: string }) =>
    api.request<{ elements: OrderReference[]; pager: Pager }>('POST', '/b2b/order-reference/list', query),
  get: (id: string) => api.request<OrderReference>('GET', one(id)),
  create: (input: OrderReferenceInput) => api.request<OrderReference>('POST', '/b2b/order-reference', input),
  update: (id: string, input: OrderReferenceInput) => api.request<OrderReference>('PUT', one(id), input),
  remove: (id: string) => api.request<unknown>('DELETE', one(id)),
});

export const costCenterApi = (api: StoreApiClient) => ({
  contacts: async () =>
    (await api.request<{ elements: ExternalContact[] }>('GET', '/b2b/cost-center/external-contact')).elements,
  setLinked: (id: string, linked: boolean) =>
    api.request<unknown>('POST', `/b2b/cost-center/external-contact-${linked ? 'assign' : 'dismiss'}`, {
      ids: [id],
    }),
});

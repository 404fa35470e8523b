import type { FlowInput } from '../shared/schemas/flows.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the order flows (§7 order-flow/*).

interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/** §3 Flow; amounts in euros. */
export interface Flow {
  id: string;
  name: string;
  budget: number;
  approveFrom: number | null;
  period: FlowInput['period'];
  renewable: boolean;
  transferable: boolean;
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  approvers: Person[];
  customers: (Person & { budgetRemaining: number | null })[];
}

export type Colleague = Person & { username: string };

export interface PendingApprovals {
  total: number;
  elements: {
    id: string;
    orderNumber: string;
    amountNet: number;
    createdAt: string;
    flowName: string | null;
  }[];
}

const one = (id: string) => `/b2b/order-flow/${encodeURIComponent(id)}`;

export const flowApi = (api: StoreApiClient) => ({
  list: async () => (await api.request<{ elements: Flow[] }>('GET', '/b2b/order-flow')).elements,
  get: (id: string) => api.request<Flow>('GET', one(id)),
  create: (input: FlowInput) => api.request<Flow>('POST', '/b2b/order-flow', input),
  update: (id: string, input: FlowInput) => api.request<Flow>('PUT', one(id), input),
  colleagues: async () =>
    (await api.request<{ elements: Colleague[] }>('GET', '/b2b/order-flow/colleagues')).elements,
  remove: (id: string) => api.request<unknown>('DELETE', one(id)),
  /** Orders waiting for the caller's approval; `limit` 0 asks for the count alone. */
  pending: (limit = 0) => api.request<PendingApprovals>('GET', `/b2b/order-flow/pending?limit=${limit}`),
});

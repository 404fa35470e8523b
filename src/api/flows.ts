import type { StoreApiClient } from './client.ts';

// Typed calls of the order flows (§7 order-flow/*).

export interface PendingApprovals {
  total: number;
  elements: { id: string; orderNumber: string; amountNet: number; createdAt: string; flowName: string }[];
}

export const flowApi = (api: StoreApiClient) => ({
  /** Orders waiting for the caller's approval; `limit` 0 asks for the count alone. */
  pending: (limit = 0) => api.request<PendingApprovals>('GET', `/b2b/order-flow/pending?limit=${limit}`),
});

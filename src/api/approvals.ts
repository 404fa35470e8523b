import type { ApprovalAction } from '../shared/schemas/approvals.ts';
import type { Pager } from './account.ts';
import type { OrderLine } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the approvals (§7 order/approvals, order/approvals/actions, PATCH order/{id}) and the
// orderer's withdrawal of a pending order.

/** A pending order as its approver sees it; amounts in euros. */
export interface Approval {
  id: string;
  orderNumber: string;
  orderDateTime: string;
  amountNet: number;
  amountTotal: number;
  /** flow-approve-from | reference-approve-from */
  approvalReason: string | null;
  flow: string | null;
  orderReference: string | null;
  requester: { id: string; firstName: string; lastName: string } | null;
  lineCount: number;
}

export interface ApprovalDetail extends Approval {
  lineItems: OrderLine[];
}

export const approvalApi = (api: StoreApiClient) => ({
  list: (page: number, limit: number) =>
    api.request<{ elements: Approval[]; pager: Pager }>('POST', '/b2b/order/approvals', { page, limit }),
  get: (id: string) => api.request<ApprovalDetail>('GET', `/b2b/order/approvals/${encodeURIComponent(id)}`),
  decide: (ids: string[], action: ApprovalAction, reason?: string) =>
    api.request<{ decided: { id: string; orderNumber: string; status: string }[] }>(
      'POST',
      '/b2b/order/approvals/actions',
      { actions: ids.map((id) => ({ id, action, ...(reason ? { reason } : {}) })) },
    ),
  /** The orderer takes back their pending order (issue 26): it is cancelled, its budget free again. */
  withdraw: (orderNumber: string) =>
    api.request<{ orderNumber: string; status: string }>('POST', '/b2b/order/withdraw', { orderNumber }),
  removeLines: (id: string, lineIds: string[]) =>
    api.request<ApprovalDetail>('PATCH', `/b2b/order/${encodeURIComponent(id)}`, {
      removeLineItemIds: lineIds,
    }),
});

import * as v from 'valibot';
import { optionalText, Uuid } from './fields.ts';

/**
 * Payloads of the approval calls (§4 approval status, §7 order/approvals, order/approvals/actions,
 * PATCH order/{id}). The Store API validates with these; the approvals pages reuse them.
 */

export const APPROVALS_PAGE_SIZE = 20;
/** Orders decided in one request (a page of the list, and some). */
export const MAX_ACTIONS = 100;
export const APPROVAL_ACTIONS = ['approve', 'reject'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const ApprovalQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), APPROVALS_PAGE_SIZE),
});
export type ApprovalQuery = v.InferOutput<typeof ApprovalQuerySchema>;

export const ApprovalActionsSchema = v.object({
  actions: v.pipe(
    v.array(
      v.object({
        id: Uuid,
        action: v.picklist(APPROVAL_ACTIONS, 'INVALID_ACTION'),
        /** Why an order is rejected; goes to the requester in the mail. */
        reason: optionalText(500),
      }),
    ),
    v.minLength(1, 'IS_BLANK'),
    v.maxLength(MAX_ACTIONS, 'TOO_MANY_ACTIONS'),
    v.check((a) => new Set(a.map((x) => x.id)).size === a.length, 'DUPLICATE_ORDER'),
  ),
});
export type ApprovalActionsInput = v.InferOutput<typeof ApprovalActionsSchema>;

/** PATCH order/{id}: products removed from a pending order by its approver. */
export const OrderPatchSchema = v.object({
  removeLineItemIds: v.pipe(v.array(Uuid), v.minLength(1, 'IS_BLANK'), v.maxLength(1000, 'TOO_LONG')),
});
export type OrderPatchInput = v.InferOutput<typeof OrderPatchSchema>;

/** POST order/withdraw: the orderer takes back their pending order (issue 26). */
export const OrderWithdrawSchema = v.object({
  orderNumber: v.pipe(v.string('IS_BLANK'), v.trim(), v.regex(/^[0-9]{1,16}$/, 'INVALID_ORDER_NUMBER')),
});
export type OrderWithdrawInput = v.InferOutput<typeof OrderWithdrawSchema>;

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customer, customerRight } from '../db/schema/index.ts';
import { ApiError, errors } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

const refused = (code: string, detail: string) => {
  const item = violation(code, 'approverIds', detail);
  return ApiError.fromItems(400, [{ ...item, code: `B2B__${code}` }]);
};

/**
 * The approvers of a flow or an order reference (docs/ordering.md "Approvals"): naming or changing
 * them needs ROLE_MANAGE_APPROVERS.
 */
export function assertMayName(before: string[], approverIds: string[], rights: Set<string>) {
  const next = new Set(approverIds);
  const changed = before.length !== next.size || before.some((id) => !next.has(id));
  if (changed && !rights.has('ROLE_MANAGE_APPROVERS')) throw errors.forbidden('ROLE_MANAGE_APPROVERS');
}

/**
 * One that sends orders to approval (an approve-from amount, in thousandths) names at least one
 * approver who can decide them: an active colleague holding ROLE_APPROVE_ORDER_FLOWS.
 */
export async function assertDecidable(
  db: Db,
  companyId: string,
  approveFrom: number | null,
  approverIds: string[],
) {
  if (approveFrom === null) return;
  if (approverIds.length === 0) {
    throw refused('APPROVER_REQUIRED', 'Orders from the approve-from amount need an approver.');
  }
  const [able] = await db
    .select({ id: customer.id })
    .from(customer)
    .innerJoin(
      customerRight,
      and(
        eq(customerRight.customerId, customer.id),
        eq(customerRight.code, 'ROLE_APPROVE_ORDER_FLOWS'),
        eq(customerRight.enabled, true),
      ),
    )
    .where(
      and(inArray(customer.id, approverIds), eq(customer.companyId, companyId), eq(customer.active, true)),
    )
    .limit(1);
  if (!able) {
    throw refused('APPROVER_CANNOT_DECIDE', 'None of the approvers is active with the right to approve.');
  }
}

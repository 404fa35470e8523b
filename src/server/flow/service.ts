import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { FlowInput } from '../../shared/schemas/flows.ts';
import { assertDecidable, assertMayName } from '../approval/naming.ts';
import { flowRemainingSql } from '../budget/period.ts';
import { type Db, queryRows } from '../db/client.ts';
import { customer, orderFlow, orderFlowApprover, orderFlowCustomer } from '../db/schema/index.ts';
import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';
import { ApiError, errors } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

/** Budgets travel in euros over the API and are stored in thousandths of a euro, as prices are. */
const toMilli = (euros: number) => Math.round(euros * 1000);
const toEuros = (milli: number | string | null) => (milli === null ? null : Number(milli) / 1000);

type FlowRow = typeof orderFlow.$inferSelect;

async function ownFlow(db: Db, current: CustomerRow, id: string): Promise<FlowRow> {
  const [row] = await db
    .select()
    .from(orderFlow)
    .where(and(eq(orderFlow.id, id), eq(orderFlow.companyId, current.companyId)));
  if (!row) throw errors.notFound('Order flow', id);
  return row;
}

interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  remaining: string | null;
}

/** §3 Flow with its approvers and its users, each user with what is left of their budget now. */
export async function getFlow(ctx: StoreContext, current: CustomerRow, id: string) {
  const flow = await ownFlow(ctx.db, current, id);
  const users = await queryRows<MemberRow>(
    ctx.db,
    sql`select customer.id, customer.first_name as "firstName", customer.last_name as "lastName",
        ${flowRemainingSql()} as remaining
      from order_flow join order_flow_customer on order_flow_customer.flow_id = order_flow.id
        join customer on customer.id = order_flow_customer.customer_id
      where order_flow.id = ${id} order by customer.last_name, customer.first_name`,
  );
  const approvers = await ctx.db
    .select({ id: customer.id, firstName: customer.firstName, lastName: customer.lastName })
    .from(orderFlowApprover)
    .innerJoin(customer, eq(customer.id, orderFlowApprover.customerId))
    .where(eq(orderFlowApprover.flowId, id))
    .orderBy(customer.lastName, customer.firstName);
  return {
    apiAlias: 'b2b_order_flow',
    id: flow.id,
    name: flow.name,
    budget: toEuros(flow.budget),
    approveFrom: toEuros(flow.approveFrom),
    period: flow.period,
    renewable: flow.renewable,
    transferable: flow.transferable,
    startDate: flow.startDate,
    endDate: flow.endDate,
    active: flow.active,
    approvers,
    customers: users.map((u) => ({ ...u, budgetRemaining: toEuros(u.remaining) })),
  };
}

/** The company's flows, for the flows page. */
export async function listFlows(ctx: StoreContext, current: CustomerRow) {
  const rows = await ctx.db
    .select({ id: orderFlow.id })
    .from(orderFlow)
    .where(eq(orderFlow.companyId, current.companyId))
    .orderBy(orderFlow.name);
  const elements = await Promise.all(rows.map((r) => getFlow(ctx, current, r.id)));
  return { apiAlias: 'b2b_order_flow_list', total: elements.length, elements };
}

/**
 * The company's active users the wizard offers as approvers and users: a flow manager needs them
 * without MANAGE_CONTACTS (which lists and edits users); only names, no contact data.
 */
export async function listColleagues(ctx: StoreContext, current: CustomerRow) {
  const elements = await ctx.db
    .select({
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      username: customer.username,
    })
    .from(customer)
    .where(and(eq(customer.companyId, current.companyId), eq(customer.active, true)))
    .orderBy(customer.lastName, customer.firstName);
  return { apiAlias: 'b2b_order_flow_colleagues', total: elements.length, elements };
}

/** Approvers and users must be users of the caller's company. */
async function assertColleagues(db: Db, current: CustomerRow, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(inArray(customer.id, ids), eq(customer.companyId, current.companyId)));
  if (found.length !== new Set(ids).size) {
    throw ApiError.fromItems(400, [violation('CUSTOMER_NOT_FOUND', field, 'Unknown user.')]);
  }
}

const budgetColumns = (input: FlowInput) => ({
  budget: toMilli(input.budget),
  period: input.period,
  renewable: input.renewable,
  transferable: input.transferable,
  approveFrom: input.approveFrom === null ? null : toMilli(input.approveFrom),
  startDate: input.startDate,
  endDate: input.endDate,
});

/**
 * §6: budgets need MANAGE_BUDGETS and approvers MANAGE_APPROVERS, on top of MANAGE_ORDER_FLOWS. On a
 * change, only what actually changes is checked, so a flow manager can rename a flow or assign users.
 */
async function assertRights(ctx: StoreContext, current: CustomerRow, input: FlowInput, before?: FlowRow) {
  const rights = await rightsOf(ctx.db, current.id);
  const next = budgetColumns(input);
  const budgetChanged =
    !before || (Object.keys(next) as (keyof typeof next)[]).some((k) => before[k] !== next[k]);
  if (budgetChanged && !rights.has('ROLE_MANAGE_BUDGETS')) throw errors.forbidden('ROLE_MANAGE_BUDGETS');
  const approvers = before
    ? (await ctx.db.select().from(orderFlowApprover).where(eq(orderFlowApprover.flowId, before.id))).map(
        (a) => a.customerId,
      )
    : [];
  assertMayName(approvers, input.approverIds, rights);
}

/**
 * Writes a flow with its approvers and users in one transaction; the checkout reads these tables, so
 * it follows at once. A flow that sends orders to approval names an approver who can decide them
 * (approval/naming.ts).
 */
async function save(ctx: StoreContext, current: CustomerRow, before: FlowRow | undefined, input: FlowInput) {
  await assertRights(ctx, current, input, before);
  await assertColleagues(ctx.db, current, input.approverIds, 'approverIds');
  await assertColleagues(ctx.db, current, input.customerIds, 'customerIds');
  await assertDecidable(ctx.db, current.companyId, budgetColumns(input).approveFrom, input.approverIds);
  const id = before?.id ?? newId();
  const columns = { name: input.name, active: input.active, ...budgetColumns(input) };
  await ctx.db.transaction((tx) =>
    writeFlow(tx, { id, companyId: current.companyId, ...columns }, Boolean(before), input),
  );
  return getFlow(ctx, current, id);
}

/**
 * Writes a checked flow, its approvers and its users (the Store API's wizard and the ERP's sync alike),
 * in the caller's transaction. A user belongs to at most one flow: assigning moves them out of their
 * former flow.
 */
export async function writeFlow(
  tx: Db,
  row: typeof orderFlow.$inferInsert & { id: string },
  exists: boolean,
  people: { approverIds: string[]; customerIds: string[] },
) {
  const { id, companyId: _same, ...columns } = row;
  if (exists) await tx.update(orderFlow).set(columns).where(eq(orderFlow.id, id));
  else await tx.insert(orderFlow).values(row);
  await tx.delete(orderFlowApprover).where(eq(orderFlowApprover.flowId, id));
  await tx.delete(orderFlowCustomer).where(eq(orderFlowCustomer.flowId, id));
  const approverIds = [...new Set(people.approverIds)];
  const customerIds = [...new Set(people.customerIds)];
  if (approverIds.length) {
    await tx.insert(orderFlowApprover).values(approverIds.map((customerId) => ({ flowId: id, customerId })));
  }
  if (customerIds.length) {
    await tx.delete(orderFlowCustomer).where(inArray(orderFlowCustomer.customerId, customerIds));
    await tx.insert(orderFlowCustomer).values(customerIds.map((customerId) => ({ flowId: id, customerId })));
  }
}

export const createFlow = (ctx: StoreContext, current: CustomerRow, input: FlowInput) =>
  save(ctx, current, undefined, input);

export async function updateFlow(ctx: StoreContext, current: CustomerRow, id: string, input: FlowInput) {
  return save(ctx, current, await ownFlow(ctx.db, current, id), input);
}

/** Deleting a flow frees its users (no budget) and keeps its orders (their flow id becomes null). */
export async function deleteFlow(ctx: StoreContext, current: CustomerRow, id: string) {
  await ownFlow(ctx.db, current, id);
  if (!(await rightsOf(ctx.db, current.id)).has('ROLE_MANAGE_BUDGETS'))
    throw errors.forbidden('ROLE_MANAGE_BUDGETS');
  await ctx.db.delete(orderFlow).where(eq(orderFlow.id, id));
  return { apiAlias: 'array_struct', deleted: [id] };
}

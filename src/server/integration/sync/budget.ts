import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { BUDGET_PERIODS } from '../../../shared/schemas/flows.ts';
import { assertDecidable } from '../../approval/naming.ts';
import { customer, orderFlow, orderFlowApprover, orderFlowCustomer } from '../../db/schema/index.ts';
import { writeFlow } from '../../flow/service.ts';
import { ApiError } from '../../http/errors.ts';
import { accountCompanies } from './accounts.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { Day, PositiveMilli } from './erp-fields.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

const Ids = v.pipe(v.array(ShopwareId), v.maxLength(500));

/**
 * Shopware's `b2b_components_budget` as the shop's order flow (§3 Flow), for an ERP that owns its
 * customers' budgets: `customerId` is the company's account, `amount` the budget per user and period
 * (euros), `renewsType` the period (daily, weekly, monthly, yearly, custom), the flow's users and
 * approvers and the amount from which orders need approval in `customFields`.
 */
export const BudgetRecord = v.strictObject({
  id: v.optional(ShopwareId),
  customerId: v.optional(ShopwareId),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
  amount: v.optional(PositiveMilli),
  currencyId: v.optional(ShopwareId),
  renewsType: v.optional(v.picklist(BUDGET_PERIODS)),
  startDate: v.optional(v.nullable(Day)),
  endDate: v.optional(v.nullable(Day)),
  active: v.optional(v.boolean()),
  customFields: v.optional(
    v.strictObject({
      b2b_approve_from: v.optional(v.nullable(PositiveMilli)),
      b2b_renewable: v.optional(v.boolean()),
      b2b_transferable: v.optional(v.boolean()),
      b2b_employee_ids: v.optional(Ids),
      b2b_approver_ids: v.optional(Ids),
    }),
  ),
});
type BudgetInput = v.InferOutput<typeof BudgetRecord>;
type FlowRow = typeof orderFlow.$inferSelect;
type At = (string | number)[];

async function upsert(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(BudgetRecord, records, key, ctx.report), key, ctx.report).map((p) => ({
    ...p,
    id: p.record.id ?? randomUUID(),
  }));
  const ids = parsed.map((p) => p.id);
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(orderFlow).where(inArray(orderFlow.id, ids)) : []).map((f) => [
      f.id,
      f,
    ]),
  );
  const companies = await accountCompanies(
    ctx,
    parsed.flatMap((p) => (p.record.customerId ? [p.record.customerId] : [])),
  );
  const written: string[] = [];
  for (const { index, id, record } of parsed) {
    const at = [key, index];
    const old = stored.get(id);
    const companyId = companyOf(ctx, at, record, old, companies);
    if (!companyId) continue;
    const row = flowRow(ctx, at, id, companyId, record, old);
    if (!row) continue;
    const people = await peopleOf(ctx, at, companyId, record, old);
    if (!people) continue;
    try {
      await assertDecidable(ctx.tx, companyId, row.approveFrom, people.approverIds);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      ctx.report.fail(
        [...at, 'customFields', 'b2b_approver_ids'],
        error.items[0]?.code ?? 'UNKNOWN',
        error.message,
      );
      continue;
    }
    await writeFlow(ctx.tx, row, Boolean(old), people);
    written.push(id);
  }
  return written;
}

/** The company of the flow: the account's, or the stored one's; a flow stays with its company. */
function companyOf(
  ctx: SyncContext,
  at: At,
  record: BudgetInput,
  old: FlowRow | undefined,
  companies: Map<string, string>,
): string | null {
  const named = record.customerId ? companies.get(record.customerId) : undefined;
  const fail = (code: string, detail: string) => {
    ctx.report.fail([...at, 'customerId'], code, detail);
    return null;
  };
  if (record.customerId && !named)
    return fail('FRAMEWORK__CUSTOMER_NOT_FOUND', `No customer ${hexId(record.customerId)}.`);
  if (old && named && named !== old.companyId)
    return fail('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', 'A budget stays with its company.');
  return named ?? old?.companyId ?? fail('VIOLATION::IS_BLANK', 'A new budget needs its customerId.');
}

/** The flow's columns, the record over the stored ones, with §5's rules for the dates. */
function flowRow(
  ctx: SyncContext,
  at: At,
  id: string,
  companyId: string,
  record: BudgetInput,
  old: FlowRow | undefined,
) {
  const fields = record.customFields ?? {};
  const fail = (field: string, code: string, detail: string) => {
    ctx.report.fail([...at, field], code, detail);
    return null;
  };
  if (record.currencyId && !ctx.currencyIds.has(record.currencyId)) {
    return fail('currencyId', 'FRAMEWORK__CURRENCY_NOT_FOUND', 'The shop sells in euros only.');
  }
  const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
  const row = {
    id,
    companyId,
    name: record.name ?? old?.name,
    budget: record.amount ?? old?.budget,
    period: record.renewsType ?? old?.period ?? 'monthly',
    renewable: fields.b2b_renewable ?? old?.renewable ?? true,
    transferable: fields.b2b_transferable ?? old?.transferable ?? false,
    approveFrom: keep(fields.b2b_approve_from, old?.approveFrom ?? null),
    startDate: keep(record.startDate, old?.startDate ?? null),
    endDate: keep(record.endDate, old?.endDate ?? null),
    active: record.active ?? old?.active ?? true,
  };
  if (row.name === undefined) return fail('name', 'VIOLATION::IS_BLANK', 'A new budget needs a name.');
  if (row.budget === undefined) return fail('amount', 'VIOLATION::IS_BLANK', 'A new budget needs an amount.');
  if (row.period === 'custom' && !row.startDate)
    return fail('startDate', 'VIOLATION::IS_BLANK', 'A custom period needs a start date.');
  if (row.period === 'custom' && !row.endDate)
    return fail('endDate', 'VIOLATION::IS_BLANK', 'A custom period needs an end date.');
  if (row.startDate && row.endDate && row.endDate <= row.startDate) {
    return fail(
      'endDate',
      'VIOLATION::END_DATE_BEFORE_START_DATE',
      'The end date comes after the start date.',
    );
  }
  return { ...row, name: row.name, budget: row.budget };
}

/** The users and approvers: named, else the stored ones; all must be users of the company. */
async function peopleOf(
  ctx: SyncContext,
  at: At,
  companyId: string,
  record: BudgetInput,
  old: FlowRow | undefined,
) {
  const fields = record.customFields ?? {};
  const storedOf = async (table: typeof orderFlowApprover | typeof orderFlowCustomer) =>
    old ? (await ctx.tx.select().from(table).where(eq(table.flowId, old.id))).map((r) => r.customerId) : [];
  const people = {
    approverIds: fields.b2b_approver_ids ?? (await storedOf(orderFlowApprover)),
    customerIds: fields.b2b_employee_ids ?? (await storedOf(orderFlowCustomer)),
  };
  const named = [...new Set([...people.approverIds, ...people.customerIds])];
  const own = new Set(
    (named.length
      ? await ctx.tx
          .select({ id: customer.id })
          .from(customer)
          .where(and(inArray(customer.id, named), eq(customer.companyId, companyId)))
      : []
    ).map((c) => c.id),
  );
  for (const [field, list] of [
    ['b2b_approver_ids', people.approverIds],
    ['b2b_employee_ids', people.customerIds],
  ] as const) {
    const stranger = list.find((id) => !own.has(id));
    if (stranger) {
      ctx.report.fail(
        [...at, 'customFields', field],
        'FRAMEWORK__CUSTOMER_NOT_FOUND',
        `${hexId(stranger)} is no user of this company.`,
      );
      return null;
    }
  }
  return people;
}

/** Deleting a budget frees its users (no budget any more); their orders keep their amounts. */
async function remove(ctx: SyncContext, ids: string[]): Promise<void> {
  await ctx.tx.delete(orderFlow).where(inArray(orderFlow.id, ids));
}

export const budgetSync: EntitySync = {
  table: orderFlow,
  id: orderFlow.id,
  filterable: { id: orderFlow.id, name: orderFlow.name },
  upsert,
  remove,
};

import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { OrderReferenceInput, OrderReferenceQuery } from '../../shared/schemas/order-references.ts';
import { assertDecidable, assertMayName } from '../approval/naming.ts';
import { isUniqueViolation } from '../article-links/service.ts';
import { referenceBudget } from '../budget/state.ts';
import type { Db } from '../db/client.ts';
import {
  customer,
  orderReference,
  orderReferenceApprover,
  orderReferenceCustomer,
} from '../db/schema/index.ts';
import { type CustomerRow, rightsOf, type StoreContext } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { ApiError, errors } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

/** Who manages references: MANAGE_ORDER_REFERENCES all of the company's, ADD_ORDER_REFERENCES their own. */
export interface ReferenceScope {
  current: CustomerRow;
  manageAll: boolean;
}

/** §6: 401 for visitors, 403 without either right. */
export async function referenceScope(ctx: StoreContext): Promise<ReferenceScope> {
  if (!ctx.customer) throw errors.unauthorized();
  const rights = await rightsOf(ctx.db, ctx.customer.id);
  const manageAll = rights.has('ROLE_MANAGE_ORDER_REFERENCES');
  if (!manageAll && !rights.has('ROLE_ADD_ORDER_REFERENCES'))
    throw errors.forbidden('ROLE_ADD_ORDER_REFERENCES');
  return { current: ctx.customer, manageAll };
}

const visibleTo = ({ current, manageAll }: ReferenceScope) =>
  and(
    eq(orderReference.companyId, current.companyId),
    manageAll ? undefined : eq(orderReference.createdBy, current.id),
  );

const milli = (eur: number | null) => (eur === null ? null : Math.round(eur * 1000));
const eur = (value: number | null) => (value === null ? null : value / 1000);

const person = { id: customer.id, firstName: customer.firstName, lastName: customer.lastName };

async function peopleOf(db: Db, table: typeof orderReferenceCustomer, ids: string[]) {
  const byReference = new Map<string, { id: string; firstName: string; lastName: string }[]>();
  if (ids.length === 0) return byReference;
  const rows = await db
    .select({ referenceId: table.orderReferenceId, ...person })
    .from(table)
    .innerJoin(customer, eq(customer.id, table.customerId))
    .where(inArray(table.orderReferenceId, ids))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
  for (const { referenceId, ...p } of rows)
    byReference.set(referenceId, [...(byReference.get(referenceId) ?? []), p]);
  return byReference;
}

async function readReferences(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      reference: orderReference,
      creatorFirstName: customer.firstName,
      creatorLastName: customer.lastName,
    })
    .from(orderReference)
    .leftJoin(customer, eq(customer.id, orderReference.createdBy))
    .where(where)
    .orderBy(asc(orderReference.name), asc(orderReference.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.reference.id);
  const [customers, approvers] = await Promise.all([
    peopleOf(db, orderReferenceCustomer, ids),
    peopleOf(db, orderReferenceApprover, ids),
  ]);
  return Promise.all(
    rows.map(async ({ reference: r, creatorFirstName, creatorLastName }) => {
      // The remaining budget comes from the one place that computes it (src/server/budget).
      const state = r.budget === null ? null : await referenceBudget(db, r.id);
      return {
        apiAlias: 'b2b_order_reference',
        id: r.id,
        name: r.name,
        creator:
          r.createdBy && creatorFirstName
            ? { id: r.createdBy, firstName: creatorFirstName, lastName: creatorLastName }
            : null,
        customers: customers.get(r.id) ?? [],
        approvers: approvers.get(r.id) ?? [],
        budget: eur(r.budget),
        remaining: eur(state?.remaining ?? null),
        periodStart: state?.periodStart ?? null,
        periodEnd: state?.periodEnd ?? null,
        approveFrom: eur(r.approveFrom),
        period: r.period,
        renewable: r.renewable,
        transferable: r.transferable,
        active: r.active,
        startDate: r.startDate,
        endDate: r.endDate,
        createdAt: r.createdAt,
      };
    }),
  );
}

/** POST /b2b/order-reference/list: the references in scope, filtered by name, paged. */
export async function listReferences(ctx: StoreContext, scope: ReferenceScope, q: OrderReferenceQuery) {
  const like = q.term ? containsPattern(q.term) : null;
  const where = and(visibleTo(scope), like ? ilike(orderReference.name, like) : undefined);
  const [[counted], elements] = await Promise.all([
    ctx.db.select({ total: count() }).from(orderReference).where(where),
    readReferences(ctx.db, where, q.limit, (q.page - 1) * q.limit),
  ]);
  const total = counted?.total ?? 0;
  return {
    apiAlias: 'b2b_order_reference_result',
    elements,
    pager: {
      currentPage: q.page,
      currentLimit: q.limit,
      totalResults: total,
      totalPages: Math.ceil(total / q.limit),
    },
  };
}

export async function getReference(ctx: StoreContext, scope: ReferenceScope, id: string) {
  const [row] = await readReferences(ctx.db, and(eq(orderReference.id, id), visibleTo(scope)), 1);
  if (!row) throw errors.notFound('Order reference', id);
  return row;
}

const nameTaken = (name: string) =>
  ApiError.fromItems(400, [
    {
      ...violation(
        'ORDER_REFERENCE_NAME_NOT_UNIQUE',
        'name',
        `The order reference name "${name}" is taken.`,
        { name },
      ),
      code: 'ORDER_REFERENCE_NAME_NOT_UNIQUE',
    },
  ]);

/** §5: names are unique in the company, whatever their case. */
async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: orderReference.id })
    .from(orderReference)
    .where(
      and(
        eq(orderReference.companyId, companyId),
        sql`lower(${orderReference.name}) = lower(${name})`,
        exceptId ? sql`${orderReference.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (row) throw nameTaken(name);
}

/** Assigned users and approvers must be colleagues of the caller. */
async function assertColleagues(db: Db, companyId: string, input: OrderReferenceInput) {
  for (const field of ['customerIds', 'approverIds'] as const) {
    const ids = [...new Set(input[field])];
    if (ids.length === 0) continue;
    const [row] = await db
      .select({ found: count() })
      .from(customer)
      .where(and(eq(customer.companyId, companyId), inArray(customer.id, ids)));
    if (row?.found !== ids.length)
      throw ApiError.fromItems(400, [violation('INVALID_CUSTOMER', field, 'Unknown user of the company.')]);
  }
}

const columns = (input: OrderReferenceInput) => ({
  name: input.name,
  budget: milli(input.budget),
  approveFrom: milli(input.approveFrom),
  period: input.period,
  renewable: input.renewable,
  transferable: input.transferable,
  active: input.active,
  startDate: input.startDate,
  endDate: input.endDate,
});

const approversOf = async (db: Db, id: string) =>
  (
    await db
      .select({ id: orderReferenceApprover.customerId })
      .from(orderReferenceApprover)
      .where(eq(orderReferenceApprover.orderReferenceId, id))
  ).map((a) => a.id);

/**
 * Writes the reference and its people in one transaction; a concurrent duplicate name still reads as
 * taken. Naming approvers needs MANAGE_APPROVERS, and approve-from needs one who can decide
 * (approval/naming.ts): a buyer cannot make a colleague the approver of their own orders.
 */
async function save(
  ctx: StoreContext,
  scope: ReferenceScope,
  id: string,
  input: OrderReferenceInput,
  create: boolean,
) {
  const { companyId } = scope.current;
  const before = create ? [] : await approversOf(ctx.db, id);
  assertMayName(before, input.approverIds, await rightsOf(ctx.db, scope.current.id));
  await assertNameFree(ctx.db, companyId, input.name, create ? undefined : id);
  await assertColleagues(ctx.db, companyId, input);
  await assertDecidable(ctx.db, companyId, milli(input.approveFrom), input.approverIds);
  try {
    await ctx.db.transaction(async (tx) => {
      if (create)
        await tx
          .insert(orderReference)
          .values({ id, companyId, createdBy: scope.current.id, ...columns(input) });
      else await tx.update(orderReference).set(columns(input)).where(eq(orderReference.id, id));
      for (const [table, ids] of [
        [orderReferenceCustomer, input.customerIds],
        [orderReferenceApprover, input.approverIds],
      ] as const) {
        await tx.delete(table).where(eq(table.orderReferenceId, id));
        const unique = [...new Set(ids)];
        if (unique.length)
          await tx.insert(table).values(unique.map((customerId) => ({ orderReferenceId: id, customerId })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return getReference(ctx, scope, id);
}

export const createReference = (ctx: StoreContext, scope: ReferenceScope, input: OrderReferenceInput) =>
  save(ctx, scope, newId(), input, true);

export async function updateReference(
  ctx: StoreContext,
  scope: ReferenceScope,
  id: string,
  input: OrderReferenceInput,
) {
  await getReference(ctx, scope, id);
  return save(ctx, scope, id, input, false);
}

export async function deleteReference(ctx: StoreContext, scope: ReferenceScope, id: string) {
  await getReference(ctx, scope, id);
  await ctx.db.delete(orderReference).where(eq(orderReference.id, id));
  return { success: true };
}

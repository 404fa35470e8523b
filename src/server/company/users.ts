import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { CompanyUserCreateInput, CompanyUserUpdateInput } from '../../shared/schemas/company-users.ts';
import { USERS_PAGE_SIZE } from '../../shared/schemas/company-users.ts';
import { hashPassword } from '../account/password.ts';
import { endSessionsOf } from '../account/sessions.ts';
import { flowRemainingSql } from '../budget/period.ts';
import { customer, orderFlow, orderFlowCustomer, orderList } from '../db/schema/index.ts';
import type { CustomerRow, StoreContext } from '../http/context.ts';
import {
  type Criteria,
  compileSort,
  compileWhere,
  containsPattern,
  type FieldMap,
  paging,
} from '../http/criteria.ts';
import { ApiError, errors } from '../http/errors.ts';
import { violation } from '../http/validate.ts';
import { refuseWhileImpersonating } from '../staff/guard.ts';
import { assertMayManage, lockUsers, refusePasswordOfOthers } from './guard.ts';
import { mailPasswordLink } from './invite.ts';
import { notWaiting } from './join-requests.ts';

/** Criteria fields of the users list (§7: contains on names, equals on leadBuyer, ranges on budgets). */
const fields: FieldMap = {
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
  email: customer.email,
  leadBuyer: customer.leadBuyer,
  active: customer.active,
  createdAt: customer.createdAt,
  'flow.budget': orderFlow.budget,
  'flow.budgetRemaining': flowRemainingSql(),
};

const columns = {
  id: customer.id,
  salutation: customer.salutation,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
  email: customer.email,
  active: customer.active,
  leadBuyer: customer.leadBuyer,
  customFields: customer.customFields,
  createdAt: customer.createdAt,
  flowId: orderFlow.id,
  flowName: orderFlow.name,
  budget: orderFlow.budget,
  budgetRemaining: sql<number>`${flowRemainingSql()}`.mapWith(Number),
};
type DataOf<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;
type UserRow = { [K in keyof typeof columns]: DataOf<(typeof columns)[K]> | null };

/** Budgets leave the API in euros (stored as thousandths). */
const euros = (milli: number | null) => (milli === null ? null : milli / 1000);

function userView(row: UserRow) {
  const { flowId, flowName, budget, budgetRemaining, customFields, ...user } = row;
  return {
    apiAlias: 'b2b_company_user',
    ...user,
    phone: (customFields as Record<string, unknown> | null)?.phone ?? null,
    flow: flowId
      ? { id: flowId, name: flowName, budget: euros(budget), budgetRemaining: euros(budgetRemaining) }
      : null,
  };
}

const usersOf = (ctx: StoreContext) =>
  ctx.db
    .select(columns)
    .from(customer)
    .leftJoin(orderFlowCustomer, eq(orderFlowCustomer.customerId, customer.id))
    .leftJoin(orderFlow, eq(orderFlow.id, orderFlowCustomer.flowId));

/** Budget ranges arrive in euros, as the sliders show them; the columns hold thousandths. */
function inMilli(criteria: Criteria): Criteria {
  const scale = (filter: Criteria['filter'][number]): Criteria['filter'][number] => {
    if (filter.type === 'range' && filter.field.startsWith('flow.')) {
      const p = filter.parameters;
      // A string is left as it is, for the range's own check to refuse (criteria.ts).
      const m = (n?: number | string) => (typeof n === 'number' ? Math.round(n * 1000) : n);
      return { ...filter, parameters: { gte: m(p.gte), lte: m(p.lte), gt: m(p.gt), lt: m(p.lt) } };
    }
    return filter.type === 'multi' || filter.type === 'not'
      ? { ...filter, queries: filter.queries.map(scale) }
      : filter;
  };
  return {
    ...criteria,
    filter: criteria.filter.map(scale),
    'post-filter': criteria['post-filter'].map(scale),
  };
}

export async function listUsers(ctx: StoreContext, current: CustomerRow, input: Criteria) {
  const criteria = inMilli(input);
  const { page, limit, offset } = paging(criteria, USERS_PAGE_SIZE);
  const term = criteria.term?.trim();
  const like = term ? containsPattern(term) : null;
  const conditions: (SQL | undefined)[] = [
    eq(customer.companyId, current.companyId),
    notWaiting,
    compileWhere(criteria, fields),
    like
      ? or(
          ilike(customer.firstName, like),
          ilike(customer.lastName, like),
          ilike(customer.username, like),
          ilike(customer.email, like),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const order = compileSort(criteria, fields);
  const [rows, [total]] = await Promise.all([
    usersOf(ctx)
      .where(where)
      .orderBy(...order, asc(customer.lastName), asc(customer.firstName), asc(customer.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(customer)
      .leftJoin(orderFlowCustomer, eq(orderFlowCustomer.customerId, customer.id))
      .leftJoin(orderFlow, eq(orderFlow.id, orderFlowCustomer.flowId))
      .where(where),
  ]);
  const totalResults = total?.n ?? 0;
  return {
    apiAlias: 'b2b_company_user_list',
    elements: rows.map(userView),
    pager: {
      currentPage: page,
      currentLimit: limit,
      totalResults,
      totalPages: Math.ceil(totalResults / limit),
    },
  };
}

/** A user of the caller's company; users of other companies do not exist as far as the caller can tell. */
export async function getUser(ctx: StoreContext, current: CustomerRow, id: string) {
  const [row] = await usersOf(ctx)
    .where(and(eq(customer.id, id), eq(customer.companyId, current.companyId), notWaiting))
    .limit(1);
  if (!row) throw errors.notFound('Customer', id);
  return userView(row);
}

async function assertUsernameFree(ctx: StoreContext, username: string, code: string, exceptId?: string) {
  const [taken] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        eq(sql`lower(${customer.username})`, username.toLowerCase()),
        exceptId ? ne(customer.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw ApiError.fromItems(400, [violation(code, 'username', 'This username is already in use.')]);
}

/**
 * A new user never gets a password from the creator: an invitation mail lets them choose one. Staff
 * helping a customer create no users: the invitation would go to an address of their choosing, and
 * they would keep that account after leaving.
 */
export async function createUser(ctx: StoreContext, current: CustomerRow, input: CompanyUserCreateInput) {
  refuseWhileImpersonating(ctx);
  if (input.password !== undefined) refusePasswordOfOthers();
  if (input.leadBuyer && !current.leadBuyer) throw errors.forbidden('leadBuyer');
  await assertUsernameFree(ctx, input.username, 'USERNAME_EXISTS');
  const id = newId();
  const { password: _none, phone, ...user } = input;
  await ctx.db.insert(customer).values({
    ...user,
    id,
    companyId: current.companyId,
    // A secret nobody knows: the account opens only through the invitation link.
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    languageId: ctx.languageId,
    customFields: phone ? { phone } : {},
  });
  await mailPasswordLink(ctx, id, 'invitation');
  return getUser(ctx, current, id);
}

export async function updateUser(
  ctx: StoreContext,
  current: CustomerRow,
  id: string,
  input: CompanyUserUpdateInput,
) {
  // Own password too: that goes through change-password, which asks for the current one.
  if (input.password !== undefined) refusePasswordOfOthers();
  const { password: _none, sendPasswordLink, phone, ...user } = input;
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await lockUsers(txCtx, [current.id, id]);
    const existing = await getUser(txCtx, current, id);
    await assertMayManage(txCtx, current, [{ id, leadBuyer: existing.leadBuyer }]);
    if (input.leadBuyer !== undefined && input.leadBuyer !== existing.leadBuyer && !current.leadBuyer) {
      throw errors.forbidden('leadBuyer');
    }
    if (id === current.id && (input.active === false || input.leadBuyer === false)) {
      throw new ApiError(409, 'B2B__CANNOT_CHANGE_OWN_STATUS', 'You cannot deactivate or demote yourself.');
    }
    const loginChange =
      (input.username !== undefined && input.username !== existing.username) ||
      (input.email !== undefined && input.email !== existing.email);
    // Staff helping a customer never change anyone's login (they could keep the account afterwards).
    if (loginChange) refuseWhileImpersonating(ctx);
    // Another user's login is the lead buyer's to change: a manager who could re-mail an equal
    // colleague would then receive the reset link and act as them.
    if (loginChange && id !== current.id && !current.leadBuyer) {
      throw new ApiError(
        403,
        'B2B__LOGIN_CHANGE_LEAD_ONLY',
        "Only a lead buyer may change another user's username or e-mail.",
      );
    }
    if (input.username) await assertUsernameFree(txCtx, input.username, 'CUSTOMER_USERNAME_NOT_UNIQUE', id);
    const customFields =
      phone === undefined
        ? {}
        : { customFields: sql`${customer.customFields} || ${JSON.stringify({ phone })}::jsonb` };
    if (Object.keys(user).length || phone !== undefined) {
      await tx
        .update(customer)
        .set({ ...user, ...customFields })
        .where(and(eq(customer.id, id), eq(customer.companyId, current.companyId)));
    }
    if (input.active === false) await endSessionsOf(tx, [id]);
  });
  if (sendPasswordLink) await mailPasswordLink(ctx, id, 'recovery');
  return getUser(ctx, current, id);
}

export async function deleteUsers(ctx: StoreContext, current: CustomerRow, ids: string[]) {
  if (ids.includes(current.id)) {
    throw new ApiError(409, 'B2B__CANNOT_DELETE_SELF', 'You cannot delete your own account.');
  }
  await ctx.db.transaction(async (tx) => {
    await lockUsers({ ...ctx, db: tx }, [current.id, ...ids]);
    const owned = await tx
      .select({ id: customer.id, leadBuyer: customer.leadBuyer })
      .from(customer)
      .where(and(inArray(customer.id, ids), eq(customer.companyId, current.companyId), notWaiting));
    const missing = ids.filter((id) => !owned.some((row) => row.id === id));
    if (missing.length) throw errors.notFound('Customer', missing.join(','));
    await assertMayManage({ ...ctx, db: tx }, current, owned);
    // Nobody else may see a private list, so it goes with its creator; company lists stay (FK set null).
    await tx.delete(orderList).where(and(inArray(orderList.createdBy, ids), eq(orderList.privacy, 'user')));
    await tx
      .delete(customer)
      .where(and(inArray(customer.id, ids), eq(customer.companyId, current.companyId)));
    await endSessionsOf(tx, ids);
  });
  return { apiAlias: 'array_struct', deleted: ids };
}

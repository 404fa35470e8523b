import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import { company, customer, impersonation, session, staffUser } from '../db/schema/index.ts';
import { newToken, type StoreContext } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { ApiError } from '../http/errors.ts';
import { digest, type StaffRow } from './auth.ts';

const SEARCH_LIMIT = 20;

const customerFields = {
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
  companyNumber: company.number,
  companyName: company.name,
};
type Found = { [K in keyof typeof customerFields]: string };

const customerView = (row: Found) => ({
  apiAlias: 'b2b_staff_customer',
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  username: row.username,
  company: { number: row.companyNumber, name: row.companyName },
});

/** Active customers of active companies whose name, username or company number or name match the term. */
export async function searchCustomers(ctx: StoreContext, term: string) {
  const like = containsPattern(term.trim());
  const rows = await ctx.db
    .select(customerFields)
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(
      and(
        eq(customer.active, true),
        eq(company.active, true),
        or(
          ilike(sql`${customer.firstName} || ' ' || ${customer.lastName}`, like),
          ilike(customer.username, like),
          ilike(company.number, like),
          ilike(company.name, like),
        ),
      ),
    )
    .orderBy(asc(company.name), asc(customer.lastName), asc(customer.username))
    .limit(SEARCH_LIMIT);
  return rows.map(customerView);
}

/**
 * Opens a NEW customer session for the staff user (marked with impersonatorId) and writes the audit
 * row in the same transaction. The staff never gets the customer's credentials, only this token.
 */
export async function startImpersonation(ctx: StoreContext, staff: StaffRow, customerId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...customerFields, companyId: company.id })
      .from(customer)
      .innerJoin(company, eq(company.id, customer.companyId))
      .where(and(eq(customer.id, customerId), eq(customer.active, true), eq(company.active, true)))
      .limit(1);
    if (!row) {
      throw new ApiError(404, 'B2B__STAFF_CUSTOMER_NOT_FOUND', 'No active customer with this id.', {
        id: customerId,
      });
    }
    const token = newToken();
    await tx.insert(session).values({
      token,
      salesChannelId: ctx.salesChannel.id,
      languageId: ctx.languageId,
      customerId: row.id,
      impersonatorId: staff.id,
    });
    const id = newId();
    await tx.insert(impersonation).values({
      id,
      staffId: staff.id,
      customerId: row.id,
      companyId: row.companyId,
      sessionTokenHash: digest(token),
    });
    return { token, impersonationId: id, customer: customerView(row) };
  });
}

/**
 * Ends the staff user's helped sessions: the one of `contextToken`, or all still open. The customer
 * session is deleted (logged out) and the audit row gets its end time; the staff session stays.
 */
export async function endImpersonation(ctx: StoreContext, staff: StaffRow, contextToken?: string) {
  return ctx.db.transaction(async (tx) => {
    const mine = eq(impersonation.staffId, staff.id);
    const open = isNull(impersonation.endedAt);
    const ended = await tx
      .update(impersonation)
      .set({ endedAt: sql`now()` })
      .where(
        and(mine, open, contextToken ? eq(impersonation.sessionTokenHash, digest(contextToken)) : undefined),
      )
      .returning({ id: impersonation.id });
    await tx
      .delete(session)
      .where(
        and(eq(session.impersonatorId, staff.id), contextToken ? eq(session.token, contextToken) : undefined),
      );
    return ended.length;
  });
}

/** Closes the audit row of a helped session the customer side logged out of. */
export async function closeAuditOf(ctx: StoreContext) {
  if (!ctx.impersonatorId) return;
  await ctx.db
    .update(impersonation)
    .set({ endedAt: sql`now()` })
    .where(and(eq(impersonation.sessionTokenHash, digest(ctx.token)), isNull(impersonation.endedAt)));
}

/** The helped session of the caller, for the banner: who helps whom. Null outside one. */
export async function currentImpersonation(ctx: StoreContext) {
  const current = ctx.customer;
  if (!current || !ctx.impersonatorId) return null;
  const [row] = await ctx.db
    .select({ id: impersonation.id, startedAt: impersonation.startedAt, staffName: staffUser.name })
    .from(impersonation)
    .innerJoin(staffUser, eq(staffUser.id, impersonation.staffId))
    .where(and(eq(impersonation.sessionTokenHash, digest(ctx.token)), isNull(impersonation.endedAt)))
    .limit(1);
  if (!row) return null;
  return {
    apiAlias: 'b2b_impersonation',
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    staff: { name: row.staffName },
    customer: customerView({
      id: current.id,
      firstName: current.firstName,
      lastName: current.lastName,
      username: current.username,
      companyNumber: current.company.number,
      companyName: current.company.name,
    }),
  };
}

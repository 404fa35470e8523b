import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { newId } from '../../shared/ids.ts';
import { impersonation, impersonationAction } from '../db/schema/index.ts';
import type { Env } from '../http/context.ts';
import { digest } from './auth.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write of a helped session (§2 /loginascustomer) lands in the audit trail with the staff
 * member, the customer, the route and the time: for all routes at once, so no new route escapes it.
 * The row is written before the handler runs (a failing audit stops the write) and gets the status after.
 */
export const auditHelpedWrites: MiddlewareHandler<Env> = async (c, next) => {
  const ctx = c.get('ctx');
  if (!ctx.impersonatorId || !ctx.customer || READS.has(c.req.method)) return next();
  const [open] = await ctx.db
    .select({ id: impersonation.id })
    .from(impersonation)
    .where(eq(impersonation.sessionTokenHash, digest(ctx.token)))
    .limit(1);
  const id = newId();
  await ctx.db.insert(impersonationAction).values({
    id,
    impersonationId: open?.id ?? null,
    staffId: ctx.impersonatorId,
    customerId: ctx.customer.id,
    method: c.req.method,
    path: c.req.path,
  });
  try {
    await next();
  } finally {
    await ctx.db
      .update(impersonationAction)
      .set({ status: c.res.status })
      .where(eq(impersonationAction.id, id));
  }
};

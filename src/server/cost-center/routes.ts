import { and, asc, eq, inArray } from 'drizzle-orm';
import { ExternalContactIdsSchema } from '../../shared/schemas/order-references.ts';
import { externalContact } from '../db/schema/index.ts';
import { type CustomerRow, createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { body } from '../http/validate.ts';

const contactsOf = (ctx: StoreContext, companyId: string) =>
  ctx.db
    .select({
      id: externalContact.id,
      identifier: externalContact.identifier,
      name: externalContact.name,
      email: externalContact.email,
      kind: externalContact.kind,
      linked: externalContact.linked,
    })
    .from(externalContact)
    .where(eq(externalContact.companyId, companyId))
    .orderBy(asc(externalContact.identifier));

/** Links (assign) or unlinks (dismiss) contacts of the caller's company; any other id is not found. */
async function setLinked(ctx: StoreContext, current: CustomerRow, linked: boolean, ids: string[]) {
  const own = and(eq(externalContact.companyId, current.companyId), inArray(externalContact.id, ids));
  const found = await ctx.db.select({ id: externalContact.id }).from(externalContact).where(own);
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing) throw errors.notFound('External contact', missing);
  await ctx.db.update(externalContact).set({ linked }).where(own);
  return { elements: await contactsOf(ctx, current.companyId) };
}

/**
 * The cost centre (§2 /account/costcenter, §7 cost-center/*): the company's external contacts and
 * contracts. ACCESS_COST_CENTER reads them, MANAGE_COST_CENTER assigns (links) and dismisses them; only
 * linked ones are offered at checkout (src/server/checkout/routes.ts).
 */
export const costCenterRoutes = createRouter()
  .get('/b2b/cost-center/external-contact', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_ACCESS_COST_CENTER');
    return c.json({ elements: await contactsOf(ctx, current.companyId) });
  })
  .post('/b2b/cost-center/external-contact-assign', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_COST_CENTER');
    const { ids } = await body(c, ExternalContactIdsSchema);
    return c.json(await setLinked(ctx, current, true, ids));
  })
  .post('/b2b/cost-center/external-contact-dismiss', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_MANAGE_COST_CENTER');
    const { ids } = await body(c, ExternalContactIdsSchema);
    return c.json(await setLinked(ctx, current, false, ids));
  });

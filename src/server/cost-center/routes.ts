import { and, asc, eq, inArray } from 'drizzle-orm';
import { Uuid } from '../../shared/schemas/fields.ts';
import { ExternalContactIdsSchema } from '../../shared/schemas/order-references.ts';
import { setCartField } from '../cart/service.ts';
import { cartOwnerOf, findCart } from '../cart/store.ts';
import { externalContact } from '../db/schema/index.ts';
import { type CustomerRow, createRouter, requireRight, type StoreContext } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { assertLinkedContact } from './linked.ts';

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
 * contracts. ACCESS_COST_CENTER reads them, MANAGE_COST_CENTER assigns (links) and dismisses them.
 * The checkout's cost-centre calls (cost-center/cart/*) need ACCESS_COST_CENTER (and, as every cart
 * change, PLACE_ORDERS) and offer and accept only linked contacts.
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
  })
  .get('/b2b/cost-center/cart/external-contact', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_ACCESS_COST_CENTER');
    const [elements, row] = await Promise.all([
      ctx.db
        .select()
        .from(externalContact)
        .where(and(eq(externalContact.companyId, current.companyId), eq(externalContact.linked, true)))
        .orderBy(asc(externalContact.identifier)),
      findCart(ctx.db, cartOwnerOf(ctx, current.id)),
    ]);
    return c.json({ elements, selectedId: row?.externalContactId ?? null });
  })
  .put('/b2b/cost-center/cart/external-contact/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = await requireRight(ctx, 'ROLE_ACCESS_COST_CENTER');
    const id = await assertLinkedContact(ctx.db, current.companyId, parse(Uuid, c.req.param('id')));
    return c.json(await setCartField(ctx, { externalContactId: id }));
  })
  .delete('/b2b/cost-center/cart/external-contact', async (c) => {
    const ctx = c.get('ctx');
    await requireRight(ctx, 'ROLE_ACCESS_COST_CENTER');
    return c.json(await setCartField(ctx, { externalContactId: null }));
  });

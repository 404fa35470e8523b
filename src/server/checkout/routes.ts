import { and, asc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import { Uuid } from '../../shared/schemas/fields.ts';
import { companyAddresses } from '../account/customer.ts';
import { referenceBudget } from '../budget/state.ts';
import { setCartField } from '../cart/service.ts';
import type { Db } from '../db/client.ts';
import { orderReference, orderReferenceCustomer } from '../db/schema/index.ts';
import { seesPrices } from '../history/amounts.ts';
import { type CustomerRow, createRouter, requireCustomer } from '../http/context.ts';
import { containsPattern } from '../http/criteria.ts';
import { searchResult } from '../http/entity-search.ts';
import { errors } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { pickupLocations } from './pickup.ts';

const eur = (milli: number | null) => (milli === null ? null : milli / 1000);
const SEARCH_LIMIT = 20;

/** References the customer may book on: the company's, either open to all or assigned to them. */
function usableReferences(current: CustomerRow) {
  const assigned = notExists(
    sql`(select 1 from ${orderReferenceCustomer} where ${orderReferenceCustomer.orderReferenceId} = ${orderReference.id})`,
  );
  const mine = sql`exists (select 1 from ${orderReferenceCustomer} where ${orderReferenceCustomer.orderReferenceId} = ${orderReference.id} and ${orderReferenceCustomer.customerId} = ${current.id})`;
  return and(
    eq(orderReference.companyId, current.companyId),
    eq(orderReference.active, true),
    or(assigned, mine),
  );
}

async function usableReference(db: Db, current: CustomerRow, id: string) {
  const [row] = await db
    .select({ id: orderReference.id })
    .from(orderReference)
    .where(and(eq(orderReference.id, id), usableReferences(current)));
  if (!row) throw errors.notFound('Order reference', id);
  return row;
}

/**
 * What the checkout needs to offer: addresses, pickup locations, order references (the cost-centre
 * contacts: src/server/cost-center/routes.ts).
 */
export const checkoutRoutes = createRouter()
  // Shopware 6.7 answers the address list as an EntitySearchResult (all of the company's addresses).
  .post('/account/list-address', async (c) => {
    const ctx = c.get('ctx');
    return c.json(searchResult('customer_address', await companyAddresses(ctx, requireCustomer(ctx))));
  })
  .get('/b2b/pickup-locations', async (c) => {
    return c.json({ elements: await pickupLocations(c.get('ctx')) });
  })
  .get('/b2b/order-reference/search/:term', async (c) => {
    const ctx = c.get('ctx');
    const current = requireCustomer(ctx);
    const term = c.req.param('term').trim().slice(0, 120);
    const like = containsPattern(term);
    const rows = await ctx.db
      .select()
      .from(orderReference)
      .where(and(usableReferences(current), term === '*' ? undefined : ilike(orderReference.name, like)))
      .orderBy(asc(orderReference.name))
      .limit(SEARCH_LIMIT);
    // A buyer without ROLE_VIEW_PRICES gets the references without their budgets (money, issue 27).
    const prices = await seesPrices(ctx, current);
    const elements = await Promise.all(
      rows.map(async (r) => {
        const state = prices && r.budget !== null ? await referenceBudget(ctx.db, r.id) : null;
        return {
          id: r.id,
          name: r.name,
          budget: prices ? eur(r.budget) : null,
          remaining: eur(state?.remaining ?? null),
        };
      }),
    );
    return c.json({ elements });
  })
  .put('/b2b/order-reference/cart/:id', async (c) => {
    const ctx = c.get('ctx');
    const current = requireCustomer(ctx);
    const { id } = await usableReference(ctx.db, current, parse(Uuid, c.req.param('id')));
    return c.json(await setCartField(ctx, { orderReferenceId: id }));
  })
  .delete('/b2b/order-reference/cart', async (c) =>
    c.json(await setCartField(c.get('ctx'), { orderReferenceId: null })),
  );

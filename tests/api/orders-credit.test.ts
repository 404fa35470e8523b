import { describe, expect, it } from 'vitest';
import {
  type CatalogProduct,
  cartWorth,
  milli,
  type OrderRow,
  orderable,
  placeOrder,
  productFor,
  tableRows,
} from './cart-helpers.ts';
import { errorCodes } from './client.ts';
import { newBuyer, newCompany, runId } from './place-helpers.ts';

// Issue 26: what a company may spend on invoice is serialised per company. Twelve users of one company
// place invoice orders at the same moment against a 5,000 EUR credit limit, each cart worth about a
// sixth of it: on PostgreSQL (real parallel transactions) the open invoice orders must stay within
// the limit, as they do on PGlite (one transaction at a time).

type CompanyOrder = OrderRow & { company_id: string; payment_method: string; amount_total: number | string };

const LIMIT = 5_000_000; // milli-euros
const USERS = 12;

describe('the credit limit under parallel orders', () => {
  it(`lets ${USERS} users at once spend no more than the limit on invoice`, async () => {
    const run = runId();
    const company = await newCompany(LIMIT);
    const buyers = [];
    for (let i = 0; i < USERS; i++) buyers.push(await newBuyer(company, `place.credit.${run}.${i}`));
    const products: CatalogProduct[] = await orderable((buyers[0] as { token: string }).token);
    // Net 600–700 EUR: with 21 % VAT 726–847 EUR gross, so 5 or 6 orders fit and never 7.
    const p = productFor(products, 600, 700);
    const carts = [];
    for (const b of buyers) carts.push(await cartWorth(b.token, p, 600, 700));
    const gross = milli((carts[0] as { price: { totalPrice: number } }).price.totalPrice);

    const results = await Promise.all(buyers.map((b) => placeOrder(b.token, { paymentMethod: 'invoice' })));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) expect(errorCodes(r.json), r.text).toEqual(['payment-method-blocked']);

    const orders = (await tableRows<CompanyOrder>('customer_order')).filter(
      (o) => o.company_id === company.id && o.payment_method === 'invoice',
    );
    const spent = orders.reduce((sum, o) => sum + Number(o.amount_total), 0);
    expect(orders).toHaveLength(placed.length);
    expect(spent).toBeLessThanOrEqual(LIMIT);
    // Serialised, not merely refused: as many orders as fit went through.
    expect(placed.length).toBe(Math.floor(LIMIT / gross));
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BudgetState, Cart } from '../../src/api/cart-types.ts';
import { SPENDING_STATUSES } from '../../src/server/budget/period.ts';
import {
  addItems,
  type CatalogProduct,
  cartState,
  cartWorth,
  customerIdOf,
  emptyCart,
  getCart,
  milli,
  type OrderLineRow,
  type OrderRow,
  orderable,
  placeOrder,
  productFor,
  tableRows,
  unitPrice,
} from './cart-helpers.ts';
import { errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// §4 budgets at checkout for demo.buyer (flow "Maandbudget werkplaats": 1,000 EUR a month, approval from
// 500 EUR). The remaining budget is computed from the placed and pending orders of the period, and the
// check and the order are one transaction: parallel orders never spend more than the budget.
// Only this suite spends demo.buyer's budget (tests/api/company-users.test.ts reads it: 0 to 1,000).

const BUDGET = 1_000_000; // milli-euros

let buyer: string;
let buyerId: string;
let products: CatalogProduct[];

beforeAll(async () => {
  buyer = await loginAs('demo.buyer');
  buyerId = await customerIdOf(buyer);
  products = await orderable(buyer);
});

async function flow(token = buyer): Promise<BudgetState> {
  const state = (await getCart(token)).extensions.orderFlowBudget;
  expect(state).not.toBeNull();
  return state as BudgetState;
}

/** Net amount of demo.buyer's orders that hold budget in the current period, straight from the table. */
async function spentInPeriod(periodStart: string) {
  const orders = (await tableRows<OrderRow>('customer_order')).filter(
    (o) =>
      o.customer_id === buyerId &&
      SPENDING_STATUSES.includes(o.status) &&
      new Date(o.created_at) >= new Date(periodStart),
  );
  return orders.reduce((sum, o) => sum + Number(o.amount_net), 0);
}

interface Colleague {
  id: string;
  company_id: string;
  active: boolean;
  lead_buyer: boolean;
  first_name: string;
  last_name: string;
  email: string;
}

/** Who may raise demo.buyer's budget, straight from the tables: active colleagues with the right, or leads. */
async function budgetRaisersFromTables(right: string) {
  const [customers, rights] = await Promise.all([
    runSql<Colleague>(
      inject('baseUrl'),
      'select id, company_id, active, lead_buyer, first_name, last_name, email from customer',
    ),
    runSql<{ customer_id: string; code: string; enabled: boolean }>(
      inject('baseUrl'),
      'select customer_id, code, enabled from customer_right',
    ),
  ]);
  const companyId = customers.find((c) => c.id === buyerId)?.company_id;
  return customers
    .filter(
      (c) =>
        c.company_id === companyId &&
        c.active &&
        c.id !== buyerId &&
        (c.lead_buyer || rights.some((r) => r.customer_id === c.id && r.code === right && r.enabled)),
    )
    .map((c) => ({ name: `${c.first_name} ${c.last_name}`, email: c.email }));
}

describe("demo.buyer's flow budget", () => {
  it('turns a cart above approve-from and within the remaining budget into a pending order that reserves its amount', async () => {
    await emptyCart(buyer);
    const start = await flow();
    expect(start).toMatchObject({ budget: 1000, approveFrom: 500, exceeded: false, requiresApproval: false });
    // A fresh test database: nothing else spends this budget, so at least 600 EUR are left.
    expect(start.remaining).toBeGreaterThanOrEqual(600);
    expect(milli(start.remaining)).toBe(BUDGET - (await spentInPeriod(start.periodStart)));

    const cart = await cartWorth(buyer, productFor(products, 520, 590), 520, 590);
    expect(cart.extensions.orderFlowBudget).toMatchObject({ requiresApproval: true, exceeded: false });
    expect(cart.errors['b2b-approval-required']).toMatchObject({ level: 0, block: false });
    expect(cart.errors['b2b-flow-budget-exceeded']).toBeUndefined();
    expect(cart.extensions.orderFlowBudget?.raisedBy).toEqual([]);

    const res = await placeOrder(buyer, { paymentMethod: 'invoice' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'pending', approvalReason: 'flow-approve-from' });
    expect(res.json.amountNet).toBe(cart.price.netPrice);
    expect((await getCart(buyer)).lineItems).toEqual([]);
    const after = await flow();
    expect(milli(after.remaining)).toBe(milli(start.remaining) - milli(res.json.amountNet));
  });

  it('blocks a cart above the remaining budget and keeps the cart', async () => {
    const { remaining } = await flow();
    const cart = await cartWorth(
      buyer,
      productFor(products, remaining + 5, remaining + 150),
      remaining + 5,
      remaining + 150,
    );
    expect(cart.price.netPrice).toBeGreaterThan(remaining);
    expect(cart.extensions.orderFlowBudget).toMatchObject({ exceeded: true, requiresApproval: false });
    expect(cart.errors['b2b-flow-budget-exceeded']).toMatchObject({ level: 20, block: true });
    // Not a dead end: the cart names who can raise the budget (issue 27).
    const raisedBy = cart.extensions.orderFlowBudget?.raisedBy ?? [];
    const raisers = await budgetRaisersFromTables('ROLE_MANAGE_ORDER_FLOWS');
    expect(raisers.map((r) => r.email)).toContain('demo.lead@example.be');
    expect(raisedBy).toHaveLength(Math.min(5, raisers.length));
    for (const contact of raisedBy) expect(raisers).toContainEqual(contact);
    const before = cartState(cart);

    for (const key of [undefined, `over-${Date.now()}`]) {
      const res = await placeOrder(buyer, { paymentMethod: 'invoice' }, key);
      expect(res.status).toBe(400);
      expect(errorCodes(res.json)).toEqual(['B2B__ORDER_FLOW_BUDGET_EXCEEDED']);
      expect(res.json.errors[0].meta.parameters.remaining).toBe(remaining);
    }
    expect(cartState(await getCart(buyer))).toEqual(before);
    expect((await flow()).remaining).toBe(remaining);
    await emptyCart(buyer);
  });

  it('places an order below approve-from as open; the remaining budget drops by exactly its net amount', async () => {
    const { remaining } = await flow();
    expect(remaining).toBeGreaterThan(150);
    const cart = await cartWorth(buyer, productFor(products, 100, 130), 100, 130);
    expect(cart.extensions.orderFlowBudget).toMatchObject({ requiresApproval: false, exceeded: false });
    const res = await placeOrder(buyer, { paymentMethod: 'invoice' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('open');
    // Net = goods + shipping (below 250 EUR): the budget counts what the order costs without VAT.
    expect(milli(res.json.amountNet)).toBe(milli(cart.price.positionPrice) + 12_500);
    expect(milli((await flow()).remaining)).toBe(milli(remaining) - milli(res.json.amountNet));
  });

  it('never spends more than the budget under 50 parallel add-and-order requests, and loses or doubles no line', async () => {
    await emptyCart(buyer);
    const { remaining } = await flow();
    // 50 different articles of 8 to 40 EUR a line: together well above what is left.
    const picks = cheapPicks(0);
    expect(picks.reduce((sum, p) => sum + lineValue(p), 0)).toBeGreaterThan(remaining + 100);
    // Requests start 5 ms apart and overlap (each takes longer), so orders run while other lines arrive.
    const { placed, refused } = await storm(picks, 5);
    expect(placed.length).toBeGreaterThan(0);
    // More was added than the budget holds, so attempts were refused for the budget.
    expect(refused.some((r) => errorCodes(r.json)[0] === 'B2B__ORDER_FLOW_BUDGET_EXCEEDED')).toBe(true);
    await emptyCart(buyer);
  }, 120_000);

  it('keeps budget and lines right when 50 adds and orders start at the same instant', async () => {
    await emptyCart(buyer);
    // The budget is (nearly) spent now: most or all orders are refused, and every line must stay.
    await storm(cheapPicks(0), 0);
    await emptyCart(buyer);
  }, 120_000);
});

const lineValue = (p: CatalogProduct) => unitPrice(p) * p.minPurchase;

/** 50 different articles of 8 to 40 EUR a line (at their minimum quantity), from the n-th on. */
function cheapPicks(from: number) {
  const picks = products
    .filter((p) => lineValue(p) >= 8 && lineValue(p) <= 40 && (p.availableStock ?? 0) >= p.minPurchase)
    .slice(from, from + 50);
  expect(picks).toHaveLength(50);
  return picks;
}

/**
 * One request chain per article (add its line, then place an order) from several sessions of demo.buyer
 * (devices, one cart), the i-th starting after i × spreadMs. Then checks what must hold whatever the
 * interleaving: the period's placed and pending orders stay within the budget, exactly the orders
 * answered 200 exist, and every added line is in exactly one order or still in the cart.
 */
async function storm(picks: CatalogProduct[], spreadMs: number) {
  const { periodStart } = await flow();
  const tokens = [buyer, ...(await Promise.all([1, 2, 3, 4].map(() => loginAs('demo.buyer'))))];
  const before = new Set((await tableRows<OrderRow>('customer_order')).map((o) => o.id));
  const chain = async (p: CatalogProduct, i: number) => {
    if (spreadMs) await new Promise((resolve) => setTimeout(resolve, i * spreadMs));
    const token = tokens[i % tokens.length] as string;
    const added = await addItems(token, [{ type: 'product', referencedId: p.id, quantity: p.minPurchase }]);
    const ordered = await placeOrder(token, { paymentMethod: 'invoice' });
    return { p, added, ordered };
  };
  // With a spread the first chain runs alone, so one order (of one line) is surely placed whatever the
  // machine's speed; the other 49 then overlap. Without a spread all 50 start at once.
  const first = spreadMs ? [await chain(picks[0] as CatalogProduct, 0)] : [];
  const results = [
    ...first,
    ...(await Promise.all(picks.slice(first.length).map((p, i) => chain(p, i + first.length)))),
  ];

  for (const { added } of results) expect(added.status, added.text).toBe(200);
  const placed = results.filter((r) => r.ordered.status === 200).map((r) => r.ordered.json);
  const refused = results.filter((r) => r.ordered.status !== 200).map((r) => r.ordered);
  for (const res of refused) {
    expect(res.status, res.text).toBe(400);
    expect(['B2B__ORDER_FLOW_BUDGET_EXCEEDED', 'CHECKOUT__CART_EMPTY']).toContain(errorCodes(res.json)[0]);
  }

  // The budget holds: placed and pending orders of the period stay within 1,000 EUR.
  const spent = await spentInPeriod(periodStart);
  expect(spent).toBeLessThanOrEqual(BUDGET);
  const state = await flow();
  expect(milli(state.remaining)).toBe(BUDGET - spent);
  expect(state.remaining).toBeGreaterThanOrEqual(0);

  // Exactly the orders answered 200 were written.
  const created = (await tableRows<OrderRow>('customer_order')).filter((o) => !before.has(o.id));
  expect(created.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
  for (const o of created) expect(o.customer_id).toBe(buyerId);

  // Every added line is in exactly one order or still in the cart, with its quantity.
  const createdIds = new Set(created.map((o) => o.id));
  const orderLines = (await tableRows<OrderLineRow>('order_line_item')).filter((l) =>
    createdIds.has(l.order_id),
  );
  const cart: Cart = await getCart(buyer);
  const seen = [
    ...orderLines.map((l) => [l.product_id, Number(l.quantity_milli) / 1000] as const),
    ...cart.lineItems.map((l) => [l.referencedId, l.payload['article-float-qty'] ?? l.quantity] as const),
  ];
  expect(seen.map(([id]) => id).sort()).toEqual(picks.map((p) => p.id).sort());
  for (const p of picks) expect(seen.find(([id]) => id === p.id)?.[1]).toBe(p.minPurchase);
  // Each order holds the lines its answer showed.
  for (const order of placed) {
    const mine = orderLines.filter((l) => l.order_id === order.id).map((l) => l.product_id);
    expect(mine.sort()).toEqual(order.lineItems.map((l: { productId: string }) => l.productId).sort());
  }
  return { placed, refused };
}

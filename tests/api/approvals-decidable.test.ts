import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApprovalFixture,
  actions,
  addUser,
  approval,
  approvalFixture,
  approvals,
  cheap,
  flowState,
  pendingOrder,
  removeFixture,
} from './approvals-helpers.ts';
import { addProduct, type CatalogProduct, emptyCart, milli, orderable, placeOrder } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// Issue 26: a pending order always has someone who decides it — the approvers named by the flow or
// reference that sent it to approval, else the lead buyer, who decides their own order when nobody
// else can — approvals belong to the order, and the orderer can withdraw a pending order.

const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
let f: ApprovalFixture;
let lead: string;
let products: CatalogProduct[];
const references: string[] = [];
const flows: string[] = [];
const users: string[] = [];

beforeAll(async () => {
  f = await approvalFixture();
  lead = await loginAs('demo.lead');
  products = cheap(await orderable(f.requester.token));
});
afterAll(async () => {
  await removeFixture(f);
  if (references.length) await sql(`delete from order_reference where id in ('${references.join("','")}')`);
  if (flows.length) await sql(`delete from order_flow where id in ('${flows.join("','")}')`);
  if (users.length) await sql(`delete from customer where id in ('${users.join("','")}')`);
});

const listed = async (token: string) =>
  ((await approvals(token, { limit: 100 })).json.elements as { id: string }[]).map((o) => o.id);
const statusOf = async (id: string) =>
  (await sql<{ status: string }>(`select status from customer_order where id = '${id}'`))[0]?.status;

/** A reference of company 100001 (approval from 1 EUR) naming `approvers` (usernames or ids). */
async function reference(approverIds: string[], approveFrom: number | null = 1000) {
  const id = randomUUID();
  references.push(id);
  await sql(`insert into order_reference (id, company_id, name, budget, approve_from)
    select '${id}', company_id, 'Goedkeuring ${id.slice(0, 8)}', 100000000, ${approveFrom ?? 'null'}
    from customer where username = 'demo.lead'`);
  for (const who of approverIds) {
    await sql(`insert into order_reference_approver (order_reference_id, customer_id)
      select '${id}', id from customer where username = '${who}' or id::text = '${who}'`);
  }
  return id;
}

/** Orders one cheap product booked on the reference. */
async function orderOn(token: string, referenceId: string, product = products[0] as CatalogProduct) {
  await emptyCart(token);
  await addProduct(token, product.id, product.minPurchase);
  expect((await call('PUT', `/b2b/order-reference/cart/${referenceId}`, { token })).status).toBe(200);
  const res = await placeOrder(token, { paymentMethod: 'invoice' });
  expect(res.status, res.text).toBe(200);
  return res.json as { id: string; orderNumber: string; status: string; approvalReason: string };
}

describe('who decides', () => {
  it("lets the company's only lead buyer decide their own order when they are its only approver", async () => {
    // Order 100007: demo.lead orders on a reference that names only demo.lead.
    const order = await orderOn(lead, await reference(['demo.lead']));
    expect(order).toMatchObject({ status: 'pending', approvalReason: 'reference-approve-from' });
    expect(await listed(lead)).toContain(order.id);
    expect((await approval(lead, order.id)).status).toBe(200);
    const res = await actions(lead, [{ id: order.id, action: 'approve' }]);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(order.id)).toBe('open');
  });

  it('sends an order whose flow names no approver to the lead buyer (orders 100006, 100009)', async () => {
    const flowId = randomUUID();
    flows.push(flowId);
    await sql(`insert into order_flow (id, company_id, name, budget, period, approve_from)
      select '${flowId}', company_id, 'Zonder goedkeurder', 100000000, 'monthly', 1000
      from customer where username = 'demo.lead'`);
    const username = `appr.alone.${flowId.slice(0, 8)}`;
    const alone = await addUser(username, ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES']);
    users.push(alone);
    await sql(`insert into order_flow_customer (flow_id, customer_id) values ('${flowId}', '${alone}')`);
    const order = await pendingOrder(await loginAs(username), products.slice(1, 2));
    expect(await listed(lead)).toContain(order.id);
    expect(await listed(f.second.token)).not.toContain(order.id);
    const res = await actions(lead, [{ id: order.id, action: 'reject' }]);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(order.id)).toBe('declined');
  });

  it('hands the order to the lead buyer once its only other approver is deactivated or loses the right', async () => {
    // The fixture's flow then names only `second`: they decide, the lead does not, until `second`
    // can no longer decide.
    await sql(`delete from order_flow_approver a using customer c
      where a.flow_id = '${f.flowId}' and c.id = a.customer_id and c.username = 'demo.lead'`);
    try {
      const byRequester = await pendingOrder(f.requester.token, products.slice(2, 3));
      expect(await listed(f.second.token)).toContain(byRequester.id);
      expect(await listed(lead)).not.toContain(byRequester.id);
      await sql(`update customer set active = false where id = '${f.second.id}'`);
      expect(await listed(lead)).toContain(byRequester.id);
      await sql(`update customer set active = true where id = '${f.second.id}'`);
      await sql(`update customer_right set enabled = false
        where customer_id = '${f.second.id}' and code = 'ROLE_APPROVE_ORDER_FLOWS'`);
      expect(await listed(lead)).toContain(byRequester.id);
      expect((await actions(lead, [{ id: byRequester.id, action: 'approve' }])).status).toBe(200);
    } finally {
      await sql(`update customer set active = true where id = '${f.second.id}'`);
      await sql(`update customer_right set enabled = true
        where customer_id = '${f.second.id}' and code = 'ROLE_APPROVE_ORDER_FLOWS'`);
      await sql(`insert into order_flow_approver (flow_id, customer_id)
        select '${f.flowId}', id from customer where username = 'demo.lead'`);
    }
  });

  it('lets an approver named on a reference decide only the orders that reference sent to approval', async () => {
    // `plain` approves a reference without approve-from; the order waits because of the flow.
    const order = await orderOn(f.requester.token, await reference([f.plain.id], null), products[3]);
    expect(order).toMatchObject({ status: 'pending', approvalReason: 'flow-approve-from' });
    expect(await listed(f.plain.token)).not.toContain(order.id);
    expect((await approval(f.plain.token, order.id)).status).toBe(404);
    expect((await actions(f.plain.token, [{ id: order.id, action: 'approve' }])).status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');
    expect(await listed(f.second.token)).toContain(order.id);
  });
});

describe('withdrawing', () => {
  const withdraw = (token: string | undefined, orderNumber: string) =>
    call('POST', '/b2b/order/withdraw', { token, body: { orderNumber } });

  it('lets the orderer withdraw a pending order: cancelled, its budget free again, nobody decides it', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(4, 5));
    const before = await flowState(f.requester.token);
    const other = await loginAs('other.lead');
    for (const [token, status] of [
      [undefined, 401],
      [f.second.token, 404],
      [lead, 404],
      [other, 404],
    ] as const) {
      expect((await withdraw(token, order.orderNumber)).status).toBe(status);
    }
    const res = await withdraw(f.requester.token, order.orderNumber);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ orderNumber: order.orderNumber, status: 'cancelled' });
    expect(await statusOf(order.id)).toBe('cancelled');
    const after = await flowState(f.requester.token);
    expect(milli(after.remaining)).toBe(milli(before.remaining) + milli(order.amountNet));
    expect(await listed(lead)).not.toContain(order.id);
    const late = await actions(lead, [{ id: order.id, action: 'approve' }]);
    expect(late.status).toBe(409);
    const again = await withdraw(f.requester.token, order.orderNumber);
    expect(again.status).toBe(409);
    expect(errorCodes(again.json)).toEqual(['B2B__ORDER_ALREADY_DECIDED']);
  });

  it('lets exactly one of a withdrawal and an approval at the same moment win', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(5, 6));
    const [w, a] = await Promise.all([
      withdraw(f.requester.token, order.orderNumber),
      actions(lead, [{ id: order.id, action: 'approve' }]),
    ]);
    expect([w.status, a.status].sort()).toEqual([200, 409]);
    expect(await statusOf(order.id)).toBe(w.status === 200 ? 'cancelled' : 'open');
  });

  it('refuses an order number that is not one', async () => {
    const res = await withdraw(f.requester.token, 'x; drop');
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['VIOLATION::INVALID_ORDER_NUMBER']);
  });
});

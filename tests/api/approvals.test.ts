import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApprovalFixture,
  actions,
  approval,
  approvalFixture,
  approvals,
  cheap,
  flowState,
  pendingOrder,
  removeFixture,
  removeLines,
} from './approvals-helpers.ts';
import {
  type CatalogProduct,
  type MailRow,
  milli,
  type OrderRow,
  orderable,
  tableRows,
} from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// §4 approvals: who sees and decides which pending orders, what deciding does to the order, its
// budget and the requester's mail, and that two approvers deciding one order at once never both win.

let f: ApprovalFixture;
let lead: string;
let products: CatalogProduct[];

beforeAll(async () => {
  f = await approvalFixture();
  lead = await loginAs('demo.lead');
  products = cheap(await orderable(f.requester.token));
  expect(products.length).toBeGreaterThan(10);
});
afterAll(() => removeFixture(f));

const statusOf = async (id: string) =>
  (await tableRows<OrderRow>('customer_order')).find((o) => o.id === id)?.status;
const mailsAbout = async (orderNumber: string) =>
  (await tableRows<MailRow>('mail_outbox')).filter((m) => m.subject.includes(orderNumber));
const listed = async (token: string) => {
  const res = await approvals(token, { limit: 100 });
  expect(res.status, res.text).toBe(200);
  return res.json.elements as { id: string }[];
};

describe('authorization', () => {
  it('answers 401 to visitors, 403 without the right and 404 to another company, on every call', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(0, 2));
    const buyer = await loginAs('demo.buyer');
    const other = await loginAs('other.lead');
    const line = order.lineItems[0]?.id as string;
    const calls = [
      (t?: string) => approvals(t),
      (t?: string) => approval(t, order.id),
      (t?: string) => actions(t, [{ id: order.id, action: 'approve' }]),
      (t?: string) => removeLines(t, order.id, [line]),
    ];
    for (const run of calls) {
      expect((await run()).status).toBe(401);
      const forbidden = await run(buyer);
      expect(forbidden.status).toBe(403);
      expect(errorCodes(forbidden.json)).toEqual(['B2B__MISSING_RIGHT']);
      const foreign = await run(other);
      expect([200, 404]).toContain(foreign.status);
      expect(foreign.text).not.toContain(order.orderNumber);
      expect(foreign.text).not.toContain(f.requester.username);
      if (foreign.status === 200) expect(foreign.json.elements).toEqual([]);
    }
    expect(await statusOf(order.id)).toBe('pending');
    expect((await approval(f.requester.token, order.id)).status).toBe(403);
  });

  it('shows and lets decide only the orders of users the approver approves', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(0, 1));
    expect((await listed(f.plain.token)).map((o) => o.id)).not.toContain(order.id);
    expect((await approval(f.plain.token, order.id)).status).toBe(404);
    const res = await actions(f.plain.token, [{ id: order.id, action: 'approve' }]);
    expect(res.status).toBe(404);
    expect((await removeLines(f.plain.token, order.id, [order.lineItems[0]?.id as string])).status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');
    expect((await listed(f.second.token)).map((o) => o.id)).toContain(order.id);
  });

  it('never lets a user approve their own order', async () => {
    const own = await pendingOrder(f.second.token, products.slice(0, 1));
    expect((await listed(f.second.token)).map((o) => o.id)).not.toContain(own.id);
    expect((await approval(f.second.token, own.id)).status).toBe(404);
    for (const action of ['approve', 'reject']) {
      const res = await actions(f.second.token, [{ id: own.id, action }]);
      expect(res.status).toBe(403);
      expect(errorCodes(res.json)).toEqual(['B2B__APPROVAL_OWN_ORDER']);
    }
    expect(await statusOf(own.id)).toBe('pending');
    // Their own approver decides it.
    expect((await listed(lead)).map((o) => o.id)).toContain(own.id);
  });

  it('refuses bad payloads with violations', async () => {
    const res = await actions(lead, [{ id: 'nope', action: 'maybe' }]);
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['VIOLATION::INVALID_UUID', 'VIOLATION::INVALID_ACTION']);
    expect(errorCodes((await actions(lead, [])).json)).toEqual(['VIOLATION::IS_BLANK']);
  });
});

describe('deciding', () => {
  it('lists a pending order with requester, date, amount, flow and the reason', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(0, 2));
    const res = await approval(lead, order.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      amountNet: order.amountNet,
      approvalReason: 'flow-approve-from',
      flow: expect.stringMatching(/^Goedkeuring /),
      requester: { id: f.requester.id, lastName: f.requester.username },
      lineCount: 2,
    });
    expect(res.json.lineItems).toHaveLength(2);
    expect(Date.parse(res.json.orderDateTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts an order waiting on an order reference for the dashboard, as the approvals list shows it', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(0, 1));
    const sql = (query: string) => runSql<{ id: string }>(inject('baseUrl'), query);
    // The order waits on a reference that demo.lead approves instead of on the fixture's flow.
    const [ref] = await sql(`insert into order_reference (id, company_id, name, budget)
      select gen_random_uuid(), company_id, 'Wacht op goedkeuring', 1000000 from customer
      where username = 'demo.lead' returning id`);
    await sql(`insert into order_reference_approver (order_reference_id, customer_id)
      select '${ref?.id}', id from customer where username = 'demo.lead'`);
    await sql(
      `update customer_order set flow_id = null, order_reference_id = '${ref?.id}',
        approval_reason = 'reference-approve-from' where id = '${order.id}'`,
    );
    try {
      const pending = await call('GET', '/b2b/order-flow/pending?limit=100', { token: lead });
      expect(pending.status, pending.text).toBe(200);
      expect(pending.json.elements.map((o: { id: string }) => o.id)).toContain(order.id);
      expect(pending.json.total).toBe((await listed(lead)).length);
    } finally {
      await actions(lead, [{ id: order.id, action: 'reject', reason: 'test' }]);
      await sql(`delete from order_reference where id = '${ref?.id}'`);
    }
  });

  it('removes a product: the amount and the reserved budget shrink; the last product stays', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(2, 4));
    const before = await flowState(f.requester.token);
    const [first, second] = order.lineItems as { id: string; totalPrice: number }[];
    const res = await removeLines(lead, order.id, [first?.id as string]);
    expect(res.status, res.text).toBe(200);
    expect(res.json.lineItems.map((l: { id: string }) => l.id)).toEqual([second?.id]);
    expect(res.json.amountNet).toBeLessThan(order.amountNet);
    const after = await flowState(f.requester.token);
    expect(milli(after.remaining)).toBe(
      milli(before.remaining) + milli(order.amountNet) - milli(res.json.amountNet),
    );
    const last = await removeLines(lead, order.id, [second?.id as string]);
    expect(last.status).toBe(400);
    expect(errorCodes(last.json)).toEqual(['B2B__ORDER_LINES_REQUIRED']);
    expect((await removeLines(lead, order.id, [first?.id as string])).status).toBe(404);
  });

  it('approves many at once: the orders are placed and each requester gets the confirmation', async () => {
    const a = await pendingOrder(f.requester.token, products.slice(4, 5));
    const b = await pendingOrder(f.requester.token, products.slice(5, 6));
    const res = await actions(lead, [
      { id: a.id, action: 'approve' },
      { id: b.id, action: 'approve' },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.json.decided.map((d: { status: string }) => d.status)).toEqual(['open', 'open']);
    expect(await statusOf(a.id)).toBe('open');
    expect(await statusOf(b.id)).toBe('open');
    for (const o of [a, b]) {
      const mails = await mailsAbout(o.orderNumber);
      expect(mails.map((m) => [m.to, m.template])).toContainEqual([
        `${f.requester.username}@example.be`,
        'order-approved',
      ]);
    }
    expect((await listed(lead)).map((o) => o.id)).not.toContain(a.id);
  });

  it('decides all or nothing: one decided order in a bulk changes none', async () => {
    const a = await pendingOrder(f.requester.token, products.slice(6, 7));
    const b = await pendingOrder(f.requester.token, products.slice(7, 8));
    expect((await actions(lead, [{ id: a.id, action: 'approve' }])).status).toBe(200);
    const res = await actions(lead, [
      { id: a.id, action: 'reject' },
      { id: b.id, action: 'approve' },
    ]);
    expect(res.status).toBe(409);
    expect(errorCodes(res.json)).toEqual(['B2B__ORDER_ALREADY_DECIDED']);
    expect(res.json.errors[0].meta.parameters).toMatchObject({ orderNumber: a.orderNumber, status: 'open' });
    expect(await statusOf(a.id)).toBe('open');
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('rejects: the reserved budget is free again and the requester gets the reason', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(8, 9));
    const before = await flowState(f.requester.token);
    const reason = 'Graag via het raamcontract bestellen.';
    const res = await actions(lead, [{ id: order.id, action: 'reject', reason }]);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(order.id)).toBe('declined');
    const after = await flowState(f.requester.token);
    expect(milli(after.remaining)).toBe(milli(before.remaining) + milli(order.amountNet));
    const [mail] = (await mailsAbout(order.orderNumber)).filter((m) => m.template === 'order-declined');
    expect(mail?.to).toBe(`${f.requester.username}@example.be`);
    expect(mail?.subject).toBe(`Uw bestelling ${order.orderNumber} werd afgewezen`);
    expect(mail?.text).toContain(reason);
  });
});

describe('two approvers at once', () => {
  for (const [first, second] of [
    ['approve', 'approve'],
    ['approve', 'reject'],
  ]) {
    it(`${first} and ${second} of the same order: exactly one decision wins`, async () => {
      const order = await pendingOrder(f.requester.token, products.slice(9, 10));
      const results = await Promise.all([
        actions(lead, [{ id: order.id, action: first as string }]),
        actions(f.second.token, [{ id: order.id, action: second as string }]),
      ]);
      const won = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status !== 200);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.status).toBe(409);
      expect(errorCodes(lost[0]?.json)).toEqual(['B2B__ORDER_ALREADY_DECIDED']);
      const status = won[0]?.json.decided[0].status;
      expect(await statusOf(order.id)).toBe(status);
      // One decision, one mail.
      const mails = (await mailsAbout(order.orderNumber)).filter((m) => m.template !== 'order-confirmation');
      expect(mails).toHaveLength(1);
    });
  }

  it('places the order once when five sessions of two approvers approve it together', async () => {
    const order = await pendingOrder(f.requester.token, products.slice(10, 11));
    const tokens = [lead, f.second.token, await loginAs('demo.lead'), await loginAs(f.second.username), lead];
    const results = await Promise.all(tokens.map((t) => actions(t, [{ id: order.id, action: 'approve' }])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(errorCodes(r.json)).toEqual(['B2B__ORDER_ALREADY_DECIDED']);
    }
    expect((await mailsAbout(order.orderNumber)).filter((m) => m.template === 'order-approved')).toHaveLength(
      1,
    );
  });
});

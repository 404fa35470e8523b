import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWorth, getCart, orderable, placeOrder, productFor } from './cart-helpers.ts';
import { call, errorCodes, loginAs } from './client.ts';
import { createCompanyUser } from './invited-user.ts';

// §7 order-flow calls: the authorization matrix, the §6 rights split (flows, budgets, approvers), one flow
// per user, and the checkout of an assigned user following a new flow at once.

let lead: string;
let other: string;
let buyer: string;
let seededFlowId: string;
/** Users and flows this suite adds: removed again, other suites count the company's users and budgets. */
const createdUsers: string[] = [];
const createdFlows: string[] = [];

async function colleague(username: string, rights: string[]) {
  const created = await createCompanyUser(lead, {
    firstName: 'Flow',
    lastName: username,
    username,
    email: `${username}@example.be`,
    password: 'Sterk-2026!',
  });
  expect(created.status, created.text).toBe(200);
  const granted = await call('PUT', `/b2b/account/${created.json.id}/role`, {
    token: lead,
    body: { rights: rights.map((code) => ({ code, enabled: true })) },
  });
  expect(granted.status, granted.text).toBe(200);
  createdUsers.push(created.json.id);
  return { id: created.json.id as string, token: await loginAs(username, 'Sterk-2026!') };
}

const weekly = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekbudget onderhoud',
  budget: 10_000,
  period: 'weekly',
  renewable: true,
  transferable: false,
  approveFrom: 1,
  ...extra,
});

beforeAll(async () => {
  lead = await loginAs('demo.lead');
  other = await loginAs('other.lead');
  buyer = await loginAs('demo.buyer');
  const list = await call('GET', '/b2b/order-flow', { token: lead });
  expect(list.status).toBe(200);
  seededFlowId = list.json.elements.find((f: { name: string }) => f.name === 'Maandbudget werkplaats').id;
});

afterAll(async () => {
  for (const id of createdFlows) await call('DELETE', `/b2b/order-flow/${id}`, { token: lead });
  await call('DELETE', '/b2b/companies/customers', { token: lead, body: { customerIds: createdUsers } });
});

describe('authorization matrix of /b2b/order-flow', () => {
  const calls = () =>
    [
      ['GET', '/b2b/order-flow', undefined],
      ['GET', '/b2b/order-flow/pending', undefined],
      ['GET', '/b2b/order-flow/colleagues', undefined],
      ['POST', '/b2b/order-flow', weekly()],
      ['GET', `/b2b/order-flow/${seededFlowId}`, undefined],
      ['PUT', `/b2b/order-flow/${seededFlowId}`, weekly()],
      ['DELETE', `/b2b/order-flow/${seededFlowId}`, undefined],
    ] as const;

  it('answers 401 to visitors and 403 to users without the right', async () => {
    for (const [method, path, body] of calls()) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { body, token: buyer })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("never shows or changes another company's flow", async () => {
    for (const [method, path, body] of calls()) {
      const res = await call(method, path, { body, token: other });
      if (path.endsWith(seededFlowId)) expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain('Maandbudget');
      expect(res.text).not.toContain('demo.');
    }
    const seeded = await call('GET', `/b2b/order-flow/${seededFlowId}`, { token: lead });
    expect(seeded.json).toMatchObject({ name: 'Maandbudget werkplaats', budget: 1000, period: 'monthly' });
  });

  it('validates the flow and its custom dates (§5)', async () => {
    const blank = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ name: ' ', period: 'custom' }),
    });
    expect(errorCodes(blank.json).sort()).toEqual([
      'VIOLATION::IS_BLANK',
      'VIOLATION::IS_BLANK',
      'VIOLATION::IS_BLANK',
    ]);
    const backwards = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ period: 'custom', startDate: '2026-05-10', endDate: '2026-05-01' }),
    });
    expect(errorCodes(backwards.json)).toEqual(['VIOLATION::END_DATE_BEFORE_START_DATE']);
    const stranger = (await call('GET', '/account/customer', { token: other })).json.id;
    const foreign = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ customerIds: [stranger] }),
    });
    expect(errorCodes(foreign.json)).toEqual(['VIOLATION::CUSTOMER_NOT_FOUND']);
  });
});

describe('flows', () => {
  let orderer: { id: string; token: string };
  let leadId: string;
  let addressId: string;

  beforeAll(async () => {
    orderer = await colleague('flow.buyer', ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES']);
    const me = (await call('GET', '/account/customer', { token: lead })).json;
    leadId = me.id;
    addressId = me.defaultShippingAddressId;
  });

  it('budgets need MANAGE_BUDGETS and approvers MANAGE_APPROVERS; a flow manager may still assign users', async () => {
    const manager = await colleague('flow.manager', ['ROLE_MANAGE_ORDER_FLOWS']);
    // The wizard's user choice, without MANAGE_CONTACTS: names only.
    const colleagues = await call('GET', '/b2b/order-flow/colleagues', { token: manager.token });
    expect(colleagues.status).toBe(200);
    expect(colleagues.json.elements.map((c: { username: string }) => c.username)).toContain('demo.buyer');
    expect(colleagues.text).not.toContain('@example.be');
    const denied = await call('POST', '/b2b/order-flow', { token: manager.token, body: weekly() });
    expect(denied.status).toBe(403);
    const approved = (extra: Record<string, unknown>) => weekly({ approverIds: [leadId], ...extra });
    const created = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: approved({ name: 'Rechten' }),
    });
    const id = created.json.id;
    const assign = await call('PUT', `/b2b/order-flow/${id}`, {
      token: manager.token,
      body: approved({ name: 'Rechten hernoemd', customerIds: [manager.id] }),
    });
    expect(assign.status, assign.text).toBe(200);
    expect(assign.json.customers.map((c: { id: string }) => c.id)).toEqual([manager.id]);
    for (const change of [{ budget: 20 }, { approverIds: [leadId, manager.id] }, { approverIds: [] }]) {
      const res = await call('PUT', `/b2b/order-flow/${id}`, {
        token: manager.token,
        body: approved(change),
      });
      expect(res.status).toBe(403);
    }
    expect((await call('DELETE', `/b2b/order-flow/${id}`, { token: manager.token })).status).toBe(403);
    expect((await call('DELETE', `/b2b/order-flow/${id}`, { token: lead })).status).toBe(200);
    expect((await call('GET', `/b2b/order-flow/${id}`, { token: lead })).status).toBe(404);
  });

  it('refuses a flow whose orders could wait for nobody: approve-from needs an approver who can decide', async () => {
    const none = await call('POST', '/b2b/order-flow', { token: lead, body: weekly({ name: 'Niemand' }) });
    expect(none.status).toBe(400);
    expect(errorCodes(none.json)).toEqual(['B2B__APPROVER_REQUIRED']);
    // demo.buyer lacks APPROVE_ORDER_FLOWS; an approver who is deactivated can decide nothing either.
    const buyerId = (await call('GET', '/account/customer', { token: buyer })).json.id;
    const idle = await colleague('flow.idle', ['ROLE_APPROVE_ORDER_FLOWS']);
    await call('PATCH', `/b2b/companies/customers/${idle.id}`, { token: lead, body: { active: false } });
    for (const approverIds of [[buyerId], [buyerId, idle.id]]) {
      const res = await call('POST', '/b2b/order-flow', { token: lead, body: weekly({ approverIds }) });
      expect(res.status, res.text).toBe(400);
      expect(errorCodes(res.json)).toEqual(['B2B__APPROVER_CANNOT_DECIDE']);
    }
    const seeded = (await call('GET', `/b2b/order-flow/${seededFlowId}`, { token: lead })).json;
    const emptied = await call('PUT', `/b2b/order-flow/${seededFlowId}`, {
      token: lead,
      body: { ...weekly({ name: seeded.name, budget: seeded.budget, period: 'monthly' }), approveFrom: 500 },
    });
    expect(errorCodes(emptied.json)).toEqual(['B2B__APPROVER_REQUIRED']);
    // Without approve-from nobody has to decide.
    const free = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ name: 'Vrij', approveFrom: null }),
    });
    expect(free.status, free.text).toBe(200);
    createdFlows.push(free.json.id);
  });

  it('the checkout of an assigned user follows a new flow at once; the approver sees the order waiting', async () => {
    expect((await getCart(orderer.token)).extensions.orderFlowBudget).toBeNull();
    const created = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ approverIds: [leadId], customerIds: [orderer.id] }),
    });
    expect(created.status, created.text).toBe(200);
    createdFlows.push(created.json.id);
    expect(created.json).toMatchObject({
      period: 'weekly',
      budget: 10_000,
      approveFrom: 1,
      approvers: [{ id: leadId }],
      customers: [{ id: orderer.id, budgetRemaining: 10_000 }],
    });

    const products = await orderable(orderer.token);
    const cart = await cartWorth(orderer.token, productFor(products, 5, 60), 5, 60);
    expect(cart.extensions.orderFlowBudget).toMatchObject({ budget: 10_000, requiresApproval: true });
    const order = await placeOrder(orderer.token, { paymentMethod: 'invoice', addressId });
    expect(order.status, order.text).toBe(200);
    expect(order.json).toMatchObject({ status: 'pending', approvalReason: 'flow-approve-from' });

    const pending = await call('GET', '/b2b/order-flow/pending', { token: lead });
    expect(pending.json.elements.map((o: { id: string }) => o.id)).toContain(order.json.id);
    expect(pending.json.total).toBeGreaterThanOrEqual(1);
    const theirs = await call('GET', '/b2b/order-flow/pending', { token: other });
    expect(theirs.json).toMatchObject({ total: 0, elements: [] });

    const after = await call('GET', `/b2b/order-flow/${created.json.id}`, { token: lead });
    expect(after.json.customers[0].budgetRemaining).toBeCloseTo(10_000 - order.json.amountNet, 3);

    // A user belongs to at most one flow: a second flow takes them over.
    const second = await call('POST', '/b2b/order-flow', {
      token: lead,
      body: weekly({ name: 'Tweede', approveFrom: null, customerIds: [orderer.id] }),
    });
    createdFlows.push(second.json.id);
    const first = await call('GET', `/b2b/order-flow/${created.json.id}`, { token: lead });
    expect(first.json.customers).toEqual([]);
    expect((await getCart(orderer.token)).extensions.orderFlowBudget).toMatchObject({
      requiresApproval: false,
    });

    // Inactive: no budget applies.
    await call('PUT', `/b2b/order-flow/${second.json.id}`, {
      token: lead,
      body: weekly({ name: 'Tweede', approveFrom: null, active: false, customerIds: [orderer.id] }),
    });
    expect((await getCart(orderer.token)).extensions.orderFlowBudget).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addUser } from './approvals-helpers.ts';
import { addProduct, orderable, placeOrder, simple } from './cart-helpers.ts';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

// What staff may and may not do in a customer's session: order on the customer's behalf (recorded),
// never change anyone's login. A customer and a staff user of its own, removed afterwards: no demo user's
// orders change, and staff.test.ts ending all of staff.sales's sessions does not end these.

const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const tag = randomUUID().slice(0, 8);
const username = `helped.${tag}`;
let userId: string;
let staff: string;
let staffId: string;

async function helpedSession(customerId: string): Promise<string> {
  const opened = await call('POST', `/staff/impersonate/${customerId}`, { token: staff });
  expect(opened.status).toBe(200);
  return opened.json.contextToken;
}

beforeAll(async () => {
  userId = await addUser(username, ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_MANAGE_OWN_ACCOUNT']);
  const login = await call('POST', '/staff/login', {
    body: { username: 'staff.sales', password: DEMO_PASSWORD },
  });
  staff = login.json.contextToken;
  staffId = (await call('GET', '/staff/session', { token: staff })).json.id;
});

afterAll(async () => {
  await call('POST', '/staff/impersonate/exit', { token: staff, body: {} });
  await sql(`delete from customer_order where customer_id = '${userId}'`);
  await sql(`delete from customer where id = '${userId}'`);
  await sql(`delete from impersonation where staff_id = '${staffId}'`);
  await sql(`delete from staff_user where id = '${staffId}'`);
});

describe('in a helped session', () => {
  it('records the staff user on orders placed in the session, not on orders the customer places', async () => {
    const token = await helpedSession(userId);
    const product = (await orderable(token)).find(simple);
    expect(product).toBeDefined();
    await addProduct(token, product?.id as string, 1);
    const placed = await placeOrder(token, { paymentMethod: 'prepayment' });
    expect(placed.status).toBe(200);
    const [helped] = await sql<{ impersonator_id: string | null }>(
      `select impersonator_id from customer_order where id = '${placed.json.id}'`,
    );
    expect(helped?.impersonator_id).toBe(staffId);

    const own = await loginAs(username);
    await addProduct(own, product?.id as string, 1);
    const ownOrder = await placeOrder(own, { paymentMethod: 'prepayment' });
    expect(ownOrder.status).toBe(200);
    const [mine] = await sql<{ impersonator_id: string | null }>(
      `select impersonator_id from customer_order where id = '${ownOrder.json.id}'`,
    );
    expect(mine?.impersonator_id).toBeNull();
  });

  it('a lead buyer cannot set a password, nor change their own username or e-mail', async () => {
    const lead = await loginAs('demo.lead');
    const leadId = (await call('GET', '/account/customer', { token: lead })).json.id;
    const token = await helpedSession(leadId);
    const patch = (id: string, body: unknown) =>
      call('PATCH', `/b2b/companies/customers/${id}`, { token, body });

    // Nobody sets another user's password, helped or not (issue 26).
    const password = await patch(userId, { password: 'Other-2026!x' });
    expect(password.status).toBe(403);
    expect(errorCodes(password.json)).toEqual(['B2B__PASSWORD_NOT_YOURS']);
    expect((await patch(leadId, { username: 'someone.else' })).status).toBe(403);
    expect((await patch(leadId, { email: 'staff@example.com' })).status).toBe(403);
    // Everything else works as the customer.
    expect((await patch(userId, { lastName: 'Geholpen' })).status).toBe(200);
    await expect(loginAs(username)).resolves.toBeTruthy();
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COUNTRY_ID } from '../../src/server/context/shopware-ids.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, dashed, hex, SHOPWARE_EURO, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, drift } from './admin-schema.ts';
import { addProduct, emptyCart, orderable, placeOrder, simple } from './cart-helpers.ts';
import { call, errorCodes, languageId, loginAs } from './client.ts';
import { runSql } from './inspect.ts';
import { mailedHash } from './invited-user.ts';

/**
 * Companies and users in (issue 30): the ERP sends a company as Shopware's `customer` (its own account,
 * the lead buyer), its roles and its users (`b2b_employee`); nobody's password travels, each new user
 * chooses one from the invitation mailed after the sync; deactivating shuts the users out at once.
 */
const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const tag = randomUUID().slice(0, 8);
const number = String(randomInt(900_000, 999_999));
const ids = { account: hex(), address: hex(), employee: hex(), role: hex(), budget: hex() };
const accountMail = `erp.lead.${tag}@example.be`;
const employeeMail = `erp.buyer.${tag}@example.be`;
const PASSWORD = 'Erp-Invite-2026!';
let admin = '';
let french = '';

const account = (extra: Record<string, unknown> = {}) => ({
  id: ids.account,
  customerNumber: number,
  company: `ERP Bouw ${tag}`,
  vatIds: ['BE0477472701'],
  firstName: 'Lea',
  lastName: 'Lead',
  email: accountMail,
  addresses: [
    {
      id: ids.address,
      company: `ERP Bouw ${tag}`,
      street: 'Kaai 12',
      zipcode: '9000',
      city: 'Gent',
      countryId: DEFAULT_COUNTRY_ID.replace(/-/g, ''),
    },
  ],
  customFields: {
    b2b_credit_limit: 2500.5,
    b2b_payment_methods: ['prepayment'],
    b2b_shipping_options: ['pickup'],
    b2b_shipping_methods: ['together', 'separate'],
  },
  ...extra,
});
const role = (permissions: string[]) => ({
  id: ids.role,
  businessPartnerCustomerId: ids.account,
  name: 'Buyers',
  permissions,
});
const employee = (extra: Record<string, unknown> = {}) => ({
  id: ids.employee,
  businessPartnerCustomerId: ids.account,
  firstName: 'Bert',
  lastName: 'Buyer',
  email: employeeMail,
  languageId: french,
  roleId: ids.role,
  ...extra,
});
const upsert = (entity: string, payload: unknown[]) => ({ entity, action: 'upsert', payload });
const demoBuyerId = async () =>
  (await sql<{ id: string }>(`select id from customer where username = 'demo.buyer'`))[0]?.id as string;

async function setPassword(email: string) {
  const hash = await mailedHash(email);
  expect(hash).not.toBe('');
  const set = await call('POST', '/account/recovery-password-confirm', {
    body: { hash, newPassword: PASSWORD, newPasswordConfirm: PASSWORD },
  });
  expect(set.status, set.text).toBe(200);
}

beforeAll(async () => {
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  french = (await languageId('fr-FR')).replace(/-/g, '');
});
afterAll(async () => {
  await sql(`delete from company where number = '${number}'`);
});

describe('Admin API companies and users', () => {
  it('takes a company, its role and its user in one sync and mails each new user an invitation', async () => {
    const res = await sync(
      [
        upsert('customer', [account()]),
        upsert('b2b_components_role', [
          role(['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_MANAGE_ORDER_HISTORY']),
        ]),
        upsert('b2b_employee', [employee()]),
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.b2b_employee).toEqual([ids.employee]);
    const [company] = await sql<{ name: string; credit_limit: string; vat_id: string }>(
      `select name, credit_limit::text as credit_limit, vat_id from company where number = '${number}'`,
    );
    expect(company).toEqual({ name: `ERP Bouw ${tag}`, credit_limit: '2500500', vat_id: 'BE0477472701' });
    const rights = await sql<{ code: string }>(
      `select code from customer_right where customer_id = '${dashed(ids.employee)}' and enabled order by code`,
    );
    expect(rights.map((r) => r.code)).toEqual([
      'ROLE_MANAGE_ORDER_HISTORY',
      'ROLE_PLACE_ORDERS',
      'ROLE_VIEW_PRICES',
    ]);
    const mails = await sql<{ to: string; subject: string }>(
      `select "to", subject from mail_outbox where "to" in ('${accountMail}', '${employeeMail}')
       and template = 'user-invitation' order by "to"`,
    );
    expect(mails.map((m) => m.to)).toEqual([employeeMail, accountMail]);
    // The user's language, not the API's.
    expect(mails[0]?.subject).toBe('Votre compte Indumex');
    const passwords = await sql(`select password_hash from customer where email = '${employeeMail}'`);
    expect(passwords).toHaveLength(1);
  });

  it("answers the company and the user in Shopware's shapes", async () => {
    const customer = await adminCall('POST', '/search/customer', admin, {
      filter: [{ type: 'equals', field: 'customerNumber', value: number }],
      associations: { addresses: {} },
    });
    expect(customer.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/customer'), customer.json)).toEqual([]);
    expect(customer.json.data).toHaveLength(1);
    expect(customer.json.data[0]).toMatchObject({
      id: ids.account,
      customerNumber: number,
      company: `ERP Bouw ${tag}`,
      vatIds: ['BE0477472701'],
      defaultShippingAddressId: ids.address,
      customFields: {
        b2b_credit_limit: 2500.5,
        b2b_payment_methods: ['prepayment'],
        b2b_shipping_options: ['pickup'],
      },
      addresses: [{ id: ids.address, street: 'Kaai 12', city: 'Gent' }],
    });
    const user = await adminCall('GET', `/b2b-employee/${ids.employee}`, admin);
    expect(user.status).toBe(200);
    expect(drift(adminAnswer('get', '/b2b-employee/{id}'), user.json)).toEqual([]);
    expect(user.json.data).toMatchObject({
      businessPartnerCustomerId: ids.account,
      roleId: ids.role,
      status: 'active',
      email: employeeMail,
    });
  });

  it('lets the invited user choose a password and shop with the rights and payment methods the ERP gave', async () => {
    await setPassword(employeeMail);
    const token = await loginAs(employeeMail, PASSWORD);
    const cart = await call('GET', '/checkout/cart', { token });
    expect(cart.status).toBe(200);
    expect(cart.json.extensions).toMatchObject({
      paymentMethods: ['prepayment'],
      shippingOptions: ['pickup'],
      shippingMethods: ['together', 'separate'],
      // Priced for pickup, the only way this company gets its goods.
      shippingOption: 'pickup',
    });
    const product = (await orderable(token)).find(simple);
    await addProduct(token, product?.id as string);
    const [place] = (await call('GET', '/b2b/pickup-locations', { token })).json.elements;
    const pickup = { shippingOption: 'pickup', pickupLocationId: place.id, paymentMethod: 'prepayment' };
    const order = (body: Record<string, unknown>) => placeOrder(token, { ...pickup, ...body });
    const delivery = await order({ shippingOption: 'delivery', addressId: dashed(ids.address) });
    expect(errorCodes(delivery.json)).toEqual(['shipping-method-blocked']);
    expect(errorCodes((await order({ shippingMethod: 'backorders' })).json)).toEqual([
      'shipping-method-blocked',
    ]);
    expect(errorCodes((await order({ paymentMethod: 'invoice' })).json)).toEqual([
      'b2b-payment-method-not-allowed',
    ]);
    await emptyCart(token);
  });

  it("sets the company's budgets (flows) with their users and approvers, and refuses strangers", async () => {
    const budget = {
      id: ids.budget,
      customerId: ids.account,
      name: 'Werkplaats',
      amount: 750.5,
      currencyId: SHOPWARE_EURO,
      renewsType: 'monthly',
      customFields: {
        b2b_employee_ids: [ids.employee],
        b2b_approver_ids: [ids.account],
        b2b_approve_from: 500,
      },
    };
    const bad = await sync(
      [
        upsert('b2b_components_budget', [
          { ...budget, id: hex(), customFields: { b2b_employee_ids: [dashed(await demoBuyerId())] } },
          { ...budget, id: hex(), customFields: { b2b_approve_from: 10 } },
          { ...budget, id: hex(), renewsType: 'custom', startDate: '2026-12-01', endDate: '2026-11-01' },
        ]),
      ],
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/0/0/customFields/b2b_employee_ids',
      '/0/1/customFields/b2b_approver_ids',
      '/0/2/endDate',
    ]);
    const res = await sync([upsert('b2b_components_budget', [budget])], admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const token = await loginAs(employeeMail, PASSWORD);
    const cart = await call('GET', '/checkout/cart', { token });
    expect(cart.json.extensions.orderFlowBudget).toMatchObject({
      name: 'Werkplaats',
      budget: 750.5,
      approveFrom: 500,
    });
  });

  it("takes the company's own feature flags over the shop's, for its users only", async () => {
    const token = await loginAs(employeeMail, PASSWORD);
    const history = () => call('GET', '/b2b/order/history', { token });
    expect((await history()).status).not.toBe(404);
    const res = await sync(
      [
        upsert('customer', [
          { id: ids.account, customFields: { b2b_feature_flags: { DISPLAY_ORDER_HISTORY: false } } },
        ]),
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await history()).status).toBe(404);
    const mine = await call('GET', '/context', { token });
    expect(mine.json.salesChannel.featureFlags.DISPLAY_ORDER_HISTORY).toBe(false);
    expect((await call('GET', '/account/customer', { token })).json.b2bCompany.featureFlags).toEqual({
      DISPLAY_ORDER_HISTORY: false,
    });
    const others = await call('GET', '/context', { token: await loginAs('demo.buyer') });
    expect(others.json.salesChannel.featureFlags.DISPLAY_ORDER_HISTORY).toBe(true);
  });

  it("changes the users' rights with their role", async () => {
    const res = await sync([upsert('b2b_components_role', [role(['ROLE_MANAGE_ORDER_LISTS'])])], admin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rights = await sql<{ code: string }>(
      `select code from customer_right where customer_id = '${dashed(ids.employee)}' and enabled`,
    );
    expect(rights.map((r) => r.code)).toEqual(['ROLE_MANAGE_ORDER_LISTS']);
  });

  it('refuses a bad batch as a whole: nothing written, nobody mailed', async () => {
    const stranger = `erp.stranger.${tag}@example.be`;
    const res = await sync(
      [
        upsert('b2b_employee', [
          employee({ id: hex(), email: stranger }),
          employee({ id: hex(), email: `x.${tag}@example.be`, roleId: hex() }),
          employee({ id: hex(), email: `y.${tag}@example.be`, businessPartnerCustomerId: hex() }),
          // Another user's login name.
          employee({ id: hex(), email: 'x@example.be', customFields: { b2b_username: 'demo.buyer' } }),
        ]),
        upsert('customer', [account({ id: hex(), customerNumber: '12345' })]),
      ],
      admin,
    );
    expect(res.status).toBe(400);
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/0/1/roleId',
        '/0/2/businessPartnerCustomerId',
        '/0/3/customFields/b2b_username',
        '/1/0/customerNumber',
      ]),
    );
    expect(await sql(`select id from customer where email = '${stranger}'`)).toEqual([]);
    expect(await sql(`select id from mail_outbox where "to" = '${stranger}'`)).toEqual([]);
  });

  it('shuts a deactivated user out at once, and a deactivated company with all its users', async () => {
    const user = await loginAs(employeeMail, PASSWORD);
    expect((await call('GET', '/account/customer', { token: user })).status).toBe(200);
    const off = await sync([upsert('b2b_employee', [{ id: ids.employee, status: 'inactive' }])], admin);
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(await sql(`select token from session where customer_id = '${dashed(ids.employee)}'`)).toEqual([]);
    expect((await call('GET', '/account/customer', { token: user })).status).toBe(401);

    await sync([upsert('b2b_employee', [{ id: ids.employee, status: 'active' }])], admin);
    await setPassword(accountMail);
    const lead = await loginAs(accountMail, PASSWORD);
    const again = await loginAs(employeeMail, PASSWORD);
    const closed = await sync([upsert('customer', [{ id: ids.account, active: false }])], admin);
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    for (const token of [lead, again]) {
      expect((await call('GET', '/account/customer', { token })).status).toBe(401);
    }
    const login = await call('POST', '/account/login', {
      body: { username: employeeMail, password: PASSWORD },
    });
    expect(login.status).not.toBe(200);
  });

  it('deletes a user, and a company without orders with everything of it', async () => {
    const gone = await sync(
      [{ entity: 'b2b_employee', action: 'delete', payload: [{ id: ids.employee }] }],
      admin,
    );
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
    expect(await sql(`select id from customer where id = '${dashed(ids.employee)}'`)).toEqual([]);
    const wrong = await sync(
      [{ entity: 'b2b_employee', action: 'delete', payload: [{ id: ids.account }] }],
      admin,
    );
    expect(wrong.status).toBe(400);
    const closed = await sync(
      [{ entity: 'customer', action: 'delete', payload: [{ id: ids.account }] }],
      admin,
    );
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect(await sql(`select id from company where number = '${number}'`)).toEqual([]);
  });
});

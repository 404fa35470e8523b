import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, tokenOf } from './admin-client.ts';
import { adminAnswer, drift } from './admin-schema.ts';
import { addUser } from './approvals-helpers.ts';
import { addProduct, orderable, orderOf, placeOrder, simple } from './cart-helpers.ts';
import { call, loginAs } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Orders out, pulled (issue 30): the ERP fetches placed orders through the Admin API in Shopware's
 * order shape with the B2B facts it needs; orders waiting for approval are not released to it.
 */
const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const username = `erp.orders.${randomUUID().slice(0, 8)}`;
let userId = '';
let admin = '';
let orderId = '';
let orderNumber = '';
let productNumber = '';
let buyer = '';

beforeAll(async () => {
  userId = await addUser(username, ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_MANAGE_ORDER_HISTORY']);
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  const token = await loginAs(username);
  buyer = token;
  const product = (await orderable(token)).find(simple);
  expect(product).toBeDefined();
  productNumber = product?.productNumber as string;
  await addProduct(token, product?.id as string, 2);
  const placed = await placeOrder(token, { paymentMethod: 'prepayment', customerComment: 'Gate 4' });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  orderId = placed.json.id;
  orderNumber = (await orderOf(token, orderId)).orderNumber;
});
afterAll(async () => {
  await sql(`delete from customer_order where customer_id = '${userId}'`);
  await sql(`delete from customer where id = '${userId}'`);
});

const byNumber = (number: string, extra: Record<string, unknown> = {}) =>
  adminCall('POST', '/search/order', admin, {
    filter: [{ type: 'equals', field: 'orderNumber', value: number }],
    'total-count-mode': 1,
    ...extra,
  });

describe('Admin API orders', () => {
  it("answers a placed order in Shopware's shape with the amounts charged and the B2B facts", async () => {
    const res = await byNumber(orderNumber);
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/order'), res.json)).toEqual([]);
    expect(res.json.total).toBe(1);
    const [order] = res.json.data;
    const [row] = await sql<{ amount_total: string; amount_net: string }>(
      `select amount_total, amount_net from customer_order where id = '${orderId}'`,
    );
    expect(order).toMatchObject({
      id: orderId.replace(/-/g, ''),
      orderNumber,
      amountTotal: Number(row?.amount_total) / 1000,
      amountNet: Number(row?.amount_net) / 1000,
      customerComment: 'Gate 4',
      stateMachineState: { technicalName: 'open' },
      orderCustomer: { customerNumber: '100001', customerId: userId.replace(/-/g, '') },
      customFields: { b2b_company_number: '100001', b2b_split_delivery: 'together' },
    });
    expect(order.lineItems).toHaveLength(1);
    expect(order.lineItems[0]).toMatchObject({ quantity: 2, payload: { productNumber } });
    expect(order.lineItems[0].totalPrice).toBeCloseTo(order.lineItems[0].unitPrice * 2, 2);

    const one = await adminCall('GET', `/order/${orderId.replace(/-/g, '')}`, admin);
    expect(one.status).toBe(200);
    expect(drift(adminAnswer('get', '/order/{id}'), one.json)).toEqual([]);
    expect(one.json.data.orderNumber).toBe(orderNumber);
  });

  it('finds orders by state and company number, and keeps orders waiting for approval back', async () => {
    const open = await adminCall('POST', '/search-ids/order', admin, {
      filter: [
        { type: 'equals', field: 'stateMachineState.technicalName', value: 'open' },
        { type: 'equals', field: 'orderCustomer.customerNumber', value: '100001' },
      ],
      limit: 500,
    });
    expect(open.status).toBe(200);
    expect(open.json.data).toContain(orderId.replace(/-/g, ''));
    await sql(`update customer_order set status = 'pending' where id = '${orderId}'`);
    try {
      expect((await byNumber(orderNumber)).json.total).toBe(0);
      expect((await adminCall('GET', `/order/${orderId}`, admin)).status).toBe(404);
      expect((await byNumber(orderNumber, { term: orderNumber })).json.total).toBe(0);
    } finally {
      await sql(`update customer_order set status = 'open' where id = '${orderId}'`);
    }
    expect((await byNumber(orderNumber, { term: orderNumber })).json.total).toBe(1);
  });

  it('names the cost centre the order was booked on', async () => {
    const [centre] = await sql<{ id: string; identifier: string; name: string }>(
      `select e.id, e.identifier, e.name from external_contact e join company c on c.id = e.company_id
       where c.number = '100001' order by e.identifier limit 1`,
    );
    expect(centre).toBeDefined();
    await sql(`update customer_order set external_contact_id = '${centre?.id}' where id = '${orderId}'`);
    try {
      const [order] = (await byNumber(orderNumber)).json.data;
      expect(order.customFields.b2b_cost_centre).toMatchObject({
        identifier: centre?.identifier,
        name: centre?.name,
      });
    } finally {
      await sql(`update customer_order set external_contact_id = null where id = '${orderId}'`);
    }
  });

  it('needs the order read privilege', async () => {
    const catalogueOnly = await tokenOf({ permissions: { product: ['read'] } });
    expect((await adminCall('POST', '/search/order', catalogueOnly, {})).status).toBe(403);
  });

  it('moves the order, its delivery and its payment through Shopware’s states, and the buyer sees each step', async () => {
    const hex = orderId.replace(/-/g, '');
    const step = (entity: string, id: string, transition: string) =>
      adminCall('POST', `/_action/${entity}/${id}/state/${transition}`, admin, {});
    const illegal = await step('order', hex, 'complete');
    expect(illegal.status).toBe(400);
    expect(illegal.json.errors[0].code).toBe('SYSTEM__ILLEGAL_STATE_TRANSITION');
    expect((await step('order', hex, 'warp')).status).toBe(400);

    // Two ERP workers at once: one moves it, the other finds it moved.
    const racing = await Promise.all([step('order', hex, 'process'), step('order', hex, 'process')]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.status === 200)?.json).toMatchObject({ technicalName: 'in_progress' });

    const order = (await adminCall('GET', `/order/${hex}`, admin)).json.data;
    const [delivery] = order.deliveries;
    const [payment] = order.transactions;
    expect(
      (
        await adminCall('PATCH', `/order/${hex}`, admin, {
          customFields: { b2b_erp_order_number: 'SO-778812' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await adminCall('PATCH', `/order-delivery/${delivery.id}`, admin, {
          trackingCodes: ['1Z999AA10123456784'],
        })
      ).status,
    ).toBe(204);
    expect((await step('order_delivery', delivery.id, 'ship')).json).toMatchObject({
      technicalName: 'shipped',
    });
    expect((await step('order_transaction', payment.id, 'paid')).json).toMatchObject({
      technicalName: 'paid',
    });
    expect(
      (await adminCall('PATCH', `/order/${hex}`, admin, { customFields: { colour: 'red' } })).status,
    ).toBe(400);

    const seen = await call('GET', `/b2b/sw/order/history/detail?orderNumber=${orderNumber}`, {
      token: buyer,
    });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({
      status: 'inProgress',
      erpOrderNumber: 'SO-778812',
      deliveries: [
        { state: 'shipped', trackingNumber: '1Z999AA10123456784', shippingNoteNumber: 'SO-778812' },
      ],
      transactions: [{ state: 'paid' }],
    });
    expect(seen.json.deliveries[0].shippedAt).not.toBeNull();

    expect((await step('order', hex, 'complete')).status).toBe(200);
    expect((await step('order', hex, 'cancel')).status).toBe(400);
    const list = await call('GET', '/b2b/sw/order/history?statuses[]=completed&limit=50', { token: buyer });
    expect(list.json.elements.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    expect((await step('order', hex, 'reopen')).status).toBe(200);
    expect((await step('order', hex, 'cancel')).json).toMatchObject({ technicalName: 'cancelled' });
    const [row] = await sql<{ status: string }>(`select status from customer_order where id = '${orderId}'`);
    expect(row?.status).toBe('cancelled');
  });
});

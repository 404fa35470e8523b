import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, tokenOf } from './admin-client.ts';
import { adminAnswer, drift } from './admin-schema.ts';
import {
  actions,
  addUser,
  approvalFixture,
  cheap,
  pendingOrder,
  removeFixture,
} from './approvals-helpers.ts';
import { addProduct, orderable, orderOf, placeOrder, simple } from './cart-helpers.ts';
import { loginAs } from './client.ts';
import { runSql } from './inspect.ts';

/**
 * Orders out, pushed (issue 30): webhooks registered through the Admin API receive Shopware's signed
 * event bodies from the outbox, retried under the same event id when the receiver fails.
 */
interface Received {
  signature: string;
  raw: string;
  body: {
    data: {
      event: string;
      payload: {
        order: {
          id: string;
          orderNumber: string;
          orderCustomer?: { customerId?: string };
          customFields: Record<string, unknown>;
        };
      };
    };
    source: { eventId: string };
  };
}
const received: Received[] = [];
/** While set, the receiver fails the first delivery of each order.placed event for this customer. */
let failFirstFor: string | null = null;
let receiver: Server;
let url = '';
let admin = '';
const hooks: string[] = [];
const sql = <T = Record<string, unknown>>(query: string) => runSql<T>(inject('baseUrl'), query);
const username = `erp.hooks.${randomUUID().slice(0, 8)}`;
let userId = '';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ signature: String(req.headers['shopware-shop-signature']), raw, body });
      const id = body.source.eventId;
      const mine = body.data.payload.order?.orderCustomer?.customerId === failFirstFor;
      if (mine && !received.slice(0, -1).some((r) => r.body.source.eventId === id)) {
        return res.writeHead(500).end('try again');
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
  userId = await addUser(username, ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES']);
});
afterAll(async () => {
  for (const id of hooks) await adminCall('DELETE', `/webhook/${id}`, admin);
  await sql(`delete from customer_order where customer_id = '${userId}'`);
  await sql(`delete from customer where id = '${userId}'`);
  await new Promise((resolve) => receiver.close(resolve));
});

async function register(eventName: string) {
  const res = await adminCall('POST', '/webhook?_response=detail', admin, {
    name: `ERP ${eventName}`,
    eventName,
    url,
  });
  expect(res.status).toBe(200);
  expect(drift(adminAnswer('post', '/webhook'), res.json)).toEqual([]);
  hooks.push(res.json.data.id);
  return res.json.data.id as string;
}

/** Waits (up to 10 s) until the receiver holds what `found` looks for. */
async function until<T>(found: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const hit = found();
    if (hit !== undefined) return hit;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nothing arrived');
}

async function order(): Promise<{ id: string; orderNumber: string }> {
  const token = await loginAs(username);
  const product = (await orderable(token)).find(simple);
  await addProduct(token, product?.id as string, 1);
  const placed = await placeOrder(token, { paymentMethod: 'prepayment' });
  expect(placed.status).toBe(200);
  return { id: placed.json.id, orderNumber: (await orderOf(token, placed.json.id)).orderNumber };
}

describe('webhooks', () => {
  it('delivers checkout.order.placed signed with the integration key, retried under one event id', async () => {
    await register('checkout.order.placed');
    const placed = await order();
    const first = await until(() =>
      received.find((r) => r.body.data.payload.order?.orderNumber === placed.orderNumber),
    );
    expect(first.body.data.event).toBe('checkout.order.placed');
    expect(first.body.data.payload.order.id).toBe(placed.id.replace(/-/g, ''));
    const key = createHash('sha256').update(DEMO_INTEGRATION.secret).digest('hex');
    expect(first.signature).toBe(createHmac('sha256', key).update(first.raw).digest('hex'));
    expect(first.signature).not.toBe(createHmac('sha256', 'wrong').update(first.raw).digest('hex'));
  });

  it('retries a failed delivery with the same event id until the receiver takes it', async () => {
    failFirstFor = userId.replace(/-/g, '');
    const next = await order();
    const forOrder = () =>
      received.filter((r) => r.body.data.payload.order?.orderNumber === next.orderNumber);
    await until(() => (forOrder().length >= 2 ? true : undefined));
    const ids = new Set(forOrder().map((r) => r.body.source.eventId));
    expect(ids.size).toBe(1);
    // The shop records the delivery once the receiver's answer is in, a moment after it arrived.
    const row = async () =>
      (
        await sql<{ attempts: number; delivered: boolean; last_status: number }>(
          `select attempts, delivered_at is not null as delivered, last_status from webhook_event
           where id = '${[...ids][0]?.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}'`,
        )
      )[0];
    await expect
      .poll(row, { timeout: 5000 })
      .toMatchObject({ attempts: 2, delivered: true, last_status: 200 });
    failFirstFor = null;
  });

  it('reports the ERP’s state transitions, and nothing to a deleted webhook', async () => {
    const hook = await register('state_enter.order.state.in_progress');
    const placed = await order();
    const hex = placed.id.replace(/-/g, '');
    expect((await adminCall('POST', `/_action/order/${hex}/state/process`, admin, {})).status).toBe(200);
    const event = await until(() =>
      received.find(
        (r) =>
          r.body.data.event === 'state_enter.order.state.in_progress' && r.body.data.payload.order.id === hex,
      ),
    );
    expect(event.body.data.payload.order).toMatchObject({
      stateMachineState: { technicalName: 'in_progress' },
    });

    expect((await adminCall('DELETE', `/webhook/${hook}`, admin)).status).toBe(204);
    expect((await adminCall('POST', `/_action/order/${hex}/state/complete`, admin, {})).status).toBe(200);
    const [left] = await sql<{ n: number }>(
      `select count(*)::int as n from webhook_event where webhook_id = '${hook}'`,
    );
    expect(left?.n).toBe(0);
  });

  it('releases an order waiting for approval to the ERP only once it is approved', async () => {
    const fixture = await approvalFixture();
    try {
      const waiting = await pendingOrder(
        fixture.requester.token,
        cheap(await orderable(fixture.requester.token)).slice(0, 1),
      );
      const hex = waiting.id.replace(/-/g, '');
      const arrived = () => received.find((r) => r.body.data.payload.order?.id === hex);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(arrived()).toBeUndefined();
      expect((await adminCall('GET', `/order/${hex}`, admin)).status).toBe(404);
      const decided = await actions(fixture.second.token, [{ id: waiting.id, action: 'approve' }]);
      expect(decided.status).toBe(200);
      const event = await until(arrived);
      expect(event.body.data.event).toBe('checkout.order.placed');
      // The ERP learns who approved it, and when.
      const { customFields } = event.body.data.payload.order;
      expect(customFields.b2b_approved_by).toMatchObject({ id: fixture.second.id.replace(/-/g, '') });
      expect(Date.now() - Date.parse(String(customFields.b2b_approved_at))).toBeLessThan(60_000);
      expect(customFields.b2b_punchout).toBeNull();
    } finally {
      await removeFixture(fixture);
    }
  });
});

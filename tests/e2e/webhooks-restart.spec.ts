import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { DEMO_PASSWORD } from './session.helpers.ts';
import { SIDE_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Issue 30: webhook events survive the shop being killed while they are in flight. A shop of its own
// (embedded database) places orders while the receiver holds its first deliveries; the shop is killed
// (SIGKILL, no goodbye) and started again; every order's event arrives, a repeat only under its id.

const ORIGIN = `http://127.0.0.1:${SIDE_PORT}`;
const ACCESS_KEY = { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001' };
const ORDERS = 6;

test('webhook events in flight when the shop dies are delivered after its restart', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'b2b-webhooks-'));
  const env = {
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '40',
    WEBHOOK_POLL_MS: '200',
    WEBHOOK_RETRY_BASE_MS: '500',
    WEBHOOK_LEASE_SECONDS: '3',
  };
  // The receiver holds every request until the shop is killed, then answers 200 to all that come.
  const held: ServerResponse[] = [];
  let holding = true;
  const seen: { eventId: string; orderId: string }[] = [];
  const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      if (holding) return void held.push(res);
      // Only what was answered counts as delivered.
      seen.push({ eventId: body.source.eventId, orderId: body.data.payload.order.id });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  let shop: Side | undefined = startShop(env);
  try {
    await waitFor(`${ORIGIN}/readyz`, shop, 200_000);
    const json = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const res = await fetch(`${ORIGIN}${path}`, {
        ...init,
        headers: {
          ...ACCESS_KEY,
          'content-type': 'application/json',
          ...(init.token ? { 'sw-context-token': init.token } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
      return {
        status: res.status,
        token: res.headers.get('sw-context-token'),
        body: await res.json().catch(() => null),
      };
    };
    const auth = await json('/api/oauth/token', {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: DEMO_INTEGRATION.accessKey,
        client_secret: DEMO_INTEGRATION.secret,
      }),
    });
    const erp = { authorization: `Bearer ${auth.body.access_token}` };
    const hook = await json('/api/webhook', {
      method: 'POST',
      headers: erp,
      body: JSON.stringify({ name: 'ERP', eventName: 'checkout.order.placed', url: hookUrl }),
    });
    expect(hook.status).toBe(204);

    const login = await json('/store-api/account/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'demo.lead', password: DEMO_PASSWORD }),
    });
    const token = login.token as string;
    const products = await json('/store-api/product', {
      method: 'POST',
      token,
      body: JSON.stringify({ limit: 40 }),
    });
    const article = products.body.elements.find(
      (p: { childCount: number; calculatedPrice: unknown; stock: number }) =>
        p.childCount === 0 && p.calculatedPrice && p.stock > 10,
    );
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const added = await json('/store-api/checkout/cart/line-item', {
        method: 'POST',
        token,
        body: JSON.stringify({ items: [{ type: 'product', referencedId: article.id, quantity: 1 }] }),
      });
      expect(added.status).toBe(200);
      const placed = await json('/store-api/checkout/order', {
        method: 'POST',
        token,
        body: JSON.stringify({ paymentMethod: 'prepayment' }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      orderIds.push(placed.body.id.replace(/-/g, ''));
    }
    // Deliveries under way (held by the receiver) when the shop dies.
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    shop.process.kill('SIGKILL');
    await new Promise((resolve) => shop?.process.once('exit', resolve));
    for (const res of held) res.destroy();
    holding = false;

    shop = startShop(env);
    await waitFor(`${ORIGIN}/readyz`, shop, 120_000);
    await expect
      .poll(() => orderIds.filter((id) => seen.some((s) => s.orderId === id)).length, { timeout: 60_000 })
      .toBe(ORDERS);
    // Every order has one event id, however often it came.
    for (const id of orderIds) {
      expect(new Set(seen.filter((s) => s.orderId === id).map((s) => s.eventId)).size).toBe(1);
    }
  } finally {
    await shop?.stop();
    await new Promise((resolve) => receiver.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { leadCart } from './session.helpers.ts';

// Issue 30: the ERP takes a web order over through the Admin API (its number, process, ship with a
// tracking code) and the buyer sees each step on the order's page.

test('the buyer sees the ERP take the order over, ship it and track it', async ({ page }) => {
  const headers = await leadCart(page, [{ sku: 'IM-100207', quantity: 1 }]);
  const placed = await page.request.post('/store-api/checkout/order', {
    headers,
    data: { paymentMethod: 'prepayment' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId: string = (await placed.json()).id.replace(/-/g, '');

  const tokenAnswer = await page.request.post('/api/oauth/token', {
    data: {
      grant_type: 'client_credentials',
      client_id: DEMO_INTEGRATION.accessKey,
      client_secret: DEMO_INTEGRATION.secret,
    },
  });
  const erp = { authorization: `Bearer ${(await tokenAnswer.json()).access_token}` };
  const order = (await (await page.request.get(`/api/order/${orderId}`, { headers: erp })).json()).data;
  const act = async (path: string, data: unknown = {}) => {
    const res = await page.request.post(`/api/_action/${path}`, { headers: erp, data });
    expect(res.status(), path).toBe(200);
  };
  await act(`order/${orderId}/state/process`);
  const patched = await page.request.patch(`/api/order/${orderId}`, {
    headers: erp,
    data: { customFields: { b2b_erp_order_number: 'SO-E2E-1' } },
  });
  expect(patched.status()).toBe(204);
  const tracked = await page.request.patch(`/api/order-delivery/${order.deliveries[0].id}`, {
    headers: erp,
    data: { trackingCodes: ['1Z999AA10123456784'] },
  });
  expect(tracked.status()).toBe(204);
  await act(`order_delivery/${order.deliveries[0].id}/state/ship`);

  await page.goto(`/account/orders/details/${order.orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('In uitvoering');
  await expect(page.getByTestId('order-erp-number')).toHaveText('SO-E2E-1');
  const deliveries = page.getByTestId('order-deliveries');
  await expect(deliveries).toContainText('1Z999AA10123456784');
  await expect(deliveries).toContainText('Verzonden');
  // Cancelled, the order holds none of demo.lead's budget, which later specs count on.
  await act(`order/${orderId}/state/cancel`);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Geannuleerd');
});

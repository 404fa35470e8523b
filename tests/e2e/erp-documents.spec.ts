import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { expectNoAxeViolations } from './axe.ts';
import { login } from './session.helpers.ts';

// Issue 30: an order and its invoice come in from the ERP through the Admin API; a buyer reads them in
// French in the account area and downloads the PDF the shop renders from the ERP's data.

test('an ERP order and its invoice reach the account area, with a PDF of the ERP’s amounts', async ({
  page,
}) => {
  const answer = await page.request.post('/api/oauth/token', {
    data: {
      grant_type: 'client_credentials',
      client_id: DEMO_INTEGRATION.accessKey,
      client_secret: DEMO_INTEGRATION.secret,
    },
  });
  const erp = { authorization: `Bearer ${(await answer.json()).access_token}` };
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const me = await (await page.request.get('/store-api/account/customer')).json();
  const n = randomInt(7_000_000, 7_999_999);
  const orderId = randomUUID().replace(/-/g, '');
  const sync = (data: unknown) => page.request.post('/api/_action/sync', { headers: erp, data });
  const synced = await sync([
    {
      entity: 'ce_erp_order',
      action: 'upsert',
      payload: [
        {
          id: orderId,
          customerNumber: '100001',
          customerId: me.id.replace(/-/g, ''),
          firm: '10',
          orderNumber: String(n),
          orderDate: '2026-11-25',
          status: 'shippedAndInvoiced',
          orderType: 'phone',
          customerReference: 'Werf Oostende',
          amountNet: 100,
          amountTotal: 121,
          lines: [
            {
              position: 1,
              articleNumber: 'ERP-KABEL-25',
              name: 'Kabelgoot 25 m',
              quantity: 4,
              unit: 'ST',
              unitPrice: 25,
              totalPrice: 100,
              shippingNoteNumber: `LB${n}`,
            },
          ],
          deliveries: [{ shippingNoteNumber: `LB${n}`, shippingMethod: 'courier', state: 'delivered' }],
        },
      ],
    },
    {
      entity: 'ce_erp_invoice',
      action: 'upsert',
      payload: [
        {
          orderId,
          invoiceNumber: `F${n}`,
          invoiceDate: '2026-11-26',
          amountNet: 100,
          amountTotal: 121,
          linePositions: [1],
        },
      ],
    },
  ]);
  expect(synced.status(), await synced.text()).toBe(200);
  try {
    await page.goto(`/fr/account/orders/details/${n}/10`);
    await expect(page.getByTestId('order-status')).not.toBeEmpty();
    await expect(page.getByRole('main')).toContainText('Kabelgoot 25 m');
    await expect(page.getByRole('main')).toContainText('Werf Oostende');

    await page.goto(`/fr/account/invoices/details/F${n}`);
    await expect(page.getByRole('heading', { name: `Facture F${n}` })).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Facture (PDF) F${n}` }).click(),
    ]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
    expect(text).toContain(`F${n}`);
    expect(text).toContain('Kabelgoot 25 m');
    expect(text).toMatch(/121[,.]00/);
  } finally {
    const removed = await sync([{ entity: 'ce_erp_order', action: 'delete', payload: [{ id: orderId }] }]);
    expect(removed.status()).toBe(200);
  }
});

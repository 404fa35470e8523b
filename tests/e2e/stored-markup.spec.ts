import { expect, type Page, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 18: text that looks like markup, stored through the Store API, is shown as text on every
// account page that renders it; no script of it runs (window.__pwned stays unset, no dialog opens).
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1;alert(1)">',
  '"><svg onload=window.__pwned=1>',
  "'; DROP TABLE customer; --",
  'abc\u202Etxt.exe',
];

async function expectInert(page: Page, url: string, shown: string[]) {
  await page.goto(url);
  for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), url).toBeUndefined();
}

test('markup stored in addresses, order lists, order references, users and flows renders as text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  const api = page.request;
  const me = await (await api.get('/store-api/account/customer')).json();
  const companyId = me.b2bCompany.id as string;
  const countryId = (await (await api.post('/store-api/country', { data: {} })).json()).elements[0].id;
  const created: string[] = [];
  const removals: (() => Promise<unknown>)[] = [];
  const pages: [string, string[]][] = [];
  for (const [i, text] of PAYLOADS.entries()) {
    const address = await api.post(`/store-api/b2b/companies/${companyId}/address`, {
      data: { name: text, street: text, city: `${text} ${i}`, zipcode: '9000', countryId },
    });
    expect(address.status()).toBe(200);
    const addressId = (await address.json()).addressId;
    created.push(`/store-api/b2b/companies/${companyId}/address/${addressId}`);
    pages.push([`/account/addressbook/details/${addressId}`, []]);

    const list = await api.post('/store-api/b2b/order/list', { data: { name: text } });
    expect(list.status()).toBe(200);
    const listId = (await list.json()).id;
    created.push(`/store-api/b2b/order/list/${listId}`);
    pages.push([`/account/orderlist/details/${listId}`, [text]]);

    const reference = await api.post('/store-api/b2b/order-reference', { data: { name: `${text} ${i}` } });
    expect(reference.status()).toBe(200);
    const referenceId = (await reference.json()).id;
    created.push(`/store-api/b2b/order-reference/${referenceId}`);
    pages.push([`/account/orderreferences/details/${referenceId}`, []]);

    const user = await api.post('/store-api/b2b/companies/customers', {
      data: {
        firstName: text,
        lastName: 'Markup',
        username: `markup.${i}`,
        email: `markup.${i}@example.be`,
      },
    });
    expect(user.status()).toBe(200);
    const userId = (await user.json()).id;
    removals.push(() =>
      api.delete('/store-api/b2b/companies/customers', { data: { customerIds: [userId] } }),
    );
    pages.push([`/account/customer/details/${userId}`, []]);

    const flow = await api.post('/store-api/b2b/order-flow', {
      data: { name: text, budget: 10, period: 'monthly', approverIds: [], customerIds: [] },
    });
    expect(flow.status()).toBe(200);
    const flowId = (await flow.json()).id;
    created.push(`/store-api/b2b/order-flow/${flowId}`);
    pages.push([`/account/flows/details/${flowId}`, []]);
  }

  try {
    await expectInert(page, '/account/addressbook', [PAYLOADS[0] as string]);
    await expectInert(page, '/account/orderlist', PAYLOADS);
    await expectInert(page, '/account/orderreferences', [`${PAYLOADS[1]} 1`]);
    await expectInert(page, '/account/customer', [PAYLOADS[2] as string]);
    await expectInert(page, '/account/flows', [PAYLOADS[0] as string]);
    for (const [url, shown] of pages) await expectInert(page, url, shown);
    await expectInert(page, '/checkout', []);
    expect(dialogs).toEqual([]);
  } finally {
    for (const url of created.reverse()) await api.delete(url);
    for (const remove of removals) await remove();
  }
});

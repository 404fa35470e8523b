import { rmSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { BudgetState } from '../../src/api/cart-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';
import { startMailbox } from './smtp.helpers.ts';

// §4 approvals in the browser, on a side shop of its own that mails over SMTP to this spec's server:
// demo.buyer's pending orders (above the flow's 500 EUR approval amount) are decided by demo.lead.

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const side = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const DATA_DIR = '.data/e2e-approvals';
const headers = { origin: side };
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let shop: Side;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await startMailbox(SMTP_PORT);
  rmSync(DATA_DIR, { recursive: true, force: true });
  shop = startShop({
    DATA_DIR,
    PORT: String(OWN_SHOP_PORT),
    SEED_PRODUCTS: '200',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  });
  await waitFor(`${side}/readyz`, shop, 170_000);
});
test.afterAll(async () => {
  await shop?.stop();
  await mailbox?.close();
});

interface Orderable {
  id: string;
  calculatedPrice: { unitPrice: number } | null;
  childCount: number;
  availableStock: number | null;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
}
interface Placed {
  id: string;
  orderNumber: string;
  status: string;
  amountNet: number;
}

async function session(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await login(page, username, DEMO_PASSWORD, side);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  return page;
}

/** Whole-unit articles of 60 to 200 EUR a piece with stock, as the customer of `page` sees them. */
async function articles(page: Page): Promise<Orderable[]> {
  const res = await page.request.post(`${side}/store-api/product`, { headers, data: { limit: 100 } });
  return ((await res.json()).elements as Orderable[]).filter((p) => {
    const price = p.calculatedPrice?.unitPrice ?? 0;
    return (
      p.childCount === 0 &&
      p.minPurchase === 1 &&
      p.purchaseSteps === 1 &&
      price >= 60 &&
      price <= 200 &&
      (p.availableStock ?? 0) >= 10
    );
  });
}

/** Orders `lines` (product, quantity) through the Store API; above 500 EUR the order waits for approval. */
async function order(page: Page, lines: [Orderable, number][]): Promise<Placed> {
  expect((await page.request.delete(`${side}/store-api/checkout/cart`, { headers })).status()).toBe(204);
  const items = lines.map(([p, quantity]) => ({ type: 'product', referencedId: p.id, quantity }));
  const added = await page.request.post(`${side}/store-api/checkout/cart/line-item`, {
    headers,
    data: { items },
  });
  expect(added.status()).toBe(200);
  const res = await page.request.post(`${side}/store-api/checkout/order`, {
    headers,
    data: { paymentMethod: 'invoice' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The fewest pieces worth at least `euros`. */
const quantityFor = (p: Orderable, euros: number) => Math.ceil(euros / (p.calculatedPrice?.unitPrice ?? 1));

async function remaining(page: Page): Promise<number> {
  const cart = await (await page.request.get(`${side}/store-api/checkout/cart`)).json();
  return Math.round((cart.extensions.orderFlowBudget as BudgetState).remaining * 1000);
}

interface Flow {
  id: string;
  name: string;
  period: string;
  approveFrom: number | null;
  approvers: { id: string }[];
  customers: { id: string }[];
}

/** The lead sets the budget of demo.buyer's flow "Maandbudget werkplaats" to `euros`. */
async function raiseBudget(lead: Page, euros: number) {
  const list = await (await lead.request.get(`${side}/store-api/b2b/order-flow`)).json();
  const { id } = (list.elements as Flow[]).find((f) => f.name === 'Maandbudget werkplaats') as Flow;
  const flow: Flow = await (await lead.request.get(`${side}/store-api/b2b/order-flow/${id}`)).json();
  const res = await lead.request.put(`${side}/store-api/b2b/order-flow/${id}`, {
    headers,
    data: {
      name: flow.name,
      budget: euros,
      period: flow.period,
      approveFrom: flow.approveFrom,
      approverIds: flow.approvers.map((a) => a.id),
      customerIds: flow.customers.map((c) => c.id),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const statusOf = async (page: Page, id: string) =>
  (await (await page.request.get(`${side}/store-api/b2b/order/${id}`)).json()).status;

test('demo.lead sees the pending orders with their reason, removes a product and approves two at once', async ({
  browser,
}) => {
  const buyer = await session(browser, 'demo.buyer');
  const lead = await session(browser, 'demo.lead');
  // demo.oci orders only through its procurement system (issue 26), so both orders are demo.buyer's,
  // within a monthly budget the lead first raises to 3,000 EUR.
  await raiseBudget(lead, 3000);
  const picks = await articles(buyer);
  expect(picks.length).toBeGreaterThan(3);
  const [a, b, c] = picks as [Orderable, Orderable, Orderable];
  const start = await remaining(buyer);
  // 520 to 920 EUR on two lines of 260 to 460 EUR each.
  const first = await order(buyer, [
    [a, quantityFor(a, 260)],
    [b, quantityFor(b, 260)],
  ]);
  expect(first.status).toBe('pending');
  expect(first.amountNet).toBeGreaterThan(500);
  const second = await order(buyer, [[c, quantityFor(c, 520)]]);
  expect(second.status).toBe('pending');

  await lead.goto(`${side}/account/approvals`);
  const table = lead.getByTestId('approvals-table');
  const row = table.locator('tbody tr', { hasText: first.orderNumber });
  await expect(row).toContainText('Jan Janssens');
  await expect(row).toContainText('Maandbudget werkplaats');
  await expect(row).toContainText('Boven het goedkeuringsbedrag van de flow');
  await expectNoAxeViolations(lead);

  // Remove one product on the order's page: the amount shrinks.
  await row.getByRole('link', { name: first.orderNumber }).click();
  await expect(lead.getByRole('heading', { name: `Bestelling ${first.orderNumber}` })).toBeVisible();
  const lines = lead.getByTestId('approval-lines').locator('tbody tr');
  await expect(lines).toHaveCount(2);
  await lines
    .first()
    .getByRole('button', { name: /uit de bestelling verwijderen$/ })
    .click();
  await expect(lead.getByText('Het artikel is uit de bestelling verwijderd.')).toBeVisible();
  await expect(lines).toHaveCount(1);
  const shrunk: Placed = await (await lead.request.get(`${side}/store-api/b2b/order/${first.id}`)).json();
  expect(shrunk.amountNet).toBeLessThan(first.amountNet);
  expect(await remaining(buyer)).toBe(start - Math.round((shrunk.amountNet + second.amountNet) * 1000));

  // Both orders, chosen by keyboard, approved after the confirmation.
  await lead.getByRole('link', { name: 'Terug naar goedkeuringen' }).click();
  for (const number of [first.orderNumber, second.orderNumber]) {
    await lead.getByRole('checkbox', { name: `Bestelling ${number} selecteren` }).focus();
    await lead.keyboard.press('Space');
  }
  await lead.getByRole('button', { name: 'Selectie goedkeuren' }).click();
  const question = lead.getByTestId('approval-confirm').getByRole('alert');
  await expect(question).toContainText(first.orderNumber);
  await expect(question).toContainText(second.orderNumber);
  await expect(question).toBeFocused();
  await expect(await statusOf(lead, first.id)).toBe('pending');
  await expectNoAxeViolations(lead);
  await lead.getByRole('button', { name: 'Ja, goedkeuren' }).click();
  await expect(lead.getByText('De bestelling(en) zijn goedgekeurd en geplaatst.')).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: first.orderNumber })).toHaveCount(0);
  expect(await statusOf(lead, first.id)).toBe('open');
  expect(await statusOf(lead, second.id)).toBe('open');
  // Placed: the buyer's budget holds exactly the approved amount, and the buyer gets the confirmation.
  expect(await remaining(buyer)).toBe(start - Math.round((shrunk.amountNet + second.amountNet) * 1000));
  await mailbox.newest('demo.buyer@example.be', `Bevestiging van uw bestelling ${first.orderNumber}`);
  await mailbox.newest('demo.buyer@example.be', `Bevestiging van uw bestelling ${second.orderNumber}`);
});

test('a rejected order frees its budget and the requester gets the reason by mail', async ({ browser }) => {
  const buyer = await session(browser, 'demo.buyer');
  const before = await remaining(buyer);
  // Above the approval amount, within what is left of the budget.
  const d = (await articles(buyer)).find(
    (p) => quantityFor(p, 510) * (p.calculatedPrice?.unitPrice ?? 0) * 1000 < before,
  );
  expect(d).toBeTruthy();
  const placed = await order(buyer, [[d as Orderable, quantityFor(d as Orderable, 510)]]);
  expect(placed.status).toBe('pending');
  expect(await remaining(buyer)).toBe(before - Math.round(placed.amountNet * 1000));

  const lead = await session(browser, 'demo.lead');
  await lead.goto(`${side}/account/approvals/${placed.id}`);
  const reason = 'Graag via het raamcontract bestellen.';
  await lead.getByLabel('Reden bij afwijzing (naar de aanvrager gemaild)').fill(reason);
  await lead.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(lead.getByTestId('approval-confirm').getByRole('alert')).toContainText(placed.orderNumber);
  await lead.getByRole('button', { name: 'Ja, afwijzen' }).click();
  await expect(lead.getByText('De bestelling(en) zijn afgewezen.')).toBeVisible();
  expect(await statusOf(lead, placed.id)).toBe('declined');
  expect(await remaining(buyer)).toBe(before);
  const mail = await mailbox.newest(
    'demo.buyer@example.be',
    `Uw bestelling ${placed.orderNumber} werd afgewezen`,
  );
  expect(mail).toContain(reason);
});

test('the approver who confirms second is told the order was already decided', async ({ browser }) => {
  const buyer = await session(browser, 'demo.buyer');
  const before = await remaining(buyer);
  const d = (await articles(buyer)).find(
    (p) => quantityFor(p, 510) * (p.calculatedPrice?.unitPrice ?? 0) * 1000 < before,
  );
  expect(d).toBeTruthy();
  const placed = await order(buyer, [[d as Orderable, quantityFor(d as Orderable, 510)]]);
  const lead = await session(browser, 'demo.lead');
  await lead.goto(`${side}/account/approvals/${placed.id}`);
  await lead.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(lead.getByTestId('approval-confirm')).toBeVisible();
  // Another approver (here the same one in another session) rejects it first.
  const other = await session(browser, 'demo.lead');
  const first = await other.request.post(`${side}/store-api/b2b/order/approvals/actions`, {
    headers,
    data: { actions: [{ id: placed.id, action: 'reject' }] },
  });
  expect(first.status()).toBe(200);
  await lead.getByRole('button', { name: 'Ja, goedkeuren' }).click();
  await expect(lead).toHaveURL(/\/account\/approvals$/);
  await expect(
    lead.getByText('Deze bestelling werd intussen al goedgekeurd of afgewezen door iemand anders.', {
      exact: false,
    }),
  ).toBeVisible();
  expect(await statusOf(lead, placed.id)).toBe('declined');
});

// Issue 26: no order waits forever, and the orderer can take a pending order back.

test('demo.lead decides their own order on a reference that names only them (it used to wait forever)', async ({
  browser,
}) => {
  const lead = await session(browser, 'demo.lead');
  const search = await lead.request.get(`${side}/store-api/b2b/order-reference/search/Onderhoud`);
  const reference = (await search.json()).elements[0] as { id: string; name: string };
  expect(reference.name).toBe('Onderhoud 2026');
  // Above the reference's 2,000 EUR approval amount, within its 5,000 EUR budget.
  const pick = (await articles(lead)).find((p) => (p.availableStock ?? 0) >= quantityFor(p, 2100));
  expect(pick).toBeTruthy();
  const p = pick as Orderable;
  expect((await lead.request.delete(`${side}/store-api/checkout/cart`, { headers })).status()).toBe(204);
  const items = [{ type: 'product', referencedId: p.id, quantity: quantityFor(p, 2100) }];
  expect(
    (
      await lead.request.post(`${side}/store-api/checkout/cart/line-item`, { headers, data: { items } })
    ).status(),
  ).toBe(200);
  const booked = await lead.request.put(`${side}/store-api/b2b/order-reference/cart/${reference.id}`, {
    headers,
  });
  expect(booked.status()).toBe(200);
  const res = await lead.request.post(`${side}/store-api/checkout/order`, {
    headers,
    data: { paymentMethod: 'invoice' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const placed: Placed = await res.json();
  expect(placed.status).toBe('pending');

  await lead.goto(`${side}/account/approvals`);
  const row = lead.getByTestId('approvals-table').locator('tbody tr', { hasText: placed.orderNumber });
  await expect(row).toContainText('Sofie Peeters');
  await expect(row).toContainText('Boven het goedkeuringsbedrag van de bestelreferentie');
  await row.getByRole('link', { name: placed.orderNumber }).click();
  await lead.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(lead.getByTestId('approval-confirm').getByRole('alert')).toContainText(placed.orderNumber);
  await lead.getByRole('button', { name: 'Ja, goedkeuren' }).click();
  await expect(lead.getByText('De bestelling(en) zijn goedgekeurd en geplaatst.')).toBeVisible();
  expect(await statusOf(lead, placed.id)).toBe('open');
});

test('the buyer withdraws a pending order after confirming: cancelled, its budget free again', async ({
  browser,
}) => {
  const buyer = await session(browser, 'demo.buyer');
  const before = await remaining(buyer);
  const d = (await articles(buyer)).find(
    (p) => quantityFor(p, 510) * (p.calculatedPrice?.unitPrice ?? 0) * 1000 < before,
  );
  expect(d).toBeTruthy();
  const placed = await order(buyer, [[d as Orderable, quantityFor(d as Orderable, 510)]]);
  expect(placed.status).toBe('pending');
  expect(await remaining(buyer)).toBe(before - Math.round(placed.amountNet * 1000));

  await buyer.goto(`${side}/account/orders/details/${placed.orderNumber}`);
  await expect(buyer.getByTestId('order-status')).toHaveText('Wacht op goedkeuring');
  await buyer.getByRole('button', { name: 'Bestelling intrekken' }).click();
  const question = buyer
    .getByRole('alert')
    .filter({ hasText: `Bestelling ${placed.orderNumber} intrekken?` });
  await expect(question).toBeFocused();
  expect(await statusOf(buyer, placed.id)).toBe('pending');
  await expectNoAxeViolations(buyer);
  await buyer.getByRole('button', { name: 'Ja, intrekken' }).click();
  await expect(
    buyer.getByText(`Bestelling ${placed.orderNumber} werd ingetrokken.`, { exact: false }),
  ).toBeVisible();
  await expect(buyer.getByTestId('order-status')).toHaveText('Geannuleerd');
  await expect(buyer.getByRole('button', { name: 'Bestelling intrekken' })).toHaveCount(0);
  expect(await statusOf(buyer, placed.id)).toBe('cancelled');
  expect(await remaining(buyer)).toBe(before);

  // Nobody decides it any more.
  const lead = await session(browser, 'demo.lead');
  await lead.goto(`${side}/account/approvals`);
  await expect(lead.getByText(placed.orderNumber)).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_COUNTRY_ID } from '../../src/server/context/shopware-ids.ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';
import { startMailbox } from './smtp.helpers.ts';

// Mails leave a second shop over SMTP to a real SMTP server run by this spec, as in production.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const side = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const DATA_DIR = '.data/e2e-mail';
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
    SEED_PRODUCTS: '40',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  });
  await waitFor(`${side}/readyz`, shop, 170_000);
});
test.afterAll(async () => {
  await shop?.stop();
  await mailbox?.close();
});

/** The link in the newest mail to `to`, on the side shop. */
async function linkTo(to: string, path: string): Promise<string> {
  const body = await mailbox.newest(to, `${path}?hash=`);
  const hash = new RegExp(`${path}\\?hash=([\\w-]+)`).exec(body)?.[1];
  expect(hash, body).toBeTruthy();
  return `${side}${path}?hash=${hash}`;
}

/** What this spec reads of a product (POST /store-api/product). */
interface Orderable {
  id: string;
  productNumber: string;
  calculatedPrice: unknown;
  childCount: number;
  availableStock: number | null;
  minPurchase: number;
}

test('password recovery: mailed link, new password works, old one fails, link cannot be reused', async ({
  page,
}) => {
  await page.goto(`${side}/auth/password-forgot`);
  await page.locator('input[name=username]').fill('demo.buyer');
  await page.locator('main button[type=submit]').click();
  await expect(page.getByText('Controleer uw mailbox om uw wachtwoord opnieuw in te stellen.')).toBeVisible();

  const link = await linkTo('demo.buyer@example.be', '/auth/password-set');
  await page.goto(link);
  await page.locator('input[name=newPassword]').fill('Nieuw-Wachtwoord-1');
  await page.locator('input[name=newPasswordConfirm]').fill('Nieuw-Wachtwoord-1');
  await page.locator('main button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, 'demo.buyer', DEMO_PASSWORD, side);
  await expect(page.getByRole('alert').first()).toContainText('We konden u niet inloggen');
  await login(page, 'demo.buyer', 'Nieuw-Wachtwoord-1', side);
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  await page.context().clearCookies();
  await page.goto(link);
  await page.locator('input[name=newPassword]').fill('Nog-Een-Keer-2');
  await page.locator('input[name=newPasswordConfirm]').fill('Nog-Een-Keer-2');
  await page.locator('main button[type=submit]').click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await login(page, 'demo.buyer', 'Nog-Een-Keer-2', side);
  await expect(page).not.toHaveURL(/\/account\/dashboard$/);
});

test('registration of a new company: checks VAT and username, confirms by mail, then logs in', async ({
  page,
}) => {
  await page.goto(`${side}/register/company`);
  await expectNoAxeViolations(page);
  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await page.locator(`main [name=${name}]`).fill(value);
  };
  const next = () => page.getByRole('button', { name: 'Volgende stap' }).click();
  const send = () => page.getByRole('button', { name: 'Registratie versturen' }).click();
  await fill({
    companyName: 'Schroef & Moer BV',
    vat: 'BE0202239952',
    street: 'Industrieweg',
    streetNumber: '5',
    zip: '2030',
    phone: '+32 3 555 66 77',
  });
  // REQUIRE_CITY_SEARCH: the postcode's only city is chosen from the lookup.
  await expect(page.locator('main [name=city]')).toHaveValue('Antwerpen');
  await next();
  await expect(page.getByText('Dit veld moet een geldig BTW nummer bevatten.')).toBeVisible();
  await fill({ vat: 'BE0202239951' });
  await next();

  await expect(page.locator('main [name=firstName]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('main [name=prefix]').selectOption('male');
  await fill({
    firstName: 'Bart',
    lastName: 'Schroef',
    email: 'bart@schroef.example',
    confirmEmail: 'bart@schroef.example',
    username: 'demo.lead',
    password: 'Schroef-2026!',
    confirmPassword: 'Schroef-2026!',
  });
  await page.locator('main [name=privacyConfirm]').check();
  await send();
  await expect(page.getByText('Deze gebruikersnaam is al in gebruik', { exact: false })).toBeVisible();

  await fill({ username: 'bart.schroef', password: 'Schroef-2026!', confirmPassword: 'Schroef-2026!' });
  await page.locator('main [name=privacyConfirm]').check();
  await send();
  await expect(page.getByRole('heading', { name: 'Controleer uw mailbox' })).toBeVisible();

  await login(page, 'bart.schroef', 'Schroef-2026!', side);
  await expect(page).not.toHaveURL(/\/account\/dashboard$/);
  await page.goto(await linkTo('bart@schroef.example', '/register/confirm'));
  await expect(page).toHaveURL(/\/auth$/);
  await login(page, 'bart.schroef', 'Schroef-2026!', side);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('main')).toContainText('Schroef & Moer BV');
});

test('the login modal has no accessibility violations', async ({ page }) => {
  await page.goto(`${side}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' }).click();
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a quote request for the whole cart and the order are mailed in French over SMTP', async ({ page }) => {
  await login(page, 'demo.lead', DEMO_PASSWORD, side);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const headers = { origin: side };
  expect((await page.request.delete(`${side}/store-api/checkout/cart`, { headers })).status()).toBe(204);
  // An article of the small side catalogue that demo.lead can order at its minimum quantity.
  const found = await page.request.post(`${side}/store-api/product`, { headers, data: { limit: 40 } });
  const products: Orderable[] = (await found.json()).elements;
  const article = products.find(
    (p) => p.calculatedPrice && p.childCount === 0 && (p.availableStock ?? 0) >= p.minPurchase,
  );
  expect(article).toBeTruthy();
  const items = [{ type: 'product', referencedId: article?.id, quantity: article?.minPurchase }];
  const added = await page.request.post(`${side}/store-api/checkout/cart/line-item`, {
    headers,
    data: { items },
  });
  expect(added.status()).toBe(200);

  await page.goto(`${side}/fr/checkout`);
  // The request is confirmed first (issue 27): the disclosure opens the question and its button.
  await page.getByText('Demander une offre pour ce panier').click();
  await expect(page.getByText('Demander une offre pour tous les articles de votre panier ?')).toBeVisible();
  await page.getByRole('button', { name: "Oui, demander l'offre" }).click();
  const notice = page.getByText(/Votre demande d'offre O\d+ a été envoyée/).first();
  await expect(notice).toBeVisible();
  const offerNumber = /O\d+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  const offerMail = await mailbox.newest('demo.lead@example.be', `Votre demande d'offre ${offerNumber}`);
  expect(offerMail).toContain(`- ${article?.productNumber} `);
  // The cart is still there to order.
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success\?order=/);
  const id = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.get(`${side}/store-api/b2b/order/${id}`)).json();
  const orderMail = await mailbox.newest(
    'demo.lead@example.be',
    `Confirmation de votre commande ${order.orderNumber}`,
  );
  expect(orderMail).toContain(article?.productNumber);
});

test('a company and its user come in from the ERP; the user chooses a password from the invitation and orders', async ({
  page,
}) => {
  const token = await page.request.post(`${side}/api/oauth/token`, {
    data: {
      grant_type: 'client_credentials',
      client_id: DEMO_INTEGRATION.accessKey,
      client_secret: DEMO_INTEGRATION.secret,
    },
  });
  const erp = { authorization: `Bearer ${(await token.json()).access_token}` };
  const id = () => randomUUID().replace(/-/g, '');
  const [account, role, user, address] = [id(), id(), id(), id()];
  const synced = await page.request.post(`${side}/api/_action/sync`, {
    headers: erp,
    data: [
      {
        entity: 'customer',
        action: 'upsert',
        payload: [
          {
            id: account,
            customerNumber: '870001',
            company: 'Bouwbedrijf Dewaele NV',
            firstName: 'Dirk',
            lastName: 'Dewaele',
            email: 'dirk@dewaele.example',
            // The ERP's rules for this company: delivered only, paid in advance, no backorders.
            customFields: {
              b2b_shipping_options: ['delivery'],
              b2b_shipping_methods: ['together', 'separate'],
              b2b_payment_methods: ['prepayment'],
            },
            addresses: [
              {
                id: address,
                company: 'Bouwbedrijf Dewaele NV',
                street: 'Dokweg 3',
                zipcode: '8000',
                city: 'Brugge',
                countryId: DEFAULT_COUNTRY_ID.replace(/-/g, ''),
              },
            ],
          },
        ],
      },
      {
        entity: 'b2b_components_role',
        action: 'upsert',
        payload: [
          {
            id: role,
            businessPartnerCustomerId: account,
            name: 'Aankoper',
            permissions: ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES', 'ROLE_MANAGE_ORDER_HISTORY'],
          },
        ],
      },
      {
        entity: 'b2b_employee',
        action: 'upsert',
        payload: [
          {
            id: user,
            businessPartnerCustomerId: account,
            roleId: role,
            firstName: 'Els',
            lastName: 'Dewaele',
            email: 'els@dewaele.example',
          },
        ],
      },
    ],
  });
  expect(synced.status(), await synced.text()).toBe(200);

  // No password travelled: Els chooses hers from the invitation.
  await page.goto(await linkTo('els@dewaele.example', '/auth/password-set'));
  await page.locator('input[name=newPassword]').fill('Dewaele-Bouw-7');
  await page.locator('input[name=newPasswordConfirm]').fill('Dewaele-Bouw-7');
  await page.locator('main button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth$/);
  await login(page, 'els@dewaele.example', 'Dewaele-Bouw-7', side);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('main')).toContainText('Bouwbedrijf Dewaele NV');

  const headers = { origin: side };
  const found = await page.request.post(`${side}/store-api/product`, { headers, data: { limit: 40 } });
  const article = ((await found.json()).elements as Orderable[]).find(
    (p) => p.calculatedPrice && p.childCount === 0 && (p.availableStock ?? 0) >= p.minPurchase,
  );
  expect(article).toBeTruthy();
  const added = await page.request.post(`${side}/store-api/checkout/cart/line-item`, {
    headers,
    data: { items: [{ type: 'product', referencedId: article?.id, quantity: article?.minPurchase }] },
  });
  expect(added.status()).toBe(200);
  await page.goto(`${side}/checkout`);
  // Only what the ERP allows this company is offered.
  await expect(page.getByLabel(/Afhalen in een Indumex-vestiging/)).toHaveCount(0);
  await expect(page.getByLabel('Nalevering samen')).toHaveCount(0);
  await expect(page.getByLabel('Op factuur')).toHaveCount(0);
  await expect(page.getByLabel('Vooruitbetaling')).toBeChecked();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);

  // The ERP finds the order of its company.
  const orders = await page.request.post(`${side}/api/search/order`, {
    headers: erp,
    data: { filter: [{ type: 'equals', field: 'orderCustomer.customerId', value: user }] },
  });
  expect(orders.status(), await orders.text()).toBe(200);
  expect((await orders.json()).data[0].customFields).toMatchObject({ b2b_company_number: '870001' });
});

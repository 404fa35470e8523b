import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';
import { startMailbox } from './smtp.helpers.ts';

// Issue 26: a newcomer joining company 100001 waits, inactive, until its lead buyer approves, on a
// side shop of its own that mails over SMTP to this spec's server.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const side = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const DATA_DIR = '.data/e2e-join';
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let shop: Side;

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

test('a newcomer waits for the lead buyer, who approves on the users page after seeing it on the dashboard', async ({
  browser,
}) => {
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(`${side}/register/customer`);
  await newcomer.getByLabel('Klantnummer').fill('100001');
  await newcomer.getByLabel('Btw-nummer').fill('BE0403170701');
  await newcomer.getByRole('button', { name: 'Klantgegevens controleren' }).click();
  await expect(newcomer.getByText('U wordt toegevoegd aan Demo Industrie NV.')).toBeVisible();
  await newcomer.locator('main [name=prefix]').selectOption('male');
  const values = {
    firstName: 'Nico',
    lastName: 'Nieuwkomer',
    email: 'nico@nieuwkomer.example',
    confirmEmail: 'nico@nieuwkomer.example',
    username: 'nico.nieuwkomer',
    password: 'Nieuw-2026!',
    confirmPassword: 'Nieuw-2026!',
  };
  for (const [name, value] of Object.entries(values))
    await newcomer.locator(`main [name=${name}]`).fill(value);
  await newcomer.locator('main [name=privacyConfirm]').check();
  await newcomer.getByRole('button', { name: 'Registratie versturen' }).click();
  await expect(newcomer.getByText('daarna vragen we de hoofdaankoper van uw bedrijf')).toBeVisible();

  // The mailed link confirms the address, but the account waits for the lead buyer.
  const confirm = await mailbox.newest('nico@nieuwkomer.example', '/register/confirm?hash=');
  const hash = /register\/confirm\?hash=([\w-]+)/.exec(confirm)?.[1];
  await newcomer.goto(`${side}/register/confirm?hash=${hash}`);
  await expect(newcomer.getByRole('main').getByRole('status')).toContainText('Uw e-mailadres is bevestigd');
  await login(newcomer, 'nico.nieuwkomer', 'Nieuw-2026!', side);
  await expect(newcomer.getByRole('alert').first()).toContainText('wacht nog op goedkeuring');
  await expect(newcomer).not.toHaveURL(/\/account\/dashboard$/);

  // The lead buyer is asked by mail, sees the request on the dashboard and decides on the users page.
  await mailbox.newest('demo.lead@example.be', '/account/customer');
  const lead = await (await browser.newContext()).newPage();
  await login(lead, 'demo.lead', DEMO_PASSWORD, side);
  await expect(lead).toHaveURL(/\/account\/dashboard$/);
  const card = lead.getByTestId('dashboard-join-requests');
  await expect(card).toContainText('Wachtend op uw goedkeuring: 1');
  await expect(card).toContainText('Nico Nieuwkomer');
  await card.getByRole('link', { name: 'Verzoeken bekijken' }).click();
  await expect(lead).toHaveURL(/\/account\/customer$/);
  const requests = lead.getByRole('region', { name: 'Wachtende nieuwe gebruikers' });
  await expect(requests).toContainText('nico@nieuwkomer.example');
  await expectNoAxeViolations(lead);
  await requests.getByRole('button', { name: 'Nico Nieuwkomer goedkeuren' }).click();
  await expect(lead.getByRole('main').getByRole('status').first()).toContainText(
    'Nico Nieuwkomer is goedgekeurd',
  );
  await expect(lead.getByRole('region', { name: 'Wachtende nieuwe gebruikers' })).toHaveCount(0);
  await expect(lead.getByTestId('users-table')).toContainText('nico.nieuwkomer');
  await lead.goto(`${side}/account/dashboard`);
  await expect(lead.getByTestId('dashboard-join-requests')).toHaveCount(0);

  await mailbox.newest('nico@nieuwkomer.example', 'Uw account bij Demo Industrie NV is goedgekeurd');
  await login(newcomer, 'nico.nieuwkomer', 'Nieuw-2026!', side);
  await expect(newcomer).toHaveURL(/\/account\/dashboard$/);
});

test('staff refuse a newcomer of any company on /loginascustomer, who is told by mail', async ({ page }) => {
  const email = 'rita@refus.example';
  const registered = await page.request.post(`${side}/store-api/b2b/register/company/customer`, {
    headers: { origin: side },
    data: {
      clientNumber: '100001',
      vat: 'BE0403170701',
      prefix: 'female',
      firstName: 'Rita',
      lastName: 'Refus',
      email,
      confirmEmail: email,
      username: 'rita.refus',
      password: 'Refus-2026!',
      confirmPassword: 'Refus-2026!',
      language: 'nl-NL',
      privacyConfirm: true,
    },
  });
  expect(registered.status()).toBe(200);
  const confirm = await mailbox.newest(email, '/register/confirm?hash=');
  await page.goto(`${side}/register/confirm?hash=${/register\/confirm\?hash=([\w-]+)/.exec(confirm)?.[1]}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Uw e-mailadres is bevestigd');

  await page.goto(`${side}/loginascustomer`);
  const form = page.locator('form[action="/loginascustomer/login"]');
  await form.getByLabel('Gebruikersnaam').fill('staff.sales');
  await form.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Inloggen als medewerker' }).click();
  const requests = page.getByRole('region', { name: 'Wachtende nieuwe gebruikers' });
  await expect(requests).toContainText('100001 | Demo Industrie NV');
  await expectNoAxeViolations(page);
  await requests.getByRole('button', { name: 'Rita Refus weigeren' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(
    'Het verzoek van Rita Refus is geweigerd.',
  );
  await expect(page.getByRole('region', { name: 'Wachtende nieuwe gebruikers' })).toHaveCount(0);
  await mailbox.newest(email, 'werd niet goedgekeurd');
  await login(page, 'rita.refus', 'Refus-2026!', side);
  await expect(page.getByRole('alert').first()).toContainText('We konden u niet inloggen');
});

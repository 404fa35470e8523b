import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './axe.ts';
import { holdIsland, hydrated } from './navigation.helpers.ts';
import { login, openLoginModal, DEMO_PASSWORD as PASSWORD } from './session.helpers.ts';

test('login through the header modal lands on the dashboard with the company data', async ({ page }) => {
  const dialog = await openLoginModal(page);
  await dialog.locator('input[name=username]').fill('demo.lead');
  await dialog.locator('input[name=password]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Wachtwoord tonen' }).click();
  await expect(dialog.locator('input[name=password]')).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();

  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'U bent ingelogd.' })).toBeVisible();
  const company = page.getByTestId('company-info');
  await expect(company).toContainText('100001');
  await expect(company).toContainText('Demo Industrie NV');
  await expect(company).toContainText('BE0403170701');

  // The header shows the account dropdown with the company line and the gated links.
  const menu = page.getByRole('button', { name: 'Accountmenu van Sofie' });
  await menu.click();
  await expect(page.getByText('100001 | Demo Industrie NV').filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bestellijsten' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('100001 | Demo Industrie NV').filter({ visible: true })).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a wrong password and an inactive customer show translated messages', async ({ page }) => {
  let dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog.getByText('Dit is een verplicht veld.')).toHaveCount(2);
  await dialog.locator('input[name=username]').fill('demo.lead');
  await dialog.locator('input[name=password]').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('We konden u niet inloggen met de opgegeven gegevens');

  await dialog.locator('input[name=username]').fill('demo.inactive');
  await dialog.locator('input[name=password]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Uw account is niet actief');
  await dialog.locator('input[name=username]').fill('blocked.user');
  await dialog.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Het account van uw bedrijf is niet actief');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/fr/');
  await page.getByRole('banner').locator('button[aria-haspopup=dialog]').filter({ visible: true }).click();
  dialog = page.getByRole('dialog');
  await dialog.locator('input[name=username]').fill('demo.lead');
  await dialog.locator('input[name=password]').fill('not-the-password');
  await dialog.locator('button[type=submit]').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Nous n'avons pas pu vous connecter avec les données fournies",
  );
});

test('the forgot-password link swaps the modal and validates the username', async ({ page }) => {
  const dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Wachtwoord vergeten' });
  await expect(forgot.locator('input[name=username]')).toBeFocused();
  await forgot.getByRole('button', { name: 'Versturen' }).click();
  await expect(forgot.getByText('Dit is een verplicht veld.')).toBeVisible();
  await expect(forgot.getByRole('link', { name: 'Registreren' })).toHaveAttribute(
    'href',
    '/register/company',
  );
});

test('logout returns home, and the dashboard then asks to log in', async ({ page }) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.getByRole('button', { name: 'Accountmenu van Jan' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' }),
  ).toBeVisible();
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount%2Fdashboard$/);
  await expect(page.getByText('Log in of registreer om verder te gaan.')).toBeVisible();
});

test('a user without ROLE_MANAGE_CONTACTS cannot open the users list, nor call the Store API', async ({
  page,
}) => {
  await login(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Gebruikers' }),
  ).toHaveCount(0);
  const response = await page.goto('/account/customer');
  expect(response?.url()).toMatch(/:\d+\/$/);
  const api = await page.request.post('/store-api/b2b/companies/customers/search', { data: {} });
  expect(api.status()).toBe(403);
  // An unguarded redirect target from another site is ignored.
  await page.context().clearCookies();
  await page.goto('/auth?redirect=//evil.example/');
  await page.locator('form[action="/auth/login"] input[name=username]').fill('demo.viewer');
  await page.locator('form[action="/auth/login"] input[name=password]').fill(PASSWORD);
  await page.locator('form[action="/auth/login"] button[type=submit]').click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test('the users list filters by last name and keeps the filter in the URL', async ({ page }) => {
  await login(page, 'demo.lead');
  await page.goto('/account/customer');
  await hydrated(page, 'UserFilters');
  const rows = page.getByTestId('users-table').locator('tbody tr');
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(5);
  await page.getByLabel('Achternaam').fill('Janss');
  await expect(page).toHaveURL(/[?&]lastName=Janss/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('demo.buyer');
  await expect(page.getByLabel('Achternaam')).toHaveValue('Janss');
});

test('a filter typed before the filters island loaded is applied once it has', async ({ page }) => {
  await login(page, 'demo.lead');
  const release = await holdIsland(page, 'UserFilters');
  await page.goto('/account/customer');
  await page.getByLabel('Voornaam').fill('Pie');
  release();
  await hydrated(page, 'UserFilters');
  await expect(page).toHaveURL(/[?&]firstName=Pie/);
  await expect(page.getByLabel('Voornaam')).toHaveValue('Pie');
});

test('a lead buyer creates a user and grants PLACE_ORDERS and MANAGE_CONTACTS', async ({ page }) => {
  await login(page, 'demo.lead');
  await page.goto('/account/customer/create');
  const form = page.locator('form').filter({ has: page.locator('input[name=username]') });
  await form.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(form.getByText('Dit is een verplicht veld.').first()).toBeVisible();
  await expect(form.locator('input[name=firstName]')).toHaveAttribute('aria-invalid', 'true');

  await form.locator('input[name=firstName]').fill('Eva');
  await form.locator('input[name=lastName]').fill('Wouters');
  await form.locator('input[name=username]').fill('e2e.eva');
  await form.locator('input[name=email]').fill('e2e.eva@example.be');
  await form.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page).toHaveURL(/\/account\/customer\/details\/[0-9a-f-]{36}$/);
  // The new user chooses a password through the mailed invitation (lead-takeover.spec.ts).
  await expect(page.getByText('De gebruiker is aangemaakt en krijgt een e-mail')).toBeVisible();

  const editor = page.getByTestId('rights-editor');
  await expect(editor.getByRole('checkbox')).toHaveCount(24);
  // Display names only: the ROLE_* codes are not shown.
  await expect(editor).not.toContainText('ROLE_');
  const contacts = editor.getByRole('checkbox', { name: /Gebruikers van de organisatie beheren/ });
  await expect(contacts).not.toBeChecked();
  await contacts.check();
  await editor.getByRole('checkbox', { name: /Bestellingen plaatsen/ }).check();
  await editor.getByRole('button', { name: 'Rechten opslaan' }).click();
  await expect(page.getByText('De rechten zijn opgeslagen.')).toBeVisible();
  await expect(editor.getByRole('checkbox', { name: /Gebruikers van de organisatie beheren/ })).toBeChecked();

  await page.goto('/account/customer');
  await expect(page.getByTestId('users-table')).toContainText('e2e.eva');
});

test('profile: a wrong current password shows the error on that field; contact data is saved', async ({
  page,
}) => {
  await login(page, 'demo.oci');
  await page.goto('/account/profile');
  const form = page.locator('form').filter({ has: page.locator('input[name=newPassword]') });
  await form.locator('input[name=password]').fill('not-my-password');
  await form.locator('input[name=newPassword]').fill('Nieuw-2026!');
  await form.locator('input[name=newPasswordConfirm]').fill('Nieuw-2026!');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Het huidige wachtwoord is niet correct.')).toBeVisible();
  await expect(form.locator('input[name=password]')).toHaveAttribute('aria-invalid', 'true');

  const profile = page.locator('form').filter({ has: page.locator('input[name=firstName]') });
  await profile.locator('input[name=email]').fill('not-an-email');
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(profile.getByText('Dit is geen geldig e-mailadres.')).toBeVisible();
  await profile.locator('input[name=email]').fill('tom.wouters@example.be');
  await profile.locator('input[name=phone]').fill('+32 3 555 12 12');
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Uw gegevens zijn opgeslagen.')).toBeVisible();
  await expect(profile.locator('input[name=phone]')).toHaveValue('+32 3 555 12 12');
  await page.goto('/account/dashboard');
  await expect(page.getByText('tom.wouters@example.be')).toBeVisible();
});

test('keyboard only: tab to the header button, log in through the modal, land on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' });
  await expect(trigger).toBeVisible();
  for (let i = 0; i < 40 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(dialog.locator('input[name=username]')).toBeFocused();
  await page.keyboard.type('demo.lead');
  await page.keyboard.press('Tab');
  await expect(dialog.locator('input[name=password]')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test('account pages are private and have no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/auth');
  await expectNoAxeViolations(page);
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  // Every account page template: dashboard, a sidebar section still in progress, the users pages and the profile.
  for (const path of [
    '/account/dashboard',
    '/account/orders',
    '/account/customer',
    '/account/customer/create',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toBe('private, no-store');
    await expectNoAxeViolations(page);
  }
  await page.goto('/account/customer');
  await page
    .getByRole('link', { name: / bewerken$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/customer\/details\//);
  await expectNoAxeViolations(page);
  await page.goto('/account/profile');
  await expectNoAxeViolations(page);
});

test('the session token never reaches page scripts, and cross-site writes are refused', async ({ page }) => {
  await login(page, 'demo.lead');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sw-context-token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const context = await page.request.get('/store-api/context');
  expect(context.headers()['sw-context-token']).toBeUndefined();
  const body = await context.json();
  expect(body.token).toBeNull();
  expect(body.customer.username).toBe('demo.lead');
  const crossSite = await page.request.post('/store-api/b2b/companies/customers/search', {
    data: {},
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  const sameSite = await page.request.post('/store-api/b2b/companies/customers/search', { data: {} });
  expect(sameSite.status()).toBe(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form and the users filters work as plain forms', async ({ page }) => {
    await page.goto('/fr/auth');
    await page.locator('input[name=password]').fill('wrong');
    await page.locator('input[name=username]').fill('demo.lead');
    await page.locator('form[action="/fr/auth/login"] button[type=submit]').click();
    await expect(page).toHaveURL(/\/fr\/auth\?error=/);
    await expect(page.getByRole('alert')).toContainText("Nous n'avons pas pu vous connecter");

    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form[action="/fr/auth/login"] button[type=submit]').click();
    await expect(page).toHaveURL(/\/fr\/account\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');

    await page.goto('/account/customer');
    await page.getByLabel('Achternaam').fill('Maes');
    await page.getByRole('button', { name: 'Filters toepassen' }).click();
    await expect(page).toHaveURL(/lastName=Maes/);
    await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1);
  });

  test('a logged-in buyer is greeted by the server-rendered header, which links to the dashboard', async ({
    page,
  }) => {
    await login(page, 'demo.lead');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    for (const path of ['/fr/', '/fr/account/dashboard']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Bonjour Sofie' })).toHaveAttribute(
        'href',
        '/fr/account/dashboard',
      );
      await expect(banner.getByRole('link', { name: "Se connecter ou s'inscrire" })).toHaveCount(0);
    }
  });

  test('a new user under an existing company is checked by customer number and VAT', async ({ page }) => {
    await page.goto('/register/customer');
    const check = page.getByRole('button', { name: 'Klantgegevens controleren' });
    await page.getByLabel('Klantnummer').fill('12345');
    await page.getByLabel('Btw-nummer').fill('BE0403170701');
    await check.click();
    await expect(page.getByText('Een klantnummer bestaat uit 6 cijfers.')).toBeVisible();
    await page.getByLabel('Klantnummer').fill('100002');
    await check.click();
    await expect(page.getByRole('alert')).toContainText('Onjuiste klantgegevens');
    await page.getByLabel('Klantnummer').fill('100001');
    await check.click();
    await expect(page.getByText('U wordt toegevoegd aan Demo Industrie NV.')).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  });
});

test('on a phone the header user icon opens the login modal', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Inloggen of registreren' }).click();
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
  await page.close();
});

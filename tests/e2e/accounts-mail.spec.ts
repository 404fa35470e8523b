import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, login } from './session.helpers.ts';
import { SIDE_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Mails leave a second shop over SMTP to a real SMTP server run by this spec, as in production.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const side = `http://127.0.0.1:${SIDE_PORT}`;
const DATA_DIR = '.data/e2e-mail';
const mails: { to: string; body: string }[] = [];
let smtp: SMTPServer;
let shop: Side;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk) => {
        body += chunk;
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  rmSync(DATA_DIR, { recursive: true, force: true });
  shop = startShop({ DATA_DIR, SEED_PRODUCTS: '40', SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
  await waitFor(`${side}/healthz`, shop, 170_000);
});
test.afterAll(async () => {
  await shop?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The link in the newest mail to `to`, on the side shop (the mail is quoted-printable encoded). */
async function linkTo(to: string, path: string): Promise<string> {
  await expect.poll(() => mails.some((m) => m.to === to), { timeout: 15_000 }).toBe(true);
  const raw = [...mails].reverse().find((m) => m.to === to)?.body ?? '';
  const body = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  const hash = new RegExp(`${path}\\?hash=([\\w-]+)`).exec(body)?.[1];
  expect(hash, body).toBeTruthy();
  return `${side}${path}?hash=${hash}`;
}

test('password recovery: mailed link, new password works, old one fails, link cannot be reused', async ({
  page,
}) => {
  await page.goto(`${side}/auth/password-forgot`);
  await page.locator('input[name=username]').fill('demo.buyer');
  await page.locator('main button[type=submit]').click();
  await expect(page.getByText('Check je mailbox om je passwoord opnieuw in te stellen.')).toBeVisible();

  const link = await linkTo('demo.buyer@example.be', '/auth/password-set');
  await page.goto(link);
  await page.locator('input[name=newPassword]').fill('Nieuw-Wachtwoord-1');
  await page.locator('input[name=newPasswordConfirm]').fill('Nieuw-Wachtwoord-1');
  await page.locator('main button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, 'demo.buyer', DEMO_PASSWORD, side);
  await expect(page.getByRole('alert').first()).toContainText('We konden jou niet inloggen');
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
    city: 'Antwerpen',
    phone: '+32 3 555 66 77',
  });
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
  await expect(page.getByRole('heading', { name: 'Check je mailbox' })).toBeVisible();

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

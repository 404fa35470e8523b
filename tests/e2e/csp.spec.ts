import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { column, hydrated, mainNav } from './navigation.helpers.ts';
import { login } from './session.helpers.ts';

// Issue 18: the shop works with its Content-Security-Policy enforced (Chromium applies the header), and
// nothing on these pages is refused by it: no violation event, no console report.
const PRODUCT = '/cilinderlager-nj206-ecp-30x62x16-mm/IM-100158';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/** Every CSP violation the page reports (event or console), across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    ),
  );
  return seen;
}

/** The page's CSP: hashes, never 'unsafe-inline', for scripts. */
function expectStrictPolicy(policy: string | undefined) {
  expect(policy).toBeTruthy();
  const scriptSrc = policy?.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
}

const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await page.locator(`main [name=${name}]`).fill(value);
};

const LANGUAGES = { '': 'nl-NL', '/fr': 'fr-FR', '/en': 'en-GB', '/de': 'de-DE' };
const text = (locale: string, key: string): string =>
  JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'))[key];

for (const [prefix, locale] of Object.entries(LANGUAGES)) {
  test(`registration and login work under the CSP (${prefix || '/'})`, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(`${prefix}/register/company`);
    expectStrictPolicy(response?.headers()['content-security-policy']);
    // The city lookup is a script: it runs.
    await fill(page, { zip: '9000' });
    await expect(page.locator('main select[name=city]')).toHaveValue('Gent');
    // A VAT number already registered: the shop refuses it on step 1, and nothing is created.
    await fill(page, {
      companyName: 'CSP Test NV',
      vat: 'BE0403170701',
      street: 'Kaai',
      streetNumber: '7',
      phone: '+32 9 111 22 33',
    });
    await page.getByRole('button', { name: text(locale, 'account_register_next') }).click();
    await page.locator('main [name=prefix]').selectOption('female');
    await fill(page, {
      firstName: 'Cora',
      lastName: 'Csp',
      email: 'cora@csp.example',
      confirmEmail: 'cora@csp.example',
      username: 'cora.csp',
      password: 'Csp-Test-2026!',
      confirmPassword: 'Csp-Test-2026!',
    });
    await page.locator('main [name=privacyConfirm]').check();
    await page.getByRole('button', { name: text(locale, 'account_register_submit') }).click();
    await expect(page.locator('main [name=vat]')).toHaveAttribute('aria-invalid', 'true');

    // Login through the header's modal (an island).
    await page.goto(`${prefix}/`);
    await page.getByRole('banner').locator('button[aria-haspopup=dialog]').filter({ visible: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=username]').fill('demo.lead');
    await dialog.locator('input[name=password]').fill('Demo-2026!');
    await dialog.locator('button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/dashboard$`));
    await expect(page.getByTestId('company-info')).toContainText('Demo Industrie NV');
    expect(violations).toEqual([]);
  });
}

test('the mega menu and a category page work under the CSP, from the page cache too', async ({ page }) => {
  const violations = await watchCsp(page);
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/');
    await hydrated(page, 'MegaMenu');
    const top = mainNav(page).getByRole('link').first();
    await top.hover();
    await expect(column(page, 1)).toBeVisible();
    await top.click();
    await page.waitForLoadState('load');
  }
  // The listing's inline script (hashed into the policy at build time) runs before the first paint.
  await page.evaluate(() => localStorage.setItem('listing-view', 'list'));
  await page.goto('/search?query=lager');
  await expect(page.locator('[data-listing]')).toHaveAttribute('data-view', 'list');
  expect(violations).toEqual([]);
});

test('the cart works under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const origin = { origin: new URL(page.url()).origin };
  expect((await page.request.delete('/store-api/checkout/cart', { headers: origin })).status()).toBe(204);
  await page.goto(PRODUCT);
  await hydrated(page, 'QuantityCounter');
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.locator('[data-cart-badge]:visible [data-count]')).toHaveText('1');
  const response = await page.goto('/checkout');
  expectStrictPolicy(response?.headers()['content-security-policy']);
  await expect(page.getByText('IM-100158').first()).toBeVisible();
  expect((await page.request.delete('/store-api/checkout/cart', { headers: origin })).status()).toBe(204);
  expect(violations).toEqual([]);
});

test('a tour of the shop, anonymous and logged in, reports no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const tour = [
    '/',
    PRODUCT,
    '/blog',
    '/contact',
    '/search?query=lager',
    '/fr/',
    '/auth',
    '/register/customer',
  ];
  for (const path of tour) expect((await page.goto(path))?.status(), path).toBe(200);
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  for (const path of [
    PRODUCT,
    '/account/profile',
    '/account/orders',
    '/account/addressbook',
    '/account/orderlist',
    '/account/customer',
    '/checkout',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

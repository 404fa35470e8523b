import { expect, type Page, test } from '@playwright/test';
import { login, staffLogin } from './session.helpers.ts';

// Issue 26: nobody sets another user's password (invitations and reset links instead), and staff
// helping a customer change nobody's login.

const userForm = (page: Page) => page.locator('form').filter({ has: page.locator('input[name=username]') });

test('a new user is invited to choose a password; others get a link, never a password field', async ({
  page,
}) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto('/account/customer/create');
  const form = userForm(page);
  await expect(form.locator('input[type=password]')).toHaveCount(0);
  await expect(form.getByTestId('invitation-hint')).toHaveText(
    'De nieuwe gebruiker krijgt een e-mail met een link om zelf een wachtwoord te kiezen.',
  );
  await form.locator('input[name=firstName]').fill('Ivo');
  await form.locator('input[name=lastName]').fill('Uitgenodigd');
  await form.locator('input[name=username]').fill('e2e.invited');
  await form.locator('input[name=email]').fill('e2e.invited@example.be');
  await form.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page).toHaveURL(/\/account\/customer\/details\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText('De gebruiker is aangemaakt en krijgt een e-mail om zelf een wachtwoord te kiezen.'),
  ).toBeVisible();
  const id = page.url().split('/').pop() as string;

  // Editing someone else: no password field, a link to their own mailbox instead.
  const edit = userForm(page);
  await expect(edit.locator('input[type=password]')).toHaveCount(0);
  await edit.getByRole('checkbox', { name: 'Link sturen om een nieuw wachtwoord in te stellen' }).check();
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText('De gebruiker krijgt een e-mail met een link om een nieuw wachtwoord in te stellen.'),
  ).toBeVisible();
  // Nor on one's own record: one's own password is changed on the profile page, with the current one.
  const me = await (await page.request.get('/store-api/account/customer')).json();
  await page.goto(`/account/customer/details/${me.id}`);
  await expect(userForm(page).locator('input[type=password]')).toHaveCount(0);
  await expect(userForm(page).getByRole('checkbox', { name: /Link sturen/ })).toHaveCount(0);

  const removed = await page.request.delete('/store-api/b2b/companies/customers', {
    data: { customerIds: [id] },
  });
  expect(removed.status()).toBe(200);
});

test('a helped session changes no colleague’s e-mail and adds no user: the form says why', async ({
  page,
}) => {
  await staffLogin(page);
  await page.goto('/loginascustomer?term=demo.lead');
  await page.getByRole('button', { name: 'Sessie openen voor Sofie Peeters' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  const users = await page.request.post('/store-api/b2b/companies/customers/search', {
    data: { term: 'demo.buyer' },
  });
  const buyer = (await users.json()).elements.find((u: { username: string }) => u.username === 'demo.buyer');
  await page.goto(`/account/customer/details/${buyer.id}`);
  const form = userForm(page);
  await form.locator('input[name=email]').fill('staff.keeps@example.com');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Niet mogelijk terwijl een medewerker deze klant helpt: wachtwoord, e-mail en gebruikersnaam blijven bij de klant.',
  );
  const after = await page.request.get(`/store-api/b2b/companies/customers/${buyer.id}`);
  expect((await after.json()).email).toBe(buyer.email);

  // Nor add a user: the invitation would go to an address of the staff member's choosing.
  await page.goto('/account/customer/create');
  const create = userForm(page);
  await create.locator('input[name=firstName]').fill('Staff');
  await create.locator('input[name=lastName]').fill('Account');
  await create.locator('input[name=username]').fill('e2e.staff.keeps');
  await create.locator('input[name=email]').fill('staff.keeps@example.com');
  await create.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Niet mogelijk terwijl een medewerker deze klant helpt',
  );
  await page
    .getByRole('complementary', { name: 'Medewerkerssessie' })
    .getByRole('button', { name: 'Sessie beëindigen' })
    .click();
});

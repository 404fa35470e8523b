import { describe, expect, inject, it } from 'vitest';
import { call, errorCodes } from './client.ts';
import { rows } from './inspect.ts';

interface Mail {
  to: string;
  template: string;
  text: string;
}
const confirmHash = async (to: string) => {
  const mail = (await rows<Mail>(inject('baseUrl'), 'mail_outbox')).find(
    (m) => m.to === to && m.template === 'registration-confirm',
  );
  return /register\/confirm\?hash=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};

const personal = (username: string) => ({
  prefix: 'female',
  firstName: 'Anna',
  lastName: 'Nieuw',
  email: `${username}@example.be`,
  username,
  password: 'Sterk-2026!',
  confirmPassword: 'Sterk-2026!',
  language: 'fr-FR',
  privacyConfirm: true,
});
const login = (username: string) =>
  call('POST', '/account/login', { body: { username, password: 'Sterk-2026!' } });

describe('registration of a new company', () => {
  const company = {
    companyName: 'Nieuw Metaal BV',
    vat: 'BE 0202.239.951',
    street: 'Havenlaan',
    streetNumber: '12',
    zip: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '+32 9 123 45 67',
  };

  it('creates the company and its lead buyer, active only after the mailed link', async () => {
    const res = await call('POST', '/b2b/register/company', {
      body: { ...company, ...personal('anna.nieuw') },
    });
    expect(res.status).toBe(200);
    expect(res.json.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(errorCodes((await login('anna.nieuw')).json)).toEqual(['B2B__CUSTOMER_IS_INACTIVE']);

    const hash = await confirmHash('anna.nieuw@example.be');
    expect(hash).not.toBe('');
    expect((await call('POST', '/account/register-confirm', { body: { hash } })).status).toBe(200);
    const again = await call('POST', '/account/register-confirm', { body: { hash } });
    expect(errorCodes(again.json)).toEqual(['B2B__REGISTRATION_HASH_INVALID']);

    const token = (await login('anna.nieuw')).headers.get('sw-context-token') ?? '';
    const me = await call('GET', '/account/customer', { token });
    expect(me.json).toMatchObject({
      leadBuyer: true,
      company: { name: 'Nieuw Metaal BV', vatId: 'BE0202239951' },
    });
    expect(me.json.company.number).toMatch(/^\d{6}$/);
    expect(me.json.rights.filter((r: { enabled: boolean }) => r.enabled)).toHaveLength(23);
  });

  it('refuses a registered VAT number, a taken username, an invalid VAT and a missing privacy consent', async () => {
    const vat = await call('POST', '/b2b/register/company', {
      body: { ...company, vat: 'BE0403170701', ...personal('someone.else') },
    });
    expect(errorCodes(vat.json)).toEqual(['VIOLATION::VAT_NUMBER_ALREADY_EXISTS']);
    const user = await call('POST', '/b2b/register/company', {
      body: { ...company, vat: 'BE0417497106', ...personal('demo.lead') },
    });
    expect(errorCodes(user.json)).toEqual(['VIOLATION::USERNAME_EXISTS']);
    const invalid = await call('POST', '/b2b/register/company', {
      body: { ...company, vat: 'BE0403170702', ...personal('x.y'), privacyConfirm: false },
    });
    expect(errorCodes(invalid.json)).toEqual(['VIOLATION::INVALID_VAT_NUMBER', 'VIOLATION::MUST_BE_CHECKED']);
  });
});

describe('registration of a user under an existing company', () => {
  it('needs the company number and VAT to belong together, and starts with few rights', async () => {
    const wrong = await call('POST', '/b2b/register/company/customer', {
      body: { clientNumber: '100001', vat: 'BE0876543270', ...personal('new.colleague2') },
    });
    expect(errorCodes(wrong.json)).toEqual(['COMPANY_DOESNT_EXIST']);
    const blocked = await call('POST', '/b2b/register/company/customer', {
      body: { clientNumber: '100003', vat: 'BE0456789133', ...personal('new.colleague2') },
    });
    expect(errorCodes(blocked.json)).toEqual(['CLIENT_IS_BLOCKED']);

    const res = await call('POST', '/b2b/register/company/customer', {
      body: { clientNumber: '100001', vat: 'BE0403170701', ...personal('new.colleague2') },
    });
    expect(res.status).toBe(200);
    const hash = await confirmHash('new.colleague2@example.be');
    await call('POST', '/account/register-confirm', { body: { hash } });
    const token = (await login('new.colleague2')).headers.get('sw-context-token') ?? '';
    const me = await call('GET', '/account/customer', { token });
    expect(me.json).toMatchObject({ leadBuyer: false, company: { number: '100001' } });
    const enabled = me.json.rights
      .filter((r: { enabled: boolean }) => r.enabled)
      .map((r: { code: string }) => r.code);
    expect(enabled).not.toContain('ROLE_VIEW_PRICES');
    expect(enabled).toContain('ROLE_MANAGE_OWN_ACCOUNT');
  });
});

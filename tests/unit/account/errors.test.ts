import * as v from 'valibot';
import '../../../src/components/form/page-errors.ts';
import { describe, expect, it } from 'vitest';
import {
  bareCode,
  fromErrorItems,
  fromIssues,
  messageFor,
  toMessages,
} from '../../../src/components/form/errors.ts';
import { ChangePasswordSchema, LoginSchema } from '../../../src/shared/schemas/account.ts';
import { CompanyUserCreateSchema } from '../../../src/shared/schemas/company-users.ts';
import {
  RegisterCustomerSchema,
  registerCompanySchema,
  registerCompanyStepSchema,
} from '../../../src/shared/schemas/registration.ts';

const nl = (code: string, params = {}) => messageFor({ code, params }, 'nl-NL');

describe('error code → message', () => {
  it('strips the violation and product prefixes', () => {
    expect(bareCode('VIOLATION::IS_BLANK')).toBe('IS_BLANK');
    expect(bareCode('B2B__CUSTOMER_IS_INACTIVE')).toBe('CUSTOMER_IS_INACTIVE');
    expect(bareCode('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')).toBe('CUSTOMER_AUTH_BAD_CREDENTIALS');
    expect(bareCode('STORE_API__EMPTY_TOKEN')).toBe('EMPTY_TOKEN');
  });

  it('gives the Dutch texts of §8', () => {
    expect(nl('VIOLATION::IS_BLANK')).toBe('Dit is een verplicht veld.');
    expect(nl('VIOLATION::INVALID_EMAIL')).toBe('Dit is geen geldig e-mailadres.');
    expect(nl('VIOLATION::TOO_SHORT', { min: 8 })).toBe('Dit veld moet minimaal 8 tekens bevatten.');
    expect(nl('VIOLATION::TOO_LONG', { max: 100 })).toBe('Dit veld moet maximaal 100 characters bevatten.');
    expect(nl('VIOLATION::PASSWORDS_DO_NOT_MATCH')).toBe('Wachtwoord komt niet overeen.');
    expect(nl('INVALID_VAT_NUMBER')).toBe('Dit veld moet een geldig BTW nummer bevatten.');
    expect(nl('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')).toBe(
      'We konden u niet inloggen met de opgegeven gegevens',
    );
    expect(nl('COMPANY_DOESNT_EXIST')).toBe('Onjuiste klantgegevens');
    expect(nl('SOMETHING_NEW')).toBe('Er liep iets fout');
  });

  it('tells a newcomer to wait for approval, and how long a throttled lookup waits (issue 26)', () => {
    expect(nl('B2B__CUSTOMER_AWAITING_APPROVAL')).toContain('wacht nog op goedkeuring');
    expect(nl('B2B__LOOKUP_THROTTLED', { wait: 4 })).toBe(
      'Te veel controles van klantgegevens. Probeer het over 4 seconden opnieuw.',
    );
    expect(nl('B2B__JOIN_REQUEST_NOT_FOUND')).toContain('al goedgekeurd of geweigerd');
    // Registered by the server-only page-errors.ts, not shipped to the islands.
    expect(nl('B2B__LEAD_BUYER_PROTECTED')).not.toBe(nl('B2B__NO_SUCH_CODE'));
    expect(nl('B2B__ORDER_LIST_NOT_CHANGEABLE')).toContain('hoofdaankoper');
  });

  it('translates every known code into all four languages', () => {
    const codes = [
      'VIOLATION::USERNAME_EXISTS',
      'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE',
      'B2B__COMPANY_IS_INACTIVE',
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      'VIOLATION::INVALID_CITY',
    ];
    for (const code of codes) {
      const texts = (['nl-NL', 'fr-FR', 'en-GB', 'de-DE'] as const).map((l) =>
        messageFor({ code, params: {} }, l),
      );
      expect(new Set(texts).size).toBe(4);
    }
    expect(messageFor({ code: 'VIOLATION::INVALID_ROLE', params: {} }, 'fr-FR')).toBe(
      "Ce droit n'existe pas.",
    );
  });

  it('reads fields and limits from Store API violations', () => {
    const errors = fromErrorItems([
      { code: 'VIOLATION::TOO_SHORT', meta: { parameters: { field: 'password', expected: '>=8' } } },
      { code: 'CUSTOMER_PASSWORD_NOT_CORRECT' },
      { code: 'B2B__CANNOT_DELETE_SELF' },
    ]);
    expect(errors[0]).toEqual({ field: 'password', code: 'VIOLATION::TOO_SHORT', params: { min: 8 } });
    const { fields, form } = toMessages(errors, 'en-GB');
    // The first message per field wins: the length violation, not the wrong current password.
    expect(fields.password).toBe('This field must contain at least 8 characters.');
    expect(form).toEqual(['You cannot delete your own account.']);
  });

  it('maps issues of the shared schemas to fields', () => {
    const login = v.safeParse(LoginSchema, { username: ' ', password: '' });
    expect(login.success).toBe(false);
    const loginFields = toMessages(fromIssues(login.issues ?? []), 'nl-NL').fields;
    expect(loginFields).toEqual({
      username: 'Dit is een verplicht veld.',
      password: 'Dit is een verplicht veld.',
    });

    const change = v.safeParse(ChangePasswordSchema, {
      password: 'x',
      newPassword: 'lang-genoeg',
      newPasswordConfirm: 'anders',
    });
    expect(toMessages(fromIssues(change.issues ?? []), 'nl-NL').fields).toEqual({
      newPasswordConfirm: 'Wachtwoord komt niet overeen.',
    });

    const user = v.safeParse(CompanyUserCreateSchema, {
      firstName: 'A',
      lastName: 'B',
      username: 'ab',
      email: 'x',
      password: 'kort',
    });
    const userFields = toMessages(fromIssues(user.issues ?? []), 'nl-NL').fields;
    expect(userFields.username).toBe('Dit veld moet minimaal 3 tekens bevatten.');
    expect(userFields.email).toBe('Dit is geen geldig e-mailadres.');
    expect(userFields.password).toBe('Dit veld moet minimaal 8 tekens bevatten.');
  });

  it('requires the privacy checkbox and a 6-digit customer number when registering', () => {
    const result = v.safeParse(RegisterCustomerSchema, {
      clientNumber: '12345',
      vat: 'BE0403170701',
      prefix: 'female',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.be',
      confirmEmail: 'a@b.be',
      username: 'new.user',
      password: 'Sterk-2026!',
      confirmPassword: 'Sterk-2026!',
      language: 'nl-NL',
      privacyConfirm: false,
    });
    const fields = toMessages(fromIssues(result.issues ?? []), 'nl-NL').fields;
    expect(fields).toEqual({
      clientNumber: 'Een klantnummer bestaat uit 6 cijfers.',
      privacyConfirm: 'U moet dit aanvinken om verder te gaan.',
    });
  });

  it('reports every registration problem in one go: fields, conditions and confirmations (issue 27)', () => {
    const result = v.safeParse(registerCompanySchema({ REQUIRE_SETTING_PREFERRED_SITE: true }), {
      companyName: '',
      vat: 'BE0202239951',
      street: 'Kaai',
      streetNumber: '1',
      zip: '900',
      city: 'Gent',
      country: 'BE',
      phone: '+32 9 123 45 67',
      isNew: 'no',
      prefix: 'female',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.be',
      confirmEmail: 'a@c.be',
      username: 'ab',
      password: 'Sterk-2026!',
      confirmPassword: 'Sterk-2027!',
      language: 'nl-NL',
      privacyConfirm: false,
    });
    expect(Object.keys(toMessages(fromIssues(result.issues ?? []), 'nl-NL').fields).sort()).toEqual([
      'branch',
      'companyName',
      'confirmEmail',
      'confirmPassword',
      'existingCompanyNumber',
      'privacyConfirm',
      'username',
      'zip',
    ]);
  });

  it('requires the preferred branch only with REQUIRE_SETTING_PREFERRED_SITE', () => {
    const company = {
      companyName: 'Nieuw BV',
      vat: 'BE0202239951',
      street: 'Kaai',
      streetNumber: '1',
      zip: '9000',
      city: 'Gent',
      country: 'BE',
      phone: '+32 9 123 45 67',
    };
    expect(v.safeParse(registerCompanyStepSchema({}), company).success).toBe(true);
    const required = v.safeParse(
      registerCompanyStepSchema({ REQUIRE_SETTING_PREFERRED_SITE: true }),
      company,
    );
    expect(toMessages(fromIssues(required.issues ?? []), 'nl-NL').fields).toEqual({
      branch: 'Dit is een verplicht veld.',
    });
    const chosen = { ...company, branch: 'IMH_HAS' };
    expect(
      v.safeParse(registerCompanyStepSchema({ REQUIRE_SETTING_PREFERRED_SITE: true }), chosen).success,
    ).toBe(true);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContactFormSchema,
  contactInputFrom,
  fieldErrors,
  violationErrors,
} from '../../src/shared/schemas/forms.ts';

describe('contact form schema (shared by server and island)', () => {
  it('maps a submitted form to the payload and reports codes with limits', () => {
    const form = new FormData();
    form.set('firstName', '  Ann ');
    form.set('email', 'bad');
    form.set('message', 'short');
    const input = contactInputFrom(form);
    expect(input.privacyConfirm).toBe(false);
    const result = v.safeParse(ContactFormSchema, input);
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.issues ?? []);
    expect(errors).toMatchObject({
      lastName: { code: 'IS_BLANK' },
      email: { code: 'INVALID_EMAIL' },
      message: { code: 'TOO_SHORT', limit: 10 },
      privacyConfirm: { code: 'NOT_CHECKED' },
    });
    expect(errors.firstName).toBeUndefined();
  });

  it('reads the Store API violations into the same shape', () => {
    const errors = violationErrors([
      { code: 'VIOLATION::TOO_LONG', meta: { parameters: { field: 'subject', expected: '<=200' } } },
      { code: 'FRAMEWORK__OTHER' },
    ]);
    expect(errors).toEqual({ subject: { code: 'TOO_LONG', limit: 200 } });
  });
});

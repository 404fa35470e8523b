import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fromIssues, toMessages } from '../../src/components/form/errors.ts';
import { ContactFormSchema, contactInputFrom } from '../../src/shared/schemas/forms.ts';

describe('contact form schema (shared by server and island)', () => {
  it('maps a submitted form to the payload and reports translated errors with limits', () => {
    const form = new FormData();
    form.set('firstName', '  Ann ');
    form.set('email', 'bad');
    form.set('message', 'short');
    const input = contactInputFrom(form);
    expect(input.privacyConfirm).toBe(false);
    const result = v.safeParse(ContactFormSchema, input);
    expect(result.success).toBe(false);
    const errors = fromIssues(result.issues ?? []);
    expect(errors).toContainEqual({ field: 'message', code: 'TOO_SHORT', params: { min: 10 } });
    const { fields, form: general } = toMessages(errors, 'fr-FR');
    expect(fields).toEqual({
      lastName: 'Ce champ est obligatoire.',
      email: "Ce n'est pas une adresse e-mail valide.",
      subject: 'Ce champ est obligatoire.',
      message: 'Ce champ doit contenir au moins 10 caractères.',
      privacyConfirm: 'Vous devez cocher cette case pour continuer.',
    });
    expect(general).toEqual([]);
  });
});

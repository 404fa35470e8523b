import { describe, expect, it } from 'vitest';
import type { QuantityRefusal } from '../../../src/api/cart-types.ts';
import { quantityRefusalText } from '../../../src/components/checkout/quantity-refusal.ts';

const rules = (refusal: Partial<QuantityRefusal>): QuantityRefusal => ({
  reasons: ['QUANTITY_OFF_STEP'],
  min: 5,
  step: 5,
  max: null,
  stock: null,
  ...refusal,
});

describe('why the quick order refused a quantity', () => {
  it("names the article's minimum and step with the first quantities that go, in every language", () => {
    expect(quantityRefusalText(rules({}), 'nl-NL')).toBe(
      'Dit aantal kan niet. Minimum 5, per 5: 5, 10, 15 …',
    );
    expect(quantityRefusalText(rules({}), 'fr-FR')).toBe(
      "Cette quantité n'est pas possible. Minimum 5, par 5 : 5, 10, 15 …",
    );
    expect(quantityRefusalText(rules({}), 'en-GB')).toBe(
      'This quantity is not possible. Minimum 5, in steps of 5: 5, 10, 15 …',
    );
    expect(quantityRefusalText(rules({}), 'de-DE')).toBe(
      'Diese Menge ist nicht möglich. Mindestens 5, in Schritten von 5: 5, 10, 15 …',
    );
  });

  it('names the maximum and the stock only when they were broken, the stock figure only when given', () => {
    expect(
      quantityRefusalText(
        rules({
          reasons: ['QUANTITY_ABOVE_MAXIMUM', 'QUANTITY_ABOVE_STOCK'],
          step: 1,
          min: 1,
          max: 50,
          stock: 12,
        }),
        'nl-NL',
      ),
    ).toBe('Dit aantal kan niet. Maximum 50 per bestelling. Nog 12 op voorraad.');
    expect(quantityRefusalText(rules({ reasons: ['QUANTITY_ABOVE_STOCK'], step: 1, min: 1 }), 'nl-NL')).toBe(
      'Dit aantal kan niet. Meer dan er op voorraad is.',
    );
  });

  it('says whole units, a minimum of parts, or a number above 0', () => {
    const one = { step: 1, min: 1 };
    expect(
      quantityRefusalText(rules({ ...one, reasons: ['QUANTITY_NOT_WHOLE', 'QUANTITY_OFF_STEP'] }), 'nl-NL'),
    ).toBe('Dit aantal kan niet. Alleen hele aantallen: 1, 2, 3 …');
    expect(quantityRefusalText(rules({ ...one, reasons: ['QUANTITY_BELOW_MINIMUM'] }), 'nl-NL')).toBe(
      'Dit aantal kan niet. Minimum 1.',
    );
    expect(quantityRefusalText(rules({ ...one, reasons: ['INVALID_QUANTITY'] }), 'en-GB')).toBe(
      'This quantity is not possible. Enter a quantity above 0.',
    );
  });
});

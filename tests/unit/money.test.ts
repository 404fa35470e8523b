import { describe, expect, it } from 'vitest';
import { priceTotals } from '../../src/server/cart/totals.ts';
import { documentTotals } from '../../src/server/documents/totals.ts';
import {
  euroAmount,
  formatAmount,
  formatUnitPrice,
  lineNet,
  percentOf,
  roundCents,
} from '../../src/shared/money.ts';

const SETTINGS = {
  minimumOrderValue: 100_000,
  minimumOrderAdditionalCost: 15_000,
  freeShippingLimit: 250_000,
  shippingCost: 12_500,
};

describe('the rounding rule (EN 16931, issue 26)', () => {
  it('rounds to the cent, half away from zero', () => {
    expect(roundCents(12_345)).toBe(12_350);
    expect(roundCents(12_344)).toBe(12_340);
    expect(roundCents(-12_345)).toBe(-12_350);
    expect(roundCents(-12_344)).toBe(-12_340);
    expect(roundCents(0)).toBe(0);
  });

  it('rounds a line net amount once: quantity × unit price with 3 decimals', () => {
    // 3 × € 11,567 = € 34,701 → € 34,70; 5 × € 0,123 = € 0,615 → € 0,62
    expect(lineNet(11_567, 3000)).toBe(34_700);
    expect(lineNet(123, 5000)).toBe(620);
    // 2,5 m × € 1,111 = € 2,7775 → € 2,78
    expect(lineNet(1111, 2500)).toBe(2780);
  });

  it('takes VAT per rate on the sum of the rounded line amounts, not per line', () => {
    // Three lines of € 0,105 → € 0,11 each; VAT 21 % of € 0,33 = € 0,0693 → € 0,07 (per line it would be 3 × € 0,02).
    const lines = [1, 2, 3].map(() => ({ totalMilli: lineNet(105, 1000), taxRateBp: 2100 }));
    const totals = priceTotals(lines, 0, { ...SETTINGS, minimumOrderValue: 0 }, true);
    expect(totals.net).toBe(330);
    expect(totals.taxes).toEqual([{ taxRate: 21, tax: 70, price: 330 }]);
    expect(totals.gross).toBe(400);
    expect(percentOf(330, 2100)).toBe(70);
  });

  it('keeps every amount of a cart to the cent, with and without delivery', () => {
    const lines = [
      { totalMilli: lineNet(11_567, 3000), taxRateBp: 2100 },
      { totalMilli: lineNet(4_333, 7000), taxRateBp: 600 },
    ];
    for (const pickup of [true, false]) {
      const t = priceTotals(lines, 500, SETTINGS, pickup);
      for (const amount of [t.goods, t.discount, t.additionalCost, t.shipping, t.net, t.gross]) {
        expect(amount % 10).toBe(0);
      }
      for (const tax of t.taxes) expect([tax.tax % 10, tax.price % 10]).toEqual([0, 0]);
      // The VAT bases add up to the net amount, the gross is net plus VAT.
      expect(t.taxes.reduce((sum, x) => sum + x.price, 0)).toBe(t.net);
      expect(t.gross).toBe(t.net + t.taxes.reduce((sum, x) => sum + x.tax, 0));
      expect(t.shipping).toBe(pickup ? 0 : 12_500);
    }
  });

  it('gives the invoice documents the same amounts as the cart', () => {
    const doc = documentTotals([
      { productNumber: 'A', name: 'A', quantityMilli: 3000, unitPriceMilli: 11_567, vatRate: 21 },
      { productNumber: 'B', name: 'B', quantityMilli: 1000, unitPriceMilli: 12_500, vatRate: 21 },
    ]);
    const cart = priceTotals(
      [{ totalMilli: lineNet(11_567, 3000), taxRateBp: 2100 }],
      0,
      { ...SETTINGS, minimumOrderValue: 0 },
      false,
    );
    expect(doc.netCents * 10).toBe(cart.net);
    expect(doc.grossCents * 10).toBe(cart.gross);
  });

  it('renders stored 3-decimal amounts rounded by the same rule', () => {
    expect(euroAmount(34_703)).toBe(34.7);
    expect(euroAmount(2_122_545)).toBe(2122.55);
  });
});

describe('one money formatter per locale (issue 27)', () => {
  it('shows amounts to pay to the cent in the page language', () => {
    expect(formatAmount('nl-NL', 5330.79)).toBe('€ 5.330,79');
    expect(formatAmount('en-GB', 5330.79)).toBe('€ 5,330.79');
    expect(formatAmount('de-DE', 5330.79)).toBe('€ 5.330,79');
    expect(formatAmount('fr-FR', 5330.79).replace(/\s/g, ' ')).toBe('€ 5 330,79');
    expect(formatAmount('en-GB', 34.703)).toBe('€ 34.70');
    expect(formatAmount('nl-NL', -8.645)).toBe('-€ 8,65');
  });

  it('keeps the 3 decimals of unit prices (§9), /unit only when a unit is given', () => {
    expect(formatUnitPrice('nl-NL', 11.567, 'ST')).toBe('€ 11,567/ST');
    expect(formatUnitPrice('en-GB', 1234.5)).toBe('€ 1,234.500');
    expect(formatUnitPrice('nl-NL', 1234567.1)).toBe('€ 1.234.567,100');
    expect(formatUnitPrice('nl-NL', 999.9999)).toBe('€ 1.000,000');
    expect(formatUnitPrice('nl-NL', 0.0005)).toBe('€ 0,001');
    expect(formatUnitPrice('nl-NL', 3.2, '')).toBe('€ 3,200');
    expect(formatUnitPrice('nl-NL', -5)).toBe('-€ 5,000');
    expect(formatUnitPrice('nl-NL', -0.0001)).toBe('€ 0,000');
  });
});

import { describe, expect, it } from 'vitest';
import { calculatedPrice, discounted, euros } from '../../../src/server/catalog/pricing.ts';

describe('customer prices', () => {
  it('applies a price list discount in basis points, rounded to the thousandth', () => {
    expect(discounted(10_000, 1200)).toBe(8800);
    expect(discounted(12_345, 500)).toBe(11_728); // 11727.75
    expect(discounted(1, 500)).toBe(1);
    expect(discounted(10_000, 0)).toBe(10_000);
  });

  it('turns thousandths into euros and keeps null', () => {
    expect(euros(12_345)).toBe(12.345);
    expect(euros(null)).toBeNull();
  });

  it('builds a net calculatedPrice (Shopware 6.6 fields) with the list price it undercuts', () => {
    expect(calculatedPrice(8800, 12_000, 2100, 3)).toEqual({
      apiAlias: 'calculated_price',
      unitPrice: 8.8,
      quantity: 3,
      totalPrice: 26.4,
      positionPrice: 26.4,
      netPrice: 26.4,
      hasRange: false,
      referencePrice: null,
      regulationPrice: null,
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax: 5.54, taxRate: 21, price: 26.4 }],
      taxRules: [{ taxRate: 21, percentage: 100 }],
      listPrice: { apiAlias: 'cart_list_price', price: 12, discount: -3.2, percentage: 26.67 },
    });
    expect(calculatedPrice(8800, 8800, 2100)?.listPrice).toBeNull();
    expect(calculatedPrice(8800, null, 600)?.calculatedTaxes[0]?.tax).toBe(0.53); // to the cent (issue 26)
    expect(calculatedPrice(null, 12_000, 2100)).toBeNull();
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderableError, quantityViolations } from '../../../src/server/cart/rules.ts';
import type { CartProduct } from '../../../src/server/cart/store.ts';
import { isDeliveryDay, LineItemAddSchema } from '../../../src/shared/schemas/cart.ts';

// §5 quantity rules as the server enforces them, whatever the counter did.

const product = (over: Partial<CartProduct> = {}) =>
  ({
    id: '0190a1b2-0000-7000-8000-000000000001',
    productNumber: 'IM-1',
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    stock: 100,
    unit: 'ST',
    childCount: 0,
    deliveryTimeId: null,
    customFields: {},
    ...over,
  }) as CartProduct;
const codes = (p: CartProduct, quantity: number) =>
  quantityViolations(p, Math.round(quantity * 1000), 'items.0.quantity').map((e) => e.code);

describe('quantityViolations', () => {
  it('passes quantities on the grid within minimum, maximum and stock', () => {
    expect(codes(product(), 1)).toEqual([]);
    expect(codes(product({ minPurchase: 5, purchaseSteps: 5 }), 15)).toEqual([]);
    expect(codes(product({ maxPurchase: 50 }), 50)).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(codes(product({ minPurchase: 5, purchaseSteps: 5 }), 3)).toEqual([
      'VIOLATION::QUANTITY_BELOW_MINIMUM',
    ]);
    expect(codes(product({ minPurchase: 5, purchaseSteps: 5 }), 7)).toEqual(['VIOLATION::QUANTITY_OFF_STEP']);
    expect(codes(product({ maxPurchase: 50 }), 51)).toEqual(['VIOLATION::QUANTITY_ABOVE_MAXIMUM']);
    expect(codes(product({ stock: 3 }), 4)).toEqual(['VIOLATION::QUANTITY_ABOVE_STOCK']);
    expect(codes(product(), 1.5)).toContain('VIOLATION::QUANTITY_NOT_WHOLE');
  });

  it('backorders beyond the stock an article with a delivery time (§4)', () => {
    const timed = { deliveryTimeId: '0190a1b2-0000-7000-8000-0000000000d1' };
    expect(codes(product({ ...timed, stock: 3 }), 4)).toEqual([]);
    expect(orderableError(product({ ...timed, stock: 0 }), 1000)).toBeNull();
  });

  it('allows parts only of divisible units, and only on the step grid', () => {
    expect(codes(product({ unit: 'M', minPurchase: 0.5, purchaseSteps: 0.5 }), 2.5)).toEqual([]);
    expect(codes(product({ unit: 'ST', minPurchase: 0.5, purchaseSteps: 0.5 }), 2.5)).toEqual([
      'VIOLATION::QUANTITY_NOT_WHOLE',
    ]);
    // Step 1 from minimum 1: 2.5 m is off the grid (§5: minimum plus a whole multiple of the step).
    expect(codes(product({ unit: 'M' }), 2.5)).toEqual(['VIOLATION::QUANTITY_OFF_STEP']);
  });

  it('points at the request field and names the rules in the parameters', () => {
    const [error] = quantityViolations(product({ stock: 1 }), 2000, 'items.3.quantity');
    expect(error?.source).toEqual({ pointer: '/items/3/quantity' });
    expect(error?.meta.parameters).toMatchObject({
      field: 'items.3.quantity',
      sku: 'IM-1',
      quantity: 2,
      stock: 1,
    });
  });
});

describe('orderableError', () => {
  it('refuses variant parents, articles without a price for the buyer, and sold-out articles', () => {
    expect(orderableError(product(), 1000)).toBeNull();
    expect(orderableError(product({ childCount: 3 }), 1000)?.items[0]?.code).toBe(
      'B2B__PRODUCT_NOT_ORDERABLE',
    );
    expect(orderableError(product(), null)?.items[0]?.code).toBe('B2B__PRODUCT_NOT_ORDERABLE');
    expect(orderableError(product({ stock: 0 }), 1000)?.items[0]?.code).toBe('B2B__PRODUCT_OUT_OF_STOCK');
  });
});

describe('payload limits', () => {
  const add = (quantity: unknown) =>
    v.safeParse(LineItemAddSchema, { items: [{ type: 'product', sku: 'IM-1', quantity }] }).success;
  it('refuses zero, negative, huge, non-finite and over-precise quantities before any rule', () => {
    expect(add(1)).toBe(true);
    expect(add(0.125)).toBe(true);
    for (const bad of [0, -1, 1e12, Number.POSITIVE_INFINITY, Number.NaN, 0.0001, '1'])
      expect(add(bad)).toBe(false);
  });
});

describe('isDeliveryDay', () => {
  it('takes weekdays from tomorrow on', () => {
    const today = '2026-03-04'; // a Wednesday
    expect(isDeliveryDay('2026-03-05', today)).toBe(true);
    expect(isDeliveryDay('2026-03-09', today)).toBe(true);
    for (const day of ['2026-03-04', '2026-03-03', '2026-03-07', '2026-03-08']) {
      expect(isDeliveryDay(day, today), day).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { stockState } from '../../../src/shared/catalog/stock-state.ts';

describe('stock display (§4)', () => {
  it('is in stock when the quantity is covered', () => {
    expect(stockState({ price: 1, stock: 10, quantity: 10 })).toBe('in-stock');
    expect(stockState({ price: 1, stock: 10 })).toBe('in-stock');
  });

  it('is partly in stock when only some of the quantity is there', () => {
    expect(stockState({ price: 1, stock: 10, quantity: 11 })).toBe('partially-in-stock');
  });

  it('is out of stock at 0 or below', () => {
    expect(stockState({ price: 1, stock: 0 })).toBe('out-of-stock');
    expect(stockState({ price: 1, stock: -2 })).toBe('out-of-stock');
  });

  it('shows no price before anything else when the price is missing', () => {
    expect(stockState({ price: null, stock: 10 })).toBe('no-price');
  });

  it('uses hasStock for anonymous visitors, who get no amount and no price', () => {
    expect(stockState({ hasStock: true })).toBe('in-stock');
    expect(stockState({ hasStock: false })).toBe('out-of-stock');
    expect(stockState({ price: undefined, stock: null, hasStock: true, quantity: 500 })).toBe('in-stock');
  });
});

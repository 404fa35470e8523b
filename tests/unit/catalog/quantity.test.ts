import { describe, expect, it } from 'vitest';
import {
  defaultQuantity,
  maxOnGrid,
  quantityErrors,
  snapQuantity,
  stepQuantity,
} from '../../../src/shared/catalog/quantity.ts';

describe('quantity counter (§4, §5)', () => {
  it('defaults to minSalesQuantity or 1', () => {
    expect(defaultQuantity(5)).toBe(5);
    expect(defaultQuantity(null)).toBe(1);
    expect(defaultQuantity(0)).toBe(1);
    expect(defaultQuantity(undefined)).toBe(1);
  });

  it('snaps to the step grid counted from the minimum', () => {
    const rules = { min: 5, step: 5 };
    expect(snapQuantity(7, rules)).toBe(5);
    expect(snapQuantity(8, rules)).toBe(10);
    expect(snapQuantity(10, rules)).toBe(10);
    expect(snapQuantity(12, { min: 2, step: 5 })).toBe(12);
    expect(snapQuantity(13, { min: 2, step: 5 })).toBe(12);
  });

  it('clamps to min and to the last grid value under max', () => {
    expect(snapQuantity(-3, { min: 5, step: 5 })).toBe(5);
    expect(snapQuantity(Number.NaN, { min: 5, step: 5 })).toBe(5);
    expect(snapQuantity(1000, { min: 5, step: 5, max: 52 })).toBe(50);
    expect(maxOnGrid({ min: 5, step: 5, max: 52 })).toBe(50);
    expect(maxOnGrid({ min: 1, step: 1 })).toBeNull();
  });

  it('steps up and down inside the bounds', () => {
    const rules = { min: 10, step: 10, max: 30 };
    expect(stepQuantity(10, 1, rules)).toBe(20);
    expect(stepQuantity(30, 1, rules)).toBe(30);
    expect(stepQuantity(10, -1, rules)).toBe(10);
  });

  it('handles decimal steps with 2 decimals', () => {
    expect(snapQuantity(1.26, { min: 0.5, step: 0.25 })).toBe(1.25);
    expect(quantityErrors(1.25, { min: 0.5, step: 0.25, stock: 10 })).toEqual([]);
  });

  it('reports below minimum, above maximum and off-step', () => {
    const rules = { min: 5, step: 5, max: 50, stock: 1000 };
    expect(quantityErrors(5, rules)).toEqual([]);
    expect(quantityErrors(50, rules)).toEqual([]);
    expect(quantityErrors(4, rules)).toEqual(['below-minimum']);
    expect(quantityErrors(55, rules)).toEqual(['above-maximum']);
    expect(quantityErrors(7, rules)).toEqual(['off-step']);
    expect(quantityErrors(0, rules)).toEqual(['invalid']);
    expect(quantityErrors(Number.NaN, rules)).toEqual(['invalid']);
  });

  it('checks stock: valid when quantity is at most stock, missing stock counts as 0', () => {
    expect(quantityErrors(10, { stock: 10 })).toEqual([]);
    expect(quantityErrors(11, { stock: 10 })).toEqual(['above-stock']);
    expect(quantityErrors(1, { stock: null })).toEqual(['above-stock']);
    expect(quantityErrors(1, {})).toEqual(['above-stock']);
  });

  it('lets a backorderable article go beyond its stock (§4: the rest comes with the delivery time)', () => {
    expect(quantityErrors(11, { stock: 10, backorder: true })).toEqual([]);
    expect(quantityErrors(1, { stock: 0, backorder: true })).toEqual([]);
    expect(quantityErrors(0, { stock: 10, backorder: true })).toEqual(['invalid']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  deliveryDays,
  deliveryTimeFor,
  formatDayRange,
  leadTime,
} from '../../../src/shared/catalog/delivery-time.ts';

describe('delivery-time math (§9)', () => {
  it('converts units: day 1, week 7, month 30, year 365', () => {
    expect(deliveryDays({ min: 1, max: 3, unit: 'day' })).toEqual({ min: 1, max: 3 });
    expect(deliveryDays({ min: 1, max: 2, unit: 'week' })).toEqual({ min: 7, max: 14 });
    expect(deliveryDays({ min: 1, max: 2, unit: 'month' })).toEqual({ min: 30, max: 60 });
    expect(deliveryDays({ min: 1, max: 1, unit: 'year' })).toEqual({ min: 365, max: 365 });
  });

  it('adds the restock time in days to both ends', () => {
    expect(deliveryDays({ min: 1, max: 2, unit: 'week' }, 3)).toEqual({ min: 10, max: 17 });
    expect(deliveryDays({ min: 1, max: 3, unit: 'day' }, 0)).toEqual({ min: 1, max: 3 });
    expect(deliveryDays({ min: 1, max: 3, unit: 'day' }, null)).toEqual({ min: 1, max: 3 });
    expect(deliveryDays({ min: 1, max: 3, unit: 'day' }, -5)).toEqual({ min: 1, max: 3 });
  });

  it('orders swapped ends and treats an unknown unit as days', () => {
    expect(deliveryDays({ min: 4, max: 2, unit: 'day' })).toEqual({ min: 2, max: 4 });
    expect(deliveryDays({ min: 2, max: 4, unit: 'fortnight' })).toEqual({ min: 2, max: 4 });
    expect(deliveryDays({ min: 1, max: 2, unit: 'WEEK' })).toEqual({ min: 7, max: 14 });
  });

  it('formats one number when min equals max, otherwise "min - max"', () => {
    expect(formatDayRange({ min: 5, max: 5 })).toBe('5');
    expect(formatDayRange({ min: 7, max: 14 })).toBe('7 - 14');
    expect(leadTime({ min: 1, max: 1, unit: 'week' }, 7)).toBe('14');
    expect(leadTime({ min: 2, max: 4, unit: 'week' })).toBe('14 - 28');
    expect(leadTime(null, 7)).toBeNull();
  });

  it('adds the restock time only when the stock does not cover the quantity', () => {
    const week = { min: 1, max: 2, unit: 'week' };
    expect(deliveryTimeFor(week, 7, 10, 10)).toBe('7 - 14');
    expect(deliveryTimeFor(week, 7, 10, 11)).toBe('14 - 21');
    expect(deliveryTimeFor(week, 7, 0, 1)).toBe('14 - 21');
    expect(deliveryTimeFor({ min: 3, max: 3, unit: 'day' }, 4, 0, 1)).toBe('7');
    expect(deliveryTimeFor(week, null, 0, 1)).toBe('7 - 14');
    expect(deliveryTimeFor(null, 7, 0, 1)).toBeNull();
  });
});

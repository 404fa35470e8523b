import { describe, expect, it } from 'vitest';
import { formatPrice, formatStock, priceParts } from '../../../src/shared/catalog/format.ts';

describe('price display (§2, §9)', () => {
  it('shows the euro sign, integer part, comma and 3 decimals', () => {
    expect(formatPrice(12.5)).toBe('€ 12,500');
    expect(formatPrice(0)).toBe('€ 0,000');
    expect(formatPrice(0.0004)).toBe('€ 0,000');
    expect(formatPrice(0.0005)).toBe('€ 0,001');
  });

  it('groups thousands as nl-BE does', () => {
    expect(formatPrice(1234.5678)).toBe('€ 1.234,568');
    expect(formatPrice(1234567.1)).toBe('€ 1.234.567,100');
    expect(formatPrice(999.9999)).toBe('€ 1.000,000');
  });

  it('adds /unit only when a unit is given', () => {
    expect(formatPrice(3.2, 'ST')).toBe('€ 3,200/ST');
    expect(formatPrice(3.2, '')).toBe('€ 3,200');
    expect(formatPrice(3.2, null)).toBe('€ 3,200');
  });

  it('splits into parts for styled rendering and keeps the sign', () => {
    expect(priceParts(1234.5, 'M')).toEqual({
      sign: '',
      symbol: '€',
      integer: '1.234',
      decimals: '500',
      unit: 'M',
    });
    expect(formatPrice(-5)).toBe('-€ 5,000');
    expect(formatPrice(-0.0001)).toBe('€ 0,000');
  });

  it('shows stock with 2 decimals', () => {
    expect(formatStock(1250)).toBe('1.250,00');
    expect(formatStock(3.456)).toBe('3,46');
    expect(formatStock(0)).toBe('0,00');
  });
});

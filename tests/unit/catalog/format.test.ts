import { describe, expect, it } from 'vitest';
import { formatStock } from '../../../src/shared/catalog/format.ts';

describe('stock display (§9)', () => {
  it('shows stock with 2 decimals', () => {
    expect(formatStock(1250)).toBe('1.250,00');
    expect(formatStock(3.456)).toBe('3,46');
    expect(formatStock(0)).toBe('0,00');
  });
});

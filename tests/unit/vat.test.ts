import { describe, expect, it } from 'vitest';
import { isValidBelgianVat, normalizeVat } from '../../src/shared/vat.ts';

describe('Belgian VAT numbers', () => {
  it('accepts numbers whose last two digits are 97 minus the first eight modulo 97', () => {
    expect(isValidBelgianVat('BE0403170701')).toBe(true);
    expect(isValidBelgianVat('BE0876543270')).toBe(true);
    expect(isValidBelgianVat('be 0403.170.701')).toBe(true);
  });

  it('rejects a wrong check, a first digit above 1, wrong length or another country', () => {
    expect(isValidBelgianVat('BE0403170702')).toBe(false);
    expect(isValidBelgianVat('BE2403170701')).toBe(false);
    expect(isValidBelgianVat('BE040317070')).toBe(false);
    expect(isValidBelgianVat('NL0403170701')).toBe(false);
    expect(isValidBelgianVat('')).toBe(false);
  });

  it('normalises what buyers type', () => {
    expect(normalizeVat(' be 0403.170-701 ')).toBe('BE0403170701');
  });
});

import { describe, expect, it } from 'vitest';
import { ean13 } from '../../../src/server/seed/ean.ts';

describe('ean13', () => {
  it('completes known real EAN-13 codes', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13('590123412345')).toBe('5901234123457');
    expect(ean13('978030640615')).toBe('9780306406157');
  });

  it('gives check digit 0 when the weighted sum is a multiple of ten', () => {
    expect(ean13('000000000000')).toBe('0000000000000');
  });

  it('rejects bases that are not 12 digits', () => {
    expect(() => ean13('40063813339')).toThrow();
    expect(() => ean13('4006381333931')).toThrow();
    expect(() => ean13('40063813339x')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { parseQuantity, parseQuickOrder } from '../../../src/server/cart/quick-order.ts';

// The quick-order text as the server reads it (§4): `article;quantity` per line, header optional,
// `,` `;` or tab separated (the first line decides), decimal comma accepted.

describe('parseQuickOrder', () => {
  it('drops a header line and numbers the lines as in the file', () => {
    expect(parseQuickOrder('Artikelnummer;Aantal\nIM-100001;2\r\nIM-100002;3')).toEqual([
      { line: 2, article: 'IM-100001', quantity: '2' },
      { line: 3, article: 'IM-100002', quantity: '3' },
    ]);
  });

  it('keeps a first line that is an article, not a header', () => {
    expect(parseQuickOrder('IM-100001;2').map((l) => l.article)).toEqual(['IM-100001']);
    // "Art…" names an article number only with a quantity column that is not a number.
    expect(parseQuickOrder('ART-7;2\nIM-1;1').map((l) => l.article)).toEqual(['ART-7', 'IM-1']);
  });

  it('reads comma, semicolon and tab separated text, quoted cells and a BOM', () => {
    expect(parseQuickOrder('sku,qty\nIM-1,2\n"IM-2","1,5"')).toEqual([
      { line: 2, article: 'IM-1', quantity: '2' },
      { line: 3, article: 'IM-2', quantity: '1,5' },
    ]);
    expect(parseQuickOrder('IM-1\t4\n IM-2 \t 5 ')).toEqual([
      { line: 1, article: 'IM-1', quantity: '4' },
      { line: 2, article: 'IM-2', quantity: '5' },
    ]);
    expect(parseQuickOrder('\uFEFFIM-1;1')[0]?.article).toBe('IM-1');
  });

  it('takes quantity 1 when the column is missing, skips empty lines and keeps the file line numbers', () => {
    expect(parseQuickOrder('IM-1\n\n\nIM-2;3\n')).toEqual([
      { line: 1, article: 'IM-1', quantity: '1' },
      { line: 4, article: 'IM-2', quantity: '3' },
    ]);
  });

  it('reads a paste that mixes line endings line by line', () => {
    expect(parseQuickOrder('Artikel;Aantal\r\nIM-1;2\nIM-2;3\r\nIM-3;4')).toEqual([
      { line: 2, article: 'IM-1', quantity: '2' },
      { line: 3, article: 'IM-2', quantity: '3' },
      { line: 4, article: 'IM-3', quantity: '4' },
    ]);
  });

  it('takes the separator from the first line that has one', () => {
    expect(parseQuickOrder('IM-1\nIM-2;3')).toEqual([
      { line: 1, article: 'IM-1', quantity: '1' },
      { line: 2, article: 'IM-2', quantity: '3' },
    ]);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers and up to three decimals with a point or a comma', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity(' 2.125 ')).toBe(2.125);
  });

  it('refuses signs, exponents, thousands separators and words', () => {
    for (const text of ['-1', '+1', '1e3', '1.2345', '1.000,5', 'abc', '', '½', 'NaN', 'Infinity']) {
      expect(parseQuantity(text), text).toBeNaN();
    }
  });
});

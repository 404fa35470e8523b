import { describe, expect, it } from 'vitest';
import { documentTokens, equivalents, normalize } from '../../src/server/search/notation.ts';
import { parseTerm, relaxedSlots, tsqueryOf } from '../../src/server/search/query.ts';

const query = (text: string) => tsqueryOf(parseTerm(text).slots);

describe('the trade notation (issue 28)', () => {
  it('reads sizes however they are written as one token', () => {
    for (const written of ['M8x30', 'M8 x 30', 'm8 X 30', 'M8×30', 'M8*30'])
      expect(normalize(written)).toBe('m8x30');
    for (const written of [
      '20x47x14',
      '20 x 47 x 14',
      '20 × 47 × 14',
      '20*47*14',
      '20/47/14',
      '20 mm x 47 mm x 14',
    ])
      expect(normalize(written)).toContain('20x47x14');
    expect(normalize('2,5 x 1,5')).toBe('2.5x1.5');
    // An inch thread is not a size triple.
    expect(normalize('G1/4')).toBe('g1/4');
  });

  it('drops accents and the diameter sign, in any language', () => {
    expect(normalize('Écrou hexagonal')).toBe('ecrou hexagonal');
    expect(normalize('Schlüssel Größe')).toBe('schlussel grosse');
    expect(documentTokens('Ø 50 x 25 mm')).toContain('50x25');
  });

  it('indexes designations joined and apart, sizes with their thread, compounds with their head', () => {
    const tokens = documentTokens('Zeskantbout DIN933 M8x16 8.8 ZN');
    for (const t of ['zeskantbout', 'zeskant', 'bout', 'din933', 'din', '933', 'm8x16', '8x16', 'm8', '8.8'])
      expect(tokens).toContain(t);
    for (const [text, token] of [
      ['V-snaar A 1400', 'a1400'],
      ['Veiligheidsbril SG-100 EN 166', 'en166'],
      ['Rollenketting 08B-1 DIN 8187', '08b1'],
      ['Rollenketting 08B-1 DIN 8187', 'din8187'],
      ['Groefkogellager 6204-2RS', '2rs'],
      ['Vis à tête cylindrique six pans creux', 'sixpanscreux'],
      ['Sechskantmutter', 'mutter'],
    ])
      expect(documentTokens(text as string)).toContain(token);
    // A head needs a real word before it: "ring" alone is not split.
    expect(documentTokens('Ring')).toEqual(['ring']);
  });

  it('asks for the pieces of a compound or of a number typed with its unit', () => {
    expect(query('imbusschraube')).toContain("'innensechskant'");
    expect(query('6200ZZ')).toContain("'2z'");
    expect(query('20L')).toContain("'20' & 'l'");
  });

  it('asks for the equivalent standards and the trade words of the same thing', () => {
    expect(equivalents('iso4017')).toEqual(expect.arrayContaining(['din933', 'iso4017']));
    expect(equivalents('hex')).toEqual(expect.arrayContaining(['zeskant', 'sechskant', 'sixpans']));
    expect(equivalents('rs')).toEqual(expect.arrayContaining(['2rs', 'ddu']));
    expect(equivalents('m8')).toEqual(['m8']);
    const iso = query('ISO 4017 M8x16') ?? '';
    expect(iso).toContain("'din933'");
    expect(iso).toContain("'m8x16'");
    expect(query('din-933')).toBe(query('DIN 933'));
  });

  it('reads two or three bare numbers as a size or as the numbers', () => {
    expect(query('naaldkrans 20 47 14')).toBe("('naaldkrans') & ('20x47x14' | '20' & '47' & '14')");
  });

  it('looks for the same part in other sizes by leaving the sizes out', () => {
    const relaxed = relaxedSlots(parseTerm('DIN 933 M8x16').slots);
    expect(relaxed && tsqueryOf(relaxed)).toContain("'din933'");
    expect(relaxed && tsqueryOf(relaxed)).not.toContain('m8x16');
    expect(relaxedSlots(parseTerm('20x47x14').slots)).toBeNull();
    expect(relaxedSlots(parseTerm('kogellager').slots)).toBeNull();
  });
});

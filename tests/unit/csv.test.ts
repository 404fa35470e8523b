import { describe, expect, it } from 'vitest';
import { FORMULA, readCsv, unescapeCell, writeCsv } from '../../src/server/csv/read.ts';

describe('CSV reading and writing (article links, quick order)', () => {
  it('escapes formula triggers on export and reads the file back as it was', () => {
    const rows = [
      ['productNumber', 'customerSku', 'description'],
      ['IM-1', '=HYPERLINK("x")', 'Lager; 6204 "2RS"'],
      ['IM-2', '-7', '@home'],
      ['IM-3', '+32', 'tab'],
    ];
    const csv = writeCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`IM-1;"'=HYPERLINK(""x"")";"Lager; 6204 ""2RS"""`);
    expect(csv).toContain("IM-2;'-7;'@home");
    const back = readCsv(csv).map((r) => r.cells);
    // Escaped cells are not formulas; unescaped, they are the values written.
    expect(back.flat().filter((c) => FORMULA.test(c))).toEqual([]);
    expect(back.map((r) => r.map(unescapeCell))).toEqual(rows);
  });

  it('reads comma, semicolon and tab files alike and numbers the lines of the file', () => {
    for (const sep of [',', ';', '\t']) {
      expect(readCsv(`a${sep}b\r\n\r\nc${sep}d\n`)).toEqual([
        { line: 1, cells: ['a', 'b'] },
        { line: 3, cells: ['c', 'd'] },
      ]);
    }
  });

  it('treats cells a spreadsheet would run as formulas, but not signed numbers', () => {
    for (const cell of ['=1+1', '@SUM(A1)', '+cmd', '-cmd', '\tx'])
      expect(FORMULA.test(cell), cell).toBe(true);
    for (const cell of ['-12', '+3.5', 'IM-100', "'=1+1"]) expect(FORMULA.test(cell), cell).toBe(false);
  });
});

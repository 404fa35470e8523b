import { parse as parseCsv } from 'csv-parse/sync';
import { ApiError } from '../http/errors.ts';

/** A cell a spreadsheet would run as a formula (CSV injection): refused outright, never stored. */
export const FORMULA = /^[=@\t\r]|^[+-](?![\d.,]+$)/;

export interface CsvRecord {
  /** The line in the file, so errors point at it even after skipped empty lines. */
  line: number;
  cells: string[];
}

/**
 * Reads CSV text with csv-parse: `,` `;` or tab separated (the first line with one decides, so a
 * Belgian Excel export and a plain one both read), a BOM and empty lines ignored, cells trimmed.
 */
export function readCsv(csv: string): CsvRecord[] {
  // One line ending (csv-parse merges lines of a paste that mixes \r\n and \n).
  const text = csv.replace(/\r\n?/g, '\n');
  const first = text.split('\n').find((l) => /[;\t,]/.test(l)) ?? '';
  const delimiter = first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
  try {
    const records = parseCsv(text, {
      info: true,
      delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    throw new ApiError(400, 'B2B__CSV_INVALID', `The CSV could not be read: ${(error as Error).message}`);
  }
}

/** Cells a spreadsheet would evaluate, escaped with a leading apostrophe (OWASP CSV injection). */
const TRIGGER = /^[=+\-@\t\r]/;
const escapeCell = (cell: string) => (TRIGGER.test(cell) ? `'${cell}` : cell);

/** Undoes escapeCell, so a file the shop exported reads back unchanged. */
export const unescapeCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Semicolon-separated CSV (what Excel expects in Belgium) with a BOM so it opens as UTF-8; cells
 * quoted when needed (RFC 4180) and formula triggers escaped.
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[";\n\r,]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return `\uFEFF${rows.map((r) => r.map((c) => quote(escapeCell(c))).join(';')).join('\r\n')}\r\n`;
}

/** A value as PostgreSQL's COPY … (FORMAT csv) reads it: empty unquoted = NULL. */
export type CsvValue = string | number | boolean | null | undefined | readonly string[] | object;

const NEEDS_QUOTES = /[",\n\r]/;

/** Arrays are written as array literals and must hold uuids or other unquoted tokens only. */
export function csvField(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return value.length ? `"{${value.join(',')}}"` : '{}';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === '' || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\n`;

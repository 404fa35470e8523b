import { lineNet, percentOf, toCents } from '../../shared/money.ts';
import type { DocumentLine } from './types.ts';

/** A line's net amount in cents: quantity × unit price, rounded once (EN 16931 BT-131, shared rule). */
export const lineCents = (line: Pick<DocumentLine, 'quantityMilli' | 'unitPriceMilli'>) =>
  toCents(lineNet(line.unitPriceMilli ?? 0, line.quantityMilli));

export interface VatBreakdown {
  rate: number;
  taxableCents: number;
  taxCents: number;
}

export interface DocumentTotals {
  netCents: number;
  vat: VatBreakdown[];
  vatCents: number;
  grossCents: number;
}

/** Net, VAT per rate (rounded per rate, as EN 16931 BR-CO-17 computes it) and gross, all in cents. */
export function documentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineCents(line));
  const vat = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, taxableCents]) => ({
      rate,
      taxableCents,
      taxCents: toCents(percentOf(taxableCents * 10, Math.round(rate * 100))),
    }));
  const netCents = vat.reduce((sum, v) => sum + v.taxableCents, 0);
  const vatCents = vat.reduce((sum, v) => sum + v.taxCents, 0);
  return { netCents, vat, vatCents, grossCents: netCents + vatCents };
}

/** Cents as a decimal string with two places (`12345` → `123.45`), for XML. */
export const decimal2 = (cents: number) => (cents / 100).toFixed(2);

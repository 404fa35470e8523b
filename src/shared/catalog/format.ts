/**
 * Number and stock display (§9): the nl-BE thousands separator, comma, 2 decimals for stock.
 * Money has its own formatters in src/shared/money.ts.
 */
export const STOCK_DECIMALS = 2;

const formatters = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-BE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, format);
  }
  return format;
}

/** `1234.5` → `1.234,50` (with 2 decimals): nl-BE grouping and decimal comma. */
export function formatNumber(value: number, decimals: number): string {
  return numberFormat(decimals).format(value);
}

/** Stock amounts with 2 decimals (`1.250,00`). */
export const formatStock = (value: number): string => formatNumber(value, STOCK_DECIMALS);

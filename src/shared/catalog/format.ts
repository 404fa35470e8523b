/**
 * Price and stock display (§2, §9): euro sign, integer part with the nl-BE thousands separator,
 * comma, 3 decimals for prices and 2 for stock, optional `/unit`.
 */
export const PRICE_DECIMALS = 3;
export const STOCK_DECIMALS = 2;
export const CURRENCY_SYMBOL = '€';

export interface PriceParts {
  sign: '' | '-';
  symbol: string;
  /** Integer part with thousands separators, e.g. `1.234`. */
  integer: string;
  /** The decimals without the comma, e.g. `500`. */
  decimals: string;
  unit: string | null;
}

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

export function priceParts(amount: number, unit?: string | null, decimals = PRICE_DECIMALS): PriceParts {
  const text = formatNumber(Math.abs(amount), decimals);
  const [integer = '0', fraction = ''] = text.split(',');
  const negative = amount < 0 && /[1-9]/.test(text);
  return {
    sign: negative ? '-' : '',
    symbol: CURRENCY_SYMBOL,
    integer,
    decimals: fraction,
    unit: unit || null,
  };
}

/** `€ 1.234,500/ST`; the unit part only when a unit is given. */
export function formatPrice(amount: number, unit?: string | null, decimals = PRICE_DECIMALS): string {
  const p = priceParts(amount, unit, decimals);
  const number = p.decimals ? `${p.integer},${p.decimals}` : p.integer;
  return `${p.sign}${p.symbol} ${number}${p.unit ? `/${p.unit}` : ''}`;
}

/** Stock amounts with 2 decimals (`1.250,00`). */
export const formatStock = (value: number): string => formatNumber(value, STOCK_DECIMALS);

import type { Locale } from './locales.ts';

/**
 * The one rounding rule for money (EN 16931, issue 26). Amounts are integer thousandths of a euro
 * (milli) so unit prices keep the 3 decimals of §9; every amount to pay is a whole number of cents:
 * a line's net amount is quantity × unit price rounded to the cent (BT-131), VAT is computed per rate
 * on the sum of the rounded bases and rounded once (BR-CO-17), totals are sums of rounded amounts.
 * Rounding is half away from zero.
 */

/** Milli rounded to a whole number of cents (a multiple of 10), half away from zero. */
export function roundCents(milli: number): number {
  const cents = Math.round(Math.abs(milli) / 10) * 10;
  return milli < 0 ? -cents : cents;
}

/** A line's net amount: quantity (thousandths of a unit) × unit price (milli), to the cent. */
export const lineNet = (unitMilli: number, quantityMilli: number) =>
  roundCents((unitMilli * quantityMilli) / 1000);

/** A share (basis points) of an amount, to the cent: a discount, VAT at a rate. */
export const percentOf = (milli: number, bp: number) => roundCents((milli * bp) / 10_000);

/** Whole cents of an amount in milli (for documents that count in cents). */
export const toCents = (milli: number) => roundCents(milli) / 10;

/** An amount to pay in milli as the Store API carries it: euros, to the cent (old 3-decimal rows too). */
export const euroAmount = (milli: number) => roundCents(milli) / 1000;

/** A unit price in milli as the Store API carries it: euros with up to 3 decimals. */
export const euroPrice = (milli: number) => milli / 1000;

/** An amount in euros (as the Store API carries it) to the cent, by the same rule. */
export const roundEuro = (euro: number) => roundCents(Math.round(euro * 1000)) / 1000;

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale | string, digits: number) {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

const euro = (locale: Locale | string, value: number, digits: number) => {
  const text = numberFormat(locale, digits).format(Math.abs(value));
  return `${value < 0 && /[1-9]/.test(text) ? '-' : ''}€ ${text}`;
};

/**
 * An amount to pay (euros) in the page's language, to the cent: `€ 1.234,56` (nl), `€ 1,234.56` (en).
 * The value is rounded by the rule above first, so an old 3-decimal amount shows as it is paid.
 */
export const formatAmount = (locale: Locale | string, value: number) => euro(locale, roundEuro(value), 2);

/** A unit price (euros) in the page's language with the 3 decimals of §9, optionally `/unit`. */
export const formatUnitPrice = (locale: Locale | string, value: number, unit?: string | null) =>
  `${euro(locale, value, 3)}${unit ? `/${unit}` : ''}`;

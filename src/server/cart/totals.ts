import { percentOf, roundCents } from '../../shared/money.ts';

/** The sales channel's order limits (customFields.checkout), thousandths of a euro. */
export interface CheckoutSettings {
  minimumOrderValue: number;
  minimumOrderAdditionalCost: number;
  freeShippingLimit: number;
  shippingCost: number;
}

/** Belgian VAT on shipping and extra costs. */
export const STANDARD_VAT_BP = 2100;

/**
 * A priced line as the totals see it (its net amount already to the cent, `lineNet`); taxRateBp null
 * for a line without an article (it adds nothing).
 */
export interface TotalsLine {
  totalMilli: number;
  taxRateBp: number | null;
}

export interface Totals {
  goods: number;
  discount: number;
  additionalCost: number;
  shipping: number;
  net: number;
  gross: number;
  taxes: { taxRate: number; tax: number; price: number }[];
  minimumApplies: boolean;
}

/**
 * The money of a cart or an order from its lines (thousandths of a euro): the discount, the minimum
 * order value's extra cost, shipping up to the free-shipping limit (none for pickup), VAT per rate.
 * One definition for the cart, the checkout, the placed order and an order shrunk by its approver;
 * every amount is rounded to the cent by src/shared/money.ts (EN 16931: VAT per rate on the sum).
 */
export function priceTotals(
  lines: TotalsLine[],
  discountBp: number,
  settings: CheckoutSettings,
  pickup: boolean,
): Totals {
  // Goods per VAT rate; the discount is taken per rate so the VAT bases add up to the net amount.
  const goodsByRate = new Map<number, number>();
  for (const l of lines) {
    if (l.taxRateBp === null) continue;
    goodsByRate.set(l.taxRateBp, (goodsByRate.get(l.taxRateBp) ?? 0) + l.totalMilli);
  }
  const bases = new Map<number, number>();
  let goods = 0;
  let discount = 0;
  for (const [rate, sum] of goodsByRate) {
    const off = percentOf(sum, discountBp);
    goods += sum;
    discount += off;
    bases.set(rate, sum - off);
  }
  const afterDiscount = goods - discount;
  const minimumApplies = goods > 0 && afterDiscount < settings.minimumOrderValue;
  const additionalCost = minimumApplies ? roundCents(settings.minimumOrderAdditionalCost) : 0;
  const shipping =
    goods === 0 || pickup || afterDiscount >= settings.freeShippingLimit
      ? 0
      : roundCents(settings.shippingCost);
  const net = afterDiscount + additionalCost + shipping;
  bases.set(STANDARD_VAT_BP, (bases.get(STANDARD_VAT_BP) ?? 0) + additionalCost + shipping);
  const taxes = [...bases]
    .filter(([, base]) => base > 0)
    .map(([rate, base]) => ({ taxRate: rate / 100, tax: percentOf(base, rate), price: base }));
  const gross = net + taxes.reduce((sum, t) => sum + t.tax, 0);
  return { goods, discount, additionalCost, shipping, net, gross, taxes, minimumApplies };
}

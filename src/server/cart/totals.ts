import type { CheckoutSettings } from './calculate.ts';

/** Belgian VAT on shipping and extra costs. */
const STANDARD_VAT_BP = 2100;

/** A priced line as the totals see it; taxRateBp null for a line without an article (it adds nothing). */
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
 * One definition for the cart and for an order shrunk by its approver.
 */
export function priceTotals(
  lines: TotalsLine[],
  discountBp: number,
  settings: CheckoutSettings,
  pickup: boolean,
): Totals {
  const goods = lines.reduce((sum, l) => sum + l.totalMilli, 0);
  const discount = Math.round((goods * discountBp) / 10_000);
  const afterDiscount = goods - discount;
  const minimumApplies = goods > 0 && afterDiscount < settings.minimumOrderValue;
  const additionalCost = minimumApplies ? settings.minimumOrderAdditionalCost : 0;
  const shipping =
    goods === 0 || pickup || afterDiscount >= settings.freeShippingLimit ? 0 : settings.shippingCost;
  const net = afterDiscount + additionalCost + shipping;

  const bases = new Map<number, number>();
  for (const l of lines) {
    if (l.taxRateBp === null) continue;
    const base = Math.round((l.totalMilli * (10_000 - discountBp)) / 10_000);
    bases.set(l.taxRateBp, (bases.get(l.taxRateBp) ?? 0) + base);
  }
  bases.set(STANDARD_VAT_BP, (bases.get(STANDARD_VAT_BP) ?? 0) + additionalCost + shipping);
  const taxes = [...bases]
    .filter(([, base]) => base > 0)
    .map(([rate, base]) => ({ taxRate: rate / 100, tax: Math.round((base * rate) / 10_000), price: base }));
  const gross = net + taxes.reduce((sum, t) => sum + t.tax, 0);
  return { goods, discount, additionalCost, shipping, net, gross, taxes, minimumApplies };
}

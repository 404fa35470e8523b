import type { QuantityRefusal } from '../../api/cart-types.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

const EXAMPLES = 3;

/**
 * Why the quick order refused a quantity, in the article's own numbers (§5): "Minimum 5, per 5: 5, 10,
 * 15 …", the maximum, the stock (only its figure for a buyer who may see it).
 */
export function quantityRefusalText(refusal: QuantityRefusal | undefined, locale: Locale): string {
  const t = { locale };
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const parts = [m.lists_quantity_refused({}, t)];
  if (!refusal) return parts[0] as string;
  const { reasons, min, step, max, stock } = refusal;
  const examples = Array.from({ length: EXAMPLES }, (_, k) => min + k * step)
    .filter((value) => max === null || value <= max)
    .map((value) => number.format(Math.round(value * 1000) / 1000))
    .join(', ');
  const onGrid = reasons.some((r) =>
    ['INVALID_QUANTITY', 'QUANTITY_BELOW_MINIMUM', 'QUANTITY_OFF_STEP', 'QUANTITY_NOT_WHOLE'].includes(r),
  );
  if (onGrid) {
    if (step !== 1) {
      parts.push(m.lists_quantity_grid({ min: number.format(min), step: number.format(step), examples }, t));
    } else if (min !== 1 || reasons.includes('QUANTITY_BELOW_MINIMUM')) {
      parts.push(m.lists_quantity_minimum({ min: number.format(min) }, t));
    } else if (reasons.includes('QUANTITY_NOT_WHOLE') || reasons.includes('QUANTITY_OFF_STEP')) {
      parts.push(m.lists_quantity_whole({ examples }, t));
    } else parts.push(m.lists_quantity_invalid({}, t));
  }
  if (reasons.includes('QUANTITY_ABOVE_MAXIMUM') && max !== null) {
    parts.push(m.lists_quantity_maximum({ max: number.format(max) }, t));
  }
  if (reasons.includes('QUANTITY_ABOVE_STOCK')) {
    parts.push(
      stock === null
        ? m.lists_quantity_noStock({}, t)
        : m.lists_quantity_stock({ stock: number.format(stock) }, t),
    );
  }
  return parts.join(' ');
}

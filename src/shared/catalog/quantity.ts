/**
 * Quantity counter rules (§4, §5): values live on the grid `min + k × step`, clamped to min and
 * max; the default is minSalesQuantity or 1; stock missing counts as 0.
 */
export interface QuantityRules {
  /** minPurchase / minSalesQuantity; at least the step's first grid point. */
  min?: number | null;
  max?: number | null;
  /** purchaseSteps */
  step?: number | null;
  stock?: number | null;
  /** The article has a delivery time: beyond the stock it is backordered (§4), so no stock check. */
  backorder?: boolean;
}

export type QuantityError = 'invalid' | 'below-minimum' | 'above-maximum' | 'above-stock' | 'off-step';

/** The counter works with 2 decimals (§9). */
const round = (value: number) => Math.round(value * 100) / 100;
const EPSILON = 1e-6;

export function defaultQuantity(minSalesQuantity?: number | null): number {
  return minSalesQuantity && minSalesQuantity > 0 ? minSalesQuantity : 1;
}

function normalized(rules: QuantityRules) {
  const step = rules.step && rules.step > 0 ? rules.step : 1;
  const min = defaultQuantity(rules.min);
  const max = rules.max != null && rules.max >= min ? rules.max : null;
  return { min, step, max };
}

/** The highest grid value not above max (max itself may be off the grid). */
export function maxOnGrid(rules: QuantityRules): number | null {
  const { min, step, max } = normalized(rules);
  return max === null ? null : round(min + Math.floor((max - min) / step + EPSILON) * step);
}

/** Snaps to the nearest grid value and clamps into [min, max]; non-numbers give the minimum. */
export function snapQuantity(value: number, rules: QuantityRules): number {
  const { min, step } = normalized(rules);
  if (!Number.isFinite(value)) return min;
  const snapped = round(min + Math.round((value - min) / step) * step);
  const upper = maxOnGrid(rules);
  if (snapped < min) return min;
  if (upper !== null && snapped > upper) return upper;
  return snapped;
}

/** One step up or down from `value`, staying on the grid and inside the bounds. */
export const stepQuantity = (value: number, direction: 1 | -1, rules: QuantityRules): number =>
  snapQuantity(snapQuantity(value, rules) + direction * normalized(rules).step, rules);

/** Every rule the value breaks; empty when it may go into the cart. */
export function quantityErrors(value: number, rules: QuantityRules): QuantityError[] {
  if (!Number.isFinite(value) || value <= 0) return ['invalid'];
  const { min, step, max } = normalized(rules);
  const errors: QuantityError[] = [];
  if (value < min - EPSILON) errors.push('below-minimum');
  if (max !== null && value > max + EPSILON) errors.push('above-maximum');
  if (!rules.backorder && value > (rules.stock ?? 0) + EPSILON) errors.push('above-stock');
  const k = (value - min) / step;
  if (value >= min - EPSILON && Math.abs(k - Math.round(k)) > EPSILON) errors.push('off-step');
  return errors;
}

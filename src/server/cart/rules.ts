import { type QuantityError, quantityErrors } from '../../shared/catalog/quantity.ts';
import { backorderable, soldOut } from '../catalog/stock.ts';
import { ApiError, type ApiErrorItem } from '../http/errors.ts';
import { violation } from '../http/validate.ts';
import type { CartProduct } from './store.ts';

/** Units sold in parts (metres, kilograms, litres): the article-float-qty of §3. Others are whole units. */
const DIVISIBLE_UNITS = new Set(['M', 'KG', 'L']);

const CODES: Record<QuantityError, string> = {
  invalid: 'INVALID_QUANTITY',
  'below-minimum': 'QUANTITY_BELOW_MINIMUM',
  'above-maximum': 'QUANTITY_ABOVE_MAXIMUM',
  'above-stock': 'QUANTITY_ABOVE_STOCK',
  'off-step': 'QUANTITY_OFF_STEP',
};

export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/**
 * Whether a product can go into a cart, and stay orderable in it: a price exists (the real one, shown
 * or not), not a variant parent, sold online, in stock or backorderable.
 */
export function orderableError(p: CartProduct, unitPriceMilli: number | null): ApiError | null {
  const detail = { id: p.id, sku: p.productNumber };
  if (p.childCount > 0 || unitPriceMilli === null || p.customFields.webshopOrderable === false) {
    return new ApiError(
      400,
      'B2B__PRODUCT_NOT_ORDERABLE',
      `${p.productNumber} cannot be ordered online.`,
      detail,
    );
  }
  if (soldOut(p)) {
    return new ApiError(400, 'B2B__PRODUCT_OUT_OF_STOCK', `${p.productNumber} is out of stock.`, detail);
  }
  return null;
}

/**
 * The §5 quantity rules, enforced here whatever the counter did: minimum, maximum, the step grid from
 * the minimum, at most the stock unless backorderable, and whole units unless the unit is divisible.
 * `field` points at the offending item in the request.
 */
export function quantityViolations(p: CartProduct, quantityMilli: number, field: string): ApiErrorItem[] {
  const quantity = fromMilli(quantityMilli);
  const parameters = {
    sku: p.productNumber,
    quantity,
    min: p.minPurchase,
    max: p.maxPurchase,
    step: p.purchaseSteps,
    stock: p.stock,
  };
  const out = quantityErrors(quantity, {
    min: p.minPurchase,
    max: p.maxPurchase,
    step: p.purchaseSteps,
    stock: p.stock,
    backorder: backorderable(p),
  }).map((error) => violation(CODES[error], field, `${p.productNumber}: ${error}`, parameters));
  if (quantityMilli % 1000 !== 0 && !DIVISIBLE_UNITS.has(p.unit)) {
    out.push(
      violation('QUANTITY_NOT_WHOLE', field, `${p.productNumber} is sold in whole units.`, parameters),
    );
  }
  return out;
}

export const defaultQuantityMilli = (p: CartProduct) => toMilli(Math.max(1, p.minPurchase));

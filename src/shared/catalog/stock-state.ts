/**
 * The stock display (§4): in stock, only partly in stock (with a delivery time), out of stock, or
 * no price available (a mail-contact button replaces add-to-cart, §1).
 */
export type StockState = 'in-stock' | 'partially-in-stock' | 'out-of-stock' | 'no-price';

export interface StockInput {
  /** undefined: prices are not shown to this visitor (anonymous), so "no price" does not apply. */
  price?: number | null;
  /** Exact stock for logged-in customers; null or undefined for anonymous visitors. */
  stock?: number | null;
  /** What anonymous visitors get instead of the amount. */
  hasStock?: boolean;
  quantity?: number;
}

export function stockState({ price, stock, hasStock, quantity = 1 }: StockInput): StockState {
  if (price === null) return 'no-price';
  if (stock == null) return hasStock ? 'in-stock' : 'out-of-stock';
  if (stock <= 0) return 'out-of-stock';
  return quantity > stock ? 'partially-in-stock' : 'in-stock';
}

/** Cart and order events (GA4 ecommerce), apart from the page-level analytics every page loads. */
import type { Cart, CartLineItem, Order } from '../api/cart-types.ts';
import { type AnalyticsItem, pushEcommerce } from './analytics.ts';

/** Prices have 3 decimals (§9); sums of them must not grow floating-point tails. */
const money = (value: number) => Math.round(value * 1000) / 1000;

function trackItems(event: string, items: AnalyticsItem[], currency: string): void {
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0);
  pushEcommerce(event, { currency, value: money(value), items });
}

/** Fractional quantities (metres, kilograms, litres) travel in the payload (§3 article-float-qty). */
export const lineQuantity = (line: CartLineItem): number =>
  line.payload['article-float-qty'] ?? line.quantity;

/** A cart line as a GA4 item; `quantity` is the amount the event is about (a change, not the total). */
export function lineItemAnalytics(line: CartLineItem, quantity = lineQuantity(line)): AnalyticsItem {
  return {
    item_id: line.sku ?? line.referencedId,
    item_name: line.label,
    ...(line.price ? { price: line.price.unitPrice } : {}),
    quantity,
  };
}

const cartAnalytics = (cart: Cart) =>
  cart.lineItems.filter((line) => line.type === 'product').map((line) => lineItemAnalytics(line));

export function trackAddToCart(items: AnalyticsItem[], currency = 'EUR'): void {
  trackItems('add_to_cart', items, currency);
}

export function trackRemoveFromCart(items: AnalyticsItem[], currency = 'EUR'): void {
  trackItems('remove_from_cart', items, currency);
}

export function trackViewCart(cart: Cart, currency = 'EUR'): void {
  trackItems('view_cart', cartAnalytics(cart), currency);
}

export function trackBeginCheckout(cart: Cart, currency = 'EUR'): void {
  trackItems('begin_checkout', cartAnalytics(cart), currency);
}

/** The placed order: `value` is net (B2B prices) without shipping; VAT and shipping are reported apart. */
export function trackPurchase(order: Order, currency = 'EUR'): void {
  pushEcommerce('purchase', {
    transaction_id: order.orderNumber,
    currency,
    value: money(order.amountNet - order.shippingTotal),
    tax: money(order.amountTotal - order.amountNet),
    shipping: order.shippingTotal,
    items: order.lineItems.map((line) => ({
      item_id: line.articleNumber,
      item_name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
    })),
  });
}

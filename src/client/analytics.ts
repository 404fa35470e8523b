/**
 * Tag manager events in the GA4 ecommerce shape (§1, §9). Everything goes to `window.dataLayer`; a Google Tag
 * Manager container is loaded only when the shop configures one (GTM_ID), so nothing leaves the page otherwise.
 */
import type { Cart, CartLineItem, Order } from '../api/cart-types.ts';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

/** §9: route-change analytics wait for the page to settle. */
export const PAGE_VIEW_DELAY_MS = 250;

type DataLayerEntry = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function push(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** GA4 wants the previous ecommerce object cleared so items of two events never merge. */
function pushEcommerce(event: string, ecommerce: DataLayerEntry): void {
  push({ ecommerce: null });
  push({ event, ecommerce });
}

export function trackLogin(): void {
  push({ event: 'login', method: 'username' });
}

export function trackSelectItem(item: AnalyticsItem): void {
  pushEcommerce('select_item', { item_list_name: item.item_list_name, items: [item] });
}

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

export function trackPageView(): void {
  push({
    event: 'page_view',
    page_location: location.href,
    page_path: location.pathname + location.search,
    page_title: document.title,
    language: document.documentElement.lang,
  });
}

/** Page-level wiring: the page view, and product clicks on anything carrying `data-analytics-item`. */
export function installAnalytics(gtmId: string | undefined): void {
  window.dataLayer ??= [];
  // The page after a successful login says so (the login itself is a form post and a redirect).
  if (document.querySelector('[data-analytics-event="login"]')) trackLogin();
  setTimeout(trackPageView, PAGE_VIEW_DELAY_MS);
  document.addEventListener('click', (event) => {
    const source = (event.target as Element | null)?.closest?.('[data-analytics-item]');
    const data = source?.getAttribute('data-analytics-item');
    if (!data) return;
    try {
      trackSelectItem(JSON.parse(data) as AnalyticsItem);
    } catch {
      // A malformed attribute must never break the click itself.
    }
  });
  if (gtmId) {
    push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  }
}

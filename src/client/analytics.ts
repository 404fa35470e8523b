/**
 * Tag manager events in the GA4 ecommerce shape (§1, §9). Everything goes to `window.dataLayer`; a Google Tag
 * Manager container is loaded only when the shop configures one (GTM_ID), so nothing leaves the page otherwise.
 * The cart and order events are in analytics-cart.ts, so pages without a cart do not load them.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** The category breadcrumb, top level first: item_category, item_category2 … item_category5. */
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
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
export function pushEcommerce(event: string, ecommerce: DataLayerEntry): void {
  push({ ecommerce: null });
  push({ event, ecommerce });
}

export function trackLogin(): void {
  push({ event: 'login', method: 'username' });
}

export function trackSelectItem(item: AnalyticsItem): void {
  pushEcommerce('select_item', { item_list_name: item.item_list_name, items: [item] });
}

/** Also after a listing updated in place (listing-update.ts): a new URL and title are a new page. */
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

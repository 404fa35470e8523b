/**
 * The page's one ArticleInfo island (§4): collects every `data-article-sku` slot the server
 * rendered, makes ONE `POST /store-api/b2b/article/information` call (the /store-api mount adds
 * the session) and fills prices, stock amounts and states, delivery times, stock per branch, the
 * company's article numbers and the category counters; the stock state and the delivery time
 * follow the quantity in the counter. It runs only when the server saw a session, so anonymous
 * (cached) pages make no call at all; what the customer may see is decided by the Store API.
 */
import type { ArticleInformation, CategoryCounter } from '../../src/api/catalog-types.ts';
import { deliveryTimeFor } from '../../src/shared/catalog/delivery-time.ts';
import { formatStock } from '../../src/shared/catalog/format.ts';
import { stockState } from '../../src/shared/catalog/stock-state.ts';
import { formatUnitPrice } from '../../src/shared/money.ts';
import { $articles, $quantities } from './article-store.ts';

type Messages = Record<string, string>;
const MAX_ARTICLES = 100;
const TIMEOUT_MS = 30_000; // §9 article information timeout

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function show(element: HTMLElement | null, text: string | null) {
  if (!element) return;
  element.hidden = text === null;
  if (text !== null) element.textContent = text;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<T>;
}

function renderBranches(slot: HTMLElement | null, info: ArticleInformation) {
  const list = slot?.querySelector('dl');
  // Filled once: the amounts do not follow the quantity, and the live region stays quiet.
  if (!slot || !list || info.stock === null || list.childElementCount) return;
  list.replaceChildren(
    ...info.stocks.flatMap((branch) => {
      const name = document.createElement('dt');
      name.textContent = branch.name;
      const amount = document.createElement('dd');
      amount.className = 'text-right tabular-nums';
      amount.textContent = `${formatStock(branch.quantity)} ${info.uom}`;
      return [name, amount];
    }),
  );
  slot.hidden = info.stocks.length === 0;
}

function render(slot: HTMLElement, info: ArticleInformation, pricesVisible: boolean, t: Messages) {
  const q = (name: string) => slot.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const quantity = $quantities.get()[info.article] ?? info.quantity;
  // Parents are bought through their variants: no "no price" state of their own.
  const priced = pricesVisible && !slot.dataset.variants;
  const state = stockState({
    price: priced ? info.price : undefined,
    stock: info.stock,
    hasStock: info.hasStock,
    quantity,
  });
  show(q('customer-sku'), info.customerSku ? fill(t.customerSku ?? '', { sku: info.customerSku }) : null);
  // Unit prices with the 3 decimals of §9, in the page's language (<html lang>).
  const locale = document.documentElement.lang || 'nl-NL';
  show(q('price'), info.price !== null ? formatUnitPrice(locale, info.price, info.uom) : null);
  show(q('list-price'), info.listPrice !== null ? formatUnitPrice(locale, info.listPrice, info.uom) : null);
  const stock = q('stock');
  if (stock && info.stock !== null) {
    stock.dataset.state = state;
    const amount = `${formatStock(info.stock)} ${info.uom}`;
    stock.textContent = fill(t[`stock_${state}`] ?? t.stock_amount ?? '', { amount });
  }
  const amount = q('stock-amount');
  if (amount && info.stock !== null) amount.textContent = formatStock(info.stock);
  // The restock time is part of the delivery time only for what the stock does not cover (§9).
  const days =
    info.stock === null ? null : deliveryTimeFor(info.deliveryTime, info.restockTime, info.stock, quantity);
  if (days) show(q('time'), fill(t.delivery ?? '', { days }));
  renderBranches(q('branches'), info);
  const noPrice = q('no-price');
  if (noPrice) noPrice.hidden = state !== 'no-price';
  // A card's add-to-cart (issue 27) is not offered for an article without a price for this customer.
  const cart = q('cart');
  if (cart) cart.hidden = state === 'no-price' || info.isBuyable === false;
  for (const cell of slot.querySelectorAll<HTMLElement>('[data-warehouse]')) {
    const branch = info.stocks.find((s) => s.code === cell.dataset.warehouse);
    if (branch) cell.textContent = formatStock(branch.quantity);
  }
}

async function loadArticles(root: HTMLElement, t: Messages) {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-article-sku]')];
  const skus = [...new Set(slots.map((s) => s.dataset.articleSku as string))].slice(0, MAX_ARTICLES);
  if (!skus.length) return;
  root.setAttribute('aria-busy', 'true');
  try {
    const { articles } = await post<{ articles: ArticleInformation[] }>(
      '/store-api/b2b/article/information',
      {
        articles: skus.map((sku) => ({ sku })),
      },
    );
    const bySku = new Map(articles.map((a) => [a.article, a]));
    // Prices are visible to this customer when the Store API sent any (ROLE_VIEW_PRICES, §6).
    const pricesVisible = articles.some((a) => a.price !== null || a.listPrice !== null);
    const renderAll = () => {
      for (const slot of slots) {
        const info = bySku.get(slot.dataset.articleSku as string);
        if (info) render(slot, info, pricesVisible, t);
      }
    };
    renderAll();
    $quantities.listen(renderAll);
    $articles.set(
      Object.fromEntries(
        articles.map((a) => [a.article, { ...a, noPrice: pricesVisible && a.price === null }]),
      ),
    );
  } catch {
    // The anonymous state stays: it is correct, only less detailed.
  } finally {
    root.removeAttribute('aria-busy');
  }
}

async function loadCounters(categoryId: string) {
  const slots = document.querySelectorAll<HTMLElement>('[data-category-counter]');
  if (!slots.length) return;
  const response = await fetch(`/store-api/category/counters/${encodeURIComponent(categoryId)}`, {
    headers: { accept: 'application/json' },
  }).catch(() => null);
  if (!response?.ok) return; // 403 for visitors who are not logged in
  const { counters } = (await response.json()) as { counters: CategoryCounter[] };
  const byId = new Map(counters.map((c) => [c.referenceId, c]));
  for (const slot of slots) {
    const counter = byId.get(slot.dataset.categoryCounter as string);
    if (counter) show(slot, `${counter.available} / ${counter.total}`);
  }
}

const root = document.getElementById('article-info');
if (root?.dataset.session) {
  const t = JSON.parse(root.dataset.messages ?? '{}') as Messages;
  const load = () => {
    void loadArticles(root, t);
    if (root.dataset.categoryId) void loadCounters(root.dataset.categoryId);
  };
  load();
  // An in-place listing update (listing-update.ts) brings new cards and filter counters.
  document.addEventListener('listing:updated', load);
}

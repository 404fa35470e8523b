/**
 * The order-list dialog (§2 order-list modal) of product pages and listings. Loaded with the session
 * code only (islands/cart/cart-session.ts), never on anonymous pages: it asks the Store API for the
 * buyer's lists, and only when that answers (ROLE_MANAGE_ORDER_LISTS, checked there) shows the "add
 * to order list" buttons. A native modal <dialog> keeps the focus inside and closes on Escape.
 */

import type { OrderList } from '../../src/api/order-lists.ts';

interface Texts {
  title: string;
  choose: string;
  newList: string;
  newName: string;
  quantity: string;
  add: string;
  close: string;
  loading: string;
  loadFailed: string;
  added: string;
  failed: string;
  open: string;
  required: string;
  invalidQuantity: string;
  listHref: string;
}
type ListOption = Pick<OrderList, 'id' | 'name'>;

const info = document.getElementById('article-info');
const t = JSON.parse(info?.dataset.orderList ?? '{}') as Texts;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/store-api${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<T>;
}
const loadLists = async () =>
  (await call<{ elements: ListOption[] }>('GET', '/b2b/order/list?limit=100&sort=name&order=asc')).elements;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const field = 'w-full rounded-md border border-slate-400 px-3 py-2';
const listSelect = el('select', { id: 'order-list-choice', className: field });
const nameInput = el('input', { id: 'order-list-name', className: field, maxLength: 120, required: true });
const nameBox = el(
  'div',
  { className: 'flex flex-col gap-1' },
  el('label', { htmlFor: nameInput.id, className: 'font-medium' }, t.newName),
  nameInput,
);
const quantity = el('input', { id: 'order-list-quantity', className: field, inputMode: 'decimal' });
const statusLine = el('p', { role: 'status', className: 'min-h-6 text-sm' });
const submit = el(
  'button',
  {
    type: 'submit',
    className:
      'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60',
  },
  t.add,
);
const closeButton = el(
  'button',
  { type: 'button', className: 'rounded-md border border-slate-400 px-4 py-2 font-medium' },
  t.close,
);
const heading = el('h2', { id: 'order-list-title', className: 'text-xl font-semibold text-brand-900' });
const form = el(
  'form',
  { className: 'flex flex-col gap-4', noValidate: true },
  heading,
  el(
    'div',
    { className: 'flex flex-col gap-1' },
    el('label', { htmlFor: listSelect.id, className: 'font-medium' }, t.choose),
    listSelect,
  ),
  nameBox,
  el(
    'div',
    { className: 'flex flex-col gap-1' },
    el('label', { htmlFor: quantity.id, className: 'font-medium' }, t.quantity),
    quantity,
  ),
  statusLine,
  el('div', { className: 'flex gap-3' }, submit, closeButton),
);
const dialog = el(
  'dialog',
  { className: 'w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50' },
  form,
);
dialog.setAttribute('aria-labelledby', heading.id);
let sku = '';
let trigger: HTMLElement | null = null;

function say(text: string, link?: { href: string; label: string }, error = false) {
  statusLine.className = `min-h-6 text-sm ${error ? 'font-medium text-red-800' : 'text-slate-800'}`;
  statusLine.replaceChildren(
    text,
    ...(link ? [' ', el('a', { href: link.href, className: 'text-brand-700 underline' }, link.label)] : []),
  );
}

function fillLists(lists: ListOption[], chosen = listSelect.value) {
  listSelect.replaceChildren(
    ...lists.map((l) => el('option', { value: l.id }, l.name)),
    el('option', { value: '' }, t.newList),
  );
  listSelect.value = lists.some((l) => l.id === chosen) ? chosen : (lists[0]?.id ?? '');
  nameBox.hidden = listSelect.value !== '';
}
listSelect.addEventListener('change', () => {
  nameBox.hidden = listSelect.value !== '';
});

async function openDialog(button: HTMLElement) {
  trigger = button;
  sku = button.dataset.orderListAdd ?? '';
  heading.textContent = fill(t.title, { sku });
  // Empty: the article's minimum purchase.
  quantity.value = '';
  nameInput.value = '';
  submit.disabled = true;
  say(t.loading);
  dialog.showModal();
  try {
    fillLists(await loadLists());
    say('');
    submit.disabled = false;
  } catch {
    say(t.loadFailed, undefined, true);
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const amount = quantity.value.trim() ? Number(quantity.value.trim().replace(',', '.')) : undefined;
  if (amount !== undefined && !(amount > 0)) return say(t.invalidQuantity, undefined, true);
  if (!listSelect.value && !nameInput.value.trim()) {
    nameInput.focus();
    return say(t.required, undefined, true);
  }
  const items = [{ sku, quantity: amount }];
  submit.disabled = true;
  form.setAttribute('aria-busy', 'true');
  try {
    const list = listSelect.value
      ? await call<ListOption>('POST', `/b2b/order/list/${listSelect.value}/items`, { items })
      : await call<ListOption>('POST', '/b2b/order/list', { name: nameInput.value.trim(), items });
    fillLists(await loadLists().catch(() => [list]), list.id);
    say(fill(t.added, { name: list.name }), { href: `${t.listHref}${list.id}`, label: t.open });
  } catch {
    say(t.failed, undefined, true);
  } finally {
    submit.disabled = false;
    form.removeAttribute('aria-busy');
  }
});
closeButton.addEventListener('click', () => dialog.close());
dialog.addEventListener('close', () => trigger?.focus());

/** Shows the buttons of the page (and of listing updates) once the lists answered. */
function wire() {
  for (const button of document.querySelectorAll<HTMLElement>('[data-order-list-add]')) {
    if (!button.hidden) continue;
    button.hidden = false;
    button.addEventListener('click', () => void openDialog(button));
  }
}

loadLists().then(
  () => {
    document.body.append(dialog);
    wire();
    document.addEventListener('listing:updated', wire);
  },
  () => {
    // 401/403: no right to order lists; the buttons stay hidden.
  },
);

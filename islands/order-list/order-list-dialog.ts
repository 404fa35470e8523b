/**
 * The order-list dialog (§2 order-list modal) of product pages and listings. Loaded with the session
 * code only (islands/cart/cart-session.ts), never on anonymous pages: it asks the Store API for the
 * buyer's lists, and only when that answers (ROLE_MANAGE_ORDER_LISTS, checked there) shows the "add
 * to order list" buttons. A native modal <dialog> keeps the focus inside and closes on Escape.
 */
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
interface ListOption {
  id: string;
  name: string;
}

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
const select = el('select', { id: 'order-list-choice', className: field });
const name = el('input', { id: 'order-list-name', className: field, maxLength: 120, required: true });
const nameBox = el(
  'div',
  { className: 'flex flex-col gap-1' },
  el('label', { htmlFor: name.id, className: 'font-medium' }, t.newName),
  name,
);
const quantity = el('input', { id: 'order-list-quantity', className: field, inputMode: 'decimal' });
const status = el('p', { role: 'status', className: 'min-h-6 text-sm' });
const submit = el(
  'button',
  {
    type: 'submit',
    className:
      'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60',
  },
  t.add,
);
const close = el(
  'button',
  { type: 'button', className: 'rounded-md border border-slate-400 px-4 py-2 font-medium' },
  t.close,
);
const title = el('h2', { id: 'order-list-title', className: 'text-xl font-semibold text-brand-900' });
const form = el(
  'form',
  { className: 'flex flex-col gap-4', noValidate: true },
  title,
  el(
    'div',
    { className: 'flex flex-col gap-1' },
    el('label', { htmlFor: select.id, className: 'font-medium' }, t.choose),
    select,
  ),
  nameBox,
  el(
    'div',
    { className: 'flex flex-col gap-1' },
    el('label', { htmlFor: quantity.id, className: 'font-medium' }, t.quantity),
    quantity,
  ),
  status,
  el('div', { className: 'flex gap-3' }, submit, close),
);
const dialog = el(
  'dialog',
  { className: 'w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50' },
  form,
);
dialog.setAttribute('aria-labelledby', title.id);
let sku = '';
let trigger: HTMLElement | null = null;

function say(text: string, link?: { href: string; label: string }, error = false) {
  status.className = `min-h-6 text-sm ${error ? 'font-medium text-red-800' : 'text-slate-800'}`;
  status.replaceChildren(
    text,
    ...(link ? [' ', el('a', { href: link.href, className: 'text-brand-700 underline' }, link.label)] : []),
  );
}

function fillLists(lists: ListOption[], chosen = select.value) {
  select.replaceChildren(
    ...lists.map((l) => el('option', { value: l.id }, l.name)),
    el('option', { value: '' }, t.newList),
  );
  select.value = lists.some((l) => l.id === chosen) ? chosen : (lists[0]?.id ?? '');
  nameBox.hidden = select.value !== '';
}
select.addEventListener('change', () => {
  nameBox.hidden = select.value !== '';
});

async function open(button: HTMLElement) {
  trigger = button;
  sku = button.dataset.orderListAdd ?? '';
  title.textContent = fill(t.title, { sku });
  // Empty: the article's minimum purchase.
  quantity.value = '';
  name.value = '';
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
  if (!select.value && !name.value.trim()) {
    name.focus();
    return say(t.required, undefined, true);
  }
  const items = [{ sku, quantity: amount }];
  submit.disabled = true;
  form.setAttribute('aria-busy', 'true');
  try {
    const list = select.value
      ? await call<ListOption>('POST', `/b2b/order/list/${select.value}/items`, { items })
      : await call<ListOption>('POST', '/b2b/order/list', { name: name.value.trim(), items });
    fillLists(await loadLists().catch(() => [list]), list.id);
    say(fill(t.added, { name: list.name }), { href: `${t.listHref}${list.id}`, label: t.open });
  } catch {
    say(t.failed, undefined, true);
  } finally {
    submit.disabled = false;
    form.removeAttribute('aria-busy');
  }
});
close.addEventListener('click', () => dialog.close());
dialog.addEventListener('close', () => trigger?.focus());

/** Shows the buttons of the page (and of listing updates) once the lists answered. */
function wire() {
  for (const button of document.querySelectorAll<HTMLElement>('[data-order-list-add]')) {
    if (!button.hidden) continue;
    button.hidden = false;
    button.addEventListener('click', () => void open(button));
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

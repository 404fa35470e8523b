/**
 * The notifications (§2, issue 27), shown in the header's `#notifications` host: it hangs below the
 * sticky header at every width, so nothing of the header is covered, and it is a polite live region
 * (errors are alerts). Confirmations close by themselves after a few seconds, errors stay until
 * closed; the countdown pauses while the pointer or the focus is on them. At most MAX are shown.
 */
import { NOTIFICATION_STYLES } from '../src/components/form/styles.ts';
import { $notifications, dismiss, type NotificationItem, notify } from './NotificationsStore.ts';

const CLOSE_AFTER_MS = 6000;
const MAX = 3;
const ALLOWED = new Set(['A', 'B', 'STRONG', 'EM', 'I', 'BR', 'P', 'UL', 'LI']);

/** Keeps a few inline tags and same-site or http(s) links; everything else becomes its text. */
export function sanitizeNotificationHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(doc.createTextNode(child.textContent ?? ''));
        continue;
      }
      const href = child.getAttribute('href');
      for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
      if (child.tagName === 'A' && href && /^(https?:|\/(?!\/))/i.test(href))
        child.setAttribute('href', href);
    }
  };
  clean(root);
  return root.innerHTML;
}

interface Countdown {
  left: number;
  started: number;
  timer?: ReturnType<typeof setTimeout>;
}

const countdowns = new Map<number, Countdown>();
let paused = false;

function run(id: number, countdown: Countdown) {
  countdown.started = Date.now();
  countdown.timer = setTimeout(() => dismiss(id), countdown.left);
}

function pause(on: boolean) {
  if (paused === on) return;
  paused = on;
  for (const [id, countdown] of countdowns) {
    if (!on) run(id, countdown);
    else {
      clearTimeout(countdown.timer);
      countdown.left -= Date.now() - countdown.started;
    }
  }
}

function element(item: NotificationItem, closeLabel: string): HTMLElement {
  const box = document.createElement('div');
  box.dataset.notification = item.type;
  box.dataset.id = String(item.id);
  if (item.type === 'error') box.setAttribute('role', 'alert');
  box.className = `pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-4 shadow-lg ${NOTIFICATION_STYLES[item.type]}`;
  const text = document.createElement('div');
  text.className = 'min-w-0 flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = item.title;
  text.append(title);
  if (item.html) {
    const body = document.createElement('div');
    body.className = 'mt-1 text-sm';
    body.innerHTML = sanitizeNotificationHtml(item.html);
    text.append(body);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = '-m-1 rounded p-1 text-lg leading-none';
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  close.addEventListener('click', () => dismiss(item.id));
  box.append(text, close);
  return box;
}

function render(host: HTMLElement, items: readonly NotificationItem[]) {
  const shown = items.slice(-MAX);
  if (shown.length < items.length) $notifications.set(shown);
  const ids = new Set(shown.map((item) => item.id));
  for (const box of host.querySelectorAll<HTMLElement>('[data-id]')) {
    const id = Number(box.dataset.id);
    if (ids.has(id)) continue;
    clearTimeout(countdowns.get(id)?.timer);
    countdowns.delete(id);
    // The focus was on the closed notification: it goes back to the page, not to <body>.
    if (box.contains(document.activeElement)) document.getElementById('main')?.focus();
    box.remove();
  }
  for (const item of shown) {
    if (host.querySelector(`[data-id="${item.id}"]`)) continue;
    host.append(element(item, host.dataset.closeLabel ?? ''));
    if (item.type === 'error') continue;
    const countdown: Countdown = { left: CLOSE_AFTER_MS, started: 0 };
    countdowns.set(item.id, countdown);
    if (!paused) run(item.id, countdown);
  }
}

let mounted = false;

export function mount() {
  const host = document.getElementById('notifications');
  if (mounted || !host) return;
  mounted = true;
  host.addEventListener('pointerenter', () => pause(true));
  host.addEventListener('pointerleave', () => pause(host.contains(document.activeElement)));
  host.addEventListener('focusin', () => pause(true));
  host.addEventListener('focusout', (event) => {
    if (!host.contains(event.relatedTarget as Node | null)) pause(host.matches(':hover'));
  });
  // What the server rendered after a form post (post/redirect/get) becomes a notification like the others.
  for (const box of host.querySelectorAll<HTMLElement>('[data-notification]:not([data-id])')) {
    const type = box.dataset.notification as NotificationItem['type'];
    const html = box.querySelector('[data-body]')?.innerHTML;
    notify({ type, title: box.querySelector('[data-title]')?.textContent ?? '', html });
    box.remove();
  }
  $notifications.subscribe((items) => render(host, items));
}

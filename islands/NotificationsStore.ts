import { atom } from 'nanostores';

export interface NotificationItem {
  id: number;
  type: 'error' | 'warn' | 'success';
  title: string;
  /** Optional HTML, sanitised before it is shown. */
  html?: string;
}

export const $notifications = atom<NotificationItem[]>([]);
let nextId = 1;

export function notify(item: Omit<NotificationItem, 'id'>) {
  $notifications.set([...$notifications.get(), { ...item, id: nextId++ }]);
}

export function dismiss(id: number) {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

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

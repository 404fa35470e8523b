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

/** The view is loaded with the first notification, so pages without one do not pay for it (issue 27). */
export const showNotifications = () => import('./notifications-view.ts').then((view) => view.mount());

export function notify(item: Omit<NotificationItem, 'id'>) {
  $notifications.set([...$notifications.get(), { ...item, id: nextId++ }]);
  void showNotifications();
}

export function dismiss(id: number) {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/**
 * The cart of a page rendered with a session (loaded by the header's CartState; anonymous pages never
 * load this, make no cart call and stay cacheable): loads the cart once, first adding what the visitor
 * chose before logging in, keeps the header badge current and reloads when another tab changed the cart.
 */
import { fillPlural } from '../../src/shared/plural.ts';
import { showNotifications } from '../NotificationsStore.ts';
import { $cartCount, loadCart } from '../stores/cart.ts';
import { onCartChange } from '../stores/cart-sync.ts';
import { clearPendingAdd, pendingAdd } from '../stores/pending-add.ts';
import { addWithFeedback, needsLogin } from './feedback.ts';
import './card-forms.ts';

// The add-to-cart form post's flash (pages with a session only) gets its close button and countdown.
if (document.querySelector('#notifications [data-notification]')) void showNotifications();

async function start() {
  const waiting = pendingAdd();
  if (waiting.length) {
    const failure = await addWithFeedback(waiting);
    // A session cookie without a login: keep the choice for the real login.
    if (!needsLogin(failure)) clearPendingAdd();
    if (!failure) return; // the add answered with the whole cart
  }
  await loadCart();
}

// §2: the cart badge shows the product count only when it is above 0.
$cartCount.subscribe((count) => {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-badge]')) {
    badge.hidden = count <= 0;
    const number = badge.querySelector('[data-count]');
    const label = badge.querySelector<HTMLElement>('[data-count-label]');
    if (number) number.textContent = String(count);
    if (label) {
      const templates = JSON.parse(label.dataset.templates ?? '{}');
      label.textContent = fillPlural(document.documentElement.lang, templates, count);
    }
  }
});
onCartChange(() => void loadCart());
void start();
// The order-list dialog comes with the session code: anonymous pages never load it.
if (document.getElementById('article-info')?.dataset.orderList)
  void import('../order-list/order-list-dialog.ts');

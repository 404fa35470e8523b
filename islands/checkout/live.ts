/**
 * The cart page with JavaScript: forms marked `data-live` post in the background and the page's regions
 * are swapped for the server's new rendering (refresh.ts), so every change has one code path with or
 * without JavaScript. Also: shipping fields by option, GA4 view_cart and begin_checkout, other tabs.
 */
import { trackBeginCheckout, trackViewCart } from '../../src/client/analytics-cart.ts';
import { $cart } from '../stores/cart.ts';
import { onCartChange } from '../stores/cart-sync.ts';
import { cartChanged, refreshCheckout } from './refresh.ts';

const root = document.querySelector<HTMLElement>('[data-checkout]');

function setBusy(busy: boolean, button: HTMLElement | null) {
  root?.setAttribute('aria-busy', String(busy));
  if (button instanceof HTMLButtonElement) button.disabled = busy;
}

/** The background post under way, if any: placing the order waits for it. */
let pending: Promise<void> | null = null;

async function submitLive(form: HTMLFormElement, submitter: HTMLElement | null) {
  const body = new FormData(form, submitter);
  // Disabling the pressed button drops its focus: the page's new rendering gives it back.
  const focused = document.activeElement;
  setBusy(true, submitter);
  try {
    // The page answers with a 303 to itself (or the page with the error): fetch follows it.
    const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'text/html' } });
    await cartChanged(response, { form, data: body, focused });
  } catch {
    // Offline or the server gone: the plain post shows what happened.
    form.submit();
  } finally {
    if (submitter?.isConnected) setBusy(false, submitter);
    else root?.setAttribute('aria-busy', 'false');
  }
}

/**
 * Placing the order is a plain post to the success page. A change still being saved goes first; if it
 * changed the button (now "request approval", or blocked) the visitor sees that before pressing again.
 */
async function placeOrder(form: HTMLFormElement, button: HTMLButtonElement | null) {
  const label = button?.textContent;
  await pending;
  const now = form.querySelector<HTMLButtonElement>('[data-place-order]');
  if (!now || now.disabled || now.textContent !== label) return;
  now.disabled = true;
  form.submit();
}

if (root) {
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    // The delivery choice is saved in the background like a cart change; placing is a plain post.
    const shipping = submitter instanceof HTMLElement && submitter.matches('[data-shipping-update]');
    if (form.matches('[data-checkout-form]') && !shipping) {
      event.preventDefault();
      void placeOrder(form, submitter instanceof HTMLButtonElement ? submitter : null);
      return;
    }
    if (!form.matches('[data-live]') && !shipping) return;
    event.preventDefault();
    pending = submitLive(form, submitter).finally(() => {
      pending = null;
    });
  });

  // A line's quantity or comment is saved when the field is left after a change (Enter submits anyway).
  root.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement;
    const form = field.form;
    if ((field.name === 'quantity' || field.name === 'comment') && form?.matches('[data-live]')) {
      form.requestSubmit();
    }
  });

  // Delivery shows the address, pickup the pickup location; without JavaScript both stay visible.
  const showShippingFields = () => {
    const option = root.querySelector<HTMLInputElement>('input[name="shippingOption"]:checked')?.value;
    for (const part of root.querySelectorAll<HTMLElement>('[data-shipping-for]')) {
      part.hidden = part.dataset.shippingFor !== option;
    }
  };
  root.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement;
    if (field.name !== 'shippingOption') return;
    showShippingFields();
    // The summary, shipping and budget checks follow the choice (the server prices the cart for it).
    field.form?.requestSubmit(field.form.querySelector<HTMLElement>('[data-shipping-update]'));
  });
  for (const button of root.querySelectorAll<HTMLElement>('[data-shipping-update]')) button.hidden = true;
  showShippingFields();

  // GA4: the cart was viewed; the checkout begins with the first touch of its form.
  // The cart as the page opened it: tracked when it holds products.
  let viewed = false;
  $cart.subscribe((cart) => {
    if (!cart || viewed) return;
    viewed = true;
    if (cart.productCount > 0) trackViewCart(cart);
  });
  const checkoutForm = root.querySelector('[data-checkout-form]');
  checkoutForm?.addEventListener(
    'focusin',
    () => {
      const cart = $cart.get();
      if (cart) trackBeginCheckout(cart);
    },
    { once: true },
  );

  // A refused order comes back as the page: the visitor lands on what to fix.
  root.querySelector<HTMLElement>('#checkout-errors, [data-checkout-form] [aria-invalid="true"]')?.focus();

  // Another tab changed the cart: show it.
  onCartChange(() => void refreshCheckout());
  // A page restored from the back-forward cache holds an old cart and a used order key.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) location.reload();
  });
}

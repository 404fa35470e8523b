/**
 * The listing cards' add-to-cart forms (issue 27): one delegated listener for every card, also those
 * an in-place listing update brings, instead of an island per card. The form posts to
 * src/pages/checkout/add.ts without JavaScript; here it adds in place with the usual notification.
 */
import { addWithFeedback, needsLogin } from './feedback.ts';

async function add(form: HTMLFormElement, button: HTMLButtonElement) {
  const data = new FormData(form);
  const quantity = Number(
    String(data.get('quantity') ?? '')
      .trim()
      .replace(',', '.'),
  );
  const text = button.querySelector('[data-label]');
  const label = text?.textContent ?? '';
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  if (text) text.textContent = button.dataset.busyLabel ?? label;
  try {
    const failure = await addWithFeedback([
      { type: 'product', referencedId: String(data.get('productId')), quantity },
    ]);
    // The session has ended: the plain post sends the buyer to the login and back.
    if (needsLogin(failure)) form.submit();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    if (text) text.textContent = label;
    // The disabled button dropped the focus to the page: give it back for the next keyboard action.
    if (document.activeElement === document.body) button.focus();
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-card-cart]')) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button || button.disabled) return;
  event.preventDefault();
  void add(form, button);
});

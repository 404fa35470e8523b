import type { Customer } from '../../api/types.ts';
import { isLoggedIn } from './access.ts';

const asked = new WeakMap<App.Locals, Promise<Customer | null>>();

/**
 * The request's logged-in customer (null for visitors), asked from the Store API once per request:
 * the header and the buy boxes of the same page share the answer.
 */
export function viewerOf(locals: App.Locals): Promise<Customer | null> {
  if (locals.customer !== undefined)
    return Promise.resolve(isLoggedIn(locals.customer) ? locals.customer : null);
  if (!locals.storeApi.contextToken) return Promise.resolve(null);
  let pending = asked.get(locals);
  if (!pending) {
    pending = locals.storeApi
      .getCustomer()
      .then((customer) => (isLoggedIn(customer) ? customer : null))
      .catch(() => null);
    asked.set(locals, pending);
  }
  return pending;
}

/** §6: the add-to-cart is offered server-side (also without JavaScript) to buyers with PLACE_ORDERS. */
export const mayOrder = async (locals: App.Locals): Promise<boolean> =>
  Boolean((await viewerOf(locals))?.rights.some((r) => r.enabled && r.code === 'ROLE_PLACE_ORDERS'));

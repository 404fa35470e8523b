import {
  type CompanyAddress,
  cartApi,
  type ExternalContact,
  type OrderReferenceOption,
} from '../../api/cart.ts';
import type { Cart, PickupLocation } from '../../api/cart-types.ts';
import type { StoreApiClient } from '../../api/client.ts';

/** What the cart page may offer the customer (§6 rights, feature flags). */
export interface CheckoutAccess {
  canOrder: boolean;
  quickOrder: boolean;
  viewPrices: boolean;
  referenceSuffix: boolean;
  fileNumber: boolean;
  costCentre: boolean;
  /** §6 REQUEST_OFFER: a quote request for the whole cart. */
  requestOffer: boolean;
}

export function checkoutAccess(rights: readonly string[], flags: Record<string, boolean>): CheckoutAccess {
  const canOrder = rights.includes('ROLE_PLACE_ORDERS');
  return {
    canOrder,
    // Quick-order lines go into the cart, which needs the ordering right as well.
    quickOrder: canOrder && rights.includes('ROLE_ACCESS_QUICK_ORDER_FORM'),
    viewPrices: rights.includes('ROLE_VIEW_PRICES'),
    referenceSuffix: flags.DISPLAY_ORDER_REFERENCE_SUFFIX === true,
    fileNumber: flags.DISPLAY_ORDER_REFERENCE_FILE_NUMBER === true,
    // The checkout's cost-centre calls need ACCESS_COST_CENTER too (issue 26).
    costCentre: canOrder && rights.includes('ROLE_ACCESS_COST_CENTER') && flags.MODULE_COST_CENTER === true,
    requestOffer: rights.includes('ROLE_REQUEST_OFFER'),
  };
}

export interface CheckoutData {
  cart: Cart;
  addresses: CompanyAddress[];
  pickupLocations: PickupLocation[];
  /** The order references the customer may book on ('*' search: the first 20). */
  references: OrderReferenceOption[];
  contacts: { elements: ExternalContact[]; selectedId: string | null };
}

/** The cart and, for those who may order, the checkout's choices: all in one round of parallel calls. */
export async function loadCheckout(client: StoreApiClient, access: CheckoutAccess): Promise<CheckoutData> {
  const api = cartApi(client);
  const none = { elements: [], selectedId: null };
  const [cart, addresses, pickupLocations, references, contacts] = await Promise.all([
    api.getCart(),
    access.canOrder ? api.listAddresses() : [],
    access.canOrder ? api.getPickupLocations() : [],
    access.canOrder ? api.searchOrderReferences('*') : [],
    access.costCentre ? api.getCostCentreContacts() : none,
  ]);
  return { cart, addresses, pickupLocations, references, contacts };
}

/** The cart's order reference: from the usable ones, or (beyond the first 20) from its budget state. */
export function assignedReference({ cart, references }: CheckoutData): OrderReferenceOption | null {
  const id = cart.extensions['order-reference-id'].orderReferenceId;
  const budget = cart.extensions.orderReferenceBudget;
  if (!id) return null;
  return (
    references.find((r) => r.id === id) ??
    (budget
      ? { id, name: budget.name, budget: budget.budget, remaining: budget.remaining }
      : { id, name: '', budget: null, remaining: null })
  );
}

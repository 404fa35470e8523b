import type { Cart, CartError, CartLineItem } from '../../api/cart-types.ts';

/** §5: these two are shown apart from the general cart errors, each in its own notice. */
const MINIMUM_VALUE_KEY = 'b2b-cart-underMinimumValue';
const CREDIT_LIMIT_KEYS = ['b2b-cart-underCreditLimit', 'payment-method-blocked'];
/** Budgets and approval have their own place next to the order button. */
const BUDGET_KEYS = ['b2b-flow-budget-exceeded', 'b2b-reference-budget-exceeded', 'b2b-approval-required'];

export interface CartState {
  products: CartLineItem[];
  promotions: CartLineItem[];
  minimumValue: CartError | null;
  creditLimit: CartError | null;
  /** §5: a cart error whose message key contains shipping-method-blocked. */
  shippingMethodBlocked: boolean;
  /** Errors of one line (`<code>-<lineItemId>`), shown at that line. */
  lineErrors: Map<string, CartError[]>;
  /** Everything else, in one list. */
  general: CartError[];
  /** Any blocking error: the order cannot be placed. */
  blocked: boolean;
  /** Above an approve-from amount: "request approval" instead of "place order" (§4). */
  requiresApproval: boolean;
}

/** Sorts the cart's errors into the places the cart page shows them. */
export function cartState(cart: Cart): CartState {
  const errors = Object.values(cart.errors);
  const lineIds = new Set(cart.lineItems.map((l) => l.id));
  const lineErrors = new Map<string, CartError[]>();
  const general: CartError[] = [];
  for (const error of errors) {
    const lineId = String(error.parameters.id ?? '');
    if (lineIds.has(lineId) && error.key.endsWith(lineId)) {
      lineErrors.set(lineId, [...(lineErrors.get(lineId) ?? []), error]);
    } else if (
      error.messageKey !== MINIMUM_VALUE_KEY &&
      !CREDIT_LIMIT_KEYS.includes(error.messageKey) &&
      !BUDGET_KEYS.includes(error.messageKey) &&
      !error.messageKey.includes('shipping-method-blocked')
    ) {
      general.push(error);
    }
  }
  const { orderFlowBudget: flow, orderReferenceBudget: reference } = cart.extensions;
  return {
    products: cart.lineItems.filter((l) => l.type === 'product'),
    promotions: cart.lineItems.filter((l) => l.type === 'promotion'),
    minimumValue: errors.find((e) => e.messageKey === MINIMUM_VALUE_KEY) ?? null,
    creditLimit: errors.find((e) => CREDIT_LIMIT_KEYS.includes(e.messageKey)) ?? null,
    shippingMethodBlocked: errors.some((e) => e.messageKey.includes('shipping-method-blocked')),
    lineErrors,
    general,
    blocked: errors.some((e) => e.block) || Boolean(flow?.exceeded || reference?.exceeded),
    requiresApproval: Boolean(flow?.requiresApproval || reference?.requiresApproval),
  };
}

/** Free-shipping progress in percent (0 to 100), for the progress bar (§9 free-shipping limit). */
export function freeShippingProgress(cart: Cart): number {
  const { limit, missing } = cart.extensions.freeShipping;
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((limit - missing) / limit) * 100)));
}

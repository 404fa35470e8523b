import { describe, expect, it } from 'vitest';
import type { Cart, CartError, CartLineItem } from '../../../src/api/cart-types.ts';
import { StoreApiError } from '../../../src/api/errors.ts';
import { orderInput } from '../../../src/components/checkout/actions.ts';
import { cartState, freeShippingProgress } from '../../../src/components/checkout/cart-state.ts';
import { summarize } from '../../../src/components/checkout/flash.ts';
import { cartErrorText, failureMessages } from '../../../src/components/checkout/messages.ts';

const LINE = '0d5e8f0c-6a2b-4c1e-9a4f-1b2c3d4e5f60';

function error(key: string, level: CartError['level'], parameters: CartError['parameters'] = {}): CartError {
  return { key, messageKey: key, message: key, level, block: level === 20, parameters };
}

function cart(errors: CartError[], extensions: Partial<Cart['extensions']> = {}): Cart {
  const line = { id: LINE, type: 'product', payload: {} } as CartLineItem;
  return {
    lineItems: [line],
    errors: Object.fromEntries(errors.map((e) => [e.key, e])),
    extensions: {
      freeShipping: { limit: 250, missing: 100 },
      orderFlowBudget: null,
      orderReferenceBudget: null,
      ...extensions,
    },
  } as Cart;
}

const budget = (state: { exceeded: boolean; requiresApproval: boolean }) => ({
  budget: 1000,
  remaining: 400,
  approveFrom: 500,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  flowId: 'f',
  name: 'Maandbudget',
  raisedBy: [],
  ...state,
});

describe('cart errors in their places (§5)', () => {
  it('shows minimum value and credit limit apart from the general errors, line errors at the line', () => {
    const state = cartState(
      cart([
        error('b2b-cart-underMinimumValue', 10, { minimumValue: 100, additionalCost: 15 }),
        error('b2b-cart-underCreditLimit', 10),
        error(`product-out-of-stock-${LINE}`, 20, { id: LINE }),
        error('something-else', 10),
      ]),
    );
    expect(state.minimumValue?.key).toBe('b2b-cart-underMinimumValue');
    expect(state.creditLimit?.key).toBe('b2b-cart-underCreditLimit');
    expect(state.lineErrors.get(LINE)?.map((e) => e.key)).toEqual([`product-out-of-stock-${LINE}`]);
    expect(state.general.map((e) => e.key)).toEqual(['something-else']);
    expect(state.blocked).toBe(true);
  });

  it('marks the shipping method blocked by any message key that contains shipping-method-blocked', () => {
    const state = cartState(cart([error('b2b-shipping-method-blocked-separate', 10)]));
    expect(state.shippingMethodBlocked).toBe(true);
    expect(state.general).toEqual([]);
  });

  it('turns the button into an approval request, or blocks it over the budget (§4)', () => {
    const approval = cartState(
      cart([], { orderFlowBudget: budget({ exceeded: false, requiresApproval: true }) }),
    );
    expect([approval.requiresApproval, approval.blocked]).toEqual([true, false]);
    const over = cartState(
      cart([], { orderFlowBudget: budget({ exceeded: true, requiresApproval: false }) }),
    );
    expect(over.blocked).toBe(true);
  });

  it('measures the way to free shipping', () => {
    expect(freeShippingProgress(cart([]))).toBe(60);
    expect(freeShippingProgress(cart([], { freeShipping: { limit: 250, missing: 0 } }))).toBe(100);
  });
});

describe('checkout texts and failures', () => {
  it('translates cart errors with their amounts, line errors without their line id', () => {
    const minimum = error('b2b-cart-underMinimumValue', 10, { minimumValue: 100, additionalCost: 15 });
    expect(cartErrorText(minimum, 'nl-NL')).toBe(
      'Uw bestelling ligt onder de minimale bestelwaarde van € 100,00: er wordt een toeslag van € 15,00 aangerekend.',
    );
    expect(cartErrorText(error(`product-out-of-stock-${LINE}`, 20, { id: LINE }), 'fr-FR')).toBe(
      'Cet article est en rupture de stock : retirez-le pour commander.',
    );
    expect(cartErrorText({ ...error('vendor-thing', 10), message: 'As the server says' }, 'en-GB')).toBe(
      'As the server says',
    );
  });

  it('reads without amounts when the server sends none (a buyer without ROLE_VIEW_PRICES, issue 27)', () => {
    expect(cartErrorText(error('b2b-cart-underMinimumValue', 10), 'nl-NL')).toBe(
      'Uw bestelling ligt onder de minimale bestelwaarde: er wordt een toeslag aangerekend.',
    );
    expect(cartErrorText(error('b2b-flow-budget-exceeded', 20), 'de-DE')).toBe(
      'Diese Bestellung überschreitet Ihr verbleibendes Budget.',
    );
    // With the amount (a buyer who may see prices): the text with it.
    expect(cartErrorText(error('b2b-reference-budget-exceeded', 20, { remaining: 12.5 }), 'fr-FR')).toMatch(
      /^Cette commande dépasse le budget restant de la référence de commande \(€\s12,50\)\.$/,
    );
    const failure = new StoreApiError(400, [
      {
        status: '400',
        code: 'B2B__ORDER_REFERENCE_BUDGET_EXCEEDED',
        title: '',
        detail: '',
        meta: { parameters: {} },
      },
    ]);
    expect(failureMessages(failure, 'en-GB').form).toEqual([
      'This order exceeds the remaining budget of the order reference.',
    ]);
  });

  it('puts violations on their field and the rest on the form', () => {
    const failure = new StoreApiError(400, [
      {
        status: '400',
        code: 'VIOLATION::INVALID_SHIPPING_DATE',
        title: '',
        detail: '',
        meta: { parameters: { field: 'shippingDate' } },
      },
      {
        status: '400',
        code: 'B2B__ORDER_FLOW_BUDGET_EXCEEDED',
        title: '',
        detail: '',
        meta: { parameters: { remaining: 366.736 } },
      },
      {
        status: '400',
        code: 'CHECKOUT__CART_INVALID',
        title: '',
        detail: `product-not-found-${LINE}`,
        meta: { parameters: { id: LINE } },
      },
    ]);
    expect(failureMessages(failure, 'en-GB')).toEqual({
      fields: { shippingDate: 'Choose a weekday from tomorrow on.' },
      form: [
        // Issue 26/27: the page's language, to the cent.
        'This order exceeds your remaining budget of € 366.74.',
        'This article is no longer available: remove it to order.',
      ],
    });
    expect(failureMessages(new Error('boom'), 'nl-NL').form).toEqual(['Er liep iets fout']);
  });

  it("says a punch-out customer's order goes through the procurement system (issue 26)", () => {
    const failure = new StoreApiError(403, [
      { status: '403', code: 'B2B__PUNCHOUT_ONLY', title: '', detail: '', meta: { parameters: {} } },
    ]);
    expect(failureMessages(failure, 'en-GB').form).toEqual([
      'Your company orders through its procurement system: open the shop from there (punch-out) to order.',
    ]);
  });

  it('sends only the address for delivery and only the location for pickup', () => {
    const fields = { addressId: 'a', pickupLocationId: 'p', shippingDate: '', customerComment: 'Hi' };
    expect(orderInput({ ...fields, shippingOption: 'delivery' })).toEqual({
      shippingOption: 'delivery',
      shippingMethod: 'together',
      paymentMethod: 'invoice',
      customerComment: 'Hi',
      addressId: 'a',
    });
    expect(orderInput({ ...fields, shippingOption: 'pickup' })).toMatchObject({ pickupLocationId: 'p' });
    expect(orderInput({ ...fields, shippingOption: 'pickup' })).not.toHaveProperty('addressId');
  });

  it('keeps the first 20 failed quick-order lines for the report and counts the rest', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({
      line: i + 1,
      article: `X-${i}`,
      code: 'UNKNOWN_ARTICLE' as const,
    }));
    const report = summarize({ added: [{ line: 30, article: 'IM-1', quantity: 1 }], errors });
    expect([report.added, report.errors.length, report.more]).toEqual([1, 20, 5]);
  });
});

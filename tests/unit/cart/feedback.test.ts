import { describe, expect, it } from 'vitest';
import { type CartMessages, describeCartError } from '../../../src/components/cart/cart-errors.ts';

const messages: CartMessages = {
  added: '{count} product(s) added',
  toCart: 'Go to the cart',
  cartHref: '/checkout',
  offerSent: 'Offer {number} sent',
  offerFailed: 'Offer failed',
  errors: {
    general: 'Could not add',
    timeout: 'Too slow',
    notFound: 'Not found',
    outOfStock: 'Out of stock',
    notOrderable: 'Not orderable online',
    forbidden: 'May not order',
    belowMinimum: 'Below minimum',
    aboveMaximum: 'Above maximum',
    aboveStock: 'Above stock',
    offStep: 'Must be {min} plus a multiple of {step}',
    notWhole: 'Whole units only',
    invalid: 'Invalid quantity',
    tooManyLines: 'Too many lines',
    promotionNotFound: 'Unknown code',
    readOnly: 'View only',
  },
};

describe('add-to-cart errors (§8)', () => {
  it('translates the contract codes and names the article', () => {
    expect(
      describeCartError(
        [
          { code: 'B2B__PRODUCT_OUT_OF_STOCK', meta: { parameters: { sku: 'IM-1', id: 'x' } } },
          { code: 'B2B__PRODUCT_NOT_ORDERABLE', meta: { parameters: { sku: 'IM-2' } } },
          { code: 'B2B__PRODUCT_NOT_FOUND', meta: { parameters: { sku: null, id: 'x' } } },
          { code: 'B2B__MISSING_RIGHT' },
          { code: 'TIMEOUT' },
          { code: 'B2B__PUNCHOUT_INSPECT_READ_ONLY' },
        ],
        messages,
      ),
    ).toEqual([
      'IM-1: Out of stock',
      'IM-2: Not orderable online',
      'Not found',
      'May not order',
      'Too slow',
      'View only',
    ]);
  });

  it('fills the quantity rules from the violation parameters', () => {
    const parameters = { field: 'items.0.quantity', sku: 'IM-3', min: 5, step: 5, quantity: 7 };
    expect(
      describeCartError(
        [
          { code: 'VIOLATION::QUANTITY_OFF_STEP', meta: { parameters } },
          { code: 'VIOLATION::QUANTITY_BELOW_MINIMUM', meta: { parameters } },
          { code: 'VIOLATION::QUANTITY_NOT_WHOLE', meta: { parameters } },
        ],
        messages,
      ),
    ).toEqual(['IM-3: Must be 5 plus a multiple of 5', 'IM-3: Below minimum', 'IM-3: Whole units only']);
  });

  it('shows the server message for unknown codes, else the general text; no line twice', () => {
    expect(
      describeCartError(
        [
          { code: 'SOMETHING_NEW', detail: 'The server says no.' },
          { code: 'UNKNOWN_ERROR' },
          { code: 'NETWORK' },
        ],
        messages,
      ),
    ).toEqual(['The server says no.', 'Could not add']);
  });
});

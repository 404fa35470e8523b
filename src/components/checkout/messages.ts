import type { CartError } from '../../api/cart-types.ts';
import { isStoreApiError } from '../../api/errors.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';
import { formatAmount } from '../../shared/money.ts';
import { bareCode, messageFor } from '../form/errors.ts';
import type { FormMessages } from '../form/submit.ts';

type Params = Record<string, unknown>;
type Text = (params: Params, locale: Locale) => string;

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const money = (value: unknown, locale: Locale) =>
  typeof value === 'number' ? formatAmount(locale, value) : '';
const number = (value: unknown) => str(value).replace('.', ',');

/** Budget and minimum-value texts read without amounts for a buyer who may not see prices (no money parameter). */
const flowBudget: Text = (p, locale) =>
  typeof p.remaining === 'number'
    ? m.checkout_error_flowBudget({ remaining: money(p.remaining, locale) }, { locale })
    : m.checkout_error_flowBudgetNoAmount({}, { locale });
const referenceBudget: Text = (p, locale) =>
  typeof p.remaining === 'number'
    ? m.checkout_error_referenceBudget({ remaining: money(p.remaining, locale) }, { locale })
    : m.checkout_error_referenceBudgetNoAmount({}, { locale });
const minimumValue: Text = (p, locale) =>
  typeof p.minimumValue === 'number' && typeof p.additionalCost === 'number'
    ? m.checkout_notice_minimumValue(
        { minimum: money(p.minimumValue, locale), cost: money(p.additionalCost, locale) },
        { locale },
      )
    : m.checkout_notice_minimumValueNoAmount({}, { locale });

/**
 * §8 cart and checkout codes → translated texts: Store API error codes (prefix stripped) and cart
 * error message keys (line errors without their `-<lineItemId>` suffix).
 */
const TEXTS: Record<string, Text> = {
  CART_EMPTY: (_, locale) => m.checkout_error_cartEmpty({}, { locale }),
  ORDER_FLOW_BUDGET_EXCEEDED: flowBudget,
  ORDER_REFERENCE_BUDGET_EXCEEDED: referenceBudget,
  'b2b-flow-budget-exceeded': flowBudget,
  'b2b-reference-budget-exceeded': referenceBudget,
  'payment-method-blocked': (_, locale) => m.checkout_error_paymentBlocked({}, { locale }),
  'b2b-payment-method-not-allowed': (_, locale) => m.checkout_error_paymentNotAllowed({}, { locale }),
  'b2b-cart-underCreditLimit': (_, locale) => m.checkout_notice_creditLimit({}, { locale }),
  'b2b-cart-underMinimumValue': minimumValue,
  'b2b-approval-required': (_, locale) => m.checkout_notice_approval({}, { locale }),
  'shipping-method-blocked': (_, locale) => m.checkout_error_shippingMethodBlocked({}, { locale }),
  'product-not-found': (_, locale) => m.checkout_error_lineNotAvailable({}, { locale }),
  'product-out-of-stock': (_, locale) => m.checkout_error_lineOutOfStock({}, { locale }),
  'product-no-price': (_, locale) => m.place_line_noPrice({}, { locale }),
  LINE_WITHOUT_PRICE: (p, locale) => m.place_error_noPrice({ sku: str(p.sku) }, { locale }),
  IDEMPOTENCY_KEY_REUSED: (_, locale) => m.place_error_keyReused({}, { locale }),
  'product-stock-reached': (p, locale) =>
    m.checkout_error_lineStockReached({ stock: number(p.stock) }, { locale }),
  INVALID_SHIPPING_DATE: (_, locale) => m.checkout_error_shippingDate({}, { locale }),
  INVALID_DATE: (_, locale) => m.checkout_error_shippingDate({}, { locale }),
  INVALID_QUANTITY: (_, locale) => m.catalog_qty_invalid({}, { locale }),
  QUANTITY_TOO_HIGH: (_, locale) => m.catalog_qty_invalid({}, { locale }),
  QUANTITY_BELOW_MINIMUM: (p, locale) => m.checkout_error_quantityMin({ min: number(p.min) }, { locale }),
  QUANTITY_ABOVE_MAXIMUM: (p, locale) => m.checkout_error_quantityMax({ max: number(p.max) }, { locale }),
  QUANTITY_ABOVE_STOCK: (p, locale) => m.checkout_error_quantityStock({ stock: number(p.stock) }, { locale }),
  QUANTITY_OFF_STEP: (p, locale) => m.checkout_error_quantityStep({ step: number(p.step) }, { locale }),
  QUANTITY_NOT_WHOLE: (_, locale) => m.checkout_error_quantityWhole({}, { locale }),
  PRODUCT_NOT_FOUND: (p, locale) => m.checkout_error_productNotFound({ sku: str(p.sku) }, { locale }),
  PRODUCT_NOT_ORDERABLE: (p, locale) => m.checkout_error_notOrderable({ sku: str(p.sku) }, { locale }),
  PRODUCT_OUT_OF_STOCK: (p, locale) => m.checkout_error_outOfStock({ sku: str(p.sku) }, { locale }),
  PROMOTION_NOT_FOUND: (p, locale) => m.checkout_error_promotion({ code: str(p.code) }, { locale }),
  CART_LINE_ITEM_NOT_FOUND: (_, locale) => m.checkout_error_lineGone({}, { locale }),
  CART_OFFER_LINE_FIXED: (_, locale) => m.checkout_error_offerLineFixed({}, { locale }),
  OFFER_ALREADY_ACCEPTED: (_, locale) => m.account_offers_refused_accepted({}, { locale }),
  OFFER_NOT_OPEN: (_, locale) => m.account_offers_refused_notOpen({}, { locale }),
  OFFER_EXPIRED: (_, locale) => m.account_offers_refused_expired({}, { locale }),
  OFFER_LINE_WITHOUT_PRICE: (p, locale) => m.account_offers_refused_noPrice({ sku: str(p.sku) }, { locale }),
  CART_TOO_MANY_LINES: (_, locale) => m.checkout_error_tooManyLines({}, { locale }),
  TOO_MANY_LINES: (_, locale) => m.checkout_error_tooManyLines({}, { locale }),
  QUICK_ORDER_TOO_MANY_LINES: (_, locale) => m.checkout_error_tooManyLines({}, { locale }),
  QUICK_ORDER_NOTHING_ADDED: (_, locale) => m.checkout_quick_nothingAdded({}, { locale }),
  CSV_INVALID: (_, locale) => m.checkout_error_csvInvalid({}, { locale }),
  CSV_FORMULA: (p, locale) => m.checkout_error_csvFormula({ line: str(p.line) }, { locale }),
  FILE_TOO_LARGE: (_, locale) => m.checkout_quick_fileTooLarge({}, { locale }),
  PUNCHOUT_INSPECT_READ_ONLY: (_, locale) => m.cart_error_readOnly({}, { locale }),
  PUNCHOUT_ONLY: (_, locale) => m.punchout_onlyProcurement_error({}, { locale }),
  MISSING_RIGHT: (_, locale) => m.checkout_error_missingRight({}, { locale }),
  CUSTOMER_NOT_LOGGED_IN: (_, locale) => m.checkout_error_loggedOut({}, { locale }),
};

/** One code with its parameters as text; unknown codes get the shared form texts or the generic error. */
export function checkoutText(code: string, params: Params, locale: Locale, field = false): string {
  const text = TEXTS[code] ?? TEXTS[bareCode(code)];
  return text ? text(params, locale) : messageFor({ code, params: {} }, locale, field);
}

/** A cart error's key without the `-<lineItemId>` suffix of line errors. */
function baseKey(messageKey: string, params: Params): string {
  const id = str(params.id);
  if (id && messageKey.endsWith(`-${id}`)) return messageKey.slice(0, -id.length - 1);
  return messageKey.includes('shipping-method-blocked') ? 'shipping-method-blocked' : messageKey;
}

/** A cart error's text; the server's message is the fallback for keys this shop does not know. */
export function cartErrorText(error: CartError, locale: Locale): string {
  const text = TEXTS[baseKey(error.messageKey, error.parameters)];
  return text ? text(error.parameters, locale) : error.message || m.account_error_generic({}, { locale });
}

/**
 * A failed Store API call as messages: violations on their field (`shippingDate`, `items.0.quantity`),
 * everything else for the form as a whole; known codes translated with their parameters.
 */
export function failureMessages(error: unknown, locale: Locale): FormMessages {
  const items = isStoreApiError(error)
    ? error.errors
    : [{ code: 'UNKNOWN_ERROR', detail: '', meta: undefined }];
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const item of items) {
    const params = item.meta?.parameters ?? {};
    const field = item.code.startsWith('VIOLATION::') && typeof params.field === 'string' ? params.field : '';
    // A blocking cart error names its message key in the detail.
    const code = item.code === 'CHECKOUT__CART_INVALID' ? baseKey(item.detail ?? '', params) : item.code;
    const text = checkoutText(code, params, locale, Boolean(field));
    if (field) fields[field] ??= text;
    else form.push(text);
  }
  return { fields, form: [...new Set(form)] };
}

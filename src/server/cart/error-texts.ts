import type { CartError } from '../../api/cart-types.ts';
import { formatAmount } from '../../shared/money.ts';
import { localeText } from '../context/texts.ts';

type Params = CartError['parameters'];
type Slots = (p: Params, locale: string) => Record<string, string>;

const money = (value: unknown, locale: string) =>
  typeof value === 'number' ? formatAmount(locale, value) : '';
const none: Slots = () => ({});

const remaining: Slots = (p, locale) => ({ remaining: money(p.remaining, locale) });

/**
 * Each cart error's message key (line errors without their `-<lineItemId>`) → its text in locales/,
 * and for an error with amounts the text without them: a buyer who may not see prices gets the error
 * without its money parameters (calculate.ts `shownMoney`).
 */
const TEXTS: Record<string, [string, Slots, noAmount?: string]> = {
  'product-not-found': ['checkout_error_lineNotAvailable', none],
  'product-no-price': ['place_line_noPrice', none],
  'product-out-of-stock': ['checkout_error_lineOutOfStock', none],
  'product-stock-reached': [
    'checkout_error_lineStockReached',
    (p) => ({ stock: String(p.stock).replace('.', ',') }),
  ],
  'b2b-cart-underMinimumValue': [
    'checkout_notice_minimumValue',
    (p, locale) => ({ minimum: money(p.minimumValue, locale), cost: money(p.additionalCost, locale) }),
    'checkout_notice_minimumValueNoAmount',
  ],
  'b2b-cart-underCreditLimit': ['checkout_notice_creditLimit', none],
  'b2b-flow-budget-exceeded': ['checkout_error_flowBudget', remaining, 'checkout_error_flowBudgetNoAmount'],
  'b2b-reference-budget-exceeded': [
    'checkout_error_referenceBudget',
    remaining,
    'checkout_error_referenceBudgetNoAmount',
  ],
  'b2b-approval-required': ['checkout_notice_approval', none],
};

/**
 * A cart error in Shopware's shape (`code` is its exception code, always 0 here) with its message
 * translated into the context's language, as Shopware's `messageTranslated` (the generic error text
 * for a key without its own).
 */
export function translatedCartError(error: CartError, locale: string) {
  const id = typeof error.parameters.id === 'string' ? error.parameters.id : '';
  const key =
    id && error.messageKey.endsWith(`-${id}`) ? error.messageKey.slice(0, -id.length - 1) : error.messageKey;
  const [textKey, slots, noAmount] = TEXTS[key] ?? ['account_error_generic', none];
  const values = slots(error.parameters, locale);
  const amountless = noAmount && Object.values(values).some((v) => v === '');
  const messageTranslated = localeText(locale, amountless ? noAmount : textKey, values) ?? error.message;
  return { ...error, code: 0, messageTranslated };
}

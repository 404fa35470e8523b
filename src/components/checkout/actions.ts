import type { AstroCookies } from 'astro';
import * as v from 'valibot';
import { cartApi } from '../../api/cart.ts';
import type { StoreApiClient } from '../../api/client.ts';
import { isStoreApiError, statusOf } from '../../api/errors.ts';
import type { Locale } from '../../shared/locales.ts';
import {
  isDeliveryDay,
  LineItemUpdateSchema,
  MAX_CSV_BYTES,
  OrderPlaceSchema,
} from '../../shared/schemas/cart.ts';
import { type FormMessages, validate, withoutEmpty } from '../form/submit.ts';
import {
  type CheckoutFlash,
  type CheckoutNotice,
  type QuickOrderSummary,
  setCheckoutFlash,
  summarize,
} from './flash.ts';
import { checkoutText, failureMessages } from './messages.ts';

/** What a posted cart or checkout form led to: a redirect (post/redirect/get) or the page again with messages. */
export type ActionResult =
  | { redirect: string }
  | {
      status: number;
      /** The posted intent (update, remove, quick-order, place…). */
      intent: string;
      messages: FormMessages;
      /** The line a failed change was about, to show the message there. */
      lineId?: string;
      /** The posted checkout fields, to fill the form again. */
      values: Record<string, string>;
      report?: QuickOrderSummary;
      /** The step waits for its confirmation (emptying the cart): the page asks the question. */
      confirm?: true;
    };

interface Context {
  api: StoreApiClient;
  cookies: AstroCookies;
  locale: Locale;
  /** The cart page's own path with the domain prefix; the success page's path. */
  cartPath: string;
  successPath: string;
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: string;
}

interface Posted {
  fields: Record<string, string>;
  file: File | null;
}

/** The fields of a posted form (url-encoded or multipart) and its uploaded CSV file, if any. */
export async function readPosted(request: Request): Promise<Posted> {
  const fields: Record<string, string> = {};
  let file: File | null = null;
  try {
    for (const [key, value] of await request.formData()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'file' && value.size > 0) file = value;
    }
  } catch {
    // Not a form body: nothing posted.
  }
  return { fields, file };
}

/** Quantities are typed with a decimal comma or point. */
const toQuantity = (text = '') => Number(text.trim().replace(',', '.') || Number.NaN);

/** Runs one posted intent against the Store API; successes leave a flash and redirect back. */
export async function runIntent({ fields, file }: Posted, ctx: Context): Promise<ActionResult> {
  const api = cartApi(ctx.api);
  const done = (notice: CheckoutNotice, more: Omit<CheckoutFlash, 'notice'> = {}): ActionResult => {
    setCheckoutFlash(ctx.cookies, { notice, ...more });
    return { redirect: ctx.cartPath };
  };
  const failed = (error: unknown, lineId?: string): ActionResult => ({
    status: statusOf(error),
    intent: fields.intent ?? '',
    messages: lineId ? lineMessages(failureMessages(error, ctx.locale)) : failureMessages(error, ctx.locale),
    lineId,
    values: fields,
  });
  const invalid = (messages: FormMessages, lineId?: string): ActionResult => ({
    status: 400,
    intent: fields.intent ?? '',
    messages,
    lineId,
    values: fields,
  });
  const lineId = fields.lineId ?? '';
  try {
    switch (fields.intent) {
      case 'update': {
        const change = {
          id: lineId,
          quantity: toQuantity(fields.quantity),
          payload: { customFields: { order_detail_text: fields.comment ?? '' } },
        };
        const checked = validate(LineItemUpdateSchema, { items: [change] }, ctx.locale);
        if (checked.messages) return invalid(lineMessages(checked.messages), lineId);
        await api.updateLines([{ id: lineId, quantity: change.quantity, comment: fields.comment ?? '' }]);
        return done('updated');
      }
      case 'remove':
        await api.removeLines([lineId]);
        return done('removed');
      case 'clear':
        // Irreversible: the first press asks (also without JavaScript), the confirmed one empties.
        if (fields.confirm !== 'true')
          return { ...invalid({ fields: {}, form: [] }), status: 200, confirm: true };
        await api.clearCart();
        return done('cleared');
      case 'promotion':
        await api.addPromotion(fields.code?.trim() ?? '');
        return done('promotion');
      case 'reference':
        if (fields.orderReferenceId) await api.assignOrderReference(fields.orderReferenceId);
        else await api.removeOrderReference();
        return done(fields.orderReferenceId ? 'reference' : 'referenceRemoved');
      case 'shipping':
        await api.setShippingOption(fields.shippingOption === 'pickup' ? 'pickup' : 'delivery');
        return done('shipping');
      case 'contact':
        await api.selectCostCentreContact(fields.externalContactId || null);
        return done('contact');
      case 'offer': {
        const { offerNumber } = await api.requestOffer();
        return done('offer', { offerNumber });
      }
      case 'quick-order':
        return await quickOrder(api, fields.csv ?? '', file, ctx.locale, done, invalid);
      case 'place':
        return await place(api, fields, ctx, invalid);
      default:
        return invalid({ fields: {}, form: [checkoutText('UNKNOWN_ERROR', {}, ctx.locale)] });
    }
  } catch (error) {
    return failed(error, fields.intent === 'update' || fields.intent === 'remove' ? lineId : undefined);
  }
}

/** A line's quantity error goes to its one quantity field, whatever index the schema reported. */
function lineMessages(messages: FormMessages): FormMessages {
  const [first] = Object.values(messages.fields);
  return { fields: first ? { quantity: first } : {}, form: messages.form };
}

async function quickOrder(
  api: ReturnType<typeof cartApi>,
  pasted: string,
  file: File | null,
  locale: Locale,
  done: (notice: CheckoutNotice, more?: Omit<CheckoutFlash, 'notice'>) => ActionResult,
  invalid: (messages: FormMessages) => ActionResult,
): Promise<ActionResult> {
  if (file && file.size > MAX_CSV_BYTES) {
    return invalid({ fields: { file: checkoutText('FILE_TOO_LARGE', {}, locale) }, form: [] });
  }
  const csv = file ? await file.text() : pasted;
  if (!csv.trim()) return invalid({ fields: { csv: checkoutText('IS_BLANK', {}, locale, true) }, form: [] });
  try {
    const report = await api.quickOrder({ csv });
    return done('added', { report: summarize(report) });
  } catch (error) {
    // Every line failed: the answer lists them, shown as the report.
    const errors = isStoreApiError(error) ? error.errors[0]?.meta?.parameters?.errors : undefined;
    if (!Array.isArray(errors)) throw error;
    const result = invalid(failureMessages(error, locale));
    return { ...result, report: summarize({ added: [], errors }) };
  }
}

/** The §3 checkout fields of the posted form, as OrderPlaceSchema reads them. */
export function orderInput(fields: Record<string, string>): Record<string, string> {
  const pickup = fields.shippingOption === 'pickup';
  return {
    shippingOption: fields.shippingOption ?? 'delivery',
    shippingMethod: fields.shippingMethod ?? 'together',
    paymentMethod: fields.paymentMethod ?? 'invoice',
    ...withoutEmpty(fields, ['shippingDate', 'orderReferenceSuffix', 'fileNumber', 'customerComment']),
    ...withoutEmpty(fields, [pickup ? 'pickupLocationId' : 'addressId']),
  };
}

async function place(
  api: ReturnType<typeof cartApi>,
  fields: Record<string, string>,
  ctx: Context,
  invalid: (messages: FormMessages) => ActionResult,
): Promise<ActionResult> {
  const checked = validate(OrderPlaceSchema, orderInput(fields), ctx.locale);
  const messages = checked.messages ?? { fields: {}, form: [] };
  const date = fields.shippingDate?.trim();
  if (date && !messages.fields.shippingDate && !isDeliveryDay(date, ctx.today)) {
    messages.fields.shippingDate = checkoutText('INVALID_SHIPPING_DATE', {}, ctx.locale);
  }
  const key = v.safeParse(v.pipe(v.string(), v.minLength(1), v.maxLength(128)), fields.idempotencyKey);
  // The key comes with the rendered form; without it the form did not come from this page.
  if (!key.success) messages.form.push(checkoutText('UNKNOWN_ERROR', {}, ctx.locale));
  if (!checked.output || Object.keys(messages.fields).length || !key.success) return invalid(messages);
  const order = await api.placeOrder(checked.output, key.output);
  return { redirect: `${ctx.successPath}?${new URLSearchParams({ order: order.id })}` };
}

import { inArray } from 'drizzle-orm';
import type { Cart } from '../../api/cart-types.ts';
import { deliveryDays } from '../../shared/catalog/delivery-time.ts';
import { translate } from '../../shared/locales.ts';
import type { CartCalc } from '../cart/calculate.ts';
import { fromMilli } from '../cart/rules.ts';
import { deliveryTime } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { buildCxmlForm } from './cxml-form.ts';
import { buildOciForm, type OciLine } from './oci-form.ts';
import { settingsOfCompany } from './settings.ts';
import type { PunchoutState, TransferForm } from './types.ts';

export type PunchoutCartExtensions = Pick<Cart['extensions'], 'ociForm' | 'ociSystemMetadata' | 'cxmlForm'>;

const NONE: PunchoutCartExtensions = { ociForm: null, ociSystemMetadata: null, cxmlForm: null };
const LONG_TEXT_MAX = 1000;

/** The cart's transfer forms (§3 extensions), built server-side for a punch-out session only. */
export async function punchoutCartExtensions(
  ctx: StoreContext,
  calc: CartCalc,
): Promise<PunchoutCartExtensions> {
  const state = ctx.punchout;
  if (!state || !ctx.customer) return NONE;
  if (state.kind === 'cxml') return { ...NONE, cxmlForm: await buildCxmlForm(ctx, state, calc) };
  return {
    ociForm: await ociFormOf(ctx, state, calc),
    ociSystemMetadata: { version: state.version, target: state.target, caller: state.caller ?? null },
    cxmlForm: null,
  };
}

async function ociFormOf(
  ctx: StoreContext,
  state: Extract<PunchoutState, { kind: 'oci' }>,
  calc: CartCalc,
): Promise<TransferForm> {
  const customer = ctx.customer;
  const settings = customer ? await settingsOfCompany(ctx.db, customer.companyId) : null;
  const products = calc.lines.flatMap((l) => (l.product ? [{ ...l, product: l.product }] : []));
  const timeIds = [...new Set(products.flatMap((l) => l.product.deliveryTimeId ?? []))];
  const times = timeIds.length
    ? await ctx.db.select().from(deliveryTime).where(inArray(deliveryTime.id, timeIds))
    : [];
  const timeById = new Map(times.map((t) => [t.id, t]));
  const lines: OciLine[] = products.map(({ line, product, unitMilli }) => {
    const time = product.deliveryTimeId ? timeById.get(product.deliveryTimeId) : undefined;
    const quantity = fromMilli(line.quantityMilli);
    const description = translate(product.translations, 'description', ctx.locale) ?? '';
    const plain = description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      description: translate(product.translations, 'name', ctx.locale) ?? product.productNumber,
      quantity,
      unit: product.unit,
      unitMilli,
      currency: 'EUR',
      // The longest delivery time, with restock days when the stock does not cover the quantity.
      leadTimeDays: time
        ? deliveryDays(time, quantity > product.stock ? product.restockTime : null).max
        : null,
      articleNumber: product.productNumber,
      manufacturerNumber: product.manufacturerNumber,
      materialGroup:
        typeof product.customFields.b2b_matgroup === 'string' ? product.customFields.b2b_matgroup : null,
      productId: product.id,
      longText: (line.comment ?? plain).slice(0, LONG_TEXT_MAX) || null,
    };
  });
  return buildOciForm(lines, state, settings?.unitMapping ?? {});
}

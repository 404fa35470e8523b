import { inArray } from 'drizzle-orm';
import { deliveryDays } from '../../shared/catalog/delivery-time.ts';
import { translate } from '../../shared/locales.ts';
import type { CartCalc } from '../cart/calculate.ts';
import { fromMilli } from '../cart/rules.ts';
import { deliveryTime } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import type { OciLine } from './oci-form.ts';

const LONG_TEXT_MAX = 1000;

/** A product line of the cart as both transfer forms (OCI, cXML) need it. */
export interface PunchoutLine extends OciLine {
  /** Net line total in thousandths of a euro, as the cart priced it. */
  totalMilli: number;
  manufacturerId: string | null;
  categoryIds: string[];
  customFields: Record<string, unknown>;
}

/** The cart's product lines, with descriptions in the session's language and lead times in days. */
export async function punchoutLines(ctx: StoreContext, calc: CartCalc): Promise<PunchoutLine[]> {
  const products = calc.lines.flatMap((l) => (l.product ? [{ ...l, product: l.product }] : []));
  const timeIds = [...new Set(products.flatMap((l) => l.product.deliveryTimeId ?? []))];
  const times = timeIds.length
    ? await ctx.db.select().from(deliveryTime).where(inArray(deliveryTime.id, timeIds))
    : [];
  const timeById = new Map(times.map((t) => [t.id, t]));
  return products.map(({ line, product, unitMilli, totalMilli }) => {
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
      totalMilli,
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
      manufacturerId: product.manufacturerId,
      categoryIds: product.categoryIds,
      customFields: product.customFields,
    };
  });
}

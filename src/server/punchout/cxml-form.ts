import { inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import type { CartCalc } from '../cart/calculate.ts';
import { category, manufacturer } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { type CxmlOrderItem, orderMessage } from './cxml/documents.ts';
import { type PunchoutLine, punchoutLines } from './lines.ts';
import { type PunchoutSettingsRow, settingsOfCompany } from './settings.ts';
import type { PunchoutState, TransferForm, UnitMapping } from './types.ts';

/**
 * The cart as a PunchOutOrderMessage for a cXML session, answered as the cart's `extensions.cxmlForm`:
 * `{ action: postUrl, fields: [['cxml-urlencoded', xml], ['cxml-base64', …]] }` (base64 when the
 * company's settings ask for it). The browser posts it to the procurement system.
 */
export async function buildCxmlForm(
  ctx: StoreContext,
  state: Extract<PunchoutState, { kind: 'cxml' }>,
  calc: CartCalc,
): Promise<TransferForm | null> {
  const settings = ctx.customer ? await settingsOfCompany(ctx.db, ctx.customer.companyId) : null;
  if (!settings) return null;
  const lines = await punchoutLines(ctx, calc);
  const names = await namesOf(ctx, lines);
  const xml = orderMessage({
    host: new URL(state.postUrl).hostname,
    buyer: [{ domain: settings.cxmlFromDomain ?? '', identity: settings.cxmlFromIdentity ?? '' }],
    supplier: [{ domain: settings.cxmlToDomain ?? '', identity: settings.cxmlToIdentity ?? '' }],
    buyerCookie: state.buyerCookie,
    operation: state.operation,
    lang: ctx.locale,
    totalMilli: lines.reduce((sum, l) => sum + (l.unitMilli === null ? 0 : l.totalMilli), 0),
    items: lines.map((line) => orderItem(line, settings, names)),
  });
  const fields: TransferForm['fields'] = [['cxml-urlencoded', xml]];
  if (settings.cxmlBase64) fields.push(['cxml-base64', Buffer.from(xml, 'utf8').toString('base64')]);
  return { action: state.postUrl, fields };
}

type Names = { manufacturers: Map<string, string>; categories: Map<string, string> };

/** Manufacturer and main-category names of the lines, in two queries. */
async function namesOf(ctx: StoreContext, lines: PunchoutLine[]): Promise<Names> {
  const manufacturerIds = [...new Set(lines.flatMap((l) => l.manufacturerId ?? []))];
  const categoryIds = [...new Set(lines.flatMap((l) => l.categoryIds.slice(0, 1)))];
  const [makers, categories] = await Promise.all([
    manufacturerIds.length
      ? ctx.db.select().from(manufacturer).where(inArray(manufacturer.id, manufacturerIds))
      : [],
    categoryIds.length ? ctx.db.select().from(category).where(inArray(category.id, categoryIds)) : [],
  ]);
  return {
    manufacturers: new Map(makers.map((m) => [m.id, m.name])),
    categories: new Map(
      categories.map((c) => [c.id, translate(c.translations, 'name', ctx.locale) ?? c.id] as const),
    ),
  };
}

/** UN/CEFACT code of a shop unit; an unmapped unit goes as is (C62, "one", for pieces by default). */
const unece = (unit: string, mapping: UnitMapping) => mapping[unit]?.unece ?? (unit === 'ST' ? 'C62' : unit);

/** UNSPSC when the article has a code, else its SAP material group, else the shop's main category. */
function classification(line: PunchoutLine, names: Names): CxmlOrderItem['classification'] {
  const unspsc = line.customFields.b2b_unspsc;
  if (typeof unspsc === 'string' && unspsc) return { domain: 'UNSPSC', code: unspsc };
  if (line.materialGroup) return { domain: 'MaterialGroup', code: line.materialGroup };
  const main = line.categoryIds[0];
  return { domain: 'Category', code: (main && names.categories.get(main)) || '' };
}

function orderItem(line: PunchoutLine, settings: PunchoutSettingsRow, names: Names): CxmlOrderItem {
  return {
    supplierPartId: line.articleNumber,
    quantity: line.quantity,
    unitPriceMilli: line.unitMilli ?? 0,
    description: line.description,
    unitOfMeasure: unece(line.unit, settings.unitMapping),
    classification: classification(line, names),
    ...(line.manufacturerNumber ? { manufacturerPartId: line.manufacturerNumber } : {}),
    ...(line.manufacturerId && names.manufacturers.has(line.manufacturerId)
      ? { manufacturerName: names.manufacturers.get(line.manufacturerId) }
      : {}),
    ...(line.leadTimeDays === null ? {} : { leadTimeDays: line.leadTimeDays }),
  };
}

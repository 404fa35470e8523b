import { FALLBACK_LOCALE, translate } from '../../../shared/locales.ts';
import { euroPrice, roundCents } from '../../../shared/money.ts';
import { taxId } from '../../catalog/tax.ts';
import type { manufacturer, product } from '../../db/schema/index.ts';
import { hexId } from '../sync/report.ts';

type ProductRow = typeof product.$inferSelect;
type ManufacturerRow = typeof manufacturer.$inferSelect;

/**
 * Fields without a value are left out: the 6.7 schema types them as plain strings and integers
 * (`ean: string`), so an answer carrying `null` would not fit it; a connector reads both alike.
 */
export const present = <T extends Record<string, unknown>>(entity: T) =>
  Object.fromEntries(Object.entries(entity).filter(([, value]) => value != null)) as Partial<T>;

const hex = (id: string | null) => (id === null ? null : hexId(id));

/** Shopware's price in the shop's one currency: net as stored (milli), gross with the VAT, to the cent. */
function priceOf(currencyId: string, netMilli: number, taxRateBp: number) {
  return {
    currencyId,
    net: euroPrice(netMilli),
    gross: roundCents((netMilli * (10_000 + taxRateBp)) / 10_000) / 1000,
    linked: true,
  };
}

/** The translated texts in the API's language (en-GB, the fallback locale), as Shopware's `translated`. */
const translated = <F extends string>(
  translations: Partial<Record<string, Partial<Record<F, string>>>>,
  fields: F[],
) => present(Object.fromEntries(fields.map((f) => [f, translate(translations, f, FALLBACK_LOCALE)])));

/** A product row as the Admin API's `product` entity. */
export function productEntity(p: ProductRow, currencyId: string) {
  const texts = translated(p.translations, ['name', 'description', 'keywords', 'metaTitle']);
  const price = p.netPriceMilli === null ? null : priceOf(currencyId, p.netPriceMilli, p.taxRateBp);
  const listPrice = p.listPriceMilli === null ? null : priceOf(currencyId, p.listPriceMilli, p.taxRateBp);
  return present({
    id: hexId(p.id),
    parentId: hex(p.parentId),
    productNumber: p.productNumber,
    ...texts,
    translated: texts,
    active: p.active,
    stock: p.stock,
    // The shop reserves no stock for open orders: what is in stock is available.
    availableStock: p.stock,
    price: price && [listPrice ? { ...price, listPrice } : price],
    taxId: hexId(taxId(p.taxRateBp)),
    ean: p.ean,
    manufacturerId: hex(p.manufacturerId),
    manufacturerNumber: p.manufacturerNumber,
    deliveryTimeId: hex(p.deliveryTimeId),
    restockTime: p.restockTime,
    minPurchase: p.minPurchase,
    maxPurchase: p.maxPurchase,
    purchaseSteps: p.purchaseSteps,
    shippingFree: p.shippingFree,
    // The base fields (the sync's top level); per-language ones are not read back yet.
    customFields: p.customFields,
    childCount: p.childCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt?.toISOString(),
    apiAlias: 'product',
  });
}

/** A manufacturer row as the Admin API's `product_manufacturer` entity (one name in every language). */
export function manufacturerEntity(m: ManufacturerRow) {
  const texts = present({
    name: m.name,
    description: translate(m.translations, 'description', FALLBACK_LOCALE),
  });
  return present({
    id: hexId(m.id),
    ...texts,
    link: m.link,
    mediaId: hex(m.mediaId),
    translated: texts,
    apiAlias: 'product_manufacturer',
  });
}

import * as v from 'valibot';
import { ProductCustomFields } from './custom-fields.ts';
import { TranslationsOf } from './languages.ts';
import { ProductMediaRecord } from './product-media.ts';
import { ShopwareId } from './report.ts';

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const Int = (min: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(2_147_483_647));
/** Euros as Shopware sends them. */
const Amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000_000));
/**
 * The net price, stored as integer thousandths (the shop's 3-decimal unit prices): a fourth decimal is
 * refused, not rounded, as the ERP's price is the price charged. Gross follows from net and VAT here.
 */
const Net = v.pipe(
  Amount,
  v.check((euros) => Math.abs(euros * 1000 - Math.round(euros * 1000)) < 1e-6, 'At most 3 decimals.'),
);

/** The translated fields of a product, top level (en-GB) or under `translations`. */
const productTexts = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255))),
  description: v.optional(v.nullable(Text(65_535))),
  keywords: v.optional(v.nullable(Text(1000))),
  metaTitle: v.optional(v.nullable(Text(255))),
};

/** Shopware's price: net and gross per currency; `linked` (gross follows net) is accepted as it comes. */
export const Price = v.strictObject({
  currencyId: ShopwareId,
  net: Net,
  gross: Amount,
  linked: v.optional(v.boolean()),
  listPrice: v.optional(
    v.nullable(
      v.strictObject({
        currencyId: v.optional(ShopwareId),
        net: Net,
        gross: Amount,
        linked: v.optional(v.boolean()),
      }),
    ),
  ),
});

/** A product's prices in the currencies Shopware's `price` lists (the shop takes the euro's). */
export const Prices = v.pipe(v.array(Price), v.minLength(1), v.maxLength(20));
export type PricesInput = v.InferOutput<typeof Prices>;

/**
 * Shopware's advanced price (ProductPrice): a net price for the buyers of a rule (here a price list,
 * prices.ts) from `quantityStart` on. Alone (`product_price`) it names its product; under a product's
 * `prices` the product is the record's own.
 */
export const ProductPriceRecord = v.strictObject({
  id: v.optional(ShopwareId),
  productId: v.optional(ShopwareId),
  ruleId: v.optional(ShopwareId),
  quantityStart: v.optional(Int(1)),
  quantityEnd: v.optional(v.nullable(Int(1))),
  price: v.optional(Prices),
});
export type ProductPriceInput = v.InferOutput<typeof ProductPriceRecord>;

/**
 * `product` with Shopware's field names, the ones this shop serves so far. Any other field is
 * refused (400), never dropped. A variant names
 * its `parentId` and the `options` (property options) that tell it from its siblings.
 */
export const ProductRecord = v.strictObject({
  id: v.optional(ShopwareId),
  productNumber: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  active: v.optional(v.boolean()),
  ...productTexts,
  translations: v.optional(
    TranslationsOf({ ...productTexts, customFields: v.optional(ProductCustomFields) }),
  ),
  customFields: v.optional(ProductCustomFields),
  shippingFree: v.optional(v.boolean()),
  /** null: no price (an article on request), or for a variant its parent's (inheritance.ts). */
  price: v.optional(v.nullable(Prices)),
  /** Advanced prices: added to or changing the stored ones (by id, else by rule and quantity). */
  prices: v.optional(v.pipe(v.array(ProductPriceRecord), v.maxLength(100))),
  /** One of the shop's VAT rates by its id (catalog/tax.ts; the Store API's product.taxId). */
  taxId: v.optional(ShopwareId),
  stock: v.optional(Int(-2_147_483_648)),
  ean: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(14)))),
  manufacturerNumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64)))),
  deliveryTimeId: v.optional(v.nullable(ShopwareId)),
  restockTime: v.optional(v.nullable(Int(0))),
  minPurchase: v.optional(Int(1)),
  maxPurchase: v.optional(v.nullable(Int(1))),
  purchaseSteps: v.optional(Int(1)),
  manufacturerId: v.optional(v.nullable(ShopwareId)),
  categories: v.optional(v.pipe(v.array(v.strictObject({ id: ShopwareId })), v.maxLength(100))),
  parentId: v.optional(v.nullable(ShopwareId)),
  options: v.optional(v.pipe(v.array(v.strictObject({ id: ShopwareId })), v.maxLength(20))),
  /** Property options the product carries (the listing's filters), added to the stored ones. */
  properties: v.optional(v.pipe(v.array(v.strictObject({ id: ShopwareId })), v.maxLength(500))),
  /** Pictures, added to or changing the stored ones (product_media); `coverId` names one of them. */
  media: v.optional(v.pipe(v.array(ProductMediaRecord), v.maxLength(100))),
  coverId: v.optional(v.nullable(ShopwareId)),
});
export type ProductInput = v.InferOutput<typeof ProductRecord>;

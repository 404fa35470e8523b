import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidArray } from '../../search/product-rows.ts';
import type { StoredProduct } from './product-refs.ts';
import type { ProductInput } from './product-schema.ts';

/**
 * What a variant may take from its parent, by the sync's field names, and the columns each stands
 * for. Numbers (productNumber, ean, manufacturerNumber), stock, options and `active` are the
 * variant's own.
 */
const INHERITABLE = {
  translations: ['translations'],
  price: ['net_price_milli', 'list_price_milli'],
  taxId: ['tax_rate_bp'],
  manufacturerId: ['manufacturer_id'],
  deliveryTimeId: ['delivery_time_id'],
  restockTime: ['restock_time'],
  minPurchase: ['min_purchase'],
  maxPurchase: ['max_purchase'],
  purchaseSteps: ['purchase_steps'],
  shippingFree: ['shipping_free'],
  categories: ['category_ids', 'category_tree'],
  cover: ['cover_media_id'],
  customFields: ['custom_fields', 'translated_custom_fields'],
} as const;
type Key = keyof typeof INHERITABLE;
const KEYS = Object.keys(INHERITABLE) as Key[];

/** How a record names each inheritable field: its own value, null (Shopware: inherit again) or not at all. */
function named(r: ProductInput): Partial<Record<Key, 'own' | 'inherit'>> {
  const own = (given: unknown) => (given === undefined ? undefined : given === null ? 'inherit' : 'own');
  const texts = [r.name, r.description, r.keywords, r.metaTitle].some((t) => t !== undefined);
  const translated = Object.values(r.translations ?? {});
  return {
    translations:
      texts || translated.some((t) => Object.keys(t).some((k) => k !== 'customFields')) ? 'own' : undefined,
    price: own(r.price),
    taxId: own(r.taxId),
    manufacturerId: own(r.manufacturerId),
    deliveryTimeId: own(r.deliveryTimeId),
    restockTime: own(r.restockTime),
    minPurchase: own(r.minPurchase),
    maxPurchase: own(r.maxPurchase),
    purchaseSteps: own(r.purchaseSteps),
    shippingFree: own(r.shippingFree),
    categories: own(r.categories),
    cover: r.media?.length ? 'own' : own(r.coverId),
    customFields: r.customFields || translated.some((t) => t.customFields) ? 'own' : undefined,
  };
}

/** The keys a record names, whether as its own value or to inherit. */
const namedKeys = (r: ProductInput) =>
  Object.entries(named(r)).flatMap(([key, how]) => (how ? [key as Key] : []));

/**
 * The fields a product written by this record inherits: a new variant all it does not name, a stored
 * one what it inherited less what it now names, plus what it names as null. A product that is no
 * variant inherits nothing. Undefined when the record changes nothing of it.
 */
export function inheritedKeys(r: ProductInput, old: StoredProduct | undefined): string[] | undefined {
  const parentId = r.parentId !== undefined ? r.parentId : old?.parentId;
  if (!parentId) return old?.inherited.length ? [] : undefined;
  const how = named(r);
  const before = old ? old.inherited : KEYS;
  return KEYS.filter((key) => (how[key] ? how[key] === 'inherit' : before.includes(key)));
}

/**
 * Copies the parent's values into the inherited columns of the variants `which` selects (`v`), for
 * the `keys` given: after new variants are written (all keys), and after parents are (the keys their
 * records named, so that a parent's price derived from its variants is never passed down).
 */
async function inheritFromParents(tx: Db, which: SQL, keys: readonly string[] = KEYS) {
  const wanted = KEYS.filter((key) => keys.includes(key));
  if (!wanted.length) return;
  const pairs = wanted.flatMap((key) => INHERITABLE[key].map((column) => [key, column] as const));
  const sets = pairs.map(
    ([key, column]) =>
      `${column} = case when '${key}' = any(v.inherited) then p.${column} else v.${column} end`,
  );
  // Rows already equal to their parent's are left alone: no listing upkeep, no page cache eviction.
  const differs = pairs.map(
    ([key, column]) => `('${key}' = any(v.inherited) and v.${column} is distinct from p.${column})`,
  );
  await tx.execute(sql`
    update product v set ${sql.raw(sets.join(', '))}
    from product p
    where p.id = v.parent_id and cardinality(v.inherited) > 0 and ${which}
      and (${sql.raw(differs.join(' or '))})`);
}

/**
 * After a sync's products are written: written variants take what they inherit from their parents,
 * and written parents pass what their records named down to the variants that inherit it.
 */
export async function passDown(tx: Db, written: { id: string; variant: boolean; record: ProductInput }[]) {
  const variants = written.filter((w) => w.variant).map((w) => w.id);
  if (variants.length) await inheritFromParents(tx, sql`v.id = any(${uuidArray(variants)})`);
  const parents = Map.groupBy(
    written.filter((w) => !w.variant),
    (w) => namedKeys(w.record).join(),
  );
  for (const [keys, group] of parents) {
    if (!keys) continue;
    const ids = group.map((w) => w.id);
    await inheritFromParents(tx, sql`v.parent_id = any(${uuidArray(ids)})`, keys.split(','));
  }
}

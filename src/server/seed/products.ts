import { stableId } from '../../shared/ids.ts';
import type { Locale } from '../../shared/locales.ts';
import { LEAVES, type Leaf } from './categories.ts';
import { deliveryTimeId } from './channel.ts';
import { BRANCH_CODES } from './constants.ts';
import { MATERIALS, type Manufacturer, type Size, type Unit } from './data.ts';
import { ean13 } from './ean.ts';
import { manufacturerId } from './manufacturers.ts';
import { mediaId } from './media.ts';
import { memo } from './memo.ts';
import { groupId, optionId } from './properties.ts';
import { createRng, type Rng } from './random.ts';
import { byLocale, type L4, type LocaleIndex, slugify } from './text.ts';

export const PRODUCT_SEED = 20260101;
/** Chance that a product of a variant-capable family starts a parent with 3-6 children (~10% children). */
const VARIANT_CHANCE = 0.15;
const DAY_MS = 86_400_000;
const CREATED_FROM = Date.UTC(2025, 0, 1);

type ProductText = { name: string; description: string; slug: string };

export interface ProductRecord {
  id: string;
  parentId: string | null;
  productNumber: string;
  ean: string | null;
  manufacturerId: string;
  manufacturerNumber: string | null;
  stock: number;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  unit: Unit;
  /** Null: no longer supplied (sold out for good, cannot be backordered). */
  deliveryTimeId: string | null;
  restockTime: number | null;
  netPriceMilli: number | null;
  listPriceMilli: number | null;
  shippingFree: boolean;
  ratingAverage: number | null;
  coverMediaId: string;
  categoryIds: string[];
  categoryTree: string[];
  propertyIds: string[];
  optionIds: string[];
  childCount: number;
  translations: Record<Locale, ProductText>;
  variantListingConfig: Record<string, unknown> | null;
  createdAt: string;
  /** Quantity per branch code; `stock` is their sum. */
  stocks: [code: string, quantity: number][];
  /** Explicit price on the wholesale price list (about 5% of the priced products). */
  wholesaleMilli: number | null;
}

/** What all products of one draw share: a parent and its children differ only in size. */
interface Draw {
  leaf: Leaf;
  brand: Manufacturer;
  material: string | undefined;
  colour: string | undefined;
}

const productNumber = (index: number) => `IM-${100000 + index}`;
/** Spread over 16 months from 2025-01-01, so listings sorted by date look lived-in. */
const createdAt = (index: number) => isoDay((index * 7919) % 480);
const isoDay = memo((day: number) => new Date(CREATED_FROM + day * DAY_MS).toISOString());
const optional = <T>(rng: Rng, items: readonly T[]) => (items.length ? rng.pick(items) : undefined);

type Describe = (item: string, brand: string, label: string, material?: string) => string;
/** A label as the end of a sentence: `225 st.` already has its full stop. */
const end = (text: string) => (text.endsWith('.') ? text : `${text}.`);
/** French elides `de` before a vowel: « d'INA », « de SKF ». */
const fromFr = (brand: string) => (/^[aeiouyh]/i.test(brand) ? `d'${brand}` : `de ${brand}`);
/** Kept short: descriptions are a third of a product row, and the row count goes up to 400,000. */
const DESCRIBE: readonly [Describe, Describe, Describe, Describe] = [
  (item, brand, label, m) =>
    `<p>${item} van ${brand}. Uitvoering: ${end(label)}${m ? ` Materiaal: ${m}.` : ''}</p>`,
  (item, brand, label, m) =>
    `<p>${item} ${fromFr(brand)}. Version : ${end(label)}${m ? ` Matériau : ${m}.` : ''}</p>`,
  (item, brand, label, m) =>
    `<p>${item} by ${brand}. Version: ${end(label)}${m ? ` Material: ${m}.` : ''}</p>`,
  (item, brand, label, m) =>
    `<p>${item} von ${brand}. Ausführung: ${end(label)}${m ? ` Werkstoff: ${m}.` : ''}</p>`,
];
const VARIOUS_SIZES: L4 = ['diverse maten', 'diverses tailles', 'various sizes', 'verschiedene Größen'];
/** Follows the parent's name, with each language's punctuation before the colon's text. */
const CHOOSE_SIZE: L4 = [
  ': kies de gewenste maat in de variantentabel.',
  ' : choisissez la taille souhaitée dans le tableau des variantes.',
  ': choose the size you need in the variants table.',
  ': wählen Sie die gewünschte Größe in der Variantentabelle.',
];

const materialName = (draw: Draw, i: LocaleIndex) =>
  draw.material ? MATERIALS[draw.material]?.[i] : undefined;

function stockAndDelivery(rng: Rng) {
  const count = rng.int(2, 5);
  const offset = rng.int(0, BRANCH_CODES.length - 1);
  const soldOut = rng.chance(0.08);
  const stocks = Array.from({ length: count }, (_, j): [string, number] => [
    BRANCH_CODES[(offset + j) % BRANCH_CODES.length] as string,
    soldOut || rng.chance(0.2) ? 0 : rng.int(1, 250),
  ]);
  const stock = stocks.reduce((sum, [, quantity]) => sum + quantity, 0);
  const deliveryTime =
    stock > 0
      ? rng.chance(0.85)
        ? '1-3-day'
        : '1-2-week'
      : rng.pick(['1-2-week', '2-4-week', '1-2-month'] as const);
  const restockTime =
    stock === 0 ? rng.pick([7, 14, 21, 30]) : rng.chance(0.25) ? rng.pick([3, 5, 7, 14]) : null;
  // About one in five sold-out articles is no longer supplied: no delivery time, so no backorder.
  if (stock === 0 && restockTime === 30) return { stocks, stock, deliveryTimeId: null, restockTime: null };
  return { stocks, stock, deliveryTimeId: cachedDeliveryTimeId(deliveryTime), restockTime };
}

/** Prices in thousandths of a euro; about 3% of products have none (the mail-contact state). */
function prices(rng: Rng, draw: Draw, size: Size) {
  if (rng.chance(0.03)) return { netPriceMilli: null, listPriceMilli: null, wholesaleMilli: null };
  const euro = draw.leaf.family.price * size.factor * draw.brand.tier * (0.9 + 0.2 * rng.next());
  const net = Math.max(50, Math.round(euro * 1000));
  const list = Math.round(net * (1.15 + 0.25 * rng.next()));
  const wholesaleMilli = rng.chance(0.05) ? Math.round(net * (0.78 + 0.06 * rng.next())) : null;
  return { netPriceMilli: net, listPriceMilli: list, wholesaleMilli };
}

function purchaseRules(rng: Rng) {
  const roll = rng.next();
  const step = roll < 0.08 ? 5 : roll < 0.13 ? 10 : 1;
  return {
    minPurchase: step,
    purchaseSteps: step,
    maxPurchase: rng.chance(0.04) ? rng.pick([50, 100, 250]) : null,
  };
}

const sharedPropertyIds = (draw: Draw) =>
  drawPropertyIds(`${draw.leaf.family.key}|${draw.material ?? ''}|${draw.colour ?? ''}`);
const drawPropertyIds = memo((key: string) => {
  const [family = '', material, colour] = key.split('|');
  return [
    optionId('designation', family),
    ...(material ? [optionId('material', material)] : []),
    ...(colour ? [optionId('colour', colour)] : []),
  ];
});
const sizePropertyIds = memo((size: Size) =>
  (Object.entries(size.m) as [keyof Size['m'], string | number][]).map(([group, value]) =>
    optionId(group, value),
  ),
);
const cachedManufacturerId = memo(manufacturerId);
const cachedMediaId = memo(mediaId);
const cachedDeliveryTimeId = memo(deliveryTimeId);
const slugOf = memo(slugify);

function makeProduct(
  rng: Rng,
  index: number,
  draw: Draw,
  size: Size,
  parentId: string | null,
): ProductRecord {
  const { family } = draw.leaf;
  const brand = draw.brand.name;
  const mpn = family.mpn(size, draw.material);
  const number = productNumber(index);
  // The label repeats what the manufacturer number already says for bolts, sheets and the like.
  const labelSuffix = mpn.includes(size.label.replace(/ mm$/, '')) ? '' : ` ${size.label}`;
  const modelSlug = slugify(`${mpn}${labelSuffix}`);
  return {
    id: stableId(`product:${number}`),
    parentId,
    productNumber: number,
    ean: ean13(`54${String(index).padStart(10, '0')}`),
    manufacturerId: cachedManufacturerId(draw.brand.key),
    manufacturerNumber: mpn,
    ...stockAndDelivery(rng),
    ...purchaseRules(rng),
    ...prices(rng, draw, size),
    unit: size.unit ?? family.unit,
    shippingFree: rng.chance(0.05),
    ratingAverage: rng.chance(0.2) ? Math.round(30 + rng.next() * 20) / 10 : null,
    coverMediaId: cachedMediaId(family.media),
    categoryIds: [draw.leaf.id],
    categoryTree: draw.leaf.tree,
    propertyIds: [...sharedPropertyIds(draw), ...sizePropertyIds(size)],
    optionIds: parentId ? [optionId('size', size.label)] : [],
    childCount: 0,
    translations: byLocale((_, i) => {
      const name = `${family.item[i]} ${mpn}${labelSuffix}`;
      const description = DESCRIBE[i](family.item[i], brand, size.label, materialName(draw, i));
      return { name, description, slug: `${slugOf(family.item[i])}-${modelSlug}` };
    }),
    variantListingConfig: null,
    createdAt: createdAt(index),
  };
}

/** A variant parent: not sold itself, it sums its children's stock and shows their lowest price. */
function makeParent(index: number, draw: Draw, children: ProductRecord[]): ProductRecord {
  const { family } = draw.leaf;
  const number = productNumber(index);
  const stockByCode = new Map<string, number>();
  for (const child of children) {
    for (const [code, quantity] of child.stocks)
      stockByCode.set(code, (stockByCode.get(code) ?? 0) + quantity);
  }
  const cheapest = children
    .filter((c) => c.netPriceMilli !== null)
    .sort((a, b) => (a.netPriceMilli ?? 0) - (b.netPriceMilli ?? 0))[0];
  const first = children[0] as ProductRecord;
  return {
    ...first,
    id: stableId(`product:${number}`),
    parentId: null,
    productNumber: number,
    optionIds: [],
    ean: null,
    manufacturerNumber: null,
    stocks: [...stockByCode],
    stock: children.reduce((sum, c) => sum + c.stock, 0),
    restockTime: null,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    netPriceMilli: cheapest?.netPriceMilli ?? null,
    listPriceMilli: cheapest?.listPriceMilli ?? null,
    wholesaleMilli: null,
    shippingFree: false,
    ratingAverage: null,
    propertyIds: sharedPropertyIds(draw),
    childCount: children.length,
    translations: byLocale((_, i) => {
      const brand = draw.brand.name;
      const name = `${family.item[i]} ${brand}${draw.material ? ` ${materialName(draw, i)}` : ''} - ${VARIOUS_SIZES[i]}`;
      return { name, description: `<p>${name}${CHOOSE_SIZE[i]}</p>`, slug: slugify(name) };
    }),
    variantListingConfig: {
      displayParent: true,
      configuratorGroupConfig: [{ id: groupId('size'), representation: 'box', expressionForListings: false }],
    },
    createdAt: createdAt(index),
  };
}

/**
 * The catalogue's products, in product-number order. Pure and deterministic: the same seed and
 * count always give the same records, and a longer run starts with the records of a shorter one
 * (except that the last variant family may be cut short to fit the count).
 */
export function* generateProducts(count: number, seed = PRODUCT_SEED): Generator<ProductRecord> {
  const rng = createRng(seed);
  let index = 0;
  while (index < count) {
    const leaf = rng.pick(LEAVES);
    const { family } = leaf;
    const draw: Draw = {
      leaf,
      brand: rng.pick(family.brands),
      material: optional(rng, family.materials),
      colour: optional(rng, family.colours),
    };
    const childCount =
      family.variants && rng.chance(VARIANT_CHANCE) ? Math.min(rng.int(3, 6), count - index - 1) : 0;
    if (childCount < 2) {
      yield makeProduct(rng, index, draw, rng.pick(family.sizes), null);
      index += 1;
      continue;
    }
    const start = rng.int(0, family.sizes.length - childCount);
    const parentId = stableId(`product:${productNumber(index)}`);
    const children = family.sizes
      .slice(start, start + childCount)
      .map((size, j) => makeProduct(rng, index + 1 + j, draw, size, parentId));
    yield makeParent(index, draw, children);
    yield* children;
    index += 1 + children.length;
  }
}

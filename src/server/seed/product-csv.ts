import { searchTexts, searchVector } from '../search/vector.ts';
import { PRICE_LISTS } from './channel.ts';
import { csvLine } from './csv.ts';
import { manufacturerRecords } from './manufacturers.ts';
import { generateProducts, type ProductRecord } from './products.ts';

export const PRODUCT_COLUMNS = [
  'id',
  'parent_id',
  'product_number',
  'ean',
  'manufacturer_id',
  'manufacturer_number',
  'stock',
  'min_purchase',
  'max_purchase',
  'purchase_steps',
  'unit',
  'delivery_time_id',
  'restock_time',
  'net_price_milli',
  'list_price_milli',
  'shipping_free',
  'rating_average',
  'cover_media_id',
  'category_ids',
  'category_tree',
  'property_ids',
  'option_ids',
  'child_count',
  'translations',
  'variant_listing_config',
  'created_at',
];
export const STOCK_COLUMNS = ['product_id', 'warehouse_code', 'quantity'];
export const PRICE_COLUMNS = ['price_list_id', 'product_id', 'net_price_milli'];
export const SEARCH_COLUMNS = ['product_id', 'vector'];

const brands = new Map(manufacturerRecords().map((m) => [m.id, m.name]));

/** Listed products (parents and single articles) are searched; variants through their parent. */
const searchLine = (p: ProductRecord, variants: ProductRecord[]) =>
  csvLine([
    p.id,
    searchVector(
      searchTexts({
        ...p,
        brand: brands.get(p.manufacturerId),
        variants: variants.map((v) => ({
          name: v.translations['nl-NL']?.name,
          manufacturerNumber: v.manufacturerNumber,
        })),
      }),
    ),
  ]);

const productLine = (p: ProductRecord) =>
  csvLine([
    p.id,
    p.parentId,
    p.productNumber,
    p.ean,
    p.manufacturerId,
    p.manufacturerNumber,
    p.stock,
    p.minPurchase,
    p.maxPurchase,
    p.purchaseSteps,
    p.unit,
    p.deliveryTimeId,
    p.restockTime,
    p.netPriceMilli,
    p.listPriceMilli,
    p.shippingFree,
    p.ratingAverage,
    p.coverMediaId,
    p.categoryIds,
    p.categoryTree,
    p.propertyIds,
    p.optionIds,
    p.childCount,
    p.translations,
    p.variantListingConfig,
    p.createdAt,
  ]);

/** One COPY's worth of CSV per table, with its row counts. */
export interface CsvChunk {
  product: string;
  product_stock: string;
  product_price: string;
  product_search: string;
  rows: { product: number; product_stock: number; product_price: number; product_search: number };
}

/** The generated products as CSV, `size` products per chunk so memory stays flat. */
export function* productCsvChunks(count: number, size: number): Generator<CsvChunk> {
  let chunk = emptyChunk();
  const searchRows: [string, string][] = [];
  // A listed product's search row waits for its variants, which follow it.
  let listed: { product: ProductRecord; variants: ProductRecord[] } | null = null;
  const flush = () => {
    if (listed)
      searchRows.push([listed.product.categoryIds[0] ?? '', searchLine(listed.product, listed.variants)]);
  };
  for (const p of generateProducts(count)) {
    chunk.product += productLine(p);
    if (p.parentId === null) {
      flush();
      listed = { product: p, variants: [] };
    } else listed?.variants.push(p);
    for (const [code, quantity] of p.stocks) chunk.product_stock += `${p.id},${code},${quantity}\n`;
    chunk.rows.product += 1;
    chunk.rows.product_stock += p.stocks.length;
    if (p.wholesaleMilli !== null) {
      chunk.product_price += `${PRICE_LISTS.wholesale.id},${p.id},${p.wholesaleMilli}\n`;
      chunk.rows.product_price += 1;
    }
    if (chunk.rows.product === size) {
      yield withSearchRows(chunk, searchRows.splice(0));
      chunk = emptyChunk();
    }
  }
  flush();
  if (chunk.rows.product || searchRows.length) yield withSearchRows(chunk, searchRows);
}

/**
 * Search rows are stored grouped by category: a word's matches (one kind of article) then sit on
 * neighbouring pages, so the quick search reads a few pages instead of one per candidate (bench:search).
 */
function withSearchRows(chunk: CsvChunk, rows: [category: string, line: string][]): CsvChunk {
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  chunk.product_search = rows.map((r) => r[1]).join('');
  chunk.rows.product_search = rows.length;
  return chunk;
}

const emptyChunk = (): CsvChunk => ({
  product: '',
  product_stock: '',
  product_price: '',
  product_search: '',
  rows: { product: 0, product_stock: 0, product_price: 0, product_search: 0 },
});

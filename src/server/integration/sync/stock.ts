import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { product, productStock, warehouse } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { existing } from './product-refs.ts';
import { Int } from './product-schema.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';
import { refreshParents } from './variants.ts';

/*
 * Stock per branch as Shopware's multi-warehouse entities: `warehouse` (the shop's warehouse table)
 * and `product_warehouse` (a product's stock in one of them, product_stock). A product's `stock` is the
 * sum over its branches, as the storefront shows both (catalog/stock.ts); it is written here, never
 * by the connector, once a product has stock per branch (product.ts).
 */

/**
 * The shop keys warehouses by their branch code (a company's branch, the contact data, the ERP's
 * orders), which Shopware's Warehouse lacks, and Shopware by an id the connector chooses. Both are
 * kept: the id as the connector's handle, the code as the custom field `b2b_code`, given once when
 * the warehouse is created and fixed after (the rows that name it would lose it). Seeded warehouses
 * have ids derived from their code (warehouseId in shared/ids.ts).
 */
export const WarehouseRecord = v.strictObject({
  id: v.optional(ShopwareId),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255))),
  customFields: v.optional(
    v.strictObject({
      b2b_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,16}$/, 'A code of A-Z, 0-9 and _.'))),
      b2b_kind: v.optional(v.picklist(['branch', 'warehouse'])),
    }),
  ),
});

export const ProductWarehouseRecord = v.strictObject({
  id: v.optional(ShopwareId),
  productId: v.optional(ShopwareId),
  warehouseId: v.optional(ShopwareId),
  stock: v.optional(Int(-2_147_483_648)),
});

async function upsertWarehouses(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(WarehouseRecord, records, key, ctx.report), key, ctx.report);
  const all = new Map((await ctx.tx.select().from(warehouse)).map((w) => [w.id, w]));
  const holder = new Map([...all.values()].map((w) => [w.code, w.id]));
  const rows: (typeof warehouse.$inferSelect)[] = [];
  for (const { index, record } of parsed) {
    const failures = ctx.report.errors.length;
    const fail = (field: string[], code: string, detail: string) =>
      ctx.report.fail([key, index, ...field], code, detail);
    const id = record.id ?? randomUUID();
    const old = all.get(id);
    const code = record.customFields?.b2b_code ?? old?.code;
    const name = record.name ?? old?.name;
    if (!name) fail(['name'], 'VIOLATION::IS_BLANK', 'A new warehouse needs a name.');
    if (!code) fail(['customFields', 'b2b_code'], 'VIOLATION::IS_BLANK', 'A new warehouse needs a b2b_code.');
    else if (old && code !== old.code)
      fail(['customFields', 'b2b_code'], 'FRAMEWORK__WRITE_PROTECTED_FIELD', 'A warehouse keeps its code.');
    else if ((holder.get(code) ?? id) !== id)
      fail(['customFields', 'b2b_code'], 'FRAMEWORK__DUPLICATE_WAREHOUSE_CODE', `Code ${code} is taken.`);
    if (ctx.report.errors.length > failures) continue;
    holder.set(code as string, id);
    const kind = record.customFields?.b2b_kind ?? old?.kind ?? 'branch';
    rows.push({ id, code: code as string, name: name as string, kind });
  }
  if (!rows.length) return [];
  await ctx.tx
    .insert(warehouse)
    .values(rows)
    .onConflictDoUpdate({
      target: warehouse.code,
      set: { name: sql`excluded.name`, kind: sql`excluded.kind` },
    });
  return rows.map((r) => r.id);
}

/** The products' stock anew as the sum over their branches, and their parents' from their variants. */
async function totalStock(ctx: SyncContext, productIds: string[]) {
  if (!productIds.length) return;
  const ids = uuidArray([...new Set(productIds)]);
  await ctx.tx.execute(sql`
    update product p set stock = coalesce((select sum(s.quantity) from product_stock s where s.product_id = p.id), 0)::int
    where p.id = any(${ids})`);
  const parents = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select distinct parent_id as id from product where id = any(${ids}) and parent_id is not null`,
  );
  await refreshParents(
    ctx.tx,
    parents.map((p) => p.id),
  );
}

/** As Shopware: a warehouse's stock rows go with it; its products' totals follow. */
async function removeWarehouses(ctx: SyncContext, ids: string[]): Promise<void> {
  const gone = await queryRows<{ id: string }>(
    ctx.tx,
    sql`delete from product_stock s using warehouse w
        where w.code = s.warehouse_code and w.id = any(${uuidArray(ids)}) returning s.product_id as id`,
  );
  await ctx.tx.delete(warehouse).where(inArray(warehouse.id, ids));
  await totalStock(
    ctx,
    gone.map((g) => g.id),
  );
}

type StockRow = typeof productStock.$inferSelect;

/** Shopware's upsert of a product's stock in a warehouse, by id, else by product and warehouse. */
async function upsertStock(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(ProductWarehouseRecord, records, key, ctx.report), key, ctx.report);
  const ids = parsed.flatMap((p) => (p.record.id ? [p.record.id] : []));
  const stored = new Map(
    (ids.length ? await ctx.tx.select().from(productStock).where(inArray(productStock.id, ids)) : []).map(
      (r) => [r.id as string, r],
    ),
  );
  const codes = new Map((await ctx.tx.select().from(warehouse)).map((w) => [w.id, w.code]));
  const products = await existing(
    ctx,
    product,
    product.id,
    parsed.flatMap((p) => (p.record.productId ? [p.record.productId] : [])),
  );
  const rows = new Map<string, StockRow>();
  const moved: string[] = [];
  for (const { index, record } of parsed) {
    const failures = ctx.report.errors.length;
    const fail = (field: string, code: string, detail: string) =>
      ctx.report.fail([key, index, field], code, detail);
    const old = record.id ? stored.get(record.id) : undefined;
    const row = {
      id: record.id ?? randomUUID(),
      productId: record.productId ?? old?.productId,
      warehouseCode: record.warehouseId ? codes.get(record.warehouseId) : old?.warehouseCode,
      quantity: record.stock ?? old?.quantity,
    };
    if (record.productId && !products.has(record.productId))
      fail('productId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No product ${hexId(record.productId)}.`);
    if (record.warehouseId && !row.warehouseCode)
      fail('warehouseId', 'FRAMEWORK__FOREIGN_KEY_NOT_FOUND', `No warehouse ${hexId(record.warehouseId)}.`);
    for (const [field, value] of [
      ['productId', row.productId],
      ['warehouseId', record.warehouseId ?? old?.warehouseCode],
      ['stock', row.quantity],
    ] as const) {
      if (value === undefined) fail(field, 'VIOLATION::IS_BLANK', `A new product_warehouse needs ${field}.`);
    }
    if (ctx.report.errors.length > failures) continue;
    const full = row as StockRow;
    const at = `${full.productId}/${full.warehouseCode}`;
    if (rows.has(at)) {
      fail('warehouseId', 'FRAMEWORK__DUPLICATE_SYNC_ID', 'Another record sets this stock.');
      continue;
    }
    rows.set(at, full);
    if (old && `${old.productId}/${old.warehouseCode}` !== at) moved.push(full.id as string);
  }
  const touched = [...rows.values()].map((r) => r.productId);
  if (moved.length) {
    touched.push(...moved.flatMap((id) => [stored.get(id)?.productId ?? []].flat()));
    await ctx.tx.delete(productStock).where(inArray(productStock.id, moved));
  }
  if (rows.size) {
    await ctx.tx
      .insert(productStock)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.warehouseCode],
        set: { id: sql`excluded.id`, quantity: sql`excluded.quantity` },
      });
  }
  await totalStock(ctx, touched);
  return [...rows.values()].map((r) => r.id as string);
}

export const warehouseSync: EntitySync = {
  table: warehouse,
  id: warehouse.id,
  filterable: { id: warehouse.id, name: warehouse.name },
  upsert: upsertWarehouses,
  remove: removeWarehouses,
};

export const productWarehouseSync: EntitySync = {
  table: productStock,
  id: productStock.id,
  filterable: { id: productStock.id, productId: productStock.productId },
  upsert: upsertStock,
  async remove(ctx, ids) {
    const gone = await queryRows<{ id: string }>(
      ctx.tx,
      sql`delete from product_stock where id = any(${uuidArray(ids)}) returning product_id as id`,
    );
    await totalStock(
      ctx,
      gone.map((g) => g.id),
    );
  },
};

import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import type { Db } from '../../db/client.ts';
import { currency, language } from '../../db/schema/index.ts';
import { ApiError, type ApiErrorItem } from '../../http/errors.ts';
import { budgetSync } from './budget.ts';
import { categorySync } from './category.ts';
import { cmsBlockSync, cmsPageSync, cmsSectionSync, cmsSlotSync } from './cms.ts';
import { customerSync } from './customer.ts';
import { employeeSync } from './employee.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { erpInvoiceSync } from './erp-invoice.ts';
import { erpOfferSync } from './erp-offer.ts';
import { erpOrderSync } from './erp-order.ts';
import { landingPageSync } from './landing-page.ts';
import { manufacturerSync } from './manufacturer.ts';
import { mediaSync } from './media.ts';
import type { SyncFilter, SyncOperation } from './operations.ts';
import { productPriceSync } from './prices.ts';
import { productSync } from './product.ts';
import { removeProductCategories, upsertProductCategories } from './product-category.ts';
import { productMediaSync } from './product-media.ts';
import { propertyGroupSync, propertyOptionSync } from './property.ts';
import { hexId, parseRecords, ShopwareId, SyncReport } from './report.ts';
import { roleSync } from './role.ts';
import { ruleSync } from './rule.ts';
import { productWarehouseSync, warehouseSync } from './stock.ts';

/** The entities the sync serves so far, by Shopware's names. */
export const SYNC_ENTITIES: Record<string, EntitySync> = {
  product_manufacturer: manufacturerSync,
  property_group: propertyGroupSync,
  property_group_option: propertyOptionSync,
  category: categorySync,
  media: mediaSync,
  product: productSync,
  product_media: productMediaSync,
  rule: ruleSync,
  product_price: productPriceSync,
  warehouse: warehouseSync,
  product_warehouse: productWarehouseSync,
  customer: customerSync,
  b2b_components_role: roleSync,
  b2b_employee: employeeSync,
  b2b_components_budget: budgetSync,
  ce_erp_order: erpOrderSync,
  ce_erp_invoice: erpInvoiceSync,
  ce_erp_offer: erpOfferSync,
  cms_page: cmsPageSync,
  cms_section: cmsSectionSync,
  cms_block: cmsBlockSync,
  cms_slot: cmsSlotSync,
  landing_page: landingPageSync,
};

/** Mappings (associations with a two-id key), by Shopware's names: answered by their key pairs. */
const SYNC_MAPPINGS = {
  product_category: { upsert: upsertProductCategories, remove: removeProductCategories },
};

/** Every entity name the sync accepts. */
export const SYNC_SERVED = [...Object.keys(SYNC_ENTITIES), ...Object.keys(SYNC_MAPPINGS)];

/** Shopware's Defaults::CURRENCY: connectors name the default currency by it without looking it up. */
const SHOPWARE_DEFAULT_CURRENCY = 'b7d2554b-0ce8-47cd-82f3-ac9bd1c0dfca';

type Ids = Record<string, (string | Record<string, string>)[]>;
/** Shopware's sync answer (ids by entity) and, with fail-on-error false, the records left out. */
export interface SyncResult {
  data: Ids;
  notFound: Ids;
  deleted: Ids;
  errors?: ApiErrorItem[];
}

const DeleteRecord = v.strictObject({ id: ShopwareId });

/**
 * Runs the operations in order in one transaction, so a later one sees what an earlier one wrote (a
 * product naming a manufacturer upserted before it). With `failOnError` any failure rolls everything
 * back and answers 400 with every failure (Shopware 6.5+ always does this); without, the records
 * that fail are left out and listed in `errors`, the rest is committed.
 */
export async function runSync(
  db: Db,
  operations: SyncOperation[],
  failOnError: boolean,
): Promise<SyncResult> {
  const report = new SyncReport();
  const result: SyncResult = { data: {}, notFound: {}, deleted: {} };
  const add = (into: Ids, entity: string, ids: (string | Record<string, string>)[]) => {
    if (ids.length)
      into[entity] = [...(into[entity] ?? []), ...ids.map((id) => (typeof id === 'string' ? hexId(id) : id))];
  };
  const afterCommit: SyncContext['afterCommit'] = [];
  await db.transaction(async (tx) => {
    const ctx: SyncContext = { ...(await syncContext(tx)), report, afterCommit };
    for (const op of operations) {
      if (Object.hasOwn(SYNC_MAPPINGS, op.entity)) {
        const mapping = SYNC_MAPPINGS[op.entity as keyof typeof SYNC_MAPPINGS];
        if (op.action === 'upsert')
          add(result.data, op.entity, await mapping.upsert(ctx, op.payload, op.key));
        else {
          const { deleted, notFound } = await mapping.remove(ctx, op);
          add(result.deleted, op.entity, deleted);
          add(result.notFound, op.entity, notFound);
        }
        continue;
      }
      const entity = SYNC_ENTITIES[op.entity] as EntitySync;
      if (op.action === 'upsert') {
        add(result.data, op.entity, await entity.upsert(ctx, op.payload, op.key));
        continue;
      }
      const ids = await idsToDelete(ctx, entity, op);
      const found = ids.length
        ? (await tx.select({ id: entity.id }).from(entity.table).where(inArray(entity.id, ids))).map(
            (r) => r.id as string,
          )
        : [];
      if (found.length) await entity.remove(ctx, found, op.key);
      add(result.deleted, op.entity, found);
      add(
        result.notFound,
        op.entity,
        ids.filter((id) => !found.includes(id)),
      );
    }
    if (failOnError && report.errors.length) throw ApiError.fromItems(400, report.errors);
  });
  for (const work of afterCommit) await work(db);
  return failOnError ? result : { ...result, errors: report.errors };
}

/** The ids a delete names: `{id}` records, or the rows its criteria match. */
async function idsToDelete(ctx: SyncContext, entity: EntitySync, op: SyncOperation): Promise<string[]> {
  const ids = parseRecords(DeleteRecord, op.payload, op.key, ctx.report).map((p) => p.record.id);
  if (!op.criteria) return [...new Set(ids)];
  const conditions = op.criteria.map((filter, i) => condition(ctx, entity, filter, [op.key, 'criteria', i]));
  if (conditions.some((c) => c === null)) return ids;
  const rows = await ctx.tx
    .select({ id: entity.id })
    .from(entity.table)
    .where(and(...(conditions as SQL[])));
  // Seeded advanced prices and branch stock have no Admin API id until a connector upserts them.
  return [...new Set([...ids, ...rows.flatMap((r) => (r.id === null ? [] : [r.id as string]))])];
}

function condition(
  ctx: SyncContext,
  entity: EntitySync,
  filter: SyncFilter,
  at: (string | number)[],
): SQL | null {
  const column = Object.hasOwn(entity.filterable, filter.field) ? entity.filterable[filter.field] : undefined;
  if (!column) {
    ctx.report.fail(
      [...at, 'field'],
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `A delete cannot filter on "${filter.field}".`,
      {
        field: filter.field,
      },
    );
    return null;
  }
  if (filter.type === 'equals' && filter.value === null) return isNull(column);
  const values = filter.type === 'equals' ? [filter.value] : filter.value;
  const typed = values.map((x) => valueFor(column.columnType, x));
  if (typed.some((x) => x === null)) {
    ctx.report.fail(
      [...at, 'value'],
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `A delete by "${filter.field}" needs a value of its type.`,
    );
    return null;
  }
  return filter.type === 'equals' ? eq(column, typed[0]) : inArray(column, typed as unknown[]);
}

/** A filter value as the column holds it, or null when it cannot be one (the failure is reported). */
function valueFor(columnType: string, value: string | number | boolean | null) {
  if (value === null) return null;
  if (columnType === 'PgUUID') return typeof value === 'string' ? normalizeId(value) : null;
  if (columnType === 'PgBoolean') return typeof value === 'boolean' ? value : null;
  return String(value);
}

/** The id of the shop's one currency, the euro (Shopware's default id when the shop has no row for it). */
export async function euroId(db: Db): Promise<string> {
  const [euro] = await db.select({ id: currency.id }).from(currency).where(eq(currency.isoCode, 'EUR'));
  return euro?.id ?? SHOPWARE_DEFAULT_CURRENCY;
}

/** What the sync's entities write with, in `tx`: a Store API service (the editors') may use them too. */
export async function syncContext(tx: Db): Promise<SyncContext> {
  const languages = await tx.select().from(language);
  return {
    tx,
    report: new SyncReport(),
    afterCommit: [],
    locales: new Map(
      languages.flatMap((l) => [[l.id, l.localeCode] as const, [l.localeCode, l.localeCode] as const]),
    ),
    currencyIds: new Set([await euroId(tx), SHOPWARE_DEFAULT_CURRENCY]),
  };
}

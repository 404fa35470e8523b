import { randomUUID } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../../db/client.ts';
import { propertyGroup, propertyOption } from '../../db/schema/index.ts';
import { refreshSearchRows, uuidArray } from '../../search/product-rows.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { byLocale, mergeTranslations, TranslationsOf } from './languages.ts';
import { hexId, onePerId, parseRecords, ShopwareId } from './report.ts';

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));
const Position = v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647));
const optionTexts = { name: v.optional(Name) };
const groupTexts = {
  name: v.optional(Name),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(65_535)))),
};

/** `property_group_option` with Shopware's field names; `groupId` is implied when nested in a group. */
const OptionFields = {
  id: v.optional(ShopwareId),
  position: v.optional(Position),
  ...optionTexts,
  translations: v.optional(TranslationsOf(optionTexts)),
};
export const OptionRecord = v.strictObject({ ...OptionFields, groupId: v.optional(ShopwareId) });

/**
 * `property_group` with Shopware's field names and its nested `options`. `sortingType` is accepted
 * as Shopware sends it but the listing orders options by position, then name, always.
 */
export const GroupRecord = v.strictObject({
  id: v.optional(ShopwareId),
  ...groupTexts,
  translations: v.optional(TranslationsOf(groupTexts)),
  filterable: v.optional(v.boolean()),
  displayType: v.optional(v.picklist(['text', 'color', 'media', 'select'])),
  sortingType: v.optional(v.picklist(['alphanumeric', 'position'])),
  position: v.optional(Position),
  visibleOnProductDetailPage: v.optional(v.boolean()),
  options: v.optional(v.pipe(v.array(v.strictObject(OptionFields)), v.maxLength(1000))),
});

type GroupRow = typeof propertyGroup.$inferSelect;
type OptionRow = typeof propertyOption.$inferSelect;
type OptionInput = v.InferOutput<typeof OptionRecord>;

async function storedOf<T extends { id: string }>(
  ctx: SyncContext,
  table: typeof propertyGroup | typeof propertyOption,
  ids: string[],
) {
  if (!ids.length) return new Map<string, T>();
  const rows = (await ctx.tx.select().from(table).where(inArray(table.id, ids))) as unknown as T[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Option rows of these records, or null for a failing one (reported at its pointer). */
async function optionRows(ctx: SyncContext, items: { at: (string | number)[]; record: OptionInput }[]) {
  const stored = await storedOf<OptionRow>(
    ctx,
    propertyOption,
    items.flatMap((i) => (i.record.id ? [i.record.id] : [])),
  );
  const groups = await storedOf<GroupRow>(
    ctx,
    propertyGroup,
    items.flatMap((i) => (i.record.groupId ? [i.record.groupId] : [])),
  );
  const rows: OptionRow[] = [];
  for (const { at, record } of items) {
    const texts = byLocale({ name: record.name }, record.translations, ctx.locales, at, ctx.report);
    if (!texts) continue;
    const id = record.id ?? randomUUID();
    const old = stored.get(id);
    const groupId = record.groupId ?? old?.groupId;
    if (!groupId || (record.groupId && !groups.has(record.groupId))) {
      ctx.report.fail(
        [...at, 'groupId'],
        'FRAMEWORK__FOREIGN_KEY_NOT_FOUND',
        groupId ? `No property group ${hexId(groupId)}.` : 'A new option needs its groupId.',
      );
      continue;
    }
    const translations = mergeTranslations(old?.translations ?? {}, texts);
    if (!Object.values(translations).some((t) => t?.name)) {
      ctx.report.fail([...at, 'name'], 'VIOLATION::IS_BLANK', 'A new option needs a name.');
      continue;
    }
    rows.push({
      id,
      groupId,
      position: record.position ?? old?.position ?? 0,
      numericValue: old?.numericValue ?? null,
      translations,
    });
  }
  return rows;
}

/**
 * Inserts the rows or overwrites the stored ones: the rows carry every column (stored values kept).
 * The database's names are snake_case (the drizzle client's casing).
 */
async function put(ctx: SyncContext, table: typeof propertyGroup | typeof propertyOption, rows: object[]) {
  if (!rows.length) return;
  const set = Object.fromEntries(
    Object.keys(getTableColumns(table)).map((field) => [
      field,
      sql.raw(`excluded.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
    ]),
  );
  await ctx.tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: table.id, set });
}

/** Upserts groups and their nested options (added to the group's, as Shopware's one-to-many upsert). */
async function upsertGroups(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(GroupRecord, records, key, ctx.report), key, ctx.report);
  const stored = await storedOf<GroupRow>(
    ctx,
    propertyGroup,
    parsed.flatMap((p) => (p.record.id ? [p.record.id] : [])),
  );
  const rows: GroupRow[] = [];
  const options: { at: (string | number)[]; record: OptionInput }[] = [];
  for (const { index, record } of parsed) {
    const texts = byLocale(
      { name: record.name, description: record.description },
      record.translations,
      ctx.locales,
      [key, index],
      ctx.report,
    );
    if (!texts) continue;
    const id = record.id ?? randomUUID();
    const old = stored.get(id);
    const translations = mergeTranslations(old?.translations ?? {}, texts);
    if (!Object.values(translations).some((t) => t?.name)) {
      ctx.report.fail([key, index, 'name'], 'VIOLATION::IS_BLANK', 'A new property group needs a name.');
      continue;
    }
    rows.push({
      id,
      position: record.position ?? old?.position ?? 0,
      displayType: record.displayType ?? old?.displayType ?? 'text',
      filterable: record.filterable ?? old?.filterable ?? true,
      visibleInSearchResults: old?.visibleInSearchResults ?? true,
      visibleOnProductDetailPage:
        record.visibleOnProductDetailPage ?? old?.visibleOnProductDetailPage ?? true,
      visibleOnProductListingPage: old?.visibleOnProductListingPage ?? true,
      translations,
    });
    for (const [i, o] of (record.options ?? []).entries()) {
      options.push({ at: [key, index, 'options', i], record: { ...o, groupId: id } });
    }
  }
  if (!rows.length) return [];
  await put(ctx, propertyGroup, rows);
  await put(ctx, propertyOption, await optionRows(ctx, options));
  return rows.map((r) => r.id);
}

async function upsertOptions(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(OptionRecord, records, key, ctx.report), key, ctx.report);
  const rows = await optionRows(
    ctx,
    parsed.map((p) => ({ at: [key, p.index], record: p.record })),
  );
  await put(ctx, propertyOption, rows);
  return rows.map((r) => r.id);
}

/** As Shopware (CascadeDelete): an option leaves the products that carry it, as property or variant option. */
async function removeOptions(ctx: SyncContext, ids: string[]): Promise<void> {
  const list = uuidArray(ids);
  const products = await queryRows<{ id: string }>(
    ctx.tx,
    sql`update product set
      property_ids = array(select x from unnest(property_ids) x where x <> all(${list})),
      option_ids = array(select x from unnest(option_ids) x where x <> all(${list}))
    where property_ids && ${list} or option_ids && ${list} returning id`,
  );
  await ctx.tx.delete(propertyOption).where(inArray(propertyOption.id, ids));
  await refreshSearchRows(
    ctx.tx,
    products.map((p) => p.id),
  );
}

async function removeGroups(ctx: SyncContext, ids: string[]): Promise<void> {
  const options = await ctx.tx
    .select({ id: propertyOption.id })
    .from(propertyOption)
    .where(inArray(propertyOption.groupId, ids));
  if (options.length)
    await removeOptions(
      ctx,
      options.map((o) => o.id),
    );
  await ctx.tx.delete(propertyGroup).where(inArray(propertyGroup.id, ids));
}

export const propertyGroupSync: EntitySync = {
  table: propertyGroup,
  id: propertyGroup.id,
  filterable: {
    id: propertyGroup.id,
    filterable: propertyGroup.filterable,
    displayType: propertyGroup.displayType,
  },
  upsert: upsertGroups,
  remove: removeGroups,
};

export const propertyOptionSync: EntitySync = {
  table: propertyOption,
  id: propertyOption.id,
  filterable: { id: propertyOption.id, groupId: propertyOption.groupId },
  upsert: upsertOptions,
  remove: removeOptions,
};

import { randomUUID } from 'node:crypto';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import { normalizeId } from '../../../shared/catalog/listing.ts';
import { queryRows } from '../../db/client.ts';
import { cmsBlock, cmsPage, cmsSection, cmsSlot } from '../../db/schema/index.ts';
import { uuidArray } from '../../search/product-rows.ts';
import { customFieldsOf, slotConfigOf } from './cms-fields.ts';
import {
  type BlockInput,
  CmsBlockRecord,
  CmsPageRecord,
  CmsSectionRecord,
  CmsSlotRecord,
  type SectionInput,
  type SlotInput,
} from './cms-schema.ts';
import type { EntitySync, SyncContext } from './entity.ts';
import { byLocale, mergeTranslations } from './languages.ts';
import { type Fail, hexId, onePerId, parseRecords } from './report.ts';

type At = (string | number)[];
/** A record to write at one level of a layout, with the parent it hangs on when it came nested. */
interface Item<R> {
  at: At;
  record: R;
  parentId?: string;
}

/** One level of a layout (section, block, slot): its table, its parent's and how a record becomes a row. */
interface Level<R, Row extends { id: string }> {
  table: PgTable & { id: unknown };
  entity: string;
  parentColumn: string;
  parentField: keyof R & string;
  parentTable: string;
  /** The CMS page of each row of this level, as `select id, page_id` over `ids`. */
  pageOf: (ids: SQL) => SQL;
  toRow: (
    ctx: SyncContext,
    r: R,
    id: string,
    parentId: string,
    old: Row | undefined,
    fail: Fail,
  ) => Row | null;
  /** The level below and the records nested in this one for it. */
  below?: { level: Level<never, never>; of: (r: R) => unknown[] | undefined; key: string };
}

const required = <T>(value: T | undefined, field: string, entity: string, fail: Fail): value is T => {
  if (value === undefined) fail([field], 'VIOLATION::IS_BLANK', `A new ${entity} needs "${field}".`);
  return value !== undefined;
};

type SlotRow = typeof cmsSlot.$inferSelect;
type BlockRow = typeof cmsBlock.$inferSelect;
type SectionRow = typeof cmsSection.$inferSelect;

const slotLevel: Level<SlotInput, SlotRow> = {
  table: cmsSlot,
  entity: 'cms_slot',
  parentColumn: 'block_id',
  parentField: 'blockId',
  parentTable: 'cms_block',
  pageOf: (ids) => sql`select s.page_id from cms_slot x join cms_block b on b.id = x.block_id
    join cms_section s on s.id = b.section_id where x.id = any(${ids})`,
  toRow(ctx, r, id, blockId, old, fail) {
    const slot = r.slot ?? old?.slot;
    const type = r.type ?? old?.type;
    if (!required(slot, 'slot', 'cms_slot', fail) || !required(type, 'type', 'cms_slot', fail)) return null;
    // Per language config: the translations' over the stored ones, language by language.
    const given = Object.entries(r.translations ?? {}).map(([key, t]) => [key, t.config] as const);
    const translations = { ...old?.translations };
    for (const [key, config] of given) {
      const locale = ctx.locales.get(normalizeId(key) ?? key);
      if (!locale) {
        fail(['translations', key], 'FRAMEWORK__LANGUAGE_NOT_FOUND', `No language "${key}".`);
        continue;
      }
      if (config === null || config === undefined) delete translations[locale];
      else translations[locale] = config;
    }
    return {
      id,
      blockId,
      slot,
      type,
      config: slotConfigOf(r, old?.config),
      translations,
    };
  },
};

const blockLevel: Level<BlockInput, BlockRow> = {
  table: cmsBlock,
  entity: 'cms_block',
  parentColumn: 'section_id',
  parentField: 'sectionId',
  parentTable: 'cms_section',
  pageOf: (ids) => sql`select s.page_id from cms_block x join cms_section s on s.id = x.section_id
    where x.id = any(${ids})`,
  toRow(_ctx, r, id, sectionId, old, fail) {
    const position = r.position ?? old?.position;
    const type = r.type ?? old?.type;
    if (!required(position, 'position', 'cms_block', fail) || !required(type, 'type', 'cms_block', fail))
      return null;
    return {
      id,
      sectionId,
      position,
      type,
      sectionPosition: r.sectionPosition ?? old?.sectionPosition ?? 'main',
      backgroundColor: r.backgroundColor === undefined ? (old?.backgroundColor ?? null) : r.backgroundColor,
      customFields: customFieldsOf(r, old?.customFields),
    };
  },
  below: { level: slotLevel as unknown as Level<never, never>, of: (r) => r.slots, key: 'slots' },
};

const sectionLevel: Level<SectionInput, SectionRow> = {
  table: cmsSection,
  entity: 'cms_section',
  parentColumn: 'page_id',
  parentField: 'pageId',
  parentTable: 'cms_page',
  pageOf: (ids) => sql`select page_id from cms_section where id = any(${ids})`,
  toRow(_ctx, r, id, pageId, old, fail) {
    const position = r.position ?? old?.position;
    if (!required(position, 'position', 'cms_section', fail)) return null;
    return {
      id,
      pageId,
      position,
      type: r.type ?? old?.type ?? 'default',
      sizingMode: r.sizingMode ?? old?.sizingMode ?? 'boxed',
      backgroundColor: r.backgroundColor === undefined ? (old?.backgroundColor ?? null) : r.backgroundColor,
      customFields: customFieldsOf(r, old?.customFields),
    };
  },
  below: { level: blockLevel as unknown as Level<never, never>, of: (r) => r.blocks, key: 'blocks' },
};

/** The rows of `table` with these ids. */
async function storedRows<Row>(ctx: SyncContext, table: PgTable, ids: string[]): Promise<Map<string, Row>> {
  if (!ids.length) return new Map();
  const id = (table as unknown as { id: Parameters<typeof inArray>[0] }).id;
  const rows = (await ctx.tx.select().from(table).where(inArray(id, ids))) as (Row & { id: string })[];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Writes one level's records (upsert by id, as Shopware), then the records nested in those written.
 * A record's parent is the one it is nested in, else the one it names, else its stored one; a named
 * parent must exist. A moved record keeps what it holds.
 */
async function writeLevel<R extends { id?: string }, Row extends { id: string }>(
  ctx: SyncContext,
  level: Level<R, Row>,
  items: Item<R>[],
): Promise<string[]> {
  if (!items.length) return [];
  const stored = await storedRows<Row>(
    ctx,
    level.table,
    items.flatMap((i) => (i.record.id ? [i.record.id] : [])),
  );
  const named = [
    ...new Set(items.flatMap((i) => (i.parentId ? [] : [i.record[level.parentField] as string | undefined]))),
  ].filter((id): id is string => id !== undefined);
  const parents = new Set(
    named.length
      ? (
          await queryRows<{ id: string }>(
            ctx.tx,
            sql`select id from ${sql.raw(level.parentTable)} where id = any(${uuidArray(named)})`,
          )
        ).map((r) => r.id)
      : [],
  );
  const rows: Row[] = [];
  const nested: Item<never>[] = [];
  for (const { at, record, parentId } of items) {
    const fail: Fail = (field, code, detail) => ctx.report.fail([...at, ...field], code, detail);
    const id = record.id ?? randomUUID();
    const old = stored.get(id);
    const named = record[level.parentField] as string | undefined;
    if (named && !parentId && !parents.has(named)) {
      fail(
        [level.parentField],
        'FRAMEWORK__FOREIGN_KEY_NOT_FOUND',
        `No ${level.parentTable} ${hexId(named)}.`,
      );
      continue;
    }
    const parent = parentId ?? named ?? (old as Record<string, unknown> | undefined)?.[level.parentField];
    if (!required(parent as string | undefined, level.parentField, level.entity, fail)) continue;
    const row = level.toRow(ctx, record, id, parent as string, old, fail);
    if (!row) continue;
    rows.push(row);
    for (const [i, child] of (level.below?.of(record) ?? []).entries())
      nested.push({ at: [...at, level.below?.key as string, i], record: child as never, parentId: id });
  }
  await upsertRows(ctx, level.table, rows);
  if (level.below) await writeLevel(ctx, level.below.level, nested);
  return rows.map((r) => r.id);
}

/** Inserts the rows or, for stored ids, sets every column they carry. */
async function upsertRows(ctx: SyncContext, table: PgTable, rows: { id: string }[]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).filter((c) => c !== 'id');
  await ctx.tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: (table as unknown as { id: Parameters<typeof inArray>[0] }).id as never,
      set: Object.fromEntries(
        columns.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)}`)]),
      ),
    });
}

/**
 * A layout written through the API is a new version of its pages: an editor's draft made from the
 * version before is refused at publishing (drafts.ts) rather than silently undoing the write.
 */
async function touchPages(ctx: SyncContext, pageIds: SQL) {
  await ctx.tx.execute(
    sql`update cms_page set version = version + 1, updated_at = now() where id = any(${pageIds})`,
  );
}

/** `cms_page`: the page's name (its title per language) and type, with its nested layout. */
async function upsertPages(ctx: SyncContext, records: unknown[], key: string): Promise<string[]> {
  const parsed = onePerId(parseRecords(CmsPageRecord, records, key, ctx.report), key, ctx.report);
  const stored = await storedRows<typeof cmsPage.$inferSelect>(
    ctx,
    cmsPage,
    parsed.flatMap((p) => (p.record.id ? [p.record.id] : [])),
  );
  const rows: (typeof cmsPage.$inferInsert & { id: string })[] = [];
  const sections: Item<SectionInput>[] = [];
  for (const { index, record: r } of parsed) {
    const fail: Fail = (field, code, detail) => ctx.report.fail([key, index, ...field], code, detail);
    const texts = byLocale({ name: r.name }, r.translations, ctx.locales, [key, index], ctx.report);
    if (!texts) continue;
    const id = r.id ?? randomUUID();
    const old = stored.get(id);
    const titles = Object.fromEntries(
      Object.entries(texts).map(([locale, t]) => [locale, t?.name ? { title: t.name } : {}]),
    );
    const name = r.name ?? Object.values(texts).find((t) => t?.name)?.name ?? old?.name;
    if (!required(name, 'name', 'cms_page', fail) || !required(r.type ?? old?.type, 'type', 'cms_page', fail))
      continue;
    rows.push({
      id,
      name,
      type: (r.type ?? old?.type) as string,
      published: old?.published ?? true,
      translations: mergeTranslations(old?.translations ?? {}, titles),
      customFields: customFieldsOf(r, old?.customFields),
      updatedAt: new Date(),
    });
    for (const [i, section] of (r.sections ?? []).entries())
      sections.push({ at: [key, index, 'sections', i], record: section, parentId: id });
  }
  await upsertRows(ctx, cmsPage, rows);
  await writeLevel(ctx, sectionLevel, sections);
  await touchPages(ctx, uuidArray(rows.flatMap((r) => (stored.has(r.id) ? [r.id] : []))));
  return rows.map((r) => r.id);
}

/** An entity of a level written on its own (`cms_section`, `cms_block`, `cms_slot`), nested records too. */
function levelSync<R extends { id?: string }, Row extends { id: string }>(
  level: Level<R, Row>,
  schema: v.GenericSchema<unknown, R>,
  filterable: EntitySync['filterable'],
): EntitySync {
  return {
    table: level.table,
    id: (level.table as unknown as { id: EntitySync['id'] }).id,
    filterable,
    async upsert(ctx, records, key) {
      const parsed = onePerId(parseRecords(schema, records, key, ctx.report), key, ctx.report);
      const ids = await writeLevel(
        ctx,
        level,
        parsed.map(({ index, record }) => ({ at: [key, index], record })),
      );
      await touchPages(ctx, level.pageOf(uuidArray(ids)));
      return ids;
    },
    // What hangs on the rows goes with them (foreign keys cascade).
    async remove(ctx, ids) {
      const pages = await queryRows<{ page_id: string }>(ctx.tx, level.pageOf(uuidArray(ids)));
      await ctx.tx.delete(level.table).where(inArray(this.id, ids));
      await touchPages(ctx, uuidArray(pages.map((p) => p.page_id)));
    },
  };
}

export const cmsPageSync: EntitySync = {
  table: cmsPage,
  id: cmsPage.id,
  filterable: { id: cmsPage.id, type: cmsPage.type, name: cmsPage.name },
  upsert: upsertPages,
  /** Its layout goes with it; categories and landing pages that showed it show none (Shopware: set null). */
  async remove(ctx, ids) {
    await ctx.tx.execute(
      sql`update category set cms_page_id = null where cms_page_id = any(${uuidArray(ids)})`,
    );
    await ctx.tx.delete(cmsPage).where(inArray(cmsPage.id, ids));
  },
};
export const cmsSectionSync = levelSync(sectionLevel, CmsSectionRecord, {
  id: cmsSection.id,
  pageId: cmsSection.pageId,
});
export const cmsBlockSync = levelSync(blockLevel, CmsBlockRecord, {
  id: cmsBlock.id,
  sectionId: cmsBlock.sectionId,
  type: cmsBlock.type,
});
export const cmsSlotSync = levelSync(slotLevel, CmsSlotRecord, {
  id: cmsSlot.id,
  blockId: cmsSlot.blockId,
  type: cmsSlot.type,
});

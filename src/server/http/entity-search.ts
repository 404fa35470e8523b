import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { IdSchema } from '../../shared/catalog/listing.ts';
import type { Db } from '../db/client.ts';
import {
  type Criteria,
  compileSort,
  compileWhere,
  type FieldMap,
  type Filter,
  paging,
  wantsTotal,
} from './criteria.ts';
import { ApiError } from './errors.ts';
import { parse } from './validate.ts';

/** One entity as Shopware's entity search (`POST /category`, `/product`, …) reads it. */
export interface Entity<T extends PgTable> {
  table: T;
  /** Criteria field names → columns; `uuidFields` names those holding ids. */
  fields: FieldMap;
  uuidFields: ReadonlySet<string>;
  /** The column Criteria `ids` select by. */
  id: PgColumn;
  /** Rows a caller may see at all (active ones…); undefined for all. */
  visible?: SQL;
  /** Order when the Criteria has no sort; ends in a unique column so pages do not overlap. */
  order: (SQL | PgColumn)[];
  defaultLimit: number;
}

type Paged = { total: number; page: number; limit: number };
/** Shopware's EntitySearchResult around `elements` (one page of them, or all when unpaged). */
export const searchResult = <T>(entity: string, elements: T[], paged?: Paged) => ({
  apiAlias: 'dal_entity_search_result' as const,
  entity,
  total: paged?.total ?? elements.length,
  page: paged?.page ?? 1,
  limit: paged?.limit ?? elements.length,
  elements,
  aggregations: [],
});

/** Filter → sort → page → count (only when the Criteria asks for a total) over one entity's table. */
export async function searchEntity<T extends PgTable>(db: Db, criteria: Criteria, entity: Entity<T>) {
  checkIdValues([...criteria.filter, ...criteria['post-filter']], entity.uuidFields);
  const { page, limit, offset } = paging(criteria, entity.defaultLimit);
  const where = and(
    entity.visible,
    criteria.ids?.length
      ? inArray(
          entity.id,
          criteria.ids.map((i) => parse(IdSchema, i)),
        )
      : undefined,
    compileWhere(criteria, entity.fields),
  );
  const sort = compileSort(criteria, entity.fields);
  const rows = (await db
    .select()
    .from(entity.table as PgTable)
    .where(where)
    .orderBy(...(sort.length ? sort : entity.order))
    .limit(limit)
    .offset(offset)) as T['$inferSelect'][];
  const total = wantsTotal(criteria)
    ? ((
        await db
          .select({ n: count() })
          .from(entity.table as PgTable)
          .where(where)
      )[0]?.n ?? 0)
    : rows.length;
  return { rows, total, page, limit };
}

/**
 * A malformed id in a Criteria filter on a uuid column is the caller's mistake (400 with
 * VIOLATION::INVALID_UUID), not a database error; uuid columns have no range.
 */
function checkIdValues(filters: Filter[], uuidFields: ReadonlySet<string>) {
  for (const f of filters) {
    if ('queries' in f) checkIdValues(f.queries, uuidFields);
    else if (!uuidFields.has(f.field)) continue;
    else if (f.type === 'equals' || f.type === 'equalsAny') {
      const values =
        f.type === 'equals' ? [f.value] : typeof f.value === 'string' ? f.value.split('|') : f.value;
      for (const value of values) if (value !== null) parse(IdSchema, String(value));
    } else if (f.type === 'range') {
      throw new ApiError(400, 'FRAMEWORK__INVALID_CRITERIA_FIELD', `Field "${f.field}" has no range.`, {
        field: f.field,
      });
    }
  }
}
